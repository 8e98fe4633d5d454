//===- BlockScales.cpp - block-scaled sums added to the accumulator -------===//

#include "conversions/TileASToLLVM/BlockScales.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::tileiras;

BlockScaleSums::BlockScaleSums(OpBuilder &builder, Location loc, Operation *op,
                               Value lhsTile, ValueRange lhs, Value rhsTile,
                               ValueRange rhs, RankedTensorType acc,
                               int64_t blocks)
    : builder(builder), loc(loc), scratch(builder, loc, op),
      n(acc.getDimSize(acc.getRank() - 1)),
      // B's scales after A's (4 bytes each).
      columnScaleOffset(
          4 * cast<RankedTensorType>(lhsTile.getType()).getNumElements()) {
  for (auto [tile, held, offset] :
       {std::make_tuple(lhsTile, lhs, int64_t(0)),
        std::make_tuple(rhsTile, rhs, columnScaleOffset)}) {
    Type format = cast<RankedTensorType>(tile.getType()).getElementType();
    SmallVector<Value> decoded;
    for (Value value : held)
      decoded.push_back(decodeNarrowFloat(builder, loc, value, format));
    scratch.store(decoded, tile.getType(), offset);
  }
  scratch.barrier();
  std::tie(rowStarts, columnStarts) =
      crossthread::emitProductStarts(builder, loc, acc, blocks);
}

void BlockScaleSums::startBlock() {
  rowScales.clear();
  columnScales.clear();
}

Value BlockScaleSums::scaleAt(DenseMap<Value, Value> &read, Value start,
                              int64_t block, int64_t step, int64_t offset) {
  Value &scale = read[start];
  if (!scale)
    scale =
        scratch.load(arith::AddIOp::create(
                         builder, loc, start,
                         arith::ConstantIntOp::create(
                             builder, loc, builder.getI32Type(), block * step)),
                     builder.getF32Type(), offset);
  return scale;
}

Value BlockScaleSums::add(int64_t value, Value sums, Value acc, int64_t block) {
  Value scaled = arith::MulFOp::create(
      builder, loc, sums, scaleAt(rowScales, rowStarts[value], block, 1, 0));
  return math::FmaOp::create(
      builder, loc, scaled,
      scaleAt(columnScales, columnStarts[value], block, n, columnScaleOffset),
      acc);
}
