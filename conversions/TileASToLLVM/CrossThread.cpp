//===- CrossThread.cpp - what the exchanges between threads share ---------===//
//
// The scratch area of shared memory, the exchanges through it, the search
// for exchanges that stay in registers, and the pieces reductions and
// scans share (CrossThread.h).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/CrossThread.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/ThreadValue.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace mlir::tileiras::crossthread {

/// Bytes an element of a tile takes in shared memory: elements narrower
/// than a byte (i1, f4) take a byte, tf32 its f32, a pointer 8.
int64_t getScratchElementBytes(Type element) {
  if (isa<FloatTF32Type>(element))
    return 4;
  return getElementBytes(element);
}

/// A buffer for every element of a tile, rounded up to 16 bytes so that the
/// next buffer stays aligned.
int64_t getBufferBytes(RankedTensorType tile) {
  return llvm::alignTo(tile.getNumElements() *
                           getScratchElementBytes(tile.getElementType()),
                       16);
}

std::vector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape) {
  std::vector<cute::IntTuple> extents(shape.begin(), shape.end());
  return cute::makeLayoutRight(cute::IntTuple::tuple(extents))
      ->stride()
      .leaves();
}

/// `pointer` + `bytes` (an offset in shared memory, below 2^31: the plan
/// never declares more than a CTA has).
Value advanceBytes(OpBuilder &builder, Location loc, Value pointer,
                   int64_t bytes) {
  if (bytes == 0)
    return pointer;
  return LLVM::GEPOp::create(
      builder, loc, pointer.getType(), builder.getI8Type(), pointer,
      ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(bytes)});
}


/// The identity on the row-major indices of a tile of type `type` (a
/// scalar has one).
cute::Layout identityKey(Type type) {
  auto tile = dyn_cast<RankedTensorType>(type);
  return *cute::Layout::create(
      tile ? std::max<int64_t>(1, tile.getNumElements()) : 1, 1);
}

/// For each value of a tile of type `to`, the value of a tile of type
/// `from` that the same thread holds and fromKey maps like toKey maps the
/// first (see the layout library's findThreadLocalSources); an error when
/// some element must come from another thread.
cute::Result<std::vector<int64_t>>
findLocalSources(Type from, Type to, const cute::Layout &fromKey,
                 const cute::Layout &toKey, const std::vector<bool> &allowed,
                 int64_t toKeyOffset) {
  auto fromLayout = getLayout(from), toLayout = getLayout(to);
  if (!fromLayout || !toLayout)
    return cute::makeError("not distributed tiles");
  return cute::findThreadLocalSources(fromLayout.getTVLayout(), fromKey,
                                      toLayout.getTVLayout(), toKey, allowed,
                                      toKeyOffset);
}

/// A conversion that every thread does with its own registers.
cute::Result<std::vector<int64_t>>
findLocalConversion(nv_tileas::ConvertLayoutOp op) {
  return findLocalSources(op.getSource().getType(), op.getType(),
                          identityKey(op.getType()), identityKey(op.getType()));
}

/// Result element -> source element of a broadcast.
cute::Layout getBroadcastSourceMap(nv_tileaa::BroadcastOp op) {
  RankedTensorType source = op.getSource().getType();
  std::vector<int64_t> strides = getRowMajorStrides(source.getShape());
  for (auto [stride, from, to] :
       llvm::zip(strides, source.getShape(), op.getType().getShape()))
    if (from != to)
      stride = 0;
  std::vector<int64_t> shape(op.getType().getShape().begin(),
                             op.getType().getShape().end());
  return *cute::makeRowMajorIndexMap(shape, strides);
}

/// A broadcast whose every thread holds the sources of its elements.
cute::Result<std::vector<int64_t>>
findLocalBroadcast(nv_tileaa::BroadcastOp op) {
  return findLocalSources(op.getSource().getType(), op.getType(),
                          identityKey(op.getSource().getType()),
                          getBroadcastSourceMap(op));
}

cute::Layout getPermuteSourceMap(nv_tileaa::PermuteOp op) {
  auto source = cast<RankedTensorType>(op.getSource().getType());
  auto result = cast<RankedTensorType>(op.getType());
  std::vector<int64_t> sourceStrides = getRowMajorStrides(source.getShape());
  std::vector<int64_t> strides;
  for (int32_t dim : op.getPermutation())
    strides.push_back(sourceStrides[dim]);
  std::vector<int64_t> shape(result.getShape().begin(),
                             result.getShape().end());
  return *cute::makeRowMajorIndexMap(shape, strides);
}

