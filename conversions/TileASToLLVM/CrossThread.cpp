//===- CrossThread.cpp - elements moved between threads -------------------===//
//
// Ops whose results need elements other threads hold (reduce, broadcast of a
// distributed tile, layout conversions, dot) go through shared memory:
// every
// thread writes its values at their row-major index into a scratch buffer
// carved from `global_smem`, the CTA synchronizes, and every thread reads
// the elements it needs. A barrier before the writes keeps the readers of
// the previous exchange safe, so all exchanges share one scratch area.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

constexpr StringLiteral kGlobalSmem = "global_smem";
/// The kernel attribute through which the target records the dynamic shared
/// memory a launch must pass (`#tileiras.target`, TileirasDialect).
constexpr StringLiteral kDynamicSmemBytesAttr = "tileiras.dynamic_smem_bytes";

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

/// The scratch area of `global_smem` as seen by one op.
class SharedScratch {
public:
  SharedScratch(OpBuilder &builder, Location loc)
      : builder(builder), loc(loc), base(getSharedBuffer(builder, loc, 0)) {}

  /// Every thread of the CTA reaches this point before any goes on.
  void barrier() { NVVM::Barrier0Op::create(builder, loc); }

  /// Writes the values a thread holds of a tile of type `tile` at their
  /// row-major index into the buffer at `byteOffset`. Copies of an element
  /// held by several threads write the same value.
  void store(ValueRange values, Type tile, int64_t byteOffset) {
    for (auto [value, index] :
         llvm::zip(values, emitElementIndices(builder, loc, tile)))
      storeAt(value, index, byteOffset);
  }

  /// Writes what each thread holds of several tiles (`values[i]` of a tile
  /// of type `tiles[i]`) into consecutive buffers, between barriers;
  /// returns each buffer's byte offset.
  SmallVector<int64_t> storeTiles(TypeRange tiles,
                                  ArrayRef<ValueRange> values) {
    barrier();
    SmallVector<int64_t> offsets;
    int64_t offset = 0;
    for (auto [tile, held] : llvm::zip(tiles, values)) {
      offsets.push_back(offset);
      store(held, tile, offset);
      offset += getBufferBytes(cast<RankedTensorType>(tile));
    }
    barrier();
    return offsets;
  }

  /// Writes `value` at row-major `index` (i32) of the buffer at
  /// `byteOffset`. Integers narrower than a byte (i1, the bits of f4) take
  /// a byte each.
  void storeAt(Value value, Value index, int64_t byteOffset) {
    Value stored = value;
    if (isSubByte(value.getType()))
      stored = arith::ExtUIOp::create(builder, loc, builder.getI8Type(), value);
    LLVM::StoreOp::create(builder, loc, stored,
                          getAddress(index, stored.getType(), byteOffset));
  }

  /// The element at row-major `index` (i32) of the buffer at `byteOffset`,
  /// of type `element`.
  Value load(Value index, Type element, int64_t byteOffset) {
    Type stored = isSubByte(element) ? builder.getI8Type() : element;
    Value value = LLVM::LoadOp::create(builder, loc, stored,
                                       getAddress(index, stored, byteOffset));
    if (isSubByte(element))
      value = arith::TruncIOp::create(builder, loc, element, value);
    return value;
  }

  static bool isSubByte(Type type) {
    return type.isInteger() && type.getIntOrFloatBitWidth() < 8;
  }

private:
  Value getAddress(Value index, Type stored, int64_t byteOffset) {
    return LLVM::GEPOp::create(builder, loc, base.getType(), stored,
                               advanceBytes(builder, loc, base, byteOffset),
                               ValueRange{index});
  }

  OpBuilder &builder;
  Location loc;
  Value base;
};

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
                 const cute::Layout &toKey,
                 const std::vector<bool> &allowed = {}) {
  auto fromLayout = getLayout(from), toLayout = getLayout(to);
  if (!fromLayout || !toLayout)
    return cute::makeError("not distributed tiles");
  return cute::findThreadLocalSources(fromLayout.getTVLayout(), fromKey,
                                      toLayout.getTVLayout(), toKey, allowed);
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
                            ValueRange sources, Type from, Type to,
                            const cute::Layout &map, Value offset = {},
                            Type element = {}) {
  SharedScratch scratch(builder, loc);
  scratch.barrier();
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

} // namespace

SmallVector<Value> mlir::tileiras::shareFromOwners(OpBuilder &builder,
                                                   Location loc,
                                                   ValueRange values, Type type,
                                                   Value owner) {
  SharedScratch scratch(builder, loc);
  scratch.barrier();
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

namespace {

//===----------------------------------------------------------------------===//
// reduce and scan
//===----------------------------------------------------------------------===//

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

/// The operands of a reduce or scan staged in shared memory (one buffer
/// each), and the loops that run its body over them.
class StagedCombiner {
public:
  /// Writes every operand; the barrier after the writes is included.
  StagedCombiner(OpBuilder &builder, Location loc, OperandRange operands,
                 ArrayRef<ValueRange> values, ArrayAttr identities, Block &body)
      : scratch(builder, loc), body(body) {
    offsets = scratch.storeTiles(operands.getTypes(), values);
    for (ValueRange held : values)
      elements.push_back(held.front().getType());
    for (auto [identity, element] : llvm::zip(identities, elements))
      initial.push_back(arith::ConstantOp::create(builder, loc, element,
                                                  cast<TypedAttr>(identity)));
  }

  /// Combines, from the identities, the elements at `indexAt(step)` for
  /// steps lower .. upper - 1 (i32), in that order.
  ValueRange
  emitLoop(OpBuilder &builder, Location loc, Value lower, Value upper,
           function_ref<Value(OpBuilder &, Location, Value)> indexAt) {
    Value one =
        arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), 1);
    auto loop = scf::ForOp::create(
        builder, loc, lower, upper, one, initial,
        [&](OpBuilder &b, Location l, Value step, ValueRange accumulators) {
          Value index = indexAt(b, l, step);
          SmallVector<Value> loaded;
          for (size_t i = 0; i < offsets.size(); ++i)
            loaded.push_back(scratch.load(index, elements[i], offsets[i]));
          scf::YieldOp::create(b, l, applyBody(b, body, loaded, accumulators));
        });
    return loop.getResults();
  }

private:
  SharedScratch scratch;
  Block &body;
  SmallVector<int64_t> offsets;
  SmallVector<Type> elements;
  SmallVector<Value> initial;
};

Value constantI32(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                      value);
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
/// ShuffleReduceLowering).
struct ShufflePlan {
  /// Value-index bits combined within a thread.
  int64_t valueMask = 0;
  /// Lane-id bits combined by butterfly shuffles.
  SmallVector<int32_t> laneMasks;
  /// Thread id -> the first shared-memory slot of its warp slice (the index
  /// its reduced warp bits form, times numResults: slot r + w * numResults
  /// holds result r of slice w).
  cute::Layout slice;
  int64_t numSlices = 1;
  int64_t numResults = 1;
  /// Element -> its result (the row-major index without the dimension).
  cute::Layout resultOf;
};

