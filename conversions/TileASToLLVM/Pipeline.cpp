//===- Pipeline.cpp - K loops fed through stages of shared memory ---------===//
//
// The pass tileas-pipeline. In a K loop, an MMA operand loaded from global
// memory and converted to ldmatrix fragments waits for memory every
// iteration and passes through registers on its way to shared memory. Here
// its tiles go from global to shared memory by cp.async, into a ring of S
// stages of one swizzled buffer: the copies of the first S - 1 iterations
// start before the loop; iteration i waits for its own (the copies of the
// S - 2 iterations after it may still be in flight; the wait's CTA barrier
// also tells every thread that iteration i - 1 is done reading), reads its
// fragments with ldmatrix, and starts the copies of iteration i + S - 1
// into the stage iteration i - 1 read. After the loop every copy is waited
// for, so the buffer's bytes are free for what comes next.
//
// A B along N whose rows are wider than a swizzle row is staged as panels
// of swizzle rows side by side, a copy each, where only tcgen05 (sm_100a)
// or wgmma (sm_90a) products read it. On sm_90a and sm_100a, where every
// operand's tile (or panel) is one TMA box (whole swizzle rows, a 16-byte
// aligned view), the copies are TMA copies instead,
// and the loop has no CTA barrier: thread 0 builds a descriptor per view
// before the loop and starts each stage's copies, which complete on the
// stage's full mbarrier; iteration i waits for the phase of its stage's
// full barrier that its copies complete ((i / S) & 1); when a stage's reads
// are done (at the end of the step, or of the next one where the products
// stay in flight) every warp arrives on the stage's empty barrier (its
// threads fenced for the async proxy and met), whose phase thread 0 waits
// for before refilling the stage.
//
// On sm_100a, where every product of such a loop can be a tcgen05.mma (f32
// warpgroup accumulators of 16-bit operands, B a stage, A a stage or a
// tile in registers), the products run on tensor memory: thread 0 starts
// each step's tcgen05.mma on the stages (after waiting for the full
// barrier; the other threads do not touch the stages) and commits them to
// the stage's empty barrier (one arrival: the stage is free once the
// products that read it are complete). A product that only accumulates
// into what the loop carries keeps its sums in tensor memory for the whole
// loop: stored there before it, read back after every thread has waited
// for the last phase of each empty barrier. Any other product is in-step
// (attention's S and O): its sums are stored before it unless they start
// at zero, the threads meet, thread 0 starts it and commits it to a
// barrier of its own, whose phase every thread waits for before reading
// the sums back. An A from registers (attention's Q and P) is written to
// tensor memory as A: once before the loop where it does not change.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/AxisInfo.h"
#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/CrossThread.h"
#include "conversions/TileASToLLVM/Passes.h"

#include "dialects/CudaTile/IR/CudaTileTypes.h"
#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/Transforms/LoopIndices.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_TILEASPIPELINE
#include "conversions/TileASToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// An MMA operand of a loop's product that can go through the pipeline:
/// the global load, its conversion to fragments, and its index computations.
struct Operand {
  nv_tileas::TiledLoadOp load;
  /// Between them, where the load's tile has unit dimensions the fragments
  /// do not (a batched view): the reshape that drops them.
  nv_tileaa::ReshapeOp reshape;
  /// Between them, for tf32 operands: the rounding of the loaded f32 tile
  /// to tf32 (ftof), which the tensor core's own reading of the stage as
  /// tf32 replaces (see matchOperand).
  nv_tileas::TruncFOp rounding;
  nv_tileas::ConvertLayoutOp convert;
  SmallVector<SmallVector<Operation *>> computations;
  /// The swizzled memref of one stage (rows x cols) and its bytes.
  int64_t rows, cols, bytes;
  cute::Swizzle swizzle;
  /// The tile as its copies spread it over the threads (see getCopyType).
  RankedTensorType copyType;
  /// The TMA descriptor type of its view, where TMA can copy its tiles.
  nv_tileas::TmaDescriptorIterType tma;
  /// Whether only a product that reads the stage itself can take it (no
  /// ldmatrix reads its fragments: 8-bit B along N, which tcgen05 reads;
  /// B in panels).
  bool productOnly = false;
  /// Whether the stage holds the tile's transpose (rows x cols is the
  /// tile's N x K: a tf32 or 8-bit B along N staged K-major, for wgmma or
  /// ldmatrix to read as B's stored transpose).
  bool transposed = false;
  /// B along N whose rows are wider than a swizzle row, for tcgen05 and
  /// wgmma products: each stage holds the tile as `panels` tiles of rows x
  /// cols / panels side by side (the swizzle is a panel's), each copied as
  /// one box (a TMA box, or one cp.async copy) from `sourceView` (the load's
  /// view in tiles of one panel; the load's view itself otherwise).
  int64_t panels = 1;
  /// A tile every CTA of the kernel's cluster loads (see
  /// getSharedOperandCtas): each stage's tile is `slices` slices of rows /
  /// slices rows, each CTA copying its own (the slice of its rank) to all.
  /// The TMA box is a slice, from `sourceView` as for panels. 1 otherwise.
  int64_t slices = 1;
  /// B of a CTA pair's product (see pairProducts): this CTA stages half of
  /// the tile's N, its dimension `*pairAxis` (0: rows, for B stored N x K;
  /// 1: columns, whole panels), the pair's even CTA the first half. `rows`,
  /// `cols` and `panels` are then the half's.
  std::optional<unsigned> pairAxis;
  /// The view the copies read (see panels), which TMA's descriptor
  /// describes.
  Value sourceView;
  /// The view of one box of the stages (a stage, or one panel of it).
  Value boxView;
  /// For a transposed stage: the view its copies write, the tile's K x N
  /// along the stage's columns and rows.
  Value copyView;
  /// Between the load and the conversion, for f4 operands: the repack of
  /// the loaded bytes as f4 pairs (see loadF4OperandsAsBytes). The stage
  /// holds the bytes, which tcgen05 reads as f4 (kind::mxf4, mxf4nvf4).
  nv_tileaa::RepackOp packed;
};

/// The tile `loaded` as the copies into a stage spread it over the threads:
/// cp.async takes global memory to shared memory without registers, so the
/// layout the load had in registers does not matter. Each thread copies
/// 16-byte vectors along the rows, consecutive threads consecutive vectors.
RankedTensorType getCopyType(RankedTensorType loaded) {
  int64_t numThreads = getLayout(loaded).getTVLayout().mode(0)->size();
  int64_t width = std::max<int64_t>(1, 128 / loaded.getElementTypeBitWidth());
  cute::Result<cute::Layout> layout = cute::makeRowMajorTVLayout(
      std::vector<int64_t>(loaded.getShape().begin(), loaded.getShape().end()),
      numThreads, width);
  if (!layout)
    return loaded;
  return RankedTensorType::get(
      loaded.getShape(), loaded.getElementType(),
      nv_tileas::TVLayoutAttr::get(loaded.getContext(), *layout));
}

/// The tile as the copies into a transposed stage spread it: blocks of
/// rows (K) by columns (N) per thread, so that the loads run along the
/// rows and the stores, into the stage's K-major rows, down the columns
/// (both up to 16 bytes). 8-bit elements need it: cp.async moves 4 bytes or
/// more, so their copies are loads and stores (see AsyncTiledCopyLowering).
RankedTensorType getTransposingCopyType(RankedTensorType loaded) {
  int64_t numThreads = getLayout(loaded).getTVLayout().mode(0)->size();
  int64_t bytes = loaded.getElementTypeBitWidth() / 8;
  int64_t perThread = loaded.getNumElements() / numThreads;
  int64_t rows = std::clamp<int64_t>(perThread / 4, 1, 8 / bytes);
  int64_t width = std::clamp<int64_t>(perThread / rows, 1, 16 / bytes);
  cute::Result<cute::Layout> layout = cute::makeBlockTVLayout(
      std::vector<int64_t>(loaded.getShape().begin(), loaded.getShape().end()),
      numThreads, width, rows);
  if (!layout)
    return getCopyType(loaded);
  return RankedTensorType::get(
      loaded.getShape(), loaded.getElementType(),
      nv_tileas::TVLayoutAttr::get(loaded.getContext(), *layout));
}

/// Whether `reshape` only drops unit dimensions.
bool dropsUnitDims(nv_tileaa::ReshapeOp reshape) {
  auto result = cast<RankedTensorType>(reshape.getType());
  auto source = cast<RankedTensorType>(reshape.getSource().getType());
  return llvm::none_of(result.getShape(),
                       [](int64_t extent) { return extent == 1; }) &&
         llvm::equal(nv_tileas::dropUnitDims(source.getShape()),
                     result.getShape());
}

/// One box of `operand`'s tiles, which one TMA box or copy moves: a tile
/// of the load's view with the rows of one slice and the columns of one
/// panel.
SmallVector<int64_t> getBoxShape(const Operand &operand) {
  nv_tileas::TiledLoadOp load = operand.load;
  auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
  SmallVector<int64_t> box(view.getTileShape());
  box[box.size() - 2] = operand.rows / operand.slices;
  box.back() = operand.cols / operand.panels;
  return box;
}

/// The operand `value` of a product in `loop` (through a transposition: B
/// read from its stored transpose), where it is a conversion to ldmatrix
/// fragments of a weak load of a global view defined outside the loop
/// (through a reshape dropping unit dimensions), at indices computed from
/// the induction variable, in tiles of whole swizzle blocks. With
/// `productOperands`, also an 8-bit B along N, which no ldmatrix reads but
/// tcgen05 reads from the stage itself. A tf32 operand rounded from a
/// loaded f32 tile (ftof) is staged as the f32 tile: for tcgen05, for
/// wgmma where it computes the product, or for ldmatrix of its f32
/// fragments (a B along N staged as its transpose). With `wgmmaPanels`, a
/// 16-bit B along N in rows wider than a swizzle row that only products on
/// wgmma's accumulators read is staged in panels, which wgmma reads in
/// place (see loadPanels).
std::optional<Operand> matchOperand(scf::ForOp loop, Value value,
                                    bool productOperands, bool wgmmaPanels) {
  auto convert = getStagedConversion(value);
  // Products that share an operand (one A for several products) read the
  // same stage.
  if (!convert || convert->getBlock() != loop.getBody() ||
      !(convert->hasOneUse() || llvm::all_of(convert->getUsers(),
                                             [](Operation *user) {
                                               return isa<nv_tileaa::DotOp>(
                                                   user);
                                             })))
    return std::nullopt;
  auto fragments = cast<RankedTensorType>(convert.getType());
  auto layout = dyn_cast<nv_tileas::MmaLayoutAttr>(fragments.getEncoding());
  // B along N (not read from its stored transpose), which tcgen05 reads
  // from the stage itself where no ldmatrix plan does.
  bool fragmentsOfBAlongN = layout && fragments.getRank() == 2 &&
                            layout.getMmaOperand() == cute::MmaOperand::B &&
                            !layout.isTransposed();
  bool bAlongN = productOperands && fragmentsOfBAlongN;
  bool productOnly = bAlongN && !isLdmatrixOperand(convert) &&
                     fragments.getElementType().getIntOrFloatBitWidth() == 8;
  // A tf32 operand made by rounding an f32 tile (ftof): its stage holds
  // the f32 values. wgmma and tcgen05 reading the stage take their upper
  // 19 bits (they ignore the low 13), which is the rounding on those paths
  // (as NVIDIA's tileiras does on sm_90 and sm_100); mma.sync takes the
  // fragments rounded in registers.
  Value source = convert.getSource();
  // An f4 operand loaded as its bytes: only tcgen05 reads that stage.
  auto packed = source.getDefiningOp<nv_tileaa::RepackOp>();
  if (packed) {
    if (!productOperands || packed->getBlock() != loop.getBody() ||
        !packed->hasOneUse())
      return std::nullopt;
    productOnly = true;
  }
  auto rounding = source.getDefiningOp<nv_tileas::TruncFOp>();
  auto computedByWgmma = [](Operation *user, bool kMajorB) {
    if (auto permute = dyn_cast<nv_tileaa::PermuteOp>(user))
      user = permute->hasOneUse() ? *permute->getUsers().begin() : nullptr;
    auto dot = dyn_cast_if_present<nv_tileaa::DotOp>(user);
    return dot && (kMajorB ? hasWgmmaAccumulator(dot, true)
                           : hasWgmmaAccumulator(dot));
  };
  auto allComputedByWgmma = [&](bool kMajorB) {
    return llvm::all_of(convert->getUsers(), [&](Operation *user) {
      return computedByWgmma(user, kMajorB);
    });
  };
  // A tf32 or 8-bit B along N (which wgmma reads only K-major, and
  // ldmatrix only from its stored transpose for 32-bit and 8-bit
  // fragments) is staged as its transpose, K-major: copied into the
  // stage's transposed positions, read from there as B's stored transpose.
  // (tcgen05 reads an 8-bit B along N as it is, see bAlongN.)
  bool transposedB = false;
  auto storedTranspose = [&](Type stored) {
    return RankedTensorType::get(
        {fragments.getDimSize(1), fragments.getDimSize(0)}, stored,
        layout.getTransposed());
  };
  if (rounding && fragments.getElementType().isTF32() &&
      rounding.getIn().getType().getElementType().isF32() &&
      rounding->getBlock() == loop.getBody() && rounding->hasOneUse() &&
      !rounding.getRoundingmode()) {
    Type stored = rounding.getIn().getType().getElementType();
    transposedB = !productOperands && fragmentsOfBAlongN &&
                  (allComputedByWgmma(true) ||
                   isLdmatrixFragments(convert, storedTranspose(stored)));
    // tcgen05 products read the stage in place of the fragments; wgmma
    // ones read it below fragments the rounding keeps, which mma.sync
    // takes (ldmatrix of the f32 values, rounded in registers) where
    // wgmma does not compute the product.
    if (!productOperands && !transposedB && !allComputedByWgmma(false) &&
        !isLdmatrixFragments(convert, fragments.clone(stored)))
      return std::nullopt;
    productOnly = productOperands;
    source = rounding.getIn();
  } else if (!productOperands && fragmentsOfBAlongN &&
             fragments.getElementType().getIntOrFloatBitWidth() == 8 &&
             isLdmatrixFragments(convert,
                                 storedTranspose(fragments.getElementType()))) {
    transposedB = true;
    rounding = nullptr;
  } else if (!isLdmatrixOperand(convert) && !productOnly) {
    return std::nullopt;
  } else {
    rounding = nullptr;
  }
  if (packed)
    source = packed.getSource();
  auto reshape = packed ? nv_tileaa::ReshapeOp()
                        : source.getDefiningOp<nv_tileaa::ReshapeOp>();
  if (reshape) {
    // (A transposed stage's copies take 2-d tiles.)
    if (reshape->getBlock() != loop.getBody() || !reshape->hasOneUse() ||
        !dropsUnitDims(reshape) || transposedB)
      return std::nullopt;
    source = reshape.getSource();
  }
  auto load = source.getDefiningOp<nv_tileas::TiledLoadOp>();
  if (!load || load->getBlock() != loop.getBody() || !load->hasOneUse() ||
      load.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
      load.getToken() || !load.getResultToken().use_empty() ||
      loop->isAncestor(load.getView().getParentBlock()->getParentOp()))
    return std::nullopt;
  auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
  if (view.getMemref().getAddressSpace() != nv_tileaa::AddressSpace::Global)
    return std::nullopt;
  Operand operand{load, reshape, rounding, convert, {}, 0,  0,
                  0,    {},      {},       {},      productOnly};
  operand.transposed = transposedB;
  operand.packed = packed;
  bool moves = false;
  for (Value index : load.getIndices()) {
    FailureOr<SmallVector<Operation *>> computation =
        nv_tileas::getIndexComputation(loop, index);
    if (failed(computation))
      return std::nullopt;
    if (nv_tileas::dependsOnInductionVar(loop, index, *computation))
      moves = true;
    operand.computations.push_back(std::move(*computation));
  }
  // (An f4 operand's stage: its loaded bytes.)
  auto type = packed ? load.getResult().getType()
                     : cast<RankedTensorType>(convert.getType());
  operand.rows = type.getDimSize(transposedB ? 1 : 0);
  operand.cols = type.getDimSize(transposedB ? 0 : 1);
  // Bytes of the loaded elements (4 for f32 read as tf32).
  operand.bytes =
      load.getResult().getType().getElementType().getIntOrFloatBitWidth() / 8;
  // B along N in rows wider than the widest swizzle row: tcgen05 reads it
  // in panels of such rows side by side, which no ldmatrix plan reads, and
  // so does wgmma (its fragments then the panels, see loadPanels).
  int64_t rowBytes = operand.cols * operand.bytes;
  bool wideRows =
      rowBytes > kWidestSwizzleBytes && rowBytes % kWidestSwizzleBytes == 0;
  if (bAlongN && wideRows) {
    operand.productOnly = true;
    operand.panels = rowBytes / kWidestSwizzleBytes;
  } else if (wgmmaPanels && wideRows && !transposedB && !rounding && !packed &&
             !productOperands && layout && fragments.getRank() == 2 &&
             layout.getMmaOperand() == cute::MmaOperand::B &&
             !layout.isTransposed() && operand.bytes == 2 &&
             allComputedByWgmma(false)) {
    // The panels are copied from a view of the same memref in tiles of
    // one panel. (Where the view's static columns are whole panels but not
    // whole tiles, that view would check no bounds along them: its last
    // tile's panels could lie past the columns, which cp.async would read.)
    int64_t columns = view.getMemref().getShape()[view.getDimMap().back()];
    int64_t width = kWidestSwizzleBytes / operand.bytes;
    if (load.getView().getDefiningOp<nv_tileaa::BlockTileOp>() &&
        view.getTraversal().empty() &&
        (ShapedType::isDynamic(columns) || columns % width != 0 ||
         columns % operand.cols == 0))
      operand.panels = rowBytes / kWidestSwizzleBytes;
  }
  cute::Result<cute::Swizzle> swizzle =
      cute::makeBankSwizzle(operand.cols / operand.panels, operand.bytes);
  if (!moves || !swizzle)
    return std::nullopt;
  operand.swizzle = *swizzle;
  if ((operand.rows * operand.cols) % swizzle->period() != 0)
    return std::nullopt;
  // (Panels are copied a box at a time.)
  RankedTensorType loaded = load.getResult().getType();
  if (transposedB && operand.bytes == 1) {
    operand.copyType = getTransposingCopyType(loaded);
    return operand;
  }
  operand.copyType = getCopyType(
      operand.panels > 1
          ? RankedTensorType::get(getBoxShape(operand), loaded.getElementType(),
                                  loaded.getEncoding())
          : loaded);
  return operand;
}

