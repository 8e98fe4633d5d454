//===- TileModifiersToNVVM.cpp - modifiers to NVVM intrinsics -------------===//
//
// cuda_tile modifiers without an upstream spelling reach the scalar arith
// and math ops as `nv_tileaa.rounding_mode` / `nv_tileaa.flush_to_zero`.
// The arith/math lowerings to LLVM would drop them, so every such op is
// replaced here by the NVVM intrinsic of the PTX instruction with those
// semantics, chosen from one table keyed by (op, rounding, flush-to-zero,
// float width). f16/bf16 with an IEEE rounding are computed in f32.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileModifiersToNVVM/Passes.h"

#include "conversions/CudaTileToTileAA/CudaTileToTileAA.h"
#include "dialects/CudaTile/IR/CudaTileTypes.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_CONVERTTILEMODIFIERSTONVVM
#include "conversions/TileModifiersToNVVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;
using cuda_tile::RoundingMode;

namespace {

/// What is done to the operands before the intrinsic call.
enum class Prologue {
  None,
  /// a - b is a + (-b): PTX has no rounded subtraction intrinsic and the
  /// negation is exact.
  NegateRhs,
  /// e^x is 2^(x * log2(e)), the approximation the language specifies.
  ScaleByLog2E,
};

struct Lowering {
  std::string intrinsic;
  Prologue prologue = Prologue::None;
  /// `afn` on the call: the approximate form of an LLVM math intrinsic.
  bool approxFunc = false;
};

/// Ops whose IEEE-rounded forms are `llvm.nvvm.<base>.<rnd>[.ftz].<f|d>`.
struct IEEEOp {
  StringLiteral op;
  StringLiteral base;
  Prologue prologue;
};

const IEEEOp kIEEEOps[] = {
    {"arith.addf", "add", Prologue::None},
    {"arith.subf", "add", Prologue::NegateRhs},
    {"arith.mulf", "mul", Prologue::None},
    {"arith.divf", "div", Prologue::None},
    {"math.fma", "fma", Prologue::None},
    {"math.sqrt", "sqrt", Prologue::None},
};

/// The non-IEEE forms, f32 only.
struct Row {
  StringLiteral op;
  RoundingMode rounding;
  bool ftz;
  StringLiteral intrinsic;
  Prologue prologue = Prologue::None;
  bool approxFunc = false;
};

const Row kF32Rows[] = {
    {"arith.divf", RoundingMode::Approx, false, "llvm.nvvm.div.approx.f"},
    {"arith.divf", RoundingMode::Approx, true, "llvm.nvvm.div.approx.ftz.f"},
    {"arith.divf", RoundingMode::Full, false, "llvm.nvvm.div.full"},
    {"arith.divf", RoundingMode::Full, true, "llvm.nvvm.div.full.ftz"},
    {"math.sqrt", RoundingMode::Approx, false, "llvm.nvvm.sqrt.approx.f"},
    {"math.sqrt", RoundingMode::Approx, true, "llvm.nvvm.sqrt.approx.ftz.f"},
    {"math.rsqrt", RoundingMode::NearestEven, true,
     "llvm.nvvm.rsqrt.approx.ftz.f"},
    {"math.exp", RoundingMode::Approx, false, "llvm.nvvm.ex2.approx.f32",
     Prologue::ScaleByLog2E},
    {"math.exp2", RoundingMode::NearestEven, true,
     "llvm.nvvm.ex2.approx.ftz.f32"},
    {"math.tanh", RoundingMode::Approx, false, "llvm.tanh.f32", Prologue::None,
     /*approxFunc=*/true},
    {"arith.maxnumf", RoundingMode::NearestEven, true, "llvm.nvvm.fmax.ftz.f"},
    {"arith.maximumf", RoundingMode::NearestEven, true,
     "llvm.nvvm.fmax.ftz.nan.f"},
    {"arith.minnumf", RoundingMode::NearestEven, true, "llvm.nvvm.fmin.ftz.f"},
    {"arith.minimumf", RoundingMode::NearestEven, true,
     "llvm.nvvm.fmin.ftz.nan.f"},
};

std::optional<StringRef> getIEEESuffix(RoundingMode rounding) {
  switch (rounding) {
  case RoundingMode::NearestEven:
    return StringRef("rn");
  case RoundingMode::Zero:
    return StringRef("rz");
  case RoundingMode::NegativeInf:
    return StringRef("rm");
  case RoundingMode::PositiveInf:
    return StringRef("rp");
  default:
    return std::nullopt;
  }
}

bool isKnownOp(StringRef name) {
  return llvm::any_of(kIEEEOps, [&](const IEEEOp &e) { return e.op == name; }) ||
         llvm::any_of(kF32Rows, [&](const Row &r) { return r.op == name; });
}

/// The IEEE-rounded form of `op` on floats of `width` bits (32 or 64).
std::optional<Lowering> lookupIEEE(StringRef op, RoundingMode rounding,
                                   bool ftz, unsigned width) {
  for (const IEEEOp &entry : kIEEEOps) {
    std::optional<StringRef> suffix = getIEEESuffix(rounding);
    if (entry.op != op || !suffix || (ftz && width != 32))
      continue;
    std::string name = ("llvm.nvvm." + entry.base + "." + *suffix).str();
    if (ftz)
      name += ".ftz";
    name += width == 32 ? ".f" : ".d";
    return Lowering{name, entry.prologue};
  }
  return std::nullopt;
}

/// The intrinsic for `op` with these modifiers on floats of `width` bits (32
/// or 64), if PTX has one.
std::optional<Lowering> lookup(StringRef op, RoundingMode rounding, bool ftz,
                               unsigned width) {
  if (std::optional<Lowering> ieee = lookupIEEE(op, rounding, ftz, width))
    return ieee;
  if (width != 32)
    return std::nullopt;
  for (const Row &row : kF32Rows)
    if (row.op == op && row.rounding == rounding && row.ftz == ftz)
      return Lowering{row.intrinsic.str(), row.prologue, row.approxFunc};
  return std::nullopt;
}

std::string describe(std::optional<RoundingMode> rounding, bool ftz) {
  std::string text;
  if (rounding)
    text = ("rounding<" + cuda_tile::stringifyRoundingMode(*rounding) + ">")
               .str();
  if (ftz)
    text += text.empty() ? "flush_to_zero" : " flush_to_zero";
  return text;
}

/// Replaces `op` by its intrinsic form, or reports why it cannot.
LogicalResult lowerModifiers(Operation *op) {
  std::optional<RoundingMode> rounding;
  if (Attribute attr = op->getAttr(kRoundingModeAttrName)) {
    auto mode = dyn_cast<cuda_tile::RoundingModeAttr>(attr);
    if (!mode)
      return op->emitOpError("expects '")
             << kRoundingModeAttrName << "' to be a #cuda_tile.rounding";
    rounding = mode.getValue();
  }
  bool ftz = false;
  if (Attribute attr = op->getAttr(kFlushToZeroAttrName)) {
    if (!isa<UnitAttr>(attr))
      return op->emitOpError("expects '")
             << kFlushToZeroAttrName << "' to be a unit attribute";
    ftz = true;
  }
  std::string modifiers = describe(rounding, ftz);
  StringRef name = op->getName().getStringRef();
  if (!isKnownOp(name))
    return op->emitOpError("modifier ") << modifiers << " is not supported on "
                                        << "this op";

  // exp and tanh round `full` by default: the op's own lowering.
  if (isa<math::ExpOp, math::TanhOp>(op) && !ftz &&
      rounding == RoundingMode::Full) {
    op->removeAttr(kRoundingModeAttrName);
    return success();
  }

  // Scalars only: tiles were split into per-thread values before this pass.
  Type type = op->getNumResults() == 1 ? op->getResult(0).getType() : Type();
  bool scalarFloat =
      type && isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type) &&
      llvm::all_of(op->getOperandTypes(), [&](Type t) { return t == type; });
  if (!scalarFloat)
    return op->emitOpError("modifier ")
           << modifiers << " is only lowered on scalar f16, bf16, f32 and f64 "
           << "values";