/// Where the elements of a dimension live in a layout built from bits: the
/// element-index bit each thread-id bit and value-index bit sets (-1: none)
/// and the element-index bits [low, high) of the dimension's positions.
struct DimensionBits {
  std::vector<int> threadBits, valueBits;
  int low = 0, high = 0;
};

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

/// The plan for `op`, or none where getDimensionBits gives none.
std::optional<ShufflePlan> planShuffleReduce(nv_tileaa::ReduceOp op) {
  int64_t dim = op.getDim();
  std::optional<DimensionBits> bits = getDimensionBits(op.getOperands(), dim);
  if (!bits)
    return std::nullopt;
  auto source = cast<RankedTensorType>(op.getOperands().front().getType());
  std::vector<int64_t> shape(source.getShape().begin(),
                             source.getShape().end());
  int64_t extent = shape[dim];
  auto isReduced = [&](int bit) {
    return bit >= bits->low && bit < bits->high;
  };

  ShufflePlan plan;
  plan.numResults = source.getNumElements() / extent;
  for (auto [i, bit] : llvm::enumerate(bits->valueBits))
    if (isReduced(bit))
      plan.valueMask |= int64_t(1) << i;
  std::vector<cute::IntTuple> warpShape, warpStride;
  for (auto [b, bit] : llvm::enumerate(bits->threadBits)) {
    bool reduced = isReduced(bit);
    if (b < 5 && reduced)
      plan.laneMasks.push_back(int32_t(1) << b);
    warpShape.push_back(2);
    warpStride.push_back(b >= 5 && reduced ? plan.numSlices * plan.numResults
                                           : 0);
    if (b >= 5 && reduced)
      plan.numSlices *= 2;
  }
  if (!warpShape.empty())
    plan.slice = *cute::Layout::create(cute::IntTuple::tuple(warpShape),
                                       cute::IntTuple::tuple(warpStride));
  std::vector<int64_t> resultShape(shape);
  resultShape.erase(resultShape.begin() + dim);
  std::vector<int64_t> resultStrides = getRowMajorStrides(resultShape);
  resultStrides.insert(resultStrides.begin() + dim, 0);
  plan.resultOf = *cute::makeRowMajorIndexMap(shape, resultStrides);
  return plan;
}

/// Without warps along the reduced dimension, where every thread holds the
/// results it needs (the result's layout is the operand's sliced): for each
/// result value, the leader value (reduced value bits clear) whose partial
/// it is.
cute::Result<std::vector<int64_t>> findLocalReduction(nv_tileaa::ReduceOp op,
                                                      const ShufflePlan &plan) {
  if (plan.numSlices != 1)
    return cute::makeError("warps along the reduced dimension");
  Type source = op.getOperands().front().getType();
  auto layout = getLayout(source);
  if (!layout)
    return cute::makeError("not a distributed tile");
  cute::Layout tv = layout.getTVLayout();
  int64_t numValues = tv.mode(1)->size();
  std::vector<bool> isLeader(numValues);
  for (int64_t v = 0; v < numValues; ++v)
    isLeader[v] = (v & plan.valueMask) == 0;
  Type result = op.getResult(0).getType();
  return findLocalSources(source, result, plan.resultOf, identityKey(result),
                          isLeader);
}

/// The reduction of a tile whose layout is built from bits (each bit of a
/// thread id or value index sets one bit of the element index, or none):
/// within each thread over the value bits along the reduced dimension,
/// across lanes by butterfly shuffles over such lane bits, and across warps
/// through shared memory, where each (warp slice, result) gets one slot and
/// every thread then combines the slots of the results it holds. Lane and
/// warp bits that only replicate elements take no part. Other layouts and
/// element types are left to ReduceLowering.
struct ShuffleReduceLowering : public OpConversionPattern<nv_tileaa::ReduceOp> {
  ShuffleReduceLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::ReduceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<ShufflePlan> plan = planShuffleReduce(op);
    if (!plan)
      return rewriter.notifyMatchFailure(op, "no shuffle plan");
    auto source = cast<RankedTensorType>(op.getOperands().front().getType());
    cute::Layout tv = getLayout(source).getTVLayout();
    int64_t valueMask = plan->valueMask, numSlices = plan->numSlices;
    int64_t numResults = plan->numResults;
    Location loc = op.getLoc();
    Block &body = op.getBody().front();
    int64_t numValues = tv.mode(1)->size();
    SmallVector<Value> indices = emitElementIndices(rewriter, loc, source);

    // 1. Within the thread: each leader (reduced value bits clear) combines
    //    its group.
    SmallVector<int64_t> leaders;
    SmallVector<SmallVector<Value>> partials;
    for (int64_t v = 0; v < numValues; ++v) {
      if (v & valueMask)
        continue;
      leaders.push_back(v);
      SmallVector<Value> accumulators;
      for (ValueRange values : adaptor.getOperands())
        accumulators.push_back(values[v]);
      for (int64_t member = v + 1; member < numValues; ++member) {
        if ((member & ~valueMask) != v)
          continue;
        SmallVector<Value> elements;
        for (ValueRange values : adaptor.getOperands())
          elements.push_back(values[member]);
        accumulators = applyBody(rewriter, body, elements, accumulators);
      }
      partials.push_back(accumulators);
    }
    // 2. Across lanes.
    for (int32_t mask : plan->laneMasks) {
      for (SmallVector<Value> &accumulators : partials) {
        SmallVector<Value> others;
        for (Value value : accumulators)
          others.push_back(shuffleXor(rewriter, loc, value, mask));
        accumulators = applyBody(rewriter, body, others, accumulators);
      }
    }
    // 3. Without warps along the dimension, where every thread holds the
    //    results it needs (the result's layout is the operand's sliced):
    //    the partials are the results.
    if (auto local = findLocalReduction(op, *plan)) {
      SmallVector<SmallVector<Value>> results(op.getNumResults());
      for (int64_t source : *local) {
        size_t partial = llvm::find(leaders, source) - leaders.begin();
        for (auto [i, value] : llvm::enumerate(partials[partial]))
          results[i].push_back(value);
      }
      SmallVector<ValueRange> replacements(results.begin(), results.end());
      rewriter.replaceOpWithMultiple(op, replacements);
      return success();
    }
    // 4. Across warps: one slot per (slice, result) in each operand's
    //    buffer; every thread combines the slots of its results.
    SharedScratch scratch(rewriter, loc);
    SmallVector<int64_t> offsets;
    SmallVector<Type> elements;
    int64_t offset = 0;
    for (ValueRange values : adaptor.getOperands()) {
      offsets.push_back(offset);
      elements.push_back(values.front().getType());
      offset += llvm::alignTo(
          numSlices * numResults * getScratchElementBytes(elements.back()), 16);
    }
    Value sliceBase = emitLayoutOffset(rewriter, loc, plan->slice,
                                       getThreadId(rewriter, loc));
    scratch.barrier();
    for (auto [leader, accumulators] : llvm::zip(leaders, partials)) {
      Value slot = arith::AddIOp::create(
          rewriter, loc, sliceBase,
          emitLayoutOffset(rewriter, loc, plan->resultOf, indices[leader]));
      for (auto [value, at] : llvm::zip(accumulators, offsets))
        scratch.storeAt(value, slot, at);
    }
    scratch.barrier();
    SmallVector<SmallVector<Value>> results(op.getNumResults());
    for (Value result :
         emitElementIndices(rewriter, loc, op.getResult(0).getType())) {
      auto load = [&](int64_t w) {
        Value slot = arith::AddIOp::create(
            rewriter, loc, result, constantI32(rewriter, loc, w * numResults));
        SmallVector<Value> loaded;
        for (auto [element, at] : llvm::zip(elements, offsets))
          loaded.push_back(scratch.load(slot, element, at));
        return loaded;
      };
      SmallVector<Value> accumulators = load(0);
      for (int64_t w = 1; w < numSlices; ++w)
        accumulators = applyBody(rewriter, body, load(w), accumulators);
      for (auto [i, value] : llvm::enumerate(accumulators))
        results[i].push_back(value);
    }
    SmallVector<ValueRange> replacements(results.begin(), results.end());
    rewriter.replaceOpWithMultiple(op, replacements);
    return success();
  }
};

