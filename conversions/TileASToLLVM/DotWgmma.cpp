//===- DotWgmma.cpp - products as warpgroup MMA on sm_90a -----------------===//
//
// A product whose operands are stages of a software pipeline (swizzled
// shared memory, tileas-pipeline) and whose accumulator stacks warpgroups
// along M is computed by `wgmma.mma_async` m64nNk16: each warpgroup
// multiplies its 64 rows of A by the whole of B, straight from shared
// memory through matrix descriptors, the accumulator in the registers of
// the m64nNk16 fragments (the m16n8k16 accumulator atoms of its four warps,
// N / 8 of them each). A is K-major (rows of K elements), B N-major (rows
// of N elements): both are the row-major stages, whose rows of at most
// 128 bytes and bank swizzle are the canonical layouts of the ISA's
// 128/64/32-byte swizzle modes.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// A stage operand as wgmma reads it: the ldmatrix load of the stage and
/// the bytes of one row of its tile (the swizzle width).
struct StageOperand {
  nv_tileas::TiledLoadOp load;
  LdmatrixLoad stage;
  int64_t rowBytes;
};

/// The swizzle mode of the descriptor for rows of `rowBytes` (1: 128-byte,
/// 2: 64-byte, 3: 32-byte), where the buffer's swizzle is that mode's
/// (Sw<B,3,3> over 16-bit elements is Swizzle<B,4,3> over bytes).
std::optional<int64_t> getSwizzleMode(nv_tileaa::MemRefType memref,
                                      int64_t rowBytes) {
  int64_t bits = rowBytes == 128 ? 3 : rowBytes == 64 ? 2 : rowBytes == 32 ? 1 : 0;
  if (bits == 0 || !memref.isSwizzled())
    return std::nullopt;
  ArrayRef<int64_t> swizzle = memref.getSwizzle();
  if (swizzle[0] != bits || swizzle[1] != 3 || swizzle[2] != 3)
    return std::nullopt;
  return 4 - bits;
}

/// The operand `value` when it is a pipeline stage the product reads
/// itself, of 16-bit elements in rows of 32, 64 or 128 bytes, not
/// transposed on its way (B read from its stored transpose is not).
std::optional<StageOperand> getStageOperand(Value value) {
  auto load = value.getDefiningOp<nv_tileas::TiledLoadOp>();
  if (!load || !isReloadedByProduct(load))
    return std::nullopt;
  std::optional<LdmatrixLoad> stage = getLdmatrixLoad(load);
  if (!stage || !stage->buffer->hasAttr(kPipelineBufferAttr) ||
      stage->buffer.getAlignment() < 1024)
    return std::nullopt;
  auto type = cast<RankedTensorType>(load.getResult().getType());
  auto layout = cast<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  if (layout.isTransposed() ||
      type.getElementType().getIntOrFloatBitWidth() != 16)
    return std::nullopt;
  int64_t rowBytes = type.getDimSize(1) * 2;
  auto memref = cast<nv_tileaa::MemRefType>(stage->buffer.getType());
  if (!getSwizzleMode(memref, rowBytes))
    return std::nullopt;
  return StageOperand{load, *stage, rowBytes};
}

/// Whether `dot` is computed by wgmma (see the file comment).
bool isComputedByWgmma(nv_tileaa::DotOp dot) {
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(dot);
  if (!target || !target->hasWgmma() || !isComputedByMma(dot))
    return false;
  auto accType = cast<RankedTensorType>(dot.getAcc().getType());
  auto acc = dyn_cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
  if (!acc || !accType.getElementType().isF32())
    return false;
  cute::MmaTiling tiling = acc.getTiling();
  int64_t m = accType.getDimSize(0), n = accType.getDimSize(1);
  if (tiling.atom != cute::MmaAtomKind::M16N8K16_16bit ||
      tiling.warpsN != 1 || tiling.warpsM % 4 != 0 ||
      m != 16 * tiling.warpsM || n % 8 != 0 || n > 256)
    return false;
  Type element = cast<RankedTensorType>(dot.getLhs().getType()).getElementType();
  if (!element.isF16() && !element.isBF16())
    return false;
  return getStageOperand(dot.getLhs()) && getStageOperand(dot.getRhs());
}

