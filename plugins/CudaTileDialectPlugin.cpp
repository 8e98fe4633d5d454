//===- CudaTileDialectPlugin.cpp - the cuda_tile dialect alone --------------===//
//
//   mlir-opt --load-dialect-plugin=build/plugins/CudaTileDialectPlugin.so k.mlir
//
//===----------------------------------------------------------------------===//

#include "dialects/CudaTile/IR/CudaTileDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "CudaTileDialect", LLVM_VERSION_STRING,
          [](::mlir::DialectRegistry *registry) {
            registry->insert<::mlir::cuda_tile::CudaTileDialect>();
          }};
}
