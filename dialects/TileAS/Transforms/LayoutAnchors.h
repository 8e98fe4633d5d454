//===- LayoutAnchors.h - layouts fixed by the ops that need them -*- C++ -*-===//
//
// Steps of tileas-assign-layouts after every tile has its blocked layout:
// ops whose lowering needs particular layouts (anchors) get them through
// conversions, and conversions that cancel or that a loop repeats are
// removed.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_LAYOUTANCHORS_H
#define TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_LAYOUTANCHORS_H

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"

namespace mlir::nv_tileas {

/// `type` (a ranked tensor) with the layout `encoding`.
RankedTensorType withEncoding(Type type, Attribute encoding);

/// The layout of a tensor value; null for other values.
Attribute getEncoding(Value value);

/// Elementwise ops on tiles of one shape (the layout of any operand is the
/// layout of all).
bool isElementwiseOnTiles(Operation *op);

/// Splits each batched matrix product whose matrices `target` has an
/// `mma.sync` instruction for into one 2-d product per batch; the loops
/// that carry an accumulator then carry its batches (SplitProducts.cpp).
/// Runs before layouts are assigned.
void splitProducts(nv_tileaa::FuncOp func, int64_t numThreads,
                   const TargetInfo &target);

/// Puts each 2-d matrix product that `target` has an `mma.sync` instruction
/// for on that instruction's register fragments (`#nv_tileas.mma` layouts
/// over `numThreads` threads): its A, B and accumulator are converted to
/// them and its result converted back for its users.
void anchorMmaLayouts(nv_tileaa::FuncOp func, int64_t numThreads,
                      const TargetInfo &target);

/// Where a `scf.for` converts a carried value to a layout where it uses it
/// and yields it converted from that layout, carries it in that layout
/// instead: once converted before the loop and once after it.
void hoistLoopCarriedConversions(nv_tileaa::FuncOp func);

/// Lets the users of MMA accumulators work in the accumulator's layout
/// (elementwise ops, reductions into slices, reshapes, broadcasts back from
/// slices, values scf.for carries) instead of converting it back to the
/// blocked layout, and makes or converts their other operands to match
/// (LayoutPropagation.cpp).
void propagateMmaLayouts(nv_tileaa::FuncOp func);

/// Where a tile is transposed only to become the B operand of a product (K
/// in Q K^T), converts the tile before its transposition to B's fragments
/// indexed in it (`"bt"`), so that the transposition only renames
/// registers and the fragments are read from the tile as it is stored.
void convertBeforeTransposing(nv_tileaa::FuncOp func);

/// Moves conversions of values defined outside a loop out of it.
void hoistLoopInvariantConversions(nv_tileaa::FuncOp func);

/// A conversion of a conversion converts the first source; a conversion to
/// the layout a value already has is that value; a conversion of a constant
/// splat is the splat in the new layout; unused conversions go.
void foldLayoutConversions(nv_tileaa::FuncOp func);

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_LAYOUTANCHORS_H
