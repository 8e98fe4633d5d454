//===- ConvertLayoutLdmatrix.cpp - MMA operands read with ldmatrix --------===//
//
// A conversion of a 16-bit tile to the A or B fragments of mma.sync: every
// thread writes its values into shared memory, row-major with the bank
// swizzle of the layout library (16-byte vectors where it holds them), and
// each warp reads its fragments back with `ldmatrix` (`.trans` for B, whose
// fragments run down the columns of a row-major tile): four 32-bit registers
// per instruction instead of one load per element, without bank conflicts.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// One ldmatrix: `registers` registers from value `first` on, the lanes
/// pointing at rows as `lanes` says.
struct LdmatrixRead {
  int64_t first;
  int64_t registers;
  cute::Layout lanes;
};

/// The ldmatrix reads that give a thread all values of `layout` (a tile
/// with `cols` columns), four registers at a time; nothing when some group
/// of registers is not a set of evenly spaced 8x8 blocks.
std::optional<SmallVector<LdmatrixRead>>
planLdmatrixReads(nv_tileas::MmaLayoutAttr layout, int64_t cols) {
  cute::Layout tv = layout.getTVLayout();
  int64_t values = tv.mode(1)->size();
  SmallVector<LdmatrixRead> reads;
  for (int64_t first = 0; first < values; first += 8) {
    int64_t registers = std::min<int64_t>(4, (values - first) / 2);
    auto lanes = cute::makeLdmatrixLaneLayout(tv, first, registers, cols);
    if (!lanes)
      return std::nullopt;
    reads.push_back({first, registers, *lanes});
  }
  return reads;
}

struct LdmatrixConvertLowering
    : public OpConversionPattern<nv_tileas::ConvertLayoutOp> {
  LdmatrixConvertLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileas::ConvertLayoutOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    auto to = dyn_cast_or_null<nv_tileas::MmaLayoutAttr>(type.getEncoding());
    auto from = getLayout(op.getSource().getType());
    std::optional<nv_tileas::TargetInfo> target =
        nv_tileas::TargetInfo::lookup(op);
    if (!to || !from || from == to || type.getRank() != 2 || !target ||
        !target->hasLdmatrix() ||
        to.getTiling().atom != cute::MmaAtomKind::M16N8K16_16bit ||
        to.getMmaOperand() == cute::MmaOperand::Accumulator ||
        isThreadLocal(op))
      return failure();
    Type element = adaptor.getSource().front().getType();
    if (!element.isF16() && !element.isBF16())
      return failure();
    int64_t cols = type.getDimSize(1);
    std::optional<SmallVector<LdmatrixRead>> reads =
        planLdmatrixReads(to, cols);
    auto swizzle = cute::makeBankSwizzle(cols, 2);
    if (!reads || !swizzle)
      return failure();

    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
    };
    Value base = getSharedBuffer(rewriter, loc, 0);
    auto pointerType = base.getType();
    auto elementAddress = [&](Value index) {
      return LLVM::GEPOp::create(rewriter, loc, pointerType, element, base,
                                 ValueRange{index});
    };

    // Stage the tile row-major, swizzled: whole 16-byte vectors where the
    // thread holds them (the swizzle keeps 16-byte chunks together).
    NVVM::Barrier0Op::create(rewriter, loc);
    ValueRange sources = adaptor.getSource();
    SmallVector<Value> indices =
        emitElementIndices(rewriter, loc, op.getSource().getType());
    int64_t width = holdsAlignedRuns(from, cols, 8) ? 8 : 1;
    for (size_t v = 0; v < sources.size(); v += width) {
      Value address = elementAddress(emitSwizzle(rewriter, loc, *swizzle,
                                                 indices[v]));
      if (width == 1) {
        LLVM::StoreOp::create(rewriter, loc, sources[v], address);
        continue;
      }
      auto vectorType = VectorType::get({width}, element);
      Value vector = LLVM::PoisonOp::create(rewriter, loc, vectorType);
      for (int64_t i = 0; i < width; ++i)
        vector = LLVM::InsertElementOp::create(rewriter, loc, vector,
                                               sources[v + i], constant(i));
      LLVM::StoreOp::create(rewriter, loc, vector, address, /*alignment=*/16);
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    // Each warp's fragments: the rows its lanes point at, from the element
    // the warp's lane 0 holds as the first value of the read.
    cute::Layout tv = to.getTVLayout();
    Value thread = getThreadId(rewriter, loc);
    Value lane = arith::AndIOp::create(rewriter, loc, thread, constant(31));
    Value warpFirstLane =
        arith::AndIOp::create(rewriter, loc, thread, constant(~int64_t(31)));
    Value warpPart = emitLayoutOffset(rewriter, loc, *tv.mode(0), warpFirstLane);
    bool transposed = to.getMmaOperand() == cute::MmaOperand::B;
    auto pairType = VectorType::get({2}, element);
    SmallVector<Value> results(tv.mode(1)->size());
    for (const LdmatrixRead &read : *reads) {
      Value index = arith::AddIOp::create(
          rewriter, loc, warpPart,
          constant(*(*tv.mode(1))(read.first)));
      index = arith::AddIOp::create(
          rewriter, loc, index, emitLayoutOffset(rewriter, loc, read.lanes, lane));
      Value address =
          elementAddress(emitSwizzle(rewriter, loc, *swizzle, index));
      Type resultType =
          read.registers == 1
              ? i32
              : LLVM::LLVMStructType::getLiteral(
                    getContext(), SmallVector<Type>(read.registers, i32));
      Value loaded = NVVM::LdMatrixOp::create(
          rewriter, loc, resultType, address,
          rewriter.getI32IntegerAttr(read.registers),
          NVVM::MMALayoutAttr::get(getContext(), transposed
                                                     ? NVVM::MMALayout::col
                                                     : NVVM::MMALayout::row),
          NVVM::LdStMatrixShapeAttr::get(getContext(), 8, 8),
          NVVM::LdStMatrixEltTypeAttr::get(getContext(),
                                           NVVM::LdStMatrixEltType::B16));
      for (int64_t j = 0; j < read.registers; ++j) {
        Value reg = read.registers == 1
                        ? loaded
                        : LLVM::ExtractValueOp::create(rewriter, loc, loaded, j)
                              .getResult();
        Value pair = LLVM::BitcastOp::create(rewriter, loc, pairType, reg);
        for (int64_t i = 0; i < 2; ++i)
          results[read.first + 2 * j + i] =
              LLVM::ExtractElementOp::create(rewriter, loc, pair, constant(i));
      }
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

} // namespace

void mlir::tileiras::populateLdmatrixPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<LdmatrixConvertLowering>(converter, patterns.getContext());
}
