//===- CrossThread.h - what the exchanges between threads share -*- C++ -*-===//
//
// Ops whose results need elements other threads hold go through shared
// memory: every thread writes its values at their row-major index into a
// scratch area carved from `global_smem`, the CTA synchronizes, and every
// thread reads the elements it needs; where every thread already holds
// what it needs, registers are renamed instead. The patterns live by op
// family (Reduce.cpp, Scan.cpp, DataMovement.cpp, DotFma.cpp); this header
// holds what they share (CrossThread.cpp) and what the shared-memory plan
// (SharedMemoryPlan.cpp) asks of them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_CROSSTHREAD_H
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_CROSSTHREAD_H

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::tileiras::crossthread {

namespace cute = ::tileiras::cute;

constexpr StringLiteral kGlobalSmem = "global_smem";
/// The kernel attribute through which the target records the dynamic shared
/// memory a launch must pass (`#tileiras.target`, TileirasDialect).
constexpr StringLiteral kDynamicSmemBytesAttr = "tileiras.dynamic_smem_bytes";

/// Bytes an element of a tile takes in shared memory: elements narrower
/// than a byte (i1, f4) take a byte, tf32 its f32, a pointer 8.
int64_t getScratchElementBytes(Type element);

/// A buffer for every element of a tile, rounded up to 16 bytes so that the
/// next buffer stays aligned.
int64_t getBufferBytes(RankedTensorType tile);

/// Row-major strides of `shape`.
std::vector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape);

/// For each value of a product's accumulator tile `acc` ((batch x) m x n),
/// the row-major index of the first element of its row in a (batch x)
/// m x `k` tile (A, or A's scales with k blocks) and of its column in a
/// (batch x) `k` x n one (B, or B's scales).
std::pair<SmallVector<Value>, SmallVector<Value>>
emitProductStarts(OpBuilder &builder, Location loc, RankedTensorType acc,
                  int64_t k);

/// `pointer` advanced by `bytes` bytes.
Value advanceBytes(OpBuilder &builder, Location loc, Value pointer,
                   int64_t bytes);

/// The scratch buffer of one op (`owner`) in `global_smem`, where
/// tileas-plan-shared-memory placed it. Its stores come first: the barrier
/// before them, where another op's accesses need one, is placed by
/// tileas-insert-barriers; the barrier between its stores and its loads is
/// the op's own.
class SharedScratch {
public:
  SharedScratch(OpBuilder &builder, Location loc, Operation *owner)
      : builder(builder), loc(loc),
        base(getSharedBuffer(builder, loc, getSharedOffset(owner))) {}

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
  /// of type `tiles[i]`) into consecutive buffers, then a barrier; returns
  /// each buffer's byte offset.
  SmallVector<int64_t> storeTiles(TypeRange tiles,
                                  ArrayRef<ValueRange> values) {
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
cute::Layout identityKey(Type type);

/// For each value of a tile of type `to`, the value of a tile of type
/// `from` that the same thread holds and fromKey maps like toKey (plus
/// toKeyOffset) maps the first (see the layout library's
/// findThreadLocalSources); an error when some element must come from
/// another thread.
cute::Result<std::vector<int64_t>>
findLocalSources(Type from, Type to, const cute::Layout &fromKey,
                 const cute::Layout &toKey,
                 const std::vector<bool> &allowed = {},
                 int64_t toKeyOffset = 0);

/// A conversion that every thread does with its own registers.
cute::Result<std::vector<int64_t>>
findLocalConversion(nv_tileas::ConvertLayoutOp op);

/// Result element -> source element of a broadcast.
cute::Layout getBroadcastSourceMap(nv_tileaa::BroadcastOp op);

/// A broadcast whose every thread holds the sources of its elements.
cute::Result<std::vector<int64_t>>
findLocalBroadcast(nv_tileaa::BroadcastOp op);

/// Result element -> source element of a permutation.
cute::Layout getPermuteSourceMap(nv_tileaa::PermuteOp op);

/// A permutation whose every thread holds the elements it gets.
cute::Result<std::vector<int64_t>> findLocalPermute(nv_tileaa::PermuteOp op);

/// A slice with static offsets and unit strides whose every thread holds
/// the elements it gets (a column block of MMA accumulators spread along M).
cute::Result<std::vector<int64_t>> findLocalSlice(tensor::ExtractSliceOp op);

/// The values `sources[i]` for each index i of `found`.
SmallVector<Value> pick(ValueRange sources, ArrayRef<int64_t> found);

/// Each thread's values of a tile of type `to`: the elements of the tile
/// `from` (the thread's values `sources`) at `map(row-major index)`, plus
/// `offset` (i32) when given, through the scratch buffer of `owner`.
SmallVector<Value> exchange(OpBuilder &builder, Location loc,
                            Operation *owner, ValueRange sources, Type from,
                            Type to, const cute::Layout &map,
                            Value offset = {}, Type element = {});

/// The values a reduce or scan body yields for the given elements and
/// accumulators (one of each per operand), its ops cloned at the builder.
SmallVector<Value> applyBody(OpBuilder &builder, Block &body,
                             ValueRange elements, ValueRange accumulators);

/// The operands of a reduce or scan staged in shared memory (one buffer
/// each), and the loops that run its body over them.
class StagedCombiner {
public:
  /// Writes every operand into the scratch buffer of `owner`; the barrier
  /// after the writes is included.
  StagedCombiner(OpBuilder &builder, Location loc, Operation *owner,
                 OperandRange operands, ArrayRef<ValueRange> values,
                 ArrayAttr identities, Block &body)
      : scratch(builder, loc, owner), body(body) {
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

/// `value` of the lane whose id is this lane's XOR `mask` (64-bit values in
/// two halves).
Value shuffleXor(OpBuilder &builder, Location loc, Value value, int32_t mask);


/// Where the elements of a dimension live in a layout built from bits: the
/// element-index bit each thread-id bit and value-index bit sets (-1: none)
/// and the element-index bits [low, high) of the dimension's positions.
struct DimensionBits {
  std::vector<int> threadBits, valueBits;
  int low = 0, high = 0;
};

/// The bits of `dim` for operands of reductions and scans exchanged by
/// shuffles, or none when the operands' layout is not built from bits or
/// not the same for all of them, the dimension is not a power-of-two run
/// of bits, or an element type cannot be shuffled.
std::optional<DimensionBits> getDimensionBits(OperandRange operands,
                                              int64_t dim);

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

/// The plan for `op`, or none where getDimensionBits gives none.
std::optional<ShufflePlan> planShuffleReduce(nv_tileaa::ReduceOp op);

/// Without warps along the reduced dimension, where every thread holds the
/// results it needs (the result's layout is the operand's sliced): for each
/// result value, the leader value (reduced value bits clear) whose partial
/// it is.
cute::Result<std::vector<int64_t>> findLocalReduction(nv_tileaa::ReduceOp op,
                                                      const ShufflePlan &plan);

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

/// The position bits of a scan exchanged by shuffles and shared slots, or
/// none where the general loop does the scan.
std::optional<SmallVector<ScanBit>> planShuffleScan(nv_tileaa::ScanOp op);

/// Whether a slice of a one-dimensional tile is staged alone (each thread
/// writing its values inside the slice) rather than the whole tile.
bool isStagedAlone(tensor::ExtractSliceOp slice);

void populateReducePatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);
void populateScanPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);
void populateDataMovementPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);
void populateFmaDotPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);

} // namespace mlir::tileiras::crossthread

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_CROSSTHREAD_H
