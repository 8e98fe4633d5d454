//===- VectorAccess.cpp - loads and stores of several values at once ------===//
//
// A thread's values of a tile sit in runs of consecutive elements along the
// last dimension (the layout's vectors). Where the pointers over such a run
// are provably consecutive and aligned (AxisInfo), the run is one vector
// access of up to 16 bytes. A mask that may differ inside a run is checked
// at run time: all lanes on gives the vector access, otherwise each lane is
// accessed alone.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/AxisInfo.h"
#include "conversions/TileASToLLVM/Common.h"
#include "dialects/Cute/Layout/ThreadValue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <numeric>

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// The tile dimension along which accesses through `view` run: the one it
/// lays along the memref's dimension of stride 1 (the last one, except in a
/// transposing view); nothing where no memref dimension has stride 1.
std::optional<int64_t> getRunDim(nv_tileaa::TiledViewType view) {
  ArrayRef<int32_t> dimMap = view.getDimMap();
  ArrayRef<int64_t> strides = view.getMemref().getStrides();
  const int32_t *run =
      llvm::find_if(dimMap, [&](int32_t d) { return strides[d] == 1; });
  if (run == dimMap.end())
    return std::nullopt;
  return run - dimMap.begin();
}

/// The same as a dimension of a tile of rank `tileRank` accessed through
/// `view` (a tile of higher rank than the view's tiles has leading unit
/// dimensions: their dimensions align at the back); nothing where there is
/// none.
std::optional<int64_t> getRunDim(nv_tileaa::TiledViewType view,
                                 int64_t tileRank) {
  std::optional<int64_t> dim = getRunDim(view);
  int64_t viewRank = view.getTileShape().size();
  if (!dim || tileRank < viewRank)
    return std::nullopt;
  return *dim + tileRank - viewRank;
}

/// Largest number of bytes one access moves.
constexpr int64_t kMaxVectorBytes = 16;

/// The plan for a weak access through `pointers` (with `mask`, if any).
VectorPlan planAccess(AxisAnalysis &axis, Value pointers, Value mask) {
  auto tensor = dyn_cast<RankedTensorType>(pointers.getType());
  auto layout = getLayout(pointers.getType());
  if (!tensor || !layout)
    return {};
  Type pointee =
      cast<nv_tileaa::PointerType>(tensor.getElementType()).getPointeeType();
  if (!pointee.isIntOrFloat() || pointee.getIntOrFloatBitWidth() < 8 ||
      !llvm::isPowerOf2_32(pointee.getIntOrFloatBitWidth()))
    return {};
  int64_t bytes = pointee.getIntOrFloatBitWidth() / 8;
  AxisFacts facts = axis.get(pointers);
  int64_t width = kMaxVectorBytes / bytes;
  while (width > 1 &&
         (facts.contiguity < width || facts.divisibility < width * bytes ||
          !holdsAlignedRuns(layout, tensor.getShape().back(), width)))
    width /= 2;
  if (width == 1)
    return {};
  return {width, !mask || axis.get(mask).constancy >= width};
}

