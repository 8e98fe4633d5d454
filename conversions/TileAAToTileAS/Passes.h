//===- Passes.h - nv_tileaa to nv_tileas -------------------------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEAATOTILEAS_PASSES_H
#define TILEIRAS_CONVERSIONS_TILEAATOTILEAS_PASSES_H

#include "conversions/PDLFallback/PDLFallback.h"
#include "dialects/TileAS/IR/TileASDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileiras {

#define GEN_PASS_DECL_CONVERTTILEAATOTILEAS
#include "conversions/TileAAToTileAS/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversions/TileAAToTileAS/Passes.h.inc"

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEAATOTILEAS_PASSES_H
