//===- TileAAToTileAS.cpp - nv_tileaa to nv_tileas ------------------------===//

#include "conversions/TileAAToTileAS/Passes.h"

#include "dialects/CudaTile/IR/CudaTileTypes.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_CONVERTTILEAATOTILEAS
#include "conversions/TileAAToTileAS/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;

namespace {

//===----------------------------------------------------------------------===//
// Kernel launch specification
//===----------------------------------------------------------------------===//

/// `sm_90a` and `sm_90f` read the hints of `sm_90`.
std::string getHintArchitecture(Operation *func) {
  auto module = func->getParentOfType<gpu::GPUModuleOp>();
  auto spec = module ? module->getAttrOfType<StringAttr>(
                           nv_tileaa::TileAADialect::kTargetSpecAttrName)
                     : StringAttr();
  if (!spec)
    return "";
  return spec.getValue().rtrim("af").str();
}

void attachKernelSpec(nv_tileaa::FuncOp func, int64_t defaultNumWarps) {
  MLIRContext *context = func.getContext();
  auto hints = func->getAttrOfType<cuda_tile::OptimizationHintsAttr>(
      "optimization_hints");
  std::string arch = getHintArchitecture(func);

  int64_t numWarps = defaultNumWarps;
  if (auto top = func->getParentOfType<ModuleOp>())
    if (auto warps = top->getAttrOfType<IntegerAttr>("tt.num_warps"))
      numWarps = warps.getInt();
  int64_t clusterX = 1;
  if (hints) {
    if (std::optional<int64_t> warps = hints.getNumWorkerWarpsPerCTA(arch))
      numWarps = *warps;
    if (std::optional<int64_t> ctas = hints.getNumCTAInCGA(arch))
      clusterX = *ctas;
    if (std::optional<int64_t> occupancy = hints.getOccupancy(arch))
      func->setAttr(
          nv_tileaa::TileAADialect::kOccupancyAttrName,
          IntegerAttr::get(IntegerType::get(context, 32), *occupancy));
  }
  func->setAttr(
      nv_tileaa::TileAADialect::kKernelSpecAttrName,
      nv_tileaa::KernelSpecAttr::get(context, numWarps, {clusterX, 1, 1}));
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

bool isOnTensors(Operation *op) {
  auto isTensor = [](Type t) { return isa<RankedTensorType>(t); };
  return llvm::any_of(op->getOperandTypes(), isTensor) ||
         llvm::any_of(op->getResultTypes(), isTensor);
}

/// An arith op on tensors becomes the same-named nv_tileas op with the same
/// operands and every attribute of the source (and so do the loads and
/// stores).
template <typename SourceOp, typename TargetOp>
class GenericOpPattern : public OpConversionPattern<SourceOp> {
public:
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(),
                                                      resultTypes)))
      return failure();
    rewriter.replaceOpWithNewOp<TargetOp>(
        op, resultTypes, adaptor.getOperands(), op->getAttrs());
    return success();
  }
};

/// Tensor constants: splats become nv_tileaa.splat, other values
/// nv_tileaa.constant_tensor. Scalars stay arith.constant.
class ConstantTensorOpConversion
    : public OpConversionPattern<arith::ConstantOp> {
public:
  ConstantTensorOpConversion(const TypeConverter &converter,
                             MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/20) {}

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto value = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!value)
      return rewriter.notifyMatchFailure(op, "not a tensor constant");
    Type type = getTypeConverter()->convertType(op.getType());
    if (value.isSplat())
      rewriter.replaceOpWithNewOp<nv_tileaa::SplatOp>(
          op, type, value.getSplatValue<TypedAttr>());
    else
      rewriter.replaceOpWithNewOp<nv_tileaa::ConstantTensorOp>(op, type, value);
    return success();
  }
};

