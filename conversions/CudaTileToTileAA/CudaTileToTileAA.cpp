//===- CudaTileToTileAA.cpp - the pass, types and structure ---------------===//

#include "conversions/CudaTileToTileAA/CudaTileToTileAA.h"
#include "conversions/CudaTileToTileAA/Passes.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/APFloat.h"

#include <limits>

namespace mlir::tileiras {
#define GEN_PASS_DEF_CONVERTCUDATILETOTILEAA
#include "conversions/CudaTileToTileAA/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// The element a partition view reads outside its tensor: the named float
/// rounded to the element type (to nearest: f8E8M0FNU, which has no zero,
/// pads with its smallest value 2^-127), zero for integers, none when the
/// view names none.
static TypedAttr getPaddingValue(cuda_tile::PaddingValueAttr padding,
                                 Type element) {
  if (!padding)
    return {};
  auto floatType = dyn_cast<FloatType>(element);
  if (!floatType)
    return IntegerAttr::get(element, 0);
  double named = 0.0;
  switch (padding.getValue()) {
  case cuda_tile::PaddingValue::Zero:
    named = 0.0;
    break;
  case cuda_tile::PaddingValue::NegZero:
    named = -0.0;
    break;
  case cuda_tile::PaddingValue::NaN:
    named = std::numeric_limits<double>::quiet_NaN();
    break;
  case cuda_tile::PaddingValue::PosInf:
    named = std::numeric_limits<double>::infinity();
    break;
  case cuda_tile::PaddingValue::NegInf:
    named = -std::numeric_limits<double>::infinity();
    break;
  }
  llvm::APFloat value(named);
  bool losesInfo = false;
  value.convert(floatType.getFloatSemantics(),
                llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return FloatAttr::get(element, value);
}

CudaTileToTileAATypeConverter::CudaTileToTileAATypeConverter(
    MLIRContext *context) {
  addConversion([](Type type) { return type; });
  addConversion([](cuda_tile::PointerType pointer) -> Type {
    return nv_tileaa::PointerType::get(pointer.getPointeeType(),
                                       nv_tileaa::AddressSpace::Global);
  });
  addConversion([context](cuda_tile::TokenType) -> Type {
    return nv_tileaa::MemTokenType::get(context);
  });
  addConversion([this](cuda_tile::TileType tile) -> std::optional<Type> {
    Type element = convertType(tile.getElementType());
    if (!element)
      return std::nullopt;
    if (tile.getRank() == 0)
      return element;
    return RankedTensorType::get(tile.getShape(), element);
  });
  addConversion([this](cuda_tile::TensorViewType view) -> std::optional<Type> {
    Type element = convertType(view.getElementType());
    if (!element)
      return std::nullopt;
    return nv_tileaa::MemRefType::get(view.getContext(), element,
                                      view.getShape(), view.getStrides(),
                                      nv_tileaa::AddressSpace::Global);
  });
  // A view type without a conversion below fails the ops using it.
  addConversion([](cuda_tile::TileViewTypeInterface) { return std::nullopt; });
  addConversion(
      [this](cuda_tile::PartitionViewType view) -> std::optional<Type> {
        auto memref = dyn_cast_or_null<nv_tileaa::MemRefType>(
            convertType(view.getTensorView()));
        if (!memref)
          return std::nullopt;
        SmallVector<int64_t> tileShape(view.getTileShape().asArrayRef());
        return nv_tileaa::TiledViewType::get(
            view.getContext(), tileShape, memref, view.getDimMap(),
            getPaddingValue(view.getPaddingValue(), memref.getElementType()),
            ArrayRef<int64_t>());
      });
  // Strided views: tile dimension i (its index and traversal stride) walks
  // tensor dimension dim_map[i], as for partition views.
  addConversion([this](cuda_tile::StridedViewType view) -> std::optional<Type> {
    auto memref = dyn_cast_or_null<nv_tileaa::MemRefType>(
        convertType(view.getTensorView()));
    if (!memref)
      return std::nullopt;
    SmallVector<int64_t> tileShape(view.getTileShape().asArrayRef());
    SmallVector<int64_t> traversal(view.getTraversalStrides().asArrayRef());
    return nv_tileaa::TiledViewType::get(
        view.getContext(), tileShape, memref, view.getDimMap(),
        getPaddingValue(view.getPaddingValue(), memref.getElementType()),
        traversal);
  });
  // Gather/scatter views: tiles start at element offsets (traversal strides
  // of 1); the sparse dimension's rows come with each access.
  addConversion(
      [this](cuda_tile::GatherScatterViewType view) -> std::optional<Type> {
        auto memref = dyn_cast_or_null<nv_tileaa::MemRefType>(
            convertType(view.getTensorView()));
        if (!memref)
          return std::nullopt;
        SmallVector<int64_t> tileShape(view.getTileShape().asArrayRef());
        auto identity = llvm::to_vector(
            llvm::seq<int32_t>(0, static_cast<int32_t>(tileShape.size())));
        return nv_tileaa::TiledViewType::get(
            view.getContext(), tileShape, memref, identity,
            getPaddingValue(view.getPaddingValue(), memref.getElementType()),
            SmallVector<int64_t>(tileShape.size(), 1));
      });
}

//===----------------------------------------------------------------------===//
// entry and return
//===----------------------------------------------------------------------===//

namespace {

struct EntryLowering : public OpConversionPattern<cuda_tile::EntryOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::EntryOp entry, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    TypeConverter::SignatureConversion signature(entry.getNumArguments());
    for (auto [i, type] : llvm::enumerate(entry.getArgumentTypes())) {
      Type converted = converter.convertType(type);
      if (!converted)
        return rewriter.notifyMatchFailure(entry, "unsupported argument type");
      signature.addInputs(i, converted);
    }
    auto func = nv_tileaa::FuncOp::create(
        rewriter, entry.getLoc(), entry.getSymName(),
        rewriter.getFunctionType(signature.getConvertedTypes(), {}),
        /*isKernel=*/true);
    // Hints are read when the kernel's launch specification is built.
    if (auto hints = entry.getOptimizationHintsAttr())
      func->setAttr(entry.getOptimizationHintsAttrName(), hints);
    for (NamedAttribute attr : entry->getDiscardableAttrs())
      func->setAttr(attr.getName(), attr.getValue());
    rewriter.inlineRegionBefore(entry.getBody(), func.getBody(),
                                func.getBody().end());
    if (failed(rewriter.convertRegionTypes(&func.getBody(), converter,
                                           &signature)))
      return failure();
    rewriter.eraseOp(entry);
    return success();
  }
};

struct ReturnLowering : public OpConversionPattern<cuda_tile::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<cuda_tile::EntryOp, nv_tileaa::FuncOp>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "early exit from inside an if");
    rewriter.replaceOpWithNewOp<nv_tileaa::ReturnOp>(op, adaptor.getOperands());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// for, if and their terminators