/// Whether `values` are the same in every CTA of a cluster along x: made at
/// the kernel's top level or in `loop` from the kernel's arguments, the
/// loop's induction variable and ops without effects, none of which tells
/// CTAs of a cluster apart (the block index along x, a thread's or CTA's
/// position read otherwise).
bool isSameAcrossClusterX(scf::ForOp loop, ArrayRef<Value> values) {
  auto function = loop->getParentOfType<nv_tileaa::FuncOp>();
  Block *top = &function.getBody().front();
  SmallVector<Value> roots(values);
  DenseSet<Operation *> seen;
  while (!roots.empty()) {
    Value value = roots.pop_back_val();
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      if (argument.getOwner() == top || argument == loop.getInductionVar())
        continue;
      return false;
    }
    Operation *op = value.getDefiningOp();
    if (!seen.insert(op).second)
      continue;
    if (isa<gpu::GPUDialect, NVVM::NVVMDialect>(op->getDialect())) {
      auto id = dyn_cast<gpu::BlockIdOp>(op);
      bool uniform = (id && id.getDimension() != gpu::Dimension::x) ||
                     isa<gpu::GridDimOp, gpu::BlockDimOp>(op);
      if (!uniform)
        return false;
    }
    if (op->getNumRegions() != 0 || !isMemoryEffectFree(op))
      return false;
    llvm::append_range(roots, op->getOperands());
  }
  return true;
}

/// Whether `operand` loads the same tile each step in every CTA of a
/// cluster along x: its view and indices (and what they are computed from)
/// are (see isSameAcrossClusterX).
bool isTileSameAcrossClusterX(scf::ForOp loop, const Operand &operand) {
  nv_tileas::TiledLoadOp load = operand.load;
  SmallVector<Value> roots{load.getView()};
  llvm::append_range(roots, load.getIndices());
  for (const SmallVector<Operation *> &computation : operand.computations)
    for (Operation *op : computation)
      llvm::append_range(roots, op->getOperands());
  return isSameAcrossClusterX(loop, roots);
}

/// What tells `operand`'s tensor map apart: its load's view and its
/// descriptor type (operands alike share one: see makeTmaViews).
std::pair<Value, Type> getDescriptorKey(const Operand &operand) {
  nv_tileas::TiledLoadOp load = operand.load;
  return {load.getView(), operand.tma};
}

/// The tensor maps the TMA copies of `operands` need.
int64_t getNumDescriptors(ArrayRef<Operand> operands) {
  llvm::DenseSet<std::pair<Value, Type>> distinct;
  for (const Operand &operand : operands)
    if (operand.tma)
      distinct.insert(getDescriptorKey(operand));
  return distinct.size();
}

/// The TMA descriptor through which `operand`'s tiles (or their panels)
/// can be copied into its stages, where their swizzle is one of the TMA's
/// patterns over whole rows (see getTmaDescriptorType). Null otherwise.
nv_tileas::TmaDescriptorIterType
getOperandDescriptorType(const Operand &operand, AxisAnalysis &axis) {
  std::optional<int64_t> pattern =
      cute::getChunkSwizzleBytes(operand.swizzle, operand.bytes);
  int64_t width = operand.cols / operand.panels;
  int64_t rowBytes = width * operand.bytes;
  if (!pattern || *pattern != rowBytes)
    return {};
  nv_tileas::TiledLoadOp load = operand.load;
  if (operand.panels == 1 && operand.slices == 1 && !operand.pairAxis)
    return getTmaDescriptorType(axis, load.getView(), rowBytes);
  // The loaded tile: twice the stage along a CTA pair's halved dimension.
  int64_t rows = operand.rows * (operand.pairAxis == 0u ? 2 : 1);
  int64_t cols = operand.cols * (operand.pairAxis == 1u ? 2 : 1);
  // Panels or slices: boxes of one panel or slice from a view of the same
  // memref, made next to the load's block_tile. (Slices also of a batched
  // view's tiles: rows x cols after unit dimensions.)
  auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
  ArrayRef<int64_t> tile = view.getTileShape();
  size_t rank = tile.size();
  bool unitsThenRows =
      rank >= 2 && tile[rank - 2] == rows && tile[rank - 1] == cols &&
      (rank == 2 || (operand.panels == 1 && !operand.pairAxis &&
                     llvm::all_of(tile.drop_back(2),
                                  [](int64_t size) { return size == 1; })));
  if (!load.getView().getDefiningOp<nv_tileaa::BlockTileOp>() ||
      !unitsThenRows || !view.getTraversal().empty())
    return {};
  return getTmaDescriptorType(axis, load.getView(), rowBytes,
                              getBoxShape(operand));
}

/// The CTAs of the kernel's cluster along x where the loop runs in each of
/// them alike: at the kernel's top level, its bounds the same in every CTA
/// (1 where there is no such cluster).
int64_t getLoopClusterCtas(scf::ForOp loop,
                           const nv_tileas::TargetInfo &target) {
  auto function = dyn_cast<nv_tileaa::FuncOp>(loop->getParentOp());
  if (!function || !target.hasClusters())
    return 1;
  auto spec = function->getAttrOfType<nv_tileaa::KernelSpecAttr>(
      nv_tileaa::TileAADialect::kKernelSpecAttrName);
  if (!spec || spec.getCluster().size() != 3 || spec.getCluster()[1] != 1 ||
      spec.getCluster()[2] != 1 || spec.getCluster()[0] < 2)
    return 1;
  if (!isSameAcrossClusterX(
          loop, {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()}))
    return 1;
  return spec.getCluster()[0];
}

/// The CTAs among which the operand's tiles can be shared (see
/// Operand::slices): every CTA of a cluster of `ctas` along x loads the
/// same tile each step (its view and indices do not depend on the block
/// index along x), and the tile (each panel) splits along its rows into
/// slices of whole swizzle patterns. 1 otherwise.
int64_t getSharedOperandCtas(scf::ForOp loop, const Operand &operand,
                             int64_t ctas) {
  int64_t width = operand.cols / operand.panels;
  if (ctas < 2 || operand.transposed || operand.rows % ctas != 0 ||
      (operand.rows / ctas * width) % operand.swizzle.period() != 0)
    return 1;
  return isTileSameAcrossClusterX(loop, operand) ? ctas : 1;
}

/// A matrix product of a loop: an nv_tileaa.dot, or an nv_tileaa.dot_scaled
/// (f8 operands with a scale per block of K of each row of A and column of
/// B), which only tcgen05 products take here.
class ProductOp {
public:
  ProductOp(nv_tileaa::DotOp dot) : op(dot) {}
  ProductOp(nv_tileaa::DotScaledOp dot) : op(dot) {}
  Value getLhs() const { return op->getOperand(0); }
  Value getRhs() const { return op->getOperand(1); }
  Value getAcc() const { return op->getOperand(2); }
  Type getType() const { return op->getResult(0).getType(); }
  Location getLoc() const { return op->getLoc(); }
  bool getLhsUnsigned() const {
    auto dot = dyn_cast<nv_tileaa::DotOp>(op);
    return dot && dot.getLhsUnsigned();
  }
  bool getRhsUnsigned() const {
    auto dot = dyn_cast<nv_tileaa::DotOp>(op);
    return dot && dot.getRhsUnsigned();
  }
  nv_tileaa::DotScaledOp getScaled() const {
    return dyn_cast<nv_tileaa::DotScaledOp>(op);
  }
  Operation *operator->() const { return op; }
  operator Operation *() const { return op; }

private:
  Operation *op;
};

/// The scale blocks along K of one step of block-scaled `dot`.
int64_t getScaleBlocks(nv_tileaa::DotScaledOp dot) {
  return cast<RankedTensorType>(dot.getLhsScale().getType()).getDimSize(1);
}

/// The products of `block`, in order.
SmallVector<ProductOp> getProducts(Block *block) {
  SmallVector<ProductOp> products;
  for (Operation &op : *block) {
    if (auto dot = dyn_cast<nv_tileaa::DotOp>(op))
      products.push_back(dot);
    else if (auto scaled = dyn_cast<nv_tileaa::DotScaledOp>(op))
      products.push_back(scaled);
  }
  return products;
}

/// The tensor memory of `stages` slots of block-scaled scales of `rows`
/// rows (A's M, B's N) and `blocks` blocks per step: the columns of each
/// slot's chunks, the slots side by side (bytes per lane a power of two).
nv_tileas::TensorMemoryType getScaleMemoryType(MLIRContext *context,
                                               Type element, int64_t rows,
                                               int64_t blocks, int64_t stages) {
  int64_t bytes = std::max<int64_t>(
      8, llvm::PowerOf2Ceil(4 * stages *
                            cute::getScaleChunkColumns(rows, blocks)));
  return nv_tileas::TensorMemoryType::get(context, {128, bytes}, element, 128);
}

/// A product of a loop computed by tcgen05.mma: its operands (B, an index
/// into the pipelined operands, maybe read from its stored transpose; A
/// the same, or a tile in registers that goes through tensor memory) and
/// where its sums live. A carried product's sums stay in tensor memory for
/// the whole loop, which carries their start value unchanged; an in-step
/// product's sums are stored to tensor memory before it (unless they start
/// at zero) and read back after it, every step.
struct TensorMemoryProduct {
  ProductOp dot;
  std::optional<size_t> lhs;
  size_t rhs;
  bool transposeB;
  std::optional<unsigned> carried;
  bool startsAtZero;
  /// The sums in tensor memory, and the tile tcgen05.ld and st move them as
  /// (the product's own accumulator for blocks of 64 rows; their lanes'
  /// order, a conversion away from it, for blocks of 128).
  nv_tileas::TensorMemoryType type;
  RankedTensorType tile;
  /// A in tensor memory (null where A is a stage), and its tile likewise.
  nv_tileas::TensorMemoryType lhsType;
  RankedTensorType lhsTile;
  /// A block-scaled product's scales in tensor memory, a slot per stage.
  nv_tileas::TensorMemoryType lhsScaleType, rhsScaleType;
};

