//===- SplitBatchedProducts.cpp - batched products as per-batch products --===//
//
// Tensor-core instructions multiply matrices. A batched product (B x M x K
// times B x K x N) whose matrices fit one is split, before layouts are
// assigned, into B products of 2-d "pieces" (batch i of each operand,
// reshaped to M x K, K x N and M x N), whose results are reshaped back and
// concatenated. So that an accumulator a K loop carries stays in its
// fragments, the loop then carries its pieces instead of the batched tile.
//
//===----------------------------------------------------------------------===//

#include "dialects/TileAS/Transforms/LayoutAnchors.h"

#include "dialects/Cute/Layout/Mma.h"
#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace cute = ::tileiras::cute;

namespace {

/// The shape of one piece of a batched tile: its dimensions after the batch.
RankedTensorType getPieceType(RankedTensorType batched) {
  return RankedTensorType::get(batched.getShape().drop_front(),
                               batched.getElementType());
}

/// Piece `index` of the batched tile `value`, as a 2-d tile.
Value extractPiece(OpBuilder &builder, Location loc, Value value,
                   int64_t index) {
  auto type = cast<RankedTensorType>(value.getType());
  Value slice = value;
  if (type.getDimSize(0) != 1) {
    int64_t rank = type.getRank();
    SmallVector<int64_t> offsets(rank, 0), sizes(type.getShape()),
        strides(rank, 1);
    offsets[0] = index;
    sizes[0] = 1;
    slice = tensor::ExtractSliceOp::create(
        builder, loc,
        RankedTensorType::get(sizes, type.getElementType()), value,
        ValueRange(), ValueRange(), ValueRange(), offsets, sizes, strides);
  }
  return nv_tileaa::ReshapeOp::create(builder, loc, getPieceType(type), slice);
}

/// The batched tile made of `pieces` (one per batch, 2-d).
Value assemblePieces(OpBuilder &builder, Location loc, ValueRange pieces) {
  SmallVector<Value> slices;
  for (Value piece : pieces) {
    auto type = cast<RankedTensorType>(piece.getType());
    SmallVector<int64_t> shape{1};
    llvm::append_range(shape, type.getShape());
    slices.push_back(nv_tileaa::ReshapeOp::create(
        builder, loc, RankedTensorType::get(shape, type.getElementType()),
        piece));
  }
  if (slices.size() == 1)
    return slices.front();
  return tensor::ConcatOp::create(builder, loc, /*dim=*/0, slices);
}

/// The pieces `value` was assembled from (by assemblePieces, or an
/// equivalent reshape and concatenation), or nothing.
std::optional<SmallVector<Value>> getAssembledPieces(Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  RankedTensorType pieceType = getPieceType(type);
  SmallVector<Value> slices{value};
  if (auto concat = value.getDefiningOp<tensor::ConcatOp>()) {
    if (concat.getDim() != 0)
      return std::nullopt;
    slices.assign(concat.getInputs().begin(), concat.getInputs().end());
  }
  if (static_cast<int64_t>(slices.size()) != type.getDimSize(0))
    return std::nullopt;
  SmallVector<Value> pieces;
  for (Value slice : slices) {
    auto reshape = slice.getDefiningOp<nv_tileaa::ReshapeOp>();
    if (!reshape || reshape.getSource().getType() != pieceType)
      return std::nullopt;
    pieces.push_back(reshape.getSource());
  }
  return pieces;
}

/// Which piece of `value` the user `op` takes (its result being that piece
/// as a 2-d tile): a reshape of a one-batch tile, or a reshape of a slice of
/// one batch. Returns the reshapes that make the piece.
std::optional<std::pair<int64_t, SmallVector<nv_tileaa::ReshapeOp>>>
getPieceUse(Operation *op, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  RankedTensorType pieceType = getPieceType(type);
  auto isPieceReshape = [&](Operation *user) {
    auto reshape = dyn_cast<nv_tileaa::ReshapeOp>(user);
    return reshape && reshape.getType() == pieceType;
  };
  if (type.getDimSize(0) == 1 && isPieceReshape(op))
    return std::make_pair(int64_t(0), SmallVector<nv_tileaa::ReshapeOp>{
                                          cast<nv_tileaa::ReshapeOp>(op)});
  auto slice = dyn_cast<tensor::ExtractSliceOp>(op);
  if (!slice || !slice.hasUnitStride() || !slice.getOffsets().empty() ||
      !slice.getSizes().empty() || slice.getType().getRank() != type.getRank())
    return std::nullopt;
  ArrayRef<int64_t> offsets = slice.getStaticOffsets();
  ArrayRef<int64_t> sizes = slice.getStaticSizes();
  if (sizes[0] != 1 || sizes.drop_front() != type.getShape().drop_front() ||
      llvm::any_of(offsets.drop_front(), [](int64_t o) { return o != 0; }))
    return std::nullopt;
  SmallVector<nv_tileaa::ReshapeOp> reshapes;
  for (Operation *user : slice->getUsers()) {
    if (!isPieceReshape(user))
      return std::nullopt;
    reshapes.push_back(cast<nv_tileaa::ReshapeOp>(user));
  }
  return std::make_pair(offsets[0], reshapes);
}

/// acc + A * B over B batches that a tensor-core instruction computes
/// matrix by matrix: one 2-d product per batch.
struct SplitBatchedProduct : public OpRewritePattern<nv_tileaa::DotOp> {
  SplitBatchedProduct(MLIRContext *context, const TargetInfo &target,
                      int64_t numThreads)
      : OpRewritePattern(context), target(target), numThreads(numThreads) {}