/// The plan for a weak tiled access of `tile` through `view`: runs along
/// the tile dimension that the view lays along the memref's dimension of
/// stride 1 (the last one, except in a transposing view), the tile's values
/// holding them in order, and the first element of every run aligned: the
/// base pointer, the other strides (see getTiledViewAlignment) and the run
/// start along the contiguous dimension (a multiple of the width).
VectorPlan planTiledAccess(AxisAnalysis &axis, Value view, Type tile) {
  auto viewType = cast<nv_tileaa::TiledViewType>(view.getType());
  auto tensor = cast<RankedTensorType>(tile);
  auto layout = getLayout(tile);
  auto blockTile = view.getDefiningOp<nv_tileaa::BlockTileOp>();
  Type element = viewType.getMemref().getElementType();
  if (!blockTile || !layout || !element.isIntOrFloat() ||
      element.getIntOrFloatBitWidth() < 8 ||
      !llvm::isPowerOf2_32(element.getIntOrFloatBitWidth()))
    return {};
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  nv_tileaa::MemRefType type = viewType.getMemref();
  int64_t rank = type.getRank();
  std::optional<int64_t> tileDim = getRunDim(viewType);
  std::optional<int64_t> runDim = getRunDim(viewType, tensor.getRank());
  if (!runDim)
    return {};
  int64_t contiguousDim = viewType.getDimMap()[*tileDim];
  int64_t divisibility = getTiledViewAlignment(axis, view);

  // Runs are not cut by the contiguous dimension's size where it is a
  // multiple of their width.
  int64_t sizeDivisibility = 0;
  size_t nextSize = 0;
  auto made = blockTile.getMemref().getDefiningOp<nv_tileaa::MakeMemRefOp>();
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = type.getShape()[d];
    bool dynamicSize = ShapedType::isDynamic(size);
    if (d == contiguousDim)
      sizeDivisibility =
          dynamicSize
              ? (made ? axis.get(made.getSizes()[nextSize]).divisibility : 1)
              : (size == 0 ? int64_t(1) << 30 : size & -size);
    if (dynamicSize)
      ++nextSize;
  }
  int64_t width = std::min(kMaxVectorBytes / bytes, type.getSwizzleRun());
  while (width > 1 &&
         (divisibility < width * bytes ||
          viewType.getTraversalStride(*tileDim) % width ||
          !holdsAlignedRuns(layout, tensor.getShape(), *runDim, width)))
    width /= 2;
  if (width == 1)
    return {};
  // Runs start at multiples of the width along the contiguous dimension,
  // so a size divisible by it never cuts one.
  return {width, sizeDivisibility >= width};
}

/// The `width` values of a vector, one by one.
SmallVector<Value> unpack(OpBuilder &builder, Location loc, Value vector,
                          int64_t width) {
  SmallVector<Value> values;
  for (int64_t i = 0; i < width; ++i)
    values.push_back(LLVM::ExtractElementOp::create(
        builder, loc, vector,
        arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), i)));
  return values;
}

Value pack(OpBuilder &builder, Location loc, ValueRange values) {
  auto type = VectorType::get({static_cast<int64_t>(values.size())},
                              values.front().getType());
  Value vector = LLVM::PoisonOp::create(builder, loc, type);
  for (auto [i, value] : llvm::enumerate(values))
    vector = LLVM::InsertElementOp::create(
        builder, loc, vector, value,
        arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), i));
  return vector;
}

/// Whether every lane of a run is on.
Value allOn(OpBuilder &builder, Location loc, ValueRange masks) {
  Value all = masks.front();
  for (Value mask : masks.drop_front())
    all = arith::AndIOp::create(builder, loc, all, mask);
  return all;
}

} // namespace

int64_t mlir::tileiras::getTiledViewAlignment(AxisAnalysis &axis, Value view) {
  auto viewType = cast<nv_tileaa::TiledViewType>(view.getType());
  auto blockTile = view.getDefiningOp<nv_tileaa::BlockTileOp>();
  Type element = viewType.getMemref().getElementType();
  if (!blockTile || !element.isIntOrFloat() ||
      element.getIntOrFloatBitWidth() % 8 != 0)
    return 1;
  // The base pointer's divisibility (a made memref's, or a shared buffer's
  // alignment).
  int64_t divisibility;
  ValueRange dynamicStrides;
  if (auto made =
          blockTile.getMemref().getDefiningOp<nv_tileaa::MakeMemRefOp>()) {
    divisibility = axis.get(made.getBase()).divisibility;
    dynamicStrides = made.getStrides();
  } else if (auto buffer = blockTile.getMemref()
                               .getDefiningOp<nv_tileas::AllocTensorOp>()) {
    divisibility = buffer.getAlignment();
  } else {
    return 1;
  }
  // With the other dimensions' strides in bytes (static, or what AxisInfo
  // knows of the dynamic ones).
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  nv_tileaa::MemRefType type = viewType.getMemref();
  int64_t contiguousDim = viewType.getDimMap()[getRunDim(viewType).value_or(
      viewType.getDimMap().size() - 1)];
  size_t nextStride = 0;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    int64_t stride = type.getStrides()[d];
    bool dynamicStride = ShapedType::isDynamic(stride);
    int64_t strideDivisibility =
        dynamicStride ? axis.get(dynamicStrides[nextStride++]).divisibility
                      : (stride == 0 ? int64_t(1) << 30 : stride & -stride);
    if (d != contiguousDim)
      divisibility = std::gcd(divisibility, strideDivisibility * bytes);
  }
  return divisibility;
}

