//===- Common.h - helpers shared by the tile-to-LLVM patterns ---*- C++ -*-===//
//
// Small queries and builders every pattern of convert-tileas-to-llvm uses:
// a tile's layout, the thread id, the i32 placeholder of a token, and the
// row-major element index of each value a thread holds.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_COMMON_H
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_COMMON_H

#include "dialects/Cute/Layout/Swizzle.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/MapVector.h"

namespace mlir {
class TypeConverter;
class RewritePatternSet;
} // namespace mlir

namespace mlir::tileiras {

/// The swizzle of a memref in shared memory (the identity without one).
::tileiras::cute::Swizzle getSwizzle(nv_tileaa::MemRefType type);

/// The thread-value layout of a distributed tile, or null for a scalar.
nv_tileas::DistributedLayoutAttrInterface getLayout(Type type);

Value getThreadId(OpBuilder &builder, Location loc);

/// Whether this thread is thread 0 of the CTA (the one that does what one
/// thread does for all: a print, a TMA copy, a barrier's initialization).
Value isFirstThread(OpBuilder &builder, Location loc);

/// The thread that does what one thread does for `op` (a TMA workspace,
/// descriptor or copy, an issuer's mbarrier wait): the one `op`'s
/// kIssuerThreadAttr names (a warp-specialized kernel's producer), thread 0
/// without it.
Value isIssuingThread(OpBuilder &builder, Location loc, Operation *op);

/// Tokens only order memory operations: at this level they are i32 0.
Value zeroToken(OpBuilder &builder, Location loc);

/// An i32 and an i64 constant.
Value constantI32(OpBuilder &builder, Location loc, int64_t value);
/// The i16 multicast mask of the CTAs of cluster ranks 0 to `ctas` - 1.
Value clusterMask(OpBuilder &builder, Location loc, int64_t ctas);
Value constantI64(OpBuilder &builder, Location loc, int64_t value);

/// `prmt` with a constant selector: byte i of the i32 result is the byte
/// that nibble i of `selector` names, 0-3 those of `low`, 4-7 those of
/// `high`.
Value emitBytePermute(OpBuilder &builder, Location loc, Value low, Value high,
                      int64_t selector);

/// `body` where `condition` holds (thread 0 or warp 0, for what one thread
/// or warp does for the CTA): an scf.if without results.
void emitIf(OpBuilder &builder, Location loc, Value condition,
            function_ref<void(OpBuilder &, Location)> body);

/// Replaces `op` by a uniform tile: every value of the thread is `scalar`.
void replaceWithCopies(ConversionPatternRewriter &rewriter, Operation *op,
                       nv_tileas::DistributedLayoutAttrInterface layout,
                       Value scalar);

/// Whether this thread holds the canonical copy of its elements of a tile of
/// type `type` (for a scalar: whether it is thread 0), as i1; null when no
/// element has copies in other threads.
Value emitHoldsCanonicalCopy(OpBuilder &builder, Location loc, Type type);

/// The masks of a store of a tile of type `type` restricted to the holders
/// of canonical copies, so that an element several threads hold is written
/// once: `masks` (empty when unmasked) and-ed with emitHoldsCanonicalCopy,
/// one per value; unchanged when no element has copies.
SmallVector<Value> restrictToCanonicalCopies(OpBuilder &builder, Location loc,
                                             Type type, ValueRange masks,
                                             size_t numValues);

/// For each value a thread holds of a tile of type `type`, the row-major
/// index of its element, as i32; a scalar is the element 0 of itself.
SmallVector<Value> emitElementIndices(OpBuilder &builder, Location loc,
                                      Type type);

/// Whether every thread holds runs of `width` consecutive elements along
/// the last dimension (of extent `lastExtent`), each starting at a multiple
/// of `width` there, as values v0 .. v0 + width - 1 for v0 a multiple of
/// `width`: what one vector access of `width` elements needs.
bool holdsAlignedRuns(nv_tileas::DistributedLayoutAttrInterface layout,
                      int64_t lastExtent, int64_t width);

/// The same along dimension `dim` of a tile of shape `shape`: runs of
/// `width` consecutive elements down that dimension, each starting at a
/// multiple of `width` along it, as consecutive values.
bool holdsAlignedRuns(nv_tileas::DistributedLayoutAttrInterface layout,
                      ArrayRef<int64_t> shape, int64_t dim, int64_t width);

/// For each value a thread holds of a tile of type `type`, `map` (a layout
/// from the row-major element index) of its element, as i32. Where `map`
/// composed with the tile's thread-value layout is a layout, the result is
/// one thread part plus a constant per value, so values that map alike
/// (elements of one row of a matrix operand) share one SSA value;
/// otherwise `map` is applied to each element index.
SmallVector<Value>
emitMappedElementOffsets(OpBuilder &builder, Location loc, Type type,
                         const ::tileiras::cute::Layout &map);

//===----------------------------------------------------------------------===//
// Memory accesses
//===----------------------------------------------------------------------===//

/// The LLVM ordering of an access or atomic (weak and relaxed are
/// monotonic) and the NVPTX sync scope of a cuda_tile scope.
LLVM::AtomicOrdering getAtomicOrdering(nv_tileaa::MemoryOrdering ordering);
StringRef getSyncScope(std::optional<nv_tileaa::MemoryScope> scope);

/// The LLVM read-modify-write operation of an atomic mode.
LLVM::AtomicBinOp getAtomicBinOp(nv_tileaa::AtomicRMWMode mode);

/// An ordered load or store is an LLVM atomic access with the ordering and
/// scope, which the NVPTX backend keeps (ld.acquire.gpu, st.relaxed.sys,
/// ...); a weak one is a plain access.
struct AccessOrdering {
  LLVM::AtomicOrdering ordering = LLVM::AtomicOrdering::not_atomic;
  StringRef scope;
  unsigned alignment = 0;
};

/// The access of `op` for elements of (LLVM) type `element`; a located
/// error when the elements are narrower than a byte (4-bit), the ordering
/// does not apply to a load (store) or the type has no atomic access.
FailureOr<AccessOrdering>
getAccessOrdering(Operation *op, nv_tileaa::MemoryOrdering ordering,
                  std::optional<nv_tileaa::MemoryScope> scope, Type element,
                  bool isStore);

/// One load; where `mask` (when given) is false, `fallback` (poison when
/// null) instead, without touching memory.
Value emitLoad(OpBuilder &builder, Location loc, Type element, Value pointer,
               const AccessOrdering &access, Value mask, Value fallback);

/// One store; nothing where `mask` (when given) is false.
void emitStore(OpBuilder &builder, Location loc, Value value, Value pointer,
               const AccessOrdering &access, Value mask);

/// How a weak load or store (through a pointer tile or a tiled view) moves
/// the values of a thread: in vectors of `width` consecutive values (1: one by
/// one), and whether its mask is provably the same over each vector.
/// A transposing copy (into a view laid contiguously along another tile
/// dimension than its source, see getStoreOrderedTile) as loads and
/// stores: loads of `loadWidth` elements in the tile's order (their masks
/// the same over a run with `uniformMask`), stores of `storeWidth` in the
/// destination's.
struct TransposingCopyPlan {
  int64_t loadWidth = 1;
  bool uniformMask = false;
  int64_t storeWidth = 1;
};

struct VectorPlan {
  int64_t width = 1;
  bool uniformMask = false;
  /// For a transposing copy, where its stores vectorize.
  std::optional<TransposingCopyPlan> transposing;
};
using VectorPlans = llvm::DenseMap<Operation *, VectorPlan>;

/// A memref's values as i64 per dimension: the converted dynamic ones,
/// constants for the static ones.
struct MemRefValues {
  Value base;
  SmallVector<Value> sizes, strides;

