//===- Passes.h - nv_tileas layout passes ------------------------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_H
#define TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_H

#include "dialects/TileAS/IR/TileASDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::nv_tileas {

#define GEN_PASS_DECL
#include "dialects/TileAS/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dialects/TileAS/Transforms/Passes.h.inc"

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_H
