//===- CudaTileTileOps.cpp - constants, shapes, reductions, mma -------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileTileOps.cpp.inc"

LogicalResult IotaOp::verify() {
  TileType type = getResult().getType();
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  int64_t length = type.getDimSize(0);
  // Values run from 0 to length - 1 and are read as unsigned.
  if (width < 64 && static_cast<uint64_t>(length - 1) >> width != 0)
    return emitOpError("the number of elements ")
           << length << " does not fit the element type "
           << type.getElementType();
  return success();
}
