//===- CudaTileVerifiers.cpp - rules shared by op verifiers ----------------===//

#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult mlir::cuda_tile::verifyFlushToZero(Operation *op,
                                                 bool flushToZero) {
  if (!flushToZero || op->getNumResults() == 0)
    return success();
  Type elementType = getTileElementTypeOrSelf(op->getResult(0).getType());
  if (!elementType.isF32())
    return op->emitOpError("flush_to_zero modifier only supported for f32 "
                           "data type, but got: ")
           << elementType;
  return success();
}

/// Shared by loads and stores: `allowed` lists the orderings, `what` names
/// the access in diagnostics.
static LogicalResult verifyOrdering(Operation *op, MemoryOrdering ordering,
                                    std::optional<MemoryScope> scope,
                                    MemoryOrdering synchronizing,
                                    StringRef what) {
  if (ordering != MemoryOrdering::Weak && ordering != MemoryOrdering::Relaxed &&
      ordering != synchronizing)
    return op->emitOpError("expect one of: weak, relaxed, or ")
           << stringifyMemoryOrdering(synchronizing)
           << ", but got: " << stringifyMemoryOrdering(ordering);
  if (ordering == MemoryOrdering::Weak && scope)
    return op->emitOpError("weak ") << what << " must not have memory scope";
  if (ordering != MemoryOrdering::Weak && !scope)
    return op->emitOpError("memory scope is required for ")
           << stringifyMemoryOrdering(ordering) << " " << what;
  return success();
}

LogicalResult
mlir::cuda_tile::verifyLoadOrdering(Operation *op, MemoryOrdering ordering,
                                    std::optional<MemoryScope> scope) {
  return verifyOrdering(op, ordering, scope, MemoryOrdering::Acquire, "load");
}

LogicalResult
mlir::cuda_tile::verifyStoreOrdering(Operation *op, MemoryOrdering ordering,
                                     std::optional<MemoryScope> scope) {
  return verifyOrdering(op, ordering, scope, MemoryOrdering::Release, "store");
}