/// Each thread combines, for every result value it holds, the elements
/// along the reduced dimension.
struct ReduceLowering : public OpConversionPattern<nv_tileaa::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::ReduceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto source = cast<RankedTensorType>(op.getOperands().front().getType());
    if (!getLayout(source))
      return failure();
    int64_t dim = op.getDim();
    std::vector<int64_t> strides = getRowMajorStrides(source.getShape());
    int64_t reducedStride = strides[dim];
    std::vector<int64_t> resultShape(source.getShape().begin(),
                                     source.getShape().end());
    resultShape.erase(resultShape.begin() + dim);
    strides.erase(strides.begin() + dim);
    // Result element -> the first element it combines.
    cute::Layout first = *cute::makeRowMajorIndexMap(resultShape, strides);

    StagedCombiner combiner(rewriter, loc, op.getOperands(),
                            adaptor.getOperands(), op.getIdentities(),
                            op.getBody().front());
    SmallVector<SmallVector<Value>> results(op.getNumResults());
    for (Value start : emitMappedElementOffsets(
             rewriter, loc, op.getResult(0).getType(), first)) {
      ValueRange combined = combiner.emitLoop(
          rewriter, loc, constantI32(rewriter, loc, 0),
          constantI32(rewriter, loc, source.getDimSize(dim)),
          [&](OpBuilder &b, Location l, Value k) -> Value {
            return arith::AddIOp::create(
                b, l, start,
                arith::MulIOp::create(b, l, k,
                                      constantI32(b, l, reducedStride)));
          });
      for (auto [i, result] : llvm::enumerate(combined))
        results[i].push_back(result);
    }
    SmallVector<ValueRange> replacements(results.begin(), results.end());
    rewriter.replaceOpWithMultiple(op, replacements);
    return success();
  }
};

/// Where one bit of an element's position along a scanned dimension comes
/// from, in a layout built from bits: a bit of the thread's value index, or
/// a bit of the thread id (lane bits 0-4, warp bits above).
struct ScanBit {
  enum Kind { Value, Lane, Warp } kind;
  /// The value-index or thread-id bit.
  int source;
  /// The bit of the element's row-major index it sets.
  int element;
};

/// The position bits of `op`'s dimension, lowest first, or none when its
/// layout is not built from bits, an element type cannot be shuffled or a
/// result's layout differs from the operand's.
std::optional<SmallVector<ScanBit>> planShuffleScan(nv_tileaa::ScanOp op) {
  for (auto [operand, result] : llvm::zip(op.getOperands(), op.getResults()))
    if (getLayout(result.getType()) != getLayout(operand.getType()))
      return std::nullopt;
  std::optional<DimensionBits> dimension =
      getDimensionBits(op.getOperands(), op.getDim());
  if (!dimension)
    return std::nullopt;
  SmallVector<ScanBit> bits;
  for (int bit = dimension->low; bit < dimension->high; ++bit) {
    SmallVector<ScanBit> sources;
    for (auto [i, set] : llvm::enumerate(dimension->valueBits))
      if (set == bit)
        sources.push_back({ScanBit::Value, int(i), bit});
    for (auto [b, set] : llvm::enumerate(dimension->threadBits))
      if (set == bit)
        sources.push_back({b < 5 ? ScanBit::Lane : ScanBit::Warp, int(b), bit});
    if (sources.size() != 1)
      return std::nullopt;
    bits.push_back(sources.front());
  }
  return bits;
}

/// The scan of a tile whose layout is built from bits, one position bit at
/// a time from the lowest: every element keeps the scan of its aligned
/// block of the line so far and the block's total, and each step joins a
/// block with its partner block (position bit flipped): the later block's
/// elements put the earlier total in front of their scans, and both blocks
/// now have the joined total. A partner's total is another value of the
/// thread (value bits), a `gpu.shuffle` (lane bits) or a shared-memory
/// read (warp bits). The body takes the later operand as its element and
/// the earlier one as its accumulator, as the serial scan does; for
/// `reverse`, later means nearer the start of the line. The identities are
/// not needed (every position has at least itself); like the serial scan,
/// the result assumes they are identities of the body. Other layouts and
/// element types are left to ScanLowering.
struct ShuffleScanLowering : public OpConversionPattern<nv_tileaa::ScanOp> {
  ShuffleScanLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::ScanOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<ScanBit>> bits = planShuffleScan(op);
    if (!bits)
      return rewriter.notifyMatchFailure(op, "no shuffle plan");
    Location loc = op.getLoc();
    Block &body = op.getBody().front();
    Type tile = op.getOperands().front().getType();
    size_t numOperands = op.getNumOperands();
    size_t numValues = adaptor.getOperands().front().size();
    // scans[v][i] / totals[v][i]: value v of operand i.
    SmallVector<SmallVector<Value>> scans(numValues), totals(numValues);
    for (ValueRange values : adaptor.getOperands())
      for (size_t v = 0; v < numValues; ++v) {
        scans[v].push_back(values[v]);
        totals[v].push_back(values[v]);
      }
    bool reverse = op.getReverse();

    for (const ScanBit &bit : *bits) {
      if (bit.kind == ScanBit::Value) {
        // Both blocks are in this thread: which one is later is known.
        SmallVector<SmallVector<Value>> joined(numValues);
        for (size_t v = 0; v < numValues; ++v) {
          size_t partner = v ^ (size_t(1) << bit.source);
          bool later = bool((v >> bit.source) & 1) != reverse;
          if (later) {
            scans[v] = applyBody(rewriter, body, scans[v], totals[partner]);
            joined[v] = applyBody(rewriter, body, totals[v], totals[partner]);
          } else {
            joined[v] = applyBody(rewriter, body, totals[partner], totals[v]);
          }
        }
        totals = std::move(joined);
        continue;
      }
      SmallVector<SmallVector<Value>> partners =
          bit.kind == ScanBit::Lane
              ? shuffleTotals(rewriter, loc, totals, bit.source)
              : exchangeTotals(rewriter, loc, op, tile, totals, bit.element);
      // The joined total takes the later block's total as its element:
      // pick the operands, then apply the body once.
      Value later = isLater(rewriter, loc, bit.source, reverse);
      for (size_t v = 0; v < numValues; ++v) {
        SmallVector<Value> laterScan =
            applyBody(rewriter, body, scans[v], partners[v]);
        SmallVector<Value> element, accumulator;
        for (size_t i = 0; i < numOperands; ++i) {
          element.push_back(arith::SelectOp::create(
              rewriter, loc, later, totals[v][i], partners[v][i]));
          accumulator.push_back(arith::SelectOp::create(
              rewriter, loc, later, partners[v][i], totals[v][i]));
        }
        totals[v] = applyBody(rewriter, body, element, accumulator);
        for (size_t i = 0; i < numOperands; ++i)
          scans[v][i] = arith::SelectOp::create(rewriter, loc, later,
                                                laterScan[i], scans[v][i]);
      }
    }

