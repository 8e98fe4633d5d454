//===- Exits.cpp - early exits rewritten as structured control flow -------===//
//
// scf has no early exits: `break` and `continue` inside an `if` of a loop
// body, and `return` inside an `if` of a kernel, leave their construct from
// the middle. Before conversion every construct is rewritten so that it
// exits at its end only:
//
// * each `if` that may exit yields, besides its results, the exit state of
//   the construct: whether it exited, and (in a loop) whether by `break`,
//   with the values `continue` and `break` carry (don't-care constants on
//   the paths that do not set them);
// * the ops after such an `if` move into an `if` on "not exited", which
//   passes the exit state on;
// * the construct then ends with one exit: `return` for a kernel,
//   `continue` with the carried values for a `for`, and for a `loop` the
//   canonical tail `if %break { break %results }` then `continue %values`,
//   which LoopLowering turns into scf.while.
//
//===----------------------------------------------------------------------===//

#include "conversions/CudaTileToTileAA/CudaTileToTileAA.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// The construct whose exits are being gathered and what its exits carry.
struct ExitContext {
  Operation *construct;
  /// Values `continue` carries (loop and for), `break` carries (loop).
  SmallVector<Type> continueTypes, breakTypes;

  bool isLoop() const { return isa<cuda_tile::LoopOp>(construct); }
  bool isFor() const { return isa<cuda_tile::ForOp>(construct); }
};

/// Whether `op` exits the construct of `context` from inside: a break or
/// continue of that construct, or a return. Nested loops own their break and
/// continue, nested fors their continue.
bool isExitOf(Operation *op, const ExitContext &context) {
  Operation *owner = nullptr;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<cuda_tile::ReturnOp>(op) && isa<cuda_tile::EntryOp>(parent)) {
      owner = parent;
      break;
    }
    if (isa<cuda_tile::BreakOp>(op) && isa<cuda_tile::LoopOp>(parent)) {
      owner = parent;
      break;
    }
    if (isa<cuda_tile::ContinueOp>(op) &&
        isa<cuda_tile::LoopOp, cuda_tile::ForOp>(parent)) {
      owner = parent;
      break;
    }
  }
  return owner == context.construct;
}

