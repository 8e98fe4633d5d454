//===- LoopIndices.h - what a loop's accesses index with --------*- C++ -*-===//
//
// Queries on the index computations of a loop's accesses, for the passes
// that move loads to other iterations (tileas-prefetch-loads,
// tileas-pipeline).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_LOOPINDICES_H
#define TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_LOOPINDICES_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::nv_tileas {

/// Whether `op` or an op nested in it may write or free memory (an op that
/// does not say what it does may).
bool mayWriteMemory(Operation *op);

/// Whether `op` or an op nested in it may write or free global memory: its
/// writes are not all to shared or tensor memory, and it is not one of the
/// synchronizations of a pipelined loop (CTA barriers, fences, mbarrier
/// waits and arrivals, tcgen05 commits). A loop that writes only its stages
/// may still load global tiles an iteration ahead.
bool mayWriteGlobalMemory(Operation *op);

/// The ops of `loop`'s body that compute `value` from the induction
/// variable and values defined outside the loop, in program order; none
/// when `value` is defined outside. Fails when the computation involves
/// anything else (an op with effects, an iteration argument, a region).
FailureOr<SmallVector<Operation *>> getIndexComputation(scf::ForOp loop,
                                                        Value value);

/// Whether `value` depends on the induction variable of `loop`, given its
/// index computation.
bool dependsOnInductionVar(scf::ForOp loop, Value value,
                           ArrayRef<Operation *> computation);

/// Clones `op` and the ops computing its indices (`computations`, from
/// getIndexComputation), the induction variable of `loop` mapped to `iv`
/// and values defined outside the loop as `outside` maps them (themselves
/// where it does not), at the builder's insertion point; returns the clone
/// of `op`.
Operation *cloneAtInductionVar(OpBuilder &builder, Operation *op,
                               ArrayRef<SmallVector<Operation *>> computations,
                               scf::ForOp loop, Value iv,
                               const IRMapping &outside = IRMapping());

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_LOOPINDICES_H