    SmallVector<SmallVector<Value>> results(numOperands);
    for (size_t v = 0; v < numValues; ++v)
      for (size_t i = 0; i < numOperands; ++i)
        results[i].push_back(scans[v][i]);
    SmallVector<ValueRange> replacements(results.begin(), results.end());
    rewriter.replaceOpWithMultiple(op, replacements);
    return success();
  }

private:
  /// Whether this thread's blocks are the later ones at thread-id bit
  /// `bit`.
  static Value isLater(OpBuilder &builder, Location loc, int bit,
                       bool reverse) {
    Value tid = getThreadId(builder, loc);
    Value set = arith::AndIOp::create(builder, loc, tid,
                                      constantI32(builder, loc, 1 << bit));
    return arith::CmpIOp::create(builder, loc,
                                 reverse ? arith::CmpIPredicate::eq
                                         : arith::CmpIPredicate::ne,
                                 set, constantI32(builder, loc, 0));
  }

  /// The partner lane's totals.
  static SmallVector<SmallVector<Value>>
  shuffleTotals(OpBuilder &builder, Location loc,
                ArrayRef<SmallVector<Value>> totals, int bit) {
    SmallVector<SmallVector<Value>> partners;
    for (ArrayRef<Value> values : totals) {
      partners.emplace_back();
      for (Value value : values)
        partners.back().push_back(shuffleXor(builder, loc, value, 1 << bit));
    }
    return partners;
  }

  /// The partner warp's totals: every operand's totals written at their
  /// elements' row-major indices, and read back at the index whose bit
  /// `elementBit` is flipped.
  static SmallVector<SmallVector<Value>>
  exchangeTotals(OpBuilder &builder, Location loc, nv_tileaa::ScanOp op,
                 Type tile, ArrayRef<SmallVector<Value>> totals,
                 int elementBit) {
    SharedScratch scratch(builder, loc);
    // totals is value by value; the buffers are operand by operand.
    SmallVector<SmallVector<Value>> byOperand(op.getNumOperands());
    for (ArrayRef<Value> held : totals)
      for (auto [i, value] : llvm::enumerate(held))
        byOperand[i].push_back(value);
    SmallVector<ValueRange> values(byOperand.begin(), byOperand.end());
    SmallVector<int64_t> offsets =
        scratch.storeTiles(op.getOperands().getTypes(), values);
    Value flip = constantI32(builder, loc, int64_t(1) << elementBit);
    SmallVector<SmallVector<Value>> partners;
    for (auto [v, index] :
         llvm::enumerate(emitElementIndices(builder, loc, tile))) {
      Value partner = arith::XOrIOp::create(builder, loc, index, flip);
      partners.emplace_back();
      for (auto [i, at] : llvm::enumerate(offsets))
        partners.back().push_back(
            scratch.load(partner, totals[v][i].getType(), at));
    }
    return partners;
  }
};

/// Each thread combines, for every result element it holds at position k
/// of its line along the dimension, the elements 0 .. k of the line (k ..
/// end, from the end, with `reverse`).
struct ScanLowering : public OpConversionPattern<nv_tileaa::ScanOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::ScanOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto source = cast<RankedTensorType>(op.getOperands().front().getType());
    if (!getLayout(source) || !getLayout(op.getResult(0).getType()))
      return failure();
    int64_t dim = op.getDim();
    int64_t stride = getRowMajorStrides(source.getShape())[dim];
    int64_t extent = source.getDimSize(dim);
    std::vector<int64_t> shape(source.getShape().begin(),
                               source.getShape().end());
    std::vector<int64_t> unit(shape.size(), 0);
    unit[dim] = 1;
    // Element -> its position along the dimension, and -> the first element
    // of its line.
    cute::Layout position = *cute::makeRowMajorIndexMap(shape, unit);
    std::vector<int64_t> lineStrides = getRowMajorStrides(source.getShape());
    lineStrides[dim] = 0;
    cute::Layout lineStartOf = *cute::makeRowMajorIndexMap(shape, lineStrides);

    StagedCombiner combiner(rewriter, loc, op.getOperands(),
                            adaptor.getOperands(), op.getIdentities(),
                            op.getBody().front());
    Value strideValue = constantI32(rewriter, loc, stride);
    SmallVector<SmallVector<Value>> results(op.getNumResults());
    Type resultType = op.getResult(0).getType();
    for (auto [k, lineStart] : llvm::zip(
             emitMappedElementOffsets(rewriter, loc, resultType, position),
             emitMappedElementOffsets(rewriter, loc, resultType,
                                      lineStartOf))) {
      Value one = constantI32(rewriter, loc, 1);
      Value count =
          op.getReverse()
              ? arith::SubIOp::create(rewriter, loc,
                                      constantI32(rewriter, loc, extent), k)
                    .getResult()
              : arith::AddIOp::create(rewriter, loc, k, one).getResult();
      ValueRange combined = combiner.emitLoop(
          rewriter, loc, constantI32(rewriter, loc, 0), count,
          [&](OpBuilder &b, Location l, Value step) -> Value {
            Value at = step;
            if (op.getReverse())
              at = arith::SubIOp::create(b, l, constantI32(b, l, extent - 1),
                                         step);
            return arith::AddIOp::create(
                b, l, lineStart, arith::MulIOp::create(b, l, at, strideValue));
          });
      for (auto [i, result] : llvm::enumerate(combined))
        results[i].push_back(result);
    }
    SmallVector<ValueRange> replacements(results.begin(), results.end());
    rewriter.replaceOpWithMultiple(op, replacements);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// broadcast and reshape
//===----------------------------------------------------------------------===//

/// A one-element tile is a copy of the scalar every thread holds; a bigger
/// one is read from shared memory at the source element of each result.
struct BroadcastLowering : public OpConversionPattern<nv_tileaa::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::BroadcastOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto layout = getLayout(op.getType());
    if (!layout)
      return failure();
    ValueRange sources = adaptor.getSource();
    RankedTensorType source = op.getSource().getType();
    if (source.getNumElements() == 1) {
      replaceWithCopies(rewriter, op, layout, sources.front());
      return success();
    }
    // Where each thread holds the sources of its elements (a slice of the
    // result's layout): registers only.
    if (auto local = findLocalBroadcast(op)) {
      rewriter.replaceOpWithMultiple(op, {pick(sources, *local)});
      return success();
    }
    rewriter.replaceOpWithMultiple(
        op, {exchange(rewriter, op.getLoc(), sources, source, op.getType(),
                      getBroadcastSourceMap(op))});
    return success();
  }
};

