//===- TmaStores.cpp - tiles stored to global views by TMA ----------------===//
//
// The pass tileas-tma-stores. On sm_90a and sm_100a a tile stored to a
// global view can leave the CTA in one bulk copy: the threads store it into
// shared memory, where it takes the TMA box's layout (rows of the view's
// last dimension of 32, 64 or 128 bytes, swizzled as the TMA's pattern of
// that width), and thread 0 copies the box to the view. The
// elements of the tile no longer reach global memory one vector per thread
// at a time, and the copy clips the box at the view's bounds as the store
// did. Wider rows leave as panels of 128-byte rows side by side, one
// buffer and one copy each, where each panel is a block of columns its
// threads already hold (a slice in registers). The descriptor is written
// on the device in a workspace of the module's pool (AsyncTma.cpp),
// claimed for the store and given back once the copies are complete.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/AxisInfo.h"
#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/Passes.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/Swizzle.h"
#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_TILEASTMASTORES
#include "conversions/TileASToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// How a tile stored to a global view leaves by TMA: the descriptor of the
/// view, or, for rows wider than 128 bytes, of a view of the same memref in
/// tiles of 128-byte rows (`panels` of them side by side per tile: tile
/// (i, j) of the view is the boxes (i, j * panels + p)); and the swizzle of
/// a box in shared memory.
struct TmaStorePlan {
  nv_tileas::TmaDescriptorIterType desc;
  cute::Swizzle swizzle;
  int64_t panels = 1;
};

/// Erases `value`'s defining ops that nothing uses any more and that have
/// no effects (the layout conversions, concatenation and elementwise ops
/// that arranged the tile for its global stores).
void eraseDeadProducers(Value value) {
  // Each op once in the list (an op may feed several operands of another).
  llvm::SetVector<Operation *> worklist;
  if (Operation *op = value.getDefiningOp())
    worklist.insert(op);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        worklist.insert(producer);
    op->erase();
  }
}