/// Whether `value` is a tile of +0.0.
bool isZeroSplat(Value value) {
  auto splat = value.getDefiningOp<nv_tileaa::SplatOp>();
  auto zero = splat ? dyn_cast<FloatAttr>(splat.getValue()) : FloatAttr();
  return zero && zero.getValue().isPosZero();
}

/// The products of `loop` as tcgen05 products into tensor memory, when
/// every product of the loop can be one: f16 or bf16 operands with K a
/// multiple of 16, f8 or i8 ones with K a multiple of 32, or tf32 ones
/// with K a multiple of 8, B a pipelined
/// stage of whole swizzle rows (along N, or its transpose along K), A such
/// a stage along K or a 16-bit tile in registers (moved to tensor memory),
/// f32 sums (i32 for i8) in a warpgroup accumulator; all the tiles in
/// tensor memory at once; and no other use of the stages. Empty otherwise.
SmallVector<TensorMemoryProduct>
getTensorMemoryProducts(scf::ForOp loop, ArrayRef<Operand> operands,
                        int64_t stages) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  auto find = [&](Value value) -> std::optional<size_t> {
    for (auto [i, operand] : llvm::enumerate(operands)) {
      nv_tileas::ConvertLayoutOp convert = operand.convert;
      if (convert.getResult() == value)
        return i;
    }
    return std::nullopt;
  };
  MLIRContext *context = loop.getContext();
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  SmallVector<TensorMemoryProduct> products;
  SmallVector<nv_tileas::TensorMemoryType> tiles;
  for (ProductOp dot : getProducts(loop.getBody())) {
    auto accType = cast<RankedTensorType>(dot.getAcc().getType());
    auto lhsType = cast<RankedTensorType>(dot.getLhs().getType());
    Type element = lhsType.getElementType();
    bool halves = element.isF16() || element.isBF16();
    bool f8 = isa<Float8E4M3FNType, Float8E5M2Type>(element);
    // f4 operands, staged as their bytes (block-scaled only).
    bool f4 = isa<Float4E2M1FNType>(element);
    Type sum = accType.getElementType();
    bool sums = element.isInteger(8)
                    ? sum.isInteger(32)
                    : (halves || f8 || f4 || element.isTF32()) && sum.isF32();
    // One instruction takes 32 bytes of K (64 f4 elements).
    int64_t kStep = f4 ? 64 : nv_tileas::getAsyncMmaK(element);
    if (accType.getRank() != 2 || !sums || lhsType.getDimSize(1) % kStep != 0 ||
        !nv_tileas::isWarpgroupAccumulator(accType))
      return {};
    std::optional<size_t> lhs = find(dot.getLhs());
    // Tensor memory holds 16-bit A operands only.
    if (!lhs && !halves)
      return {};
    std::optional<size_t> rhs = find(dot.getRhs());
    bool transposeB = false;
    if (!rhs) {
      Value stored = lookThroughTransposition(dot.getRhs());
      rhs = stored != dot.getRhs() ? find(stored) : std::nullopt;
      transposeB = true;
    }
    // The sums stay in tensor memory where the loop carries them to this
    // product alone and A is a stage or the same every step (an A stored
    // every step must wait for the product that read it).
    std::optional<unsigned> carriedIndex;
    auto carried = dyn_cast<BlockArgument>(dot.getAcc());
    bool invariantA = lhs || loop.isDefinedOutsideOfLoop(dot.getLhs());
    if (carried && carried.getOwner() == loop.getBody() &&
        carried.hasOneUse() && dot->hasOneUse() && invariantA) {
      OpOperand &use = *dot->getUses().begin();
      if (use.getOwner() == yield &&
          use.getOperandNumber() + 1 == carried.getArgNumber())
        carriedIndex = carried.getArgNumber() - 1;
    }
    // Blocks of M = 128 where the rows allow, the whole data path, for
    // sums that stay in tensor memory (their fragments are converted once,
    // before and after the loop); an in-step product's sums move every
    // step, in blocks of M = 64 the warpgroup accumulator's warps already
    // hold (no conversion).
    int64_t blockRows =
        carriedIndex ? nv_tileas::TensorMemoryType::getDefaultBlockRows(
                           accType.getDimSize(0))
                     : nv_tileas::TensorMemoryType::kBlockRows;
    auto type = nv_tileas::TensorMemoryType::getChecked(
        [&] { return emitError(dot.getLoc()); }, context, accType.getShape(),
        accType.getElementType(), blockRows);
    cute::MmaTiling accTiling =
        cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding()).getTiling();
    int64_t numWarps = accTiling.warpsM * accTiling.warpsN;
    RankedTensorType tile =
        type ? nv_tileas::getTensorMemoryTileType(type, numWarps)
             : RankedTensorType();
    if (!rhs || !tile)
      return {};
    TensorMemoryProduct product{dot,  lhs,  *rhs, transposeB, {}, false,
                                type, tile, {},   {}, {}, {}};
    tiles.push_back(type);
    // Block-scaled: f8 with f8E8M0FNU scales per 32 of K (kind::mxf8f6f4),
    // f4 with f8E8M0FNU scales per 32 (kind::mxf4) or f8E4M3FN ones per 16
    // (kind::mxf4nvf4, B K-major for both), the step's blocks at most four
    // or sets of four (one instruction reads the scales of one cell),
    // sums carried in M = 128 blocks, N in lanes of 32, A a stage; the
    // scales copied to tensor memory every step, a slot per stage.
    if (f4 && !(dot.getScaled() && transposeB))
      return {};
    if (nv_tileaa::DotScaledOp scaled = dot.getScaled()) {
      auto scaleType = cast<RankedTensorType>(scaled.getLhsScale().getType());
      Type scale = scaleType.getElementType();
      int64_t block = scaled.getScaleBlock();
      bool kinds =
          (isa<Float8E8M0FNUType>(scale) && block == 32 && (f8 || f4)) ||
          (isa<Float8E4M3FNType>(scale) && block == 16 && f4);
      int64_t n = accType.getDimSize(1);
      int64_t blocks = scaleType.getDimSize(1);
      if (!kinds || (blocks > 4 && blocks % 4 != 0) || !carriedIndex ||
          blockRows != 128 || n % 32 != 0 || !lhs)
        return {};
      product.lhsScaleType = getScaleMemoryType(
          context, scale, accType.getDimSize(0), blocks, stages);
      product.rhsScaleType =
          getScaleMemoryType(context, scale, n, blocks, stages);
      tiles.push_back(product.lhsScaleType);
      tiles.push_back(product.rhsScaleType);
    }
    if (!lhs) {
      // A from registers: as the fragments tcgen05.st writes to the lanes
      // of the sums' rows.
      product.lhsType = nv_tileas::TensorMemoryType::getChecked(
          [&] { return emitError(dot.getLoc()); }, context,
          lhsType.getShape(), lhsType.getElementType(), blockRows);
      product.lhsTile =
          product.lhsType
              ? nv_tileas::getTensorMemoryTileType(product.lhsType, numWarps)
              : RankedTensorType();
      if (!product.lhsTile)
        return {};
      tiles.push_back(product.lhsType);
    }
    product.carried = carriedIndex;
    product.startsAtZero = !product.carried && isZeroSplat(dot.getAcc());
    products.push_back(product);
  }
  int64_t columns;
  nv_tileas::TensorMemoryType::getColumnOffsets(tiles, columns);
  if (products.empty() ||
      columns > nv_tileas::TensorMemoryType::kMaxColumns)
    return {};
  // The stages are read by the products alone (through B's transposition).
  auto isProduct = [&](Operation *user) {
    return llvm::any_of(products, [&](const TensorMemoryProduct &product) {
      Operation *dot = product.dot;
      return user == dot ||
             (isa<nv_tileaa::PermuteOp>(user) && user->hasOneUse() &&
              *user->getUsers().begin() == dot);
    });
  };
  for (const Operand &operand : operands)
    if (!llvm::all_of(operand.convert->getUsers(), isProduct))
      return {};
  return products;
}

/// The threads of the kernel whose loop's pipelined `operands` are: those
/// their loads' layout spreads over.
int64_t getNumThreads(ArrayRef<Operand> operands) {
  nv_tileas::TiledLoadOp load = operands.front().load;
  return getLayout(load.getResult().getType())
      .getTVLayout()
      .mode(0)
      ->size();
}

/// Whether `product`, the loop's one tcgen05 product, can be the product of
/// the CTA pair of a cluster of two (tcgen05.mma.cta_group::2, M = 256):
/// its sums carried in tensor memory in one M = 128 block per CTA, A a
/// stage, not block-scaled, and B's tile the same in both CTAs, whose N
/// (whole panels of B along N, rows of B stored N x K) halves. If so, B's
/// stage becomes this CTA's half (Operand::pairAxis) and no tile is shared
/// by multicast.
bool pairProducts(scf::ForOp loop, SmallVectorImpl<Operand> &operands,
                  const TensorMemoryProduct &product) {
  auto acc = cast<RankedTensorType>(product.dot.getAcc().getType());
  if (!product.carried || product.dot.getScaled() || !product.lhs ||
      product.type.getBlockRows() != 128 || acc.getDimSize(0) != 128 ||
      acc.getDimSize(1) % 32 != 0)
    return false;
  SmallVector<Operand> halved(operands.begin(), operands.end());
  Operand &b = halved[product.rhs];
  if (b.transposed || !isTileSameAcrossClusterX(loop, b))
    return false;
  if (product.transposeB) {
    if (b.rows % 2 != 0 || (b.rows / 2 * b.cols) % b.swizzle.period() != 0)
      return false;
    b.rows /= 2;
    b.pairAxis = 0;
  } else {
    if (b.panels % 2 != 0)
      return false;
    b.cols /= 2;
    b.panels /= 2;
    b.pairAxis = 1;
  }
  AxisAnalysis axis;
  for (Operand &operand : halved) {
    operand.slices = 1;
    operand.tma = getOperandDescriptorType(operand, axis);
    if (!operand.tma)
      return false;
  }
  operands.assign(halved.begin(), halved.end());
  return true;
}

/// Whether a producer warpgroup can compute what the copies of `loop`'s
/// `operands` need again (`slice`: the ops to clone): the loop's bounds,
/// the views and the leaves of the copies' indices are kernel arguments or
/// pure scalar computations at the kernel's top level.
bool collectProducerSlice(scf::ForOp loop, ArrayRef<Operand> operands,
                          SetVector<Operation *> &slice) {
  auto function = loop->getParentOfType<nv_tileaa::FuncOp>();
  Block *top = &function.getBody().front();
  SmallVector<Value> roots{loop.getLowerBound(), loop.getUpperBound(),
                           loop.getStep()};
  for (const Operand &operand : operands) {
    nv_tileas::TiledLoadOp load = operand.load;
    roots.push_back(load.getView());
    if (operand.sourceView)
      roots.push_back(operand.sourceView);
    for (Value index : load.getIndices())
      roots.push_back(index);
    for (const SmallVector<Operation *> &computation : operand.computations)
      for (Operation *op : computation)
        for (Value value : op->getOperands())
          roots.push_back(value);
  }
  while (!roots.empty()) {
    Value value = roots.pop_back_val();
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      if (argument.getOwner() == top || argument.getOwner() == loop.getBody())
        continue;
      return false;
    }
    Operation *op = value.getDefiningOp();
    if (loop->isAncestor(op) || slice.contains(op))
      continue;
    if (op->getBlock() != top || op->getNumRegions() != 0 ||
        !isMemoryEffectFree(op) ||
        llvm::any_of(op->getResultTypes(),
                     [](Type type) { return isa<RankedTensorType>(type); }))
      return false;
    slice.insert(op);
    llvm::append_range(roots, op->getOperands());
  }
  return true;
}

/// Where a block-scaled product's scales go each step: a slot per stage of
/// shared buffers (the chunks tcgen05.cp reads) and of tensor memory.
struct ScaleStorage {
  Value lhsMemory, rhsMemory, lhsBuffer, rhsBuffer;
};

class LoopPipeliner {
public:
  /// `inFlight`: K steps whose wgmma groups may still read their stages
  /// when the next step begins (0 or 1).
  /// `specialized`: with TMA, a producer warpgroup of its own issues the
  /// copies (see specialize()).
  /// `clusterCtas`: the CTAs of the cluster that share operands' tiles
  /// (Operand::slices), or 2 for a CTA pair's product; 1 otherwise.
  /// `pair`: the one tcgen05 product is the CTA pair's (see pairProducts).
  LoopPipeliner(scf::ForOp loop, int64_t stages, int64_t inFlight,
                SmallVector<Operand> operands, bool tma,
                SmallVector<TensorMemoryProduct> products, bool specialized,
                int64_t clusterCtas, bool pair)
      : loop(loop), stages(stages), inFlight(inFlight),
        ahead(stages - 1 - inFlight), operands(std::move(operands)), tma(tma),
        specialized(specialized), clusterCtas(clusterCtas), pair(pair),
        products(std::move(products)), rewriter(loop.getContext()) {}

