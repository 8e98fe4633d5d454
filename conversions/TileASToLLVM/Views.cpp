//===- Views.cpp - memrefs and tiled views to addresses -------------------===//
//
// A memref is its base pointer plus its dynamic sizes and strides (i64). A
// tiled load or store addresses each element a thread holds: the element's
// coordinate in the tile (from the layout and the row-major index), offset
// by the tile's origin, gives the memref coordinate; its dot product with
// the strides the element offset. Gathers and scatters take the coordinate
// along their sparse dimension from each element's row instead. Elements
// outside the memref are masked: loads read the view's padding, stores skip
// them.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/Cute/Layout/ThreadValue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

Value mlir::tileiras::emitTileOrigin(OpBuilder &builder, Location loc,
                                    nv_tileaa::TiledViewType view, size_t dim,
                                    Value index) {
  Type i64 = builder.getI64Type();
  if (index.getType() != i64)
    index = arith::ExtUIOp::create(builder, loc, i64, index);
  return arith::MulIOp::create(
      builder, loc, index,
      arith::ConstantIntOp::create(builder, loc, i64,
                                   view.getTraversalStride(dim)));
}

namespace {

struct MakeMemRefLowering
    : public OpConversionPattern<nv_tileaa::MakeMemRefOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::MakeMemRefOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> values(adaptor.getBase());
    for (ValueRange size : adaptor.getSizes())
      llvm::append_range(values, size);
    for (ValueRange stride : adaptor.getStrides())
      llvm::append_range(values, stride);
    rewriter.replaceOpWithMultiple(op, {values});
    return success();
  }
};

struct GetDimSizeLowering
    : public OpConversionPattern<nv_tileaa::GetDimSizeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::GetDimSizeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefValues memref(rewriter, op.getLoc(), op.getMemRefType(),
                        adaptor.getSource());
    rewriter.replaceOp(op, memref.sizes[op.getDim()]);
    return success();
  }
};

/// The address of each element a thread holds of the tile at `indices`,
/// and whether it lies inside the memref (no masks where every element of
/// an in-range tile provably does: a static size the tile extent divides).
/// 4-bit elements share bytes: element offset o lies in byte o >> 1, in the
/// low nibble when o is even; `nibbleShifts` holds 4 * (o & 1) as i8.
struct ElementAccesses {
  SmallVector<Value> pointers, masks, nibbleShifts;
};

/// A gather's or scatter's sparse dimension: there, value v of the thread
/// lies at memref coordinate `rows[v]` (unsigned) rather than at the tile's
/// origin plus its coordinate in the tile.
struct SparseRows {
  int64_t dim;
  ValueRange rows;
};

