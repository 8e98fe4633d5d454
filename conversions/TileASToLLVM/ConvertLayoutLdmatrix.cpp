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
#include "mlir/IR/Matchers.h"
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
  auto plan = cute::planLdmatrixRegisters(
      layout.getTiling(), layout.getMmaOperand(), layout.getOperandRows(),
      layout.getOperandCols(), layout.isTransposed());
  if (!plan)
    return std::nullopt;
  return getMatrixAccesses(layout.getTVLayout(), *plan, cols);
}

} // namespace

std::optional<SmallVector<LdmatrixRead>>
mlir::tileiras::getMatrixAccesses(const cute::Layout &tv,
                                  const std::vector<std::vector<int64_t>> &plan,
                                  int64_t cols) {
  SmallVector<LdmatrixRead> accesses;
  for (const std::vector<int64_t> &registers : plan) {
    auto lanes = cute::makeLdmatrixLaneLayout(tv, registers, cols);
    if (!lanes)
      return std::nullopt;
    accesses.push_back({registers, *lanes});
  }
  return accesses;
}

bool mlir::tileiras::isLdmatrixOperand(nv_tileas::ConvertLayoutOp op) {
  auto from = getLayout(op.getSource().getType());
  if (!from || from == getLayout(op.getType()) || isThreadLocal(op))
    return false;
  return isLdmatrixFragments(op, cast<RankedTensorType>(op.getType()));
}

bool mlir::tileiras::isLdmatrixFragments(Operation *op, RankedTensorType type) {
  auto to = dyn_cast_or_null<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(op);
  if (!to || type.getRank() != 2 || !target || !target->hasLdmatrix() ||
      to.getMmaOperand() == cute::MmaOperand::Accumulator)
    return false;
  // 16-bit operands of m16n8k16, 8-bit ones of m16n8k32 and the f32 ones
  // of m16n8k8 that a tf32 product rounds (B of 8 and 32 bits from its
  // stored transpose: planLdmatrixReads says which). tf32 tiles themselves
  // are not staged: their 19-bit type has no width a buffer has.
  Type element = type.getElementType();
  cute::MmaAtomKind atom = to.getTiling().atom;
  bool halves = atom == cute::MmaAtomKind::M16N8K16_16bit &&
                (element.isF16() || element.isBF16());
  bool bytes = atom == cute::MmaAtomKind::M16N8K32_8bit &&
               element.getIntOrFloatBitWidth() == 8;
  bool words = atom == cute::MmaAtomKind::M16N8K8_32bit && element.isF32();
  if (!halves && !bytes && !words)
    return false;
  int64_t cols = type.getDimSize(1);
  return planLdmatrixReads(to, cols) &&
         cute::makeBankSwizzle(cols, element.getIntOrFloatBitWidth() / 8);
}

bool mlir::tileiras::isReloadedByProduct(Operation *op) {
  return op->hasAttr(kReloadedByProductAttr);
}

/// Whether `index` is provably below `count`: a constant, or the remainder
/// of an unsigned division by a constant no larger.
static bool isBelow(Value index, int64_t count) {
  APInt value;
  if (matchPattern(index, m_ConstantInt(&value)))
    return value.getZExtValue() < static_cast<uint64_t>(count);
  auto rem = index.getDefiningOp<arith::RemUIOp>();
  return rem && matchPattern(rem.getRhs(), m_ConstantInt(&value)) &&
         value.getZExtValue() != 0 &&
         value.getZExtValue() <= static_cast<uint64_t>(count);
}

std::optional<LdmatrixLoad>
mlir::tileiras::getLdmatrixLoad(nv_tileas::TiledLoadOp load) {
  auto type = cast<RankedTensorType>(load.getResult().getType());
  if (!isLdmatrixFragments(load, type))
    return std::nullopt;
  return getStagedTileLoad(load);
}