  MemRefValues(OpBuilder &builder, Location loc, nv_tileaa::MemRefType type,
               ValueRange values) {
    base = values.front();
    values = values.drop_front();
    auto take = [&](ArrayRef<int64_t> extents, SmallVector<Value> &out) {
      for (int64_t extent : extents) {
        if (ShapedType::isDynamic(extent)) {
          out.push_back(values.front());
          values = values.drop_front();
        } else {
          out.push_back(arith::ConstantIntOp::create(
              builder, loc, builder.getI64Type(), extent));
        }
      }
    };
    take(type.getShape(), sizes);
    take(type.getStrides(), strides);
  }
};

/// The coordinate (i64) along tile dimension `dim` of `view`'s memref of
/// the first element of the tile at grid index `index` (any integer, read
/// as unsigned): the index times the view's traversal stride.
Value emitTileOrigin(OpBuilder &builder, Location loc,
                     nv_tileaa::TiledViewType view, size_t dim, Value index);

/// The tile of `copy` with each thread's values ordered to run along the
/// tile dimension its destination lays contiguously, where that is not the
/// last (the source's); null otherwise.
RankedTensorType getStoreOrderedTile(nv_tileas::AsyncTiledCopyOp copy);

/// Plans every load and store under `root` from the layouts and what
/// AxisInfo proves about the pointers (run before conversion).
VectorPlans planVectorAccesses(Operation *root);

class AxisAnalysis;
/// What the base address of the tiled view `view` (a block_tile of a made
/// memref or shared buffer) and the byte strides of its memref's
/// dimensions other than the contiguous one are provably multiples of, in
/// bytes (1 when unknown).
int64_t getTiledViewAlignment(AxisAnalysis &axis, Value view);

/// What a thread loads through `pointers` (one per value it holds): value
/// by value with `access`, or in vectors of `plan.width` values; `masks`
/// and `paddings` are one per value or empty.
SmallVector<Value> emitTileLoad(OpBuilder &builder, Location loc, Type element,
                                ValueRange pointers, ValueRange masks,
                                ValueRange paddings,
                                const AccessOrdering &access,
                                const VectorPlan &plan);

/// What a thread stores through `pointers`, likewise.
void emitTileStore(OpBuilder &builder, Location loc, ValueRange values,
                   ValueRange pointers, ValueRange masks,
                   const AccessOrdering &access, const VectorPlan &plan);

/// One vector load of `pointers.size()` consecutive elements at
/// `pointers.front()`. With masks: under the first mask when uniform (else
/// the fallbacks, or poison), otherwise when all are on, else lane by lane.
SmallVector<Value> emitVectorLoad(OpBuilder &builder, Location loc,
                                  Type element, ValueRange pointers,
                                  ValueRange masks, ValueRange fallbacks,
                                  bool uniformMask);

/// One vector store of `values` at `pointers.front()`, masked likewise.
void emitVectorStore(OpBuilder &builder, Location loc, ValueRange values,
                     ValueRange pointers, ValueRange masks, bool uniformMask);

//===----------------------------------------------------------------------===//
// Shared memory and pattern sets
//===----------------------------------------------------------------------===//

/// An op whose result is its single operand, in other clothes (assume: a
/// fact nothing below reads; block_tile: a view that is its memref's
/// values): the operand's values go on unchanged.
template <typename SourceOp>
struct ForwardOperandLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OneToNOpAdaptor =
      typename OpConversionPattern<SourceOp>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, {adaptor.getOperands().back()});
    return success();
  }
};

