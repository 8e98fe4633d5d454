//===- MmaAnchors.cpp - put matrix products on tensor-core layouts --------===//
//
// A matrix product that the target has an `mma.sync` instruction for is an
// anchor: its operands must be the instruction's register fragments. The
// blocked layouts given to every tile first are converted to them at the
// product, and the conversions of values a loop carries are moved out of the
// loop, so that an accumulator stays in its fragments across a K loop.
//
//===----------------------------------------------------------------------===//

#include "dialects/TileAS/Transforms/LayoutAnchors.h"

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace cute = ::tileiras::cute;

namespace {

/// `value` in the layout `encoding`, through a conversion before `op`.
Value convertTo(OpBuilder &builder, Operation *op, Value value,
                Attribute encoding) {
  auto type = withEncoding(value.getType(), encoding);
  if (type == value.getType())
    return value;
  builder.setInsertionPoint(op);
  return ConvertLayoutOp::create(builder, op->getLoc(), type, value);
}

/// Whether the product's result reaches, through elementwise ops, reshapes,
/// conversions and the values loops carry, a reduction along its rows or
/// the A operand of another product (attention's softmax and P V): then
/// each row had better stay within one warp.
bool feedsRowWork(Value product) {
  SmallVector<Value> worklist{product};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto reduce = dyn_cast<nv_tileaa::ReduceOp>(user)) {
        auto type = cast<RankedTensorType>(value.getType());
        if (reduce.getDim() == type.getRank() - 1)
          return true;
      } else if (auto other = dyn_cast<nv_tileaa::DotOp>(user)) {
        if (use.get() == other.getLhs())
          return true;
      } else if (isElementwiseOnTiles(user) ||
                 isa<nv_tileaa::ReshapeOp, ConvertLayoutOp>(user)) {
        worklist.push_back(user->getResult(0));
      } else if (auto yield = dyn_cast<scf::YieldOp>(user)) {
        if (auto loop = dyn_cast<scf::ForOp>(yield->getParentOp()))
          worklist.push_back(loop.getRegionIterArg(use.getOperandNumber()));
      }
    }
  }
  return false;
}

/// Whether the product's A operand is made, through elementwise ops,
/// reshapes and conversions, from another product's result (P V after
/// Q K^T): its rows had better be arranged like that product's.
bool isFedByProduct(Value lhs) {
  SmallVector<Value> worklist{lhs};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    Operation *def = value.getDefiningOp();
    if (!def)
      continue;
    if (isa<nv_tileaa::DotOp>(def))
      return true;
    if (isElementwiseOnTiles(def) ||
        isa<nv_tileaa::ReshapeOp, ConvertLayoutOp>(def))
      worklist.append(def->operand_begin(), def->operand_end());
  }
  return false;
}

/// Whether `rhs` is a B that tileas-pipeline can stage as its transpose,
/// K-major, for wgmma (which reads tf32 and 8-bit B only so): a tile loaded
/// in a loop from a view of global memory, 8-bit, or rounded to tf32 from
/// f32 (ftof).
bool isStagedTransposedB(Value rhs) {
  Value loaded = rhs;
  if (auto rounding = rhs.getDefiningOp<TruncFOp>()) {
    if (rounding.getRoundingmode() ||
        !rounding.getOut().getType().getElementType().isTF32() ||
        !rounding.getIn().getType().getElementType().isF32())
      return false;
    loaded = rounding.getIn();
  } else if (cast<RankedTensorType>(rhs.getType())
                 .getElementType()
                 .getIntOrFloatBitWidth() != 8) {
    return false;
  }
  auto load = loaded.getDefiningOp<TiledLoadOp>();
  auto view = load ? dyn_cast<nv_tileaa::TiledViewType>(load.getView().getType())
                   : nv_tileaa::TiledViewType();
  return view && load->getParentOfType<scf::ForOp>() &&
         view.getMemref().getAddressSpace() == nv_tileaa::AddressSpace::Global;
}

/// Whether `rhs` is the transposition of a tile (B read K-major, from its
/// stored transpose).
bool isTransposition(Value rhs) {
  auto transposition = rhs.getDefiningOp<nv_tileaa::PermuteOp>();
  return transposition &&
         transposition.getPermutation() == ArrayRef<int32_t>{1, 0};
}

