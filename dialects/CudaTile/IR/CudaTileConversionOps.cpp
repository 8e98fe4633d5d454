//===- CudaTileConversionOps.cpp - element type conversions -----------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileConversionOps.cpp.inc"
