//===- TileirasTarget.cpp - the tileiras dialect and its target -----------===//
//
// Dialect, attribute verification and the SM checks of #tileiras.target.
// Serialization lives in Serialization.cpp.
//
//===----------------------------------------------------------------------===//

#include "target/RequiredPtx.h"
#include "target/TileirasTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileiras;

#include "target/TileirasDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "target/TileirasAttrs.cpp.inc"

void TileirasDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "target/TileirasAttrs.cpp.inc"
      >();
}

LogicalResult TileirasDialect::verifyOperationAttribute(Operation *op,
                                                        NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == getDynamicSmemBytesAttrName()) {
    if (!isa<LLVM::LLVMFuncOp>(op))
      return op->emitError() << "'" << name << "' is only valid on llvm.func";
    auto bytes = dyn_cast<IntegerAttr>(attr.getValue());
    if (!bytes || !bytes.getType().isSignlessInteger() ||
        bytes.getValue().isNegative() || !bytes.getValue().isIntN(32))
      return op->emitError()
             << "'" << name
             << "' must be a non-negative integer below 2^31, got "
             << attr.getValue();
    return success();
  }
  if (name == getSerializationReportAttrName()) {
    if (!isa<gpu::GPUModuleOp>(op) || !isa<DictionaryAttr>(attr.getValue()))
      return op->emitError() << "'" << name
                             << "' must be a dictionary on a gpu.module";
    return success();
  }
  if (name == kRequiredPtxAttrName) {
    auto version = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<LLVM::InlineAsmOp>(op) || !version ||
        !version.getType().isInteger(32) || version.getInt() < 60 ||
        version.getInt() > 99)
      return op->emitError()
             << "'" << name
             << "' must be an i32 PTX version (60 to 99) on llvm.inline_asm";
    return success();
  }
  return op->emitError() << "unknown tileiras attribute '" << name << "'";
}

void mlir::tileiras::registerTargetDialect(DialectRegistry &registry) {
  registry.insert<TileirasDialect>();
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
}

//===----------------------------------------------------------------------===//
// TargetAttr
//===----------------------------------------------------------------------===//

// The --gpu-name values CUDA 13's ptxas accepts (it has no sm_101a).
static constexpr StringLiteral kKnownChips[] = {
    "sm_75",   "sm_80",   "sm_86",   "sm_87",   "sm_88",   "sm_89",
    "sm_90",   "sm_90a",  "sm_100",  "sm_100a", "sm_100f", "sm_103",
    "sm_103a", "sm_103f", "sm_110",  "sm_110a", "sm_110f", "sm_120",
    "sm_120a", "sm_120f", "sm_121",  "sm_121a", "sm_121f"};

bool TargetAttr::isKnownChip(StringRef chip) {
  return llvm::is_contained(kKnownChips, chip);
}

std::string TargetAttr::getKnownChips() {
  return llvm::join(std::begin(kKnownChips), std::end(kKnownChips), ", ");
}

LogicalResult
TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError, int O,
                   StringRef triple, StringRef chip, StringRef features,
                   DictionaryAttr flags, ArrayAttr link, StringRef toolkit,
                   ArrayAttr ptxasOpts, int maxRegisters, bool timings) {
  if (O < 0 || O > 3)
    return emitError() << "optimization level O = " << O
                       << " is outside 0..3";
  // CUDA 13 compiles only 64-bit device code.
  if (triple != "nvptx64-nvidia-cuda")
    return emitError() << "unsupported triple '" << triple
                       << "'; expected nvptx64-nvidia-cuda";
  if (!isKnownChip(chip))
    return emitError() << "unknown chip '" << chip << "'; expected one of "
                       << getKnownChips();
  if (ptxasOpts && !llvm::all_of(ptxasOpts, llvm::IsaPred<StringAttr>))
    return emitError() << "ptxas_opts must be a list of strings";
  if (flags)
    if (Attribute options = flags.get(kPtxasCmdOptionsFlag)) {
      auto list = dyn_cast<ArrayAttr>(options);
      if (!list || !llvm::all_of(list, llvm::IsaPred<StringAttr>))
        return emitError() << "flag \"" << kPtxasCmdOptionsFlag
                           << "\" must be a list of strings";
    }
  if (link && !llvm::all_of(link, llvm::IsaPred<StringAttr>))
    return emitError() << "link must be a list of file paths (strings)";
  if (maxRegisters < 0 || maxRegisters > 255)
    return emitError() << "max_registers = " << maxRegisters
                       << " is outside 0..255 (0: no limit)";
  // The rest (features, flags) means what it means on #nvvm.target.
  return NVVM::NVVMTargetAttr::verify(emitError, O, triple, chip, features,
                                      flags, link, /*verifyTarget=*/true);
}

NVVM::NVVMTargetAttr TargetAttr::getNVVMTarget() const {
  return NVVM::NVVMTargetAttr::get(getContext(), getO(), getTriple(),
                                   getChip(), getFeatures(), getFlags(),
                                   getLink(), /*verifyTarget=*/true);
}

// Without this, NVVM ops the chip lacks reach LLVM instruction selection and
// abort the process; NVVM's checks turn them into diagnostics.
LogicalResult TargetAttr::verifyTarget(Operation *module) const {
  return getNVVMTarget().verifyTarget(module);
}
