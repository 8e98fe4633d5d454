//===- Passes.h - nv_tileas bodies to LLVM/NVVM -----------------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_H
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_H

#include "dialects/TileAS/IR/TileASDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileiras {

#define GEN_PASS_DECL_CONVERTTILEASTOLLVM
#define GEN_PASS_DECL_TILEASPLANSHAREDMEMORY
#define GEN_PASS_DECL_TILEASPIPELINE
#define GEN_PASS_DECL_TILEASINSERTBARRIERS
#define GEN_PASS_DECL_TILEASTMASTORES
#include "conversions/TileASToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversions/TileASToLLVM/Passes.h.inc"

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_H