  void run() {
    Location loc = loop.getLoc();
    Type indexType = loop.getInductionVar().getType();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, indexType, v)
          .getResult();
    };

    // The buffers, and the copies of the first stages - 1 iterations. A
    // warp-specialized kernel makes its buffers and barriers first, for the
    // consumers and the producer.
    auto function = loop->getParentOfType<nv_tileaa::FuncOp>();
    if (specialized)
      rewriter.setInsertionPointToStart(&function.getBody().front());
    else
      rewriter.setInsertionPoint(loop);
    SmallVector<Value> views;
    for (Operand &operand : operands)
      views.push_back(makeStages(operand));
    makeSourceViews();
    if (tma) {
      makeBarriers();
      // The peers copy into this CTA's stages and arrive on its barriers:
      // only once every CTA of the cluster has initialized its own.
      if (clusterCtas > 1)
        emitClusterBarrier(loc);
    }
    Operation *setupEnd =
        specialized ? &*std::prev(rewriter.getInsertionPoint()) : nullptr;
    rewriter.setInsertionPoint(loop);
    if (tma && !specialized)
      makeDescriptors();
    Value zero = constant(0);
    for (int64_t j = 0; j < (specialized ? 0 : ahead); ++j) {
      Value iv = arith::AddIOp::create(
          rewriter, loc, loop.getLowerBound(),
          arith::MulIOp::create(rewriter, loc, loop.getStep(), constant(j)));
      startCopies(views, iv, constant(j), zero);
    }
    if (!products.empty())
      allocateTensorMemory();
    // What the threads stored to shared memory before the loop (a staged
    // operand the loop's products read) is seen by every thread in it: the
    // loop itself synchronizes through its barriers only. (The same for
    // the accumulators' stores to tensor memory.)
    if (tma)
      gpu::BarrierOp::create(rewriter, loc);

    // In the body: wait for this iteration's stage, read it, start the
    // copies stages - 1 iterations ahead.
    rewriter.setInsertionPointToStart(loop.getBody());
    Value iteration = arith::DivUIOp::create(
        rewriter, loc,
        arith::SubIOp::create(rewriter, loc, loop.getInductionVar(),
                              loop.getLowerBound()),
        loop.getStep());
    Value count = constant(stages);
    Value stage = arith::RemUIOp::create(rewriter, loc, iteration, count);
    auto parity = [&](Value use) { return toParity(use, loc); };
    if (tma) {
      // Use k of a stage waits for the k-th phase of its full barrier.
      // With the sums in tensor memory only thread 0, which starts the
      // products, reads the stage.
      nv_tileas::AsyncMBarrierTryWaitParityOp::create(
          rewriter, loc, barriers, stage,
          parity(arith::DivUIOp::create(rewriter, loc, iteration, count)),
          /*issuer=*/!products.empty());
      // A CTA pair's odd CTA: its stage is full, which the even CTA's
      // full barrier counts before the pair's product reads both.
      if (pair) {
        Value rank = emitClusterRank(loc);
        Value odd = emitPairHalf(rank, loc);
        Value even = arith::SubIOp::create(rewriter, loc, rank, odd);
        emitIf(arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                     odd, constantI32(rewriter, loc, 0)),
               [&](Location l) {
                 nv_tileas::AsyncMBarrierArriveOp::create(
                     rewriter, l, barriers, stage, /*per_warp=*/false,
                     IntegerAttr(), even, /*issuer=*/true);
               });
      }
    } else {
      // (One group per copy: a panel each.)
      int64_t copies = 0;
      for (const Operand &operand : operands)
        copies += operand.panels;
      int64_t outstanding = (ahead - 1) * copies;
      nv_tileas::AsyncWaitOp::create(rewriter, loc, ValueRange(), outstanding);
    }
    Value bodyZero = constant(0);
    if (!products.empty()) {
      // Thread 0 starts this step's products, commits them to the stage's
      // empty barrier, and only then refills the stage the previous step
      // read: its wait for those products overlaps this step's.
      startProducts(views, stage, bodyZero, iteration);
      rewriter.setInsertionPoint(loop.getBody()->getTerminator());
      nv_tileas::AsyncTcgen05CommitOp::create(
          rewriter, loc, emptyBarriers, stage, getClusterCtasAttr(), pair);
    }
    for (auto [operand, view] : llvm::zip(operands, views)) {
      if (!products.empty())
        break;
      if (operand.panels > 1) {
        rewriter.replaceAllUsesWith(operand.convert.getResult(),
                                    loadPanels(operand, view, stage, bodyZero));
        continue;
      }
      // A tf32 operand's f32 fragments are rounded after the stage's load
      // (which wgmma reads itself, as tf32, in place of both).
      // A transposed stage holds B's stored transpose: its fragments
      // ("bt"), transposed back in registers.
      RankedTensorType fragmentType = operand.convert.getType();
      if (operand.transposed)
        fragmentType = RankedTensorType::get(
            {operand.rows, operand.cols}, fragmentType.getElementType(),
            cast<nv_tileas::MmaLayoutAttr>(fragmentType.getEncoding())
                .getTransposed());
      Type stored = operand.load.getResult().getType().getElementType();
      Value fragments = nv_tileas::TiledLoadOp::create(
                            rewriter, operand.load.getLoc(),
                            fragmentType.clone(stored),
                            operand.load.getResultToken().getType(),
                            nv_tileaa::MemoryOrdering::Weak,
                            nv_tileaa::MemoryScopeAttr(), view,
                            ValueRange{stage, bodyZero}, Value())
                            .getResult();
      if (operand.rounding)
        fragments = nv_tileas::TruncFOp::create(
            rewriter, operand.rounding.getLoc(), fragmentType, fragments,
            arith::RoundingModeAttr(), operand.rounding.getFastmathAttr());
      if (operand.transposed)
        fragments = nv_tileaa::PermuteOp::create(
            rewriter, operand.load.getLoc(), operand.convert.getType(),
            fragments, rewriter.getDenseI32ArrayAttr({1, 0}));
      rewriter.replaceAllUsesWith(operand.convert.getResult(), fragments);
    }
    Value aheadIv = arith::AddIOp::create(
        rewriter, loc, loop.getInductionVar(),
        arith::MulIOp::create(rewriter, loc, loop.getStep(), constant(ahead)));
    Value aheadIteration =
        arith::AddIOp::create(rewriter, loc, iteration, constant(ahead));
    Value aheadStage =
        arith::RemUIOp::create(rewriter, loc, aheadIteration, count);
    // (Where the threads copy an operand themselves, each waits: its
    // stores refill the stage.)
    if (tma && !specialized)
      emitWaitForRelease(aheadIteration, aheadStage, IntegerAttr(),
                         /*everyThread=*/hasThreadCopies());
    if (!specialized)
      startCopies(views, aheadIv, aheadStage, bodyZero);
    if (tma && products.empty()) {
      // At the end of the step every thread releases the stage whose reads
      // are done: this step's, or with products in flight the previous
      // step's (retired by this step's wgmma wait).
      rewriter.setInsertionPoint(loop.getBody()->getTerminator());
      Value released = constant(inFlight);
      emitIf(arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                   iteration, released),
             [&](Location l) {
               Value releasedStage = arith::RemUIOp::create(
                   rewriter, l,
                   arith::SubIOp::create(rewriter, l, iteration, released),
                   count);
               // Products that read the stage with ldmatrix read it through
               // the generic proxy, and the TMA copy that refills it writes
               // through the async proxy: the reads are ordered before that
               // write only with a cross-proxy fence before the release.
               // Whether a product reads with ldmatrix or wgmma is decided
               // by the lowering, after this pass: every release fences.
               emitFencedWarpArrival(emptyBarriers, releasedStage,
                                     getClusterCtasAttr(), l);
             });
    }

    // Every product retired and every copy landed before the buffer's
    // bytes serve anything else (the wait's barrier: for all warpgroups).
    rewriter.setInsertionPointAfter(loop);
    if (inFlight > 0) {
      for (auto dot : loop.getBody()->getOps<nv_tileaa::DotOp>())
        dot->setAttr(kProductsInFlightAttr,
                     rewriter.getI64IntegerAttr(inFlight));
      NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);
    }
    if (!products.empty())
      finishTensorMemoryProducts();
    if (specialized) {
      // The stages end with the consumers' loop (the producer's region
      // comes first), so what the consumers do after it may reuse their
      // bytes: once every consumer's products have read them (a barrier
      // among the consumers). The tensor memory is the consumers' own
      // (allocated in their region): freed there after it, once every
      // consumer has read its sums.
      gpu::BarrierOp::create(rewriter, loc);
      if (!tensorMemory.empty()) {
        if (doneBarriers)
          nv_tileas::AsyncMBarrierInvalOp::create(rewriter, loc, doneBarriers);
        nv_tileas::DeallocTensorMemoryOp::create(rewriter, loc, tensorMemory,
                                                 pair);
      }
      specialize(setupEnd);
    } else if (tma) {
      // Every copy started in the loop was waited for in it (and, in a
      // cluster, the peers' arrivals on this CTA's barriers are done).
      gpu::BarrierOp::create(rewriter, loc);
      if (clusterCtas > 1)
        emitClusterBarrier(loc);
      nv_tileas::AsyncMBarrierInvalOp::create(rewriter, loc, barriers);
      nv_tileas::AsyncMBarrierInvalOp::create(rewriter, loc, emptyBarriers);
      nv_tileas::FreeTMAWorkspaceOp::create(rewriter, loc, workspace);
      // Every thread's reads of the sums are complete (the barrier).
      if (doneBarriers)
        nv_tileas::AsyncMBarrierInvalOp::create(rewriter, loc, doneBarriers);
      if (!tensorMemory.empty())
        nv_tileas::DeallocTensorMemoryOp::create(rewriter, loc, tensorMemory,
                                                 pair);
    } else {
      nv_tileas::AsyncWaitOp::create(rewriter, loc, ValueRange(), 0);
    }

    for (Operand &operand : operands) {
      rewriter.eraseOp(operand.convert);
      if (operand.packed)
        rewriter.eraseOp(operand.packed);
      if (operand.rounding)
        rewriter.eraseOp(operand.rounding);
      if (operand.reshape)
        rewriter.eraseOp(operand.reshape);
      rewriter.eraseOp(operand.load);
      for (const SmallVector<Operation *> &computation : operand.computations)
        for (Operation *op : llvm::reverse(computation))
          if (op->getBlock() && op->use_empty())
            rewriter.eraseOp(op);
    }
  }