/// Rewrites every print with tile arguments under `root` into prints of
/// scalars (see DecomposePrint.cpp); fails with a located error on a
/// format that does not match its arguments or a tile too large to gather.
LogicalResult decomposePrints(Operation *root);

/// Bytes of shared memory `op` needs to move elements between threads; 0
/// when it needs none.
int64_t getScratchBytes(Operation *op);

//===----------------------------------------------------------------------===//
// Shared memory: the plan and the barriers (SharedMemoryPlan.cpp,
// InsertBarriers.cpp), made by passes of their own before the lowering
//===----------------------------------------------------------------------===//

/// On an op that needs shared memory (an exchange's scratch buffer, a
/// staged MMA operand, an `nv_tileas.alloc_tensor`): the byte offset of
/// its buffer in `global_smem`.
constexpr StringLiteral kSharedOffsetAttr = "nv_tileas.shared_offset";
/// On a kernel: the bytes of shared memory its buffers span.
constexpr StringLiteral kSharedBytesAttr = "nv_tileas.shared_bytes";
/// On a kernel: its CTA barriers are placed (tileas-insert-barriers), so
/// the lowering makes only the barriers inside an op's own exchange.
constexpr StringLiteral kBarriersPlacedAttr = "nv_tileas.barriers_placed";

/// Whether `op` needs a buffer of its own in shared memory.
bool needsSharedBuffer(Operation *op);
/// The alignment in bytes the buffer of `op` needs: an alloc_tensor's own,
/// 1024 for a staging the product reads itself on a target with wgmma,
/// 16 otherwise.
int64_t getSharedAlignment(Operation *op);
/// The planned byte offset of the buffer of `op` (0 where none was
/// planned; the lowering checks that every buffer was).
int64_t getSharedOffset(Operation *op);

/// Plans each kernel of `module`: buffers whose lifetimes overlap get
/// disjoint bytes, the others may share them (an exchange's scratch lives
/// during its op, a staged MMA operand until its product, an alloc_tensor
/// until the last use of a view of it). Records kSharedOffsetAttr on every
/// op with a buffer and kSharedBytesAttr on every kernel; a kernel above
/// what the target gives a block is a located error naming kernel and
/// bytes.
LogicalResult planSharedMemory(gpu::GPUModuleOp module);

