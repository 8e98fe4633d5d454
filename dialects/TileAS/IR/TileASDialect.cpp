//===- TileASDialect.cpp - the nv_tileas dialect ----------------------------===//

#include "dialects/TileAS/IR/TileASOps.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#include "dialects/TileAS/IR/TileASDialect.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/TileAS/IR/TileASOps.cpp.inc"

void TileASDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialects/TileAS/IR/TileASOps.cpp.inc"
      >();
}
