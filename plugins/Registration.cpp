//===- Registration.cpp - what TileirasPlugin registers ---------------------===//

#include "plugins/Registration.h"

#include "dialects/CudaTile/IR/CudaTileDialect.h"
#include "dialects/CudaTile/Transforms/Passes.h"
#include "target/Passes.h"
#include "target/TileirasTarget.h"

#include "mlir/IR/DialectRegistry.h"

void tileiras::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::cuda_tile::CudaTileDialect>();
  mlir::tileiras::registerTargetDialect(registry);
}

void tileiras::registerAllPasses() {
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  mlir::cuda_tile::registerCudaTilePasses();
  mlir::tileiras::registerTileirasTargetPasses();
}
