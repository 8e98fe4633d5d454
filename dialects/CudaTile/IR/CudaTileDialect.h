//===- CudaTileDialect.h - the cuda_tile dialect -----------------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEDIALECT_H
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEDIALECT_H

#include "mlir/IR/Dialect.h"

#include "dialects/CudaTile/IR/CudaTileDialect.h.inc"

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEDIALECT_H
