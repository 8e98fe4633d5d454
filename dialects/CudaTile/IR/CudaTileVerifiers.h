//===- CudaTileVerifiers.h - rules shared by op verifiers --------*- C++ -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEVERIFIERS_H
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEVERIFIERS_H

#include "dialects/CudaTile/IR/CudaTileTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::cuda_tile {

/// flush_to_zero is only defined for f32 results.
LogicalResult verifyFlushToZero(Operation *op, bool flushToZero);

/// Memory ordering and scope rules of loads (`weak|relaxed|acquire`) and
/// stores (`weak|relaxed|release`): weak takes no scope, the others need one.
LogicalResult verifyLoadOrdering(Operation *op, MemoryOrdering ordering,
                                 std::optional<MemoryScope> scope);
LogicalResult verifyStoreOrdering(Operation *op, MemoryOrdering ordering,
                                  std::optional<MemoryScope> scope);

/// Debug-info rules. A kernel's location, if it has a debug scope, is a
/// `di_loc` in a `di_subprogram` whose linkage name is the kernel's name, and
/// is no call-site location; ops inside carry only scopes of that same
/// subprogram; module-level globals carry no debug scope.
LogicalResult verifyKernelDebugInfo(FunctionOpInterface kernel);
LogicalResult verifyKernelBodyDebugInfo(FunctionOpInterface kernel);
LogicalResult verifyModuleItemDebugInfo(Operation *item);

} // namespace mlir::cuda_tile

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEVERIFIERS_H
