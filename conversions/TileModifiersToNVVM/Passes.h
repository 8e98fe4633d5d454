//===- Passes.h - cuda_tile modifiers to NVVM intrinsics ---------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEMODIFIERSTONVVM_PASSES_H
#define TILEIRAS_CONVERSIONS_TILEMODIFIERSTONVVM_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileiras {

#define GEN_PASS_DECL_CONVERTTILEMODIFIERSTONVVM
#include "conversions/TileModifiersToNVVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversions/TileModifiersToNVVM/Passes.h.inc"

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEMODIFIERSTONVVM_PASSES_H
