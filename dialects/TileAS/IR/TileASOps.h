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

#endif // TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_H
