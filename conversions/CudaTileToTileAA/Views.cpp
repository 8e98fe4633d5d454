//===- Views.cpp - tensor views and partition views -----------------------===//
//
// A tensor view becomes an nv_tileaa memref (base pointer, sizes and strides
// in elements), a partition view a tiled view of it (`block_tile`), and view
// loads and stores `tiled_load` / `tiled_store` at the same tile indices.
// A strided view is a tiled view with traversal strides; gather/scatter
// views are not converted yet.
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

struct MakePartitionViewLowering
    : public OpConversionPattern<cuda_tile::MakePartitionViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::MakePartitionViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<nv_tileaa::TiledViewType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return failure();
    rewriter.replaceOpWithNewOp<nv_tileaa::BlockTileOp>(
        op, type, adaptor.getTensorView());
    return success();
  }
};

/// A strided view is a tiled view whose tiles start `traversal` apart.
struct MakeStridedViewLowering
    : public OpConversionPattern<cuda_tile::MakeStridedViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::MakeStridedViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<nv_tileaa::TiledViewType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return rewriter.notifyMatchFailure(op, "tensor view not converted");
    rewriter.replaceOpWithNewOp<nv_tileaa::BlockTileOp>(
        op, type, adaptor.getTensorView());
    return success();
  }
};

struct LoadViewLowering : public OpConversionPattern<cuda_tile::LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<nv_tileaa::TiledViewType>(adaptor.getView().getType()))
      return rewriter.notifyMatchFailure(op, "not a partition view");
    MLIRContext *context = getContext();
    auto load = nv_tileaa::TiledLoadOp::create(
        rewriter, op.getLoc(),
        getTypeConverter()->convertType(op.getTile().getType()),
        nv_tileaa::MemTokenType::get(context),
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getView(),
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
      return rewriter.notifyMatchFailure(op, "not a partition view");
    MLIRContext *context = getContext();
    auto store = nv_tileaa::TiledStoreOp::create(
        rewriter, op.getLoc(), nv_tileaa::MemTokenType::get(context),
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getTile(),
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
      return rewriter.notifyMatchFailure(op, "not a partition view");
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

/// The number of tiles along tile dimension i: ceil(size / tile extent) of
/// the memref dimension dim_map[i].
struct GetIndexSpaceShapeLowering
    : public OpConversionPattern<cuda_tile::GetIndexSpaceShapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<nv_tileaa::TiledViewType>(adaptor.getSrc().getType());
    if (!view)
      return rewriter.notifyMatchFailure(op, "not a partition view");
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
  patterns.add<MakeTensorViewLowering, MakePartitionViewLowering,
               MakeStridedViewLowering, LoadViewLowering, StoreViewLowering,
               AtomicRedViewLowering, GetTensorShapeLowering,
               GetIndexSpaceShapeLowering>(converter, patterns.getContext());
}
