//===- TilesAndMemory.cpp - constants, shapes, pointers, tokens -----------===//

#include "conversions/CudaTileToTileAA/CudaTileToTileAA.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileiras;

nv_tileaa::MemoryOrderingAttr
mlir::tileiras::convertOrdering(MLIRContext *context,
                                cuda_tile::MemoryOrdering o) {
  return nv_tileaa::MemoryOrderingAttr::get(
      context, static_cast<nv_tileaa::MemoryOrdering>(o));
}

Value mlir::tileiras::repeatTile(OpBuilder &builder, Location loc, Value tile,
                                 ArrayRef<int64_t> unitShape,
                                 ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(tile.getType());
  if (type.getShape() != unitShape)
    tile =
        nv_tileaa::ReshapeOp::create(builder, loc, type.clone(unitShape), tile);
  if (unitShape != shape)
    tile =
        nv_tileaa::BroadcastOp::create(builder, loc, type.clone(shape), tile);
  return tile;
}

nv_tileaa::MemoryScopeAttr
mlir::tileiras::convertScope(MLIRContext *context,
                             std::optional<cuda_tile::MemoryScope> s) {
  if (!s)
    return {};
  return nv_tileaa::MemoryScopeAttr::get(
      context, static_cast<nv_tileaa::MemoryScope>(*s));
}

// The two enumerations must stay in step for the casts above.
static_assert(static_cast<int>(cuda_tile::MemoryOrdering::AcqRel) ==
              static_cast<int>(nv_tileaa::MemoryOrdering::AcqRel));
static_assert(static_cast<int>(cuda_tile::MemoryScope::System) ==
              static_cast<int>(nv_tileaa::MemoryScope::System));

namespace {

struct ConstantLowering : public OpConversionPattern<cuda_tile::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    DenseElementsAttr value = op.getValue();
    TypedAttr converted;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      converted = value.reshape(tensor);
    else
      converted = cast<TypedAttr>(value.getSplatValue<Attribute>());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, converted);
    return success();
  }
};

struct IotaLowering : public OpConversionPattern<cuda_tile::IotaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::IotaOp>(
        op, getTypeConverter()->convertType(op.getType()));
    return success();
  }
};

struct BroadcastLowering : public OpConversionPattern<cuda_tile::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    // To its own type (a 0-d tile to itself included), a broadcast is its
    // operand.
    if (type == adaptor.getSource().getType()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    rewriter.replaceOpWithNewOp<nv_tileaa::BroadcastOp>(op, type,
                                                        adaptor.getSource());
    return success();
  }
};

/// A scalar becomes a tensor of ones by splat, a tensor of one element
/// becomes a scalar by extraction, anything else is a static reshape.
struct ReshapeLowering : public OpConversionPattern<cuda_tile::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    Value source = adaptor.getSource();
    auto sourceTensor = dyn_cast<RankedTensorType>(source.getType());
    auto resultTensor = dyn_cast<RankedTensorType>(type);
    if (!sourceTensor && !resultTensor) {
      rewriter.replaceOp(op, source);
    } else if (!sourceTensor) {
      rewriter.replaceOpWithNewOp<tensor::SplatOp>(op, resultTensor, source);
    } else if (!resultTensor) {
      SmallVector<Value> zeros(
          sourceTensor.getRank(),
          arith::ConstantIndexOp::create(rewriter, op.getLoc(), 0));
      rewriter.replaceOpWithNewOp<tensor::ExtractOp>(op, source, zeros);
    } else {
      rewriter.replaceOpWithNewOp<nv_tileaa::ReshapeOp>(op, resultTensor,
                                                        source);
    }
    return success();
  }
};

/// The body moves over unchanged but for its types (0-d tiles become
/// scalars); its yield becomes nv_tileaa.yield.
template <typename SourceOp, typename TargetOp>
struct CombinerLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op.getResultTypes(),
                                                      resultTypes)))
      return failure();
    TargetOp combiner;
    if constexpr (std::is_same_v<TargetOp, nv_tileaa::ScanOp>)
      combiner = TargetOp::create(rewriter, op.getLoc(), resultTypes,
                                  adaptor.getOperands(), op.getDimAttr(),
                                  op.getReverseAttr(), op.getIdentitiesAttr());
    else
      combiner = TargetOp::create(rewriter, op.getLoc(), resultTypes,
                                  adaptor.getOperands(), op.getDimAttr(),
                                  op.getIdentitiesAttr());
    rewriter.inlineRegionBefore(op.getBody(), combiner.getBody(),
                                combiner.getBody().end());
    if (failed(rewriter.convertRegionTypes(&combiner.getBody(),
                                           *this->getTypeConverter())))
      return failure();
    rewriter.replaceOp(op, combiner.getResults());
    return success();
  }
};

