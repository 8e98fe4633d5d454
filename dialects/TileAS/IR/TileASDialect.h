//===- TileASDialect.h - the nv_tileas dialect -------------------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAS_IR_TILEASDIALECT_H
#define TILEIRAS_DIALECTS_TILEAS_IR_TILEASDIALECT_H

#include "mlir/IR/Dialect.h"

#include "dialects/TileAS/IR/TileASDialect.h.inc"

#endif // TILEIRAS_DIALECTS_TILEAS_IR_TILEASDIALECT_H