/// The MMA layouts of a product's A, B and accumulator, or nothing when the
/// target has no instruction for it or the tiles do not fit one. Products
/// whose rows feed row-wise work, or that take another product's result as
/// A, put all warps along M where the rows allow it (each warp its own
/// rows, no copies).
std::optional<std::array<MmaLayoutAttr, 3>>
chooseMmaLayouts(Value lhsValue, Value rhsValue, Value accValue,
                 Value product, int64_t numThreads, const TargetInfo &target) {
  auto lhs = cast<RankedTensorType>(lhsValue.getType());
  auto rhs = cast<RankedTensorType>(rhsValue.getType());
  auto acc = cast<RankedTensorType>(accValue.getType());
  if (acc.getRank() != 2 || numThreads % 32 != 0)
    return std::nullopt;
  std::optional<cute::MmaAtomKind> atom = target.getMmaAtom(
      lhs.getElementType(), rhs.getElementType(), acc.getElementType());
  // f4 products (block-scaled) are tcgen05's alone, whose operands come
  // from shared memory: laid out as 8-bit ones, sums as the warpgroup
  // accumulator tcgen05's need.
  bool f4 = isa<Float4E2M1FNType>(lhs.getElementType()) &&
            isa<Float4E2M1FNType>(rhs.getElementType()) &&
            acc.getElementType().isF32() && target.hasTcgen05();
  if (f4)
    atom = cute::MmaAtomKind::M16N8K32_8bit;
  if (!atom)
    return std::nullopt;
  int64_t m = acc.getDimSize(0), n = acc.getDimSize(1), k = lhs.getDimSize(1);
  int64_t numWarps = numThreads / 32;
  if (f4 && (m % (16 * numWarps) != 0 || n % 8 != 0 || n > 256))
    return std::nullopt;
  auto tiling = cute::chooseMmaTiling(*atom, m, n, numWarps);
  if (!tiling)
    return std::nullopt;
  if ((feedsRowWork(product) || isFedByProduct(lhsValue)) &&
      m % (cute::getMmaAtom(*atom).m * numWarps) == 0)
    tiling = cute::MmaTiling{*atom, numWarps, 1};
  // Where wgmma or tcgen05 can compute the product (16-bit operands into
  // f32, or f16 sums of f16; 8-bit ones whose B is the transposition of a
  // tile, K along its rows), the warps are warpgroups: stacked along M,
  // each warp 16 rows of the whole width in each block of 16 * numWarps
  // rows, or, where the rows are too few for all of them, side by side
  // along N, each its own columns: the accumulators of m64nNk16 (k32), N up
  // to 256.
  bool kMajorB = isTransposition(rhsValue) || isStagedTransposedB(rhsValue);
  if (f4 ||
      target.isWarpgroupProduct(lhs.getElementType(), rhs.getElementType(),
                                acc.getElementType(), m, n, numWarps, kMajorB))
    tiling = cute::chooseWarpgroupTiling(*atom, m, n, numWarps);
  if (!tiling)
    return std::nullopt;
  MLIRContext *context = product.getContext();
  std::array<MmaLayoutAttr, 3> layouts;
  std::array<std::pair<int64_t, int64_t>, 3> shapes{
      {{m, k}, {k, n}, {m, n}}};
  for (int i = 0; i < 3; ++i) {
    auto operand = static_cast<cute::MmaOperand>(i);
    auto [rows, cols] = shapes[i];
    if (!cute::makeMmaTVLayout(*tiling, operand, rows, cols))
      return std::nullopt;
    layouts[i] = MmaLayoutAttr::get(context, *tiling, operand, rows, cols);
  }
  return layouts;
}

/// Retypes the value carried at `index` by `loop` to `encoding`, when the
/// loop converts it to that layout where it uses it and from that layout
/// where it yields it: the conversions then happen once, around the loop.
bool hoistCarriedConversion(scf::ForOp loop, unsigned index) {
  BlockArgument carried = loop.getRegionIterArg(index);
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  auto yielded = yield.getOperand(index).getDefiningOp<ConvertLayoutOp>();
  if (!yielded || !carried.hasOneUse())
    return false;
  auto use = dyn_cast<ConvertLayoutOp>(*carried.getUsers().begin());
  if (!use || use.getType() != yielded.getSource().getType())
    return false;
  Type blocked = carried.getType();
  Type inner = use.getType();
  Attribute encoding = cast<RankedTensorType>(inner).getEncoding();

  OpBuilder builder(loop);
  OpOperand &init = loop.getInitsMutable()[index];
  init.set(convertTo(builder, loop, init.get(), encoding));
  carried.setType(inner);
  use.replaceAllUsesWith(carried);
  use.erase();
  yield.setOperand(index, yielded.getSource());
  OpResult result = loop->getResult(index);
  result.setType(inner);
  builder.setInsertionPointAfter(loop);
  auto back = ConvertLayoutOp::create(builder, loop.getLoc(), blocked, result);
  result.replaceAllUsesExcept(back, back);
  if (yielded->use_empty())
    yielded.erase();
  return true;
}

} // namespace

RankedTensorType mlir::nv_tileas::withEncoding(Type type,
                                               Attribute encoding) {
  auto tensor = cast<RankedTensorType>(type);
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                               encoding);
}

Attribute mlir::nv_tileas::getEncoding(Value value) {
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  return tensor ? tensor.getEncoding() : Attribute();
}

