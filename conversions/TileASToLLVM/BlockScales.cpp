//===- BlockScales.cpp - block-scaled sums added to the accumulator -------===//

#include "conversions/TileASToLLVM/BlockScales.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
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

OperandScales::OperandScales(OpBuilder &builder, Location loc, Operation *op,
                             const BlockScales &scales,
                             RankedTensorType lhsTile, RankedTensorType rhsTile)
    : builder(builder), loc(loc), scratch(builder, loc, op),
      // B's scales after A's (4 bytes each).
      rhsOffset(
          4 *
          cast<RankedTensorType>(scales.lhsTile.getType()).getNumElements()) {
  auto pair = VectorType::get({2}, builder.getF16Type());
  Type i32 = builder.getI32Type();
  for (auto [tile, held, offset] :
       {std::make_tuple(scales.lhsTile, scales.lhs, int64_t(0)),
        std::make_tuple(scales.rhsTile, scales.rhs, rhsOffset)}) {
    Type format = cast<RankedTensorType>(tile.getType()).getElementType();
    SmallVector<Value> pairs;
    for (Value value : held) {
      Value half = arith::TruncFOp::create(
          builder, loc, builder.getF16Type(),
          decodeNarrowFloat(builder, loc, value, format));
      Value both = LLVM::PoisonOp::create(builder, loc, pair);
      for (int64_t i = 0; i < 2; ++i)
        both = LLVM::InsertElementOp::create(
            builder, loc, both, half,
            LLVM::ConstantOp::create(builder, loc, i32, i));
      pairs.push_back(both);
    }
    scratch.store(pairs, tile.getType(), offset);
  }
  scratch.barrier();
  // Element (row, col) of A (m x k) reads scale (row, col / block), of B
  // (k x n) scale (row / block, col).
  int64_t m = lhsTile.getDimSize(0), k = lhsTile.getDimSize(1);
  int64_t n = rhsTile.getDimSize(1);
  namespace cute = ::tileiras::cute;
  lhsIndices = emitMappedElementOffsets(
      builder, loc, lhsTile,
      *cute::makeBlockIndexMap({m, k}, {1, scales.block}));
  rhsIndices = emitMappedElementOffsets(
      builder, loc, rhsTile,
      *cute::makeBlockIndexMap({k, n}, {scales.block, 1}));
}

Value OperandScales::get(bool lhs, int64_t value) {
  Value index = (lhs ? lhsIndices : rhsIndices)[value];
  Value &scale = (lhs ? lhsRead : rhsRead)[index];
  if (!scale)
    scale = scratch.load(index, VectorType::get({2}, builder.getF16Type()),
                         lhs ? 0 : rhsOffset);
  return scale;
}
