//===- InsertBarriers.cpp - CTA barriers where shared memory needs one ----===//
//
// The pass tileas-insert-barriers. Each op's lowering makes the barriers
// inside its own exchange (between its writes and its reads); between ops
// a barrier is needed only where one op's access of shared memory meets an
// access of another thread since the last barrier: a read after a write, a
// write after a read or a write. The analysis follows the kernel in
// program order with the accesses pending since the last barrier, joins
// the paths of regions (both sides of an `if`, a loop's entry and its back
// edge, until nothing changes) and places `gpu.barrier` before the op that
// meets a pending access. Token-ordered accesses of global memory get their
// barriers first (OrderedAccesses.cpp).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/Passes.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// The buffer a view or memref of shared memory comes from, when it can be
/// followed to its alloc_tensor.
nv_tileas::AllocTensorOp getSharedBufferOf(Value view) {
  while (Operation *def = view.getDefiningOp()) {
    if (auto alloc = dyn_cast<nv_tileas::AllocTensorOp>(def))
      return alloc;
    auto source = llvm::find_if(def->getOperands(), [](Value operand) {
      return isa<nv_tileaa::MemRefType, nv_tileaa::TiledViewType>(
          operand.getType());
    });
    if (source == def->getOperands().end())
      return {};
    view = *source;
  }
  return {};
}

bool isShared(Value view) {
  auto type = dyn_cast<nv_tileaa::TiledViewType>(view.getType());
  return type && type.getMemref().getAddressSpace() ==
                     nv_tileaa::AddressSpace::Shared;
}

/// An access of all the bytes of the buffer `alloc`.
SharedAccess accessOfBuffer(nv_tileas::AllocTensorOp alloc,
                            SharedAccess::Kind kind) {
  int64_t offset = getSharedOffset(alloc);
  return {kind, offset, offset + alloc.getNumBytes()};
}

/// The bytes a view of shared memory may touch: its buffer's, or all of
/// them where the buffer cannot be followed (a view carried by a loop);
/// none for a software pipeline's buffer, which its own waits order.
SmallVector<SharedAccess> accessOf(Value view, SharedAccess::Kind kind) {
  if (nv_tileas::AllocTensorOp alloc = getSharedBufferOf(view)) {
    if (alloc->hasAttr(kPipelineBufferAttr))
      return {};
    return {accessOfBuffer(alloc, kind)};
  }
  return {{kind, 0, std::numeric_limits<int64_t>::max()}};
}

} // namespace