/// The columns [offset, offset + width) (along the last dimension) of the
/// tile `value`, in the layout in which its threads hold them: through
/// layout conversions (which do not change the elements) and
/// concatenations along the last dimension, then a slice whose threads keep
/// their registers, in the operand's MMA layout where that is the same
/// spread (so that stmatrix still applies); through an elementwise op in a
/// layout that spreads the block over other threads, the op on its
/// operands' blocks. Null where the block would move between threads.
Value extractColumns(OpBuilder &builder, Location loc, Value value,
                     int64_t offset, int64_t width) {
  int64_t last = cast<RankedTensorType>(value.getType()).getRank() - 1;
  while (true) {
    if (auto convert = value.getDefiningOp<nv_tileas::ConvertLayoutOp>()) {
      value = convert.getSource();
      continue;
    }
    auto concat = value.getDefiningOp<tensor::ConcatOp>();
    if (!concat || static_cast<int64_t>(concat.getDim()) != last)
      break;
    Value input;
    for (Value candidate : concat.getInputs()) {
      int64_t cols =
          cast<RankedTensorType>(candidate.getType()).getDimSize(last);
      if (offset + width <= cols) {
        input = candidate;
        break;
      }
      if (offset < cols)
        break;
      offset -= cols;
    }
    if (!input)
      break;
    value = input;
  }
  auto type = cast<RankedTensorType>(value.getType());
  if (offset == 0 && width == type.getDimSize(last))
    return value;
  nv_tileas::DistributedLayoutAttrInterface layout = getLayout(type);
  if (!layout || offset % width != 0)
    return {};
  std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
  SmallVector<int64_t> sizes(type.getShape()), offsets(shape.size(), 0);
  sizes.back() = width;
  offsets.back() = offset;
  cute::Result<cute::LinearLayout> linear =
      cute::LinearLayout::fromTVLayout(layout.getTVLayout());
  cute::Result<cute::LinearLayout> block =
      linear ? linear->sliceBlock(shape, last, width, offset / width, nullptr)
             : cute::Result<cute::LinearLayout>(cute::makeError(linear.error()));
  cute::Result<cute::Layout> tv =
      block ? block->toTVLayout()
            : cute::Result<cute::Layout>(cute::makeError(block.error()));
  if (!tv) {
    // An elementwise op (the conversion to the output type) in a layout
    // that spreads the block over other threads: its operands' blocks, and
    // the op on them.
    Operation *producer = value.getDefiningOp();
    if (!producer || !producer->hasTrait<OpTrait::Elementwise>() ||
        producer->getNumResults() != 1 || producer->getNumRegions() != 0)
      return {};
    IRMapping mapping;
    Attribute encoding;
    SmallVector<Value> pieces;
    auto fail = [&]() -> Value {
      for (Value piece : pieces)
        eraseDeadProducers(piece);
      return {};
    };
    for (Value operand : producer->getOperands()) {
      auto operandType = dyn_cast<RankedTensorType>(operand.getType());
      if (!operandType || operandType.getShape() != type.getShape())
        return fail();
      Value piece = extractColumns(builder, loc, operand, offset, width);
      if (!piece)
        return fail();
      pieces.push_back(piece);
      Attribute pieceEncoding =
          cast<RankedTensorType>(piece.getType()).getEncoding();
      if (encoding && pieceEncoding != encoding)
        return fail();
      encoding = pieceEncoding;
      mapping.map(operand, piece);
    }
    Operation *clone = builder.clone(*producer, mapping);
    clone->getResult(0).setType(
        RankedTensorType::get(sizes, type.getElementType(), encoding));
    return clone->getResult(0);
  }
  Attribute encoding = nv_tileas::TVLayoutAttr::get(builder.getContext(), *tv);
  auto mma = dyn_cast<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  if (mma && type.getRank() == 2) {
    MLIRContext *context = builder.getContext();
    ScopedDiagnosticHandler silence(context,
                                    [](Diagnostic &) { return success(); });
    auto narrow = nv_tileas::MmaLayoutAttr::getChecked(
        [&] { return emitError(loc); }, context, mma.getOperand(),
        mma.getAtom(), mma.getWarpsM(), mma.getWarpsN(), sizes[0], width,
        mma.getContiguousN());
    cute::Result<cute::LinearLayout> same =
        narrow ? cute::LinearLayout::fromTVLayout(narrow.getTVLayout())
               : cute::Result<cute::LinearLayout>(
                     cute::makeError("no MMA layout of that shape"));
    if (same && same->threadBases() == block->threadBases() &&
        same->valueBases() == block->valueBases())
      encoding = narrow;
  }
  auto sliceType = RankedTensorType::get(sizes, type.getElementType(), encoding);
  return tensor::ExtractSliceOp::create(
      builder, loc, sliceType, value, ValueRange(), ValueRange(), ValueRange(),
      offsets, sizes, SmallVector<int64_t>(shape.size(), 1));
}

