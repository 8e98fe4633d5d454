//===- ElementwiseToArith.cpp - cuda_tile math to arith/math --------------===//
//
// Elementwise cuda_tile ops map to one upstream op each, chosen from the
// op's signedness, rounding or comparison modifiers. One pattern serves them
// all: a table gives, per source op, the upstream op name and attributes.
//
//===----------------------------------------------------------------------===//

#include "conversions/CudaTileToTileAA/CudaTileToTileAA.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileiras;
using namespace mlir::cuda_tile;

namespace {

/// The upstream op that replaces a cuda_tile op.
struct Replacement {
  StringRef name;
  SmallVector<NamedAttribute, 1> attributes = {};
};

using Selector = FailureOr<Replacement> (*)(Operation *op, Builder &b);

bool isSigned(Operation *op) {
  auto signedness = op->getAttrOfType<SignednessAttr>("signedness");
  return signedness && signedness.getValue() == Signedness::Signed;
}

/// arith's overflow flags for a cuda_tile `overflow` modifier.
NamedAttribute overflowFlags(Operation *op, Builder &b) {
  auto flags = arith::IntegerOverflowFlags::none;
  if (auto overflow = op->getAttrOfType<IntegerOverflowAttr>("overflow")) {
    switch (overflow.getValue()) {
    case IntegerOverflow::None:
      break;
    case IntegerOverflow::NSW:
      flags = arith::IntegerOverflowFlags::nsw;
      break;
    case IntegerOverflow::NUW:
      flags = arith::IntegerOverflowFlags::nuw;
      break;
    case IntegerOverflow::NW:
      flags =
          arith::IntegerOverflowFlags::nsw | arith::IntegerOverflowFlags::nuw;
      break;
    }
  }
  return b.getNamedAttr("overflowFlags", arith::IntegerOverflowFlagsAttr::get(
                                             b.getContext(), flags));
}

template <const char *Name>
FailureOr<Replacement> same(Operation *, Builder &) {
  return Replacement{Name};
}

template <const char *Name>
FailureOr<Replacement> withOverflow(Operation *op, Builder &b) {
  return Replacement{Name, {overflowFlags(op, b)}};
}

template <const char *Signed, const char *Unsigned>
FailureOr<Replacement> bySignedness(Operation *op, Builder &) {
  return Replacement{isSigned(op) ? Signed : Unsigned};
}

FailureOr<Replacement> selectDivI(Operation *op, Builder &) {
  auto rounding = cast<DivIOp>(op).getRounding();
  bool isSignedDiv = isSigned(op);
  switch (rounding) {
  case RoundingMode::Zero:
    return Replacement{isSignedDiv ? "arith.divsi" : "arith.divui"};
  case RoundingMode::PositiveInf:
    return Replacement{isSignedDiv ? "arith.ceildivsi" : "arith.ceildivui"};
  case RoundingMode::NegativeInf:
    if (isSignedDiv)
      return Replacement{"arith.floordivsi"};
    return failure();
  default:
    return failure();
  }
}

FailureOr<Replacement> selectMaxF(Operation *op, Builder &) {
  return Replacement{op->hasAttr("propagate_nan") ? "arith.maximumf"
                                                  : "arith.maxnumf"};
}

FailureOr<Replacement> selectMinF(Operation *op, Builder &) {
  return Replacement{op->hasAttr("propagate_nan") ? "arith.minimumf"
                                                  : "arith.minnumf"};
}

FailureOr<Replacement> selectCmpI(Operation *op, Builder &b) {
  auto cmp = cast<CmpIOp>(op);
  bool s = cmp.getSignedness() == Signedness::Signed;
  arith::CmpIPredicate predicate = arith::CmpIPredicate::eq;
  switch (cmp.getComparisonPredicate()) {
  case ComparisonPredicate::Equal:
    predicate = arith::CmpIPredicate::eq;
    break;
  case ComparisonPredicate::NotEqual:
    predicate = arith::CmpIPredicate::ne;
    break;
  case ComparisonPredicate::LessThan:
    predicate = s ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
    break;
  case ComparisonPredicate::LessThanOrEqual:
    predicate = s ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
    break;
  case ComparisonPredicate::GreaterThan:
    predicate = s ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
    break;
  case ComparisonPredicate::GreaterThanOrEqual:
    predicate = s ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
    break;
  }
  return Replacement{
      "arith.cmpi",
      {b.getNamedAttr("predicate", arith::CmpIPredicateAttr::get(b.getContext(),
                                                                 predicate))}};
}

FailureOr<Replacement> selectCmpF(Operation *op, Builder &b) {
  auto cmp = cast<CmpFOp>(op);
  bool ordered = cmp.getComparisonOrdering() == ComparisonOrdering::Ordered;
  using P = arith::CmpFPredicate;
  P predicate = P::OEQ;
  switch (cmp.getComparisonPredicate()) {
  case ComparisonPredicate::Equal:
    predicate = ordered ? P::OEQ : P::UEQ;
    break;
  case ComparisonPredicate::NotEqual:
    predicate = ordered ? P::ONE : P::UNE;
    break;
  case ComparisonPredicate::LessThan:
    predicate = ordered ? P::OLT : P::ULT;
    break;
  case ComparisonPredicate::LessThanOrEqual:
    predicate = ordered ? P::OLE : P::ULE;
    break;
  case ComparisonPredicate::GreaterThan:
    predicate = ordered ? P::OGT : P::UGT;
    break;
  case ComparisonPredicate::GreaterThanOrEqual:
    predicate = ordered ? P::OGE : P::UGE;
    break;
  }
  return Replacement{
      "arith.cmpf",
      {b.getNamedAttr("predicate", arith::CmpFPredicateAttr::get(b.getContext(),
                                                                 predicate))}};
}

FailureOr<Replacement> selectFToF(Operation *op, Builder &) {
  unsigned from = getTileElementTypeOrSelf(op->getOperand(0).getType())
                      .getIntOrFloatBitWidth();
  unsigned to = getTileElementTypeOrSelf(op->getResult(0).getType())
                    .getIntOrFloatBitWidth();
  if (from < to)
    return Replacement{"arith.extf"};
  if (from > to)
    return Replacement{"arith.truncf"};
  // Same width (f16 <-> bf16): two ops, see FToFSameWidthLowering.
  return failure();
}

// Op names as template arguments.
#define NAME(var, text) constexpr char var[] = text;
NAME(kAddF, "arith.addf")
NAME(kSubF, "arith.subf")
NAME(kMulF, "arith.mulf")
NAME(kDivF, "arith.divf")
NAME(kRemF, "arith.remf")
NAME(kNegF, "arith.negf")
NAME(kAbsF, "math.absf")
NAME(kFma, "math.fma")
NAME(kPow, "math.powf")
NAME(kCeil, "math.ceil")
NAME(kFloor, "math.floor")
NAME(kSqrt, "math.sqrt")
NAME(kRsqrt, "math.rsqrt")
NAME(kExp, "math.exp")
NAME(kExp2, "math.exp2")
NAME(kLog, "math.log")
NAME(kLog2, "math.log2")
NAME(kSin, "math.sin")
NAME(kCos, "math.cos")
NAME(kTan, "math.tan")
NAME(kSinh, "math.sinh")
NAME(kCosh, "math.cosh")
NAME(kTanh, "math.tanh")
NAME(kAtan2, "math.atan2")
NAME(kAddI, "arith.addi")
NAME(kSubI, "arith.subi")
NAME(kMulI, "arith.muli")
NAME(kShlI, "arith.shli")
NAME(kTruncI, "arith.trunci")
NAME(kAndI, "arith.andi")
NAME(kOrI, "arith.ori")
NAME(kXorI, "arith.xori")
NAME(kAbsI, "math.absi")
NAME(kRemSI, "arith.remsi")
NAME(kRemUI, "arith.remui")
NAME(kMaxSI, "arith.maxsi")
NAME(kMaxUI, "arith.maxui")
NAME(kMinSI, "arith.minsi")
NAME(kMinUI, "arith.minui")
NAME(kShRSI, "arith.shrsi")
NAME(kShRUI, "arith.shrui")
NAME(kExtSI, "arith.extsi")
NAME(kExtUI, "arith.extui")
NAME(kSIToFP, "arith.sitofp")
NAME(kUIToFP, "arith.uitofp")
NAME(kFPToSI, "arith.fptosi")
NAME(kFPToUI, "arith.fptoui")
NAME(kBitcast, "arith.bitcast")
NAME(kSelect, "arith.select")
#undef NAME

struct Rule {
  StringRef source;
  Selector select;
};

const Rule kRules[] = {
    {AddFOp::getOperationName(), same<kAddF>},
    {SubFOp::getOperationName(), same<kSubF>},
    {MulFOp::getOperationName(), same<kMulF>},
    {DivFOp::getOperationName(), same<kDivF>},
    {RemFOp::getOperationName(), same<kRemF>},
    {NegFOp::getOperationName(), same<kNegF>},
    {AbsFOp::getOperationName(), same<kAbsF>},
    {FmaOp::getOperationName(), same<kFma>},
    {PowOp::getOperationName(), same<kPow>},
    {CeilOp::getOperationName(), same<kCeil>},
    {FloorOp::getOperationName(), same<kFloor>},
    {SqrtOp::getOperationName(), same<kSqrt>},
    {RsqrtOp::getOperationName(), same<kRsqrt>},
    {ExpOp::getOperationName(), same<kExp>},
    {Exp2Op::getOperationName(), same<kExp2>},
    {LogOp::getOperationName(), same<kLog>},
    {Log2Op::getOperationName(), same<kLog2>},
    {SinOp::getOperationName(), same<kSin>},
    {CosOp::getOperationName(), same<kCos>},
    {TanOp::getOperationName(), same<kTan>},
    {SinHOp::getOperationName(), same<kSinh>},
    {CosHOp::getOperationName(), same<kCosh>},
    {TanHOp::getOperationName(), same<kTanh>},
    {Atan2Op::getOperationName(), same<kAtan2>},
    {MaxFOp::getOperationName(), selectMaxF},
    {MinFOp::getOperationName(), selectMinF},
    {CmpFOp::getOperationName(), selectCmpF},
    {AddIOp::getOperationName(), withOverflow<kAddI>},
    {SubIOp::getOperationName(), withOverflow<kSubI>},
    {MulIOp::getOperationName(), withOverflow<kMulI>},
    {ShLIOp::getOperationName(), withOverflow<kShlI>},
    {TruncIOp::getOperationName(), withOverflow<kTruncI>},
    {AndIOp::getOperationName(), same<kAndI>},
    {OrIOp::getOperationName(), same<kOrI>},
    {XOrIOp::getOperationName(), same<kXorI>},
    {AbsIOp::getOperationName(), same<kAbsI>},
    {DivIOp::getOperationName(), selectDivI},
    {RemIOp::getOperationName(), bySignedness<kRemSI, kRemUI>},
    {MaxIOp::getOperationName(), bySignedness<kMaxSI, kMaxUI>},
    {MinIOp::getOperationName(), bySignedness<kMinSI, kMinUI>},
    {ShRIOp::getOperationName(), bySignedness<kShRSI, kShRUI>},
    {CmpIOp::getOperationName(), selectCmpI},
    {ExtIOp::getOperationName(), bySignedness<kExtSI, kExtUI>},
    {IToFOp::getOperationName(), bySignedness<kSIToFP, kUIToFP>},
    {FToIOp::getOperationName(), bySignedness<kFPToSI, kFPToUI>},
    {FToFOp::getOperationName(), selectFToF},
    {BitcastOp::getOperationName(), same<kBitcast>},
    {SelectOp::getOperationName(), same<kSelect>},
};

/// The rounding an op applies when none is written.
RoundingMode getDefaultRounding(Operation *op) {
  if (isa<ExpOp, TanHOp>(op))
    return RoundingMode::Full;
  if (isa<FToIOp>(op))
    return RoundingMode::NearestIntToZero;
  return RoundingMode::NearestEven;
}

class ElementwiseLowering : public ConversionPattern {
public:
  ElementwiseLowering(const TypeConverter &converter, MLIRContext *context,
                      const Rule &rule)
      : ConversionPattern(converter, rule.source, /*benefit=*/1, context),
        rule(rule) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<Replacement> replacement = rule.select(op, rewriter);
    if (failed(replacement))
      return rewriter.notifyMatchFailure(op, "no upstream op for these "
                                             "modifiers");
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(),
                                                resultTypes)))
      return failure();
    OperationState state(op->getLoc(), replacement->name);
    state.addOperands(operands);
    state.addTypes(resultTypes);
    state.addAttributes(replacement->attributes);
    Operation *newOp = rewriter.create(state);
    // Modifiers upstream ops cannot spell ride along.
    if (auto rounding = op->getAttrOfType<RoundingModeAttr>("rounding_mode");
        rounding && rounding.getValue() != getDefaultRounding(op))
      newOp->setAttr(kRoundingModeAttrName, rounding);
    if (op->hasAttr("flush_to_zero"))
      newOp->setAttr(kFlushToZeroAttrName, rewriter.getUnitAttr());
    rewriter.replaceOp(op, newOp->getResults());
    return success();
  }

