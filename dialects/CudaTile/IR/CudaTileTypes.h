//===- CudaTileTypes.h - cuda_tile attributes and types ----------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETYPES_H
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETYPES_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OpImplementation.h"

#include "dialects/CudaTile/IR/CudaTileDialect.h"
#include "dialects/CudaTile/IR/CudaTileEnums.h.inc"
#include "dialects/CudaTile/IR/CudaTileAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/CudaTile/IR/CudaTileAttrs.h.inc"

namespace mlir::cuda_tile {
class TensorViewType;
} // namespace mlir::cuda_tile

#include "dialects/CudaTile/IR/CudaTileTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {

/// Largest number of elements a tile may hold.
constexpr int64_t kMaxTileElements = int64_t(1) << 24;

/// Checks the shape rules every tile obeys: positive, power-of-two
/// dimensions and at most kMaxTileElements elements.
LogicalResult verifyTileShape(function_ref<InFlightDiagnostic()> emitError,
                              ArrayRef<int64_t> shape);

/// A 0-d tile of `elementType`.
TileType getScalarTileType(Type elementType);

/// The element type of a tile, or the type itself.
Type getTileElementTypeOrSelf(Type type);

/// The tensor_view a tiled view (partition, strided, gather/scatter) reads.
TensorViewType getViewedTensor(TileViewTypeInterface view);

/// Is `type` a tile of pointers (or a pointer)?
bool isPointerLike(Type type);

} // namespace mlir::cuda_tile

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETYPES_H
