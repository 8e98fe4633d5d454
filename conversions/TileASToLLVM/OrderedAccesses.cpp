//===- OrderedAccesses.cpp - CTA barriers for token-ordered accesses ------===//
//
// A token orders a memory access after others of the same tile block. The
// elements of a tile are spread over the threads of the CTA, so an access
// ordered after a write (or a write ordered after a read) may touch an
// element another thread accessed; program order within each thread does
// not order that, a CTA barrier does (bar.sync also orders the memory
// accesses of the threads it joins).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "dialects/Cute/Layout/ThreadValue.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

bool isToken(Value value) {
  return isa<nv_tileaa::MemTokenType>(value.getType());
}

/// The token an access is ordered after, if any.
Value getInputToken(Operation *access) {
  for (Value operand : access->getOperands())
    if (isToken(operand))
      return operand;
  return Value();
}

/// Whether `op` reads or writes memory and gives a token for it.
bool isOrderedAccess(Operation *op) {
  // An op with regions (a loop, an if) is not an access: its tokens are
  // followed into it, or not known.
  return op->getNumRegions() == 0 &&
         !isa<nv_tileaa::MakeTokenOp, nv_tileaa::JoinTokensOp,
              nv_tileaa::PrintOp>(op) &&
         llvm::any_of(op->getResults(), isToken) && !isMemoryEffectFree(op);
}

/// Whether every element of `type` is held by one thread only.
bool isHeldOnce(Type type) {
  auto layout = getLayout(type);
  return layout &&
         ::tileiras::cute::makeReplicaLayout(*layout.getTVLayout().mode(0))
                 .cosize() == 1;
}

/// What identifies the elements an access touches and the threads touching
/// them: the pointer tile (whose type holds the layout), or the view, its
/// indices and the tile type. Empty where that is not known.
struct Footprint {
  SmallVector<Value> values;
  Type tile;

  bool operator==(const Footprint &other) const {
    return values == other.values && tile == other.tile;
  }
};

Footprint getFootprint(Operation *access) {
  auto pointers = [](Value tile) {
    return isHeldOnce(tile.getType()) ? Footprint{{tile}, tile.getType()}
                                      : Footprint();
  };
  auto tiled = [](Value view, ValueRange indices, Type tile) {
    if (!isHeldOnce(tile))
      return Footprint();
    Footprint footprint{{view}, tile};
    llvm::append_range(footprint.values, indices);
    return footprint;
  };
  return llvm::TypeSwitch<Operation *, Footprint>(access)
      .Case<nv_tileaa::LoadOp, nv_tileas::LoadOp>(
          [&](auto op) { return pointers(op.getSource()); })
      .Case<nv_tileaa::StoreOp, nv_tileas::StoreOp>(
          [&](auto op) { return pointers(op.getDestination()); })
      .Case<nv_tileaa::AtomicRMWOp, nv_tileaa::AtomicCASOp>(
          [&](auto op) { return pointers(op.getPointers()); })
      .Case<nv_tileaa::TiledLoadOp, nv_tileas::TiledLoadOp>([&](auto op) {
        return tiled(op.getView(), op.getIndices(), op.getResult().getType());
      })
      .Case<nv_tileaa::TiledStoreOp, nv_tileas::TiledStoreOp,
            nv_tileaa::TiledAtomicRMWOp>([&](auto op) {
        return tiled(op.getView(), op.getIndices(), op.getValue().getType());
      })
      .Default([](Operation *) { return Footprint(); });
}

/// Whether `earlier` then `later` touch each element from one thread, the
/// same for both: then program order is enough. Not across a loop's back
/// edge, where the same values may stand for other elements.
bool sameThreads(Operation *earlier, Operation *later, bool backEdge) {
  if (backEdge)
    return false;
  Footprint a = getFootprint(earlier), b = getFootprint(later);
  return !a.values.empty() && a == b;
}

