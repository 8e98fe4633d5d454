//===- LayoutPropagation.cpp - keep tiles in their anchors' layouts -------===//
//
// After the anchors, an MMA accumulator is converted back to the blocked
// layout for every user. Most users (elementwise math, reductions, the
// reshapes and broadcasts around them, the values a loop carries) can work
// in the accumulator's layout instead, and then the conversion goes away:
// attention's softmax runs on the fragments of S, its row reductions stay
// within the threads of a row, and P reaches the next product in registers.
//
// The layouts flow forward from each conversion out of an MMA layout to
// the users that can take them (a reduction's result gets the sliced
// layout, a broadcast from a slice its parent), through the values scf.for
// carries, to a fixpoint. Then every value that got a layout takes it, and
// each operand whose layout differs from what its user needs is made in
// that layout: constants, splats and broadcasts of one element are made
// again, other values are converted.
//
//===----------------------------------------------------------------------===//

#include "dialects/TileAS/Transforms/LayoutAnchors.h"

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {

bool isTensor(Value value) { return isa<RankedTensorType>(value.getType()); }

/// The layout of the result of reducing `dim` of a tile of `shape` in
/// `layout`, when there is one.
Attribute getSlice(MLIRContext *context, Attribute layout,
                   ArrayRef<int64_t> shape, int64_t dim) {
  auto diagnose = [] { return InFlightDiagnostic(); };
  if (failed(SliceLayoutAttr::verifyInvariants(diagnose, dim, shape, layout)))
    return {};
  return SliceLayoutAttr::get(context, dim, shape, layout);
}

/// The dimensions a broadcast repeats along.
SmallVector<int64_t> getBroadcastDims(nv_tileaa::BroadcastOp op) {
  SmallVector<int64_t> dims;
  for (auto [d, extents] : llvm::enumerate(llvm::zip(
           op.getSource().getType().getShape(), op.getType().getShape())))
    if (std::get<0>(extents) != std::get<1>(extents))
      dims.push_back(d);
  return dims;
}

class Propagation {
public:
  explicit Propagation(nv_tileaa::FuncOp func) : func(func) {}

  void run() {
    seed();
    flow();
    if (wanted.empty())
      return;
    // What every operand is now: users that take no other layout keep it.
    func.walk([&](Operation *op) {
      for (OpOperand &operand : op->getOpOperands())
        originals[&operand] = getEncoding(operand.get());
    });
    retype();
    fixOperands();
  }

private:
  /// Conversions out of an MMA layout (or a slice of one): their results
  /// could have kept it.
  void seed() {
    func.walk([&](ConvertLayoutOp op) {
      Attribute source = getEncoding(op.getSource());
      if (isa<MmaLayoutAttr, SliceLayoutAttr>(source) &&
          !isa_and_present<MmaLayoutAttr>(getEncoding(op.getResult())))
        want(op.getResult(), source);
    });
  }

  void want(Value value, Attribute layout) {
    // Only tiles have layouts (a reduction to a scalar has none).
    if (!layout || !isTensor(value) || wanted.count(value) ||
        getEncoding(value) == layout)
      return;
    wanted[value] = layout;
    worklist.insert(value);
  }

  /// Forward through the users that can take the layout.
  void flow() {
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      Attribute layout = wanted.lookup(value);
      for (OpOperand &use : value.getUses()) {
        Operation *user = use.getOwner();
        if (isElementwiseOnTiles(user)) {
          want(user->getResult(0), layout);
        } else if (auto reduce = dyn_cast<nv_tileaa::ReduceOp>(user)) {
          auto shape = cast<RankedTensorType>(value.getType()).getShape();
          Attribute slice = getSlice(user->getContext(), layout, shape,
                                     reduce.getDim());
          if (slice && reduce->getNumOperands() == 1)
            want(reduce.getResult(0), slice);
        } else if (auto reshape = dyn_cast<nv_tileaa::ReshapeOp>(user)) {
          want(reshape.getResult(), layout);
        } else if (auto convert = dyn_cast<ConvertLayoutOp>(user)) {
          // A conversion to a blocked layout (after a reshape, say) is not
          // needed by anyone that can take this layout.
          if (isa_and_present<TVLayoutAttr>(getEncoding(convert.getResult())))
            want(convert.getResult(), layout);
        } else if (auto broadcast = dyn_cast<nv_tileaa::BroadcastOp>(user)) {
          // From a slice back to its parent's tile.
          auto slice = dyn_cast<SliceLayoutAttr>(layout);
          SmallVector<int64_t> dims = getBroadcastDims(broadcast);
          if (slice && dims.size() == 1 && dims.front() == slice.getDim() &&
              broadcast.getType().getShape() == slice.getShape())
            want(broadcast.getResult(), slice.getParent());
        } else if (auto yield = dyn_cast<scf::YieldOp>(user)) {
          if (auto loop = dyn_cast<scf::ForOp>(yield->getParentOp())) {
            unsigned i = use.getOperandNumber();
            want(loop.getRegionIterArg(i), layout);
            want(loop->getResult(i), layout);
          }
        } else if (auto loop = dyn_cast<scf::ForOp>(user)) {
          // An init: the loop carries it.
          if (use.getOperandNumber() >= loop.getNumControlOperands()) {
            unsigned i = use.getOperandNumber() - loop.getNumControlOperands();
            want(loop.getRegionIterArg(i), layout);
            want(loop->getResult(i), layout);
          }
        }
      }
    }
  }

  /// Every value that got a layout takes it.
  void retype() {
    for (auto &[value, layout] : wanted) {
      value.setType(withEncoding(value.getType(), layout));
      if (auto convert = value.getDefiningOp<ConvertLayoutOp>()) {
        // The conversion out of the MMA layout is now the identity.
        if (convert.getSource().getType() == value.getType())
          value.replaceAllUsesWith(convert.getSource());
      }
    }
  }

  /// The layout `op` needs for its operand `index`: that of its results
  /// for elementwise ops, the parent of a reduction's slice, the carried
  /// value's for a loop, the original one for everything else (nothing for
  /// conversions, which take any).
  Attribute getNeededLayout(Operation *op, unsigned index) {
    if (isa<ConvertLayoutOp>(op))
      return {};
    if (isElementwiseOnTiles(op))
      return getEncoding(op->getResult(0));
    if (auto reduce = dyn_cast<nv_tileaa::ReduceOp>(op)) {
      if (auto slice = dyn_cast_if_present<SliceLayoutAttr>(
              getEncoding(reduce.getResult(0))))
        if (wanted.count(reduce.getResult(0)))
          return slice.getParent();
    }
    if (auto reshape = dyn_cast<nv_tileaa::ReshapeOp>(op))
      if (wanted.count(reshape.getResult()))
        return getEncoding(reshape.getResult());
    if (auto broadcast = dyn_cast<nv_tileaa::BroadcastOp>(op)) {
      if (broadcast.getSource().getType().getNumElements() == 1)
        return {}; // Copies of one element: any layout.
      if (wanted.count(broadcast.getResult()))
        return wanted.count(broadcast.getSource()) ? Attribute()
                                                   : originals.lookup(
                                                         &op->getOpOperand(0));
    }
    if (auto yield = dyn_cast<scf::YieldOp>(op))
      if (auto loop = dyn_cast<scf::ForOp>(yield->getParentOp()))
        return getEncoding(loop.getRegionIterArg(index));
    if (auto loop = dyn_cast<scf::ForOp>(op))
      if (index >= loop.getNumControlOperands())
        return getEncoding(
            loop.getRegionIterArg(index - loop.getNumControlOperands()));
    return originals.lookup(&op->getOpOperand(index));
  }

  /// `value` in `layout` before `user`: made again where that is free,
  /// converted otherwise.
  Value obtain(Value value, Attribute layout, Operation *user) {
    auto type = withEncoding(value.getType(), layout);
    OpBuilder builder(user);
    Operation *def = value.getDefiningOp();
    if (def && def->getNumResults() == 1) {
      if (auto splat = dyn_cast<nv_tileaa::SplatOp>(def))
        return nv_tileaa::SplatOp::create(builder, def->getLoc(), type,
                                          splat.getValue());
      if (auto splat = dyn_cast<tensor::SplatOp>(def))
        return tensor::SplatOp::create(builder, def->getLoc(), type,
                                       splat.getInput());
      if (auto constant = dyn_cast<arith::ConstantOp>(def))
        if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
          if (dense.isSplat())
            return arith::ConstantOp::create(builder, def->getLoc(), type,
                                             dense.reshape(type));
      if (auto broadcast = dyn_cast<nv_tileaa::BroadcastOp>(def))
        if (broadcast.getSource().getType().getNumElements() == 1)
          return nv_tileaa::BroadcastOp::create(builder, def->getLoc(), type,
                                                broadcast.getSource());
    }
    return ConvertLayoutOp::create(builder, user->getLoc(), type, value);
  }

  void fixOperands() {
    SmallVector<Operation *> users;
    func.walk([&](Operation *op) { users.push_back(op); });
    for (Operation *op : users)
      for (OpOperand &operand : op->getOpOperands()) {
        Value value = operand.get();
        if (!isTensor(value))
          continue;
        Attribute needed = getNeededLayout(op, operand.getOperandNumber());
        if (!needed || getEncoding(value) == needed)
          continue;
        Operation *at = op;
        operand.set(obtain(value, needed, at));
      }
  }

  nv_tileaa::FuncOp func;
  llvm::MapVector<Value, Attribute> wanted;
  llvm::SetVector<Value> worklist;
  DenseMap<OpOperand *, Attribute> originals;
};

} // namespace