/// Layouts map (thread, value) to row-major element indices, which a
/// reshape keeps: with the same layout on both sides every thread keeps its
/// values. tileas-assign-layouts gives a reshape its source's layout and
/// converts afterwards where needed.
struct ReshapeLowering : public OpConversionPattern<nv_tileaa::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::ReshapeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto from = getLayout(op.getSource().getType());
    auto to = getLayout(op.getType());
    if (!from || !to)
      return failure();
    if (from.getTVLayout() != to.getTVLayout())
      return op.emitOpError("reshape from layout ")
             << from << " to layout " << to
             << " moves elements between threads; convert the layout first "
                "(nv_tileas.convert_layout)";
    rewriter.replaceOpWithMultiple(op, {adaptor.getSource()});
    return success();
  }
};

/// Each thread reads the elements the new layout gives it, at the same
/// row-major indices.
struct ConvertLayoutLowering
    : public OpConversionPattern<nv_tileas::ConvertLayoutOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::ConvertLayoutOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto from = getLayout(op.getSource().getType());
    auto to = getLayout(op.getType());
    if (from.getTVLayout() == to.getTVLayout()) {
      rewriter.replaceOpWithMultiple(op, {adaptor.getSource()});
      return success();
    }
    // A register permutation where every thread already holds its elements.
    if (auto local = findLocalConversion(op)) {
      rewriter.replaceOpWithMultiple(op, {pick(adaptor.getSource(), *local)});
      return success();
    }
    std::vector<int64_t> shape{
        cast<RankedTensorType>(op.getType()).getNumElements()};
    rewriter.replaceOpWithMultiple(
        op, {exchange(rewriter, op.getLoc(), adaptor.getSource(),
                      op.getSource().getType(), op.getType(),
                      *cute::makeRowMajorIndexMap(shape, {1}))});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// permute, extract_slice, concat
//===----------------------------------------------------------------------===//

/// Result dimension i runs along source dimension permutation[i].
struct PermuteLowering : public OpConversionPattern<nv_tileaa::PermuteOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::PermuteOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto source = cast<RankedTensorType>(op.getSource().getType());
    auto result = cast<RankedTensorType>(op.getType());
    if (!getLayout(source) || !getLayout(result))
      return failure();
    std::vector<int64_t> sourceStrides = getRowMajorStrides(source.getShape());
    std::vector<int64_t> strides;
    for (int32_t dim : op.getPermutation())
      strides.push_back(sourceStrides[dim]);
    std::vector<int64_t> shape(result.getShape().begin(),
                               result.getShape().end());
    rewriter.replaceOpWithMultiple(
        op, {exchange(rewriter, op.getLoc(), adaptor.getSource(), source,
                      result, *cute::makeRowMajorIndexMap(shape, strides))});
    return success();
  }
};

/// A slice of a one-dimensional tile staged alone: each thread writes the
/// values it holds inside [origin, origin + size) at their place in the
/// slice, so shared memory holds the slice rather than the whole source.
SmallVector<Value> stageSlice(OpBuilder &builder, Location loc,
                              ValueRange sources, RankedTensorType source,
                              RankedTensorType result, Value origin) {
  SharedScratch scratch(builder, loc);
  Value size = constantI32(builder, loc, result.getNumElements());
  scratch.barrier();
  for (auto [value, index] :
       llvm::zip(sources, emitElementIndices(builder, loc, source))) {
    Value at = arith::SubIOp::create(builder, loc, index, origin);
    Value inside = arith::CmpIOp::create(builder, loc,
                                         arith::CmpIPredicate::ult, at, size);
    scf::IfOp::create(builder, loc, inside, [&](OpBuilder &b, Location l) {
      scratch.storeAt(value, at, /*byteOffset=*/0);
      scf::YieldOp::create(b, l);
    });
  }
  scratch.barrier();
  SmallVector<Value> results;
  for (Value index : emitElementIndices(builder, loc, result))
    results.push_back(
        scratch.load(index, sources.front().getType(), /*byteOffset=*/0));
  return results;
}

/// Whether a slice is staged alone (stageSlice) rather than with its
/// whole source.
bool isStagedAlone(tensor::ExtractSliceOp slice) {
  return slice.getSourceType().getRank() == 1 &&
         slice.getResultType().getNumElements() <
             slice.getSourceType().getNumElements();
}

/// A unit-stride slice: the result element at c is the source element at
/// offsets + c.
struct ExtractSliceLowering
    : public OpConversionPattern<tensor::ExtractSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ExtractSliceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType source = op.getSourceType();
    RankedTensorType result = op.getResultType();
    if (!getLayout(source) || !getLayout(result))
      return failure();
    if (!op.hasUnitStride() || result.getRank() != source.getRank())
      return op.emitOpError("slices with strides or dropped dimensions are "
                            "not lowered yet");
    Location loc = op.getLoc();
    std::vector<int64_t> strides = getRowMajorStrides(source.getShape());
    Type i32 = rewriter.getI32Type();
    Value origin = arith::ConstantIntOp::create(rewriter, loc, i32, 0);
    auto dynamicOffsets = adaptor.getOffsets();
    size_t next = 0;
    for (auto [dim, offset] : llvm::enumerate(op.getMixedOffsets())) {
      Value position;
      if (auto constant = getConstantIntValue(offset))
        position = arith::ConstantIntOp::create(rewriter, loc, i32, *constant);
      else
        position = arith::TruncIOp::create(rewriter, loc, i32,
                                           dynamicOffsets[next++].front());
      origin = arith::AddIOp::create(
          rewriter, loc, origin,
          arith::MulIOp::create(
              rewriter, loc, position,
              arith::ConstantIntOp::create(rewriter, loc, i32, strides[dim])));
    }
    if (isStagedAlone(op)) {
      rewriter.replaceOpWithMultiple(
          op, {stageSlice(rewriter, loc, adaptor.getSource(), source, result,
                          origin)});
      return success();
    }
    std::vector<int64_t> shape(result.getShape().begin(),
                               result.getShape().end());
    rewriter.replaceOpWithMultiple(
        op, {exchange(rewriter, loc, adaptor.getSource(), source, result,
                      *cute::makeRowMajorIndexMap(shape, strides), origin)});
    return success();
  }
};