struct PermuteLowering : public OpConversionPattern<cuda_tile::PermuteOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::PermuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::PermuteOp>(
        op, getTypeConverter()->convertType(op.getType()), adaptor.getSource(),
        op.getPermutationAttr());
    return success();
  }
};

/// The slice of block `indices` of a tile cut into blocks of `shape`
/// (extract and insert): offsets indices * shape, sizes shape, unit strides.
struct BlockSlice {
  BlockSlice(OpBuilder &builder, Location loc, ValueRange indices,
             ArrayRef<int64_t> shape) {
    for (auto [index, extent] : llvm::zip(indices, shape)) {
      Value position = arith::IndexCastUIOp::create(
          builder, loc, builder.getIndexType(), index);
      offsets.push_back(
          arith::MulIOp::create(
              builder, loc, position,
              arith::ConstantIndexOp::create(builder, loc, extent))
              .getResult());
      sizes.push_back(builder.getIndexAttr(extent));
      strides.push_back(builder.getIndexAttr(1));
    }
  }

  SmallVector<OpFoldResult> offsets, sizes, strides;
};

/// Block i of a tile cut into blocks of the result's shape: a slice at
/// offsets index * extent.
struct ExtractBlockLowering : public OpConversionPattern<cuda_tile::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // A 0-d tile (a scalar here) has one block: itself.
    auto type = dyn_cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    BlockSlice slice(rewriter, op.getLoc(), adaptor.getIndices(),
                     type.getShape());
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getSource(), slice.offsets, slice.sizes,
        slice.strides);
    return success();
  }
};

/// insert: the destination with the block at indices * source shape
/// replaced by the source (a 0-d destination is the source).
struct InsertBlockLowering : public OpConversionPattern<cuda_tile::InsertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto source = dyn_cast<RankedTensorType>(adaptor.getSource().getType());
    if (!source) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    BlockSlice slice(rewriter, op.getLoc(), adaptor.getIndices(),
                     source.getShape());
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, adaptor.getSource(), adaptor.getDestination(), slice.offsets,
        slice.sizes, slice.strides);
    return success();
  }
};

/// The compute capability the kernel is compiled for (0 when unknown).
int64_t getCapability(Operation *op) {
  for (Operation *holder = op; holder; holder = holder->getParentOp())
    if (auto capability = holder->getAttrOfType<IntegerAttr>(
            nv_tileaa::TileAADialect::kComputeCapabilityAttrName))
      return capability.getInt();
  return 0;
}

/// The token an op ordered by `token` (none: a fresh one) gives on.
Value passToken(ConversionPatternRewriter &rewriter, Location loc,
                Value token) {
  if (token)
    return token;
  return nv_tileaa::MakeTokenOp::create(
      rewriter, loc, nv_tileaa::MemTokenType::get(rewriter.getContext()));
}

/// Programmatic dependent launch (griddepcontrol) from sm_90 on; below,
/// where kernels cannot be launched as dependents, nothing. The token is
/// passed on: the instruction stays where the program puts it.
template <typename SourceOp, NVVM::GridDepActionKind Action>
struct GridDependencyLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (getCapability(op) >= 90)
      NVVM::GriddepcontrolOp::create(rewriter, op.getLoc(), Action);
    rewriter.replaceOp(op, passToken(rewriter, op.getLoc(), adaptor.getToken()));
    return success();
  }
};

/// memory_fence_alias_tko: fence.proxy.alias, in program order.
struct AliasFenceLowering
    : public OpConversionPattern<cuda_tile::MemoryFenceAliasTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::MemoryFenceAliasTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::FenceProxyOp::create(rewriter, op.getLoc(), NVVM::ProxyKind::alias,
                               NVVM::SharedSpaceAttr());
    rewriter.replaceOp(op, adaptor.getToken());
    return success();
  }
};

struct CatLowering : public OpConversionPattern<cuda_tile::CatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<tensor::ConcatOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getDim(),
        ValueRange{adaptor.getLhs(), adaptor.getRhs()});
    return success();
  }
};

/// pack and unpack: the same bytes read as another element type.
template <typename SourceOp>
struct RepackLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::RepackOp>(
        op, this->getTypeConverter()->convertType(op.getType()),
        adaptor.getSource());
    return success();
  }
};