SmallVector<SharedAccess> mlir::tileiras::getSharedAccesses(Operation *op) {
  using Kind = SharedAccess::Kind;
  if (isa<gpu::BarrierOp, NVVM::Barrier0Op, nv_tileas::AsyncWaitOp>(op))
    return {{Kind::Barrier}};
  // A software pipeline's buffer: its own waits order its copies and
  // loads, but the bytes may have served other buffers before. It counts
  // as written where it is allocated (before the pipeline's first copy),
  // and its last wait is a barrier.
  if (auto alloc = dyn_cast<nv_tileas::AllocTensorOp>(op)) {
    if (!alloc->hasAttr(kPipelineBufferAttr))
      return {};
    return {accessOfBuffer(alloc, Kind::Write)};
  }
  // Thread 0's invalidation writes the barriers' bytes, which the buffers
  // planned after it may reuse: their first writes need a barrier after it.
  if (auto inval = dyn_cast<nv_tileas::AsyncMBarrierInvalOp>(op)) {
    if (nv_tileas::AllocTensorOp alloc = getSharedBufferOf(inval.getBarriers()))
      return {accessOfBuffer(alloc, Kind::Write)};
    return {{Kind::Write, 0, std::numeric_limits<int64_t>::max()}};
  }
  // A TMA store synchronizes the CTA itself, then reads its source until
  // thread 0's wait for it.
  if (auto store = dyn_cast<nv_tileas::AsyncTiledTMAStoreOp>(op)) {
    SmallVector<SharedAccess> accesses{{Kind::Barrier}};
    llvm::append_range(accesses, accessOf(store.getSource(), Kind::Read));
    return accesses;
  }
  if (auto wait = dyn_cast<nv_tileas::AsyncTMAStoreWaitOp>(op))
    return accessOf(wait.getSource(), Kind::Read);
  // The copy lands at the wait (a barrier); until then it may write.
  if (auto copy = dyn_cast<nv_tileas::AsyncTiledCopyOp>(op)) {
    if (!isShared(copy.getDestination()))
      return {};
    return accessOf(copy.getDestination(), Kind::Write);
  }
  // Fragments the product reads itself: read there.
  if (isa<nv_tileas::TiledLoadOp>(op) && isReloadedByProduct(op))
    return {};
  // A product reading its staged operands itself.
  if (auto dot = dyn_cast<nv_tileaa::DotOp>(op)) {
    SmallVector<SharedAccess> reads;
    for (Value operand : {dot.getLhs(), dot.getRhs()}) {
      Operation *reloaded = getReloadedOperand(operand);
      if (!reloaded)
        continue;
      if (auto load = dyn_cast<nv_tileas::TiledLoadOp>(reloaded)) {
        llvm::append_range(reads, accessOf(load.getView(), Kind::Read));
        continue;
      }
      int64_t offset = getSharedOffset(reloaded);
      reads.push_back(
          {Kind::Read, offset, offset + getScratchBytes(reloaded)});
    }
    if (!reads.empty())
      return reads;
  }
  // Loads, stores, atomics, gathers and scatters of views into shared
  // memory, as their memory effects say.
  SmallVector<SharedAccess> viewAccesses;
  bool viewed = false;
  for (Value operand : op->getOperands()) {
    if (!isShared(operand))
      continue;
    bool reads = mightHaveEffect<MemoryEffects::Read>(op);
    bool writes = mightHaveEffect<MemoryEffects::Write>(op);
    if (reads || writes)
      llvm::append_range(
          viewAccesses,
          accessOf(operand, writes ? (reads ? Kind::ReadWrite : Kind::Write)
                                   : Kind::Read));
    viewed = true;
  }
  if (viewed)
    return viewAccesses;
  int64_t bytes = getScratchBytes(op);
  if (bytes == 0)
    return {};
  int64_t begin = getSharedOffset(op), end = begin + bytes;
  // Staged for a product that reads it: only the stores.
  auto convert = dyn_cast<nv_tileas::ConvertLayoutOp>(op);
  if (convert && isReloadedByProduct(convert))
    return {{Kind::Write, begin, end}};
  // An exchange: its stores, its own barrier, its loads (and, in ops of
  // several rounds, more stores after them).
  return {{Kind::Write, begin, end},
          {Kind::Barrier},
          {Kind::ReadWrite, begin, end}};
}

namespace {

/// An access of shared memory since the last barrier.
struct Pending {
  int64_t begin, end;
  bool write;
  bool operator<(const Pending &other) const {
    return std::tie(begin, end, write) <
           std::tie(other.begin, other.end, other.write);
  }
  bool operator==(const Pending &other) const {
    return std::tie(begin, end, write) ==
           std::tie(other.begin, other.end, other.write);
  }
};

/// The accesses pending at a point, sorted and unique.
using State = SmallVector<Pending>;

void join(State &into, const State &other) {
  into.append(other.begin(), other.end());
  llvm::sort(into);
  into.erase(std::unique(into.begin(), into.end()), into.end());
}

class BarrierPlacer {
public:
  /// With `place`, makes the barriers; without, only follows the states.
  explicit BarrierPlacer(bool place) : place(place) {}

  State runBlock(Block &block, State state) {
    for (Operation &op : llvm::make_early_inc_range(block))
      state = runOp(&op, std::move(state));
    return state;
  }

