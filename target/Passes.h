//===- Passes.h - passes of the target component -----------------*- C++ -*-===//

#ifndef TILEIRAS_TARGET_PASSES_H
#define TILEIRAS_TARGET_PASSES_H

#include "target/TileirasTarget.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileiras {

#define GEN_PASS_DECL
#include "target/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "target/Passes.h.inc"

} // namespace mlir::tileiras

#endif // TILEIRAS_TARGET_PASSES_H