/// mmaf and mmai: one nv_tileaa.dot, the signedness of i8 operands and
/// mmaf's fast_acc as unit attributes.
template <typename SourceOp>
struct MmaLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dot = nv_tileaa::DotOp::create(
        rewriter, op.getLoc(), adaptor.getAcc().getType(), adaptor.getLhs(),
        adaptor.getRhs(), adaptor.getAcc());
    if constexpr (std::is_same_v<SourceOp, cuda_tile::MmaIOp>) {
      dot.setLhsUnsigned(op.getSignednessLhs() ==
                         cuda_tile::Signedness::Unsigned);
      dot.setRhsUnsigned(op.getSignednessRhs() ==
                         cuda_tile::Signedness::Unsigned);
    } else {
      dot.setFastAcc(op.getFastAcc());
    }
    rewriter.replaceOp(op, dot);
    return success();
  }
};

/// mmaf_scaled as a block-scaled product: tcgen05's block-scaled kinds
/// where they apply, else each scaled operand in f32 on the FMA units.
struct MmaFScaledLowering
    : public OpConversionPattern<cuda_tile::MmaFScaledOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::MmaFScaledOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::DotScaledOp>(
        op, adaptor.getAcc().getType(), adaptor.getLhs(), adaptor.getRhs(),
        adaptor.getAcc(), adaptor.getLhsScale(), adaptor.getRhsScale());
    return success();
  }
};

/// int_to_ptr, ptr_to_int and ptr_to_ptr keep their operand and change the
/// type only.
template <typename SourceOp, typename TargetOp>
struct PointerCastLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<TargetOp>(
        op, this->getTypeConverter()->convertType(op.getType()),
        adaptor.getOperands().front());
    return success();
  }
};

/// The fact travels with the value; nothing reads it yet.
struct AssumeLowering : public OpConversionPattern<cuda_tile::AssumeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::AssumeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::AssumeOp>(
        op, adaptor.getValue().getType(), op.getPredicateAttr(),
        adaptor.getValue());
    return success();
  }
};

struct OffsetLowering : public OpConversionPattern<cuda_tile::OffsetOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::OffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::AddPtrOp>(
        op, adaptor.getPtr().getType(), adaptor.getPtr(), adaptor.getOffset());
    return success();
  }
};

/// Ordering, scope, mask, padding and token carry over unchanged.
struct LoadPtrLowering : public OpConversionPattern<cuda_tile::LoadPtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::LoadPtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *context = getContext();
    auto load = nv_tileaa::LoadOp::create(
        rewriter, op.getLoc(),
        getTypeConverter()->convertType(op.getResult().getType()),
        nv_tileaa::MemTokenType::get(context),
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getSource(),
        adaptor.getMask(), adaptor.getPaddingValue(), adaptor.getToken());
    if (auto hints = op.getOptimizationHintsAttr())
      load->setAttr(op.getOptimizationHintsAttrName(), hints);
    rewriter.replaceOp(op, load->getResults());
    return success();
  }
};

struct StorePtrLowering : public OpConversionPattern<cuda_tile::StorePtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::StorePtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *context = getContext();
    auto store = nv_tileaa::StoreOp::create(
        rewriter, op.getLoc(), nv_tileaa::MemTokenType::get(context),
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getDestination(),
        adaptor.getValue(), adaptor.getMask(), adaptor.getToken());
    if (auto hints = op.getOptimizationHintsAttr())
      store->setAttr(op.getOptimizationHintsAttrName(), hints);
    rewriter.replaceOp(op, store->getResults());
    return success();
  }
};

/// A global becomes an LLVM global array in the global address space,
/// initialized from the constant; get_global takes its address.
struct GlobalLowering : public OpConversionPattern<cuda_tile::GlobalOp> {
  using OpConversionPattern::OpConversionPattern;

  /// The largest alignment a global may ask: beyond it ptxas takes minutes
  /// and gigabytes (2^31) or rejects the PTX (2^32).
  static constexpr uint64_t kMaxAlignment = uint64_t(1) << 20;

  LogicalResult
  matchAndRewrite(cuda_tile::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getAlignment() > kMaxAlignment)
      return op.emitOpError("alignment ")
             << op.getAlignment() << " is above the " << kMaxAlignment
             << " bytes a global may ask";
    DenseElementsAttr value = op.getValue();
    Type element = value.getElementType();
    int64_t count = value.getNumElements();
    auto type = LLVM::LLVMArrayType::get(element, count);
    auto initializer = value.reshape(RankedTensorType::get({count}, element));
    bool isPrivate =
        op.getSymbolVisibility() &&
        *op.getSymbolVisibility() == cuda_tile::SymbolVisibility::Private;
    rewriter.replaceOpWithNewOp<LLVM::GlobalOp>(
        op, type, op.getConstant(),
        isPrivate ? LLVM::Linkage::Internal : LLVM::Linkage::External,
        op.getSymName(), initializer, op.getAlignment(),
        static_cast<unsigned>(nv_tileaa::AddressSpace::Global));
    return success();
  }
};