RankedTensorType
mlir::tileiras::getStoreOrderedTile(nv_tileas::AsyncTiledCopyOp copy) {
  auto tile = cast<RankedTensorType>(copy.getTile());
  nv_tileaa::TiledViewType destination = copy.getDestination().getType();
  std::optional<int64_t> runDim = getRunDim(destination, tile.getRank());
  auto layout = getLayout(tile);
  if (!layout || !runDim || *runDim == tile.getRank() - 1)
    return {};
  ::tileiras::cute::Result<::tileiras::cute::Layout> ordered =
      ::tileiras::cute::orderValuesAlong(
          layout.getTVLayout(),
          std::vector<int64_t>(tile.getShape().begin(), tile.getShape().end()),
          *runDim);
  if (!ordered)
    return {};
  return RankedTensorType::get(
      tile.getShape(), tile.getElementType(),
      nv_tileas::TVLayoutAttr::get(copy.getContext(), *ordered));
}

VectorPlans mlir::tileiras::planVectorAccesses(Operation *root) {
  AxisAnalysis axis;
  VectorPlans plans;
  root->walk([&](Operation *op) {
    if (auto load = dyn_cast<nv_tileas::LoadOp>(op)) {
      if (load.getOrdering() == nv_tileaa::MemoryOrdering::Weak)
        plans[op] = planAccess(axis, load.getSource(), load.getMask());
    } else if (auto store = dyn_cast<nv_tileas::StoreOp>(op)) {
      if (store.getOrdering() == nv_tileaa::MemoryOrdering::Weak)
        plans[op] = planAccess(axis, store.getDestination(), store.getMask());
    } else if (auto load = dyn_cast<nv_tileas::TiledLoadOp>(op)) {
      if (load.getOrdering() == nv_tileaa::MemoryOrdering::Weak)
        plans[op] =
            planTiledAccess(axis, load.getView(), load.getResult().getType());
    } else if (auto store = dyn_cast<nv_tileas::TiledStoreOp>(op)) {
      if (store.getOrdering() == nv_tileaa::MemoryOrdering::Weak)
        plans[op] =
            planTiledAccess(axis, store.getView(), store.getValue().getType());
    } else if (auto copy = dyn_cast<nv_tileas::AsyncTiledCopyOp>(op)) {
      // Runs both views hold; a mask is the same over a run only where
      // both views say so (the loads read the source's, the stores of the
      // fallback the destination's).
      VectorPlan from = planTiledAccess(axis, copy.getSource(), copy.getTile());
      VectorPlan to =
          planTiledAccess(axis, copy.getDestination(), copy.getTile());
      VectorPlan plan{std::min(from.width, to.width),
                      from.uniformMask && to.uniformMask};
      if (RankedTensorType ordered = getStoreOrderedTile(copy)) {
        int64_t stores =
            planTiledAccess(axis, copy.getDestination(), ordered).width;
        if (stores > 1)
          plan.transposing = {from.width, from.uniformMask, stores};
      }
      plans[op] = plan;
    }
  });
  return plans;
}

