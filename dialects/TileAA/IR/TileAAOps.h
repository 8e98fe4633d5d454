//===- TileAAOps.h - nv_tileaa attributes, types and ops ---------*- C++ -*-===//

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

#define GET_OP_CLASSES
#include "dialects/TileAA/IR/TileAAOps.h.inc"

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_H