  // f16/bf16 have only the IEEE roundings, computed in f32 ("emulated in
  // f32"); the other forms are f32 (or f64) only.
  bool promote = isa<Float16Type, BFloat16Type>(type);
  RoundingMode mode = rounding.value_or(RoundingMode::NearestEven);
  std::optional<Lowering> lowering =
      promote ? (ftz ? std::nullopt : lookupIEEE(name, mode, false, 32))
              : lookup(name, mode, ftz, type.getIntOrFloatBitWidth());
  if (!lowering)
    return op->emitOpError("modifier ")
           << modifiers << " on " << type << " has no PTX lowering";

  OpBuilder builder(op);
  Location loc = op->getLoc();
  Type f32 = builder.getF32Type();
  SmallVector<Value> args;
  for (Value operand : op->getOperands())
    args.push_back(promote ? arith::ExtFOp::create(builder, loc, f32, operand)
                           : operand);
  switch (lowering->prologue) {
  case Prologue::None:
    break;
  case Prologue::NegateRhs:
    args[1] = arith::NegFOp::create(builder, loc, args[1]);
    break;
  case Prologue::ScaleByLog2E:
    args[0] = arith::MulFOp::create(
        builder, loc, args[0],
        arith::ConstantOp::create(builder, loc,
                                  builder.getF32FloatAttr(llvm::numbers::log2ef)));
    break;
  }
  LLVM::FastmathFlagsAttr flags;
  if (lowering->approxFunc)
    flags = LLVM::FastmathFlagsAttr::get(op->getContext(),
                                         LLVM::FastmathFlags::afn);
  auto call = LLVM::CallIntrinsicOp::create(
      builder, loc, TypeRange{args[0].getType()},
      builder.getStringAttr(lowering->intrinsic), args, flags);
  Value result = call.getResult(0);
  if (promote)
    result = arith::TruncFOp::create(builder, loc, type, result);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  return success();
}

struct ConvertTileModifiersToNVVMPass
    : public mlir::tileiras::impl::ConvertTileModifiersToNVVMBase<
          ConvertTileModifiersToNVVMPass> {
  void runOnOperation() override {
    SmallVector<Operation *> carriers;
    getOperation()->walk([&](Operation *op) {
      if (op->hasAttr(kRoundingModeAttrName) ||
          op->hasAttr(kFlushToZeroAttrName))
        carriers.push_back(op);
    });
    bool failed = false;
    for (Operation *op : carriers)
      failed |= mlir::failed(lowerModifiers(op));
    if (failed)
      signalPassFailure();
  }
};

} // namespace
