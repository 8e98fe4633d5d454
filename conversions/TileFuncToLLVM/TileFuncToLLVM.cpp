//===- TileFuncToLLVM.cpp - nv_tileaa functions to llvm.func ----------------===//
//
// The function boundary of the LLVM stage (convert-nv-tile-func-to-llvm).
//
// The target is `llvm.func`/`llvm.return`, not `func.func`/`func.return`:
// only LLVM dialect functions reach NVVM translation and
// `gpu-module-to-binary`, the nvvm.* kernel attributes are read from
// `llvm.func`, and going through `func.func` would need the upstream
// func-to-llvm conversion with its own type converter, a second converter
// that could disagree with ours on the bare-pointer ABI. Converting straight
// to `llvm.func` keeps one converter for the boundary and the bodies.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileFuncToLLVM/Passes.h"

#include "conversions/LLVMCommon/TypeConverter.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_CONVERTTILEFUNCTOLLVM
#include "conversions/TileFuncToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;

//===----------------------------------------------------------------------===//
// Registers per thread for an occupancy
//===----------------------------------------------------------------------===//

// Every SM from sm_75 to sm_120 has a register file of 64K 32-bit registers
// and at most 255 registers per thread, allocated per thread in units of 8
// (256 per warp).
std::optional<int32_t>
mlir::tileiras::getMaxRegistersForOccupancy(int64_t sm, int64_t occupancy,
                                            int64_t threadsPerCTA) {
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::get("sm_" + std::to_string(sm));
  if (!target || occupancy < 1 || threadsPerCTA < 1)
    return std::nullopt;
  // More CTAs than the SM can hold at once gain nothing from fewer
  // registers: the thread limit binds first.
  int64_t maxThreads = target->getMaxResidentThreadsPerSM();
  int64_t threads = occupancy > maxThreads / threadsPerCTA
                        ? maxThreads
                        : occupancy * threadsPerCTA;
  int64_t registers =
      target->getRegistersPerSM() / std::max<int64_t>(threads, 1);
  registers -= registers % target->getRegisterAllocationUnit();
  return static_cast<int32_t>(
      std::min(registers, target->getMaxRegistersPerThread()));
}

//===----------------------------------------------------------------------===//
// Kernel attributes
//===----------------------------------------------------------------------===//