private:
  /// Before the loop: one allocation of tensor memory for every product's
  /// sums and A, the sums that stay there holding the value the loop
  /// starts from, and an A the same every step stored; a barrier per
  /// in-step product, which its commit completes.
  void allocateTensorMemory() {
    Location loc = loop.getLoc();
    SmallVector<Type> types;
    for (TensorMemoryProduct &product : products) {
      types.push_back(product.type);
      if (product.lhsType)
        types.push_back(product.lhsType);
      if (product.lhsScaleType) {
        types.push_back(product.lhsScaleType);
        types.push_back(product.rhsScaleType);
      }
    }
    auto slotType = nv_tileaa::MemRefType::get(
        loop.getContext(), rewriter.getI32Type(), {1}, {1},
        nv_tileaa::AddressSpace::Shared, {});
    auto slot = nv_tileas::AllocTensorOp::create(
        rewriter, loc, slotType, rewriter.getI64IntegerAttr(4));
    // Its accesses are ordered by the allocation's own barriers.
    slot->setAttr(kPipelineBufferAttr, rewriter.getUnitAttr());
    auto allocation = nv_tileas::AllocTensorMemoryOp::create(rewriter, loc,
                                                             types, slot, pair);
    tensorMemory = llvm::to_vector_of<Value>(allocation.getResults());
    ValueRange next = allocation.getResults();
    int64_t inStep = 0;
    for (TensorMemoryProduct &product : products) {
      accumulators.push_back(next.front());
      next = next.drop_front();
      lhsMemory.push_back(product.lhsType ? next.front() : Value());
      if (product.lhsType)
        next = next.drop_front();
      ScaleStorage scales;
      if (product.lhsScaleType) {
        scales = {next[0], next[1], makeScaleBuffer(product, true),
                  makeScaleBuffer(product, false)};
        next = next.drop_front(2);
      }
      scaleStorage.push_back(scales);
      if (product.carried)
        nv_tileas::TensorMemoryStoreOp::create(
            rewriter, product.dot.getLoc(),
            toTile(loop.getInitArgs()[*product.carried], product.tile),
            accumulators.back());
      else
        ++inStep;
      if (product.lhsType && loop.isDefinedOutsideOfLoop(product.dot.getLhs()))
        storeA(product, lhsMemory.back());
    }
    if (inStep > 0)
      doneBarriers = makeBarriers(inStep, 1);
  }

  /// A shared buffer of a slot per stage of the scale chunks of A (`lhs`)
  /// or B of a product whose sums are `sums` (rows M, columns N).
  Value makeScaleBuffer(const TensorMemoryProduct &product, bool lhs) {
    nv_tileas::TensorMemoryType memory =
        lhs ? product.lhsScaleType : product.rhsScaleType;
    nv_tileas::TensorMemoryType sums = product.type;
    int64_t rows = lhs ? sums.getShape()[0] : sums.getShape()[1];
    int64_t bytes =
        cute::getScaleChunkBytes(rows, getScaleBlocks(product.dot.getScaled()));
    auto type = nv_tileaa::MemRefType::get(
        loop.getContext(), memory.getElementType(), {stages, bytes},
        {bytes, 1}, nv_tileaa::AddressSpace::Shared, {});
    // 16-byte rows of core matrices, as the copy's descriptor reads them;
    // the pipeline orders its accesses.
    auto buffer = nv_tileas::AllocTensorOp::create(
        rewriter, loop.getLoc(), type, rewriter.getI64IntegerAttr(128));
    buffer->setAttr(kPipelineBufferAttr, rewriter.getUnitAttr());
    return buffer;
  }

  /// The scales of block-scaled `product` for this step, into slot `stage`
  /// of tensor memory: once every thread knows the products and copies of
  /// the slot's previous use complete (the stage's empty barrier), each
  /// writes the scales it holds to the slot's shared chunks and fences
  /// them for the async proxy; after a barrier thread 0 starts the copies,
  /// which its products of the step follow.
  void copyScales(const TensorMemoryProduct &product,
                  const ScaleStorage &scales, Value iteration, Value stage) {
    nv_tileaa::DotScaledOp dot = product.dot.getScaled();
    Location loc = dot.getLoc();
    emitWaitForRelease(iteration, stage, IntegerAttr(), /*everyThread=*/true);
    nv_tileas::StoreScaleChunksOp::create(rewriter, loc, dot.getLhsScale(),
                                          scales.lhsBuffer, stage, false);
    nv_tileas::StoreScaleChunksOp::create(rewriter, loc, dot.getRhsScale(),
                                          scales.rhsBuffer, stage, true);
    NVVM::FenceProxyOp::create(
        rewriter, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(loop.getContext(),
                                   NVVM::SharedSpace::shared_cta));
    gpu::BarrierOp::create(rewriter, loc);
    nv_tileas::AsyncTcgen05CopyScalesOp::create(
        rewriter, loc, scales.lhsBuffer, stage, scales.lhsMemory);
    nv_tileas::AsyncTcgen05CopyScalesOp::create(
        rewriter, loc, scales.rhsBuffer, stage, scales.rhsMemory);
  }

  /// A of `product`, from registers into its tensor memory `memory`, in the
  /// warpgroup accumulator layout (the source of A's conversion to the
  /// product's fragments where it has that layout).
  void storeA(const TensorMemoryProduct &product, Value memory) {
    ProductOp dot = product.dot;
    nv_tileas::TensorMemoryStoreOp::create(
        rewriter, dot.getLoc(), toTile(dot.getLhs(), product.lhsTile), memory);
  }

  /// `value` as `tile`, the fragments that move to tensor memory: itself,
  /// the same constant made in those fragments (through conversions of
  /// it), the source of its conversion, or a conversion.
  Value toTile(Value value, RankedTensorType tile) {
    if (value.getType() == tile)
      return value;
    Value root = value;
    while (auto convert = root.getDefiningOp<nv_tileas::ConvertLayoutOp>())
      root = convert.getSource();
    if (auto splat = root.getDefiningOp<nv_tileaa::SplatOp>())
      return nv_tileaa::SplatOp::create(rewriter, splat.getLoc(), tile,
                                        splat.getValue());
    SplatElementsAttr constant;
    if (matchPattern(root, m_Constant(&constant)))
      return arith::ConstantOp::create(
          rewriter, root.getLoc(), tile,
          SplatElementsAttr::get(tile, constant.getSplatValue<Attribute>()));
    auto convert = value.getDefiningOp<nv_tileas::ConvertLayoutOp>();
    if (convert && convert.getSource().getType() == tile)
      return convert.getSource();
    return nv_tileas::ConvertLayoutOp::create(rewriter, value.getLoc(), tile,
                                              value);
  }

  /// The sums of `product` read from `accumulator` as a tile of `type`
  /// (a conversion after the read where the fragments differ).
  Value loadSums(const TensorMemoryProduct &product, Value accumulator,
                 Type type, Location loc) {
    Value sums = nv_tileas::TensorMemoryLoadOp::create(rewriter, loc,
                                                       product.tile,
                                                       accumulator);
    if (product.tile == type)
      return sums;
    return nv_tileas::ConvertLayoutOp::create(rewriter, loc, type, sums);
  }

  /// In the body: each product as a tcgen05 product on this step's stages.
  /// A carried product leaves its sums in tensor memory (the loop carries
  /// its start value unchanged). An in-step product stores what it needs
  /// from registers (A where it changes, the sums where they do not start
  /// at zero), meets the other threads (their stores, and their reads of
  /// the previous step's sums, are done), is started, committed to its
  /// barrier, waited for by every thread and read back.
  void startProducts(ArrayRef<Value> views, Value stage, Value zero,
                     Value iteration) {
    OpBuilder::InsertionGuard guard(rewriter);
    int64_t inStep = 0;
    for (auto [product, accumulator, lhsTmem, scales] :
         llvm::zip(products, accumulators, lhsMemory, scaleStorage)) {
      ProductOp dot = product.dot;
      Location loc = dot.getLoc();
      rewriter.setInsertionPoint(dot);
      if (lhsTmem && !loop.isDefinedOutsideOfLoop(dot.getLhs()))
        storeA(product, lhsTmem);
      if (scales.lhsMemory)
        copyScales(product, scales, iteration, stage);
      if (!product.carried) {
        if (!product.startsAtZero)
          nv_tileas::TensorMemoryStoreOp::create(
              rewriter, loc, toTile(dot.getAcc(), product.tile), accumulator);
        gpu::BarrierOp::create(rewriter, loc);
      }
      Value lhs = lhsTmem ? lhsTmem : views[*product.lhs];
      SmallVector<Value> lhsIndices;
      if (!lhsTmem)
        lhsIndices = getStageIndices(operands[*product.lhs], stage, zero);
      nv_tileas::AsyncTcgen05MmaOp::create(
          rewriter, loc, lhs, lhsIndices, views[product.rhs],
          getStageIndices(operands[product.rhs], stage, zero),
          product.transposeB, accumulator, product.startsAtZero,
          dot.getLhsUnsigned(), dot.getRhsUnsigned(),
          static_cast<bool>(operands[product.rhs].rounding),
          static_cast<bool>(operands[product.rhs].packed), scales.lhsMemory,
          scales.rhsMemory, scales.lhsMemory ? stage : Value(), pair);
      Value transposed = dot.getRhs();
      if (product.carried) {
        rewriter.replaceOp(static_cast<Operation *>(dot),
                           loop.getRegionIterArg(*product.carried));
      } else {
        Value index = arith::ConstantIntOp::create(
            rewriter, loc, rewriter.getI32Type(), inStep++);
        nv_tileas::AsyncTcgen05CommitOp::create(rewriter, loc, doneBarriers,
                                                index, IntegerAttr(),
                                                /*cta_pair=*/false);
        nv_tileas::AsyncMBarrierTryWaitParityOp::create(
            rewriter, loc, doneBarriers, index, toParity(iteration, loc));
        rewriter.replaceOp(
            static_cast<Operation *>(dot),
            loadSums(product, accumulator, dot.getType(), loc));
      }
      if (product.transposeB && transposed.use_empty())
        rewriter.eraseOp(transposed.getDefiningOp());
    }
  }

  /// After the loop: once the last use of each stage is released (the
  /// commit of the last products that read it), every product is complete;
  /// the sums that stayed in tensor memory go back to registers.
  void finishTensorMemoryProducts() {
    Value iterations = emitIterationCount(
        loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    forEachLastUse(iterations, [&](int64_t s, Value phase, Location l) {
      nv_tileas::AsyncMBarrierTryWaitParityOp::create(
          rewriter, l, emptyBarriers,
          arith::ConstantIntOp::create(rewriter, l, iterations.getType(), s),
          phase);
    });
    Location loc = loop.getLoc();
    for (auto [product, accumulator] : llvm::zip(products, accumulators)) {
      if (!product.carried)
        continue;
      Value result = loop.getResult(*product.carried);
      // Where the sums' one use converts them, it converts the fragments
      // read instead (one conversion, not two).
      auto convert =
          result.hasOneUse()
              ? dyn_cast<nv_tileas::ConvertLayoutOp>(*result.user_begin())
              : nv_tileas::ConvertLayoutOp();
      if (convert && product.tile != result.getType()) {
        Value sums = nv_tileas::TensorMemoryLoadOp::create(
            rewriter, loc, product.tile, accumulator);
        convert.getSourceMutable().assign(sums);
        continue;
      }
      Value sums = loadSums(product, accumulator, result.getType(), loc);
      result.replaceAllUsesExcept(sums, sums.getDefiningOp());
    }
  }

  /// Before the copies of iteration `iteration` into `stage`, the copying
  /// thread (`issuer`, thread 0 where null; with `everyThread` every
  /// thread) waits until every reader has released the stage's previous
  /// use, from the second use of a stage on: the phase of its empty barrier
  /// that use completes.
  void emitWaitForRelease(Value iteration, Value stage, IntegerAttr issuer,
                          bool everyThread = false) {
    Location loc = loop.getLoc();
    Type type = iteration.getType();
    Value count = arith::ConstantIntOp::create(rewriter, loc, type, stages);
    Value reused = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::uge, iteration, count);
    emitIf(reused, [&](Location l) {
      Value previousUse = arith::SubIOp::create(
          rewriter, l, arith::DivUIOp::create(rewriter, l, iteration, count),
          arith::ConstantIntOp::create(rewriter, l, type, 1));
      auto wait = nv_tileas::AsyncMBarrierTryWaitParityOp::create(
          rewriter, l, emptyBarriers, stage, toParity(previousUse, l),
          /*issuer=*/!everyThread);
      if (issuer)
        wait->setAttr(kIssuerThreadAttr, issuer);
    });
  }

  /// The iterations of a loop from `lower` to `upper` by `step` (0 where
  /// it has none).
  Value emitIterationCount(Value lower, Value upper, Value step) {
    Location loc = loop.getLoc();
    Type type = lower.getType();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, type, v).getResult();
    };
    Value span = arith::SubIOp::create(rewriter, loc, upper, lower);
    return arith::SelectOp::create(
        rewriter, loc,
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sgt, span,
                              constant(0)),
        arith::DivUIOp::create(
            rewriter, loc,
            arith::AddIOp::create(
                rewriter, loc, span,
                arith::SubIOp::create(rewriter, loc, step, constant(1))),
            step),
        constant(0));
  }

  /// `body(s, parity)` for each stage s that `iterations` iterations used,
  /// with the parity of the phase its last use completes: stage s served
  /// iterations s, s + stages, ..., so its last use is number
  /// ceil((iterations - s) / stages) - 1.
  void forEachLastUse(Value iterations,
                      function_ref<void(int64_t, Value, Location)> body) {
    Location loc = loop.getLoc();
    Type type = iterations.getType();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, type, v).getResult();
    };
    for (int64_t s = 0; s < stages; ++s) {
      Value used = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ugt, iterations, constant(s));
      emitIf(used, [&](Location l) {
        Value uses = arith::DivUIOp::create(
            rewriter, l,
            arith::AddIOp::create(
                rewriter, l,
                arith::SubIOp::create(rewriter, l, iterations, constant(s)),
                constant(stages - 1)),
            constant(stages));
        body(s, toParity(arith::SubIOp::create(rewriter, l, uses, constant(1)), l),
             l);
      });
    }
  }

  /// The parity (an i32 0 or 1) of the phase that use `use` (an integer of
  /// any width) of a stage completes.
  Value toParity(Value use, Location loc) {
    Type type = use.getType();
    Value phase = arith::AndIOp::create(
        rewriter, loc, use, arith::ConstantIntOp::create(rewriter, loc, type, 1));
    Type i32 = rewriter.getI32Type();
    if (type == i32)
      return phase;
    if (type.getIntOrFloatBitWidth() < 32)
      return arith::ExtUIOp::create(rewriter, loc, i32, phase).getResult();
    return arith::TruncIOp::create(rewriter, loc, i32, phase).getResult();
  }

  /// The buffer of an operand's stages (stacked along the rows, swizzled
  /// as ldmatrix reads them) and the view of one stage. Panels stack in
  /// each stage: panel p of stage s is tile s * panels + p of rows x
  /// cols / panels, and a stage is a panels x rows x (cols / panels) tile.
  Value makeStages(Operand &operand) {
    Location loc = operand.load.getLoc();
    // The loaded elements (f32 for tf32 operands, as tcgen05 reads them).
    Type element = operand.load.getResult().getType().getElementType();
    MLIRContext *context = loop.getContext();
    SmallVector<int64_t> swizzle{operand.swizzle.bits(),
                                 operand.swizzle.base(),
                                 operand.swizzle.shift()};
    int64_t width = operand.cols / operand.panels;
    SmallVector<int64_t> shape{stages * operand.rows, operand.cols};
    SmallVector<int64_t> strides{operand.cols, 1};
    if (operand.panels > 1) {
      shape = {stages * operand.panels, operand.rows, width};
      strides = {operand.rows * width, width, 1};
    }
    auto memref = nv_tileaa::MemRefType::get(
        context, element, shape, strides, nv_tileaa::AddressSpace::Shared,
        swizzle);
    // Aligned to the largest swizzle pattern (8 rows of 128 bytes), as
    // wgmma's shared-memory layouts need.
    auto buffer = nv_tileas::AllocTensorOp::create(
        rewriter, loc, memref, rewriter.getI64IntegerAttr(1024));
    buffer->setAttr(kPipelineBufferAttr, rewriter.getUnitAttr());
    auto viewOf = [&](ArrayRef<int64_t> tile) -> Value {
      SmallVector<int32_t> identity;
      for (size_t d = 0; d < tile.size(); ++d)
        identity.push_back(d);
      auto view = nv_tileaa::TiledViewType::get(context, tile, memref,
                                                identity, TypedAttr(), {});
      return nv_tileaa::BlockTileOp::create(rewriter, loc, view, buffer);
    };
    if (operand.transposed) {
      // The copies write tile (k, n) of the loaded K x N tile at row n,
      // column k of the stage: a view of K x N tiles whose dimensions run
      // along the buffer's columns and rows.
      auto copyView = nv_tileaa::TiledViewType::get(
          context, {operand.cols, operand.rows}, memref, {1, 0}, TypedAttr(),
          {});
      operand.copyView =
          nv_tileaa::BlockTileOp::create(rewriter, loc, copyView, buffer);
    }
    // A box is a slice of the rows for a tile the cluster shares.
    int64_t boxRows = operand.rows / operand.slices;
    if (operand.panels == 1) {
      operand.boxView = viewOf({boxRows, operand.cols});
      return operand.slices > 1 ? viewOf({operand.rows, operand.cols})
                                : operand.boxView;
    }
    operand.boxView = viewOf({1, boxRows, width});
    return viewOf({operand.panels, operand.rows, width});
  }

  /// B's fragments from the panels of stage `stage` (of `stages`, the view
  /// makeStages returns), which wgmma reads in place: the stage as a rows x
  /// panels x width tile (its panels along the buffer's first dimension),
  /// whose row-major order is B's, reshaped to B. The load has the
  /// fragments' thread-value layout, so the reshape moves no values.
  Value loadPanels(Operand &operand, Value stages, Value stage, Value zero) {
    Location loc = operand.load.getLoc();
    RankedTensorType fragmentType = operand.convert.getType();
    int64_t width = operand.cols / operand.panels;
    auto block = stages.getDefiningOp<nv_tileaa::BlockTileOp>();
    Value view;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfter(block);
      auto type = nv_tileaa::TiledViewType::get(
          loop.getContext(), {operand.rows, operand.panels, width},
          block.getType().getMemref(), {1, 0, 2}, TypedAttr(), {});
      view = nv_tileaa::BlockTileOp::create(rewriter, block.getLoc(), type,
                                            block.getMemref());
    }
    auto panelsType = RankedTensorType::get(
        {operand.rows, operand.panels, width}, fragmentType.getElementType(),
        nv_tileas::TVLayoutAttr::get(loop.getContext(),
                                     getLayout(fragmentType).getTVLayout()));
    Value panels =
        nv_tileas::TiledLoadOp::create(
            rewriter, loc, panelsType, operand.load.getResultToken().getType(),
            nv_tileaa::MemoryOrdering::Weak, nv_tileaa::MemoryScopeAttr(), view,
            ValueRange{zero, stage, zero}, Value())
            .getResult();
    return nv_tileaa::ReshapeOp::create(rewriter, loc, fragmentType, panels);
  }

  /// The indices of stage `stage` in the view makeStages returns.
  SmallVector<Value> getStageIndices(const Operand &operand, Value stage,
                                     Value zero) {
    SmallVector<Value> indices{stage, zero};
    if (operand.panels > 1)
      indices.push_back(zero);
    return indices;
  }

  /// The view each operand's copies read (and its descriptor describes):
  /// the load's, or for panels or slices the same memref in tiles of one
  /// box (made next to the load's block_tile, so that a producer warpgroup
  /// computes it again too).
  void makeSourceViews() {
    DenseMap<std::pair<Value, Type>, Value> made;
    for (Operand &operand : operands) {
      Value view = operand.load.getView();
      operand.sourceView = view;
      if (operand.panels == 1 && operand.slices == 1 && !operand.pairAxis)
        continue;
      Value &sourceView = made[getDescriptorKey(operand)];
      if (!sourceView) {
        OpBuilder::InsertionGuard guard(rewriter);
        auto block = view.getDefiningOp<nv_tileaa::BlockTileOp>();
        rewriter.setInsertionPointAfter(block);
        auto type = cast<nv_tileaa::TiledViewType>(view.getType());
        sourceView = nv_tileaa::BlockTileOp::create(
            rewriter, block.getLoc(),
            nv_tileaa::TiledViewType::get(
                loop.getContext(), getBoxShape(operand), type.getMemref(),
                type.getDimMap(), type.getPadding(), type.getTraversal()),
            block.getMemref());
      }
      operand.sourceView = sourceView;
    }
  }

  /// The TMA copies of operand `i`'s tile at global `indices` into stage
  /// `stage` (one per panel: panel p at tile indices (.., j * panels + p)
  /// of the descriptor's view), completing on the stage's full barrier;
  /// started where `predicate` (when given) holds.
  SmallVector<Operation *> emitTmaCopies(size_t i, ValueRange indices,
                                         Value stage, Value zero,
                                         Value predicate) {
    Operand &operand = operands[i];
    Location loc = operand.load.getLoc();
    // The CTA's rank in the cluster: a shared tile's copy is this CTA's
    // slice (of each panel): slice `rank` of the rows, in the descriptor's
    // tiles of one slice and in the stages; a CTA pair's B is the half
    // `rank & 1` along N (the even CTA's first). The tile's rows are the
    // view's second-last dimension (after unit dimensions of a batched
    // view).
    Value rank, half;
    if (operand.slices > 1 || operand.pairAxis)
      rank = emitClusterRank(loc);
    if (operand.pairAxis)
      half = emitPairHalf(rank, loc);
    // A CTA pair's half along its axis is tile 2j + half of the view in
    // tiles of half as many rows or columns.
    SmallVector<Value> tile(indices);
    if (operand.pairAxis) {
      Value &index = tile[tile.size() - 2 + *operand.pairAxis];
      index = emitPartTile(index, 2, half, loc);
    }
    IntegerAttr multicast = operand.slices > 1
                                ? rewriter.getI64IntegerAttr(operand.slices)
                                : IntegerAttr();
    SmallVector<Operation *> copies;
    for (int64_t p = 0; p < operand.panels; ++p) {
      SmallVector<Value> at(tile);
      SmallVector<Value> into{stage, zero};
      if (operand.panels > 1) {
        at.back() = emitPartTile(at.back(), operand.panels, p, loc);
        into = {emitPartTile(stage, operand.panels, p, loc), zero, zero};
      }
      if (operand.slices > 1) {
        at[at.size() - 2] =
            emitPartTile(at[at.size() - 2], operand.slices, rank, loc);
        if (operand.panels > 1)
          into[1] = castIndex(rank, into[1].getType(), loc);
        else
          into[0] = emitPartTile(into[0], operand.slices, rank, loc);
      }
      copies.push_back(nv_tileas::AsyncTiledTMALoadOp::create(
          rewriter, loc, nv_tileas::AsyncTokenType::get(loop.getContext()),
          descriptors[i], at, operand.boxView, into, barriers, stage, predicate,
          multicast));
    }
    return copies;
  }

  /// Part `part` of tile `tile` along a dimension whose tiles are cut into
  /// `count` parts (panels, a cluster's slices, a CTA pair's halves): tile
  /// `tile * count + part` of the same memory in tiles of one part.
  Value emitPartTile(Value tile, int64_t count, Value part, Location loc) {
    Value scaled = arith::MulIOp::create(
        rewriter, loc, tile,
        arith::ConstantIntOp::create(rewriter, loc, tile.getType(), count));
    return arith::AddIOp::create(rewriter, loc, scaled,
                                 castIndex(part, tile.getType(), loc));
  }
  Value emitPartTile(Value tile, int64_t count, int64_t part, Location loc) {
    return emitPartTile(
        tile, count,
        arith::ConstantIntOp::create(rewriter, loc, tile.getType(), part), loc);
  }

  /// The integer `value` as one of `type` (zero-extended or truncated).
  Value castIndex(Value value, Type type, Location loc) {
    unsigned from = value.getType().getIntOrFloatBitWidth();
    unsigned to = type.getIntOrFloatBitWidth();
    if (to > from)
      return arith::ExtUIOp::create(rewriter, loc, type, value);
    if (to < from)
      return arith::TruncIOp::create(rewriter, loc, type, value);
    return value;
  }

  /// `body` at the rewriter's insertion point inside an scf.if on
  /// `condition`; the insertion point is after the scf.if afterwards.
  void emitIf(Value condition, function_ref<void(Location)> body) {
    Location loc = condition.getLoc();
    auto ifOp = scf::IfOp::create(rewriter, loc, condition,
                                  /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    body(loc);
  }

  /// Before the loop: per stage a full barrier, which the copies of all
  /// operands (or their panels) into the stage arrive on, and an empty barrier, which every
  /// thread arrives on once it no longer reads the stage; a descriptor per
  /// view.
  void makeBarriers() {
    int64_t copies = 0;
    for (const Operand &operand : operands)
      if (!isCopiedByThreads(operand))
        copies += operand.panels;
    int64_t numThreads = getNumThreads(operands);
    // Operands the threads copy: an arrival of each warp once its stores
    // are done (see startCopies).
    if (hasThreadCopies())
      copies += numThreads / 32;
    // A CTA pair's even CTA also waits for the odd CTA's stage: one
    // arrival more, of the odd CTA's thread 0.
    Value oddArrival;
    if (pair) {
      Location loc = loop.getLoc();
      Value odd = emitPairHalf(emitClusterRank(loc), loc);
      oddArrival = arith::XOrIOp::create(rewriter, loc, odd,
                                         constantI32(rewriter, loc, 1));
    }
    barriers = makeBarriers(stages, copies, oddArrival);
    // Released by every warp (its first lane, once the warp's threads have
    // met: one arrival per warp rather than per thread), or by the commit of
    // the products that read the stage where those run in tensor memory (a
    // CTA pair's: one commit for both CTAs).
    // In a cluster sharing tiles, every CTA's releases: the copies into the
    // stage go to all of them.
    emptyBarriers =
        makeBarriers(stages, (products.empty() ? numThreads / 32 : 1) *
                                 (pair ? 1 : clusterCtas));
  }

  /// The cluster size of the copies and releases of shared tiles, if any.
  IntegerAttr getClusterCtasAttr() {
    return clusterCtas > 1 && !pair ? rewriter.getI64IntegerAttr(clusterCtas)
                                    : IntegerAttr();
  }

  /// This CTA's rank in the kernel's cluster (i32).
  Value emitClusterRank(Location loc) {
    return NVVM::ClusterId::create(rewriter, loc, rewriter.getI32Type());
  }

  /// Which CTA of its pair a CTA of cluster rank `rank` is: rank & 1 (0
  /// for the even CTA, which starts the pair's products).
  Value emitPairHalf(Value rank, Location loc) {
    return arith::AndIOp::create(
        rewriter, loc, rank,
        arith::ConstantIntOp::create(rewriter, loc, rank.getType(), 1));
  }

  /// Every thread of every CTA of the cluster meets (barrier.cluster, whose
  /// arrive releases and whose wait acquires at cluster scope).
  void emitClusterBarrier(Location loc) {
    NVVM::ClusterArriveOp::create(rewriter, loc, rewriter.getUnitAttr());
    NVVM::ClusterWaitOp::create(rewriter, loc, rewriter.getUnitAttr());
  }

  /// `count` mbarriers in shared memory, each expecting `arrivals` (and
  /// `more`, an i32, where given).
  Value makeBarriers(int64_t count, int64_t arrivals, Value more = {}) {
    Location loc = loop.getLoc();
    auto memref = nv_tileaa::MemRefType::get(
        loop.getContext(), rewriter.getI64Type(), {count}, {1},
        nv_tileaa::AddressSpace::Shared, {});
    auto buffer = nv_tileas::AllocTensorOp::create(
        rewriter, loc, memref, rewriter.getI64IntegerAttr(8));
    buffer->setAttr(kPipelineBufferAttr, rewriter.getUnitAttr());
    Value ticks = arith::ConstantIntOp::create(rewriter, loc,
                                               rewriter.getI32Type(), arrivals);
    if (more)
      ticks = arith::AddIOp::create(rewriter, loc, ticks, more);
    nv_tileas::AsyncMBarrierInitOp::create(rewriter, loc, buffer, ticks);
    return buffer;
  }

  /// A workspace and a descriptor per view and box (operands alike read
  /// one), made by `issuer` (null: thread 0), the
  /// views mapped through `mapping`.
  void makeDescriptors(IntegerAttr issuer = {},
                       const IRMapping &mapping = IRMapping()) {
    Location loc = loop.getLoc();
    auto made = nv_tileas::AllocTMAWorkspaceOp::create(
        rewriter, loc, nv_tileas::TmaWorkspaceType::get(loop.getContext()));
    workspace = made;
    if (issuer)
      made->setAttr(kIssuerThreadAttr, issuer);
    DenseMap<Value, Value> byView;
    for (Operand &operand : operands) {
      if (isCopiedByThreads(operand)) {
        descriptors.push_back(Value());
        continue;
      }
      Value &desc = byView[operand.sourceView];
      if (!desc) {
        auto make = nv_tileas::MakeTiledTMADescOp::create(
            rewriter, operand.load.getLoc(), operand.tma,
            mapping.lookupOrDefault(operand.sourceView), workspace,
            byView.size() - 1);
        if (issuer)
          make->setAttr(kIssuerThreadAttr, issuer);
        desc = make;
      }
      descriptors.push_back(desc);
    }
  }

  /// Warp specialization: the kernel's own ops become the consumers'
  /// region (the first `numThreads` threads, the else-region of an scf.if
  /// on the thread index), and a producer warpgroup after them (the
  /// then-region) gets the copies. Its first thread builds the descriptors
  /// and runs the loop's iterations alone: it waits for a stage's empty
  /// barrier (from the stage's second use on), arrives on its full barrier
  /// expecting the boxes' bytes and starts the copies, so that the
  /// consumers' K steps never wait on a copy being issued, only on one
  /// landing. setmaxnreg moves registers from the producer warpgroup,
  /// which needs few, to the consumers. After both regions every thread
  /// meets at a CTA barrier before the mbarriers are invalidated (the
  /// consumers' own barriers are named barriers among them: see
  /// convert-tileas-to-llvm).
  void specialize(Operation *setupEnd) {
    auto function = loop->getParentOfType<nv_tileaa::FuncOp>();
    Block &body = function.getBody().front();
    Operation *terminator = body.getTerminator();
    Location loc = loop.getLoc();
    Type i32 = rewriter.getI32Type();
    int64_t consumers = getNumThreads(operands);
    IntegerAttr issuer = rewriter.getI64IntegerAttr(consumers);

    // The values the producer computes again: the loop's bounds, the
    // views and what the copies' indices are computed from.
    SetVector<Operation *> slice;
    bool hoistable = collectProducerSlice(loop, operands, slice);
    assert(hoistable && "checked by pipeline() before choosing to specialize");
    (void)hoistable;

    rewriter.setInsertionPoint(terminator);
    Value thread = NVVM::ThreadIdXOp::create(rewriter, loc, i32);
    // The producer's region comes first: in program order the stages are
    // last used by the consumers' loop, so that shared memory planned for
    // what the consumers do after it may reuse their bytes (every copy has
    // landed by then: the consumers waited for each).
    Value isProducer = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::uge, thread,
        arith::ConstantIntOp::create(rewriter, loc, i32, consumers));
    auto split = scf::IfOp::create(rewriter, loc, isProducer,
                                   /*withElseRegion=*/true);
    split->setAttr(kConsumerThreadsAttr, rewriter.getI64IntegerAttr(consumers));
    SmallVector<Operation *> kernel;
    for (Operation *op = setupEnd->getNextNode(); op != thread.getDefiningOp();
         op = op->getNextNode())
      kernel.push_back(op);
    for (Operation *op : kernel)
      op->moveBefore(split.elseBlock()->getTerminator());
    // Registers move to the consumers where they hold their sums in
    // registers. With the sums in tensor memory they need few, and the
    // producer keeps what the launch gives (at 40 it would spill the values
    // live across its region).
    bool moveRegisters = products.empty();
    if (moveRegisters) {
      rewriter.setInsertionPointToStart(split.elseBlock());
      NVVM::SetMaxRegisterOp::create(rewriter, loc, kConsumerRegisters,
                                     NVVM::SetMaxRegisterAction::increase);
    }
    rewriter.setInsertionPointToStart(split.thenBlock());
    if (moveRegisters)
      NVVM::SetMaxRegisterOp::create(rewriter, loc, kProducerRegisters,
                                     NVVM::SetMaxRegisterAction::decrease);
    IRMapping mapping;
    SmallVector<Operation *> ordered(slice.begin(), slice.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    for (Operation *op : ordered)
      rewriter.clone(*op, mapping);
    descriptors.clear();
    makeDescriptors(issuer, mapping);
    Value lower = mapping.lookupOrDefault(loop.getLowerBound());
    Value upper = mapping.lookupOrDefault(loop.getUpperBound());
    Value step = mapping.lookupOrDefault(loop.getStep());
    Type indexType = lower.getType();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, indexType, v)
          .getResult();
    };
    Value count = constant(stages);
    auto producer = scf::ForOp::create(rewriter, loc, lower, upper, step);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(producer.getBody());
      Value iv = producer.getInductionVar();
      Value iteration = arith::DivUIOp::create(
          rewriter, loc, arith::SubIOp::create(rewriter, loc, iv, lower), step);
      Value stage = arith::RemUIOp::create(rewriter, loc, iteration, count);
      emitWaitForRelease(iteration, stage, issuer);
      Value zero = constant(0);
      for (auto [i, operand] : llvm::enumerate(operands)) {
        auto cloned = cast<nv_tileas::TiledLoadOp>(
            nv_tileas::cloneAtInductionVar(rewriter, operand.load,
                                           operand.computations, loop, iv,
                                           mapping));
        for (Operation *copy :
             emitTmaCopies(i, cloned.getIndices(), stage, zero, Value()))
          copy->setAttr(kIssuerThreadAttr, issuer);
        rewriter.eraseOp(cloned);
      }
    }
    // Every copy landed (the last phase of each stage's full barrier)
    // before the workspace's descriptors may be rewritten by another CTA.
    Value iterations = emitIterationCount(lower, upper, step);
    forEachLastUse(iterations, [&](int64_t s, Value phase, Location l) {
      auto wait = nv_tileas::AsyncMBarrierTryWaitParityOp::create(
          rewriter, l, barriers, constant(s), phase, /*issuer=*/true);
      wait->setAttr(kIssuerThreadAttr, issuer);
    });
    auto free =
        nv_tileas::FreeTMAWorkspaceOp::create(rewriter, loc, workspace);
    free->setAttr(kIssuerThreadAttr, issuer);

    rewriter.setInsertionPoint(terminator);
    gpu::BarrierOp::create(rewriter, loc);
    if (clusterCtas > 1)
      emitClusterBarrier(loc);
    nv_tileas::AsyncMBarrierInvalOp::create(rewriter, loc, barriers);
    nv_tileas::AsyncMBarrierInvalOp::create(rewriter, loc, emptyBarriers);
    function->setAttr(kProducerWarpsAttr,
                      rewriter.getI64IntegerAttr(kProducerWarps));
  }

  /// The warps of a producer warpgroup, and the registers per thread that
  /// setmaxnreg leaves it and gives the consumers (of the 64K of an SM, at
  /// one CTA of three warpgroups per SM: 128 x 40 + 256 x 232 <= 65536).
  static constexpr int64_t kProducerWarps = 4;
  static constexpr int32_t kProducerRegisters = 40;
  static constexpr int32_t kConsumerRegisters = 232;


  /// The copy of the operand's tile of iteration `iv` into stage `stage`;
  /// past the loop's last iteration it reads nothing (the tile may lie
  /// outside the view) but still counts among the copies in flight.
  void startCopy(Operand &operand, Value view, Value iv, Value stage,
                 Value zero) {
    Location loc = operand.load.getLoc();
    auto cloned = cast<nv_tileas::TiledLoadOp>(nv_tileas::cloneAtInductionVar(
        rewriter, operand.load, operand.computations, loop, iv));
    Value inLoop = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::slt, iv, loop.getUpperBound());
    if (tma && !isCopiedByThreads(operand)) {
      emitTmaCopies(&operand - operands.data(), cloned.getIndices(), stage,
                    zero, inLoop);
      rewriter.eraseOp(cloned);
      return;
    }
    // A copy per panel, from the source view and into the stages in tiles
    // of one panel (emitPartTile).
    if (operand.panels > 1) {
      Value column = cloned.getIndices().back();
      for (int64_t p = 0; p < operand.panels; ++p) {
        SmallVector<Value> at(cloned.getIndices());
        at.back() = emitPartTile(column, operand.panels, p, loc);
        Value into = emitPartTile(stage, operand.panels, p, loc);
        nv_tileas::AsyncTiledCopyOp::create(
            rewriter, loc, nv_tileas::AsyncTokenType::get(loop.getContext()),
            operand.sourceView, at, operand.boxView,
            ValueRange{into, zero, zero}, inLoop,
            TypeAttr::get(operand.copyType));
      }
      rewriter.eraseOp(cloned);
      return;
    }
    // A transposed stage's copies go to its K x N view (stage s is tile
    // (0, s) there).
    auto copy = nv_tileas::AsyncTiledCopyOp::create(
        rewriter, loc, nv_tileas::AsyncTokenType::get(loop.getContext()),
        cloned.getView(), cloned.getIndices(),
        operand.transposed ? operand.copyView : view,
        operand.transposed ? ValueRange{zero, stage} : ValueRange{stage, zero},
        inLoop, TypeAttr::get(operand.copyType));
    copy.setSynchronous(isCopiedByThreads(operand));
    rewriter.eraseOp(cloned);
  }

  /// The copies of every operand's tile at `iv` into stage `stage`. Where
  /// the threads copy an operand themselves, each thread's stores then
  /// reach the async proxy that wgmma reads in (a fence), and each warp
  /// arrives on the stage's full barrier, which completes once the TMA
  /// copies have landed too.
  void startCopies(ArrayRef<Value> views, Value iv, Value stage, Value zero) {
    for (auto [operand, view] : llvm::zip(operands, views))
      startCopy(operand, view, iv, stage, zero);
    if (hasThreadCopies())
      emitFencedWarpArrival(barriers, stage, IntegerAttr(), loop.getLoc());
  }

  /// What the thread did to shared memory before (reads of a stage, or
  /// stores into one) is ordered for the async proxy (`fence.proxy.async`:
  /// TMA and wgmma access the stages there), then the warp's threads meet
  /// and its first lane arrives on barrier `stage` of `barriers` (in each
  /// CTA of a cluster of `clusterCtas`, where given).
  void emitFencedWarpArrival(Value barriers, Value stage,
                             IntegerAttr clusterCtas, Location loc) {
    NVVM::FenceProxyOp::create(
        rewriter, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(loop.getContext(),
                                   NVVM::SharedSpace::shared_cta));
    nv_tileas::AsyncMBarrierArriveOp::create(rewriter, loc, barriers, stage,
                                             /*per_warp=*/true, clusterCtas,
                                             /*cta=*/Value(), /*issuer=*/false);
  }

  /// Whether the threads copy `operand` into its stages themselves, with
  /// loads and stores, in a loop whose other operands TMA copies: a B
  /// staged as its transpose, which no TMA box writes.
  bool isCopiedByThreads(const Operand &operand) const {
    return tma && operand.transposed;
  }

  bool hasThreadCopies() const {
    return llvm::any_of(operands, [&](const Operand &operand) {
      return isCopiedByThreads(operand);
    });
  }

  scf::ForOp loop;
  int64_t stages;
  int64_t inFlight;
  /// How many iterations ahead the copies run.
  int64_t ahead;
  SmallVector<Operand> operands;
  /// Whether TMA copies the tiles, completing on `barriers` (one per
  /// stage), through `descriptors` (one per operand).
  bool tma;
  /// Whether a producer warpgroup of its own issues the TMA copies.
  bool specialized;
  /// The CTAs that share operands' tiles (see Operand::slices), 2 for a
  /// CTA pair's product, or 1.
  int64_t clusterCtas;
  /// Whether the loop's product is the CTA pair's: the even CTA's thread 0
  /// starts it once both CTAs' stages are full (the odd CTA's thread 0
  /// arrives on the even CTA's full barrier once its own is), and its
  /// commit releases the stage in both.
  bool pair;
  Value barriers, emptyBarriers, workspace;
  SmallVector<Value> descriptors;
  /// The products computed by tcgen05.mma (with TMA only), their sums and
  /// A (null where A is a stage) in tensor memory, all the tiles there (one
  /// allocation), and the barriers of the in-step products' commits.
  SmallVector<TensorMemoryProduct> products;
  SmallVector<Value> accumulators, lhsMemory, tensorMemory;
  /// Per product, a block-scaled product's scales: in tensor memory and
  /// the shared buffers they are copied from (null otherwise).
  SmallVector<ScaleStorage> scaleStorage;
  Value doneBarriers;
  IRRewriter rewriter;
};

