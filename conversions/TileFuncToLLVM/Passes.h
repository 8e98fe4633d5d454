//===- Passes.h - the function boundary to LLVM ------------------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEFUNCTOLLVM_PASSES_H
#define TILEIRAS_CONVERSIONS_TILEFUNCTOLLVM_PASSES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <cstdint>
#include <optional>

namespace mlir::tileiras {

#define GEN_PASS_DECL_CONVERTTILEFUNCTOLLVM
#define GEN_PASS_DECL_CUTEKERNELTONVVM
#include "conversions/TileFuncToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversions/TileFuncToLLVM/Passes.h.inc"

/// The `nvvm.maxnreg` that lets `occupancy` CTAs of `threadsPerCTA` threads
/// share the register file of one SM of compute capability `sm`; nullopt
/// when `occupancy` or `threadsPerCTA` is not positive.
std::optional<int32_t> getMaxRegistersForOccupancy(int64_t sm,
                                                   int64_t occupancy,
                                                   int64_t threadsPerCTA);

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEFUNCTOLLVM_PASSES_H
