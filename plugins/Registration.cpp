//===- Registration.cpp - what TileirasPlugin registers ---------------------===//

#include "plugins/Registration.h"

#include "conversions/CudaTileToTileAA/Passes.h"
#include "conversions/TileAAToTileAS/Passes.h"
#include "conversions/TileASToLLVM/Passes.h"
#include "conversions/TileFuncToLLVM/Passes.h"
#include "conversions/TileModifiersToNVVM/Passes.h"
#include "dialects/CudaTile/IR/CudaTileDialect.h"
#include "pipelines/Pipelines.h"
#include "dialects/CudaTile/Transforms/Passes.h"
#include "dialects/TileAA/IR/TileAADialect.h"
#include "dialects/TileAS/IR/TileASDialect.h"
#include "dialects/TileAS/Transforms/Passes.h"
#include "target/Passes.h"
#include "target/TileirasTarget.h"

#include "mlir/IR/DialectRegistry.h"

void tileiras::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::cuda_tile::CudaTileDialect,
                  mlir::nv_tileaa::TileAADialect,
                  mlir::nv_tileas::TileASDialect>();
  mlir::tileiras::registerTargetDialect(registry);
}

void tileiras::registerAllPasses() {
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  mlir::cuda_tile::registerCudaTilePasses();
  mlir::tileiras::registerCudaTileToTileAAPasses();
  mlir::tileiras::registerTileAAToTileASPasses();
  mlir::tileiras::registerTileASToLLVMPasses();
  mlir::tileiras::registerTileirasPipelines();
  mlir::nv_tileas::registerTileASPasses();
  mlir::tileiras::registerTileFuncToLLVMPasses();
  mlir::tileiras::registerTileModifiersToNVVMPasses();
  mlir::tileiras::registerTileirasTargetPasses();
}