private:
  const Rule &rule;
};

/// negi: 0 - x, keeping the overflow flags.
struct NegILowering : public OpConversionPattern<NegIOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(NegIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource();
    Type type = source.getType();
    Value zero = arith::ConstantOp::create(rewriter, op.getLoc(),
                                           rewriter.getZeroAttr(type));
    auto sub = arith::SubIOp::create(rewriter, op.getLoc(), zero, source);
    sub->setAttr("overflowFlags", overflowFlags(op, rewriter).getValue());
    rewriter.replaceOp(op, sub.getResult());
    return success();
  }
};

/// mulhii: the high half of the unsigned double-width product. On tiles,
/// written out as widen, multiply, shift and narrow (the elementwise ops
/// every later stage lowers value by value; the backend forms mul.hi).
struct MulhiILowering : public OpConversionPattern<MulhiIOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(MulhiIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = dyn_cast<RankedTensorType>(adaptor.getX().getType());
    if (!tile) {
      auto product = arith::MulUIExtendedOp::create(
          rewriter, loc, adaptor.getX(), adaptor.getY());
      rewriter.replaceOp(op, product.getHigh());
      return success();
    }
    unsigned width = tile.getElementTypeBitWidth();
    auto wide = tile.clone(rewriter.getIntegerType(2 * width));
    Value x = arith::ExtUIOp::create(rewriter, loc, wide, adaptor.getX());
    Value y = arith::ExtUIOp::create(rewriter, loc, wide, adaptor.getY());
    Value product = arith::MulIOp::create(rewriter, loc, x, y);
    Value shift = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(
            wide, rewriter.getIntegerAttr(wide.getElementType(), width)));
    Value high = arith::ShRUIOp::create(rewriter, loc, product, shift);
    rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, tile, high);
    return success();
  }
};

