//===- DotFma.cpp - matrix products on the FMA units ----------------------===//
//
// The general fallback of nv_tileaa.dot and nv_tileaa.dot_scaled, for every
// shape, element type and target: operands (and scales) staged in shared
// memory, each thread accumulating its elements of C in one loop over K
// (register-blocked by the layout).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/BlockScales.h"
#include "conversions/TileASToLLVM/CrossThread.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::tileiras;
using namespace mlir::tileiras::crossthread;

namespace {

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

/// The type products are accumulated in: f32 for 16-bit floats, else the
/// accumulator's.
Type getComputeType(Type accumulator) {
  if (accumulator.isF16() || accumulator.isBF16())
    return Float32Type::get(accumulator.getContext());
  return accumulator;
}

Value castTo(OpBuilder &builder, Location loc, Value value, Type type,
             bool isUnsigned) {
  Type from = value.getType();
  if (from == type)
    return value;
  if (isa<FloatType>(type))
    return from.getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth()
               ? arith::ExtFOp::create(builder, loc, type, value).getResult()
               : arith::TruncFOp::create(builder, loc, type, value).getResult();
  if (isUnsigned)
    return arith::ExtUIOp::create(builder, loc, type, value);
  return arith::ExtSIOp::create(builder, loc, type, value);
}

/// An operand element (`format` its tile element type) in the type products
/// are computed in.
Value decodeOperand(OpBuilder &builder, Location loc, Value value, Type format,
                    Type compute, bool isUnsigned) {
  if (isDecodableNarrowFloat(format))
    value = decodeNarrowFloat(builder, loc, value, format);
  return castTo(builder, loc, value, compute, isUnsigned);
}

/// The general fallback, correct for every shape and target: both operands
/// (and the scales of a block-scaled product) go to shared memory, and each
/// thread computes the accumulator elements it holds in one loop over K
/// carrying all of them, one fused multiply-add (or integer multiply and
/// add) per element and step.
LogicalResult lowerOnFmaUnits(Operation *op, Value lhsTile, Value rhsTile,
                              Value accTile, ValueRange lhsValues,
                              ValueRange rhsValues, ValueRange accValues,
                              bool lhsUnsigned, bool rhsUnsigned,
                              std::optional<BlockScales> scales,
                              ConversionPatternRewriter &rewriter) {
  auto lhs = cast<RankedTensorType>(lhsTile.getType());
  auto rhs = cast<RankedTensorType>(rhsTile.getType());
  auto acc = cast<RankedTensorType>(accTile.getType());
  if (!getLayout(lhs) || !getLayout(rhs) || !getLayout(acc))
    return failure();
  if (scales && (!getLayout(scales->lhsTile.getType()) ||
                 !getLayout(scales->rhsTile.getType())))
    return failure();
  Type operand = lhs.getElementType();
  if (isa<FloatType>(operand) && !operand.isF16() && !operand.isBF16() &&
      !operand.isF32() && !operand.isF64() && !operand.isTF32() &&
      !isDecodableNarrowFloat(operand))
    return op->emitOpError("matrix multiply of ")
           << operand << " operands is not lowered yet";
  Location loc = op->getLoc();
  int64_t rank = acc.getRank();
  int64_t n = acc.getDimSize(rank - 1);
  int64_t k = lhs.getDimSize(rank - 1);
  SharedScratch scratch(rewriter, loc, op);
  int64_t rhsOffset = getBufferBytes(lhs);
  int64_t lhsScaleOffset = rhsOffset + getBufferBytes(rhs);
  scratch.store(lhsValues, lhs, /*byteOffset=*/0);
  scratch.store(rhsValues, rhs, rhsOffset);
  int64_t rhsScaleOffset = 0;
  if (scales) {
    auto lhsScale = cast<RankedTensorType>(scales->lhsTile.getType());
    rhsScaleOffset = lhsScaleOffset + getBufferBytes(lhsScale);
    scratch.store(scales->lhs, lhsScale, lhsScaleOffset);
    scratch.store(scales->rhs, scales->rhsTile.getType(), rhsScaleOffset);
  }
  scratch.barrier();

  Type accElement = accValues.front().getType();
  Type compute = getComputeType(accElement);
  Type lhsElement = lhsValues.front().getType();
  Type rhsElement = rhsValues.front().getType();
  // Values of one row of C share their row of A (one load per k).
  auto [rowStarts, columnStarts] = emitProductStarts(rewriter, loc, acc, k);
  SmallVector<Value> scaleRowStarts, scaleColumnStarts;
  if (scales)
    std::tie(scaleRowStarts, scaleColumnStarts) =
        emitProductStarts(rewriter, loc, acc, k / scales->block);
  SmallVector<Value> inits;
  for (Value value : accValues)
    inits.push_back(castTo(rewriter, loc, value, compute, false));

  Type i32 = rewriter.getI32Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
  };
  auto loop = scf::ForOp::create(
      rewriter, loc, constant(0), constant(k), constant(1), inits,
      [&](OpBuilder &b, Location l, Value step, ValueRange sums) {
        Value columnOffset = arith::MulIOp::create(b, l, step, constant(n));
        // The scales' offsets: the block of K this step is in.
        Value block, blockColumnOffset;
        if (scales) {
          block = arith::DivUIOp::create(b, l, step, constant(scales->block));
          blockColumnOffset = arith::MulIOp::create(b, l, block, constant(n));
        }
        SmallVector<Value> next;
        for (auto [i, sum] : llvm::enumerate(sums)) {
          Value a = scratch.load(
              arith::AddIOp::create(b, l, rowStarts[i], step), lhsElement,
              /*byteOffset=*/0);
          Value bValue = scratch.load(
              arith::AddIOp::create(b, l, columnStarts[i], columnOffset),
              rhsElement, rhsOffset);
          a = decodeOperand(b, l, a, operand, compute, lhsUnsigned);
          bValue = decodeOperand(b, l, bValue, operand, compute, rhsUnsigned);
          if (scales) {
            auto scaled = [&](Value value, Value start, Value offset,
                              Value tile, ValueRange held,
                              int64_t byteOffset) -> Value {
              Type format = cast<RankedTensorType>(tile.getType())
                                .getElementType();
              Value scale = scratch.load(
                  arith::AddIOp::create(b, l, start, offset),
                  held.front().getType(), byteOffset);
              scale = decodeOperand(b, l, scale, format, compute, false);
              return arith::MulFOp::create(b, l, value, scale);
            };
            a = scaled(a, scaleRowStarts[i], block, scales->lhsTile,
                       scales->lhs, lhsScaleOffset);
            bValue = scaled(bValue, scaleColumnStarts[i], blockColumnOffset,
                            scales->rhsTile, scales->rhs, rhsScaleOffset);
          }
          if (isa<FloatType>(compute))
            next.push_back(math::FmaOp::create(b, l, a, bValue, sum));
          else
            next.push_back(arith::AddIOp::create(
                b, l, arith::MulIOp::create(b, l, a, bValue), sum));
        }
        scf::YieldOp::create(b, l, next);
      });
  SmallVector<Value> results;
  for (Value sum : loop.getResults())
    results.push_back(castTo(rewriter, loc, sum, accElement, false));
  rewriter.replaceOpWithMultiple(op, {results});
  return success();
}

struct DotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerOnFmaUnits(op, op.getLhs(), op.getRhs(), op.getAcc(),
                           adaptor.getLhs(), adaptor.getRhs(),
                           adaptor.getAcc(), op.getLhsUnsigned(),
                           op.getRhsUnsigned(), std::nullopt, rewriter);
  }
};

/// A block-scaled product that no tensor-core instruction took.
struct DotScaledLowering : public OpConversionPattern<nv_tileaa::DotScaledOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::DotScaledOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    BlockScales scales{op.getLhsScale(), op.getRhsScale(), adaptor.getLhsScale(),
                  adaptor.getRhsScale(), op.getScaleBlock()};
    return lowerOnFmaUnits(op, op.getLhs(), op.getRhs(), op.getAcc(),
                           adaptor.getLhs(), adaptor.getRhs(),
                           adaptor.getAcc(), false, false, scales, rewriter);
  }
};

} // namespace

void mlir::tileiras::crossthread::populateFmaDotPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<DotLowering, DotScaledLowering>(converter,
                                               patterns.getContext());
}
