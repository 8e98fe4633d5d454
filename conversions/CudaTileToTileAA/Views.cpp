//===- Views.cpp - tensor views and partition views -----------------------===//
//
// A tensor view becomes an nv_tileaa memref (base pointer, sizes and strides
// in elements), a partition view a tiled view of it (`block_tile`), and view
// loads and stores `tiled_load` / `tiled_store` at the same tile indices.
// A strided view is a tiled view with traversal strides; a gather/scatter
// view one whose tiles start at element offsets, its loads and stores
// `gather_load` / `scatter_store` with each element's row along the sparse
// dimension.
//
//===----------------------------------------------------------------------===//

#include "conversions/CudaTileToTileAA/CudaTileToTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// `value` as an integer of type `to`: sign-extended (strides may be
/// negative) or truncated.
Value castInteger(OpBuilder &builder, Location loc, Value value, Type to) {
  unsigned from = value.getType().getIntOrFloatBitWidth();
  unsigned width = to.getIntOrFloatBitWidth();
  if (from < width)
    return arith::ExtSIOp::create(builder, loc, to, value);
  if (from > width)
    return arith::TruncIOp::create(builder, loc, to, value);
  return value;
}

/// The size of dimension `dim` of a memref or of a tiled view's memref as
/// i64: a constant when static.
Value getDimSize(OpBuilder &builder, Location loc, Value source, int64_t dim) {
  Type type = source.getType();
  if (auto view = dyn_cast<nv_tileaa::TiledViewType>(type))
    type = view.getMemref();
  int64_t extent = cast<nv_tileaa::MemRefType>(type).getShape()[dim];
  if (ShapedType::isDynamic(extent))
    return nv_tileaa::GetDimSizeOp::create(builder, loc, builder.getI64Type(),
                                           source, dim);
  return arith::ConstantIntOp::create(builder, loc, builder.getI64Type(),
                                      extent);
}

struct MakeTensorViewLowering
    : public OpConversionPattern<cuda_tile::MakeTensorViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::MakeTensorViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<nv_tileaa::MemRefType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return failure();
    Type i64 = rewriter.getI64Type();
    auto toI64 = [&](ValueRange values) {
      SmallVector<Value> result;
      for (Value value : values)
        result.push_back(castInteger(rewriter, op.getLoc(), value, i64));
      return result;
    };
    SmallVector<Value> sizes = toI64(adaptor.getDynamicShape());
    SmallVector<Value> strides = toI64(adaptor.getDynamicStrides());
    rewriter.replaceOpWithNewOp<nv_tileaa::MakeMemRefOp>(
        op, type, adaptor.getBase(), sizes, strides);
    return success();
  }
};

/// Partition, strided and gather/scatter views are tiled views of the
/// memref (`block_tile`); their types say how tiles are placed.
template <typename MakeViewOp>
struct MakeViewLowering : public OpConversionPattern<MakeViewOp> {
  using OpConversionPattern<MakeViewOp>::OpConversionPattern;
  using OpAdaptor = typename MakeViewOp::Adaptor;

  LogicalResult
  matchAndRewrite(MakeViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<nv_tileaa::TiledViewType>(
        this->getTypeConverter()->convertType(op.getType()));
    if (!type)
      return rewriter.notifyMatchFailure(op, "tensor view not converted");
    rewriter.replaceOpWithNewOp<nv_tileaa::BlockTileOp>(
        op, type, adaptor.getTensorView());
    return success();
  }
};

/// The rows of a gather or scatter, `index` (one per element along
/// `sparseDim`), repeated over the tile's other dimensions so that each
/// element holds its own.
Value broadcastRows(OpBuilder &builder, Location loc, Value index,
                    ArrayRef<int64_t> tileShape, int64_t sparseDim) {
  SmallVector<int64_t> lineShape(tileShape.size(), 1);
  lineShape[sparseDim] = tileShape[sparseDim];
  return repeatTile(builder, loc, index, lineShape, tileShape);
}

/// A gather/scatter access's indices: the scalar starts of the dense
/// dimensions, and the rows of the sparse one for every element.
struct SparseIndices {
  SmallVector<Value> starts;
  Value rows;
  int64_t sparseDim;
};

std::optional<SparseIndices> getSparseIndices(OpBuilder &builder, Location loc,
                                              Type viewType,
                                              ValueRange indices) {
  auto view = dyn_cast<cuda_tile::GatherScatterViewType>(viewType);
  if (!view)
    return std::nullopt;
  SparseIndices result;
  result.sparseDim = view.getSparseDim();
  SmallVector<int64_t> tileShape(view.getTileShape().asArrayRef());
  for (auto [i, index] : llvm::enumerate(indices)) {
    if (static_cast<int64_t>(i) == result.sparseDim)
      result.rows =
          broadcastRows(builder, loc, index, tileShape, result.sparseDim);
    else
      result.starts.push_back(index);
  }
  return result;
}

