//===- ConvertLayoutLdmatrix.cpp - MMA operands read with ldmatrix --------===//
//
// A conversion of a 16-bit tile to the A or B fragments of mma.sync: every
// thread writes its values into shared memory, row-major with the bank
// swizzle of the layout library (16-byte vectors where it holds them), and
// each warp reads its fragments back with `ldmatrix` (`.trans` for B, whose
// fragments run down the columns of a row-major tile; plain for "bt", B held
// as its transpose): four 32-bit registers per instruction instead of one
// load per element, without bank conflicts.
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

/// The ldmatrix reads that give a thread all values of `layout` (a tile
/// with `cols` columns), four registers at a time; nothing when some group
/// of registers is not a set of evenly spaced 8x8 blocks.
std::optional<SmallVector<LdmatrixRead>>
planLdmatrixReads(nv_tileas::MmaLayoutAttr layout, int64_t cols) {
  cute::Layout tv = layout.getTVLayout();
  auto plan = cute::planLdmatrixRegisters(
      layout.getTiling(), layout.getMmaOperand(), layout.getOperandRows(),
      layout.getOperandCols());
  if (!plan)
    return std::nullopt;
  SmallVector<LdmatrixRead> reads;
  for (const std::vector<int64_t> &registers : *plan) {
    auto lanes = cute::makeLdmatrixLaneLayout(tv, registers, cols);
    if (!lanes)
      return std::nullopt;
    reads.push_back({registers, *lanes});
  }
  return reads;
}

} // namespace

bool mlir::tileiras::isLdmatrixOperand(nv_tileas::ConvertLayoutOp op) {
  auto type = cast<RankedTensorType>(op.getType());
  auto to = dyn_cast_or_null<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  auto from = getLayout(op.getSource().getType());
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(op);
  if (!to || !from || from == to || type.getRank() != 2 || !target ||
      !target->hasLdmatrix() ||
      to.getMmaOperand() == cute::MmaOperand::Accumulator ||
      isThreadLocal(op))
    return false;
  // 16-bit operands of m16n8k16, and the 8-bit A of m16n8k32.
  Type element = type.getElementType();
  cute::MmaAtomKind atom = to.getTiling().atom;
  bool halves = atom == cute::MmaAtomKind::M16N8K16_16bit &&
                (element.isF16() || element.isBF16());
  bool bytes = atom == cute::MmaAtomKind::M16N8K32_8bit &&
               element.isInteger(8) &&
               to.getMmaOperand() == cute::MmaOperand::A;
  if (!halves && !bytes)
    return false;
  int64_t cols = type.getDimSize(1);
  return planLdmatrixReads(to, cols) &&
         cute::makeBankSwizzle(cols, element.getIntOrFloatBitWidth() / 8);
}

bool mlir::tileiras::isReloadedByProduct(nv_tileas::ConvertLayoutOp op) {
  return op->hasAttr(kReloadedByProductAttr);
}

void mlir::tileiras::stageForLdmatrix(OpBuilder &builder, Location loc,
                                      ValueRange sources, Type from, Type to,
                                      int64_t byteOffset) {
  Type element = sources.front().getType();
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  int64_t cols = cast<RankedTensorType>(to).getDimSize(1);
  cute::Swizzle swizzle = *cute::makeBankSwizzle(cols, bytes);
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(builder, loc, i32, v).getResult();
  };
  Value base = getSharedBuffer(builder, loc, byteOffset);
  // Row-major and swizzled: vectors of the runs the thread holds (the
  // swizzle keeps 16-byte chunks together).
  SmallVector<Value> indices = emitElementIndices(builder, loc, from);
  // The widest runs the thread holds, up to a 16-byte chunk.
  int64_t width = 16 / bytes;
  while (width > 1 && !holdsAlignedRuns(getLayout(from), cols, width))
    width /= 2;
  for (size_t v = 0; v < sources.size(); v += width) {
    Value index = emitSwizzle(builder, loc, swizzle, indices[v]);
    Value address = LLVM::GEPOp::create(builder, loc, base.getType(), element,
                                        base, ValueRange{index});
    if (width == 1) {
      LLVM::StoreOp::create(builder, loc, sources[v], address);
      continue;
    }
    auto vectorType = VectorType::get({width}, element);
    Value vector = LLVM::PoisonOp::create(builder, loc, vectorType);
    for (int64_t i = 0; i < width; ++i)
      vector = LLVM::InsertElementOp::create(builder, loc, vector,
                                             sources[v + i], constant(i));
    LLVM::StoreOp::create(builder, loc, vector, address,
                          /*alignment=*/width * bytes);
  }
}