/// The stages the kernel's hints ask of a loop: the largest `latency` hint
/// of its pipelined loads for the target's architecture (Triton's
/// `num_stages` reaches Tile IR as this hint), if any.
std::optional<int64_t> getHintedStages(ArrayRef<Operand> operands,
                                       StringRef chip) {
  std::string arch = chip.rtrim("af").str();
  std::optional<int64_t> stages;
  for (const Operand &operand : operands)
    if (auto hints =
            operand.load->getAttrOfType<cuda_tile::OptimizationHintsAttr>(
                "optimization_hints"))
      if (std::optional<int64_t> latency = hints.getLatency(arch))
        stages = std::max(stages.value_or(0), *latency);
  return stages;
}

/// Whether the products of `loop` may leave their wgmma groups in flight
/// at the end of a K step: each is computed by wgmma on pipelined operands
/// (`pipelined` of them) and only accumulates into what the loop carries,
/// its result read by nothing but the next iteration's product.
bool canKeepProductsInFlight(scf::ForOp loop, ArrayRef<Operand> pipelined) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  // B may be read from its stored transpose.
  auto isPipelined = [&](Value value) {
    return llvm::any_of(pipelined, [&](const Operand &operand) {
      nv_tileas::ConvertLayoutOp convert = operand.convert;
      return convert.getResult() == lookThroughTransposition(value);
    });
  };
  bool any = false;
  for (auto dot : loop.getBody()->getOps<nv_tileaa::DotOp>()) {
    auto carried = dyn_cast<BlockArgument>(dot.getAcc());
    // f16 sums travel in f16x2 registers, which the loop's values split:
    // those products are waited for at once (f32 and i32 sums stay), as
    // are f8 products whose sums are added to the f32 sums every step.
    if (!isComputedByMma(dot) || !hasWgmmaAccumulator(dot) ||
        cast<RankedTensorType>(dot.getType()).getElementType().isF16() ||
        promotesWgmmaSums(dot) ||
        !carried || carried.getOwner() != loop.getBody() ||
        !carried.hasOneUse() || !dot->hasOneUse() ||
        !isPipelined(dot.getLhs()) || !isPipelined(dot.getRhs()))
      return false;
    OpOperand &use = *dot->getUses().begin();
    if (use.getOwner() != yield ||
        use.getOperandNumber() + 1 != carried.getArgNumber())
      return false;
    any = true;
  }
  return any;
}