struct GetGlobalLowering : public OpConversionPattern<cuda_tile::GetGlobalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::GetGlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::GlobalAddressOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getNameAttr());
    return success();
  }
};

struct AllocaLowering : public OpConversionPattern<cuda_tile::AllocaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::AllocaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::AllocaOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getNumElem(),
        op.getAlignment(), op.getGlobal());
    return success();
  }
};

struct AssertLowering : public OpConversionPattern<cuda_tile::AssertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::AssertOp>(op, adaptor.getCondition(),
                                                     op.getMessage());
    return success();
  }
};

struct PrintLowering : public OpConversionPattern<cuda_tile::PrintTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::PrintTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::PrintOp>(
        op, nv_tileaa::MemTokenType::get(getContext()), op.getStrAttr(),
        adaptor.getArgs(), adaptor.getToken());
    return success();
  }
};

struct AtomicRMWLowering
    : public OpConversionPattern<cuda_tile::AtomicRMWTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::AtomicRMWTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *context = getContext();
    auto mode = nv_tileaa::AtomicRMWModeAttr::get(
        context, static_cast<nv_tileaa::AtomicRMWMode>(op.getMode()));
    auto atomic = nv_tileaa::AtomicRMWOp::create(
        rewriter, op.getLoc(), adaptor.getArg().getType(),
        nv_tileaa::MemTokenType::get(context), mode,
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getPointers(),
        adaptor.getArg(), adaptor.getMask(), adaptor.getToken());
    rewriter.replaceOp(op, atomic->getResults());
    return success();
  }
};

struct AtomicCASLowering
    : public OpConversionPattern<cuda_tile::AtomicCASTkoOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::AtomicCASTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *context = getContext();
    auto atomic = nv_tileaa::AtomicCASOp::create(
        rewriter, op.getLoc(), adaptor.getVal().getType(),
        nv_tileaa::MemTokenType::get(context),
        convertOrdering(context, op.getMemoryOrderingSemantics()),
        convertScope(context, op.getMemoryScope()), adaptor.getPointers(),
        adaptor.getCmp(), adaptor.getVal(), adaptor.getMask(),
        adaptor.getToken());
    rewriter.replaceOp(op, atomic->getResults());
    return success();
  }
};

static_assert(static_cast<int>(cuda_tile::AtomicRMWMode::Xchg) ==
              static_cast<int>(nv_tileaa::AtomicRMWMode::Xchg));

struct MakeTokenLowering : public OpConversionPattern<cuda_tile::MakeTokenOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::MakeTokenOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::MakeTokenOp>(
        op, nv_tileaa::MemTokenType::get(getContext()));
    return success();
  }
};

struct JoinTokensLowering
    : public OpConversionPattern<cuda_tile::JoinTokensOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::JoinTokensOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<nv_tileaa::JoinTokensOp>(
        op, nv_tileaa::MemTokenType::get(getContext()), adaptor.getOperands());
    return success();
  }
};

} // namespace

void mlir::tileiras::populateCudaTileTileAndMemoryPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns
      .add<ConstantLowering, IotaLowering, BroadcastLowering, ReshapeLowering,
           CombinerLowering<cuda_tile::ReduceOp, nv_tileaa::ReduceOp>,
           CombinerLowering<cuda_tile::ScanOp, nv_tileaa::ScanOp>,
           MmaLowering<cuda_tile::MmaFOp>, MmaLowering<cuda_tile::MmaIOp>,
           MmaFScaledLowering, PermuteLowering, ExtractBlockLowering,
           CatLowering, RepackLowering<cuda_tile::PackOp>,
           RepackLowering<cuda_tile::UnpackOp>, AssumeLowering, OffsetLowering,
           LoadPtrLowering, StorePtrLowering, AtomicRMWLowering,
           AtomicCASLowering, GlobalLowering, GetGlobalLowering, AllocaLowering,
           AssertLowering, PrintLowering, MakeTokenLowering, JoinTokensLowering,
           InsertBlockLowering, AliasFenceLowering,
           GridDependencyLowering<cuda_tile::GdcWaitTkoOp,
                                  NVVM::GridDepActionKind::wait>,
           GridDependencyLowering<cuda_tile::GdcLaunchDependentsTkoOp,
                                  NVVM::GridDepActionKind::launch_dependents>,
           PointerCastLowering<cuda_tile::IntToPtrOp, nv_tileaa::IntToPtrOp>,
           PointerCastLowering<cuda_tile::PtrToIntOp, nv_tileaa::PtrToIntOp>,
           PointerCastLowering<cuda_tile::PtrToPtrOp, nv_tileaa::BitcastOp>>(
          converter, patterns.getContext());
}