/// The arith bank, in registration order.
void populateArithBankPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns) {
  namespace A = arith;
  namespace S = nv_tileas;
  patterns.add<GenericOpPattern<A::CmpFOp, S::CmpFOp>,
               GenericOpPattern<A::CmpIOp, S::CmpIOp>,
               GenericOpPattern<A::AddFOp, S::AddFOp>,
               GenericOpPattern<A::AddIOp, S::AddIOp>,
               GenericOpPattern<A::AndIOp, S::AndIOp>,
               GenericOpPattern<A::BitcastOp, S::BitcastOp>,
               GenericOpPattern<A::CeilDivSIOp, S::CeilDivSIOp>,
               GenericOpPattern<A::CeilDivUIOp, S::CeilDivUIOp>,
               GenericOpPattern<A::DivFOp, S::DivFOp>,
               GenericOpPattern<A::DivSIOp, S::DivSIOp>,
               GenericOpPattern<A::DivUIOp, S::DivUIOp>,
               GenericOpPattern<A::ExtFOp, S::ExtFOp>,
               GenericOpPattern<A::ExtSIOp, S::ExtSIOp>,
               GenericOpPattern<A::ExtUIOp, S::ExtUIOp>,
               GenericOpPattern<A::FloorDivSIOp, S::FloorDivSIOp>,
               GenericOpPattern<A::FPToSIOp, S::FPToSIOp>,
               GenericOpPattern<A::FPToUIOp, S::FPToUIOp>,
               GenericOpPattern<A::MaximumFOp, S::MaximumFOp>,
               GenericOpPattern<A::MaxNumFOp, S::MaxNumFOp>,
               GenericOpPattern<A::MaxSIOp, S::MaxSIOp>,
               GenericOpPattern<A::MaxUIOp, S::MaxUIOp>,
               GenericOpPattern<A::MinimumFOp, S::MinimumFOp>,
               GenericOpPattern<A::MinNumFOp, S::MinNumFOp>,
               GenericOpPattern<A::MinSIOp, S::MinSIOp>,
               GenericOpPattern<A::MinUIOp, S::MinUIOp>,
               GenericOpPattern<A::MulFOp, S::MulFOp>,
               GenericOpPattern<A::MulIOp, S::MulIOp>,
               GenericOpPattern<A::NegFOp, S::NegFOp>,
               GenericOpPattern<A::OrIOp, S::OrIOp>,
               GenericOpPattern<A::RemFOp, S::RemFOp>,
               GenericOpPattern<A::RemSIOp, S::RemSIOp>,
               GenericOpPattern<A::RemUIOp, S::RemUIOp>,
               GenericOpPattern<A::SelectOp, S::SelectOp>,
               GenericOpPattern<A::ShLIOp, S::ShLIOp>,
               GenericOpPattern<A::ShRSIOp, S::ShRSIOp>,
               GenericOpPattern<A::ShRUIOp, S::ShRUIOp>,
               GenericOpPattern<A::SIToFPOp, S::SIToFPOp>,
               GenericOpPattern<A::SubFOp, S::SubFOp>,
               GenericOpPattern<A::SubIOp, S::SubIOp>,
               GenericOpPattern<A::TruncFOp, S::TruncFOp>,
               GenericOpPattern<A::TruncIOp, S::TruncIOp>,
               GenericOpPattern<A::UIToFPOp, S::UIToFPOp>,
               GenericOpPattern<A::XOrIOp, S::XOrIOp>>(converter,
                                                       patterns.getContext());
}

/// Loads and stores move to nv_tileas, where the layout passes may spread
/// their tiles; operands, ordering, scope and tokens are kept.
void populateMemoryPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns
      .add<GenericOpPattern<nv_tileaa::LoadOp, nv_tileas::LoadOp>,
           GenericOpPattern<nv_tileaa::StoreOp, nv_tileas::StoreOp>,
           GenericOpPattern<nv_tileaa::TiledLoadOp, nv_tileas::TiledLoadOp>,
           GenericOpPattern<nv_tileaa::TiledStoreOp, nv_tileas::TiledStoreOp>>(
          converter, patterns.getContext());
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ConvertTileAAToTileASPass
    : public mlir::tileiras::impl::ConvertTileAAToTileASBase<
          ConvertTileAAToTileASPass> {
  using ConvertTileAAToTileASBase::ConvertTileAAToTileASBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    int64_t defaultNumWarps = numWarps;
    if (defaultNumWarps < 1 || defaultNumWarps > 32) {
      module.emitError("num-warps must be in [1, 32], got ") << defaultNumWarps;
      return signalPassFailure();
    }
    module.walk([&](nv_tileaa::FuncOp func) {
      if (func.getKernel())
        attachKernelSpec(func, defaultNumWarps);
    });

    // Layouts are not assigned yet: types are unchanged at this stage.
    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });

    RewritePatternSet patterns(context);
    populateArithBankPatterns(converter, patterns);
    patterns.add<ConstantTensorOpConversion>(converter, context);
    populateMemoryPatterns(converter, patterns);

    ConversionTarget target(*context);
    target
        .addLegalDialect<nv_tileaa::TileAADialect, nv_tileas::TileASDialect>();
    target.addIllegalOp<nv_tileaa::LoadOp, nv_tileaa::StoreOp,
                        nv_tileaa::TiledLoadOp, nv_tileaa::TiledStoreOp>();
    target.addDynamicallyLegalDialect<arith::ArithDialect>(
        [](Operation *op) { return !isOnTensors(op); });
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    if (failed(mlir::tileiras::addPDLPatternsFromFile(pdlPatterns, patterns,
                                                      module, &converter)))
      return signalPassFailure();

    // One conversion per gpu.module, so that a failure names the module
    // (the cuda_tile.module it came from) rather than the whole input.
    FrozenRewritePatternSet frozen(std::move(patterns));
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      if (failed(applyPartialConversion(gpuModule, target, frozen))) {
        gpuModule.emitError("expect lower MakeTiledTMADescOp");
        signalPassFailure();
      }
    }
  }
};

} // namespace
