//===- CudaTileDialect.cpp - the cuda_tile dialect --------------------------===//

#include "dialects/CudaTile/IR/CudaTileDialect.h"
#include "dialects/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "dialects/CudaTile/IR/CudaTileDialect.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
}

void CudaTileDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileModuleOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileArithOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileConversionOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileTileOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileMemoryOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"
      >();
}