namespace {

/// Looks `name` up on `op`, then on its ancestors. Fails with a located
/// error when found with a kind other than AttrT; `result` stays null when
/// absent.
template <typename AttrT>
LogicalResult lookUpAttribute(Operation *op, StringRef name, AttrT &result,
                              StringRef expected) {
  for (Operation *scope = op; scope; scope = scope->getParentOp()) {
    Attribute attr = scope->getAttr(name);
    if (!attr)
      continue;
    result = dyn_cast<AttrT>(attr);
    if (!result)
      return op->emitError() << name << " must be " << expected << ", got "
                             << attr;
    return success();
  }
  return success();
}

/// The nvvm.* attributes of a kernel (seed 001, the eight-row table).
/// Appends nothing unless the kernel spec, compute capability and target
/// spec are all present: without them the function is not launched as a
/// kernel as far as this pass knows.
LogicalResult getKernelAttributes(nv_tileaa::FuncOp func,
                                  SmallVectorImpl<NamedAttribute> &attrs) {
  using nv_tileaa::TileAADialect;
  nv_tileaa::KernelSpecAttr spec;
  IntegerAttr computeCapability;
  StringAttr targetSpec;
  if (failed(lookUpAttribute(func, TileAADialect::kKernelSpecAttrName, spec,
                             "a #nv_tileaa.kernel_spec")) ||
      failed(lookUpAttribute(func, TileAADialect::kComputeCapabilityAttrName,
                             computeCapability, "an integer")) ||
      failed(lookUpAttribute(func, TileAADialect::kTargetSpecAttrName,
                             targetSpec, "a string")))
    return failure();
  if (!spec || !computeCapability || !targetSpec)
    return success();

  MLIRContext *context = func.getContext();
  Builder builder(context);
  auto add = [&](StringRef name, Attribute value) {
    attrs.emplace_back(builder.getStringAttr(name), value);
  };
  int64_t sm = computeCapability.getInt();
  int64_t threads = spec.getNumThreads();
  // A warp-specialized kernel's producer warps come after the kernel's own.
  if (auto producers =
          func->getAttrOfType<IntegerAttr>(nv_tileas::kProducerWarpsAttrName))
    threads += 32 * producers.getInt();

  add("cute.kernel", builder.getUnitAttr());
  add(NVVM::NVVMDialect::getReqntidAttrName(),
      builder.getDenseI32ArrayAttr({static_cast<int32_t>(threads), 1, 1}));
  // Clusters exist from sm_90 on (seed 001: target SM > 89); a cluster of
  // one CTA needs no directive.
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::get("sm_" + std::to_string(sm));
  if (target && target->hasClusters() && spec.getClusterSize() > 1) {
    SmallVector<int32_t, 3> cluster;
    for (int64_t d : spec.getCluster())
      cluster.push_back(static_cast<int32_t>(d));
    add(NVVM::NVVMDialect::getClusterDimAttrName(),
        builder.getDenseI32ArrayAttr(cluster));
    add(NVVM::NVVMDialect::getBlocksAreClustersAttrName(),
        builder.getUnitAttr());
  }
  add(NVVM::NVVMDialect::getMinctasmAttrName(), builder.getI32IntegerAttr(1));

  Attribute occupancyAttr = func->getAttr(TileAADialect::kOccupancyAttrName);
  if (!occupancyAttr)
    return success();
  auto occupancy = dyn_cast<IntegerAttr>(occupancyAttr);
  std::optional<int32_t> maxRegisters;
  if (occupancy)
    maxRegisters = getMaxRegistersForOccupancy(sm, occupancy.getInt(), threads);
  if (!maxRegisters)
    return func.emitError() << TileAADialect::kOccupancyAttrName
                            << " must be a positive integer, got "
                            << occupancyAttr;
  add(NVVM::NVVMDialect::getMaxnregAttrName(),
      builder.getI32IntegerAttr(*maxRegisters));
  return success();
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// The llvm.func ops made from kernels, for the return policy: a return is
/// converted after its function, so its parent is already the llvm.func.
using KernelSet = llvm::DenseSet<Operation *>;

/// nv_tileaa.func -> llvm.func with the converted signature, the function's
/// attributes and, for kernels, the nvvm.* attributes.
class FuncOpConversion : public OpConversionPattern<nv_tileaa::FuncOp> {
public:
  FuncOpConversion(const TileLLVMTypeConverter &converter,
                   MLIRContext *context, KernelSet &kernels)
      : OpConversionPattern(converter, context), kernels(kernels) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::FuncOp func, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileLLVMTypeConverter>();
    // A PTX .entry returns nothing.
    if (func.getKernel() && func.getNumResults() != 0)
      return func.emitError("Kernel functions do not support results");

    TypeConverter::SignatureConversion conversion(func.getNumArguments());
    LLVM::LLVMFunctionType type = converter.convertFunctionSignatureOrReport(
        func, func.getFunctionType(), conversion);
    if (!type)
      return failure();

    // Every discardable attribute stays (the kernel spec included: its
    // readers move to the nvvm.* attributes, the entry remains).
    SmallVector<NamedAttribute> attrs(func->getDiscardableAttrs());
    if (failed(getKernelAttributes(func, attrs)))
      return failure();

    auto llvmFunc = LLVM::LLVMFuncOp::create(
        rewriter, func.getLoc(), func.getSymName(), type,
        LLVM::Linkage::External, /*dsoLocal=*/false, LLVM::CConv::C,
        /*comdat=*/SymbolRefAttr(), attrs);
    copyArgumentAndResultAttributes(func, conversion, llvmFunc);

    rewriter.inlineRegionBefore(func.getBody(), llvmFunc.getBody(),
                                llvmFunc.end());
    if (!llvmFunc.getBody().empty() &&
        failed(rewriter.convertRegionTypes(&llvmFunc.getBody(), converter,
                                           &conversion)))
      return failure();
    if (func.getKernel())
      kernels.insert(llvmFunc);
    rewriter.eraseOp(func);
    return success();
  }

private:
  /// Argument attributes follow their argument to every value it became;
  /// a single result keeps its attributes (several are packed in a struct,
  /// which has no per-member attributes).
  static void copyArgumentAndResultAttributes(
      nv_tileaa::FuncOp func, const TypeConverter::SignatureConversion &conv,
      LLVM::LLVMFuncOp llvmFunc) {
    if (ArrayAttr argAttrs = func.getArgAttrsAttr())
      for (auto [index, attr] : llvm::enumerate(argAttrs)) {
        std::optional<TypeConverter::SignatureConversion::InputMapping>
            mapping = conv.getInputMapping(index);
        if (!mapping)
          continue;
        for (size_t i = 0; i < mapping->size; ++i)
          llvmFunc.setArgAttrs(mapping->inputNo + i,
                               cast<DictionaryAttr>(attr));
      }
    if (ArrayAttr resAttrs = func.getResAttrsAttr())
      if (resAttrs.size() == 1)
        llvmFunc.setResultAttrs(0, cast<DictionaryAttr>(resAttrs[0]));
  }

  KernelSet &kernels;
};

/// nv_tileaa.return -> llvm.return; the kernel-return policy.
class ReturnOpConversion : public OpConversionPattern<nv_tileaa::ReturnOp> {
public:
  ReturnOpConversion(const TileLLVMTypeConverter &converter,
                     MLIRContext *context, const KernelSet &kernels)
      : OpConversionPattern(converter, context), kernels(kernels) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    auto source = dyn_cast<nv_tileaa::FuncOp>(parent);
    bool isKernel = source ? source.getKernel() : kernels.contains(parent);
    if (isKernel && !op.getOperands().empty())
      return op.emitError(
          "Kernel functions do not support return with operands");