/// fpowi: math.fpowi with the exponent sign-extended to i32 (the width
/// libdevice's powi takes; an i1 true is -1).
struct FPowILowering : public OpConversionPattern<FPowIOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(FPowIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value exponent = adaptor.getExponent();
    Type i32 = rewriter.getI32Type();
    Type wide = i32;
    if (auto tile = dyn_cast<RankedTensorType>(exponent.getType()))
      wide = tile.clone(i32);
    if (exponent.getType() != wide)
      exponent =
          arith::ExtSIOp::create(rewriter, op.getLoc(), wide, exponent);
    rewriter.replaceOpWithNewOp<math::FPowIOp>(op, adaptor.getSource(),
                                               exponent);
    return success();
  }
};

/// ftof between formats of one width (f16 <-> bf16) has no single upstream
/// op: widen exactly to f32, then round to nearest even.
struct FToFSameWidthLowering : public OpConversionPattern<FToFOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(FToFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = getTileElementTypeOrSelf(op.getFrom().getType());
    Type to = getTileElementTypeOrSelf(op.getTo().getType());
    unsigned width = from.getIntOrFloatBitWidth();
    if (width != to.getIntOrFloatBitWidth() || width >= 32)
      return rewriter.notifyMatchFailure(op, "not a same-width narrow ftof");
    Type resultType = getTypeConverter()->convertType(op.getType());
    if (!resultType)
      return failure();
    Type wideType = rewriter.getF32Type();
    if (auto tensor = dyn_cast<RankedTensorType>(resultType))
      wideType = tensor.clone(wideType);
    Location loc = op.getLoc();
    Value wide =
        arith::ExtFOp::create(rewriter, loc, wideType, adaptor.getFrom());
    // The verifier admits nearest_even only, arith's default.
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, resultType, wide);
    return success();
  }
};

} // namespace

void mlir::tileiras::populateCudaTileElementwisePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  for (const Rule &rule : kRules)
    patterns.add<ElementwiseLowering>(converter, patterns.getContext(), rule);
  patterns.add<NegILowering, MulhiILowering, FToFSameWidthLowering,
               FPowILowering>(converter, patterns.getContext());
}
