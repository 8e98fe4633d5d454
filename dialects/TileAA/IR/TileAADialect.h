//===- TileAADialect.h - the nv_tileaa dialect -------------------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAADIALECT_H
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAADIALECT_H

#include "mlir/IR/Dialect.h"

#include "dialects/TileAA/IR/TileAADialect.h.inc"

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAADIALECT_H