/// One step of what an op does to shared memory, as its lowering makes it:
/// an access of the bytes [begin, end) or a CTA barrier.
struct SharedAccess {
  enum Kind { Read, Write, ReadWrite, Barrier } kind;
  int64_t begin = 0, end = 0;
};

/// The shared-memory accesses of `op` itself (not of the ops nested in it),
/// in program order; empty for an op that touches no shared memory.
SmallVector<SharedAccess> getSharedAccesses(Operation *op);

/// Places a CTA barrier (`gpu.barrier`) before each access that a token
/// orders after a write which other threads may have made (or, for a write,
/// after such a read), and before each op whose shared-memory accesses
/// overlap another thread's access since the last barrier (a read after a
/// write, a write after a read or write), following loops around their
/// back edges; marks every kernel with kBarriersPlacedAttr.
void insertBarriers(gpu::GPUModuleOp module);

/// The address `byteOffset` bytes into `global_smem` (address space 3).
Value getSharedBuffer(OpBuilder &builder, Location loc, int64_t byteOffset);

/// Declares `global_smem` (address space 3, internal) for the kernels'
/// planned bytes, unless they need none; an existing `global_smem` is
/// reused when big and aligned enough. Above the 48 KiB a kernel may
/// declare statically it is dynamic shared memory (external, no size) and
/// each kernel records its bytes in `tileiras.dynamic_smem_bytes` for the
/// launch. A buffer without a planned place, or a kernel whose barriers
/// were not placed, is a located error.
LogicalResult ensureGlobalSmem(gpu::GPUModuleOp module);

/// Values computed by one owning thread per element (where `owner` holds),
/// given to every thread holding the element: the owners write them to
/// the scratch buffer of `op`, every thread reads the elements of `type` it
/// holds.
SmallVector<Value> shareFromOwners(OpBuilder &builder, Location loc,
                                   Operation *op, ValueRange values, Type type,
                                   Value owner);

/// Patterns that move elements between threads through shared memory
/// (reduce, broadcast and reshape between layouts).
void populateCrossThreadPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// Whether every thread holds the elements a layout conversion gives it, so
/// that it only renames registers.
bool isThreadLocal(nv_tileas::ConvertLayoutOp op);

//===----------------------------------------------------------------------===//
// MMA operands through shared memory (ConvertLayoutLdmatrix.cpp)
//===----------------------------------------------------------------------===//

/// On a conversion to MMA fragments whose product reads the fragments
/// itself (set by planFragmentReloads).
constexpr StringLiteral kReloadedByProductAttr =
    "nv_tileas.reloaded_by_product";
/// On an alloc_tensor holding the stages of a software pipeline
/// (tileas-pipeline): only the pipeline's copies and loads touch it, ordered
/// by its waits, so tileas-insert-barriers leaves it out.
constexpr StringLiteral kPipelineBufferAttr = "nv_tileas.pipeline_buffer";
/// On an op that one thread does for the CTA: which thread (tileas-pipeline
/// puts it on the producer's ops of a warp-specialized kernel).
constexpr StringLiteral kIssuerThreadAttr = "nv_tileas.issuer_thread";
/// On the scf.if whose else-region is a warp-specialized kernel's
/// consumers (the then-region its producer): how many threads (the first
/// ones of the CTA) the consumers are; their barriers are named barriers
/// among them alone.
constexpr StringLiteral kConsumerThreadsAttr = "nv_tileas.consumer_threads";
constexpr StringLiteral kProducerWarpsAttr = nv_tileas::kProducerWarpsAttrName;
/// On a product of a pipelined loop that wgmma computes: how many of its K
/// steps' wgmma groups may still be in flight when the step ends (its
/// `wgmma.wait_group` N). tileas-pipeline keeps the stages they read out
/// of its copies' way and waits for all of them after the loop.
constexpr StringLiteral kProductsInFlightAttr = "nv_tileas.wgmma_in_flight";

/// Whether `op` converts a 16-bit tile to the A or B fragments of an
/// m16n8k16 mma.sync, or an 8-bit tile to the A fragments of m16n8k32,
/// through shared memory and ldmatrix.
bool isLdmatrixOperand(nv_tileas::ConvertLayoutOp op);
/// Whether tiles of `type` (on the target of `op`) are A or B fragments
/// that ldmatrix reads from a row-major tile with the layout library's bank
/// swizzle.
bool isLdmatrixFragments(Operation *op, RankedTensorType type);
/// Whether the product using a staged conversion or an ldmatrix load reads
/// the fragments itself, next to its instructions.
bool isReloadedByProduct(Operation *op);

