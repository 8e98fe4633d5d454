//===- PrefetchLoads.cpp - load a loop's next tiles while it computes -----===//
//
// A K loop that loads its tiles and then computes on them waits for global
// memory at every iteration. Issuing the loads of iteration i + 1 at the top
// of iteration i (the first ones before the loop) lets that latency overlap
// the work of iteration i, at the price of the registers that hold the
// prefetched tiles. The loads rotated are weak tile loads from views defined
// outside the loop, at indices computed from the induction variable; a loop
// that writes global memory keeps its loads where they are (one that only
// fills shared stages and tensor memory, a pipelined loop, prefetches what
// it still loads into registers: a block-scaled product's scales).
//
//===----------------------------------------------------------------------===//

#include "dialects/TileAS/Transforms/LoopIndices.h"
#include "dialects/TileAS/Transforms/Passes.h"

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASPREFETCHLOADS
#include "dialects/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {

/// 32-bit registers each thread needs to hold a tile, when its layout says.
std::optional<int64_t> getRegistersPerThread(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getElementType().isIntOrFloat())
    return std::nullopt;
  auto layout =
      dyn_cast_or_null<DistributedLayoutAttrInterface>(tensor.getEncoding());
  if (!layout)
    return std::nullopt;
  int64_t bits =
      layout.getValuesPerThread() * tensor.getElementType().getIntOrFloatBitWidth();
  return (bits + 31) / 32;
}

struct Candidate {
  TiledLoadOp load;
  // Per index: the ops computing it inside the loop.
  SmallVector<SmallVector<Operation *>> computations;
};

/// The loads of `loop` that can be prefetched, within `maxRegisters`, and
/// while the values the loop carries and the prefetched tiles together take
/// at most half of what a thread may hold: the other half is the least the
/// work of an iteration needs (the operand fragments of its products, their
/// addresses). Above that ptxas spills, which costs more than the wait for
/// memory saved: a 128x128 f32 accumulator over four warps (128 registers)
/// is prefetched nothing.
SmallVector<Candidate> findCandidates(scf::ForOp loop, int64_t maxRegisters) {
  SmallVector<Candidate> candidates;
  // A prefetched load may not cross a store to the memory it reads: only
  // loops that write no global memory (a pipelined loop writes its stages
  // and tensor memory) prefetch.
  if (mayWriteGlobalMemory(loop))
    return candidates;
  std::optional<TargetInfo> target = TargetInfo::lookup(loop);
  if (!target)
    return candidates;
  int64_t budget = target->getMaxRegistersPerThread() / 2;
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (auto [i, carried] : llvm::enumerate(loop.getRegionIterArgs())) {
    // A value passed through unchanged and unused after the loop takes no
    // register in it (sums kept in tensor memory: the loop carries their
    // start value, which their reads after the loop replaced).
    if (yield.getOperand(i) == carried && loop.getResult(i).use_empty())
      continue;
    // A scalar takes a register; a tile whose size per thread is unknown
    // leaves no room to count on.
    std::optional<int64_t> cost =
        isa<RankedTensorType>(carried.getType())
            ? getRegistersPerThread(carried.getType())
            : std::optional<int64_t>(1);
    if (!cost)
      return candidates;
    budget -= *cost;
  }
  int64_t registers = 0;
  for (auto load : loop.getBody()->getOps<TiledLoadOp>()) {
    if (load.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
        load.getToken() || !load.getResultToken().use_empty() ||
        loop->isAncestor(load.getView().getParentBlock()->getParentOp()))
      continue;
    auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
    Candidate candidate{load, {}};
    bool ok = true, moves = false;
    for (auto [i, index] : llvm::enumerate(load.getIndices())) {
      FailureOr<SmallVector<Operation *>> computation =
          getIndexComputation(loop, index);
      if (failed(computation)) {
        ok = false;
        break;
      }
      // The prefetch past the last iteration reads the tile after the last
      // one: only where accesses check their bounds along that dimension.
      if (dependsOnInductionVar(loop, index, *computation)) {
        moves = true;
        ok &= view.isBoundsChecked(i);
      }
      candidate.computations.push_back(std::move(*computation));
    }
    std::optional<int64_t> cost = getRegistersPerThread(load.getResult().getType());
    if (!ok || !moves || !cost || registers + *cost > maxRegisters ||
        registers + *cost > budget)
      continue;
    registers += *cost;
    candidates.push_back(std::move(candidate));
  }
  return candidates;
}

/// Clones `load` with its index computations, the induction variable
/// mapped to `iv`, at the builder's insertion point.
Value cloneLoadAt(OpBuilder &builder, const Candidate &candidate,
                  scf::ForOp loop, Value iv) {
  return cloneAtInductionVar(builder, candidate.load, candidate.computations,
                             loop, iv)
      ->getResult(0);
}

void prefetch(scf::ForOp loop, int64_t maxRegisters) {
  SmallVector<Candidate> candidates = findCandidates(loop, maxRegisters);
  if (candidates.empty())
    return;
  IRRewriter rewriter(loop.getContext());
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> firsts;
  for (const Candidate &candidate : candidates)
    firsts.push_back(
        cloneLoadAt(rewriter, candidate, loop, loop.getLowerBound()));

  // The next iteration's tiles are loaded first thing in the body and
  // carried to it; the loads of this iteration become the carried values.
  auto yieldNext = [&](OpBuilder &builder, Location loc,
                       ArrayRef<BlockArgument>) -> SmallVector<Value> {
    Block *body = builder.getInsertionBlock();
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(body);
    Value next = arith::AddIOp::create(builder, loc, body->getArgument(0),
                                       loop.getStep());
    SmallVector<Value> values;
    for (const Candidate &candidate : candidates)
      values.push_back(cloneLoadAt(builder, candidate, loop, next));
    return values;
  };
  // The next loads are made in the old body, before it moves into the new
  // loop (so the candidates stay valid and the induction variable they name
  // becomes the new loop's).
  FailureOr<LoopLikeOpInterface> replaced =
      loop.replaceWithAdditionalYields(rewriter, firsts,
                                       /*replaceInitOperandUsesInLoop=*/false,
                                       yieldNext);
  if (failed(replaced))
    return;
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());
  ArrayRef<BlockArgument> carried =
      newLoop.getRegionIterArgs().take_back(candidates.size());
  for (auto [candidate, arg] : llvm::zip(candidates, carried)) {
    rewriter.replaceAllUsesWith(candidate.load.getResult(), arg);
    rewriter.eraseOp(candidate.load);
    // The index computations nothing else uses go with the load.
    for (const SmallVector<Operation *> &computation : candidate.computations)
      for (Operation *op : llvm::reverse(computation))
        if (op->getBlock() && op->use_empty())
          rewriter.eraseOp(op);
  }
}

struct PrefetchLoadsPass
    : public mlir::nv_tileas::impl::TileASPrefetchLoadsBase<PrefetchLoadsPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    // Innermost loops first: their loads are the ones waited for most.
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      prefetch(loop, maxRegisters);
  }
};

} // namespace
