//===- CudaTileOps.h - cuda_tile operations ----------------------*- C++ -*-===//
//
// Includes every op group of the dialect.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEOPS_H
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEOPS_H

#include "dialects/CudaTile/IR/CudaTileTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

// Ops that name ops of other groups in their traits.
namespace mlir::cuda_tile {
class EntryOp;
class IfOp;
class ForOp;
class LoopOp;
class ReturnOp;
} // namespace mlir::cuda_tile

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileModuleOps.h.inc"
#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileArithOps.h.inc"
#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileConversionOps.h.inc"
#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileTileOps.h.inc"
#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileMemoryOps.h.inc"
#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileControlFlowOps.h.inc"

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEOPS_H