//===----------------------------------------------------------------------===//

struct ForLowering : public OpConversionPattern<cuda_tile::ForOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::ForOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The results take the types of the converted init values.
    auto loop = scf::ForOp::create(
        rewriter, op.getLoc(), adaptor.getLowerBound(), adaptor.getUpperBound(),
        adaptor.getStep(), adaptor.getInitValues(), /*bodyBuilder=*/nullptr,
        /*unsignedCmp=*/op.getUnsignedCmp());
    // Replace the default body with the converted one.
    rewriter.eraseBlock(loop.getBody());
    rewriter.inlineRegionBefore(op.getRegion(), loop.getRegion(),
                                loop.getRegion().end());
    if (failed(rewriter.convertRegionTypes(&loop.getRegion(),
                                           *getTypeConverter())))
      return failure();
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

/// A loop in the canonical form normalizeExits gives it (body, then
/// `if %break { break %results }`, then `continue %values`) is an
/// scf.while: the body computes the condition "not break" and passes both
/// the continue and the break values; the after region carries the former,
/// the results are the latter.
struct LoopLowering : public OpConversionPattern<cuda_tile::LoopOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::LoopOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Block &body = op.getRegion().front();
    auto next = dyn_cast<cuda_tile::ContinueOp>(body.getTerminator());
    auto exit =
        next ? dyn_cast_or_null<cuda_tile::IfOp>(next->getPrevNode()) : nullptr;
    if (!exit || exit.getThenRegion().empty() ||
        !isa<cuda_tile::BreakOp>(exit.getThenBlock()->getTerminator()))
      return rewriter.notifyMatchFailure(op, "not in canonical form");
    auto leave = cast<cuda_tile::BreakOp>(exit.getThenBlock()->getTerminator());
    Location loc = op.getLoc();
    const TypeConverter &converter = *getTypeConverter();
    SmallVector<Type> carried, results;
    if (failed(
            converter.convertTypes(op.getInitValues().getTypes(), carried)) ||
        failed(converter.convertTypes(op.getResultTypes(), results)))
      return failure();
    SmallVector<Type> passed(carried);
    llvm::append_range(passed, results);

    auto loop =
        scf::WhileOp::create(rewriter, loc, passed, adaptor.getInitValues());
    rewriter.inlineRegionBefore(op.getRegion(), loop.getBefore(),
                                loop.getBefore().end());
    rewriter.setInsertionPoint(exit);
    // Built in cuda_tile, like the body around it: converted with it.
    auto flag = cuda_tile::TileType::get({}, rewriter.getI1Type());
    Value always = cuda_tile::ConstantOp::create(
        rewriter, loc, flag,
        DenseElementsAttr::get(cast<ShapedType>(flag), true));
    Value goOn =
        cuda_tile::XOrIOp::create(rewriter, loc, exit.getCondition(), always);
    SmallVector<Value> values(next.getOperands());
    llvm::append_range(values, leave.getOperands());
    scf::ConditionOp::create(rewriter, loc, goOn, values);
    rewriter.eraseOp(next);
    rewriter.eraseOp(exit);
    if (failed(rewriter.convertRegionTypes(&loop.getBefore(), converter)))
      return failure();

    SmallVector<Location> locs(passed.size(), loc);
    Block *after = rewriter.createBlock(&loop.getAfter(), {}, passed, locs);
    scf::YieldOp::create(rewriter, loc,
                         after->getArguments().take_front(carried.size()));
    rewriter.replaceOp(op, loop.getResults().drop_front(carried.size()));
    return success();
  }
};

