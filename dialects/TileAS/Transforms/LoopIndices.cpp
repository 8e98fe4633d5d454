//===- LoopIndices.cpp - what a loop's accesses index with ----------------===//
//
// Shared by the passes that move a loop's loads to other iterations
// (tileas-prefetch-loads, tileas-pipeline).
//
//===----------------------------------------------------------------------===//

#include "dialects/TileAS/Transforms/LoopIndices.h"

#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

/// Whether `value` is shared or tensor memory (a buffer, a view of one, or
/// tensor memory).
static bool isOnChip(Value value) {
  Type type = value.getType();
  if (isa<nv_tileas::TensorMemoryType>(type))
    return true;
  if (auto view = dyn_cast<nv_tileaa::TiledViewType>(type))
    type = view.getMemref();
  auto memref = dyn_cast<nv_tileaa::MemRefType>(type);
  return memref && memref.getAddressSpace() == nv_tileaa::AddressSpace::Shared;
}

/// Whether `op` or an op nested in it may write or free memory, other than
/// ops `harmlessOp` accepts and effects on values `harmlessValue` accepts
/// (null where the op names none); an op that does not say what it does
/// may write anything.
static bool mayWrite(Operation *op, function_ref<bool(Operation *)> harmlessOp,
                     function_ref<bool(Value)> harmlessValue) {
  WalkResult result = op->walk([&](Operation *nested) {
    if (harmlessOp(nested))
      return WalkResult::advance();
    if (auto effects = dyn_cast<MemoryEffectOpInterface>(nested)) {
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffects(instances);
      for (const MemoryEffects::EffectInstance &instance : instances)
        if (isa<MemoryEffects::Write, MemoryEffects::Free>(
                instance.getEffect()) &&
            !harmlessValue(instance.getValue()))
          return WalkResult::interrupt();
      return WalkResult::advance();
    }
    if (nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

bool mlir::nv_tileas::mayWriteMemory(Operation *op) {
  return mayWrite(
      op, [](Operation *) { return false; }, [](Value) { return false; });
}

bool mlir::nv_tileas::mayWriteGlobalMemory(Operation *op) {
  // The pipeline's synchronizations and scale copies say nothing of their
  // effects (so that nothing moves them across other ops); they touch only
  // shared and tensor memory.
  auto harmlessOp = [](Operation *nested) {
    if (auto store = dyn_cast<StoreScaleChunksOp>(nested))
      return isOnChip(store.getBuffer());
    return isa<gpu::BarrierOp, NVVM::FenceProxyOp, AsyncMBarrierTryWaitParityOp,
               AsyncMBarrierArriveOp, AsyncTcgen05CommitOp,
               AsyncTcgen05CopyScalesOp>(nested);
  };
  return mayWrite(op, harmlessOp,
                  [](Value value) { return value && isOnChip(value); });
}

/// The ops of `loop`'s body that compute `value` from the induction
/// variable and values defined outside the loop, in program order; none
/// when `value` is defined outside. Fails when the computation involves
/// anything else (an op with effects, an iteration argument, a region).
FailureOr<SmallVector<Operation *>>
mlir::nv_tileas::getIndexComputation(scf::ForOp loop, Value value) {
  SetVector<Operation *> slice;
  SmallVector<Value> worklist = {value};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (v == loop.getInductionVar())
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      // An iteration argument, or an argument of a region inside the loop.
      if (loop->isAncestor(arg.getOwner()->getParentOp()))
        return failure();
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!loop->isAncestor(def))
      continue; // defined outside the loop
    if (def->getBlock() != loop.getBody() || !isPure(def) ||
        def->getNumRegions() != 0)
      return failure();
    if (slice.insert(def))
      llvm::append_range(worklist, def->getOperands());
  }
  SmallVector<Operation *> ops = slice.takeVector();
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ops;
}

/// Whether `value` depends on the induction variable of `loop`, given its
/// index computation.
bool mlir::nv_tileas::dependsOnInductionVar(
    scf::ForOp loop, Value value, ArrayRef<Operation *> computation) {
  if (value == loop.getInductionVar())
    return true;
  return llvm::any_of(computation, [&](Operation *op) {
    return llvm::is_contained(op->getOperands(), loop.getInductionVar());
  });
}

Operation *mlir::nv_tileas::cloneAtInductionVar(
    OpBuilder &builder, Operation *op,
    ArrayRef<SmallVector<Operation *>> computations, scf::ForOp loop, Value iv,
    const IRMapping &outside) {
  IRMapping mapping = outside;
  mapping.map(loop.getInductionVar(), iv);
  for (const SmallVector<Operation *> &computation : computations)
    for (Operation *computed : computation)
      if (computed->getNumResults() == 0 ||
          !mapping.contains(computed->getResult(0)))
        builder.clone(*computed, mapping);
  return builder.clone(*op, mapping);
}
