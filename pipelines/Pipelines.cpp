//===- Pipelines.cpp - the tileiras pipelines -----------------------------===//
//
// The pipelines are spelled as pass pipeline text, the same text a user can
// type to run, stop or replace any stage by hand.
//
//===----------------------------------------------------------------------===//

#include "pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace {

/// Options of both pipelines.
template <typename Derived>
struct CommonOptions : public PassPipelineOptions<Derived> {
  using Base = PassPipelineOptions<Derived>;
  typename Base::template Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target GPU: sm_80, sm_90a, sm_100a, ..."),
      llvm::cl::init("sm_80")};
  typename Base::template Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("LLVM and ptxas optimization level (0-3)"),
      llvm::cl::init(3)};
  typename Base::template Option<int64_t> numWarps{
      *this, "num-warps",
      llvm::cl::desc("Warps per CTA when neither the kernel's hints nor "
                     "tt.num_warps give one"),
      llvm::cl::init(4)};
  typename Base::template Option<int64_t> prefetchRegisters{
      *this, "prefetch-registers",
      llvm::cl::desc("Registers per thread a loop may use to load its next "
                     "iteration's tiles ahead (tileas-prefetch-loads; 0 "
                     "turns prefetching off)"),
      llvm::cl::init(32)};
  typename Base::template Option<int64_t> pipelineStages{
      *this, "pipeline-stages",
      llvm::cl::desc("Tiles of each MMA operand a K loop keeps in flight "
                     "through shared memory (tileas-pipeline; 0 or 1 turns "
                     "pipelining off)"),
      llvm::cl::init(3)};
  typename Base::template Option<bool> useTma{
      *this, "use-tma",
      llvm::cl::desc("On sm_90a and sm_100a, pipelined K loops copy their "
                     "tiles by TMA through mbarriers where the views allow "
                     "(tileas-pipeline; false: cp.async)"),
      llvm::cl::init(true)};
  typename Base::template Option<bool> useTensorMemory{
      *this, "use-tensor-memory",
      llvm::cl::desc("On sm_100a, tcgen05.mma computes the products of "
                     "TMA-fed loops on tensor memory, their sums kept there "
                     "for the loop or the product (tileas-pipeline; false: "
                     "mma.sync in registers)"),
      llvm::cl::init(true)};
  typename Base::template Option<bool> warpSpecialize{
      *this, "warp-specialize",
      llvm::cl::desc("On sm_90a and sm_100a, a kernel of 8 warps or more "
                     "whose occupancy hint is one CTA per SM gets a producer warpgroup of its "
                     "own that issues its TMA-fed loop's copies "
                     "(tileas-pipeline; false: thread 0 issues them)"),
      llvm::cl::init(true)};
  typename Base::template Option<bool> lineInfo{
      *this, "line-info",
      llvm::cl::desc("Line tables from the kernels' locations: .loc and "
                     ".file in the PTX, ptxas -lineinfo"),
      llvm::cl::init(false)};
  typename Base::template Option<bool> deviceDebug{
      *this, "device-debug",
      llvm::cl::desc("Full debug information for cuda-gdb: DWARF from the "
                     "kernels' locations, ptxas -g, no optimization "
                     "(opt-level is then 0)"),
      llvm::cl::init(false)};
  typename Base::template Option<std::string> remarks{
      *this, "remarks",
      llvm::cl::desc("Remarks at each matrix product (tensorcore) and "
                     "global-memory access (memory) saying what the lowering "
                     "made of it: none, tensorcore, memory or all"),
      llvm::cl::init("none")};
};

struct ToNVVMOptions : public CommonOptions<ToNVVMOptions> {};

struct BinaryOptions : public CommonOptions<BinaryOptions> {
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Output: offload (LLVM bitcode), isa (PTX), bin (cubin) "
                     "or fatbin"),
      llvm::cl::init("bin")};
};

/// The options as the registered pipelines received them.
template <typename Options>
tileiras::PipelineOptions getPipelineOptions(const Options &options) {
  tileiras::PipelineOptions result;
  result.chip = options.chip;
  result.optLevel = options.optLevel;
  result.numWarps = options.numWarps;
  result.prefetchRegisters = options.prefetchRegisters;
  result.pipelineStages = options.pipelineStages;
  result.useTma = options.useTma;
  result.useTensorMemory = options.useTensorMemory;
  result.warpSpecialize = options.warpSpecialize;
  result.lineInfo = options.lineInfo;
  result.deviceDebug = options.deviceDebug;
  result.remarks = options.remarks;
  return result;
}

LogicalResult buildPipeline(OpPassManager &pm, StringRef text) {
  return parsePassPipeline(text, pm, llvm::errs());
}