cute::Result<std::vector<int64_t>> findLocalPermute(nv_tileaa::PermuteOp op) {
  return findLocalSources(op.getSource().getType(), op.getType(),
                          identityKey(op.getSource().getType()),
                          getPermuteSourceMap(op));
}

cute::Result<std::vector<int64_t>> findLocalSlice(tensor::ExtractSliceOp op) {
  RankedTensorType source = op.getSourceType(), result = op.getResultType();
  if (!op.hasUnitStride() || !op.getOffsets().empty() ||
      source.getRank() != result.getRank())
    return cute::makeError("not a static unit-stride slice");
  // Result element -> source element: the source's row-major strides, plus
  // the row-major index of the slice's first element.
  std::vector<int64_t> strides = getRowMajorStrides(source.getShape());
  int64_t origin = 0;
  for (auto [offset, stride] : llvm::zip(op.getStaticOffsets(), strides))
    origin += offset * stride;
  std::vector<int64_t> shape(result.getShape().begin(),
                             result.getShape().end());
  return findLocalSources(source, result, identityKey(source),
                          *cute::makeRowMajorIndexMap(shape, strides), {},
                          origin);
}

/// The values `sources[i]` for each index i of `found`.
SmallVector<Value> pick(ValueRange sources, ArrayRef<int64_t> found) {
  SmallVector<Value> values;
  for (int64_t source : found)
    values.push_back(sources[source]);
  return values;
}

/// Each thread's values of a tile of type `to`: the elements of the tile
/// `from` (the thread's values `sources`) at `map(row-major index)`, plus
/// `offset` (i32) when given.
SmallVector<Value> exchange(OpBuilder &builder, Location loc,
                            Operation *owner, ValueRange sources, Type from,
                            Type to, const cute::Layout &map, Value offset,
                            Type element) {
  SharedScratch scratch(builder, loc, owner);
  scratch.store(sources, from, /*byteOffset=*/0);
  scratch.barrier();
  SmallVector<Value> results;
  if (!element)
    element = sources.front().getType();
  for (Value source : emitMappedElementOffsets(builder, loc, to, map)) {
    if (offset)
      source = arith::AddIOp::create(builder, loc, source, offset);
    results.push_back(scratch.load(source, element, /*byteOffset=*/0));
  }
  return results;
}

/// The values a reduce or scan body yields for the given elements and
/// accumulators (one of each per operand), its ops cloned at the builder.
SmallVector<Value> applyBody(OpBuilder &builder, Block &body,
                             ValueRange elements, ValueRange accumulators) {
  IRMapping mapping;
  for (size_t i = 0; i < elements.size(); ++i) {
    mapping.map(body.getArgument(2 * i), elements[i]);
    mapping.map(body.getArgument(2 * i + 1), accumulators[i]);
  }
  for (Operation &inner : body.without_terminator())
    builder.clone(inner, mapping);
  SmallVector<Value> combined;
  for (Value value : body.getTerminator()->getOperands())
    combined.push_back(mapping.lookupOrDefault(value));
  return combined;
}


/// `value` from the lane whose id differs in the bits of `mask`, through
/// 32-bit shuffles (narrower values widened, 64-bit values in halves).
Value shuffleXor(OpBuilder &builder, Location loc, Value value, int32_t mask) {
  Type type = value.getType();
  unsigned width = type.getIntOrFloatBitWidth();
  Type i32 = builder.getI32Type();
  auto shuffle = [&](Value word) -> Value {
    return gpu::ShuffleOp::create(builder, loc, word, mask, /*width=*/32,
                                  gpu::ShuffleMode::XOR)
        .getShuffleResult();
  };
  Type bits = builder.getIntegerType(width);
  Value integer =
      type == bits
          ? value
          : arith::BitcastOp::create(builder, loc, bits, value).getResult();
  Value result;
  if (width == 32) {
    result = shuffle(integer);
  } else if (width < 32) {
    Value wide = arith::ExtUIOp::create(builder, loc, i32, integer);
    result = arith::TruncIOp::create(builder, loc, bits, shuffle(wide));
  } else {
    Type i64 = builder.getI64Type();
    Value shift = arith::ConstantIntOp::create(builder, loc, i64, 32);
    Value low = shuffle(arith::TruncIOp::create(builder, loc, i32, integer));
    Value high = shuffle(arith::TruncIOp::create(
        builder, loc, i32,
        arith::ShRUIOp::create(builder, loc, integer, shift)));
    result = arith::OrIOp::create(
        builder, loc, arith::ExtUIOp::create(builder, loc, i64, low),
        arith::ShLIOp::create(builder, loc,
                              arith::ExtUIOp::create(builder, loc, i64, high),
                              shift));
  }
  return type == bits
             ? result
             : arith::BitcastOp::create(builder, loc, type, result).getResult();
}