ElementAccesses
emitElementAccesses(OpBuilder &builder, Location loc,
                    const TypeConverter &converter,
                    nv_tileaa::TiledViewType view, ValueRange viewValues,
                    ArrayRef<ValueRange> indices, Type tile,
                    std::optional<SparseRows> sparse = std::nullopt) {
  nv_tileaa::MemRefType type = view.getMemref();
  MemRefValues memref(builder, loc, type, viewValues);
  Type i64 = builder.getI64Type();
  Type element = converter.convertType(type.getElementType());
  ArrayRef<int64_t> tileShape = view.getTileShape();
  std::vector<int64_t> shape(tileShape.begin(), tileShape.end());
  auto isSparse = [&](size_t i) {
    return sparse && static_cast<int64_t>(i) == sparse->dim;
  };

  // Per tile dimension: the origin of the tile, whether to check bounds,
  // and the layout giving the coordinate from the row-major index (none
  // along the sparse dimension, whose rows are checked always).
  SmallVector<Value> origins;
  SmallVector<bool> checks;
  SmallVector<cute::Layout> coordinates;
  for (size_t i = 0; i < tileShape.size(); ++i) {
    if (isSparse(i)) {
      origins.push_back(Value());
      checks.push_back(true);
      coordinates.emplace_back();
      continue;
    }
    origins.push_back(
        emitTileOrigin(builder, loc, view, i, indices.front().front()));
    indices = indices.drop_front();
    checks.push_back(view.isBoundsChecked(i));
    std::vector<int64_t> unit(shape.size(), 0);
    unit[i] = 1;
    coordinates.push_back(*cute::makeRowMajorIndexMap(shape, unit));
  }

  // Each value's coordinate in the tile along each dimension: a thread
  // part plus a constant where the layout allows.
  SmallVector<SmallVector<Value>> withinTile;
  for (auto [i, coordinate] : llvm::enumerate(coordinates))
    withinTile.push_back(
        isSparse(i) ? SmallVector<Value>()
                    : emitMappedElementOffsets(builder, loc, tile, coordinate));

  // Per dimension, what one coordinate contributes: its element offset and
  // its bounds check. Values share coordinates (a row holds many columns),
  // so each distinct coordinate value is computed once.
  struct Contribution {
    Value offset;
    Value inBounds;
  };
  SmallVector<DenseMap<Value, Contribution>> contributions(origins.size());
  auto contribute = [&](size_t i, Value within) -> Contribution {
    DenseMap<Value, Contribution> &known = contributions[i];
    if (auto it = known.find(within); it != known.end())
      return it->second;
    int64_t dim = view.getDimMap()[i];
    Value coordinate = within;
    if (isSparse(i)) {
      if (coordinate.getType() != i64)
        coordinate = arith::ExtUIOp::create(builder, loc, i64, coordinate);
    } else {
      coordinate = arith::AddIOp::create(
          builder, loc, origins[i],
          arith::ExtUIOp::create(builder, loc, i64, within));
    }
    Contribution contribution;
    // View indices are unsigned: a row past the end (a negative one read
    // as unsigned too) is outside.
    if (checks[i])
      contribution.inBounds =
          arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                coordinate, memref.sizes[dim]);
    contribution.offset =
        arith::MulIOp::create(builder, loc, coordinate, memref.strides[dim]);
    known[within] = contribution;
    return contribution;
  };

  ElementAccesses accesses;
  for (int64_t v = 0, e = getLayout(tile).getValuesPerThread(); v < e; ++v) {
    Value offset, inBounds;
    for (size_t i = 0; i < origins.size(); ++i) {
      Contribution part =
          contribute(i, isSparse(i) ? sparse->rows[v] : withinTile[i][v]);
      offset = offset ? arith::AddIOp::create(builder, loc, offset, part.offset)
                            .getResult()
                      : part.offset;
      if (part.inBounds)
        inBounds = inBounds ? arith::AndIOp::create(builder, loc, inBounds,
                                                    part.inBounds)
                                  .getResult()
                            : part.inBounds;
    }
    if (!offset)
      offset = arith::ConstantIntOp::create(builder, loc, i64, 0);
    // A swizzled buffer: the element at offset o lies at Sw(o).
    if (type.isSwizzled())
      offset = emitSwizzle(builder, loc, getSwizzle(type), offset);
    Type addressed = element;
    if (isSubByteInteger(element)) {
      Value one = arith::ConstantIntOp::create(builder, loc, i64, 1);
      Value odd = arith::AndIOp::create(builder, loc, offset, one);
      accesses.nibbleShifts.push_back(arith::TruncIOp::create(
          builder, loc, builder.getI8Type(),
          arith::ShLIOp::create(
              builder, loc, odd,
              arith::ConstantIntOp::create(builder, loc, i64, 2))));
      offset = arith::ShRSIOp::create(builder, loc, offset, one);
      addressed = builder.getI8Type();
    }
    Value pointer =
        LLVM::GEPOp::create(builder, loc, memref.base.getType(), addressed,
                            memref.base, ValueRange{offset});
    accesses.pointers.push_back(pointer);
    if (inBounds)
      accesses.masks.push_back(inBounds);
  }
  return accesses;
}

/// Whether the target of the gpu.module holding `op` has cp.async.
bool hasAsyncCopies(Operation *op) {
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(op);
  return target && target->hasCpAsync();
}

/// The sparse rows of a gather or scatter (none for tiled accesses); they
/// must be spread like the tile, value v for value v.