std::optional<LdmatrixLoad>
mlir::tileiras::getStagedTileLoad(nv_tileas::TiledLoadOp load) {
  auto type = cast<RankedTensorType>(load.getResult().getType());
  if (load.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
      type.getRank() != 2)
    return std::nullopt;
  auto tile = load.getView().getDefiningOp<nv_tileaa::BlockTileOp>();
  auto buffer = tile
                    ? tile.getMemref().getDefiningOp<nv_tileas::AllocTensorOp>()
                    : nv_tileas::AllocTensorOp();
  if (!buffer)
    return std::nullopt;
  auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
  nv_tileaa::MemRefType memref = view.getMemref();
  int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
  int64_t bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  cute::Result<cute::Swizzle> swizzle = cute::makeBankSwizzle(cols, bytes);
  // A row-major buffer of whole tiles stacked along its rows, swizzled as
  // ldmatrix reads it, each tile a whole number of swizzle blocks (so a
  // tile's swizzle is the first tile's, moved).
  if (!swizzle || !(getSwizzle(memref) == *swizzle) || memref.getRank() != 2 ||
      memref.getShape()[1] != cols || memref.getStrides()[1] != 1 ||
      memref.getStrides()[0] != cols ||
      ShapedType::isDynamic(memref.getShape()[0]) ||
      memref.getShape()[0] % rows != 0 || !view.getTraversal().empty() ||
      view.getDimMap()[0] != 0 || view.getTileShape()[0] != rows ||
      view.getTileShape()[1] != cols)
    return std::nullopt;
  if ((rows * cols) % swizzle->period() != 0)
    return std::nullopt;
  // Within the buffer, so that no element needs the view's padding.
  if (!isBelow(load.getIndices()[0], memref.getShape()[0] / rows) ||
      !isBelow(load.getIndices()[1], 1))
    return std::nullopt;
  return LdmatrixLoad{buffer, load.getIndices()[0], rows * cols * bytes};
}

std::optional<PanelStageLoad> mlir::tileiras::getPanelStageLoad(Value operand) {
  auto reshape = operand.getDefiningOp<nv_tileaa::ReshapeOp>();
  auto load = reshape
                  ? reshape.getSource().getDefiningOp<nv_tileas::TiledLoadOp>()
                  : nv_tileas::TiledLoadOp();
  if (!load || !load->hasOneUse() ||
      load.getOrdering() != nv_tileaa::MemoryOrdering::Weak)
    return std::nullopt;
  auto tile = load.getView().getDefiningOp<nv_tileaa::BlockTileOp>();
  auto buffer = tile
                    ? tile.getMemref().getDefiningOp<nv_tileas::AllocTensorOp>()
                    : nv_tileas::AllocTensorOp();
  auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
  nv_tileaa::MemRefType memref = view.getMemref();
  ArrayRef<int64_t> shape = view.getTileShape();
  auto result = cast<RankedTensorType>(reshape.getType());
  if (!buffer || shape.size() != 3 || result.getRank() != 2 ||
      view.getDimMap() != ArrayRef<int32_t>{1, 0, 2} ||
      !view.getTraversal().empty() || memref.getRank() != 3 ||
      ShapedType::isDynamic(memref.getShape()[0]))
    return std::nullopt;
  int64_t rows = shape[0], panels = shape[1], width = shape[2];
  // Panels of whole rows, one after the other.
  if (memref.getShape()[1] != rows || memref.getShape()[2] != width ||
      memref.getStrides()[2] != 1 || memref.getStrides()[1] != width ||
      memref.getStrides()[0] != rows * width ||
      memref.getShape()[0] % panels != 0 || result.getDimSize(0) != rows ||
      result.getDimSize(1) != panels * width)
    return std::nullopt;
  // Within the buffer, so that no element needs the view's padding.
  if (!isBelow(load.getIndices()[0], 1) ||
      !isBelow(load.getIndices()[1], memref.getShape()[0] / panels) ||
      !isBelow(load.getIndices()[2], 1))
    return std::nullopt;
  int64_t bytes = result.getElementType().getIntOrFloatBitWidth() / 8;
  return PanelStageLoad{
      load,
      LdmatrixLoad{buffer, load.getIndices()[1], panels * rows * width * bytes},
      width * bytes, rows * width * bytes};
}

