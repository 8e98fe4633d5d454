//===- AssignLayouts.cpp - spread tiles over the threads of a CTA ---------===//

#include "dialects/TileAS/Transforms/Passes.h"

#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"
#include "dialects/TileAS/Transforms/LayoutAnchors.h"

#include "llvm/ADT/MapVector.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASASSIGNLAYOUTS
#define GEN_PASS_DEF_TILEASREMOVELAYOUTCONVERSIONS
#include "dialects/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {

/// Bytes of one element in memory, a power of two (tf32 is held as f32); a
/// pointer counts as what it points to.
int64_t getAccessBytes(Type element) {
  if (auto pointer = dyn_cast<nv_tileaa::PointerType>(element))
    element = pointer.getPointeeType();
  if (!element.isIntOrFloat())
    return 8;
  int64_t bytes = (element.getIntOrFloatBitWidth() + 7) / 8;
  return static_cast<int64_t>(llvm::PowerOf2Ceil(std::max<int64_t>(1, bytes)));
}

/// Tensor values of a kernel without an encoding, in program order.
SmallVector<Value> collectPlainTensors(nv_tileaa::FuncOp func) {
  SmallVector<Value> values;
  auto isPlainTensor = [](Value v) {
    auto tensor = dyn_cast<RankedTensorType>(v.getType());
    return tensor && !tensor.getEncoding();
  };
  func.walk([&](Block *block) {
    for (BlockArgument arg : block->getArguments())
      if (isPlainTensor(arg))
        values.push_back(arg);
  });
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      if (isPlainTensor(result))
        values.push_back(result);
  });
  return values;
}

struct AssignLayoutsPass
    : public mlir::nv_tileas::impl::TileASAssignLayoutsBase<AssignLayoutsPass> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([&](nv_tileaa::FuncOp func) {
      auto spec = func->getAttrOfType<nv_tileaa::KernelSpecAttr>(
          nv_tileaa::TileAADialect::kKernelSpecAttrName);
      if (!spec)
        return WalkResult::advance();
      if (failed(checkTileSizes(func, spec.getNumThreads())))
        return WalkResult::interrupt();
      if (std::optional<TargetInfo> target = TargetInfo::lookup(func))
        splitProducts(func, spec.getNumThreads(), *target);
      if (failed(assign(func, spec.getNumThreads())))
        return WalkResult::interrupt();
      if (std::optional<TargetInfo> target = TargetInfo::lookup(func)) {
        anchorMmaLayouts(func, spec.getNumThreads(), *target);
        hoistLoopCarriedConversions(func);
        foldLayoutConversions(func);
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

  /// Every element of a tile sits in some thread's registers: a tile whose
  /// threads would each hold more than sixteen times the register file
  /// cannot compile in reasonable time (a 1024x1024 f32 tile over 128
  /// threads gave PTX declaring 24,579 registers, which ptxas did not
  /// finish; 2048x2048 kept the pipeline busy for minutes). Such a tile is
  /// a located error naming what it needs and what the target has.
  static LogicalResult checkTileSizes(nv_tileaa::FuncOp func,
                                      int64_t numThreads) {
    std::optional<TargetInfo> target = TargetInfo::lookup(func);
    if (!target || numThreads <= 0)
      return success();
    int64_t registers = target->getMaxRegistersPerThread();
    int64_t limit = 16 * registers;
    WalkResult result = func.walk([&](Operation *op) {
      for (Value value : op->getResults()) {
        auto tile = dyn_cast<RankedTensorType>(value.getType());
        if (!tile || !tile.hasStaticShape())
          continue;
        int64_t perThread = llvm::divideCeil(tile.getNumElements(), numThreads);
        if (perThread <= limit)
          continue;
        op->emitOpError("makes a tile of ")
            << tile.getNumElements() << " elements: each of the kernel's "
            << numThreads << " threads would hold " << perThread
            << " of them in registers, more than the " << limit << " ("
            << registers << " registers a thread has on " << target->getChip()
            << ", sixteen times over) this compiler allows; use smaller tiles";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }

  LogicalResult assign(nv_tileaa::FuncOp func, int64_t numThreads) {
    SmallVector<Value> values = collectPlainTensors(func);

    // One layout per shape, its vector width set by the widest element.
    llvm::MapVector<ArrayRef<int64_t>, int64_t> widestBytes;
    for (Value value : values) {
      auto tensor = cast<RankedTensorType>(value.getType());
      int64_t &bytes = widestBytes[tensor.getShape()];
      bytes = std::max(bytes, getAccessBytes(tensor.getElementType()));
    }
    DenseMap<ArrayRef<int64_t>, TVLayoutAttr> layouts;
    for (auto [shape, bytes] : widestBytes) {
      int64_t width = std::max<int64_t>(1, 16 / bytes);
      auto layout = tileiras::cute::makeRowMajorTVLayout(
          std::vector<int64_t>(shape.begin(), shape.end()), numThreads, width);
      if (!layout)
        return func.emitError("cannot distribute a tile of shape ")
               << llvm::make_range(shape.begin(), shape.end()) << " over "
               << numThreads << " threads: " << layout.error();
      layouts[shape] = TVLayoutAttr::get(func.getContext(), *layout);
    }

    for (Value value : values) {
      auto tensor = cast<RankedTensorType>(value.getType());
      auto distributed =
          RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                                layouts.lookup(tensor.getShape()));
      value.setType(distributed);
      // Constants carry their type in their value too.
      if (auto constant = value.getDefiningOp<arith::ConstantOp>())
        constant.setValueAttr(
            cast<DenseElementsAttr>(constant.getValue()).reshape(distributed));
      else if (auto constant =
                   value.getDefiningOp<nv_tileaa::ConstantTensorOp>())
        constant.setValueAttr(
            cast<DenseElementsAttr>(constant.getValue()).reshape(distributed));
    }
    // A reshape keeps every element with its thread: its result takes the
    // source's layout, converted to the layout of its shape where they
    // differ.
    func.walk([&](nv_tileaa::ReshapeOp reshape) {
      auto source = cast<RankedTensorType>(reshape.getSource().getType());
      auto result = cast<RankedTensorType>(reshape.getType());
      if (source.getEncoding() == result.getEncoding())
        return;
      reshape.getResult().setType(RankedTensorType::get(
          result.getShape(), result.getElementType(), source.getEncoding()));
      OpBuilder builder(reshape->getContext());
      builder.setInsertionPointAfter(reshape);
      auto convert = ConvertLayoutOp::create(builder, reshape.getLoc(), result,
                                             reshape.getResult());
      reshape.getResult().replaceAllUsesExcept(convert.getResult(), convert);
    });
    // Entry block arguments carry the function's argument types.
    if (!func.getBody().empty()) {
      auto type = func.getFunctionType();
      func.setFunctionType(FunctionType::get(
          func.getContext(), func.getBody().front().getArgumentTypes(),
          type.getResults()));
    }
    return success();
  }
};

} // namespace

namespace {

struct RemoveLayoutConversionsPass
    : public mlir::nv_tileas::impl::TileASRemoveLayoutConversionsBase<
          RemoveLayoutConversionsPass> {
  void runOnOperation() override {
    getOperation().walk([&](nv_tileaa::FuncOp func) {
      propagateMmaLayouts(func);
      foldLayoutConversions(func);
      convertBeforeTransposing(func);
      hoistLoopInvariantConversions(func);
    });
  }
};

} // namespace