template <typename AccessOp, typename Adaptor>
FailureOr<std::optional<SparseRows>> getSparseRows(AccessOp op, Adaptor adaptor,
                                                   Type tile) {
  if constexpr (std::is_same_v<AccessOp, nv_tileaa::GatherLoadOp> ||
                std::is_same_v<AccessOp, nv_tileaa::ScatterStoreOp>) {
    if (getLayout(op.getRows().getType()) != getLayout(tile))
      return op.emitOpError("rows must be spread over the threads like the "
                            "tile");
    return std::optional<SparseRows>(
        SparseRows{static_cast<int64_t>(op.getSparseDim()), adaptor.getRows()});
  }
  return std::optional<SparseRows>();
}

/// Whether `op` accesses 4-bit elements (f4E2M1FN, as i4) of a view
/// weakly: those are read and written a nibble at a time. Ordered accesses
/// to them, and ones to swizzled (shared) buffers, stay errors.
template <typename AccessOp>
bool isWeakNibbleAccess(AccessOp op, nv_tileaa::TiledViewType view,
                        Type element) {
  return isSubByteInteger(element) && element.getIntOrFloatBitWidth() == 4 &&
         op.getOrdering() == nv_tileaa::MemoryOrdering::Weak &&
         !view.getMemref().isSwizzled();
}

/// Each 4-bit element read from its byte (the byte loaded alone, so an
/// element outside the memref touches nothing) and shifted out of it;
/// `paddings` (when given) where the element is outside.
SmallVector<Value> emitNibbleLoads(OpBuilder &builder, Location loc,
                                   Type element, const ElementAccesses &at,
                                   ArrayRef<Value> paddings) {
  Type i8 = builder.getI8Type();
  Value zero = arith::ConstantIntOp::create(builder, loc, i8, 0);
  SmallVector<Value> bytes =
      emitTileLoad(builder, loc, i8, at.pointers, at.masks,
                   SmallVector<Value>(at.pointers.size(), zero),
                   AccessOrdering(), VectorPlan());
  SmallVector<Value> results;
  for (auto [v, byte] : llvm::enumerate(bytes)) {
    Value value = arith::TruncIOp::create(
        builder, loc, element,
        arith::ShRUIOp::create(builder, loc, byte, at.nibbleShifts[v]));
    if (!at.masks.empty() && !paddings.empty())
      value = arith::SelectOp::create(builder, loc, at.masks[v], value,
                                      paddings[v]);
    results.push_back(value);
  }
  return results;
}

/// Each 4-bit element written into its byte by two relaxed atomics, one
/// clearing its nibble and one setting it: the other nibble may belong to
/// another thread's element, which a byte store would overwrite.
void emitNibbleStores(OpBuilder &builder, Location loc, ValueRange values,
                      ArrayRef<Value> pointers, ArrayRef<Value> shifts,
                      ArrayRef<Value> masks) {
  Type i8 = builder.getI8Type();
  Value low = arith::ConstantIntOp::create(builder, loc, i8, 0xF);
  Value ones = arith::ConstantIntOp::create(builder, loc, i8, 0xFF);
  for (auto [v, pointer] : llvm::enumerate(pointers)) {
    auto write = [&, v = v, pointer = pointer](OpBuilder &b, Location l) {
      Value keep = arith::XOrIOp::create(
          b, l, arith::ShLIOp::create(b, l, low, shifts[v]), ones);
      Value bits = arith::ShLIOp::create(
          b, l, arith::ExtUIOp::create(b, l, i8, values[v]), shifts[v]);
      LLVM::AtomicRMWOp::create(b, l, LLVM::AtomicBinOp::_and, pointer, keep,
                                LLVM::AtomicOrdering::monotonic);
      LLVM::AtomicRMWOp::create(b, l, LLVM::AtomicBinOp::_or, pointer, bits,
                                LLVM::AtomicOrdering::monotonic);
    };
    if (masks.empty()) {
      write(builder, loc);
      continue;
    }
    scf::IfOp::create(builder, loc, masks[v], [&](OpBuilder &b, Location l) {
      write(b, l);
      scf::YieldOp::create(b, l);
    });
  }
}

/// `tiled_load` and `gather_load`: one load per element inside the memref,
/// the view's padding elsewhere.
template <typename LoadOp>
struct ViewLoadLowering : public OpConversionPattern<LoadOp> {
  using OneToNOpAdaptor = typename OpConversionPattern<LoadOp>::OneToNOpAdaptor;