struct LoadViewLowering : public OpConversionPattern<cuda_tile::LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<nv_tileaa::TiledViewType>(adaptor.getView().getType()))
      return rewriter.notifyMatchFailure(op, "view not converted");
    MLIRContext *context = getContext();
    Location loc = op.getLoc();
    Type tile = getTypeConverter()->convertType(op.getTile().getType());
    auto tokenType = nv_tileaa::MemTokenType::get(context);
    auto ordering = convertOrdering(context, op.getMemoryOrderingSemantics());
    auto scope = convertScope(context, op.getMemoryScope());
    Operation *load;
    if (std::optional<SparseIndices> sparse = getSparseIndices(
            rewriter, loc, op.getView().getType(), adaptor.getIndex()))
      load = nv_tileaa::GatherLoadOp::create(
          rewriter, loc, tile, tokenType, ordering, scope, adaptor.getView(),
          sparse->starts, sparse->rows,
          rewriter.getI64IntegerAttr(sparse->sparseDim), adaptor.getToken());
    else
      load = nv_tileaa::TiledLoadOp::create(
          rewriter, loc, tile, tokenType, ordering, scope, adaptor.getView(),
          adaptor.getIndex(), adaptor.getToken());
    if (auto hints = op.getOptimizationHintsAttr())
      load->setAttr(op.getOptimizationHintsAttrName(), hints);
    rewriter.replaceOp(op, load->getResults());
    return success();
  }
};

struct StoreViewLowering
    : public OpConversionPattern<cuda_tile::StoreViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::StoreViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<nv_tileaa::TiledViewType>(adaptor.getView().getType()))
      return rewriter.notifyMatchFailure(op, "view not converted");
    MLIRContext *context = getContext();
    Location loc = op.getLoc();
    auto tokenType = nv_tileaa::MemTokenType::get(context);
    auto ordering = convertOrdering(context, op.getMemoryOrderingSemantics());
    auto scope = convertScope(context, op.getMemoryScope());
    Operation *store;
    if (std::optional<SparseIndices> sparse = getSparseIndices(
            rewriter, loc, op.getView().getType(), adaptor.getIndex()))
      store = nv_tileaa::ScatterStoreOp::create(
          rewriter, loc, tokenType, ordering, scope, adaptor.getTile(),
          adaptor.getView(), sparse->starts, sparse->rows,
          rewriter.getI64IntegerAttr(sparse->sparseDim), adaptor.getToken());
    else
      store = nv_tileaa::TiledStoreOp::create(
          rewriter, loc, tokenType, ordering, scope, adaptor.getTile(),
          adaptor.getView(), adaptor.getIndex(), adaptor.getToken());
    if (auto hints = op.getOptimizationHintsAttr())
      store->setAttr(op.getOptimizationHintsAttrName(), hints);
    rewriter.replaceOp(op, store->getResults());
    return success();
  }
};

struct AtomicRedViewLowering
    : public OpConversionPattern<cuda_tile::AtomicRedViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::AtomicRedViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<nv_tileaa::TiledViewType>(adaptor.getView().getType()))
      return rewriter.notifyMatchFailure(op, "view not converted");
    MLIRContext *context = getContext();
    rewriter.replaceOpWithNewOp<nv_tileaa::TiledAtomicRMWOp>(
        op, nv_tileaa::MemTokenType::get(context),
        nv_tileaa::AtomicRMWModeAttr::get(
            context, static_cast<nv_tileaa::AtomicRMWMode>(op.getMode())),
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getValue(),
        adaptor.getView(), adaptor.getIndex(), adaptor.getToken());
    return success();
  }
};

struct GetTensorShapeLowering
    : public OpConversionPattern<cuda_tile::GetTensorShapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::GetTensorShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<nv_tileaa::MemRefType>(adaptor.getSrc().getType()))
      return failure();
    SmallVector<Value> sizes;
    for (auto [dim, result] : llvm::enumerate(op.getResult())) {
      Type type = getTypeConverter()->convertType(result.getType());
      sizes.push_back(castInteger(
          rewriter, op.getLoc(),
          getDimSize(rewriter, op.getLoc(), adaptor.getSrc(), dim), type));
    }
    rewriter.replaceOp(op, sizes);
    return success();
  }
};

/// The number of tiles along tile dimension i: ceil(size / traversal
/// stride) of the memref dimension dim_map[i] (the stride is the tile
/// extent for partition views, 1 for gather/scatter views: their index
/// space is the tensor's shape).
struct GetIndexSpaceShapeLowering
    : public OpConversionPattern<cuda_tile::GetIndexSpaceShapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<nv_tileaa::TiledViewType>(adaptor.getSrc().getType());
    if (!view)
      return rewriter.notifyMatchFailure(op, "view not converted");
    Location loc = op.getLoc();
    SmallVector<Value> counts;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      Value size =
          getDimSize(rewriter, loc, adaptor.getSrc(), view.getDimMap()[i]);
      Value extent = arith::ConstantIntOp::create(
          rewriter, loc, rewriter.getI64Type(), view.getTraversalStride(i));
      Value count = arith::CeilDivUIOp::create(rewriter, loc, size, extent);
      counts.push_back(
          castInteger(rewriter, loc, count,
                      getTypeConverter()->convertType(result.getType())));
    }
    rewriter.replaceOp(op, counts);
    return success();
  }
};

} // namespace

void mlir::tileiras::populateCudaTileViewPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeTensorViewLowering,
               MakeViewLowering<cuda_tile::MakePartitionViewOp>,
               MakeViewLowering<cuda_tile::MakeStridedViewOp>,
               MakeViewLowering<cuda_tile::MakeGatherScatterViewOp>,
               LoadViewLowering, StoreViewLowering, AtomicRedViewLowering,
               GetTensorShapeLowering, GetIndexSpaceShapeLowering>(
      converter, patterns.getContext());
}