/// A tiled_load of ldmatrix fragments from a shared buffer of whole tiles
/// stacked along its rows (`buffer`, a row-major alloc_tensor swizzled as
/// ldmatrix reads it), at tile `tileIndex` of `tileBytes` bytes each.
struct LdmatrixLoad {
  nv_tileas::AllocTensorOp buffer;
  Value tileIndex;
  int64_t tileBytes;
};
/// The ldmatrix form of `load`, where its view is a block_tile of such a
/// buffer and its tile index provably within it.
std::optional<LdmatrixLoad> getLdmatrixLoad(nv_tileas::TiledLoadOp load);
/// The same for a load of any 2-d fragments from such a buffer (of any
/// element width): what wgmma reads through a matrix descriptor.
std::optional<LdmatrixLoad> getStagedTileLoad(nv_tileas::TiledLoadOp load);
/// B along N staged in panels (tileas-pipeline: rows wider than one
/// swizzle row, each stage `panels` tiles of rows x width side by side):
/// the load of a stage as a rows x panels x width tile (its panels along
/// the buffer's first dimension, dim_map [1, 0, 2]), whose row-major order
/// is the rows x (panels * width) operand's, and the reshape of it that is
/// the operand. `stage` is the stage as a tile of the buffer, `rowBytes`
/// a panel's rows and `panelBytes` the step from one panel to the next.
struct PanelStageLoad {
  nv_tileas::TiledLoadOp load;
  LdmatrixLoad stage;
  int64_t rowBytes;
  int64_t panelBytes;
};
/// The panels a product's operand `operand` reads, where it is the reshape
/// of such a load with one use and the stage index provably within the
/// buffer.
std::optional<PanelStageLoad> getPanelStageLoad(Value operand);
/// The address of tile `tileIndex` (the converted index) of the buffer.
Value emitLdmatrixLoadBase(OpBuilder &builder, Location loc,
                           const LdmatrixLoad &load, Value tileIndex);

/// The source of the transposition (a 2-d permute with one use) that makes
/// a product's operand (B read from its stored transpose), or `operand`.
Value lookThroughTransposition(Value operand);
/// Whether `repack` reads a tile of bytes as 4-bit elements in registers
/// alone: both tiles MMA fragments, each 4-bit value of a thread half of
/// one of its byte values (an f4 operand read as the bytes that hold it).
bool isFragmentHalving(nv_tileaa::RepackOp repack);
/// The byte tile whose fragments an f4 operand's halve (isFragmentHalving,
/// one use), or `operand`.
Value lookThroughHalving(Value operand);
/// The load of a stage whose f32 tile a tf32 operand rounds (ftof, one
/// use), or `operand`. wgmma and tcgen05 read the stage itself as tf32
/// (the upper 19 bits of each value): that reading replaces the rounding.
Value lookThroughTf32Rounding(Value operand);
/// The stage load whose f32 tile a product's tf32 operand rounds (through
/// B's transposition), or null.
nv_tileas::TiledLoadOp getRoundedStage(Value operand);
/// The conversion that makes a product's operand, looking through a
/// transposition (B from its stored transpose) and a halving (an f4
/// operand's bytes); null when there is none.
nv_tileas::ConvertLayoutOp getStagedConversion(Value operand);
/// The conversion or ldmatrix load whose fragments the product reads
/// itself (isReloadedByProduct), or null.
Operation *getReloadedOperand(Value operand);

/// Marks the ldmatrix conversions of each product's operands that come
/// right before it (nothing else touching shared memory in between) to be
/// read by the product itself one K step at a time, so that only the
/// fragments of the current step are live (DotMma.cpp); their buffers live
/// until the product.
void planFragmentReloads(gpu::GPUModuleOp module);

/// Writes what each thread holds of a 16-bit tile of type `from` (values
/// `sources`) into global_smem at `byteOffset`, row-major with the layout
/// library's bank swizzle (16-byte vectors where it holds runs of 8), for
/// ldmatrix reads of the layout of `to`. Only the stores: the barrier
/// before the reads is the reader's.
void stageForLdmatrix(OpBuilder &builder, Location loc, ValueRange sources,
                      Type from, Type to, int64_t byteOffset);

/// One ldmatrix: the registers whose first values are `registers`, the
/// lanes pointing at rows as `lanes` says.
struct LdmatrixRead {
  std::vector<int64_t> registers;
  ::tileiras::cute::Layout lanes;
};