/// pack and unpack: the tile's bytes read as another element type, through
/// shared memory. 4-bit elements (their bits as i4) take a byte each there:
/// a wider result element gathers its nibbles, least significant first; a
/// 4-bit result element reads half of a byte of the source.
struct RepackLowering : public OpConversionPattern<nv_tileaa::RepackOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::RepackOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto source = cast<RankedTensorType>(op.getSource().getType());
    auto result = cast<RankedTensorType>(op.getType());
    if (!getLayout(source) || !getLayout(result))
      return failure();
    Type element = getTypeConverter()->convertType(result.getElementType());
    int64_t fromBits = source.getElementType().getIntOrFloatBitWidth();
    int64_t toBits = result.getElementType().getIntOrFloatBitWidth();
    for (Type type : {source.getElementType(), result.getElementType()}) {
      int64_t bits = type.getIntOrFloatBitWidth();
      if (bits % 8 != 0 && bits != 4)
        return op.emitOpError("repacking ")
               << type << " elements of less than a byte is not lowered yet";
    }
    Location loc = op.getLoc();
    auto identity = *cute::makeRowMajorIndexMap({result.getNumElements()}, {1});
    if (fromBits == toBits || (fromBits % 8 == 0 && toBits % 8 == 0)) {
      rewriter.replaceOpWithMultiple(
          op, {exchange(rewriter, loc, adaptor.getSource(), source, result,
                        identity, /*offset=*/Value(), element)});
      return success();
    }

    SharedScratch scratch(rewriter, loc);
    scratch.barrier();
    scratch.store(adaptor.getSource(), source, /*byteOffset=*/0);
    scratch.barrier();
    Type i8 = rewriter.getI8Type();
    int64_t count = result.getNumElements();
    SmallVector<Value> results;
    if (toBits == 4) {
      // Element e is nibble e % 2 (low first) of byte e / 2: over the
      // row-major index (2, count / 2), the byte is 0:1 and the shift in
      // bits 4:0.
      auto nibbles = cute::IntTuple::of({2, (count + 1) / 2});
      SmallVector<Value> bytes = emitMappedElementOffsets(
          rewriter, loc, result,
          *cute::Layout::create(nibbles, cute::IntTuple::of({0, 1})));
      SmallVector<Value> shifts = emitMappedElementOffsets(
          rewriter, loc, result,
          *cute::Layout::create(nibbles, cute::IntTuple::of({4, 0})));
      for (auto [at, shift] : llvm::zip(bytes, shifts)) {
        Value byte = scratch.load(at, i8, /*byteOffset=*/0);
        results.push_back(arith::TruncIOp::create(
            rewriter, loc, element,
            arith::ShRUIOp::create(
                rewriter, loc, byte,
                arith::TruncIOp::create(rewriter, loc, i8, shift))));
      }
      rewriter.replaceOpWithMultiple(op, {results});
      return success();
    }
    // A wider element gathers toBits / 4 nibbles, one per byte of the
    // buffer, from byte e * (toBits / 4) on.
    Type wide = rewriter.getIntegerType(toBits);
    int64_t perElement = toBits / 4;
    SmallVector<Value> firsts = emitMappedElementOffsets(
        rewriter, loc, result,
        *cute::makeRowMajorIndexMap({count}, {perElement}));
    for (Value first : firsts) {
      Value bits = arith::ConstantIntOp::create(rewriter, loc, wide, 0);
      for (int64_t n = 0; n < perElement; ++n) {
        Value nibble =
            scratch.load(arith::AddIOp::create(rewriter, loc, first,
                                               constantI32(rewriter, loc, n)),
                         rewriter.getIntegerType(4), /*byteOffset=*/0);
        Value placed = arith::ShLIOp::create(
            rewriter, loc, arith::ExtUIOp::create(rewriter, loc, wide, nibble),
            arith::ConstantIntOp::create(rewriter, loc, wide, 4 * n));
        bits = arith::OrIOp::create(rewriter, loc, bits, placed);
      }
      if (bits.getType() != element)
        bits = arith::BitcastOp::create(rewriter, loc, element, bits);
      results.push_back(bits);
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

/// Two tiles joined along a dimension: both go to one buffer, the second
/// after the first, and each result element reads the one it comes from.
struct ConcatLowering : public OpConversionPattern<tensor::ConcatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ConcatOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType result = op.getResultType();
    if (!getLayout(result) || op.getInputs().size() != 2 ||
        llvm::any_of(op.getInputs().getTypes(),
                     [](Type t) { return !getLayout(t); }))
      return failure();
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    auto first = cast<RankedTensorType>(op.getInputs()[0].getType());
    auto second = cast<RankedTensorType>(op.getInputs()[1].getType());
    std::vector<int64_t> shape(result.getShape().begin(),
                               result.getShape().end());
    std::vector<int64_t> firstStrides = getRowMajorStrides(first.getShape());
    std::vector<int64_t> secondStrides = getRowMajorStrides(second.getShape());
    std::vector<int64_t> unit(shape.size(), 0);
    unit[dim] = 1;
    cute::Layout position = *cute::makeRowMajorIndexMap(shape, unit);
    cute::Layout inFirst = *cute::makeRowMajorIndexMap(shape, firstStrides);
    cute::Layout inSecond = *cute::makeRowMajorIndexMap(shape, secondStrides);
    // Element indices in the second tile are shifted back by the first's
    // extent along `dim`, and forward by the first's size in the buffer.
    int64_t shift =
        first.getNumElements() - first.getDimSize(dim) * secondStrides[dim];

    SharedScratch scratch(rewriter, loc);
    scratch.barrier();
    scratch.store(adaptor.getInputs()[0], first, /*byteOffset=*/0);
    Type i32 = rewriter.getI32Type();
    Value base = arith::ConstantIntOp::create(rewriter, loc, i32,
                                              first.getNumElements());
    for (auto [value, index] : llvm::zip(
             adaptor.getInputs()[1], emitElementIndices(rewriter, loc, second)))
      scratch.storeAt(value, arith::AddIOp::create(rewriter, loc, base, index),
                      /*byteOffset=*/0);
    scratch.barrier();
    Type element = adaptor.getInputs()[0].front().getType();
    SmallVector<Value> results;
    SmallVector<Value> positions =
        emitMappedElementOffsets(rewriter, loc, result, position);
    SmallVector<Value> firstIndices =
        emitMappedElementOffsets(rewriter, loc, result, inFirst);
    SmallVector<Value> secondIndices =
        emitMappedElementOffsets(rewriter, loc, result, inSecond);
    for (auto [at, inFirstIndex, inSecondIndex] :
         llvm::zip(positions, firstIndices, secondIndices)) {
      Value inFirstPart =
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult, at,
                                arith::ConstantIntOp::create(
                                    rewriter, loc, i32, first.getDimSize(dim)));
      Value source = arith::SelectOp::create(
          rewriter, loc, inFirstPart, inFirstIndex,
          arith::AddIOp::create(
              rewriter, loc, inSecondIndex,
              arith::ConstantIntOp::create(rewriter, loc, i32, shift)));
      results.push_back(scratch.load(source, element, /*byteOffset=*/0));
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

/// The type products are accumulated in: f32 for 16-bit floats, else the
/// accumulator's.
Type getComputeType(Type accumulator) {
  if (accumulator.isF16() || accumulator.isBF16())
    return Float32Type::get(accumulator.getContext());
  return accumulator;
}

Value castTo(OpBuilder &builder, Location loc, Value value, Type type,
             bool isUnsigned) {
  Type from = value.getType();
  if (from == type)
    return value;
  if (isa<FloatType>(type))
    return from.getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth()
               ? arith::ExtFOp::create(builder, loc, type, value).getResult()
               : arith::TruncFOp::create(builder, loc, type, value).getResult();
  if (isUnsigned)
    return arith::ExtUIOp::create(builder, loc, type, value);
  return arith::ExtSIOp::create(builder, loc, type, value);
}

/// An operand element (`format` its tile element type) in the type products
/// are computed in.
Value decodeOperand(OpBuilder &builder, Location loc, Value value, Type format,
                    Type compute, bool isUnsigned) {
  if (isDecodableNarrowFloat(format))
    value = decodeNarrowFloat(builder, loc, value, format);
  return castTo(builder, loc, value, compute, isUnsigned);
}

/// The general fallback, correct for every shape and target: both operands
/// go to shared memory, and each thread computes the accumulator elements
/// it holds in one loop over K carrying all of them, one fused multiply-add
/// (or integer multiply and add) per element and step.
struct DotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto lhs = cast<RankedTensorType>(op.getLhs().getType());
    auto rhs = cast<RankedTensorType>(op.getRhs().getType());
    auto acc = cast<RankedTensorType>(op.getAcc().getType());
    if (!getLayout(lhs) || !getLayout(rhs) || !getLayout(acc))
      return failure();
    Type operand = lhs.getElementType();
    if (isa<FloatType>(operand) && !operand.isF16() && !operand.isBF16() &&
        !operand.isF32() && !operand.isF64() && !operand.isTF32() &&
        !isDecodableNarrowFloat(operand))
      return op.emitOpError("matrix multiply of ")
             << operand << " operands is not lowered yet";
    Location loc = op.getLoc();
    int64_t rank = acc.getRank();
    int64_t m = acc.getDimSize(rank - 2), n = acc.getDimSize(rank - 1);
    int64_t k = lhs.getDimSize(rank - 1);
    std::vector<int64_t> shape(acc.getShape().begin(), acc.getShape().end());
    // Accumulator element -> the first element of its row of A and of its
    // column of B.
    std::vector<int64_t> rowStrides{k, 0}, columnStrides{0, 1};
    if (rank == 3) {
      rowStrides.insert(rowStrides.begin(), m * k);
      columnStrides.insert(columnStrides.begin(), k * n);
    }
    cute::Layout rowStart = *cute::makeRowMajorIndexMap(shape, rowStrides);
    cute::Layout columnStart =
        *cute::makeRowMajorIndexMap(shape, columnStrides);

    SharedScratch scratch(rewriter, loc);
    int64_t rhsOffset = getBufferBytes(lhs);
    scratch.barrier();
    scratch.store(adaptor.getLhs(), lhs, /*byteOffset=*/0);
    scratch.store(adaptor.getRhs(), rhs, rhsOffset);
    scratch.barrier();

    Type accElement = adaptor.getAcc().front().getType();
    Type compute = getComputeType(accElement);
    Type lhsElement = adaptor.getLhs().front().getType();
    Type rhsElement = adaptor.getRhs().front().getType();
    // Values of one row of C share their row of A (one load per k).
    SmallVector<Value> rowStarts =
        emitMappedElementOffsets(rewriter, loc, acc, rowStart);
    SmallVector<Value> columnStarts =
        emitMappedElementOffsets(rewriter, loc, acc, columnStart);
    SmallVector<Value> inits;
    for (Value value : adaptor.getAcc())
      inits.push_back(castTo(rewriter, loc, value, compute, false));

    Type i32 = rewriter.getI32Type();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
    };
    auto loop = scf::ForOp::create(
        rewriter, loc, constant(0), constant(k), constant(1), inits,
        [&](OpBuilder &b, Location l, Value step, ValueRange sums) {
          Value rowOffset = step;
          Value columnOffset = arith::MulIOp::create(b, l, step, constant(n));
          SmallVector<Value> next;
          for (auto [sum, row, column] :
               llvm::zip(sums, rowStarts, columnStarts)) {
            Value a = scratch.load(arith::AddIOp::create(b, l, row, rowOffset),
                                   lhsElement, /*byteOffset=*/0);
            Value bValue =
                scratch.load(arith::AddIOp::create(b, l, column, columnOffset),
                             rhsElement, rhsOffset);
            a = decodeOperand(b, l, a, operand, compute, op.getLhsUnsigned());
            bValue = decodeOperand(b, l, bValue, operand, compute,
                                   op.getRhsUnsigned());
            if (isa<FloatType>(compute))
              next.push_back(math::FmaOp::create(b, l, a, bValue, sum));
            else
              next.push_back(arith::AddIOp::create(
                  b, l, arith::MulIOp::create(b, l, a, bValue), sum));
          }
          scf::YieldOp::create(b, l, next);
        });
    SmallVector<Value> results;
    for (Value sum : loop.getResults())
      results.push_back(castTo(rewriter, loc, sum, accElement, false));
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Shared memory budget
//===----------------------------------------------------------------------===//