/// One conversion for the conversions of one value to one layout in the
/// body of `loop` (each product that shares an operand converts it itself).
void mergeEqualConversions(scf::ForOp loop) {
  SmallVector<nv_tileas::ConvertLayoutOp> seen;
  for (auto convert : llvm::make_early_inc_range(
           loop.getBody()->getOps<nv_tileas::ConvertLayoutOp>())) {
    auto *equal = llvm::find_if(seen, [&](nv_tileas::ConvertLayoutOp other) {
      return other.getSource() == convert.getSource() &&
             other.getType() == convert.getType();
    });
    if (equal == seen.end()) {
      seen.push_back(convert);
      continue;
    }
    convert.getResult().replaceAllUsesWith(equal->getResult());
    convert->erase();
  }
}

/// The f4 operands of `loop`'s block-scaled products that a weak load of
/// a global view brings (through their conversion to fragments, and B's
/// transposition), loaded instead as the bytes that hold them: a view of
/// the same memory as bytes (K halved, the row stride halved) where each
/// row's elements fill whole bytes (the view's K and row stride known
/// even), zero padding, unit column stride. For tcgen05 (`forTcgen05`),
/// whose stages hold the bytes it reads as packed f4, the bytes are
/// repacked as the f4 tile the load gave; for mma.sync (fragments of
/// m16n8k64), they are converted to 8-bit fragments, which a stage and
/// ldmatrix bring like any 8-bit operand's, and read as the f4 fragments
/// they hold, in registers (isFragmentHalving).
void loadF4OperandsAsBytes(scf::ForOp loop, bool forTcgen05) {
  AxisAnalysis axis;
  auto isEven = [&](int64_t stat, ValueRange dynamic, size_t &next) {
    if (!ShapedType::isDynamic(stat))
      return stat % 2 == 0;
    return axis.get(dynamic[next++]).divisibility % 2 == 0;
  };
  for (ProductOp dot : getProducts(loop.getBody())) {
    if (!dot.getScaled())
      continue;
    for (Value value : {dot.getLhs(), dot.getRhs()}) {
      nv_tileas::ConvertLayoutOp convert = getStagedConversion(value);
      auto load =
          convert ? convert.getSource().getDefiningOp<nv_tileas::TiledLoadOp>()
                  : nv_tileas::TiledLoadOp();
      if (!load || load->getBlock() != loop.getBody() || !load->hasOneUse() ||
          load.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
          load.getToken() || !load.getResultToken().use_empty())
        continue;
      RankedTensorType loaded = load.getResult().getType();
      // The 8-bit fragments whose bytes hold the f4 ones, for mma.sync.
      auto fragments =
          dyn_cast<nv_tileas::MmaLayoutAttr>(convert.getType().getEncoding());
      nv_tileas::MmaLayoutAttr byteFragments;
      if (fragments &&
          fragments.getTiling().atom == cute::MmaAtomKind::M16N8K64_4bit) {
        cute::MmaTiling tiling = fragments.getTiling();
        tiling.atom = cute::MmaAtomKind::M16N8K32_8bit;
        bool alongK = fragments.getMmaOperand() == cute::MmaOperand::A;
        byteFragments = nv_tileas::MmaLayoutAttr::get(
            loop.getContext(), tiling, fragments.getMmaOperand(),
            fragments.getOperandRows() / (alongK ? 1 : 2),
            fragments.getOperandCols() / (alongK ? 2 : 1));
        if (fragments.isTransposed())
          byteFragments = byteFragments.getTransposed();
        if (!cute::splitsElementsInHalves(byteFragments.getTVLayout(),
                                          fragments.getTVLayout()))
          continue;
      } else if (!forTcgen05) {
        continue;
      }
      auto view = cast<nv_tileaa::TiledViewType>(load.getView().getType());
      nv_tileaa::MemRefType memref = view.getMemref();
      auto blockTile = load.getView().getDefiningOp<nv_tileaa::BlockTileOp>();
      auto made =
          blockTile
              ? blockTile.getMemref().getDefiningOp<nv_tileaa::MakeMemRefOp>()
              : nv_tileaa::MakeMemRefOp();
      auto zero = dyn_cast_or_null<FloatAttr>(view.getPadding());
      if (!isa<Float4E2M1FNType>(loaded.getElementType()) || !made ||
          loop->isAncestor(made) || loop->isAncestor(blockTile) ||
          memref.getRank() != 2 || loaded.getRank() != 2 ||
          view.getDimMap() != ArrayRef<int32_t>{0, 1} ||
          !view.getTraversal().empty() || loaded.getDimSize(1) % 2 != 0 ||
          memref.getStrides()[1] != 1 ||
          (view.getPadding() && (!zero || !zero.getValue().isPosZero())))
        continue;
      size_t nextSize = 0, nextStride = 0;
      ArrayRef<int64_t> shape = memref.getShape();
      ArrayRef<int64_t> strides = memref.getStrides();
      if (ShapedType::isDynamic(shape[0]))
        ++nextSize;
      if (!isEven(shape[1], made.getSizes(), nextSize) ||
          !isEven(strides[0], made.getStrides(), nextStride))
        continue;

      // The view of the same memory as bytes, next to the f4 one.
      OpBuilder builder(blockTile);
      Location loc = blockTile.getLoc();
      MLIRContext *context = loop.getContext();
      Type i8 = builder.getI8Type();
      auto halve = [&](int64_t stat) {
        return ShapedType::isDynamic(stat) ? stat : stat / 2;
      };
      auto halveValue = [&](Value v) -> Value {
        return arith::ShRUIOp::create(
            builder, loc, v,
            arith::ConstantIntOp::create(builder, loc, v.getType(), 1));
      };
      SmallVector<Value> sizes(made.getSizes()),
          strideValues(made.getStrides());
      if (ShapedType::isDynamic(shape[1]))
        sizes.back() = halveValue(sizes.back());
      if (ShapedType::isDynamic(strides[0]))
        strideValues.front() = halveValue(strideValues.front());
      auto bytesType = nv_tileaa::MemRefType::get(
          context, i8, {shape[0], halve(shape[1])}, {halve(strides[0]), 1},
          memref.getAddressSpace(), {});
      auto pointer = cast<nv_tileaa::PointerType>(made.getBase().getType());
      Value base = nv_tileaa::BitcastOp::create(
          builder, loc,
          nv_tileaa::PointerType::get(i8, pointer.getAddressSpace()),
          made.getBase());
      Value bytes = nv_tileaa::MakeMemRefOp::create(builder, loc, bytesType,
                                                    base, sizes, strideValues);
      SmallVector<int64_t> tile{loaded.getDimSize(0), loaded.getDimSize(1) / 2};
      auto bytesView = nv_tileaa::TiledViewType::get(
          context, tile, bytesType, view.getDimMap(),
          view.getPadding() ? TypedAttr(builder.getIntegerAttr(i8, 0))
                            : TypedAttr(),
          {});
      Value viewValue =
          nv_tileaa::BlockTileOp::create(builder, loc, bytesView, bytes);

      // The load of the bytes, spread as copies spread them, and their
      // repack as the f4 tile the load gave.
      builder.setInsertionPoint(load);
      auto byteTile =
          getCopyType(RankedTensorType::get(tile, i8, loaded.getEncoding()));
      auto bytesLoad = nv_tileas::TiledLoadOp::create(
          builder, load.getLoc(), byteTile, load.getResultToken().getType(),
          nv_tileaa::MemoryOrdering::Weak, nv_tileaa::MemoryScopeAttr(),
          viewValue, load.getIndices(), Value());
      if (byteFragments) {
        builder.setInsertionPoint(convert);
        auto bytesConverted = nv_tileas::ConvertLayoutOp::create(
            builder, convert.getLoc(),
            RankedTensorType::get(tile, i8, byteFragments),
            bytesLoad.getResult());
        Value halves = nv_tileaa::RepackOp::create(
            builder, convert.getLoc(), convert.getType(), bytesConverted);
        convert.getResult().replaceAllUsesWith(halves);
        convert->erase();
        load->erase();
        continue;
      }
      Value repacked = nv_tileaa::RepackOp::create(
          builder, load.getLoc(), loaded, bytesLoad.getResult());
      load.getResult().replaceAllUsesWith(repacked);
      load->erase();
    }
  }
}