/// How `store` can leave by TMA: a weak store outside loops, whose result
/// token nothing uses, to a global view whose base and strides are provably
/// multiples of 16 bytes and that a descriptor can describe. Rows wider
/// than 128 bytes go as 128-byte panels where the view is a plain
/// block_tile (a view of the same memref in narrower tiles describes the
/// panels). Nothing where any of that fails.
std::optional<TmaStorePlan> planTmaStore(nv_tileas::TiledStoreOp store,
                                         AxisAnalysis &axis) {
  auto view = cast<nv_tileaa::TiledViewType>(store.getView().getType());
  nv_tileaa::MemRefType memref = view.getMemref();
  if (store.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
      store.getToken() || !store.getResultToken().use_empty() ||
      store->getParentOfType<LoopLikeOpInterface>() ||
      memref.getAddressSpace() != nv_tileaa::AddressSpace::Global ||
      !memref.getElementType().isIntOrFloat() ||
      memref.getElementType().getIntOrFloatBitWidth() % 8 != 0)
    return std::nullopt;
  int64_t bytes = memref.getElementType().getIntOrFloatBitWidth() / 8;
  int64_t cols = view.getTileShape().back();
  int64_t rowBytes = cols * bytes;
  TmaStorePlan plan;
  SmallVector<int64_t> boxShape;
  if (rowBytes > kWidestSwizzleBytes) {
    auto block = store.getView().getDefiningOp<nv_tileaa::BlockTileOp>();
    ArrayRef<int32_t> dimMap = view.getDimMap();
    for (auto [d, mapped] : llvm::enumerate(dimMap))
      if (mapped != static_cast<int32_t>(d))
        return std::nullopt;
    if (!block || !view.getTraversal().empty() ||
        rowBytes % kWidestSwizzleBytes != 0)
      return std::nullopt;
    plan.panels = rowBytes / kWidestSwizzleBytes;
    cols /= plan.panels;
    rowBytes = kWidestSwizzleBytes;
    boxShape.assign(view.getTileShape().begin(), view.getTileShape().end());
    boxShape.back() = cols;
  }
  // Rows of a TMA swizzle's width get the bank swizzle of that width (the
  // same pattern), so that the threads' stores into the buffer spread over
  // the banks. Narrower rows that are no pattern's width would be stored
  // unswizzled, many threads to one bank: those tiles keep their global
  // stores.
  cute::Result<cute::Swizzle> bank = cute::makeBankSwizzle(cols, bytes);
  std::optional<int64_t> pattern =
      bank ? cute::getChunkSwizzleBytes(*bank, bytes) : std::nullopt;
  if (!pattern || *pattern == 0 || *pattern != rowBytes)
    return std::nullopt;
  plan.swizzle = *bank;
  plan.desc = getTmaDescriptorType(axis, store.getView(), rowBytes, boxShape);
  if (!plan.desc)
    return std::nullopt;
  return plan;
}