    ValueRange values = adaptor.getOperands();
    if (values.size() <= 1) {
      rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, values);
      return success();
    }
    // Several results travel in one struct, as the signature packed them.
    const auto &converter = *getTypeConverter<TileLLVMTypeConverter>();
    Type packed = converter.packFunctionResults(op.getOperandTypes(),
                                                /*useBarePointerCallConv=*/true);
    if (!packed)
      return failure();
    Location loc = op.getLoc();
    Value result = LLVM::PoisonOp::create(rewriter, loc, packed);
    for (auto [index, value] : llvm::enumerate(values))
      result = LLVM::InsertValueOp::create(rewriter, loc, result, value,
                                           static_cast<int64_t>(index));
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, result);
    return success();
  }

private:
  const KernelSet &kernels;
};

/// Removes a cast in a body that turns a function argument back into the
/// type the signature rewrite gave it: once the argument has that type, the
/// cast is the identity. Built without a type converter so that the adaptor
/// holds the values the rewrite mapped, not fresh materializations.
class CastOpElimination
    : public OpConversionPattern<UnrealizedConversionCastOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(UnrealizedConversionCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto isArgument = [](Value v) { return isa<BlockArgument>(v); };
    if (!llvm::all_of(op.getInputs(), isArgument) ||
        TypeRange(adaptor.getInputs()) != op.getResultTypes())
      return failure();
    rewriter.replaceOp(op, adaptor.getInputs());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

class ConvertTileFuncToLLVMPass
    : public mlir::tileiras::impl::ConvertTileFuncToLLVMBase<
          ConvertTileFuncToLLVMPass> {
public:
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    TileLLVMTypeConverter converter(context);
    KernelSet kernels;

    RewritePatternSet patterns(context);
    patterns.add<FuncOpConversion>(converter, context, kernels);
    patterns.add<ReturnOpConversion>(converter, context, kernels);
    patterns.add<CastOpElimination>(context);

    // Only the boundary is illegal; bodies stay as they are. Casts have no
    // legality: the driver tries CastOpElimination on each and keeps those
    // it does not remove.
    ConversionTarget target(*context);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.addIllegalOp<nv_tileaa::FuncOp, nv_tileaa::ReturnOp>();

    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns)))) {
      getOperation().emitError("region types conversion failed");
      signalPassFailure();
      return;
    }
    for (Operation *kernel : kernels)
      widenNarrowParameters(cast<LLVM::LLVMFuncOp>(kernel));
  }

private:
  /// PTX has parameters of 8 bits and more (i1 becomes a byte in the NVPTX
  /// backend, but i2 to i7 would print as `.param .u4`, which ptxas
  /// rejects): such an integer parameter travels as a byte holding it in
  /// its low bits, truncated on entry.
  static void widenNarrowParameters(LLVM::LLVMFuncOp func) {
    if (func.getBody().empty())
      return;
    Block &entry = func.getBody().front();
    OpBuilder builder = OpBuilder::atBlockBegin(&entry);
    SmallVector<Type> params(func.getFunctionType().getParams());
    bool widened = false;
    for (auto [index, param] : llvm::enumerate(params)) {
      auto integer = dyn_cast<IntegerType>(param);
      if (!integer || integer.getWidth() <= 1 || integer.getWidth() >= 8)
        continue;
      BlockArgument argument = entry.getArgument(index);
      param = builder.getI8Type();
      argument.setType(param);
      auto narrow =
          LLVM::TruncOp::create(builder, func.getLoc(), integer, argument);
      argument.replaceAllUsesExcept(narrow, narrow);
      widened = true;
    }
    if (widened)
      func.setFunctionType(LLVM::LLVMFunctionType::get(
          func.getFunctionType().getReturnType(), params,
          func.getFunctionType().isVarArg()));
  }
};

} // namespace
