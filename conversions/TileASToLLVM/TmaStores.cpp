//===- TmaStores.cpp - tiles stored to global views by TMA ----------------===//
//
// The pass tileas-tma-stores. On sm_90a and sm_100a a tile stored to a
// global view can leave the CTA in one bulk copy: the threads store it into
// shared memory, where it takes the TMA box's layout (rows of the view's
// last dimension of 32, 64 or 128 bytes, swizzled as the TMA's pattern of
// that width), and thread 0 copies the box to the view. The
// elements of the tile no longer reach global memory one vector per thread
// at a time, and the copy clips the box at the view's bounds as the store
// did. The descriptor is written on the device in a workspace of the
// module's pool (AsyncTma.cpp), claimed for the store and given back once
// the copy is complete.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/AxisInfo.h"
#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/Passes.h"

#include "dialects/Cute/Layout/Swizzle.h"
#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_TILEASTMASTORES
#include "conversions/TileASToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// The TMA descriptor of the view `store` writes, and the swizzle of the
/// box in shared memory, where TMA can store its tile: a weak store outside
/// loops, whose result token nothing uses, to a global view whose base and
/// strides are provably multiples of 16 bytes and that a descriptor can
/// describe. Null where any of that fails.
std::pair<nv_tileas::TmaDescriptorIterType, cute::Swizzle>
getStoreDescriptor(nv_tileas::TiledStoreOp store, AxisAnalysis &axis) {
  auto view = cast<nv_tileaa::TiledViewType>(store.getView().getType());
  nv_tileaa::MemRefType memref = view.getMemref();
  if (store.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
      store.getToken() || !store.getResultToken().use_empty() ||
      store->getParentOfType<LoopLikeOpInterface>() ||
      memref.getAddressSpace() != nv_tileaa::AddressSpace::Global ||
      !memref.getElementType().isIntOrFloat() ||
      memref.getElementType().getIntOrFloatBitWidth() % 8 != 0)
    return {};
  int64_t bytes = memref.getElementType().getIntOrFloatBitWidth() / 8;
  int64_t rowBytes = view.getTileShape().back() * bytes;
  // Rows of a TMA swizzle's width get the bank swizzle of that width (the
  // same pattern), so that the threads' stores into the buffer spread over
  // the banks. Wider rows would be stored unswizzled, many threads to one
  // bank: those tiles keep their global stores.
  cute::Result<cute::Swizzle> bank =
      cute::makeBankSwizzle(view.getTileShape().back(), bytes);
  std::optional<int64_t> pattern =
      bank ? cute::getChunkSwizzleBytes(*bank, bytes) : std::nullopt;
  if (!pattern || *pattern == 0 || *pattern != rowBytes)
    return {};
  auto desc = getTmaDescriptorType(axis, store.getView(), rowBytes);
  return {desc, *bank};
}

void storeByTma(nv_tileas::TiledStoreOp store,
                nv_tileas::TmaDescriptorIterType descType,
                cute::Swizzle swizzle) {
  IRRewriter rewriter(store);
  Location loc = store.getLoc();
  MLIRContext *context = store.getContext();
  auto view = cast<nv_tileaa::TiledViewType>(store.getView().getType());
  ArrayRef<int64_t> box = view.getTileShape();
  Type element = view.getMemref().getElementType();

  // The box in shared memory: packed row-major, swizzled as the copy
  // expects (the largest pattern's alignment, as the TMA needs).
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
      rewriter, loc, memref, rewriter.getI64IntegerAttr(1024));
  SmallVector<int32_t> identity;
  for (size_t d = 0; d < box.size(); ++d)
    identity.push_back(d);
  auto bufferViewType = nv_tileaa::TiledViewType::get(
      context, box, memref, identity, TypedAttr(), {});
  Value bufferView =
      nv_tileaa::BlockTileOp::create(rewriter, loc, bufferViewType, buffer);
  Type indexType = store.getIndices().front().getType();
  Value zero = arith::ConstantIntOp::create(rewriter, loc, indexType, 0);
  SmallVector<Value> zeros(box.size(), zero);

  // The threads' stores land in the buffer; thread 0 copies it out. A
  // conversion of the tile that only arranged it for coalesced global
  // stores is not needed: the tile goes to shared memory as it is.
  Value value = store.getValue();
  auto convert = value.getDefiningOp<nv_tileas::ConvertLayoutOp>();
  if (convert && convert->hasOneUse())
    value = convert.getSource();
  nv_tileas::TiledStoreOp::create(
      rewriter, loc, store.getResultToken().getType(), store.getOrdering(),
      store.getScopeAttr(), value, bufferView, zeros, Value());
  Value workspace = nv_tileas::AllocTMAWorkspaceOp::create(
      rewriter, loc, nv_tileas::TmaWorkspaceType::get(context));
  Value desc = nv_tileas::MakeTiledTMADescOp::create(
      rewriter, loc, descType, store.getView(), workspace, 0);
  Value token = nv_tileas::AsyncTiledTMAStoreOp::create(
      rewriter, loc, nv_tileas::AsyncTokenType::get(context), desc,
      store.getIndices(), bufferView, zeros);
  nv_tileas::AsyncTMAStoreWaitOp::create(rewriter, loc, token, bufferView);
  nv_tileas::FreeTMAWorkspaceOp::create(rewriter, loc, workspace);
  rewriter.eraseOp(store);
  if (convert && convert->use_empty())
    rewriter.eraseOp(convert);
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
    SmallVector<std::tuple<nv_tileas::TiledStoreOp,
                           nv_tileas::TmaDescriptorIterType, cute::Swizzle>>
        stores;
    getOperation().walk([&](nv_tileas::TiledStoreOp store) {
      auto [desc, swizzle] = getStoreDescriptor(store, axis);
      if (desc)
        stores.push_back({store, desc, swizzle});
    });
    for (auto [store, desc, swizzle] : stores)
      storeByTma(store, desc, swizzle);
  }
};

} // namespace