struct IfLowering : public OpConversionPattern<cuda_tile::IfOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cuda_tile::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(
            getTypeConverter()->convertTypes(op.getResultTypes(), resultTypes)))
      return failure();
    bool hasElse = !op.getElseRegion().empty();
    auto branch = scf::IfOp::create(rewriter, op.getLoc(), resultTypes,
                                    adaptor.getCondition(), hasElse);
    auto moveRegion = [&](Region &from, Region &to) {
      rewriter.eraseBlock(&to.front());
      rewriter.inlineRegionBefore(from, to, to.end());
    };
    moveRegion(op.getThenRegion(), branch.getThenRegion());
    if (hasElse)
      moveRegion(op.getElseRegion(), branch.getElseRegion());
    rewriter.replaceOp(op, branch.getResults());
    return success();
  }
};

/// `continue` ending a `for` body and `yield` ending an `if` branch both
/// become `scf.yield`; `yield` ending a reduce or scan body becomes
/// `nv_tileaa.yield`. A `continue` or `break` anywhere else (an early exit)
/// has no scf form and is left to fail legalization.
template <typename TerminatorOp>
struct TerminatorLowering : public OpConversionPattern<TerminatorOp> {
  using OpConversionPattern<TerminatorOp>::OpConversionPattern;
  using OpAdaptor = typename TerminatorOp::Adaptor;

  LogicalResult
  matchAndRewrite(TerminatorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (isa<scf::ForOp, scf::IfOp>(parent))
      rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getOperands());
    else if (isa<nv_tileaa::ReduceOp, nv_tileaa::ScanOp>(parent))
      rewriter.replaceOpWithNewOp<nv_tileaa::YieldOp>(op,
                                                      adaptor.getOperands());
    else
      return rewriter.notifyMatchFailure(op, "not the end of a loop or branch");
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Grid coordinates
//===----------------------------------------------------------------------===//

/// get_tile_block_id / get_num_tile_blocks: one gpu query per dimension,
/// cast from index to the tile's integer type.
template <typename SourceOp, typename QueryOp>
struct GridQueryLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                       gpu::Dimension::z};
    SmallVector<Value> values;
    for (auto [result, dim] : llvm::zip(op->getResults(), dims)) {
      Type type = this->getTypeConverter()->convertType(result.getType());
      Value index = QueryOp::create(rewriter, op.getLoc(), dim);
      values.push_back(
          arith::IndexCastUIOp::create(rewriter, op.getLoc(), type, index));
    }
    rewriter.replaceOp(op, values);
    return success();
  }
};

} // namespace