bool mlir::nv_tileas::isElementwiseOnTiles(Operation *op) {
  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumResults() != 1 ||
      op->getNumRegions() != 0)
    return false;
  auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!result)
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    auto tensor = dyn_cast<RankedTensorType>(operand.getType());
    return tensor && tensor.getShape() == result.getShape();
  });
}

void mlir::nv_tileas::anchorMmaLayouts(nv_tileaa::FuncOp func,
                                       int64_t numThreads,
                                       const TargetInfo &target) {
  OpBuilder builder(func.getContext());
  // A block-scaled product is an anchor where tcgen05 may compute it (its
  // operands as an f8 product's, read from the stages by the pipeline) or
  // mma.sync (see TargetInfo::getScaledMmaAtom), with an 8-bit or 4-bit B
  // read K-major (a transposition of a tile loaded along K, or an 8-bit
  // tile tileas-pipeline stages as its transpose), whose fragments
  // ldmatrix reads one K step at a time (B along N would come through
  // registers all at once, besides the block's sums). Elsewhere the FMA
  // units take it in any layout.
  func.walk([&](Operation *op) {
    Value lhs, rhs, acc;
    if (auto dot = dyn_cast<nv_tileaa::DotOp>(op)) {
      lhs = dot.getLhs(), rhs = dot.getRhs(), acc = dot.getAcc();
    } else if (auto scaled = dyn_cast<nv_tileaa::DotScaledOp>(op)) {
      lhs = scaled.getLhs(), rhs = scaled.getRhs(), acc = scaled.getAcc();
      auto element = [](Value v) {
        return cast<RankedTensorType>(v.getType()).getElementType();
      };
      std::optional<cute::MmaAtomKind> atom = target.getScaledMmaAtom(
          element(lhs), element(rhs), element(acc),
          element(scaled.getLhsScale()), element(scaled.getRhsScale()),
          scaled.getScaleBlock());
      bool narrow = element(rhs).getIntOrFloatBitWidth() <= 8;
      if (!target.hasTcgen05() && (!atom || (narrow && !isTransposition(rhs) &&
                                             !isStagedTransposedB(rhs))))
        return;
    } else {
      return;
    }
    Value result = op->getResult(0);
    auto layouts = chooseMmaLayouts(lhs, rhs, acc, result, numThreads, target);
    if (!layouts)
      return;
    SmallVector<Value, 3> operands{lhs, rhs, acc};
    for (auto [i, value] : llvm::enumerate(operands))
      op->setOperand(i, convertTo(builder, op, value, (*layouts)[i]));
    Type blocked = result.getType();
    result.setType(withEncoding(blocked, (*layouts)[2]));
    builder.setInsertionPointAfter(op);
    auto back = ConvertLayoutOp::create(builder, op->getLoc(), blocked, result);
    result.replaceAllUsesExcept(back, back);
  });
}

void mlir::nv_tileas::hoistLoopCarriedConversions(nv_tileaa::FuncOp func) {
  // Inner loops first, so an outer loop sees the conversions moved out of
  // the loops it holds.
  func.walk<WalkOrder::PostOrder>([&](scf::ForOp loop) {
    for (unsigned i = 0, e = loop.getNumRegionIterArgs(); i < e; ++i)
      hoistCarriedConversion(loop, i);
  });
}

void mlir::nv_tileas::foldLayoutConversions(nv_tileaa::FuncOp func) {
  SmallVector<ConvertLayoutOp> conversions;
  func.walk([&](ConvertLayoutOp op) { conversions.push_back(op); });
  for (ConvertLayoutOp op : conversions) {
    // A conversion of a conversion converts the original value.
    while (auto inner = op.getSource().getDefiningOp<ConvertLayoutOp>())
      op.getSourceMutable().set(inner.getSource());
    if (op.getSource().getType() == op.getType()) {
      op.replaceAllUsesWith(op.getSource());
    } else if (auto splat = op.getSource().getDefiningOp<nv_tileaa::SplatOp>()) {
      // Every thread holds the same constant whatever the layout.
      OpBuilder builder(op);
      op.replaceAllUsesWith(nv_tileaa::SplatOp::create(
          builder, splat.getLoc(), op.getType(), splat.getValue())
                                .getResult());
    } else if (auto constant =
                   op.getSource().getDefiningOp<arith::ConstantOp>()) {
      // The same for a dense constant of one value (a GEMM's zero start).
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (dense && dense.isSplat()) {
        OpBuilder builder(op);
        op.replaceAllUsesWith(
            arith::ConstantOp::create(builder, constant.getLoc(), op.getType(),
                                      dense.reshape(op.getType()))
                .getResult());
      }
    }
  }
  // Erase what no one uses any more, users before their sources.
  for (ConvertLayoutOp op : llvm::reverse(conversions)) {
    if (!op->use_empty())
      continue;
    Operation *source = op.getSource().getDefiningOp();
    op.erase();
    if (isa_and_nonnull<nv_tileaa::SplatOp, arith::ConstantOp>(source) &&
        source->use_empty())
      source->erase();
  }
}
