//===- AttachTarget.cpp - tileiras-attach-target --------------------------===//

#include "target/Passes.h"
#include "target/RequiredPtx.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/Regex.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_TILEIRASATTACHTARGET
#include "target/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;

static constexpr StringLiteral kComputeCapabilityAttr =
    "nv_tileaa.compute_capability";
static constexpr StringLiteral kTargetSpecAttr = "nv_tileaa.target_spec";

namespace {
struct AttachTargetPass
    : public tileiras::impl::TileirasAttachTargetBase<AttachTargetPass> {
  using Base::Base;

  void runOnOperation() override;

  /// The chip of a module whose nv_tileaa attributes `holder` carries (the
  /// `chip` option when null) per the pass description; failure after a
  /// diagnostic, or an empty string when nothing gives one.
  FailureOr<std::string> getChip(Operation *holder);
};
} // namespace

/// The op (the module or an ancestor) whose nv_tileaa attributes say which
/// chip the module was lowered for, or null.
static Operation *getLoweringTargetHolder(gpu::GPUModuleOp module) {
  Operation *holder = module;
  while (holder && !holder->hasAttr(kComputeCapabilityAttr) &&
         !holder->hasAttr(kTargetSpecAttr))
    holder = holder->getParentOp();
  return holder;
}

FailureOr<std::string> AttachTargetPass::getChip(Operation *holder) {
  if (!holder)
    return std::string(chip);

  Attribute ccAttr = holder->getAttr(kComputeCapabilityAttr);
  Attribute specAttr = holder->getAttr(kTargetSpecAttr);
  auto cc = dyn_cast_or_null<IntegerAttr>(ccAttr);
  auto spec = dyn_cast_or_null<StringAttr>(specAttr);
  if ((ccAttr && !cc) || (specAttr && !spec)) {
    holder->emitError() << "'" << kComputeCapabilityAttr
                        << "' must be an integer and '" << kTargetSpecAttr
                        << "' a string";
    return failure();
  }
  std::string fromCC = cc ? "sm_" + std::to_string(cc.getInt()) : "";
  if (!spec)
    return fromCC;
  // The spec may add a feature letter (sm_90a, sm_100f) to the capability.
  StringRef specChip = spec.getValue();
  if (cc &&
      !(specChip.starts_with(fromCC) && specChip.size() <= fromCC.size() + 1)) {
    holder->emitError() << "'" << kTargetSpecAttr << "' = \"" << specChip
                        << "\" does not match '" << kComputeCapabilityAttr
                        << "' = " << cc.getInt();
    return failure();
  }
  return specChip.str();
}

void AttachTargetPass::runOnOperation() {
  llvm::Regex matcher(moduleMatcher);
  std::string regexError;
  if (!matcher.isValid(regexError)) {
    getOperation().emitError()
        << "invalid module regex '" << moduleMatcher << "': " << regexError;
    return signalPassFailure();
  }
  MLIRContext *ctx = &getContext();
  Builder builder(ctx);
  auto strings = [&](ArrayRef<std::string> values) -> ArrayAttr {
    if (values.empty())
      return nullptr;
    return builder.getStrArrayAttr(
        SmallVector<StringRef>(values.begin(), values.end()));
  };

  bool failed = false;
  getOperation().walk([&](gpu::GPUModuleOp module) {
    if (!matcher.match(module.getName()))
      return;
    Operation *holder = getLoweringTargetHolder(module);
    FailureOr<std::string> moduleChip = getChip(holder);
    if (mlir::failed(moduleChip)) {
      failed = true;
      return;
    }
    if (moduleChip->empty()) {
      module.emitError("Failed to get ComputeCapability");
      failed = true;
      return;
    }
    auto emitError = [&]() { return module.emitError(); };
    // `.blocksareclusters` exists from PTX 9.0 on, `fence.proxy.alias`
    // from 7.5, and the inline PTX of the lowering says what it needs
    // (kRequiredPtxAttrName: mma.sync on f8 codes 8.4, tensor maps 8.3),
    // as do wgmma's mixed integer types (8.4);
    // LLVM's default PTX version for a chip is the oldest that has the chip
    // (7.0 for sm_80, 8.0 for sm_90a), so a module that needs more asks for
    // 9.0 (which every chip CUDA 13 compiles for has) unless the user chose
    // the features.
    std::string moduleFeatures = features;
    bool newerPtx = false;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      newerPtx |= func->hasAttr("nvvm.blocksareclusters");
    module.walk([&](NVVM::FenceProxyOp fence) {
      newerPtx |= fence.getKind() == NVVM::ProxyKind::alias;
    });
    // wgmma on s8 by u8 (or u8 by s8) needs PTX 8.4, whether still an
    // NVVM op or already the inline PTX convert-nvvm-to-llvm writes for it.
    module.walk([&](NVVM::WgmmaMmaAsyncOp wgmma) {
      newerPtx |= wgmma.getTypeA() != wgmma.getTypeB();
    });
    module.walk([&](LLVM::InlineAsmOp asmOp) {
      StringRef text = asmOp.getAsmString();
      newerPtx |= asmOp->hasAttr(kRequiredPtxAttrName) ||
                  (text.contains("wgmma.mma_async") &&
                   (text.contains(".s8.u8") || text.contains(".u8.s8")));
    });
    if (newerPtx && moduleFeatures.empty())
      moduleFeatures = "+ptx90";
    TargetAttr target = TargetAttr::getChecked(
        emitError, ctx, static_cast<int>(optLevel), StringRef(triple),
        StringRef(*moduleChip), StringRef(moduleFeatures), DictionaryAttr(),
        strings(linkFiles), StringRef(toolkit), strings(ptxasOptions),
        static_cast<int>(maxRegisters), static_cast<bool>(timings));
    if (!target) {
      failed = true;
      return;
    }
    // A #tileiras.target already there is replaced, unless the module was
    // lowered for a chip (nv_tileaa attributes) and the target names
    // another compute capability: its kernels would be compiled for a chip
    // they were not lowered for (sm_90 and sm_90a are one capability).
    auto capability = [](StringRef chipName) {
      return chipName.rtrim("abcdefghijklmnopqrstuvwxyz");
    };
    SmallVector<Attribute> targets = {target};
    if (ArrayAttr existing = module.getTargetsAttr()) {
      for (Attribute other : existing) {
        auto previous = dyn_cast<TargetAttr>(other);
        if (!previous) {
          targets.push_back(other);
          continue;
        }
        if (holder &&
            capability(previous.getChip()) != capability(*moduleChip)) {
          module.emitError("gpu.module already carries a conflicting target")
                  .attachNote()
              << previous << " is for " << previous.getChip()
              << ", the module is lowered for " << *moduleChip;
          failed = true;
          return;
        }
      }
    }
    module.setTargetsAttr(builder.getArrayAttr(targets));
  });
  if (failed)
    signalPassFailure();
}
