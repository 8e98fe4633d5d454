//===- Reduce.cpp - reductions of tiles -----------------------------------===//
//
// A reduction within each thread, then across lanes by shuffles, then across
// warps through shared memory (or in registers where no warp splits the
// dimension); a general loop over shared memory for other layouts.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/CrossThread.h"

using namespace mlir;
using namespace mlir::tileiras;
using namespace mlir::tileiras::crossthread;

namespace mlir::tileiras::crossthread {

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

} // namespace mlir::tileiras::crossthread

namespace {

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
    SharedScratch scratch(rewriter, loc, op);
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

    StagedCombiner combiner(rewriter, loc, op, op.getOperands(),
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

} // namespace

void mlir::tileiras::crossthread::populateReducePatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<ShuffleReduceLowering, ReduceLowering>(converter, patterns.getContext());
}