  ViewLoadLowering(const TypeConverter &converter, MLIRContext *context,
                   const VectorPlans &plans)
      : OpConversionPattern<LoadOp>(converter, context), plans(plans) {}

  LogicalResult
  matchAndRewrite(LoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type tile = op.getResult().getType();
    if (!getLayout(tile))
      return failure();
    auto sparse = getSparseRows(op, adaptor, tile);
    if (failed(sparse))
      return failure();
    nv_tileaa::TiledViewType view = op.getView().getType();
    Type element = this->getTypeConverter()->convertType(
        view.getMemref().getElementType());
    bool nibbles = isWeakNibbleAccess(op, view, element);
    FailureOr<AccessOrdering> access =
        nibbles ? AccessOrdering()
                : getAccessOrdering(op, op.getOrdering(), op.getScope(),
                                    element, /*isStore=*/false);
    if (failed(access))
      return failure();
    Location loc = op.getLoc();
    ElementAccesses at = emitElementAccesses(
        rewriter, loc, *this->getTypeConverter(), view, adaptor.getView(),
        adaptor.getIndices(), tile, *sparse);
    SmallVector<Value> paddings;
    if (TypedAttr value = view.getPadding())
      paddings.assign(
          at.pointers.size(),
          emitElementConstant(rewriter, loc, value, *this->getTypeConverter()));
    SmallVector<Value> results =
        nibbles ? emitNibbleLoads(rewriter, loc, element, at, paddings)
                : emitTileLoad(rewriter, loc, element, at.pointers, at.masks,
                               paddings, *access, plans.lookup(op));
    rewriter.replaceOpWithMultiple(
        op, {results, SmallVector<Value>{zeroToken(rewriter, loc)}});
    return success();
  }

private:
  const VectorPlans &plans;
};

/// `tiled_store` and `scatter_store`: one store per element inside the
/// memref, by the holder of its canonical copy.
template <typename StoreOp>
struct ViewStoreLowering : public OpConversionPattern<StoreOp> {
  using OneToNOpAdaptor =
      typename OpConversionPattern<StoreOp>::OneToNOpAdaptor;

  ViewStoreLowering(const TypeConverter &converter, MLIRContext *context,
                    const VectorPlans &plans)
      : OpConversionPattern<StoreOp>(converter, context), plans(plans) {}

  LogicalResult
  matchAndRewrite(StoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type tile = op.getValue().getType();
    if (!getLayout(tile))
      return failure();
    auto sparse = getSparseRows(op, adaptor, tile);
    if (failed(sparse))
      return failure();
    nv_tileaa::TiledViewType view = op.getView().getType();
    Type element = this->getTypeConverter()->convertType(
        view.getMemref().getElementType());
    bool nibbles = isWeakNibbleAccess(op, view, element);
    FailureOr<AccessOrdering> access =
        nibbles ? AccessOrdering()
                : getAccessOrdering(op, op.getOrdering(), op.getScope(),
                                    element, /*isStore=*/true);
    if (failed(access))
      return failure();
    Location loc = op.getLoc();
    ElementAccesses at = emitElementAccesses(
        rewriter, loc, *this->getTypeConverter(), view, adaptor.getView(),
        adaptor.getIndices(), tile, *sparse);
    SmallVector<Value> masks = restrictToCanonicalCopies(
        rewriter, loc, tile, at.masks, at.pointers.size());
    if (nibbles)
      emitNibbleStores(rewriter, loc, adaptor.getValue(), at.pointers,
                       at.nibbleShifts, masks);
    else
      emitTileStore(rewriter, loc, adaptor.getValue(), at.pointers, masks,
                    *access, plans.lookup(op));
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }

private:
  const VectorPlans &plans;
};