  State runOp(Operation *op, State state) {
    SmallVector<SharedAccess> accesses = getSharedAccesses(op);
    if (!accesses.empty()) {
      // A meeting before the op's first barrier needs one before the op;
      // after it, the op's own barrier separates its steps.
      bool beforeOwnBarrier = true;
      for (const SharedAccess &access : accesses) {
        if (access.kind == SharedAccess::Barrier) {
          state.clear();
          beforeOwnBarrier = false;
          continue;
        }
        bool writes = access.kind != SharedAccess::Read;
        if (beforeOwnBarrier && meets(state, access, writes)) {
          ++count;
          if (place) {
            OpBuilder builder(op);
            gpu::BarrierOp::create(builder, op->getLoc());
          }
          state.clear();
        }
        join(state, {{access.begin, access.end, writes}});
      }
      return state;
    }
    if (op->getNumRegions() == 0)
      return state;
    // Either side of an if, once.
    if (auto branch = dyn_cast<scf::IfOp>(op)) {
      State out = runRegion(branch.getThenRegion(), state);
      join(out, runRegion(branch.getElseRegion(), state));
      return out;
    }
    // A loop whose body would synchronize on every iteration for what came
    // before it (a buffer written before the loop and read inside) is
    // better served by one barrier before it.
    if (!state.empty() &&
        countInRegions(op, state) > countInRegions(op, State())) {
      ++count;
      if (place) {
        OpBuilder builder(op);
        gpu::BarrierOp::create(builder, op->getLoc());
      }
      state.clear();
    }
    return runRegions(op, std::move(state));
  }

  /// The barriers the regions of `op` would get, entered with `state`.
  static int64_t countInRegions(Operation *op, const State &state) {
    BarrierPlacer follower(/*place=*/false);
    follower.runRegions(op, state);
    return follower.count;
  }

  /// A region run once from `state` (an empty one leaves it as it is).
  State runRegion(Region &region, State state) {
    if (region.empty())
      return state;
    if (region.hasOneBlock())
      return runBlock(region.front(), std::move(state));
    return runRegions(region.getParentOp(), std::move(state));
  }

  /// Regions of a loop or an op not known here, and blocks of a region with
  /// several: any may run after any other, or again, or not at all. The
  /// state at every block's entry is the fixed point of what enters `op`
  /// joined with what leaves each block.
  State runRegions(Operation *op, State state) {
    State entry = state;
    while (true) {
      State next = entry;
      BarrierPlacer follower(/*place=*/false);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          join(next, follower.runBlock(block, entry));
      if (next == entry)
        break;
      entry = std::move(next);
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        runBlock(block, entry);
    return entry;
  }

  static bool meets(const State &state, const SharedAccess &access,
                    bool writes) {
    return llvm::any_of(state, [&](const Pending &pending) {
      return (pending.write || writes) && pending.begin < access.end &&
             access.begin < pending.end;
    });
  }

  bool place;
  /// Barriers placed (or, following only, that would be).
  int64_t count = 0;
};

} // namespace

void mlir::tileiras::insertBarriers(gpu::GPUModuleOp module) {
  synchronizeOrderedAccesses(module);
  Builder builder(module.getContext());
  for (auto function : module.getOps<FunctionOpInterface>()) {
    if (function.isExternal())
      continue;
    // The kernel runs once from its start, where nothing is pending.
    BarrierPlacer(/*place=*/true).runRegion(function.getFunctionBody(), {});
    function->setAttr(kBarriersPlacedAttr, builder.getUnitAttr());
  }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace mlir::tileiras {
#define GEN_PASS_DEF_TILEASINSERTBARRIERS
#include "conversions/TileASToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

namespace {

struct TileASInsertBarriersPass
    : public mlir::tileiras::impl::TileASInsertBarriersBase<
          TileASInsertBarriersPass> {
  void runOnOperation() override { insertBarriers(getOperation()); }
};

} // namespace