void mlir::nv_tileas::propagateMmaLayouts(nv_tileaa::FuncOp func) {
  Propagation(func).run();
}

void mlir::nv_tileas::convertBeforeTransposing(nv_tileaa::FuncOp func) {
  SmallVector<ConvertLayoutOp> conversions;
  func.walk([&](ConvertLayoutOp op) { conversions.push_back(op); });
  for (ConvertLayoutOp convert : conversions) {
    auto b = dyn_cast_if_present<MmaLayoutAttr>(getEncoding(convert.getResult()));
    auto permute = convert.getSource().getDefiningOp<nv_tileaa::PermuteOp>();
    if (!b || !b.getTransposed() || b.isTransposed() || !permute ||
        !permute->hasOneUse() || permute.getPermutation().size() != 2 ||
        permute.getPermutation()[0] != 1)
      continue;
    // B's fragments taken from the tile before its transposition ("bt"),
    // then the transposition renames registers.
    OpBuilder builder(convert);
    Value source = permute.getSource();
    auto fragments = ConvertLayoutOp::create(
        builder, convert.getLoc(),
        withEncoding(source.getType(), b.getTransposed()), source);
    auto transposed = nv_tileaa::PermuteOp::create(
        builder, permute.getLoc(), convert.getType(), fragments,
        permute.getPermutationAttr());
    convert.replaceAllUsesWith(transposed.getResult());
    convert.erase();
    permute.erase();
  }
}

void mlir::nv_tileas::hoistLoopInvariantConversions(nv_tileaa::FuncOp func) {
  // Inner loops first, so a conversion can leave a nest one loop at a time.
  func.walk<WalkOrder::PostOrder>([&](scf::ForOp loop) {
    SmallVector<ConvertLayoutOp> invariant;
    for (auto convert : loop.getBody()->getOps<ConvertLayoutOp>())
      if (loop.isDefinedOutsideOfLoop(convert.getSource()))
        invariant.push_back(convert);
    for (ConvertLayoutOp convert : invariant)
      convert->moveBefore(loop);
  });
}