  LogicalResult matchAndRewrite(nv_tileaa::DotOp op,
                                PatternRewriter &rewriter) const override {
    auto lhs = cast<RankedTensorType>(op.getLhs().getType());
    auto rhs = cast<RankedTensorType>(op.getRhs().getType());
    auto acc = cast<RankedTensorType>(op.getAcc().getType());
    if (acc.getRank() != 3 || !acc.hasStaticShape() || numThreads % 32 != 0)
      return failure();
    std::optional<cute::MmaAtomKind> atom = target.getMmaAtom(
        lhs.getElementType(), rhs.getElementType(), acc.getElementType());
    if (!atom || !cute::chooseMmaTiling(*atom, acc.getDimSize(1),
                                        acc.getDimSize(2), numThreads / 32))
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> results;
    for (int64_t batch = 0; batch < acc.getDimSize(0); ++batch) {
      Value operands[] = {extractPiece(rewriter, loc, op.getLhs(), batch),
                          extractPiece(rewriter, loc, op.getRhs(), batch),
                          extractPiece(rewriter, loc, op.getAcc(), batch)};
      Operation *product = rewriter.clone(*op);
      product->setOperands(operands);
      product->getResult(0).setType(getPieceType(acc));
      results.push_back(product->getResult(0));
    }
    rewriter.replaceOp(op, assemblePieces(rewriter, loc, results));
    return success();
  }

  const TargetInfo &target;
  int64_t numThreads;
};

/// A piece of assembled pieces is that piece.
struct FoldPieceOfAssembled : public OpRewritePattern<nv_tileaa::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nv_tileaa::ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    Value source = op.getSource();
    Operation *user = op;
    if (auto slice = source.getDefiningOp<tensor::ExtractSliceOp>()) {
      source = slice.getSource();
      user = slice;
    }
    auto type = dyn_cast<RankedTensorType>(source.getType());
    if (!type || type.getRank() < 2 || op.getType() != getPieceType(type))
      return failure();
    auto use = getPieceUse(user, source);
    std::optional<SmallVector<Value>> pieces = getAssembledPieces(source);
    if (!use || !pieces)
      return failure();
    rewriter.replaceOp(op, (*pieces)[use->first]);
    return success();
  }
};

/// A reshape of a reshape is one reshape, or none.
struct FoldReshapeOfReshape : public OpRewritePattern<nv_tileaa::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nv_tileaa::ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getSource().getDefiningOp<nv_tileaa::ReshapeOp>();
    if (!inner)
      return failure();
    if (inner.getSource().getType() == op.getType())
      rewriter.replaceOp(op, inner.getSource());
    else
      rewriter.replaceOpWithNewOp<nv_tileaa::ReshapeOp>(op, op.getType(),
                                                        inner.getSource());
    return success();
  }
};

/// A slice or a reshape of a splat is a splat.
template <typename OpTy>
struct FoldOfSplat : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto splat =
        op->getOperand(0).template getDefiningOp<nv_tileaa::SplatOp>();
    if (!splat)
      return failure();
    rewriter.replaceOpWithNewOp<nv_tileaa::SplatOp>(op, op.getType(),
                                                    splat.getValue());
    return success();
  }
};

