//===- TileirasPlugin.cpp - everything the project provides -----------------===//
//
// Pass the same file to both flags:
//   mlir-opt --load-dialect-plugin=build/plugins/TileirasPlugin.so \
//            --load-pass-plugin=build/plugins/TileirasPlugin.so -p '...'
//
//===----------------------------------------------------------------------===//

#include "plugins/Registration.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Tileiras", LLVM_VERSION_STRING,
          [](::mlir::DialectRegistry *registry) {
            tileiras::registerAllDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Tileiras", LLVM_VERSION_STRING,
          []() { tileiras::registerAllPasses(); }};
}
