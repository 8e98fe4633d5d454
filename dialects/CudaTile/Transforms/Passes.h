//===- Passes.h - cuda_tile passes -------------------------------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_TRANSFORMS_PASSES_H
#define TILEIRAS_DIALECTS_CUDATILE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::cuda_tile {

#define GEN_PASS_DECL
#include "dialects/CudaTile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dialects/CudaTile/Transforms/Passes.h.inc"

} // namespace mlir::cuda_tile

#endif // TILEIRAS_DIALECTS_CUDATILE_TRANSFORMS_PASSES_H