/// Pipelines `loop` with `stages` stages (or as many as its loads' latency
/// hints ask), fewer where they would take more than the shared memory a
/// CTA may use: what the target gives a block, divided by the kernel's
/// occupancy hint (2 without one, so that two CTAs fit on an SM).
void pipeline(scf::ForOp loop, int64_t stages, bool useTma,
              bool useTensorMemory, bool warpSpecialize,
              bool productOperands = true) {
  int64_t requestedStages = stages;
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(loop);
  // Stage indices are computed in the induction variable's type, which
  // view indices take only as a signless integer (not `index`).
  if (!target || !target->hasCpAsync() || nv_tileas::mayWriteMemory(loop) ||
      !loop.getInductionVar().getType().isSignlessInteger())
    return;
  mergeEqualConversions(loop);
  // Operands only a tcgen05 product can read from a stage are staged where
  // tcgen05 products may take them (else the loop is pipelined again
  // without them).
  productOperands &= useTma && useTensorMemory && target->hasTcgen05();
  bool wgmmaPanels = target->hasWgmma();
  loadF4OperandsAsBytes(loop, productOperands);
  SmallVector<Operand> operands;
  bool scaled = false;
  for (ProductOp dot : getProducts(loop.getBody())) {
    // A block-scaled product's operands where they are an f8 product's
    // fragments (on targets with tcgen05).
    auto accType = cast<RankedTensorType>(dot.getAcc().getType());
    if (!isa_and_nonnull<nv_tileas::MmaLayoutAttr>(accType.getEncoding()))
      continue;
    scaled |= dot.getScaled() && useTensorMemory && target->hasTcgen05();
    for (Value value : {dot.getLhs(), dot.getRhs()})
      if (std::optional<Operand> operand =
              matchOperand(loop, value, productOperands, wgmmaPanels))
        if (llvm::none_of(operands, [&](const Operand &other) {
              return other.convert == operand->convert;
            }))
          operands.push_back(std::move(*operand));
  }
  if (operands.empty())
    return;
  if (std::optional<int64_t> hinted =
          getHintedStages(operands, target->getChip()))
    stages = *hinted;
  int64_t occupancy = 2;
  bool occupancyHinted = false;
  if (auto function = loop->getParentOfType<FunctionOpInterface>())
    if (auto hinted = function->getAttrOfType<IntegerAttr>(
            nv_tileaa::TileAADialect::kOccupancyAttrName)) {
      occupancy = std::max<int64_t>(hinted.getInt(), 1);
      occupancyHinted = true;
    }
  int64_t stageBytes = 0;
  for (const Operand &operand : operands)
    stageBytes += operand.rows * operand.cols * operand.bytes;
  // A block-scaled product's scales, per stage: the chunks of A's rows and
  // of B's columns.
  if (scaled)
    for (ProductOp dot : getProducts(loop.getBody()))
      if (nv_tileaa::DotScaledOp product = dot.getScaled()) {
        auto acc = cast<RankedTensorType>(product.getAcc().getType());
        int64_t blocks = getScaleBlocks(product);
        stageBytes += cute::getScaleChunkBytes(acc.getDimSize(0), blocks) +
                      cute::getScaleChunkBytes(acc.getDimSize(1), blocks);
      }
  // Sums kept in tensor memory start from what the loop carries in: a start
  // value not made in the tensor memory's fragments (not a constant) goes
  // there through a conversion, whose scratch the stages leave room for
  // (with their mbarriers and the tensor memory's address slot, a few
  // bytes besides the stages).
  constexpr int64_t kBarrierBytes = 256;
  int64_t reserved = 0;
  if (useTensorMemory && target->hasTcgen05())
    for (ProductOp dot : getProducts(loop.getBody()))
      if (auto carried = dyn_cast<BlockArgument>(dot.getAcc()))
        if (carried.getOwner() == loop.getBody() &&
            !matchPattern(loop.getInitArgs()[carried.getArgNumber() - 1],
                          m_Constant()))
          reserved += crossthread::getBufferBytes(cast<RankedTensorType>(
                          dot.getAcc().getType())) +
                      kBarrierBytes;
  auto budgetAt = [&](int64_t ctasPerSM) {
    return std::min(target->getMaxSharedMemoryBytes() / ctasPerSM,
                    target->getMaxSharedMemoryBytes() - reserved);
  };
  int64_t budget = budgetAt(occupancy);
  // Unhinted, two CTAs per SM are a wish: where their share of shared
  // memory holds fewer than two stages (8-bit 128x128x128 tiles on the
  // 99 KB chips), one CTA with a pipeline beats two without one, whose
  // operands go through shared memory unpipelined all the same. Two
  // stages then, leaving the rest to the kernel's other buffers.
  if (!occupancyHinted && 2 * stageBytes > budget) {
    budget = budgetAt(1);
    stages = std::min<int64_t>(stages, 2);
  }
  while (stages >= 2 && stages * stageBytes > budget)
    --stages;
  if (stages < 2)
    return;
  // Products whose wgmma groups stay in flight for one more K step keep
  // one stage busy longer: one stage more where it fits, so that the
  // copies still run stages - 1 iterations ahead, and none in flight
  // where the copies would not run ahead at all.
  int64_t inFlight = canKeepProductsInFlight(loop, operands) ? 1 : 0;
  if (inFlight && (stages + 1) * stageBytes <= budget)
    ++stages;
  if (stages - 1 - inFlight < 1)
    inFlight = 0;
  // TMA where it can copy every operand (one completion mechanism per
  // loop: the stages' mbarriers), on chips whose descriptors can be written
  // on the device. An 8-bit B staged as its transpose, which no TMA box
  // writes and cp.async cannot copy (no 4 bytes of it are contiguous in
  // both the view and the stage), is copied
  // by the threads with loads and stores that arrive on the same mbarriers
  // (the loop then gets no producer warpgroup, no tensor-memory products
  // and no tiles shared across a cluster). A wider one keeps cp.async.
  bool threadCopies =
      llvm::any_of(operands, [](const Operand &o) { return o.transposed; });
  bool tma = useTma && target->hasTma() && target->isArchSpecific() &&
             llvm::all_of(operands, [](const Operand &o) {
               return !o.transposed || o.bytes == 1;
             });
  // Tiles every CTA of the kernel's cluster loads are copied once per
  // cluster: each CTA copies a slice to all (TMA multicast).
  int64_t clusterCtas = 1;
  if (tma) {
    AxisAnalysis axis;
    int64_t ctas = threadCopies ? 1 : getLoopClusterCtas(loop, *target);
    for (Operand &operand : operands) {
      if (operand.transposed)
        continue;
      operand.slices = getSharedOperandCtas(loop, operand, ctas);
      operand.tma = getOperandDescriptorType(operand, axis);
      if (!operand.tma && operand.slices > 1) {
        operand.slices = 1;
        operand.tma = getOperandDescriptorType(operand, axis);
      }
      tma &= static_cast<bool>(operand.tma);
      clusterCtas = std::max(clusterCtas, operand.slices);
    }
    // One descriptor per view and box (operands alike share one), as many
    // as the workspace holds.
    tma &= getNumDescriptors(operands) <=
           nv_tileas::TmaWorkspaceType::kMaxDescriptors;
  }
  // On sm_100a the sums of products on TMA-fed stages stay in tensor
  // memory.
  SmallVector<TensorMemoryProduct> products;
  if (tma && !threadCopies && useTensorMemory && target->hasTcgen05())
    products = getTensorMemoryProducts(loop, operands, stages);
  if (products.empty() &&
      llvm::any_of(operands, [](const Operand &o) { return o.productOnly; }))
    return pipeline(loop, requestedStages, useTma, useTensorMemory,
                    warpSpecialize, /*productOperands=*/false);
  // On sm_90a and sm_100a a kernel of two warpgroups or more (8 warps: the
  // kernels written for a producer and consumers) that runs one CTA per SM
  // (its occupancy hint) gets a producer warpgroup of its own for its one
  // TMA-fed loop at the kernel's top level (with tcgen05 products, thread
  // 0 then only waits for stages and starts products: the copies, and the
  // waits for the stages' release before them, are the producer's). Only
  // there: the producer's
  // warpgroup and the registers setmaxnreg moves (168 per thread at launch
  // for three warpgroups) leave room for one CTA per SM, and where two
  // would have run, the consumers' warps halve (measured slower on an
  // H200; bench/RESULTS.md).
  bool specialized = false;
  if (tma && !threadCopies && warpSpecialize && occupancy == 1) {
    auto function = dyn_cast<nv_tileaa::FuncOp>(loop->getParentOp());
    SetVector<Operation *> slice;
    int64_t threads = getNumThreads(operands);
    specialized = function && function.getBody().hasOneBlock() &&
                  !function->hasAttr(kProducerWarpsAttr) &&
                  threads % 128 == 0 && threads >= 256 &&
                  collectProducerSlice(loop, operands, slice);
  }
  // In a cluster of two CTAs that load the same B, the pair computes its
  // product as one on sm_100a (tcgen05.mma.cta_group::2): each CTA stages
  // its half of B instead of all of it.
  bool pair = tma && !specialized && products.size() == 1 &&
              getLoopClusterCtas(loop, *target) == 2 &&
              pairProducts(loop, operands, products.front());
  if (pair)
    clusterCtas = 2;
  LoopPipeliner(loop, stages, inFlight, std::move(operands), tma,
                std::move(products), specialized, tma ? clusterCtas : 1, pair)
      .run();
}

struct TileASPipelinePass
    : public mlir::tileiras::impl::TileASPipelineBase<TileASPipelinePass> {
  using Base::Base;
  void runOnOperation() override {
    if (stages < 2)
      return;
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      pipeline(loop, stages, useTma, useTensorMemory, warpSpecialize);
  }
};

} // namespace