struct WgmmaDotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  WgmmaDotLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isComputedByWgmma(op))
      return failure();
    Location loc = op.getLoc();
    StageOperand a = *getStageOperand(op.getLhs());
    StageOperand b = *getStageOperand(op.getRhs());
    auto accType = cast<RankedTensorType>(op.getAcc().getType());
    auto accLayout = cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
    cute::MmaTiling tiling = accLayout.getTiling();
    int64_t m = accType.getDimSize(0), n = accType.getDimSize(1);
    int64_t k = cast<RankedTensorType>(op.getLhs().getType()).getDimSize(1);
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    auto constant64 = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i64, v).getResult();
    };

    // d(4j + c) of the m64nNk16 fragment is value c of the thread's
    // accumulator atom j along N.
    SmallVector<int64_t> valueOf(n / 2);
    for (int64_t j = 0; j < n / 8; ++j) {
      int64_t start = *cute::getMmaFragmentStart(
          tiling, cute::MmaOperand::Accumulator, m, n, 0, j);
      for (int64_t c = 0; c < 4; ++c)
        valueOf[4 * j + c] = start + c;
    }

    // The stage addresses (32-bit shared-window offsets), this thread's
    // warpgroup's first row of A.
    auto stageAddress = [&](StageOperand &operand) {
      Value base = emitLdmatrixLoadBase(
          rewriter, loc, operand.stage,
          rewriter.getRemappedValue(operand.stage.tileIndex));
      return LLVM::PtrToIntOp::create(rewriter, loc, i64, base).getResult();
    };
    Value warpgroup = arith::DivUIOp::create(
        rewriter, loc, getThreadId(rewriter, loc),
        arith::ConstantIntOp::create(rewriter, loc, i32, 128));
    Value rowsOfGroup = arith::MulIOp::create(
        rewriter, loc, arith::ExtUIOp::create(rewriter, loc, i64, warpgroup),
        constant64(64 * a.rowBytes));
    Value addressA =
        arith::AddIOp::create(rewriter, loc, stageAddress(a), rowsOfGroup);
    Value addressB = stageAddress(b);
    auto memrefOf = [](StageOperand &operand) {
      return cast<nv_tileaa::MemRefType>(operand.stage.buffer.getType());
    };
    int64_t modeA = *getSwizzleMode(memrefOf(a), a.rowBytes);
    int64_t modeB = *getSwizzleMode(memrefOf(b), b.rowBytes);
    // Matrix descriptor: start address, leading and stride byte offsets
    // (each in 16-byte units, 14 bits), swizzle mode in bits 62-63. Rows of
    // the swizzle width: 8-row groups are `8 * rowBytes` apart (the stride
    // offset); the leading offset is unused (1) in these layouts.
    auto descriptor = [&](Value address, int64_t rowBytes, int64_t mode) {
      Value start = arith::ShRUIOp::create(
          rewriter, loc,
          arith::AndIOp::create(rewriter, loc, address, constant64(0x3FFFF)),
          constant64(4));
      int64_t fixed = (int64_t(1) << 16) | ((8 * rowBytes >> 4) << 32) |
                      (mode << 62);
      return arith::OrIOp::create(rewriter, loc, start, constant64(fixed))
          .getResult();
    };

    // The copies are in shared memory (the pipeline's wait): seen by the
    // async proxy that wgmma reads in, and the accumulator registers ready.
    NVVM::FenceProxyOp::create(
        rewriter, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(getContext(), NVVM::SharedSpace::shared_cta));
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    SmallVector<Value> acc(adaptor.getAcc());
    Type f32 = rewriter.getF32Type();
    auto structType = LLVM::LLVMStructType::getLiteral(
        getContext(), SmallVector<Type>(n / 2, f32));
    Value inouts = LLVM::PoisonOp::create(rewriter, loc, structType);
    for (int64_t i = 0; i < n / 2; ++i)
      inouts = LLVM::InsertValueOp::create(rewriter, loc, inouts,
                                           acc[valueOf[i]], i);
    Type element = cast<RankedTensorType>(op.getLhs().getType()).getElementType();
    auto wgmmaType = NVVM::WGMMATypesAttr::get(
        getContext(),
        element.isF16() ? NVVM::WGMMATypes::f16 : NVVM::WGMMATypes::bf16);
    for (int64_t kk = 0; kk < k / 16; ++kk) {
      // K step kk: 32 bytes along A's rows, 16 rows down B.
      Value descA = descriptor(
          arith::AddIOp::create(rewriter, loc, addressA, constant64(32 * kk)),
          a.rowBytes, modeA);
      Value descB = descriptor(arith::AddIOp::create(rewriter, loc, addressB,
                                                     constant64(16 * kk *
                                                                b.rowBytes)),
                               b.rowBytes, modeB);
      inouts = NVVM::WgmmaMmaAsyncOp::create(
          rewriter, loc, structType, inouts, descA, descB,
          NVVM::MMAShapeAttr::get(getContext(), 64, n, 16), wgmmaType,
          wgmmaType,
          NVVM::WGMMATypesAttr::get(getContext(), NVVM::WGMMATypes::f32),
          NVVM::WGMMAScaleOutAttr::get(getContext(), NVVM::WGMMAScaleOut::one),
          NVVM::WGMMAScaleInAttr::get(getContext(), NVVM::WGMMAScaleIn::one),
          NVVM::WGMMAScaleInAttr::get(getContext(), NVVM::WGMMAScaleIn::one),
          NVVM::MMALayoutAttr::get(getContext(), NVVM::MMALayout::row),
          NVVM::MMALayoutAttr::get(getContext(), NVVM::MMALayout::row),
          NVVM::MMAIntOverflowAttr());
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);
    for (int64_t i = 0; i < n / 2; ++i)
      acc[valueOf[i]] = LLVM::ExtractValueOp::create(rewriter, loc, inouts, i);
    rewriter.replaceOpWithMultiple(op, {acc});
    return success();
  }
};

} // namespace

void mlir::tileiras::populateWgmmaDotPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<WgmmaDotLowering>(converter, patterns.getContext());
}
