//===- Passes.h - cuda_tile to nv_tileaa -------------------------*- C++
//-*-===//

#ifndef TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_PASSES_H
#define TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_PASSES_H

#include "dialects/TileAA/IR/TileAADialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileiras {

#define GEN_PASS_DECL_CONVERTCUDATILETOTILEAA
#include "conversions/CudaTileToTileAA/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversions/CudaTileToTileAA/Passes.h.inc"

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_PASSES_H
