//===- SplitProducts.cpp - products as products of pieces -----------------===//
//
// Before layouts are assigned, a batched product (B x M x K times B x K x
// N) whose matrices fit a tensor-core instruction is split into one 2-d
// product per batch (batch i of each operand, reshaped to M x K, K x N and
// M x N), the results reshaped back and concatenated along the batches.
// So that an accumulator a K loop carries stays in its fragments, the loop
// then carries its batches instead of the whole tile.
//
//===----------------------------------------------------------------------===//

#include "dialects/TileAS/Transforms/LayoutAnchors.h"

#include "dialects/Cute/Layout/Mma.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace cute = ::tileiras::cute;

namespace {

/// How a batched tile is cut into pieces and assembled from them: along
/// the batches (dimension 0), each piece the matrix of one batch.
struct PieceScheme {
  /// The number of pieces of a tile of type `whole`.
  int64_t getNumPieces(RankedTensorType whole) const {
    return whole.getDimSize(0);
  }

  /// The type of one piece of a tile of type `whole`.
  RankedTensorType getPieceType(RankedTensorType whole) const {
    return RankedTensorType::get(whole.getShape().drop_front(),
                                 whole.getElementType());
  }

  /// The offsets and sizes of piece `index` of a tile of type `whole`.
  std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
  getSlice(RankedTensorType whole, int64_t index) const {
    int64_t rank = whole.getRank();
    SmallVector<int64_t> offsets(rank, 0), sizes(whole.getShape());
    offsets[0] = index;
    sizes[0] = 1;
    return {offsets, sizes};
  }

  /// Piece `index` of the tile `value`.
  Value extract(OpBuilder &builder, Location loc, Value value,
                int64_t index) const {
    auto type = cast<RankedTensorType>(value.getType());
    Value slice = value;
    if (getNumPieces(type) != 1) {
      auto [offsets, sizes] = getSlice(type, index);
      SmallVector<int64_t> strides(type.getRank(), 1);
      slice = tensor::ExtractSliceOp::create(
          builder, loc, RankedTensorType::get(sizes, type.getElementType()),
          value, ValueRange(), ValueRange(), ValueRange(), offsets, sizes,
          strides);
    }
    return nv_tileaa::ReshapeOp::create(builder, loc, getPieceType(type),
                                        slice);
  }

  /// The tile made of `pieces`.
  Value assemble(OpBuilder &builder, Location loc, ValueRange pieces) const {
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
    return tensor::ConcatOp::create(builder, loc, 0, slices);
  }

  /// The pieces `value` was assembled from (by assemble, or an equivalent
  /// concatenation), or nothing.
  std::optional<SmallVector<Value>> getAssembledPieces(Value value) const {
    auto type = cast<RankedTensorType>(value.getType());
    RankedTensorType pieceType = getPieceType(type);
    SmallVector<Value> slices{value};
    if (auto concat = value.getDefiningOp<tensor::ConcatOp>()) {
      if (concat.getDim() != 0)
        return std::nullopt;
      slices.assign(concat.getInputs().begin(), concat.getInputs().end());
    }
    if (static_cast<int64_t>(slices.size()) != getNumPieces(type))
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

  /// Which piece of `value` the user `op` takes: a reshape of a one-batch
  /// tile or a reshape of a slice of one batch. Returns the ops whose
  /// results are that piece.
  std::optional<std::pair<int64_t, SmallVector<Operation *>>>
  getPieceUse(Operation *op, Value value) const {
    auto type = cast<RankedTensorType>(value.getType());
    RankedTensorType pieceType = getPieceType(type);
    auto isPieceReshape = [&](Operation *user) {
      auto reshape = dyn_cast<nv_tileaa::ReshapeOp>(user);
      return reshape && reshape.getType() == pieceType;
    };
    if (type.getDimSize(0) == 1 && isPieceReshape(op))
      return std::make_pair(int64_t(0), SmallVector<Operation *>{op});
    auto slice = dyn_cast<tensor::ExtractSliceOp>(op);
    if (!slice || !slice.hasUnitStride() || !slice.getOffsets().empty() ||
        !slice.getSizes().empty() ||
        slice.getType().getRank() != type.getRank())
      return std::nullopt;
    ArrayRef<int64_t> offsets = slice.getStaticOffsets();
    ArrayRef<int64_t> sizes = slice.getStaticSizes();
    int64_t index = offsets[0];
    if (index >= getNumPieces(type) ||
        std::make_pair(SmallVector<int64_t>(offsets),
                       SmallVector<int64_t>(sizes)) != getSlice(type, index))
      return std::nullopt;
    SmallVector<Operation *> reshapes;
    for (Operation *user : slice->getUsers()) {
      if (!isPieceReshape(user))
        return std::nullopt;
      reshapes.push_back(user);
    }
    return std::make_pair(index, reshapes);
  }
};

/// A rewrite of products into products of pieces, for a target and the
/// kernel's thread count.
struct SplitProductPattern : public OpRewritePattern<nv_tileaa::DotOp> {
  SplitProductPattern(MLIRContext *context, const TargetInfo &target,
                      int64_t numThreads)
      : OpRewritePattern(context), target(target), numThreads(numThreads) {}

