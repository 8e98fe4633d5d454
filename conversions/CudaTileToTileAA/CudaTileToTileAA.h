//===- CudaTileToTileAA.h - cuda_tile to nv_tileaa patterns -----*- C++ -*-===//

#ifndef TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_CUDATILETOTILEAA_H
#define TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_CUDATILETOTILEAA_H

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tileiras {

/// Tiles become ranked tensors (0-d tiles scalars), pointers nv_tileaa
/// global pointers, tokens nv_tileaa memory tokens; other types are kept.
class CudaTileToTileAATypeConverter : public TypeConverter {
public:
  explicit CudaTileToTileAATypeConverter(MLIRContext *context);
};

/// Discardable attributes carrying cuda_tile modifiers that upstream ops
/// cannot spell.
inline constexpr llvm::StringLiteral kRoundingModeAttrName =
    "nv_tileaa.rounding_mode";
inline constexpr llvm::StringLiteral kFlushToZeroAttrName =
    "nv_tileaa.flush_to_zero";

/// entry, return, for, if, continue/yield, block ids.
void populateCudaTileStructurePatterns(const TypeConverter &converter,
                                       RewritePatternSet &patterns);
/// Elementwise math, comparisons, conversions and select.
void populateCudaTileElementwisePatterns(const TypeConverter &converter,
                                         RewritePatternSet &patterns);
/// constant, iota, broadcast, reshape, offset, pointer loads and stores,
/// tokens.
void populateCudaTileTileAndMemoryPatterns(const TypeConverter &converter,
                                           RewritePatternSet &patterns);

/// make_tensor_view, make_partition_view, view loads and stores, shape
/// queries.
void populateCudaTileViewPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);

/// Rewrites the loops, fors and entries under `root` so that each exits at
/// its end only (no break, continue or return inside an if); loops end in
/// the canonical tail LoopLowering expects.
LogicalResult normalizeExits(Operation *root);

/// `tile` reshaped to `unitShape` (the same elements, with size-1
/// dimensions where it will repeat) and broadcast to `shape`; either step
/// is left out where it changes nothing.
Value repeatTile(OpBuilder &builder, Location loc, Value tile,
                 ArrayRef<int64_t> unitShape, ArrayRef<int64_t> shape);

/// The memory model carries over value for value.
nv_tileaa::MemoryOrderingAttr convertOrdering(MLIRContext *context,
                                              cuda_tile::MemoryOrdering o);
nv_tileaa::MemoryScopeAttr
convertScope(MLIRContext *context, std::optional<cuda_tile::MemoryScope> s);

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_CUDATILETOTILEAA_H