/// The groups of registers of `plan` (from the layout library's
/// planLdmatrixRegisters or planStmatrixRegisters) with the rows their
/// lanes point at in a row-major tile of `cols` columns and thread-value
/// layout `tv`; nothing when some group is not evenly spaced 8x8 matrices.
std::optional<SmallVector<LdmatrixRead>>
getMatrixAccesses(const ::tileiras::cute::Layout &tv,
                  const std::vector<std::vector<int64_t>> &plan, int64_t cols);

/// For the ldmatrix and stmatrix of a tile of thread-value layout `tv`:
/// the element the thread's warp's lane 0 holds first (its offset in the
/// row-major tile) and the thread's lane.
std::pair<Value, Value> emitWarpOrigin(OpBuilder &builder, Location loc,
                                       const ::tileiras::cute::Layout &tv);

/// The address this thread's lane (`lane`) gives an ldmatrix or stmatrix
/// of `matrices` of a tile of thread-value layout `tv` in the row-major
/// buffer at `base`: the row its lane points at, from the element the
/// warp's lane 0 holds first (`warpPart`), through the buffer's `swizzle`
/// (of `element` offsets).
Value emitMatrixRowAddress(OpBuilder &builder, Location loc,
                           const ::tileiras::cute::Layout &tv,
                           const LdmatrixRead &matrices, Value warpPart,
                           Value lane, const ::tileiras::cute::Swizzle &swizzle,
                           Value base, Type element);

/// Reads the values a thread holds of a tile of A or B fragments (a 16-bit
/// `#nv_tileas.mma` layout) staged by stageForLdmatrix at `byteOffset`: each
/// group of up to four registers is one ldmatrix, emitted at the builder's
/// insertion point when one of its values is first asked for.
class FragmentReader {
public:
  FragmentReader(OpBuilder &builder, Location loc, Type tile,
                 int64_t byteOffset);
  /// The same from the tile at `base` (a pointer into shared memory).
  FragmentReader(OpBuilder &builder, Location loc, Type tile, Value base);
  /// The value with index `value` of the thread's values.
  Value get(int64_t value);

private:
  void read(size_t group);

  OpBuilder &builder;
  Location loc;
  nv_tileas::MmaLayoutAttr layout;
  Type element;
  SmallVector<LdmatrixRead> reads;
  ::tileiras::cute::Swizzle swizzle;
  /// Values in one 32-bit register: two 16-bit ones or four bytes.
  int64_t perRegister = 2;
  Value base, warpPart, lane;
  SmallVector<Value> values;
};

/// Conversions of 16-bit tiles to mma.sync A or B fragments through
/// swizzled shared memory and `ldmatrix` (ConvertLayoutLdmatrix.cpp); they
/// take precedence over the general exchange.
void populateLdmatrixPatterns(const TypeConverter &converter,
                              RewritePatternSet &patterns);

/// Whether the product's operands are the fragments of one MMA instruction,
/// so that it is computed in registers (no shared memory).
bool isComputedByMma(nv_tileaa::DotOp op);
/// The same for a block-scaled product, whose blocks along K must also be
/// whole K steps of the instruction: each block's sums start from zero and
/// are scaled once complete.
bool isComputedByMma(nv_tileaa::DotScaledOp op);
/// Either of the above for `op` (false for any other op).
bool isComputedByMma(Operation *op);

/// Matrix products on `#nv_tileas.mma` layouts as `mma.sync` instructions
/// (DotMma.cpp); they take precedence over the general path.
void populateMmaDotPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);

/// The type an element takes as a lane of an LLVM vector: itself, or for
/// f8 codes (which LLVM has no type for) their byte.
Type getLaneType(Type element);
/// `value` as a vector lane (getLaneType), and back to `element`.
Value toLaneValue(OpBuilder &builder, Location loc, Value value);
Value fromLaneValue(OpBuilder &builder, Location loc, Value lane, Type element);

/// The registers of one MMA fragment: its values packed into 32-bit
/// registers in order (f16 pairs as vector<2xf16>, other narrow elements as
/// i32, tf32 as the i32 of its f32 bits); 64-bit values are registers of
/// their own.
SmallVector<Value> packFragment(OpBuilder &builder, Location loc,
                                ValueRange values);

/// Whether `dot`'s accumulator is one wgmma computes on its target (sm_90a,
/// f32, warpgroups stacked along M, N up to 256) from its operands (8-bit
/// and tf32 ones with B K-major: read from its stored transpose).
bool hasWgmmaAccumulator(nv_tileaa::DotOp dot);
/// The same where B is K-major or not as `kMajorB` says (a B that
/// tileas-pipeline stages as its transpose).
bool hasWgmmaAccumulator(nv_tileaa::DotOp dot, bool kMajorB);