  /// The product `op` of other operands, of type `type`.
  static Value cloneProduct(PatternRewriter &rewriter, nv_tileaa::DotOp op,
                            Value lhs, Value rhs, Value acc, Type type) {
    Operation *product = rewriter.clone(*op);
    product->setOperands({lhs, rhs, acc});
    product->getResult(0).setType(type);
    return product->getResult(0);
  }

  const TargetInfo &target;
  int64_t numThreads;
};

/// acc + A * B over B batches that a tensor-core instruction computes
/// matrix by matrix: one 2-d product per batch.
struct SplitBatchedProduct : public SplitProductPattern {
  using SplitProductPattern::SplitProductPattern;

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
    PieceScheme scheme;
    SmallVector<Value> results;
    for (int64_t batch = 0; batch < acc.getDimSize(0); ++batch) {
      results.push_back(cloneProduct(
          rewriter, op, scheme.extract(rewriter, loc, op.getLhs(), batch),
          scheme.extract(rewriter, loc, op.getRhs(), batch),
          scheme.extract(rewriter, loc, op.getAcc(), batch),
          scheme.getPieceType(acc)));
    }
    rewriter.replaceOp(op, scheme.assemble(rewriter, loc, results));
    return success();
  }
};

/// The ways a tile of type `type` is cut into pieces here: a batched
/// tile's batches.
SmallVector<PieceScheme> getSchemes(RankedTensorType type) {
  if (type.getRank() >= 3)
    return {PieceScheme()};
  return {};
}

/// A piece of assembled pieces is that piece.
template <typename OpTy>
struct FoldPieceOfAssembled : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value source = op->getOperand(0);
    Operation *user = op;
    if constexpr (std::is_same_v<OpTy, nv_tileaa::ReshapeOp>) {
      // A batch: the reshape of a slice, or of a one-batch tile.
      if (auto slice =
              source.template getDefiningOp<tensor::ExtractSliceOp>()) {
        source = slice.getSource();
        user = slice;
      }
    }
    auto type = dyn_cast<RankedTensorType>(source.getType());
    if (!type || type.getRank() < 2)
      return failure();
    for (const PieceScheme &scheme : getSchemes(type)) {
      if (op.getType() != scheme.getPieceType(type))
        continue;
      auto use = scheme.getPieceUse(user, source);
      std::optional<SmallVector<Value>> pieces =
          scheme.getAssembledPieces(source);
      if (!use || !pieces)
        continue;
      rewriter.replaceOp(op, (*pieces)[use->first]);
      return success();
    }
    return failure();
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
template <typename OpTy> struct FoldOfSplat : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto splat = op->getOperand(0).template getDefiningOp<nv_tileaa::SplatOp>();
    if (!splat)
      return failure();
    rewriter.replaceOpWithNewOp<nv_tileaa::SplatOp>(op, op.getType(),
                                                    splat.getValue());
    return success();
  }
};