class TokenOrder {
public:
  /// Whether `access` needs a CTA barrier before it.
  bool needsBarrier(Operation *access) {
    Value token = getInputToken(access);
    if (!token)
      return false;
    bool writes = mightHaveEffect<MemoryEffects::Write>(access);
    // Each token to follow, and whether the way to it went back along a
    // loop's back edge (into an earlier iteration).
    SmallVector<Source> worklist{{token, false}};
    DenseSet<std::pair<Value, unsigned>> seen;
    while (!worklist.empty()) {
      auto [value, backEdge] = worklist.pop_back_val();
      if (!seen.insert({value, unsigned(backEdge)}).second)
        continue;
      SmallVector<Source> sources;
      if (!getSources(value, sources))
        return true; // Ordered after something this does not follow.
      for (auto [source, crosses] : sources) {
        bool back = backEdge || crosses;
        Operation *earlier = source.getDefiningOp();
        if (!earlier || !isOrderedAccess(earlier)) {
          worklist.push_back({source, back});
          continue;
        }
        if ((writes || mightHaveEffect<MemoryEffects::Write>(earlier)) &&
            !sameThreads(earlier, access, back))
          return true;
        // What came before a barrier is seen by every thread after it.
        if (!synchronized.contains(earlier))
          if (Value before = getInputToken(earlier))
            worklist.push_back({before, back});
      }
    }
    return false;
  }

  void markSynchronized(Operation *access) { synchronized.insert(access); }

private:
  /// A token and whether reaching it crossed a loop's back edge.
  using Source = std::pair<Value, bool>;

  /// The values a token is made from: the operands of join_tokens, the
  /// initial and yielded values of a loop-carried token (the yielded one
  /// from the previous iteration), the yields of an if, the token a print
  /// was ordered after; a token an access returns stands for itself. False
  /// where the sources are not known (a while loop, say).
  static bool getSources(Value token, SmallVectorImpl<Source> &sources) {
    if (auto argument = dyn_cast<BlockArgument>(token)) {
      auto loop = dyn_cast<scf::ForOp>(argument.getOwner()->getParentOp());
      if (!loop || argument.getArgNumber() == 0)
        return false;
      unsigned index = argument.getArgNumber() - 1;
      sources.push_back({loop.getInitArgs()[index], false});
      sources.push_back({loop.getYieldedValues()[index], true});
      return true;
    }
    Operation *op = token.getDefiningOp();
    if (auto join = dyn_cast<nv_tileaa::JoinTokensOp>(op)) {
      for (Value joined : join.getTokens())
        sources.push_back({joined, false});
      return true;
    }
    if (isa<nv_tileaa::MakeTokenOp>(op))
      return true;
    // Prints are ordered too, but touch no memory of the kernel's.
    if (auto print = dyn_cast<nv_tileaa::PrintOp>(op)) {
      if (Value before = print.getToken())
        sources.push_back({before, false});
      return true;
    }
    unsigned index = cast<OpResult>(token).getResultNumber();
    if (auto branch = dyn_cast<scf::IfOp>(op)) {
      for (Region *region : {&branch.getThenRegion(), &branch.getElseRegion()})
        if (!region->empty())
          sources.push_back(
              {region->front().getTerminator()->getOperand(index), false});
      return true;
    }
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      sources.push_back({loop.getInitArgs()[index], false});
      sources.push_back({loop.getYieldedValues()[index], false});
      return true;
    }
    if (isOrderedAccess(op)) {
      sources.push_back({token, false});
      return true;
    }
    return false;
  }

  DenseSet<Operation *> synchronized;
};

} // namespace

void mlir::tileiras::synchronizeOrderedAccesses(gpu::GPUModuleOp module) {
  TokenOrder ordering;
  module.walk([&](Operation *access) {
    if (!isOrderedAccess(access) || !ordering.needsBarrier(access))
      return;
    OpBuilder builder(access);
    gpu::BarrierOp::create(builder, access->getLoc());
    ordering.markSynchronized(access);
  });
}
