//===- DataMovement.cpp - tiles moved between threads ---------------------===//
//
// Broadcasts, reshapes, layout conversions, permutations, slices,
// concatenations and repacks: each result element read at its source,
// from the thread's own registers where it holds it, else through shared
// memory.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/CrossThread.h"

#include "dialects/Cute/Layout/ThreadValue.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::tileiras;
using namespace mlir::tileiras::crossthread;

namespace mlir::tileiras::crossthread {

/// Whether a slice is staged alone (stageSlice) rather than with its
/// whole source.
bool isStagedAlone(tensor::ExtractSliceOp slice) {
  return slice.getSourceType().getRank() == 1 &&
         slice.getResultType().getNumElements() <
             slice.getSourceType().getNumElements();
}

} // namespace mlir::tileiras::crossthread

namespace {

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
        op, {exchange(rewriter, op.getLoc(), op, sources, source, op.getType(),
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
        op, {exchange(rewriter, op.getLoc(), op, adaptor.getSource(),
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
    cute::Layout sourceOf = getPermuteSourceMap(op);
    // Where every thread holds the elements it gets (a layout indexed in
    // the transpose): registers only.
    if (auto local = findLocalPermute(op)) {
      rewriter.replaceOpWithMultiple(op, {pick(adaptor.getSource(), *local)});
      return success();
    }
    rewriter.replaceOpWithMultiple(
        op, {exchange(rewriter, op.getLoc(), op, adaptor.getSource(), source,
                      result, sourceOf)});
    return success();
  }
};

/// A slice of a one-dimensional tile staged alone: each thread writes the
/// values it holds inside [origin, origin + size) at their place in the
/// slice, so shared memory holds the slice rather than the whole source.
SmallVector<Value> stageSlice(OpBuilder &builder, Location loc, Operation *op,
                              ValueRange sources, RankedTensorType source,
                              RankedTensorType result, Value origin) {
  SharedScratch scratch(builder, loc, op);
  Value size = constantI32(builder, loc, result.getNumElements());
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


/// The row-major index (i32) of a slice's first element in a tile with
/// `strides`: its offsets, static or (`dynamicOffsets`, one value each)
/// dynamic, times the strides.
Value emitSliceOrigin(OpBuilder &builder, Location loc,
                      ArrayRef<OpFoldResult> offsets,
                      ArrayRef<ValueRange> dynamicOffsets,
                      ArrayRef<int64_t> strides) {
  Value origin = constantI32(builder, loc, 0);
  size_t next = 0;
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    Value position;
    if (std::optional<int64_t> constant = getConstantIntValue(offset))
      position = constantI32(builder, loc, *constant);
    else
      position = arith::TruncIOp::create(builder, loc, builder.getI32Type(),
                                         dynamicOffsets[next++].front());
    origin = arith::AddIOp::create(
        builder, loc, origin,
        arith::MulIOp::create(builder, loc, position,
                              constantI32(builder, loc, strides[dim])));
  }
  return origin;
}

/// A unit-stride slice: the result element at c is the source element at
/// offsets + c. Registers are picked where the threads hold their elements,
/// else the elements go through shared memory.
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
    // Where every thread holds the elements it gets: registers only.
    if (auto local = findLocalSlice(op)) {
      rewriter.replaceOpWithMultiple(op, {pick(adaptor.getSource(), *local)});
      return success();
    }
    Location loc = op.getLoc();
    std::vector<int64_t> strides = getRowMajorStrides(source.getShape());
    Value origin = emitSliceOrigin(rewriter, loc, op.getMixedOffsets(),
                                   adaptor.getOffsets(), strides);
    if (isStagedAlone(op)) {
      rewriter.replaceOpWithMultiple(
          op, {stageSlice(rewriter, loc, op, adaptor.getSource(), source,
                          result, origin)});
      return success();
    }
    std::vector<int64_t> shape(result.getShape().begin(),
                               result.getShape().end());
    rewriter.replaceOpWithMultiple(
        op, {exchange(rewriter, loc, op, adaptor.getSource(), source, result,
                      *cute::makeRowMajorIndexMap(shape, strides), origin)});
    return success();
  }
};

/// A unit-stride insertion: the destination's elements go to the buffer at
/// their row-major index, then (after a barrier, the same bytes being
/// written by other threads) the source's at offsets + their coordinates,
/// and each thread reads the result's elements it holds.
struct InsertSliceLowering
    : public OpConversionPattern<tensor::InsertSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::InsertSliceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType source = op.getSourceType();
    RankedTensorType result = op.getResultType();
    if (!getLayout(source) || !getLayout(result))
      return failure();
    if (!op.hasUnitStride() || source.getRank() != result.getRank())
      return op.emitOpError("insertions with strides or added dimensions are "
                            "not lowered yet");
    Location loc = op.getLoc();
    std::vector<int64_t> strides = getRowMajorStrides(result.getShape());
    Value origin = emitSliceOrigin(rewriter, loc, op.getMixedOffsets(),
                                   adaptor.getOffsets(), strides);
    SharedScratch scratch(rewriter, loc, op);
    scratch.store(adaptor.getDest(), result, /*byteOffset=*/0);
    scratch.barrier();
    std::vector<int64_t> shape(source.getShape().begin(),
                               source.getShape().end());
    SmallVector<Value> indices = emitMappedElementOffsets(
        rewriter, loc, source, *cute::makeRowMajorIndexMap(shape, strides));
    for (auto [value, index] : llvm::zip(adaptor.getSource(), indices))
      scratch.storeAt(value, arith::AddIOp::create(rewriter, loc, origin, index),
                      /*byteOffset=*/0);
    scratch.barrier();
    Type element = adaptor.getDest().front().getType();
    SmallVector<Value> results;
    for (Value index : emitElementIndices(rewriter, loc, result))
      results.push_back(scratch.load(index, element, /*byteOffset=*/0));
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

/// pack and unpack: the tile's bytes read as another element type, through
/// shared memory (in registers for an f4 operand's bytes, see
/// isFragmentHalving). 4-bit elements (their bits as i4) take a byte each
/// there: a wider result element gathers its nibbles, least significant first;
/// a 4-bit result element reads half of a byte of the source.
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
    // Bytes of MMA fragments read as the f4 fragments they hold: each
    // thread splits its own bytes, low nibble first.
    if (isFragmentHalving(op)) {
      SmallVector<Value> halves;
      Value four =
          arith::ConstantIntOp::create(rewriter, loc, rewriter.getI8Type(), 4);
      for (Value byte : adaptor.getSource()) {
        halves.push_back(arith::TruncIOp::create(rewriter, loc, element, byte));
        halves.push_back(arith::TruncIOp::create(
            rewriter, loc, element,
            arith::ShRUIOp::create(rewriter, loc, byte, four)));
      }
      rewriter.replaceOpWithMultiple(op, {halves});
      return success();
    }
    auto identity = *cute::makeRowMajorIndexMap({result.getNumElements()}, {1});
    if (fromBits == toBits || (fromBits % 8 == 0 && toBits % 8 == 0)) {
      rewriter.replaceOpWithMultiple(
          op, {exchange(rewriter, loc, op, adaptor.getSource(), source, result,
                        identity, /*offset=*/Value(), element)});
      return success();
    }

