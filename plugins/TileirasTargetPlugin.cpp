//===- TileirasTargetPlugin.cpp - #tileiras.target and its pass -------------===//
//
//   mlir-opt --load-dialect-plugin=build/plugins/TileirasTargetPlugin.so \
//            --load-pass-plugin=build/plugins/TileirasTargetPlugin.so \
//            -p 'builtin.module(tileiras-attach-target{chip=sm_90a},
//                               gpu-module-to-binary{format=bin})'
//
//===----------------------------------------------------------------------===//

#include "target/Passes.h"
#include "target/TileirasTarget.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TileirasTarget", LLVM_VERSION_STRING,
          [](::mlir::DialectRegistry *registry) {
            ::mlir::tileiras::registerTargetDialect(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TileirasTarget", LLVM_VERSION_STRING,
          []() { ::mlir::tileiras::registerTileirasTargetPasses(); }};
}