Value mlir::tileiras::emitLdmatrixLoadBase(OpBuilder &builder, Location loc,
                                           const LdmatrixLoad &load,
                                           Value tileIndex) {
  Value base = getSharedBuffer(builder, loc, getSharedOffset(load.buffer));
  Type i32 = builder.getI32Type();
  Value index = tileIndex;
  if (index.getType() != i32)
    index = arith::TruncIOp::create(builder, loc, i32, index);
  Value offset = arith::MulIOp::create(
      builder, loc, index,
      arith::ConstantIntOp::create(builder, loc, i32, load.tileBytes));
  return LLVM::GEPOp::create(builder, loc, base.getType(), builder.getI8Type(),
                             base, ValueRange{offset});
}

std::pair<Value, Value>
mlir::tileiras::emitWarpOrigin(OpBuilder &builder, Location loc,
                               const cute::Layout &tv) {
  Type i32 = builder.getI32Type();
  Value thread = getThreadId(builder, loc);
  Value lane = arith::AndIOp::create(
      builder, loc, thread, arith::ConstantIntOp::create(builder, loc, i32, 31));
  Value warpFirstLane = arith::AndIOp::create(
      builder, loc, thread,
      arith::ConstantIntOp::create(builder, loc, i32, ~int64_t(31)));
  return {emitLayoutOffset(builder, loc, *tv.mode(0), warpFirstLane), lane};
}

Value mlir::tileiras::emitMatrixRowAddress(
    OpBuilder &builder, Location loc, const cute::Layout &tv,
    const LdmatrixRead &matrices, Value warpPart, Value lane,
    const cute::Swizzle &swizzle, Value base, Type element) {
  Type i32 = builder.getI32Type();
  Value index = arith::AddIOp::create(
      builder, loc, warpPart,
      arith::ConstantIntOp::create(builder, loc, i32,
                                   *(*tv.mode(1))(matrices.registers.front())));
  index = arith::AddIOp::create(
      builder, loc, index, emitLayoutOffset(builder, loc, matrices.lanes, lane));
  index = emitSwizzle(builder, loc, swizzle, index);
  return LLVM::GEPOp::create(builder, loc, base.getType(),
                             getLaneType(element), base, ValueRange{index});
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
    Value address =
        LLVM::GEPOp::create(builder, loc, base.getType(), getLaneType(element),
                            base, ValueRange{index});
    if (width == 1) {
      LLVM::StoreOp::create(builder, loc, sources[v], address);
      continue;
    }
    auto vectorType = VectorType::get({width}, getLaneType(element));
    Value vector = LLVM::PoisonOp::create(builder, loc, vectorType);
    for (int64_t i = 0; i < width; ++i)
      vector = LLVM::InsertElementOp::create(
          builder, loc, vector, toLaneValue(builder, loc, sources[v + i]),
          constant(i));
    LLVM::StoreOp::create(builder, loc, vector, address,
                          /*alignment=*/width * bytes);
  }
}

FragmentReader::FragmentReader(OpBuilder &builder, Location loc, Type tile,
                               int64_t byteOffset)
    : FragmentReader(builder, loc, tile,
                     getSharedBuffer(builder, loc, byteOffset)) {}

FragmentReader::FragmentReader(OpBuilder &builder, Location loc, Type tile,
                               Value base)
    : builder(builder), loc(loc), base(base) {
  auto type = cast<RankedTensorType>(tile);
  layout = cast<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  // 8-bit floats as the i8 a thread holds them in (the type converter's).
  element = getLaneType(type.getElementType());
  int64_t cols = type.getDimSize(1);
  reads = *planLdmatrixReads(layout, cols);
  swizzle = *cute::makeBankSwizzle(cols, element.getIntOrFloatBitWidth() / 8);
  perRegister = 32 / element.getIntOrFloatBitWidth();
  values.resize(layout.getValuesPerThread());
}