bool mlir::tileiras::isThreadLocal(nv_tileas::ConvertLayoutOp op) {
  return static_cast<bool>(findLocalConversion(op));
}

int64_t mlir::tileiras::getScratchBytes(Operation *op) {
  return llvm::TypeSwitch<Operation *, int64_t>(op)
      .Case([](nv_tileaa::ReduceOp reduce) {
        // One slot per warp slice and result, or whole operands.
        std::optional<ShufflePlan> plan = planShuffleReduce(reduce);
        if (plan && findLocalReduction(reduce, *plan))
          return int64_t(0);
        int64_t bytes = 0;
        for (Type type : reduce.getOperands().getTypes()) {
          auto tile = cast<RankedTensorType>(type);
          bytes += plan ? llvm::alignTo(
                              plan->numSlices * plan->numResults *
                                  getScratchElementBytes(tile.getElementType()),
                              16)
                        : getBufferBytes(tile);
        }
        return bytes;
      })
      .Case([](nv_tileaa::ScanOp scan) {
        // Whole operands, unless the position bits are all within warps.
        std::optional<SmallVector<ScanBit>> bits = planShuffleScan(scan);
        if (bits && llvm::none_of(*bits, [](const ScanBit &bit) {
              return bit.kind == ScanBit::Warp;
            }))
          return int64_t(0);
        int64_t bytes = 0;
        for (Type type : scan.getOperands().getTypes())
          bytes += getBufferBytes(cast<RankedTensorType>(type));
        return bytes;
      })
      .Case([](nv_tileaa::BroadcastOp broadcast) -> int64_t {
        RankedTensorType source = broadcast.getSource().getType();
        if (source.getNumElements() == 1 || findLocalBroadcast(broadcast))
          return 0;
        return getBufferBytes(source);
      })
      .Case([](nv_tileas::ConvertLayoutOp convert) -> int64_t {
        auto source = cast<RankedTensorType>(convert.getSource().getType());
        auto from = getLayout(source), to = getLayout(convert.getType());
        if (from.getTVLayout() == to.getTVLayout() ||
            findLocalConversion(convert))
          return 0;
        // Staged after another operand of the same product: both stay.
        return getStagingOffset(convert) + getBufferBytes(source);
      })
      .Case<nv_tileaa::AtomicRMWOp, nv_tileaa::AtomicCASOp>(
          [](auto atomic) -> int64_t {
            // The result of an elected atomic is shared from its owner.
            if (atomic.getResult().use_empty())
              return 0;
            Type type = atomic.getResult().getType();
            if (auto tile = dyn_cast<RankedTensorType>(type))
              return getBufferBytes(tile);
            return llvm::alignTo(getScratchElementBytes(type), 16);
          })
      .Case([](nv_tileaa::AllocaOp alloca) -> int64_t {
        // Its address, shared from the allocating thread.
        return llvm::alignTo(getScratchElementBytes(alloca.getType()), 16);
      })
      .Case([](nv_tileaa::RepackOp repack) -> int64_t {
        return getBufferBytes(
            cast<RankedTensorType>(repack.getSource().getType()));
      })
      .Case([](nv_tileaa::PermuteOp permute) -> int64_t {
        return getBufferBytes(
            cast<RankedTensorType>(permute.getSource().getType()));
      })
      .Case([](tensor::ExtractSliceOp slice) -> int64_t {
        if (!getLayout(slice.getSourceType()))
          return 0;
        return getBufferBytes(isStagedAlone(slice) ? slice.getResultType()
                                                   : slice.getSourceType());
      })
      .Case([](tensor::ConcatOp concat) -> int64_t {
        return getLayout(concat.getResultType())
                   ? getBufferBytes(concat.getResultType())
                   : 0;
      })
      .Case([](nv_tileaa::DotOp dot) -> int64_t {
        if (isComputedByMma(dot))
          return 0;
        return getBufferBytes(cast<RankedTensorType>(dot.getLhs().getType())) +
               getBufferBytes(cast<RankedTensorType>(dot.getRhs().getType()));
      })
      .Default([](Operation *) { return 0; });
}