/// A loop that yields a tile assembled from pieces and uses what it carries
/// only piece by piece carries the pieces instead.
struct CarryPieces : public OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (auto [index, carried] : llvm::enumerate(loop.getRegionIterArgs())) {
      auto type = dyn_cast<RankedTensorType>(carried.getType());
      if (!type)
        continue;
      Value yieldedValue = yield.getOperand(index);
      for (const PieceScheme &scheme : getSchemes(type)) {
        std::optional<SmallVector<Value>> yielded =
            scheme.getAssembledPieces(yieldedValue);
        if (!yielded)
          continue;
        SmallVector<std::pair<int64_t, SmallVector<Operation *>>> uses;
        bool piecewise = true;
        for (Operation *user : carried.getUsers()) {
          auto use = scheme.getPieceUse(user, carried);
          piecewise &= use.has_value();
          if (!piecewise)
            break;
          uses.push_back(*use);
        }
        if (!piecewise)
          continue;
        rewriteLoop(loop, index, scheme, *yielded, uses, rewriter);
        return success();
      }
    }
    return failure();
  }

  /// Carries the pieces of value `index` of `loop`.
  static void
  rewriteLoop(scf::ForOp loop, unsigned index, const PieceScheme &scheme,
              ArrayRef<Value> yielded,
              ArrayRef<std::pair<int64_t, SmallVector<Operation *>>> uses,
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
        inits.push_back(scheme.extract(rewriter, loc, init, piece));
    }
    auto newLoop = scf::ForOp::create(
        rewriter, loc, loop.getLowerBound(), loop.getUpperBound(),
        loop.getStep(), inits, /*bodyBuilder=*/nullptr, loop.getUnsignedCmp());
    Block *body = loop.getBody();
    Block *newBody = newLoop.getBody();
    // The pieces' uses take the new carried values; the whole value itself
    // then has none left but the slices of batches, which go.
    for (const auto &[piece, pieceOps] : uses)
      for (Operation *pieceOp : pieceOps)
        rewriter.replaceOp(pieceOp, newBody->getArgument(1 + index + piece));
    for (Operation *user :
         llvm::make_early_inc_range(body->getArgument(1 + index).getUsers()))
      rewriter.eraseOp(user);
    SmallVector<Value> arguments{newLoop.getInductionVar()};
    for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
      arguments.push_back(i < index   ? newBody->getArgument(1 + i)
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
        replacements.push_back(scheme.assemble(
            rewriter, loc, newLoop.getResults().slice(index, numPieces)));
    }
    rewriter.replaceOp(loop, replacements);
  }
};

} // namespace

void mlir::nv_tileas::splitProducts(nv_tileaa::FuncOp func, int64_t numThreads,
                                    const TargetInfo &target) {
  bool candidates = false;
  func.walk([&](nv_tileaa::DotOp dot) {
    auto type = cast<RankedTensorType>(dot.getType());
    candidates |= type.getRank() == 3;
  });
  if (!candidates)
    return;
  MLIRContext *context = func.getContext();
  RewritePatternSet patterns(context);
  patterns.add<SplitBatchedProduct>(context, target, numThreads);
  patterns.add<FoldPieceOfAssembled<nv_tileaa::ReshapeOp>,
               FoldPieceOfAssembled<tensor::ExtractSliceOp>,
               FoldReshapeOfReshape, FoldOfSplat<nv_tileaa::ReshapeOp>,
               FoldOfSplat<tensor::ExtractSliceOp>, CarryPieces>(context);
  // Only these rewrites: constants stay where they are, regions as they are.
  GreedyRewriteConfig config;
  config.enableConstantCSE(false).setRegionSimplificationLevel(
      GreedySimplifyRegionLevel::Disabled);
  // Every intermediate state is valid IR: should the rewrites not settle,
  // what they reached is kept.
  (void)applyPatternsGreedily(func, std::move(patterns), config);
}
