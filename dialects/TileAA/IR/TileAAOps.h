//===- TileAAOps.h - nv_tileaa attributes, types and ops ---------*- C++
//-*-===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_H
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_H

#include "dialects/TileAA/IR/TileAADialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/TileAA/IR/TileAAEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/TileAA/IR/TileAAAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/TileAA/IR/TileAATypes.h.inc"

namespace mlir::nv_tileaa {

/// The verifiers of the memory ops that nv_tileaa and nv_tileas share
/// (TileAAMemoryOps.td): a load or store through `source` / `destination`
/// (a pointer or a tensor of them) of its pointee, with a mask of the same
/// shape; the tile at a grid index of `view`, one index per dimension.
LogicalResult verifyPointerLoad(Operation *op, Type source, Value mask,
                                Value padding, Type result);
LogicalResult verifyPointerStore(Operation *op, Type destination, Value mask,
                                 Type value);
LogicalResult verifyTileAccess(Operation *op, TiledViewType view,
                               size_t numIndices, Type tile);

} // namespace mlir::nv_tileaa

#define GET_OP_CLASSES
#include "dialects/TileAA/IR/TileAAOps.h.inc"

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_H