/// One relaxed atomic per element inside the memref, by the holder of the
/// element's canonical copy (threads holding copies must not add twice).
struct TiledAtomicLowering
    : public OpConversionPattern<nv_tileaa::TiledAtomicRMWOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::TiledAtomicRMWOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tile = cast<RankedTensorType>(op.getValue().getType());
    auto layout = getLayout(tile);
    if (!layout)
      return failure();
    if (op.getOrdering() != nv_tileaa::MemoryOrdering::Relaxed ||
        op.getScope() == nv_tileaa::MemoryScope::System)
      return op.emitOpError("tiled atomics are relaxed at tile-block or "
                            "device scope");
    if (::tileiras::cute::makeReplicaLayout(*layout.getTVLayout().mode(1))
            .cosize() > 1)
      return op.emitOpError("atomic on a tile whose layout ")
             << layout << " repeats elements within a thread is not "
             << "lowered yet";
    Location loc = op.getLoc();
    ElementAccesses at = emitElementAccesses(
        rewriter, loc, *getTypeConverter(), op.getView().getType(),
        adaptor.getView(), adaptor.getIndices(), tile);
    ArrayRef<Value> pointers = at.pointers;
    SmallVector<Value> masks = restrictToCanonicalCopies(
        rewriter, loc, tile, at.masks, pointers.size());
    LLVM::AtomicBinOp operation = getAtomicBinOp(op.getMode());
    StringRef scope = getSyncScope(op.getScope());
    for (auto [v, pointer] : llvm::enumerate(pointers)) {
      Value value = adaptor.getValue()[v];
      auto atomic = [&](OpBuilder &b, Location l) {
        LLVM::AtomicRMWOp::create(b, l, operation, pointer, value,
                                  LLVM::AtomicOrdering::monotonic, scope);
      };
      if (masks.empty()) {
        atomic(rewriter, loc);
        continue;
      }
      scf::IfOp::create(rewriter, loc, masks[v], [&](OpBuilder &b, Location l) {
        atomic(b, l);
        scf::YieldOp::create(b, l);
      });
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

/// The four words whose word k holds byte k of each of `words` (a 4x4 byte
/// transpose): two `prmt` for each, interleaving bytes in pairs, then
/// pairs of bytes.
std::array<Value, 4> transposeBytes(OpBuilder &builder, Location loc,
                                    const std::array<Value, 4> &words) {
  auto permute = [&](Value a, Value b, int64_t selector) {
    return emitBytePermute(builder, loc, a, b, selector);
  };
  constexpr int64_t kLowPairs = 0x5140, kHighPairs = 0x7362;
  constexpr int64_t kLowHalves = 0x5410, kHighHalves = 0x7632;
  Value low01 = permute(words[0], words[1], kLowPairs);
  Value high01 = permute(words[0], words[1], kHighPairs);
  Value low23 = permute(words[2], words[3], kLowPairs);
  Value high23 = permute(words[2], words[3], kHighPairs);
  return {permute(low01, low23, kLowHalves), permute(low01, low23, kHighHalves),
          permute(high01, high23, kLowHalves),
          permute(high01, high23, kHighHalves)};
}

/// Every `step`-th of `values` from the first, or none.
SmallVector<Value> everyNth(ValueRange values, int64_t step) {
  SmallVector<Value> result;
  for (size_t i = 0; i < values.size(); i += step)
    result.push_back(values[i]);
  return result;
}

/// An asynchronous copy: per run of a thread's values, one `cp.async` of 4,
/// 8 or 16 bytes (source bytes 0 for a run outside the source: zeros),
/// then one commit. Where the elements allow no such run (narrower
/// elements not in runs, a run the source bounds may cut, a padding that is
/// not zero, a destination with bounds, a target before sm_80) the copy is
/// loads and stores, complete when the op returns; into a transposing view
/// the stores take the values in the destination's order
/// (getStoreOrderedTile) and vectors of their own width.
struct AsyncTiledCopyLowering
    : public OpConversionPattern<nv_tileas::AsyncTiledCopyOp> {
  AsyncTiledCopyLowering(const TypeConverter &converter, MLIRContext *context,
                         const VectorPlans &plans)
      : OpConversionPattern(converter, context), plans(plans) {}

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTiledCopyOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type tile = op.getTile();
    nv_tileaa::TiledViewType source = op.getSource().getType();
    nv_tileaa::TiledViewType destination = op.getDestination().getType();
    Type element =
        getTypeConverter()->convertType(source.getMemref().getElementType());
    FailureOr<AccessOrdering> access =
        getAccessOrdering(op, nv_tileaa::MemoryOrdering::Weak, std::nullopt,
                          element, /*isStore=*/false);
    if (failed(access))
      return failure();
    Location loc = op.getLoc();
    // The previous readers of the destination are done.
    ElementAccesses from = emitElementAccesses(
        rewriter, loc, *getTypeConverter(), source, adaptor.getSource(),
        adaptor.getSourceIndices(), tile);
    ElementAccesses to = emitElementAccesses(
        rewriter, loc, *getTypeConverter(), destination,
        adaptor.getDestination(), adaptor.getDestinationIndices(), tile);

    VectorPlan plan = plans.lookup(op);
    int64_t width = plan.width;
    if (!from.masks.empty() && !plan.uniformMask)
      width = 1;
    int64_t bytes = width * getElementBytes(element);
    // (A synchronous copy is loads and stores on every target.)
    bool cpAsync = hasAsyncCopies(op) && !op.getSynchronous();
    bool asynchronous = cpAsync && to.masks.empty() &&
                        source.hasZeroPadding() &&
                        (bytes == 4 || bytes == 8 || bytes == 16);
    // A predicate, the same for every element, reads nothing when false
    // (and keeps the vector width: it cuts no run).
    if (!adaptor.getPredicate().empty()) {
      Value predicate = adaptor.getPredicate().front();
      if (from.masks.empty())
        from.masks.assign(from.pointers.size(), predicate);
      else
        for (Value &mask : from.masks)
          mask = arith::AndIOp::create(rewriter, loc, mask, predicate);
    }
    // A transposing copy as loads and stores takes its loads' own width
    // and its stores', in the destination's order.
    std::optional<TransposingCopyPlan> transposing =
        asynchronous || !to.masks.empty() ? std::nullopt : plan.transposing;
    if (transposing)
      width = transposing->loadWidth;
    if (transposing && !from.masks.empty() && !transposing->uniformMask)
      width = 1;
    if (!asynchronous) {
      SmallVector<Value> paddings;
      if (TypedAttr value = source.getPadding())
        paddings.assign(
            from.pointers.size(),
            emitElementConstant(rewriter, loc, value, *getTypeConverter()));
      VectorPlan synchronous{width, transposing ? transposing->uniformMask
                                                : plan.uniformMask};
      SmallVector<Value> values;
      if (!transposing) {
        values = emitTileLoad(rewriter, loc, element, from.pointers, from.masks,
                              paddings, *access, synchronous);
      } else {
        RankedTensorType ordered = getStoreOrderedTile(op);
        std::vector<int64_t> positions = *cute::getValuePositions(
            getLayout(tile).getTVLayout(), getLayout(ordered).getTVLayout());
        to = emitElementAccesses(rewriter, loc, *getTypeConverter(),
                                 destination, adaptor.getDestination(),
                                 adaptor.getDestinationIndices(), ordered);
        // Bytes whose order is 4x4 blocks transposed (the layout library's
        // getWordTransposes) move as 4-byte words, rearranged with prmt (as
        // bytes, LLVM's lowering extracts and inserts them one at a time).
        constexpr int64_t kWord = 4; // Bytes per word.
        bool inWords = getElementBytes(element) == 1 &&
                       transposing->loadWidth % kWord == 0 &&
                       transposing->storeWidth % kWord == 0 &&
                       (from.masks.empty() || transposing->uniformMask) &&
                       (!source.getPadding() || source.hasZeroPadding());
        cute::Result<cute::WordTransposes> transposes =
            inWords ? cute::getWordTransposes(positions)
                    : cute::makeError("not a copy of bytes in words");
        if (transposes) {
          Type i32 = rewriter.getI32Type();
          SmallVector<Value> wordPaddings(
              paddings.empty() ? 0 : from.pointers.size() / kWord,
              LLVM::ConstantOp::create(rewriter, loc, i32, 0));
          SmallVector<Value> words = emitTileLoad(
              rewriter, loc, i32, everyNth(from.pointers, kWord),
              everyNth(from.masks, kWord), wordPaddings, *access,
              {transposing->loadWidth / kWord, transposing->uniformMask});
          SmallVector<std::array<Value, 4>> transposed;
          for (const std::array<int64_t, 4> &block : transposes->blocks)
            transposed.push_back(
                transposeBytes(rewriter, loc,
                               {words[block[0]], words[block[1]],
                                words[block[2]], words[block[3]]}));
          for (auto [block, byte] : transposes->words)
            values.push_back(transposed[block][byte]);
          to.pointers = everyNth(to.pointers, kWord);
          synchronous = {transposing->storeWidth / kWord, true};
        } else {
          SmallVector<Value> loaded =
              emitTileLoad(rewriter, loc, element, from.pointers, from.masks,
                           paddings, *access, synchronous);
          values = llvm::map_to_vector(
              positions, [&](int64_t position) { return loaded[position]; });
          synchronous = {transposing->storeWidth, true};
        }
      }
      // Copies of an element several threads hold write the same bytes.
      emitTileStore(rewriter, loc, values, to.pointers, to.masks, *access,
                    synchronous);
      // Still one group of copies, empty: waits that leave the newest N
      // groups in flight count every tiled_copy as one.
      if (cpAsync)
        NVVM::CpAsyncCommitGroupOp::create(rewriter, loc);
    } else {
      auto cache = bytes == 16 ? NVVM::LoadCacheModifierKind::CG
                               : NVVM::LoadCacheModifierKind::CA;
      Value all = arith::ConstantIntOp::create(rewriter, loc,
                                               rewriter.getI32Type(), bytes);
      Value none =
          arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 0);
      // Only the threads holding the canonical copy of their values copy
      // them: a replica's copy would write the same bytes while the first
      // is still in flight (and read them from global memory again). Every
      // thread still commits the group, so that all count the same groups.
      std::optional<OpBuilder::InsertionGuard> guard;
      if (Value owner = emitHoldsCanonicalCopy(rewriter, loc, tile)) {
        guard.emplace(rewriter);
        auto ifOwner = scf::IfOp::create(rewriter, loc, owner,
                                         /*withElseRegion=*/false);
        rewriter.setInsertionPoint(ifOwner.thenBlock()->getTerminator());
      }
      for (size_t v = 0; v < from.pointers.size(); v += width) {
        Value sourceBytes = from.masks.empty()
                                ? Value()
                                : arith::SelectOp::create(
                                      rewriter, loc, from.masks[v], all, none)
                                      .getResult();
        NVVM::CpAsyncOp::create(
            rewriter, loc, to.pointers[v], from.pointers[v],
            rewriter.getI32IntegerAttr(bytes),
            NVVM::LoadCacheModifierKindAttr::get(rewriter.getContext(), cache),
            sourceBytes);
      }
      guard.reset();
      NVVM::CpAsyncCommitGroupOp::create(rewriter, loc);
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }

private:
  const VectorPlans &plans;
};

/// Waits for every copy of the thread (before sm_80 copies are loads and
/// stores, done when they return), then for every thread of the CTA.
struct AsyncWaitLowering : public OpConversionPattern<nv_tileas::AsyncWaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (hasAsyncCopies(op))
      NVVM::CpAsyncWaitGroupOp::create(rewriter, op.getLoc(),
                                       op.getOutstanding());
    NVVM::Barrier0Op::create(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tileiras::populateViewPatterns(const TypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          const VectorPlans &plans) {
  patterns
      .add<MakeMemRefLowering, ForwardOperandLowering<nv_tileaa::BlockTileOp>,
           GetDimSizeLowering>(converter, patterns.getContext());
  patterns.add<TiledAtomicLowering, AsyncWaitLowering>(converter,
                                                       patterns.getContext());
  patterns.add<ViewLoadLowering<nv_tileas::TiledLoadOp>,
               ViewLoadLowering<nv_tileaa::GatherLoadOp>,
               ViewStoreLowering<nv_tileas::TiledStoreOp>,
               ViewStoreLowering<nv_tileaa::ScatterStoreOp>,
               AsyncTiledCopyLowering>(converter, patterns.getContext(), plans);
}