SmallVector<Value>
mlir::tileiras::emitVectorLoad(OpBuilder &builder, Location loc, Type element,
                               ValueRange pointers, ValueRange masks,
                               ValueRange fallbacks, bool uniformMask) {
  int64_t width = pointers.size();
  unsigned alignment = width * getElementBytes(element);
  SmallVector<Type> types(width, element);
  auto vectorLoad = [&](OpBuilder &b, Location l) {
    Value vector = LLVM::LoadOp::create(b, l, VectorType::get({width}, element),
                                        pointers.front(), alignment);
    return unpack(b, l, vector, width);
  };
  if (masks.empty())
    return vectorLoad(builder, loc);
  auto fallback = [&](OpBuilder &b, Location l, int64_t i) -> Value {
    if (!fallbacks.empty())
      return fallbacks[i];
    return LLVM::PoisonOp::create(b, l, element);
  };
  auto branch = scf::IfOp::create(builder, loc, types,
                                  uniformMask ? masks.front()
                                              : allOn(builder, loc, masks),
                                  /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(branch.thenBlock());
  scf::YieldOp::create(builder, loc, vectorLoad(builder, loc));
  builder.setInsertionPointToStart(branch.elseBlock());
  SmallVector<Value> lanes;
  for (int64_t i = 0; i < width; ++i)
    lanes.push_back(uniformMask
                        ? fallback(builder, loc, i)
                        : emitLoad(builder, loc, element, pointers[i],
                                   AccessOrdering(), masks[i],
                                   fallbacks.empty() ? Value() : fallbacks[i]));
  scf::YieldOp::create(builder, loc, lanes);
  return SmallVector<Value>(branch.getResults());
}

void mlir::tileiras::emitVectorStore(OpBuilder &builder, Location loc,
                                     ValueRange values, ValueRange pointers,
                                     ValueRange masks, bool uniformMask) {
  int64_t width = pointers.size();
  unsigned alignment = width * getElementBytes(values.front().getType());
  auto vectorStore = [&](OpBuilder &b, Location l) {
    LLVM::StoreOp::create(b, l, pack(b, l, values), pointers.front(),
                          alignment);
  };
  if (masks.empty()) {
    vectorStore(builder, loc);
    return;
  }
  auto branch = scf::IfOp::create(builder, loc, TypeRange(),
                                  uniformMask ? masks.front()
                                              : allOn(builder, loc, masks),
                                  /*withElseRegion=*/!uniformMask);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(branch.thenBlock());
  vectorStore(builder, loc);
  if (uniformMask)
    return;
  builder.setInsertionPointToStart(branch.elseBlock());
  for (int64_t i = 0; i < width; ++i)
    emitStore(builder, loc, values[i], pointers[i], AccessOrdering(), masks[i]);
}

/// A range of `width` values starting at `start`, or none.
static ValueRange sliceOrNone(ValueRange values, size_t start, size_t width) {
  return values.empty() ? values : values.slice(start, width);
}

SmallVector<Value>
mlir::tileiras::emitTileLoad(OpBuilder &builder, Location loc, Type element,
                             ValueRange pointers, ValueRange masks,
                             ValueRange paddings, const AccessOrdering &access,
                             const VectorPlan &plan) {
  SmallVector<Value> results;
  for (size_t v = 0; v < pointers.size(); v += plan.width) {
    if (plan.width > 1) {
      llvm::append_range(
          results, emitVectorLoad(
                       builder, loc, element, pointers.slice(v, plan.width),
                       sliceOrNone(masks, v, plan.width),
                       sliceOrNone(paddings, v, plan.width), plan.uniformMask));
      continue;
    }
    results.push_back(emitLoad(builder, loc, element, pointers[v], access,
                               masks.empty() ? Value() : masks[v],
                               paddings.empty() ? Value() : paddings[v]));
  }
  return results;
}

void mlir::tileiras::emitTileStore(OpBuilder &builder, Location loc,
                                   ValueRange values, ValueRange pointers,
                                   ValueRange masks,
                                   const AccessOrdering &access,
                                   const VectorPlan &plan) {
  for (size_t v = 0; v < pointers.size(); v += plan.width) {
    if (plan.width > 1)
      emitVectorStore(builder, loc, values.slice(v, plan.width),
                      pointers.slice(v, plan.width),
                      sliceOrNone(masks, v, plan.width), plan.uniformMask);
    else
      emitStore(builder, loc, values[v], pointers[v], access,
                masks.empty() ? Value() : masks[v]);
  }
}
