//===- CheckHints.cpp - report unknown or invalid optimization hints --------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/Transforms/Passes.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_CUDATILECHECKHINTS
#include "dialects/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// Architecture keys the language defines, plus `default`; 13.4 added
/// sm_107 (Rubin, a developer preview), which NVIDIA's tileiras also knows.
constexpr StringLiteral kKnownArchitectures[] = {
    "sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89",  "sm_90",   "sm_100",
    "sm_103", "sm_107", "sm_110", "sm_120", "sm_121", "default"};

/// Ampere and Ada have no thread-block clusters.
constexpr StringLiteral kNoClusterArchitectures[] = {"sm_80", "sm_86", "sm_87",
                                                     "sm_88", "sm_89"};

/// The hints an op may carry, by op name.
SmallVector<StringRef> getHintsValidOn(Operation *op) {
  using H = OptimizationHintsAttr;
  StringRef name = op->getName().getStringRef();
  if (name == "cuda_tile.entry")
    return {H::kNumCTAInCGA, H::kNumWorkerWarpsPerCTA, H::kOccupancy};
  if (name == "cuda_tile.load_view_tko" || name == "cuda_tile.store_view_tko")
    return {H::kLatency, H::kAllowTMA};
  if (name == "cuda_tile.load_ptr_tko" || name == "cuda_tile.store_ptr_tko")
    return {H::kLatency};
  return {};
}

/// Why `value` is not a valid `key` hint for architecture `arch`, or "".
std::string checkHintValue(StringRef arch, StringRef key, Attribute value) {
  using H = OptimizationHintsAttr;
  std::string where = (arch + "." + key).str();
  if (key == H::kAllowTMA)
    return isa<BoolAttr>(value) ? "" : "boolean value expected for " + where;
  // `true` is an i1 IntegerAttr; it is not a count.
  auto intValue = dyn_cast<IntegerAttr>(value);
  if (!intValue || isa<BoolAttr>(value))
    return "integer value expected for " + where;
  int64_t n = intValue.getInt();
  if (key == H::kNumCTAInCGA) {
    if (llvm::is_contained(kNoClusterArchitectures, arch) && n != 1)
      return "expected 1 for " + where;
    if (n < 1 || n > 16 || !llvm::isPowerOf2_64(n))
      return "expected power-of-two ≤ 16 for " + where;
  } else if (key == H::kNumWorkerWarpsPerCTA) {
    if (n < 1 || n > 32 || !llvm::isPowerOf2_64(n))
      return "expected power-of-two ≤ 32 for " + where;
  } else if (key == H::kOccupancy) {
    if (n < 1 || n > 32)
      return "integer value in the range [1, 32] is expected for " + where;
  } else if (key == H::kLatency) {
    if (n < 1 || n > 10)
      return "integer value in the range [1, 10] is expected for " + where;
  }
  return "";
}

struct CheckHintsPass
    : public mlir::cuda_tile::impl::CudaTileCheckHintsBase<CheckHintsPass> {
  using CudaTileCheckHintsBase::CudaTileCheckHintsBase;

  void runOnOperation() override {
    bool anyFailure = false;
    getOperation()->walk([&](Operation *op) {
      auto hints =
          op->getAttrOfType<OptimizationHintsAttr>("optimization_hints");
      if (!hints)
        return;
      bool opHasFinding = false;
      auto report = [&](const Twine &message) {
        opHasFinding = true;
        op->emitWarning(message);
      };
      SmallVector<StringRef> validKeys = getHintsValidOn(op);
      for (NamedAttribute arch : hints.getValue()) {
        StringRef archName = arch.getName().strref();
        if (!llvm::is_contained(kKnownArchitectures, archName)) {
          report("unknown hint key " + archName);
          continue;
        }
        for (NamedAttribute hint : cast<DictionaryAttr>(arch.getValue())) {
          StringRef key = hint.getName().strref();
          if (!llvm::is_contained(validKeys, key)) {
            report(key + " is not known hint for current Operation");
            continue;
          }
          std::string problem = checkHintValue(archName, key, hint.getValue());
          if (!problem.empty())
            report(problem);
        }
      }
      if (werror && opHasFinding) {
        op->emitError("Optimization hints verification failed");
        anyFailure = true;
      }
    });
    if (anyFailure)
      signalPassFailure();
  }
};

} // namespace
