//===- BlockScales.h - block sums added scaled ------------------*- C++ -*-===//
//
// A block-scaled product on tensor cores whose instructions do not scale
// (mma.sync, wgmma) sums each block of K from zero, then adds those sums to
// the accumulator times the scale of their row of A and of their column of
// B. The threads write the scales they hold, decoded to f32, to the
// product's shared scratch (A's m x k / block, then B's k / block x n,
// row-major); each thread then reads those of the rows and columns of its
// accumulator values, once per block. f4 operands take their scales
// instead as they are widened to f16 (OperandScales).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_BLOCKSCALES_H
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_BLOCKSCALES_H

#include "conversions/TileASToLLVM/CrossThread.h"

namespace mlir::tileiras {

/// The scales of a block-scaled product (tiles and the values the thread
/// holds of them), one per `block` elements along K.
struct BlockScales {
  Value lhsTile, rhsTile;
  ValueRange lhs, rhs;
  int64_t block;
};

class BlockScaleSums {
public:
  /// Stages the scales of `op` (what the thread holds, `lhs` of `lhsTile`
  /// and `rhs` of `rhsTile`) for the `blocks` blocks of its K, whose
  /// accumulator is `acc`, then a barrier.
  BlockScaleSums(OpBuilder &builder, Location loc, Operation *op, Value lhsTile,
                 ValueRange lhs, Value rhsTile, ValueRange rhs,
                 RankedTensorType acc, int64_t blocks);

  /// A new block: its scales are read anew, each where first needed (the
  /// values of one row or column share one read).
  void startBlock();

  /// `acc` + `sums` x (the row's scale of A) x (the column's scale of B) of
  /// block `block`, for accumulator value `value` of the thread.
  Value add(int64_t value, Value sums, Value acc, int64_t block);

private:
  Value scaleAt(DenseMap<Value, Value> &read, Value start, int64_t block,
                int64_t step, int64_t offset);

  OpBuilder &builder;
  Location loc;
  crossthread::SharedScratch scratch;
  int64_t n, columnScaleOffset;
  SmallVector<Value> rowStarts, columnStarts;
  DenseMap<Value, Value> rowScales, columnScales;
};

/// The scales of a block-scaled product whose operands take them as they
/// are widened to f16 (f4 ones, see TargetInfo::getScaledMmaAtom), each
/// register of a fragment its block's: the threads write the scales they
/// hold, decoded to f16 pairs (the scale in both halves), to the product's
/// shared scratch (A's m x k / block, then B's k / block x n, row-major);
/// each thread then reads the scale of each of its registers once.
class OperandScales {
public:
  /// Stages the scales of `op` (`scales`), whose A and B are tiles of type
  /// `lhsTile` and `rhsTile`, then a barrier.
  OperandScales(OpBuilder &builder, Location loc, Operation *op,
                const BlockScales &scales, RankedTensorType lhsTile,
                RankedTensorType rhsTile);

  /// The f16 pair of the scale of value `value` of the thread's A (`lhs`)
  /// or B.
  Value get(bool lhs, int64_t value);

private:
  OpBuilder &builder;
  Location loc;
  crossthread::SharedScratch scratch;
  int64_t rhsOffset;
  SmallVector<Value> lhsIndices, rhsIndices;
  DenseMap<Value, Value> lhsRead, rhsRead;
};

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_BLOCKSCALES_H