/// Whether `dot` is computed by wgmma: a wgmma accumulator, B in shared
/// memory as wgmma reads it, A too or in registers (DotWgmma.cpp).
bool isComputedByWgmma(nv_tileaa::DotOp dot);
/// The same for a block-scaled product: f8 operands in shared memory (B
/// K-major), blocks of whole K steps (32), each block's sums from zero,
/// scaled and added (as on mma.sync, isComputedByMma).
bool isComputedByWgmma(nv_tileaa::DotScaledOp dot);

/// The blocks of 64 rows each warpgroup computes of `dot` (one m64nNk16
/// accumulator each), for a product with a wgmma accumulator.
int64_t getWgmmaRowRepeats(nv_tileaa::DotOp dot);
/// The same for a wgmma accumulator of type `acc`.
int64_t getWgmmaRowRepeats(RankedTensorType acc);
/// The columns of a warpgroup accumulator that each warpgroup computes:
/// all, or its block where warpgroups sit side by side along N.
int64_t getWarpgroupColumns(RankedTensorType acc);

/// Whether wgmma takes `dot`'s A from registers (its register form).
bool takesWgmmaOperandAFromRegisters(nv_tileaa::DotOp dot);

/// Whether the wgmma products of `dot` (where it has a wgmma accumulator)
/// start from zero and their sums are added to the f32 sums in registers:
/// f8 operands without `fast_acc`
/// (wgmma adds f8 products at less than f32 precision, so a whole loop's
/// sums are not left to it).
bool promotesWgmmaSums(nv_tileaa::DotOp dot);

/// The widest block of columns whose promoted f8 sums take registers at
/// once beside the tile's sums: one m64n128 fragment (64 registers per
/// thread; N = 128 halves the shared-memory reads of A per product against
/// N = 64), or one m64n64 fragment for a block-scaled product, whose
/// scaling takes registers of its own.
constexpr int64_t kPromotedBlockColumns = 128;
constexpr int64_t kScaledBlockColumns = 64;

/// The N of `dot`'s wgmma instructions: the accumulator's columns, or a
/// promoted block's (promotesWgmmaSums).
int64_t getWgmmaColumnsPerInstruction(nv_tileaa::DotOp dot);

//===----------------------------------------------------------------------===//
// Remarks (Remarks.cpp)
//===----------------------------------------------------------------------===//

/// Which remarks the lowering reports.
struct RemarkCategories {
  /// Per matrix product: tensor cores (which instruction) or FMA units.
  bool tensorCore = false;
  /// Per global-memory access: its width per thread, cp.async.
  bool memory = false;
};

/// `none`, `tensorcore`, `memory` or `all`; none for other names.
std::optional<RemarkCategories> parseRemarkCategories(StringRef text);

/// Reports, as remarks at each op's location, what the lowering is about
/// to make of the module's products and accesses (`plans`: the vector
/// widths it will use).
void emitLoweringRemarks(gpu::GPUModuleOp module, const VectorPlans &plans,
                         RemarkCategories categories);

/// The shared-memory matrix descriptor through which wgmma (or, with
/// `tcgen05`, tcgen05.mma) reads K step `kk` (32 bytes of K: 16 elements
/// of 16 bits, 32 of 8) of the tile at `address` (an i64 shared address)
/// of `elementBytes` elements, whose rows are one swizzle row of
/// `rowBytes` (32, 64 or 128; 16: rows of one core matrix, not swizzled,
/// as tcgen05.cp reads) and run along K (`kMajor`) or along M or N;
/// an M- or N-major tile wider than a row is panels of such rows
/// `panelBytes` apart (DotWgmma.cpp).
Value emitMatrixDescriptor(OpBuilder &builder, Location loc, Value address,
                           int64_t rowBytes, int64_t elementBytes, bool kMajor,
                           int64_t kk, bool tcgen05, int64_t panelBytes = 0);

/// Products whose operands are pipeline stages and whose accumulator stacks
/// warpgroups along M, as `wgmma.mma_async` on sm_90a (DotWgmma.cpp).
void populateWgmmaDotPatterns(const TypeConverter &converter,
                              RewritePatternSet &patterns);

/// The constant `value` (of a tile element type) as a per-thread value holds
/// it: formats without an LLVM type as the integer of their bits, tf32 as
/// f32.
Value emitElementConstant(OpBuilder &builder, Location loc, TypedAttr value,
                          const TypeConverter &converter);