    SharedScratch scratch(rewriter, loc, op);
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

/// Tiles joined along a dimension: each input's elements go to the buffer
/// at their row-major index in the result (input i shifted along `dim` by
/// the extents before it), and each thread reads the result's elements it
/// holds.
struct ConcatLowering : public OpConversionPattern<tensor::ConcatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ConcatOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType result = op.getResultType();
    if (!getLayout(result) ||
        llvm::any_of(op.getInputs().getTypes(),
                     [](Type t) { return !getLayout(t); }))
      return failure();
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    std::vector<int64_t> resultStrides = getRowMajorStrides(result.getShape());

    SharedScratch scratch(rewriter, loc, op);
    int64_t along = 0;
    for (auto [input, values] :
         llvm::zip(op.getInputs(), adaptor.getInputs())) {
      auto type = cast<RankedTensorType>(input.getType());
      std::vector<int64_t> shape(type.getShape().begin(),
                                 type.getShape().end());
      Value shift =
          constantI32(rewriter, loc, along * resultStrides[dim]);
      SmallVector<Value> indices = emitMappedElementOffsets(
          rewriter, loc, type,
          *cute::makeRowMajorIndexMap(shape, resultStrides));
      for (auto [value, index] : llvm::zip(values, indices))
        scratch.storeAt(value,
                        arith::AddIOp::create(rewriter, loc, shift, index),
                        /*byteOffset=*/0);
      along += type.getDimSize(dim);
    }
    scratch.barrier();
    Type element = adaptor.getInputs()[0].front().getType();
    SmallVector<Value> results;
    for (Value index : emitElementIndices(rewriter, loc, result))
      results.push_back(scratch.load(index, element, /*byteOffset=*/0));
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

} // namespace

void mlir::tileiras::crossthread::populateDataMovementPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<BroadcastLowering, ReshapeLowering, ConvertLayoutLowering, PermuteLowering, ExtractSliceLowering, InsertSliceLowering, ConcatLowering, RepackLowering>(converter, patterns.getContext());
}
