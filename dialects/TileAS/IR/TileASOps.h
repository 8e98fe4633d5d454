//===- TileASOps.h - nv_tileas operations ------------------------*- C++
//-*-===//

#ifndef TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_H
#define TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_H

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/Cute/Layout/Layout.h"
#include "dialects/Cute/Layout/Mma.h"

#include "dialects/TileAS/IR/TileASAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/TileAS/IR/TileASAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/TileAS/IR/TileASTypes.h.inc"

#define GET_OP_CLASSES
#include "dialects/TileAS/IR/TileASOps.h.inc"

namespace mlir::nv_tileas {
/// On a warp-specialized kernel: the warps of its producer warpgroup, which
/// come after the kernel's own warps (its block is that much larger).
constexpr llvm::StringLiteral kProducerWarpsAttrName = "nv_tileas.producer_warps";

/// Whether `type` is held as a warpgroup accumulator: m16n8k16 accumulator
/// fragments in the warps' arrangement of the layout library's
/// chooseWarpgroupTiling (a multiple of 4 warps, all along M where the rows
/// allow, else warpgroups side by side along N, each a contiguous block of
/// columns). Warp w's rows of each block of 64 rows are then rows 16 (w %
/// 4) to 16 (w % 4) + 15 of the block: the rows an M = 64 wgmma or
/// tcgen05.mma gives the warp.
bool isWarpgroupAccumulator(RankedTensorType type);

/// `shape` without its unit dimensions: tiles that differ only in those
/// hold the same elements in the same row-major order.
SmallVector<int64_t> dropUnitDims(ArrayRef<int64_t> shape);

/// The register tile that tensor_memory_load and store move for `memory`
/// in a CTA of `numWarps` warps (null where they cannot): a warpgroup
/// accumulator for blocks of 64 rows; for blocks of 128, the accumulator
/// fragments in the order of the lanes (makeTensorMemoryTVLayout).
RankedTensorType getTensorMemoryTileType(TensorMemoryType memory,
                                         int64_t numWarps);
} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_H
