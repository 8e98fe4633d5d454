//===- Registration.cpp - what TileirasPlugin registers ---------------------===//

#include "plugins/Registration.h"

#include "conversions/CudaTileToTileAA/Passes.h"
#include "dialects/CudaTile/IR/CudaTileDialect.h"
#include "dialects/CudaTile/Transforms/Passes.h"
#include "dialects/TileAA/IR/TileAADialect.h"

#include "mlir/IR/DialectRegistry.h"

void tileiras::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::cuda_tile::CudaTileDialect,
                  mlir::nv_tileaa::TileAADialect>();
}

void tileiras::registerAllPasses() {
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  mlir::cuda_tile::registerCudaTilePasses();
  mlir::tileiras::registerCudaTileToTileAAPasses();
}