/// A packed row-major shared buffer of one box, swizzled as the copy
/// expects (the largest pattern's alignment, as the TMA needs), and its
/// view of one tile.
Value createBoxBuffer(OpBuilder &builder, Location loc, ArrayRef<int64_t> box,
                      Type element, cute::Swizzle swizzle) {
  MLIRContext *context = builder.getContext();
  SmallVector<int64_t> strides(box.size(), 1);
  for (int64_t d = static_cast<int64_t>(box.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * box[d + 1];
  SmallVector<int64_t> swizzleParams;
  if (swizzle.bits() > 0)
    swizzleParams = {swizzle.bits(), swizzle.base(), swizzle.shift()};
  auto memref = nv_tileaa::MemRefType::get(context, element, box, strides,
                                           nv_tileaa::AddressSpace::Shared,
                                           swizzleParams);
  auto buffer = nv_tileas::AllocTensorOp::create(
      builder, loc, memref, builder.getI64IntegerAttr(1024));
  SmallVector<int32_t> identity;
  for (size_t d = 0; d < box.size(); ++d)
    identity.push_back(d);
  auto viewType = nv_tileaa::TiledViewType::get(context, box, memref, identity,
                                                TypedAttr(), {});
  return nv_tileaa::BlockTileOp::create(builder, loc, viewType, buffer);
}

/// Stores `store`'s tile by TMA as `plan` says, or leaves it (false) where
/// some panel's columns would have to move between threads.
bool storeByTma(nv_tileas::TiledStoreOp store, const TmaStorePlan &plan) {
  IRRewriter rewriter(store);
  Location loc = store.getLoc();
  MLIRContext *context = store.getContext();
  auto view = cast<nv_tileaa::TiledViewType>(store.getView().getType());
  SmallVector<int64_t> box(view.getTileShape());
  box.back() /= plan.panels;
  Type element = view.getMemref().getElementType();

  // The threads' stores land in the buffers, one per panel; thread 0 copies
  // them out. A conversion of the tile that only arranged it for coalesced
  // global stores is not needed: the tile goes to shared memory in the
  // layout its producer gave it.
  SmallVector<Value> panels;
  for (int64_t p = 0; p < plan.panels; ++p) {
    Value panel = extractColumns(rewriter, loc, store.getValue(),
                                 p * box.back(), box.back());
    if (!panel) {
      for (Value made : panels)
        eraseDeadProducers(made);
      return false;
    }
    panels.push_back(panel);
  }

  Type indexType = store.getIndices().front().getType();
  Value zero = arith::ConstantIntOp::create(rewriter, loc, indexType, 0);
  SmallVector<Value> zeros(box.size(), zero);
  SmallVector<Value> buffers;
  for (Value panel : panels) {
    Value buffer = createBoxBuffer(rewriter, loc, box, element, plan.swizzle);
    nv_tileas::TiledStoreOp::create(
        rewriter, loc, store.getResultToken().getType(), store.getOrdering(),
        store.getScopeAttr(), panel, buffer, zeros, Value());
    buffers.push_back(buffer);
  }

  // The descriptor's view: the store's, or the same memref in tiles of one
  // panel, tile (i, j) of the store at the panels (i, j * panels + p).
  Value descView = store.getView();
  SmallVector<Value> indices(store.getIndices());
  if (plan.panels > 1) {
    auto block = store.getView().getDefiningOp<nv_tileaa::BlockTileOp>();
    rewriter.setInsertionPointAfter(block);
    descView = nv_tileaa::BlockTileOp::create(rewriter, block.getLoc(),
                                              plan.desc.getView(),
                                              block.getMemref());
    rewriter.setInsertionPoint(store);
    indices.back() = arith::MulIOp::create(
        rewriter, loc, indices.back(),
        arith::ConstantIntOp::create(rewriter, loc, indexType, plan.panels));
  }
  Value workspace = nv_tileas::AllocTMAWorkspaceOp::create(
      rewriter, loc, nv_tileas::TmaWorkspaceType::get(context));
  Value desc = nv_tileas::MakeTiledTMADescOp::create(
      rewriter, loc, plan.desc, descView, workspace, 0);
  // Every panel was written before the first copy, whose fence and barrier
  // order them all for the async proxy.
  SmallVector<Value> tokens;
  for (auto [p, buffer] : llvm::enumerate(buffers)) {
    SmallVector<Value> at(indices);
    if (p > 0)
      at.back() = arith::AddIOp::create(
          rewriter, loc, indices.back(),
          arith::ConstantIntOp::create(rewriter, loc, indexType, p));
    tokens.push_back(nv_tileas::AsyncTiledTMAStoreOp::create(
        rewriter, loc, nv_tileas::AsyncTokenType::get(context), desc, at,
        buffer, zeros, /*fenced=*/p > 0));
  }
  for (auto [token, buffer] : llvm::zip(tokens, buffers))
    nv_tileas::AsyncTMAStoreWaitOp::create(rewriter, loc, token, buffer);
  nv_tileas::FreeTMAWorkspaceOp::create(rewriter, loc, workspace);
  Value stored = store.getValue();
  rewriter.eraseOp(store);
  eraseDeadProducers(stored);
  return true;
}

struct TileASTmaStoresPass
    : public mlir::tileiras::impl::TileASTmaStoresBase<TileASTmaStoresPass> {
  using Base::Base;
  void runOnOperation() override {
    std::optional<nv_tileas::TargetInfo> target =
        nv_tileas::TargetInfo::lookup(getOperation());
    if (!useTma || !target || !target->hasTma() || !target->isArchSpecific())
      return;
    AxisAnalysis axis;
    SmallVector<std::pair<nv_tileas::TiledStoreOp, TmaStorePlan>> stores;
    getOperation().walk([&](nv_tileas::TiledStoreOp store) {
      if (std::optional<TmaStorePlan> plan = planTmaStore(store, axis))
        stores.push_back({store, *plan});
    });
    for (auto &[store, plan] : stores)
      storeByTma(store, plan);
  }
};

} // namespace
