//===- TileirasTarget.h - the tileiras dialect and its target -----*- C++ -*-===//

#ifndef TILEIRAS_TARGET_TILEIRASTARGET_H
#define TILEIRAS_TARGET_TILEIRASTARGET_H

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"

#include "target/TileirasDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "target/TileirasAttrs.h.inc"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::tileiras {
/// Registers the dialect and the LLVM IR translations of the llvm and nvvm
/// dialects, which serializing a gpu.module needs.
void registerTargetDialect(DialectRegistry &registry);
} // namespace mlir::tileiras

#endif // TILEIRAS_TARGET_TILEIRASTARGET_H