void mlir::tileiras::populateCudaTileStructurePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns
      .add<EntryLowering, ReturnLowering, ForLowering, LoopLowering, IfLowering,
           TerminatorLowering<cuda_tile::ContinueOp>,
           TerminatorLowering<cuda_tile::YieldOp>,
           GridQueryLowering<cuda_tile::GetTileBlockIdOp, gpu::BlockIdOp>,
           GridQueryLowering<cuda_tile::GetNumTileBlocksOp, gpu::GridDimOp>>(
          converter, patterns.getContext());
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

struct ConvertCudaTileToTileAAPass
    : public mlir::tileiras::impl::ConvertCudaTileToTileAABase<
          ConvertCudaTileToTileAAPass> {
  using ConvertCudaTileToTileAABase::ConvertCudaTileToTileAABase;
  void runOnOperation() override;
};

/// Replaces a cuda_tile.module by a gpu.module holding the same ops.
gpu::GPUModuleOp moveIntoGpuModule(cuda_tile::ModuleOp module) {
  OpBuilder builder(module);
  auto gpuModule =
      gpu::GPUModuleOp::create(builder, module.getLoc(), module.getSymName());
  // Attributes set on the module by its producer pass through verbatim.
  for (NamedAttribute attr : module->getDiscardableAttrs())
    gpuModule->setAttr(attr.getName(), attr.getValue());
  if (auto producer = module.getProducerAttr())
    gpuModule->setAttr("nv_tileaa.producer", producer);
  Block &body = gpuModule.getBodyRegion().front();
  body.getOperations().splice(body.end(),
                              module.getBodyBlock()->getOperations());
  module.erase();
  return gpuModule;
}

/// The compute capability of `sm_90a` is 90.
std::optional<int32_t> parseComputeCapability(StringRef chip) {
  StringRef digits = chip;
  if (!digits.consume_front("sm_"))
    return std::nullopt;
  digits = digits.take_while(llvm::isDigit);
  StringRef suffix = chip.drop_front(3 + digits.size());
  int32_t capability;
  if (digits.empty() || digits.getAsInteger(10, capability) ||
      !(suffix.empty() || suffix == "a" || suffix == "f"))
    return std::nullopt;
  return capability;
}

void ConvertCudaTileToTileAAPass::runOnOperation() {
  ModuleOp top = getOperation();
  MLIRContext *context = &getContext();

  std::optional<int32_t> capability;
  if (!chip.empty()) {
    capability = parseComputeCapability(chip);
    if (!capability) {
      top.emitError("invalid chip '")
          << chip << "', expected sm_<digits> with an optional a or f suffix";
      return signalPassFailure();
    }
  }

  SmallVector<cuda_tile::ModuleOp> modules(top.getOps<cuda_tile::ModuleOp>());
  if (modules.empty())
    return;
  top->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
               UnitAttr::get(context));

  CudaTileToTileAATypeConverter converter(context);
  RewritePatternSet patterns(context);
  populateCudaTileStructurePatterns(converter, patterns);
  populateCudaTileElementwisePatterns(converter, patterns);
  populateCudaTileTileAndMemoryPatterns(converter, patterns);
  populateCudaTileViewPatterns(converter, patterns);

  ConversionTarget target(*context);
  target.addIllegalDialect<cuda_tile::CudaTileDialect>();
  target.addLegalDialect<nv_tileaa::TileAADialect, arith::ArithDialect,
                         math::MathDialect, tensor::TensorDialect,
                         scf::SCFDialect, gpu::GPUDialect>();
  target.addLegalOp<LLVM::GlobalOp>();
  // Instructions a cuda_tile op is exactly (griddepcontrol, fences).
  target.addLegalDialect<NVVM::NVVMDialect>();
  // scf.while (from loop) is built around cuda_tile-typed bodies.
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  FrozenRewritePatternSet frozen(std::move(patterns));

  for (cuda_tile::ModuleOp module : modules) {
    if (failed(normalizeExits(module)))
      return signalPassFailure();
    gpu::GPUModuleOp gpuModule = moveIntoGpuModule(module);
    if (capability) {
      Builder b(context);
      gpuModule->setAttr(nv_tileaa::TileAADialect::kComputeCapabilityAttrName,
                         b.getI32IntegerAttr(*capability));
      gpuModule->setAttr(nv_tileaa::TileAADialect::kTargetSpecAttrName,
                         b.getStringAttr(chip));
    }
    if (failed(applyFullConversion(gpuModule, target, frozen)))
      return signalPassFailure();
  }
}

} // namespace