FragmentReader::FragmentReader(OpBuilder &builder, Location loc, Type tile,
                               int64_t byteOffset)
    : builder(builder), loc(loc) {
  auto type = cast<RankedTensorType>(tile);
  layout = cast<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  element = type.getElementType();
  int64_t cols = type.getDimSize(1);
  reads = *planLdmatrixReads(layout, cols);
  swizzle = *cute::makeBankSwizzle(cols, element.getIntOrFloatBitWidth() / 8);
  perRegister = 32 / element.getIntOrFloatBitWidth();
  base = getSharedBuffer(builder, loc, byteOffset);
  values.resize(layout.getValuesPerThread());
}

Value FragmentReader::get(int64_t value) {
  if (!values[value])
    read(llvm::find_if(reads, [&](const LdmatrixRead &r) {
           return llvm::any_of(r.registers, [&](int64_t first) {
             return value >= first && value < first + perRegister;
           });
         }) - reads.begin());
  return values[value];
}

void FragmentReader::read(size_t group) {
  const LdmatrixRead &read = reads[group];
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(builder, loc, i32, v).getResult();
  };
  // The rows the lanes point at, from the element the warp's lane 0 holds
  // as the first value of the read.
  cute::Layout tv = layout.getTVLayout();
  if (!warpPart) {
    Value thread = getThreadId(builder, loc);
    lane = arith::AndIOp::create(builder, loc, thread, constant(31));
    Value warpFirstLane =
        arith::AndIOp::create(builder, loc, thread, constant(~int64_t(31)));
    warpPart = emitLayoutOffset(builder, loc, *tv.mode(0), warpFirstLane);
  }
  Value index = arith::AddIOp::create(
      builder, loc, warpPart, constant(*(*tv.mode(1))(read.registers.front())));
  index = arith::AddIOp::create(builder, loc, index,
                                emitLayoutOffset(builder, loc, read.lanes, lane));
  index = emitSwizzle(builder, loc, swizzle, index);
  Value address = LLVM::GEPOp::create(builder, loc, base.getType(), element,
                                      base, ValueRange{index});
  MLIRContext *context = builder.getContext();
  int64_t count = read.registers.size();
  Type resultType =
      count == 1 ? i32
                 : LLVM::LLVMStructType::getLiteral(
                       context, SmallVector<Type>(count, i32));
  // B's fragments run down the columns of its row-major tile (.trans), but
  // along the rows of its stored transpose.
  bool transposed = layout.getMmaOperand() == cute::MmaOperand::B &&
                    !layout.isTransposed();
  Value loaded = NVVM::LdMatrixOp::create(
      builder, loc, resultType, address,
      builder.getI32IntegerAttr(count),
      NVVM::MMALayoutAttr::get(context, transposed ? NVVM::MMALayout::col
                                                   : NVVM::MMALayout::row),
      NVVM::LdStMatrixShapeAttr::get(context, 8, 8),
      NVVM::LdStMatrixEltTypeAttr::get(context, NVVM::LdStMatrixEltType::B16));
  auto pairType = VectorType::get({perRegister}, element);
  for (int64_t j = 0; j < count; ++j) {
    Value reg = count == 1
                    ? loaded
                    : LLVM::ExtractValueOp::create(builder, loc, loaded, j)
                          .getResult();
    Value pair = LLVM::BitcastOp::create(builder, loc, pairType, reg);
    for (int64_t i = 0; i < perRegister; ++i)
      values[read.registers[j] + i] =
          LLVM::ExtractElementOp::create(builder, loc, pair, constant(i));
  }
}

namespace {

struct LdmatrixConvertLowering
    : public OpConversionPattern<nv_tileas::ConvertLayoutOp> {
  LdmatrixConvertLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileas::ConvertLayoutOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLdmatrixOperand(op))
      return failure();
    Location loc = op.getLoc();
    int64_t offset = getSharedOffset(op);
    stageForLdmatrix(rewriter, loc, adaptor.getSource(),
                     op.getSource().getType(), op.getType(), offset);
    int64_t numValues = getLayout(op.getType()).getValuesPerThread();
    // A product that reads the fragments itself, atom by atom, next to its
    // mma.sync instructions (isReloadedByProduct): nothing to read here.
    if (isReloadedByProduct(op)) {
      Type element = adaptor.getSource().front().getType();
      Value poison = LLVM::PoisonOp::create(rewriter, loc, element);
      rewriter.replaceOpWithMultiple(
          op, {SmallVector<Value>(numValues, poison)});
      return success();
    }
    // Every thread's stores are done before any warp reads.
    NVVM::Barrier0Op::create(rewriter, loc);
    FragmentReader reader(rewriter, loc, op.getType(), offset);
    SmallVector<Value> results(numValues);
    for (int64_t v = 0; v < numValues; ++v)
      results[v] = reader.get(v);
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

} // namespace

void mlir::tileiras::populateLdmatrixPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<LdmatrixConvertLowering>(converter, patterns.getContext());
}