Value FragmentReader::get(int64_t value) {
  if (!values[value])
    read(llvm::find_if(reads,
                       [&](const LdmatrixRead &r) {
                         return llvm::any_of(r.registers, [&](int64_t first) {
                           return value >= first && value < first + perRegister;
                         });
                       }) -
         reads.begin());
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
  if (!warpPart)
    std::tie(warpPart, lane) = emitWarpOrigin(builder, loc, tv);
  Value address = emitMatrixRowAddress(builder, loc, tv, read, warpPart, lane,
                                       swizzle, base, element);
  MLIRContext *context = builder.getContext();
  int64_t count = read.registers.size();
  Type resultType = count == 1 ? i32
                               : LLVM::LLVMStructType::getLiteral(
                                     context, SmallVector<Type>(count, i32));
  // B's fragments run down the columns of its row-major tile (.trans), but
  // along the rows of its stored transpose.
  bool transposed =
      layout.getMmaOperand() == cute::MmaOperand::B && !layout.isTransposed();
  Value loaded = NVVM::LdMatrixOp::create(
      builder, loc, resultType, address, builder.getI32IntegerAttr(count),
      NVVM::MMALayoutAttr::get(context, transposed ? NVVM::MMALayout::col
                                                   : NVVM::MMALayout::row),
      NVVM::LdStMatrixShapeAttr::get(context, 8, 8),
      NVVM::LdStMatrixEltTypeAttr::get(context, NVVM::LdStMatrixEltType::B16));
  auto pairType = VectorType::get({perRegister}, getLaneType(element));
  for (int64_t j = 0; j < count; ++j) {
    Value reg =
        count == 1
            ? loaded
            : LLVM::ExtractValueOp::create(builder, loc, loaded, j).getResult();
    Value pair = LLVM::BitcastOp::create(builder, loc, pairType, reg);
    for (int64_t i = 0; i < perRegister; ++i)
      values[read.registers[j] + i] = fromLaneValue(
          builder, loc,
          LLVM::ExtractElementOp::create(builder, loc, pair, constant(i)),
          element);
  }
}

namespace {

/// The thread's values of the fragments `op` makes (of type `type`, values
/// of type `element`): read by the reader `makeReader` gives, or poison
/// where the product reads them itself, atom by atom next to its mma.sync
/// instructions (isReloadedByProduct).
SmallVector<Value> readFragments(OpBuilder &builder, Location loc,
                                 Operation *op, Type type, Type element,
                                 function_ref<FragmentReader()> makeReader) {
  int64_t numValues = getLayout(type).getValuesPerThread();
  if (isReloadedByProduct(op))
    return SmallVector<Value>(numValues,
                              LLVM::PoisonOp::create(builder, loc, element));
  FragmentReader reader = makeReader();
  SmallVector<Value> values(numValues);
  for (int64_t v = 0; v < numValues; ++v)
    values[v] = reader.get(v);
  return values;
}

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
    rewriter.replaceOpWithMultiple(
        op, {readFragments(rewriter, loc, op, op.getType(),
                           adaptor.getSource().front().getType(), [&] {
                             // Every thread's stores are done before any
                             // warp reads.
                             NVVM::Barrier0Op::create(rewriter, loc);
                             return FragmentReader(rewriter, loc, op.getType(),
                                                   offset);
                           })});
    return success();
  }
};

/// A load of ldmatrix fragments from a swizzled shared buffer: the
/// fragments read straight from it (no staging), or left to the product
/// that reads them itself.
struct LdmatrixLoadLowering
    : public OpConversionPattern<nv_tileas::TiledLoadOp> {
  LdmatrixLoadLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileas::TiledLoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<LdmatrixLoad> load = getLdmatrixLoad(op);
    if (!load)
      return failure();
    Location loc = op.getLoc();
    Type type = op.getResult().getType();
    Type element = getTypeConverter()->convertType(
        cast<RankedTensorType>(type).getElementType());
    SmallVector<Value> results =
        readFragments(rewriter, loc, op, type, element, [&] {
          return FragmentReader(
              rewriter, loc, type,
              emitLdmatrixLoadBase(rewriter, loc, *load,
                                   adaptor.getIndices()[0].front()));
        });
    rewriter.replaceOpWithMultiple(
        op, {results, SmallVector<Value>{zeroToken(rewriter, loc)}});
    return success();
  }
};

} // namespace

void mlir::tileiras::populateLdmatrixPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<LdmatrixConvertLowering, LdmatrixLoadLowering>(
      converter, patterns.getContext());
}