FailureOr<SharedMemoryPlan>
mlir::tileiras::planSharedMemory(gpu::GPUModuleOp module) {
  SharedMemoryPlan plan;
  module.walk([&](Operation *op) {
    int64_t bytes = getScratchBytes(op);
    plan.scratchBytes = std::max(plan.scratchBytes, bytes);
    auto function = op->getParentOfType<FunctionOpInterface>();
    if (!function || bytes == 0)
      return;
    SharedMemoryPlan::Kernel &kernel = plan.kernels[function];
    kernel.bytes = std::max(kernel.bytes, bytes);
    if (!kernel.largestUser || bytes > getScratchBytes(kernel.largestUser))
      kernel.largestUser = op;
  });
  plan.totalBytes = plan.scratchBytes;
  // Where the next buffer of each kernel may start: after the scratch area
  // of the module (global_smem is one symbol for all its kernels).
  llvm::DenseMap<Operation *, int64_t> ends;
  WalkResult walk = module.walk([&](nv_tileas::AllocTensorOp alloc) {
    auto function = alloc->getParentOfType<FunctionOpInterface>();
    if (!function) {
      alloc.emitOpError("is not inside a function");
      return WalkResult::interrupt();
    }
    int64_t &end = ends.try_emplace(function, plan.scratchBytes).first->second;
    int64_t alignment = alloc.getAlignment();
    int64_t offset = llvm::alignTo(end, alignment);
    plan.bufferOffsets[alloc] = offset;
    plan.alignment = std::max(plan.alignment, alignment);
    end = offset + alloc.getNumBytes();
    plan.totalBytes = std::max(plan.totalBytes, end);
    SharedMemoryPlan::Kernel &kernel = plan.kernels[function];
    kernel.bytes = std::max(kernel.bytes, end);
    kernel.bufferBytes += alloc.getNumBytes();
    if (!kernel.largestUser)
      kernel.largestUser = alloc;
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return plan;
}

LogicalResult mlir::tileiras::ensureGlobalSmem(gpu::GPUModuleOp module,
                                               const SharedMemoryPlan &plan) {
  int64_t bytes = plan.totalBytes;
  if (bytes <= 0)
    return success();
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(module);
  int64_t staticBytes = target ? target->getStaticSharedMemoryBytes()
                               : int64_t(48 * 1024);
  int64_t maxBytes = target ? target->getMaxSharedMemoryBytes() : staticBytes;
  // Every kernel within what its target gives a block, else an error at
  // what needs the most.
  for (auto &[function, kernel] : plan.kernels) {
    if (kernel.bytes <= maxBytes)
      continue;
    InFlightDiagnostic diag =
        kernel.largestUser->emitError("kernel '")
        << cast<SymbolOpInterface>(function).getName() << "' needs "
        << kernel.bytes << " bytes of shared memory ";
    if (kernel.bufferBytes == 0)
      diag << "to move elements between threads";
    else
      diag << "(" << plan.scratchBytes << " to move elements between "
           << "threads, the rest for nv_tileas.alloc_tensor buffers)";
    diag << ", more than the " << maxBytes << " bytes "
         << (target ? target->getChip() : StringRef("the target"))
         << " gives a block";
    return diag;
  }
  bool dynamic = bytes > staticBytes;
  if (auto existing = module.lookupSymbol<LLVM::GlobalOp>(kGlobalSmem)) {
    auto array = dyn_cast<LLVM::LLVMArrayType>(existing.getGlobalType());
    if (dynamic)
      return existing.emitOpError("is a static array, but this module needs ")
             << bytes << " bytes of shared memory, more than the "
             << staticBytes << " a kernel can declare statically";
    if (existing.getAddrSpace() != 3 || !array ||
        static_cast<int64_t>(array.getNumElements()) *
                getScratchElementBytes(array.getElementType()) <
            bytes)
      return existing.emitOpError("cannot hold the ")
             << bytes << " bytes of shared memory this module needs";
    if (!plan.bufferOffsets.empty() &&
        static_cast<int64_t>(existing.getAlignment().value_or(0)) <
            plan.alignment)
      return existing.emitOpError("is not aligned to the ")
             << plan.alignment << " bytes a shared buffer of this module needs";
    return success();
  }
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  if (!dynamic) {
    LLVM::GlobalOp::create(builder, module.getLoc(),
                           LLVM::LLVMArrayType::get(builder.getI8Type(), bytes),
                           /*isConstant=*/false, LLVM::Linkage::Internal,
                           kGlobalSmem,
                           /*value=*/Attribute(), plan.alignment,
                           /*addrSpace=*/3);
    return success();
  }
  // Above what a kernel may declare statically: dynamic shared memory (an
  // external array of no size, PTX `.extern .shared`), whose size every
  // kernel records for its launch.
  LLVM::GlobalOp::create(builder, module.getLoc(),
                         LLVM::LLVMArrayType::get(builder.getI8Type(), 0),
                         /*isConstant=*/false, LLVM::Linkage::External,
                         kGlobalSmem,
                         /*value=*/Attribute(), plan.alignment,
                         /*addrSpace=*/3);
  for (auto &[function, kernel] : plan.kernels)
    function->setAttr(kDynamicSmemBytesAttr,
                      builder.getI32IntegerAttr(kernel.bytes));
  return success();
}

Value mlir::tileiras::getSharedBuffer(OpBuilder &builder, Location loc,
                                      int64_t byteOffset) {
  Value base = LLVM::AddressOfOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext(), 3),
      kGlobalSmem);
  return advanceBytes(builder, loc, base, byteOffset);
}

void mlir::tileiras::populateCrossThreadPatterns(const TypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  patterns.add<ShuffleReduceLowering, ReduceLowering, ShuffleScanLowering,
               ScanLowering, BroadcastLowering, ReshapeLowering,
               ConvertLayoutLowering, PermuteLowering, ExtractSliceLowering,
               ConcatLowering, RepackLowering, DotLowering>(
      converter, patterns.getContext());
}
