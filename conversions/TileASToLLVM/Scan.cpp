//===- Scan.cpp - scans of tiles ------------------------------------------===//
//
// Scans one position bit at a time (in a thread, by shuffles, through
// shared slots for warp bits) for layouts built from bits; a loop over
// shared memory otherwise.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/CrossThread.h"

using namespace mlir;
using namespace mlir::tileiras;
using namespace mlir::tileiras::crossthread;

namespace mlir::tileiras::crossthread {

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

} // namespace mlir::tileiras::crossthread

namespace {

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

    bool exchanged = false; // Whether an earlier bit went through shared memory.
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
      SmallVector<SmallVector<Value>> partners;
      if (bit.kind == ScanBit::Lane) {
        partners = shuffleTotals(rewriter, loc, totals, bit.source);
      } else {
        partners = exchangeTotals(rewriter, loc, op, tile, totals, bit.element,
                                  exchanged);
        exchanged = true;
      }
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
                 int elementBit, bool afterEarlierRound) {
    SharedScratch scratch(builder, loc, op);
    // The loads of an earlier round are done before these stores.
    if (afterEarlierRound)
      scratch.barrier();
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

    StagedCombiner combiner(rewriter, loc, op, op.getOperands(),
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

} // namespace

void mlir::tileiras::crossthread::populateScanPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<ShuffleScanLowering, ScanLowering>(converter, patterns.getContext());
}