/// A loop that yields a batched tile assembled from pieces and uses what it
/// carries only piece by piece carries the pieces instead.
struct CarryPieces : public OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (auto [index, carried] : llvm::enumerate(loop.getRegionIterArgs())) {
      auto type = dyn_cast<RankedTensorType>(carried.getType());
      if (!type || type.getRank() < 3)
        continue;
      std::optional<SmallVector<Value>> yielded =
          getAssembledPieces(yield.getOperand(index));
      if (!yielded)
        continue;
      SmallVector<std::pair<int64_t, SmallVector<nv_tileaa::ReshapeOp>>> uses;
      bool piecewise = true;
      for (Operation *user : carried.getUsers()) {
        auto use = getPieceUse(user, carried);
        piecewise &= use.has_value();
        if (!piecewise)
          break;
        uses.push_back(*use);
      }
      if (!piecewise)
        continue;
      rewriteLoop(loop, index, *yielded, uses, rewriter);
      return success();
    }
    return failure();
  }

  /// Carries the pieces of value `index` of `loop`.
  static void rewriteLoop(
      scf::ForOp loop, unsigned index, ArrayRef<Value> yielded,
      ArrayRef<std::pair<int64_t, SmallVector<nv_tileaa::ReshapeOp>>> uses,
      PatternRewriter &rewriter) {
    Location loc = loop.getLoc();
    int64_t numPieces = yielded.size();
    Value init = loop.getInits()[index];
    rewriter.setInsertionPoint(loop);
    SmallVector<Value> inits;
    for (auto [i, value] : llvm::enumerate(loop.getInits())) {
      if (i != index) {
        inits.push_back(value);
        continue;
      }
      for (int64_t piece = 0; piece < numPieces; ++piece)
        inits.push_back(extractPiece(rewriter, loc, init, piece));
    }
    auto newLoop = scf::ForOp::create(
        rewriter, loc, loop.getLowerBound(), loop.getUpperBound(),
        loop.getStep(), inits, /*bodyBuilder=*/nullptr,
        loop.getUnsignedCmp());
    Block *body = loop.getBody();
    Block *newBody = newLoop.getBody();
    // The pieces' uses take the new carried values; the batched value
    // itself then has none left but the slices, which go.
    for (const auto &[piece, reshapes] : uses)
      for (nv_tileaa::ReshapeOp reshape : reshapes)
        rewriter.replaceOp(reshape, newBody->getArgument(1 + index + piece));
    for (Operation *user : llvm::make_early_inc_range(
             body->getArgument(1 + index).getUsers()))
      rewriter.eraseOp(user);
    SmallVector<Value> arguments{newLoop.getInductionVar()};
    for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
      arguments.push_back(
          i < index   ? newBody->getArgument(1 + i)
          : i > index ? newBody->getArgument(i + numPieces)
                      : init); // no uses left
    rewriter.mergeBlocks(body, newBody, arguments);
    auto yield = cast<scf::YieldOp>(newBody->getTerminator());
    SmallVector<Value> results(yield.getOperands());
    results.erase(results.begin() + index);
    results.insert(results.begin() + index, yielded.begin(), yielded.end());
    rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(results); });

    rewriter.setInsertionPointAfter(newLoop);
    SmallVector<Value> replacements;
    for (unsigned i = 0; i < loop.getNumResults(); ++i) {
      if (i < index)
        replacements.push_back(newLoop.getResult(i));
      else if (i > index)
        replacements.push_back(newLoop.getResult(i + numPieces - 1));
      else
        replacements.push_back(assemblePieces(
            rewriter, loc,
            newLoop.getResults().slice(index, numPieces)));
    }
    rewriter.replaceOp(loop, replacements);
  }
};

} // namespace

void mlir::nv_tileas::splitBatchedProducts(nv_tileaa::FuncOp func,
                                           int64_t numThreads,
                                           const TargetInfo &target) {
  bool batched = false;
  func.walk([&](nv_tileaa::DotOp dot) {
    batched |= cast<RankedTensorType>(dot.getType()).getRank() == 3;
  });
  if (!batched)
    return;
  MLIRContext *context = func.getContext();
  RewritePatternSet patterns(context);
  patterns.add<SplitBatchedProduct>(context, target, numThreads);
  patterns.add<FoldPieceOfAssembled, FoldReshapeOfReshape,
               FoldOfSplat<nv_tileaa::ReshapeOp>,
               FoldOfSplat<tensor::ExtractSliceOp>, CarryPieces>(context);
  // Only these rewrites: constants stay where they are, regions as they are.
  GreedyRewriteConfig config;
  config.enableConstantCSE(false).setRegionSimplificationLevel(
      GreedySimplifyRegionLevel::Disabled);
  // Every intermediate state is valid IR: should the rewrites not settle,
  // what they reached is kept.
  (void)applyPatternsGreedily(func, std::move(patterns), config);
}