/// How a reduction splits over the bits of its layout (see

/// The bits of `dim` for operands of reductions and scans exchanged by
/// shuffles, or none when the operands' layout is not built from bits or
/// not the same for all of them (each thread combines its own values
/// operand by operand), the dimension is not a power-of-two run of bits, or
/// an element type cannot be shuffled.
std::optional<DimensionBits> getDimensionBits(OperandRange operands,
                                              int64_t dim) {
  auto source = cast<RankedTensorType>(operands.front().getType());
  auto layout = getLayout(source);
  if (!layout)
    return std::nullopt;
  for (Type type : operands.getTypes()) {
    Type element = cast<RankedTensorType>(type).getElementType();
    if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() > 64 ||
        getLayout(type) != layout)
      return std::nullopt;
  }
  cute::Layout tv = layout.getTVLayout();
  auto threadBits = cute::getBitMap(*tv.mode(0));
  auto valueBits = cute::getBitMap(*tv.mode(1));
  if (!threadBits || !valueBits)
    return std::nullopt;
  int64_t extent = source.getDimSize(dim);
  int64_t stride = getRowMajorStrides(source.getShape())[dim];
  if (!llvm::isPowerOf2_64(extent) || !llvm::isPowerOf2_64(stride))
    return std::nullopt;
  DimensionBits bits;
  bits.threadBits = *threadBits;
  bits.valueBits = *valueBits;
  bits.low = llvm::Log2_64(stride);
  bits.high = bits.low + llvm::Log2_64(extent);
  return bits;
}

} // namespace mlir::tileiras::crossthread

using namespace mlir::tileiras::crossthread;

std::pair<SmallVector<Value>, SmallVector<Value>>
mlir::tileiras::crossthread::emitProductStarts(OpBuilder &builder,
                                               Location loc,
                                               RankedTensorType acc,
                                               int64_t k) {
  int64_t rank = acc.getRank();
  int64_t m = acc.getDimSize(rank - 2), n = acc.getDimSize(rank - 1);
  std::vector<int64_t> shape(acc.getShape().begin(), acc.getShape().end());
  std::vector<int64_t> rowStrides{k, 0}, columnStrides{0, 1};
  if (rank == 3) {
    rowStrides.insert(rowStrides.begin(), m * k);
    columnStrides.insert(columnStrides.begin(), k * n);
  }
  return {emitMappedElementOffsets(
              builder, loc, acc,
              *cute::makeRowMajorIndexMap(shape, rowStrides)),
          emitMappedElementOffsets(
              builder, loc, acc,
              *cute::makeRowMajorIndexMap(shape, columnStrides))};
}

SmallVector<Value> mlir::tileiras::shareFromOwners(OpBuilder &builder,
                                                   Location loc, Operation *op,
                                                   ValueRange values, Type type,
                                                   Value owner) {
  SharedScratch scratch(builder, loc, op);
  scf::IfOp::create(builder, loc, owner, [&](OpBuilder &b, Location l) {
    scratch.store(values, type, /*byteOffset=*/0);
    scf::YieldOp::create(b, l);
  });
  scratch.barrier();
  SmallVector<Value> shared;
  for (Value index : emitElementIndices(builder, loc, type))
    shared.push_back(
        scratch.load(index, values.front().getType(), /*byteOffset=*/0));
  return shared;
}

void mlir::tileiras::populateCrossThreadPatterns(const TypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  populateReducePatterns(converter, patterns);
  populateScanPatterns(converter, patterns);
  populateDataMovementPatterns(converter, patterns);
  populateFmaDotPatterns(converter, patterns);
}
