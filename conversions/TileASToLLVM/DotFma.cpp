//===- DotFma.cpp - matrix products on the FMA units ----------------------===//
//
// The general fallback of nv_tileaa.dot, for every shape, element type and
// target: operands staged in shared memory, each thread accumulating its
// elements of C in one loop over K (register-blocked by the layout).
//
//===----------------------------------------------------------------------===//

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
/// go to shared memory, and each thread computes the accumulator elements
/// it holds in one loop over K carrying all of them, one fused multiply-add
/// (or integer multiply and add) per element and step.
struct DotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto lhs = cast<RankedTensorType>(op.getLhs().getType());
    auto rhs = cast<RankedTensorType>(op.getRhs().getType());
    auto acc = cast<RankedTensorType>(op.getAcc().getType());
    if (!getLayout(lhs) || !getLayout(rhs) || !getLayout(acc))
      return failure();
    Type operand = lhs.getElementType();
    if (isa<FloatType>(operand) && !operand.isF16() && !operand.isBF16() &&
        !operand.isF32() && !operand.isF64() && !operand.isTF32() &&
        !isDecodableNarrowFloat(operand))
      return op.emitOpError("matrix multiply of ")
             << operand << " operands is not lowered yet";
    Location loc = op.getLoc();
    int64_t rank = acc.getRank();
    int64_t m = acc.getDimSize(rank - 2), n = acc.getDimSize(rank - 1);
    int64_t k = lhs.getDimSize(rank - 1);
    std::vector<int64_t> shape(acc.getShape().begin(), acc.getShape().end());
    // Accumulator element -> the first element of its row of A and of its
    // column of B.
    std::vector<int64_t> rowStrides{k, 0}, columnStrides{0, 1};
    if (rank == 3) {
      rowStrides.insert(rowStrides.begin(), m * k);
      columnStrides.insert(columnStrides.begin(), k * n);
    }
    cute::Layout rowStart = *cute::makeRowMajorIndexMap(shape, rowStrides);
    cute::Layout columnStart =
        *cute::makeRowMajorIndexMap(shape, columnStrides);

    SharedScratch scratch(rewriter, loc, op);
    int64_t rhsOffset = getBufferBytes(lhs);
    scratch.store(adaptor.getLhs(), lhs, /*byteOffset=*/0);
    scratch.store(adaptor.getRhs(), rhs, rhsOffset);
    scratch.barrier();

    Type accElement = adaptor.getAcc().front().getType();
    Type compute = getComputeType(accElement);
    Type lhsElement = adaptor.getLhs().front().getType();
    Type rhsElement = adaptor.getRhs().front().getType();
    // Values of one row of C share their row of A (one load per k).
    SmallVector<Value> rowStarts =
        emitMappedElementOffsets(rewriter, loc, acc, rowStart);
    SmallVector<Value> columnStarts =
        emitMappedElementOffsets(rewriter, loc, acc, columnStart);
    SmallVector<Value> inits;
    for (Value value : adaptor.getAcc())
      inits.push_back(castTo(rewriter, loc, value, compute, false));

    Type i32 = rewriter.getI32Type();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
    };
    auto loop = scf::ForOp::create(
        rewriter, loc, constant(0), constant(k), constant(1), inits,
        [&](OpBuilder &b, Location l, Value step, ValueRange sums) {
          Value rowOffset = step;
          Value columnOffset = arith::MulIOp::create(b, l, step, constant(n));
          SmallVector<Value> next;
          for (auto [sum, row, column] :
               llvm::zip(sums, rowStarts, columnStarts)) {
            Value a = scratch.load(arith::AddIOp::create(b, l, row, rowOffset),
                                   lhsElement, /*byteOffset=*/0);
            Value bValue =
                scratch.load(arith::AddIOp::create(b, l, column, columnOffset),
                             rhsElement, rhsOffset);
            a = decodeOperand(b, l, a, operand, compute, op.getLhsUnsigned());
            bValue = decodeOperand(b, l, bValue, operand, compute,
                                   op.getRhsUnsigned());
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
};

} // namespace

void mlir::tileiras::crossthread::populateFmaDotPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<DotLowering>(converter, patterns.getContext());
}