/// Registers a pipeline whose builder may refuse its options: unlike
/// PassPipelineRegistration, whose builders return nothing, a failure here
/// fails the pipeline's parsing (and mlir-opt) with `errorHandler`'s
/// message.
template <typename Options>
void registerCheckedPipeline(
    StringRef arg, StringRef description,
    std::function<LogicalResult(OpPassManager &, const Options &,
                                function_ref<LogicalResult(const Twine &)>)>
        builder) {
  registerPassPipeline(
      arg, description,
      [builder](OpPassManager &pm, StringRef text,
                function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        return builder(pm, options, errorHandler);
      },
      [](function_ref<void(const detail::PassOptions &)> optionHandler) {
        optionHandler(Options());
      });
}

} // namespace

void mlir::tileiras::registerTileirasPipelines() {
  registerCheckedPipeline<ToNVVMOptions>(
      "tileiras-to-nvvm",
      "Lower cuda_tile kernels to gpu.modules of LLVM/NVVM ops with a "
      "#tileiras.target, ready for gpu-module-to-binary",
      [](OpPassManager &pm, const ToNVVMOptions &options,
         function_ref<LogicalResult(const Twine &)>) {
        return buildPipeline(
            pm, tileiras::getToNVVMPipeline(getPipelineOptions(options)));
      });
  registerCheckedPipeline<BinaryOptions>(
      "tileiras",
      "Compile cuda_tile kernels to cubin (or PTX, fatbin, LLVM bitcode): "
      "tileiras-to-nvvm, then gpu-module-to-binary",
      [](OpPassManager &pm, const BinaryOptions &options,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        // The stock pass reports an unknown format but goes on with its
        // default: refuse it here, before anything runs.
        std::optional<std::string> format =
            tileiras::getBinaryFormat(options.format);
        if (!format)
          return errorHandler("tileiras: unknown format '" + options.format +
                              "' (expected offload, llvm, isa, bin or "
                              "fatbin)");
        std::string text =
            tileiras::getToNVVMPipeline(getPipelineOptions(options)) +
            ",gpu-module-to-binary{format=" + *format + "}";
        return buildPipeline(pm, text);
      });
}

std::string
mlir::tileiras::getToNVVMPipeline(const PipelineOptions &options) {
  // With line tables, each llvm.func gets the debug-info scope that LLVM's
  // translation needs to turn locations into .loc directives.
  std::string lineTables =
      options.deviceDebug ? "ensure-debug-info-scope-on-llvm-func{"
                            "emission-kind=Full},"
      : options.lineInfo  ? "ensure-debug-info-scope-on-llvm-func{"
                            "emission-kind=DebugDirectivesOnly},"
                          : "";
  // ptxas optimizes nothing it must describe to a debugger.
  unsigned optLevel = options.deviceDebug ? 0 : options.optLevel;
  std::string ptxasOptions = options.deviceDebug ? " ptxas-opts=-g"
                             : options.lineInfo  ? " ptxas-opts=-lineinfo"
                                                 : "";
  return llvm::formatv(
      "convert-cuda-tile-to-tileaa{{chip={0}},"
      "convert-tileaa-to-tileas{{num-warps={2}},"
      "tileas-assign-layouts,tileas-remove-layout-conversions,"
      "gpu.module(tileas-pipeline{{stages={4} use-tma={8} "
      "use-tensor-memory={9} warp-specialize={10}},"
      "tileas-tma-stores{{use-tma={8}}),"
      "tileas-prefetch-loads{{max-registers={3}},"
      "convert-nv-tile-func-to-llvm,"
      // The per-thread values repeat index arithmetic op by op; CSE merges
      // it before the later conversions walk every op.
      "gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,"
      "convert-tileas-to-llvm{{remarks={7}},cse,"
      "convert-tile-modifiers-to-nvvm),"
      "cute-kernel-to-nvvm,"
      "convert-scf-to-cf,"
      // convert-gpu-to-nvvm also lowers arith, cf and float math (to
      // libdevice); integer math (absi, ...) is left for LLVM intrinsics.
      // Its patterns need no rollback here: the one-shot driver gives the
      // same IR about a quarter faster.
      "gpu.module(convert-gpu-to-nvvm{{allow-pattern-rollback=false},"
      "convert-nvvm-to-llvm,convert-math-to-llvm),"
      "reconcile-unrealized-casts,{5}"
      "tileiras-attach-target{{chip={0} O={1}{6}}",
      options.chip, optLevel, options.numWarps, options.prefetchRegisters,
      options.pipelineStages, lineTables, ptxasOptions, options.remarks,
      options.useTma ? "true" : "false",
      options.useTensorMemory ? "true" : "false",
      options.warpSpecialize ? "true" : "false");
}

std::optional<std::string>
mlir::tileiras::getBinaryFormat(llvm::StringRef format) {
  if (format == "offload")
    return std::string("llvm");
  if (llvm::is_contained({"llvm", "isa", "bin", "fatbin"}, format))
    return format.str();
  return std::nullopt;
}