/// Integers narrower than a byte other than i1 (the bits of f4): they share
/// bytes in memory.
bool isSubByteInteger(Type type);

/// Bytes one element of `type` (an LLVM-compatible scalar type, or a
/// pointer: 8) takes in memory, at least 1.
unsigned getElementBytes(Type type);

/// An f32 value rounded to nearest even to tf32 (10 mantissa bits), as
/// f32; NaN and infinity unchanged.
Value roundToTF32(OpBuilder &builder, Location loc, Value value);
/// Whether decodeNarrowFloat reads values of `format`.
bool isDecodableNarrowFloat(Type format);

/// A value of a float format LLVM has no type for (f8E4M3FN, f8E5M2,
/// f8E8M0FNU, f4E2M1FN: `format`) from its bits (i8, i4), exactly, as f32.
Value decodeNarrowFloat(OpBuilder &builder, Location loc, Value bits,
                        Type format);

/// Whether `op` is an extf / truncf (scalar or tile) from or to a type that
/// does not travel as itself (f8, f4, f6, tf32).
bool isNarrowFloatCast(Operation *op);

/// extf / truncf from or to f8E4M3FN, f8E5M2 and tf32 on their bits; other
/// narrow types are a located error.
void populateNarrowFloatPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// Memrefs and tiled views: make_memref, block_tile, get_dim_size,
/// tiled_load, tiled_store (vectorized as `plans` say).
/// The widest swizzle row of TMA boxes and MMA descriptors: wider rows go
/// as panels of such rows side by side.
constexpr int64_t kWidestSwizzleBytes = 128;

/// The type of a TMA descriptor of the tiled view `view` whose boxes lie in
/// shared memory in the `swizzle`-byte pattern (0 for none), where the TMA
/// can copy its tiles: the view's base and the byte strides of its outer
/// dimensions are provably multiples of 16 bytes, and the type's own checks
/// hold. Null otherwise (AsyncTma.cpp). With `boxShape`, the descriptor of
/// a view of the same memref in tiles of that shape.
nv_tileas::TmaDescriptorIterType
getTmaDescriptorType(AxisAnalysis &axis, Value view, int64_t swizzle,
                     ArrayRef<int64_t> boxShape = {});

/// Declares the module's pool of TMA descriptor workspaces where a kernel
/// claims one (AsyncTma.cpp).
void ensureTmaDescriptorPool(gpu::GPUModuleOp module);

/// TMA workspaces, descriptors and copies, and mbarriers.
void populateTmaPatterns(const TypeConverter &converter,
                         RewritePatternSet &patterns);

/// The shared-memory address of the tile at `indices` (converted, one value
/// each) of `view`, a packed row-major buffer at `base`: its first element
/// (AsyncTma.cpp).
Value emitSharedTileAddress(OpBuilder &builder, Location loc,
                            const TypeConverter &converter,
                            nv_tileaa::TiledViewType view, Value base,
                            ArrayRef<ValueRange> indices);

/// Tensor memory (alloc, dealloc, tcgen05.st/ld of warpgroup accumulators)
/// and tcgen05 products and commits on sm_100a (Tcgen05.cpp).
void populateTcgen05Patterns(const TypeConverter &converter,
                             RewritePatternSet &patterns);
/// Marks, before the conversion, each allocation of tensor memory that is
/// the only one its kernel makes and that it makes once (in no loop): its
/// lowering then gives up the CTA's right to allocate
/// (tcgen05.relinquish_alloc_permit) right after it (Tcgen05.cpp).
void markFinalTensorMemoryAllocations(Operation *module);

/// Stores of 16-bit MMA accumulators into a shared tile by stmatrix
/// (StoreStmatrix.cpp).
void populateStmatrixPatterns(const TypeConverter &converter,
                              RewritePatternSet &patterns);

void populateViewPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns,
                          const VectorPlans &plans);

/// Puts a CTA barrier before each access that a token orders after a write
/// (or, for a write, after a read) which may have touched its elements
/// from other threads.
void synchronizeOrderedAccesses(gpu::GPUModuleOp module);

/// Declares the device-heap functions (malloc, free) that alloca calls,
/// where `module` holds an alloca; an existing symbol of either name with
/// another type is a located error.
LogicalResult declareHeapFunctions(gpu::GPUModuleOp module);

/// alloca: device-heap memory for the tile block, freed at the end of the
/// loop iteration or kernel holding the alloca (elsewhere a located error).
void populateAllocaPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_COMMON_H