bool mayExit(cuda_tile::IfOp op, const ExitContext &context) {
  return op
      ->walk([&](Operation *inner) {
        return isa<cuda_tile::BreakOp, cuda_tile::ContinueOp,
                   cuda_tile::ReturnOp>(inner) &&
                       isExitOf(inner, context)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

cuda_tile::TileType getI1Tile(MLIRContext *context) {
  return cuda_tile::TileType::get({}, IntegerType::get(context, 1));
}

Value makeFlag(OpBuilder &builder, Location loc, bool value) {
  auto type = getI1Tile(builder.getContext());
  return cuda_tile::ConstantOp::create(
      builder, loc, type,
      DenseElementsAttr::get(cast<ShapedType>(type), value));
}

/// A value of `type` for paths that never read it.
FailureOr<Value> makeDontCare(OpBuilder &builder, Location loc, Type type,
                              Operation *anchor) {
  if (isa<cuda_tile::TokenType>(type))
    return cuda_tile::MakeTokenOp::create(builder, loc).getResult();
  auto tile = dyn_cast<cuda_tile::TileType>(type);
  if (!tile)
    return anchor->emitOpError("exits carrying ")
           << type << " are not lowered yet";
  Type element = tile.getElementType();
  if (isa<cuda_tile::PointerType>(element)) {
    auto bits =
        cuda_tile::TileType::get(tile.getShape(), builder.getIntegerType(64));
    Value zero = cuda_tile::ConstantOp::create(
        builder, loc, bits,
        DenseElementsAttr::get(cast<ShapedType>(bits),
                               builder.getI64IntegerAttr(0)));
    return cuda_tile::IntToPtrOp::create(builder, loc, type, zero).getResult();
  }
  Attribute zero = isa<FloatType>(element)
                       ? Attribute(builder.getFloatAttr(element, 0.0))
                       : Attribute(builder.getIntegerAttr(element, 0));
  return cuda_tile::ConstantOp::create(
             builder, loc, type,
             DenseElementsAttr::get(cast<ShapedType>(type), zero))
      .getResult();
}

class ExitNormalizer {
public:
  ExitNormalizer(const ExitContext &context) : context(context) {}

  /// The types of the exit state: exited, (loop) by break, (loop, for)
  /// continue values, (loop) break values.
  SmallVector<Type> getStateTypes(MLIRContext *ctx) const {
    SmallVector<Type> types{getI1Tile(ctx)};
    if (context.isLoop())
      types.push_back(getI1Tile(ctx));
    if (context.isLoop() || context.isFor())
      llvm::append_range(types, context.continueTypes);
    if (context.isLoop())
      llvm::append_range(types, context.breakTypes);
    return types;
  }

  /// Rewrites `block` so that no `if` in it exits; returns the values the
  /// block ends with (its own yielded values, `ownTypes`, then the exit
  /// state) and removes its terminator.
  FailureOr<SmallVector<Value>> normalizeBlock(Block &block,
                                               TypeRange ownTypes) {
    for (Operation &op : block.without_terminator()) {
      auto branch = dyn_cast<cuda_tile::IfOp>(op);
      if (!branch || !mayExit(branch, context))
        continue;
      FailureOr<cuda_tile::IfOp> exiting = normalizeIf(branch);
      if (failed(exiting))
        return failure();
      return guardRest(block, *exiting, ownTypes);
    }
    return translateTerminator(block, ownTypes);
  }

private:
  /// The exit state of `terminator` (and its own values) at the end of a
  /// block; the terminator is erased.
  FailureOr<SmallVector<Value>> translateTerminator(Block &block,
                                                    TypeRange ownTypes) {
    Operation *terminator = block.getTerminator();
    Location loc = terminator->getLoc();
    OpBuilder builder(terminator);
    bool exits = isExitOf(terminator, context);
    bool isBreak = isa<cuda_tile::BreakOp>(terminator);
    SmallVector<Value> values;
    // The block's own results: those of a yield, don't-cares on an exit.
    for (auto [i, type] : llvm::enumerate(ownTypes)) {
      if (!exits) {
        values.push_back(terminator->getOperand(i));
        continue;
      }
      FailureOr<Value> dontCare = makeDontCare(builder, loc, type, terminator);
      if (failed(dontCare))
        return failure();
      values.push_back(*dontCare);
    }
    values.push_back(makeFlag(builder, loc, exits));
    if (context.isLoop())
      values.push_back(makeFlag(builder, loc, exits && isBreak));
    auto carried = [&](ArrayRef<Type> types, bool set) -> LogicalResult {
      for (auto [i, type] : llvm::enumerate(types)) {
        if (set) {
          values.push_back(terminator->getOperand(i));
          continue;
        }
        FailureOr<Value> dontCare =
            makeDontCare(builder, loc, type, terminator);
        if (failed(dontCare))
          return failure();
        values.push_back(*dontCare);
      }
      return success();
    };
    if ((context.isLoop() || context.isFor()) &&
        failed(carried(context.continueTypes,
                       exits && isa<cuda_tile::ContinueOp>(terminator))))
      return failure();
    if (context.isLoop() &&
        failed(carried(context.breakTypes, exits && isBreak)))
      return failure();
    terminator->erase();
    return values;
  }

  /// `branch` rebuilt so that it yields its results and the exit state.
  FailureOr<cuda_tile::IfOp> normalizeIf(cuda_tile::IfOp branch) {
    OpBuilder builder(branch);
    Location loc = branch.getLoc();
    SmallVector<Type> types(branch.getResultTypes());
    size_t numOwn = types.size();
    llvm::append_range(types, getStateTypes(builder.getContext()));
    auto rebuilt =
        cuda_tile::IfOp::create(builder, loc, types, branch.getCondition());
    for (auto [from, to] :
         {std::pair{&branch.getThenRegion(), &rebuilt.getThenRegion()},
          std::pair{&branch.getElseRegion(), &rebuilt.getElseRegion()}}) {
      if (from->empty()) {
        // A missing else falls through.
        Block *block = builder.createBlock(to);
        builder.setInsertionPointToEnd(block);
        cuda_tile::YieldOp::create(builder, loc);
      } else {
        to->takeBody(*from);
      }
      FailureOr<SmallVector<Value>> values =
          normalizeBlock(to->front(), branch.getResultTypes());
      if (failed(values))
        return failure();
      builder.setInsertionPointToEnd(&to->front());
      cuda_tile::YieldOp::create(builder, loc, *values);
    }
    branch.replaceAllUsesWith(rebuilt.getResults().take_front(numOwn));
    branch.erase();
    return rebuilt;
  }

  /// The ops after `exiting` run only where it did not exit: they move
  /// into the else branch of an `if` on its exited flag, whose then branch
  /// passes the exit state on.
  FailureOr<SmallVector<Value>> guardRest(Block &block, cuda_tile::IfOp exiting,
                                          TypeRange ownTypes) {
    Location loc = exiting.getLoc();
    ValueRange state = exiting.getResults().drop_front(
        exiting.getNumResults() - getStateTypes(exiting.getContext()).size());
    SmallVector<Type> types(ownTypes);
    llvm::append_range(types, getStateTypes(exiting.getContext()));
    OpBuilder builder(exiting->getContext());
    builder.setInsertionPointAfter(exiting);
    auto guard = cuda_tile::IfOp::create(builder, loc, types, state.front());
    // Then: the construct exited; own results do not matter.
    Block *exited = builder.createBlock(&guard.getThenRegion());
    builder.setInsertionPointToEnd(exited);
    SmallVector<Value> passOn;
    for (Type type : ownTypes) {
      FailureOr<Value> dontCare = makeDontCare(builder, loc, type, exiting);
      if (failed(dontCare))
        return failure();
      passOn.push_back(*dontCare);
    }
    llvm::append_range(passOn, state);
    cuda_tile::YieldOp::create(builder, loc, passOn);
    // Else: the rest of the block, itself normalized.
    Block *rest = builder.createBlock(&guard.getElseRegion());
    rest->getOperations().splice(rest->end(), block.getOperations(),
                                 std::next(guard->getIterator()), block.end());
    FailureOr<SmallVector<Value>> values = normalizeBlock(*rest, ownTypes);
    if (failed(values))
      return failure();
    builder.setInsertionPointToEnd(rest);
    cuda_tile::YieldOp::create(builder, loc, *values);
    return SmallVector<Value>(guard.getResults());
  }

  const ExitContext &context;
};

/// Gives `construct` a single exit at the end of its body.
LogicalResult normalizeConstruct(Operation *construct, Block &body) {
  ExitContext context{construct, {}, {}};
  if (auto loop = dyn_cast<cuda_tile::LoopOp>(construct)) {
    llvm::append_range(context.continueTypes, loop.getInitValues().getTypes());
    llvm::append_range(context.breakTypes, loop.getResultTypes());
  } else if (auto loop = dyn_cast<cuda_tile::ForOp>(construct)) {
    llvm::append_range(context.continueTypes, loop.getInitValues().getTypes());
  }
  bool needed = isa<cuda_tile::LoopOp>(construct) ||
                llvm::any_of(body.without_terminator(), [&](Operation &op) {
                  auto branch = dyn_cast<cuda_tile::IfOp>(op);
                  return branch && mayExit(branch, context);
                });
  if (!needed)
    return success();

  ExitNormalizer normalizer(context);
  FailureOr<SmallVector<Value>> state =
      normalizer.normalizeBlock(body, TypeRange());
  if (failed(state))
    return failure();
  Location loc = construct->getLoc();
  OpBuilder builder = OpBuilder::atBlockEnd(&body);
  ArrayRef<Value> values = *state;
  if (context.isFor()) {
    cuda_tile::ContinueOp::create(builder, loc, values.drop_front());
  } else if (context.isLoop()) {
    size_t numContinue = context.continueTypes.size();
    auto exit = cuda_tile::IfOp::create(builder, loc, TypeRange(), values[1]);
    Block *then = builder.createBlock(&exit.getThenRegion());
    builder.setInsertionPointToEnd(then);
    cuda_tile::BreakOp::create(builder, loc,
                               values.drop_front(2 + numContinue));
    builder.setInsertionPointAfter(exit);
    cuda_tile::ContinueOp::create(builder, loc, values.slice(2, numContinue));
  } else {
    cuda_tile::ReturnOp::create(builder, loc, ValueRange());
  }
  return success();
}

} // namespace

LogicalResult mlir::tileiras::normalizeExits(Operation *root) {
  // Innermost constructs first, so that an outer one sees finished inner
  // ones (which own their exits). The verifier keeps returns out of loops,
  // so every return belongs to the entry.
  SmallVector<Operation *> constructs;
  root->walk([&](Operation *op) {
    if (isa<cuda_tile::LoopOp, cuda_tile::ForOp, cuda_tile::EntryOp>(op))
      constructs.push_back(op);
  });
  for (Operation *construct : constructs) {
    if (failed(normalizeConstruct(construct, construct->getRegion(0).front())))
      return failure();
  }
  return success();
}
