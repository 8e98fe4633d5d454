//===- SharedMemoryPlan.cpp - where the buffers lie in shared memory ------===//
//
// The pass tileas-plan-shared-memory: the bytes each op needs (the scratch
// buffer of an exchange between threads, a staged MMA operand, an
// alloc_tensor), how long each buffer lives, and offsets that let buffers
// whose lifetimes do not overlap share bytes. The lowering then declares
// the global_smem that holds them (static up to 48 KiB, dynamic above).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/CrossThread.h"
#include "conversions/TileASToLLVM/Passes.h"

#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileiras;
using namespace mlir::tileiras::crossthread;

//===----------------------------------------------------------------------===//
// Shared memory budget
//===----------------------------------------------------------------------===//

bool mlir::tileiras::isThreadLocal(nv_tileas::ConvertLayoutOp op) {
  return static_cast<bool>(findLocalConversion(op));
}

int64_t mlir::tileiras::getScratchBytes(Operation *op) {
  return llvm::TypeSwitch<Operation *, int64_t>(op)
      .Case([](nv_tileaa::ReduceOp reduce) {
        // One slot per warp slice and result, or whole operands.
        std::optional<ShufflePlan> plan = planShuffleReduce(reduce);
        if (plan && findLocalReduction(reduce, *plan))
          return int64_t(0);
        int64_t bytes = 0;
        for (Type type : reduce.getOperands().getTypes()) {
          auto tile = cast<RankedTensorType>(type);
          bytes += plan ? llvm::alignTo(
                              plan->numSlices * plan->numResults *
                                  getScratchElementBytes(tile.getElementType()),
                              16)
                        : getBufferBytes(tile);
        }
        return bytes;
      })
      .Case([](nv_tileaa::ScanOp scan) {
        // Whole operands, unless the position bits are all within warps.
        std::optional<SmallVector<ScanBit>> bits = planShuffleScan(scan);
        if (bits && llvm::none_of(*bits, [](const ScanBit &bit) {
              return bit.kind == ScanBit::Warp;
            }))
          return int64_t(0);
        int64_t bytes = 0;
        for (Type type : scan.getOperands().getTypes())
          bytes += getBufferBytes(cast<RankedTensorType>(type));
        return bytes;
      })
      .Case([](nv_tileaa::BroadcastOp broadcast) -> int64_t {
        RankedTensorType source = broadcast.getSource().getType();
        if (source.getNumElements() == 1 || findLocalBroadcast(broadcast))
          return 0;
        return getBufferBytes(source);
      })
      .Case([](nv_tileas::ConvertLayoutOp convert) -> int64_t {
        auto source = cast<RankedTensorType>(convert.getSource().getType());
        auto from = getLayout(source), to = getLayout(convert.getType());
        if (from.getTVLayout() == to.getTVLayout() ||
            findLocalConversion(convert))
          return 0;
        return getBufferBytes(source);
      })
      .Case<nv_tileaa::AtomicRMWOp, nv_tileaa::AtomicCASOp>(
          [](auto atomic) -> int64_t {
            // The result of an elected atomic is shared from its owner.
            if (atomic.getResult().use_empty())
              return 0;
            Type type = atomic.getResult().getType();
            if (auto tile = dyn_cast<RankedTensorType>(type))
              return getBufferBytes(tile);
            return llvm::alignTo(getScratchElementBytes(type), 16);
          })
      .Case([](nv_tileaa::AllocaOp alloca) -> int64_t {
        // Its address, shared from the allocating thread.
        return llvm::alignTo(getScratchElementBytes(alloca.getType()), 16);
      })
      .Case([](nv_tileaa::RepackOp repack) -> int64_t {
        if (isFragmentHalving(repack))
          return 0;
        return getBufferBytes(
            cast<RankedTensorType>(repack.getSource().getType()));
      })
      .Case([](nv_tileaa::PermuteOp permute) -> int64_t {
        if (findLocalPermute(permute))
          return 0;
        return getBufferBytes(
            cast<RankedTensorType>(permute.getSource().getType()));
      })
      .Case([](tensor::ExtractSliceOp slice) -> int64_t {
        if (!getLayout(slice.getSourceType()) || findLocalSlice(slice))
          return 0;
        return getBufferBytes(isStagedAlone(slice) ? slice.getResultType()
                                                   : slice.getSourceType());
      })
      .Case([](tensor::InsertSliceOp insert) -> int64_t {
        return getLayout(insert.getResultType())
                   ? getBufferBytes(insert.getResultType())
                   : 0;
      })
      .Case([](tensor::ConcatOp concat) -> int64_t {
        return getLayout(concat.getResultType())
                   ? getBufferBytes(concat.getResultType())
                   : 0;
      })
      .Case([](nv_tileaa::DotOp dot) -> int64_t {
        if (isComputedByMma(dot))
          return 0;
        return getBufferBytes(cast<RankedTensorType>(dot.getLhs().getType())) +
               getBufferBytes(cast<RankedTensorType>(dot.getRhs().getType()));
      })
      .Case([](nv_tileaa::DotScaledOp dot) -> int64_t {
        // On mma.sync only the scales, decoded to f32.
        if (isComputedByMma(dot)) {
          int64_t scales = 0;
          for (Value scale : {dot.getLhsScale(), dot.getRhsScale()})
            scales +=
                cast<RankedTensorType>(scale.getType()).getNumElements();
          return 4 * scales;
        }
        int64_t bytes = 0;
        for (Value operand : {dot.getLhs(), dot.getRhs(), dot.getLhsScale(),
                              dot.getRhsScale()})
          bytes += getBufferBytes(cast<RankedTensorType>(operand.getType()));
        return bytes;
      })
      .Default([](Operation *) { return 0; });
}

bool mlir::tileiras::needsSharedBuffer(Operation *op) {
  return isa<nv_tileas::AllocTensorOp>(op) || getScratchBytes(op) != 0;
}

int64_t mlir::tileiras::getSharedAlignment(Operation *op) {
  if (auto alloc = dyn_cast<nv_tileas::AllocTensorOp>(op))
    return alloc.getAlignment();
  // A staging the product reads itself may be read by wgmma, whose swizzled
  // tiles have their pattern start at 1024 bytes.
  if (isa<nv_tileas::ConvertLayoutOp>(op) && isReloadedByProduct(op)) {
    std::optional<nv_tileas::TargetInfo> target =
        nv_tileas::TargetInfo::lookup(op);
    if (target && target->hasWgmma())
      return 1024;
  }
  return 16;
}

int64_t mlir::tileiras::getSharedOffset(Operation *op) {
  auto offset = op->getAttrOfType<IntegerAttr>(kSharedOffsetAttr);
  return offset ? offset.getInt() : 0;
}

namespace {

/// A buffer of a kernel, live from `start` to `end` (both included) in the
/// pre-order numbering of the kernel's ops.
struct Buffer {
  Operation *owner;
  int64_t bytes, alignment, start, end;
  int64_t offset = 0;
};

/// Each op's place in pre-order, and the last place of the ops nested in
/// it, so that an op with regions spans its body.
class Numbering {
public:
  explicit Numbering(Operation *function) {
    function->walk<WalkOrder::PreOrder>(
        [&](Operation *op) { first[op] = count++; });
    function->walk<WalkOrder::PostOrder>([&](Operation *op) {
      int64_t end = first[op];
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            end = std::max(end, last[&nested]);
      last[op] = end;
    });
  }

  int64_t start(Operation *op) const { return first.lookup(op); }
  int64_t end(Operation *op) const { return last.lookup(op); }
  int64_t size() const { return count; }

private:
  DenseMap<Operation *, int64_t> first, last;
  int64_t count = 0;
};

/// The last place of the product that reads a staged operand itself.
int64_t getProductEnd(Operation *convert, const Numbering &order) {
  int64_t end = order.end(convert);
  SmallVector<Value> worklist{convert->getResult(0)};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      Operation *ancestor = convert->getBlock()->findAncestorOpInBlock(*user);
      end = std::max(end, ancestor ? order.end(ancestor) : order.size());
      // B read from its stored transpose: through the transposition.
      if (isa<nv_tileaa::PermuteOp>(user))
        worklist.push_back(user->getResult(0));
    }
  }
  return end;
}

/// Where a use `user` of a buffer of `block` ends: the op of `block` that
/// holds it, or, for a software pipeline's buffer (whose own waits order
/// its copies and loads), the outermost loop around the use below `block`,
/// else the use itself. A pipeline's stages thus end with its loop, also
/// where the loop is one role of a warp-specialized kernel (an `if` on the
/// thread index), and the epilogue after it may reuse their bytes.
int64_t getUseEnd(Operation *user, Block *block, bool pipelineBuffer,
                  const Numbering &order) {
  Operation *ancestor = block->findAncestorOpInBlock(*user);
  if (!pipelineBuffer || ancestor == user)
    return order.end(ancestor);
  Operation *end = user;
  for (Operation *op = user; op != ancestor;) {
    op = op->getParentOp();
    if (isa<LoopLikeOpInterface>(op))
      end = op;
  }
  return order.end(end);
}

/// The last place where a value of the buffer `alloc` (the memref, views
/// and memrefs made from it) is used; the end of the kernel where one
/// leaves the block of the alloc (yielded, say).
int64_t getLastUse(nv_tileas::AllocTensorOp alloc, const Numbering &order) {
  int64_t end = order.end(alloc);
  bool pipelineBuffer = alloc->hasAttr(kPipelineBufferAttr);
  SmallVector<Value> worklist{alloc.getResult()};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      Operation *ancestor = alloc->getBlock()->findAncestorOpInBlock(*user);
      if (!ancestor || user->hasTrait<OpTrait::IsTerminator>())
        return order.size();
      end = std::max(end,
                     getUseEnd(user, alloc->getBlock(), pipelineBuffer, order));
      // Fragments a product reads itself are read there.
      if (isa<nv_tileas::TiledLoadOp>(user) && isReloadedByProduct(user) &&
          user->getBlock() == alloc->getBlock())
        end = std::max(end, getProductEnd(user, order));
      for (Value result : user->getResults())
        if (isa<nv_tileaa::MemRefType, nv_tileaa::TiledViewType>(
                result.getType()))
          worklist.push_back(result);
    }
  }
  return end;
}

/// First fit, largest buffer first: the lowest offset, aligned, where a
/// buffer overlaps no placed buffer that is live at the same time.
void assignOffsets(MutableArrayRef<Buffer> buffers) {
  SmallVector<Buffer *> order;
  for (Buffer &buffer : buffers)
    order.push_back(&buffer);
  llvm::stable_sort(order, [](const Buffer *a, const Buffer *b) {
    return a->bytes != b->bytes ? a->bytes > b->bytes : a->start < b->start;
  });
  SmallVector<Buffer *> placed;
  for (Buffer *buffer : order) {
    SmallVector<Buffer *> live;
    for (Buffer *other : placed)
      if (other->start <= buffer->end && buffer->start <= other->end)
        live.push_back(other);
    SmallVector<int64_t> candidates{0};
    for (Buffer *other : live)
      candidates.push_back(
          llvm::alignTo(other->offset + other->bytes, buffer->alignment));
    llvm::sort(candidates);
    for (int64_t candidate : candidates) {
      if (llvm::all_of(live, [&](Buffer *other) {
            return candidate + buffer->bytes <= other->offset ||
                   candidate >= other->offset + other->bytes;
          })) {
        buffer->offset = candidate;
        break;
      }
    }
    placed.push_back(buffer);
  }
}

/// Plans one kernel; a located error where it needs more than `maxBytes`.
LogicalResult planKernel(FunctionOpInterface function,
                         std::optional<nv_tileas::TargetInfo> target) {
  Numbering order(function);
  SmallVector<Buffer> buffers;
  function->walk([&](Operation *op) {
    if (auto alloc = dyn_cast<nv_tileas::AllocTensorOp>(op)) {
      buffers.push_back({op, alloc.getNumBytes(), getSharedAlignment(op),
                         order.start(op), getLastUse(alloc, order)});
      return;
    }
    int64_t bytes = getScratchBytes(op);
    if (bytes == 0)
      return;
    int64_t end = order.end(op);
    if (isa<nv_tileas::ConvertLayoutOp>(op) && isReloadedByProduct(op))
      end = getProductEnd(op, order);
    buffers.push_back({op, bytes, getSharedAlignment(op), order.start(op), end});
  });
  assignOffsets(buffers);
  Builder builder(function.getContext());
  int64_t total = 0, allocBytes = 0;
  Buffer *largest = nullptr;
  for (Buffer &buffer : buffers) {
    buffer.owner->setAttr(kSharedOffsetAttr,
                          builder.getI64IntegerAttr(buffer.offset));
    total = std::max(total, buffer.offset + buffer.bytes);
    if (isa<nv_tileas::AllocTensorOp>(buffer.owner))
      allocBytes += buffer.bytes;
    if (!largest || buffer.bytes > largest->bytes)
      largest = &buffer;
  }
  function->setAttr(kSharedBytesAttr, builder.getI64IntegerAttr(total));
  int64_t maxBytes = target ? target->getMaxSharedMemoryBytes()
                            : int64_t(48 * 1024);
  if (total <= maxBytes)
    return success();
  InFlightDiagnostic diag = largest->owner->emitError("kernel '")
                            << function.getName() << "' needs " << total
                            << " bytes of shared memory ";
  if (allocBytes == 0)
    diag << "to move elements between threads";
  else
    diag << "(its nv_tileas.alloc_tensor buffers take " << allocBytes << ")";
  diag << ", more than the " << maxBytes << " bytes "
       << (target ? target->getChip() : StringRef("the target"))
       << " gives a block";
  return diag;
}

} // namespace

LogicalResult mlir::tileiras::planSharedMemory(gpu::GPUModuleOp module) {
  WalkResult outside = module.walk([&](nv_tileas::AllocTensorOp alloc) {
    if (alloc->getParentOfType<FunctionOpInterface>())
      return WalkResult::advance();
    alloc.emitOpError("is not inside a function");
    return WalkResult::interrupt();
  });
  if (outside.wasInterrupted()) {
    module.emitError("fails to do bufferization analysis");
    return failure();
  }
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(module);
  for (auto function : module.getOps<FunctionOpInterface>())
    if (failed(planKernel(function, target)))
      return failure();
  return success();
}

LogicalResult mlir::tileiras::ensureGlobalSmem(gpu::GPUModuleOp module) {
  // Every buffer has its place, every kernel's barriers are placed.
  int64_t bytes = 0, alignment = 16;
  bool hasBuffers = false;
  SmallVector<std::pair<FunctionOpInterface, int64_t>> kernels;
  for (auto function : module.getOps<FunctionOpInterface>()) {
    Operation *unplanned = nullptr;
    bool accessesShared = false;
    function->walk([&](Operation *op) {
      if (needsSharedBuffer(op) && !op->hasAttr(kSharedOffsetAttr) &&
          !unplanned)
        unplanned = op;
      // global_smem is as aligned as its most aligned buffer.
      if (needsSharedBuffer(op) && (isa<nv_tileas::AllocTensorOp>(op) ||
                                    getSharedAlignment(op) > 16)) {
        alignment = std::max(alignment, getSharedAlignment(op));
        hasBuffers = true;
      }
      accessesShared |= llvm::any_of(
          getSharedAccesses(op), [](const SharedAccess &access) {
            return access.kind != SharedAccess::Barrier;
          });
    });
    if (unplanned)
      return unplanned->emitOpError(
          "needs shared memory but has no place in it: run "
          "tileas-plan-shared-memory before convert-tileas-to-llvm");
    if (accessesShared && !function->hasAttr(kBarriersPlacedAttr))
      return function.emitOpError(
          "accesses shared memory but its barriers are not placed: run "
          "tileas-insert-barriers before convert-tileas-to-llvm");
    auto kernelBytes = function->getAttrOfType<IntegerAttr>(kSharedBytesAttr);
    if (kernelBytes && kernelBytes.getInt() > 0) {
      kernels.push_back({function, kernelBytes.getInt()});
      bytes = std::max(bytes, kernelBytes.getInt());
    }
  }
  if (bytes <= 0)
    return success();
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(module);
  int64_t staticBytes = target ? target->getStaticSharedMemoryBytes()
                               : int64_t(48 * 1024);
  bool dynamic = bytes > staticBytes;
  if (auto existing = module.lookupSymbol<LLVM::GlobalOp>(kGlobalSmem)) {
    auto array = dyn_cast<LLVM::LLVMArrayType>(existing.getGlobalType());
    if (dynamic)
      return existing.emitOpError("is a static array, but this module needs ")
             << bytes << " bytes of shared memory, more than the "
             << staticBytes << " a kernel can declare statically";
    if (existing.getAddrSpace() != 3 || !array ||
        static_cast<int64_t>(array.getNumElements()) *
                getScratchElementBytes(array.getElementType()) <
            bytes)
      return existing.emitOpError("cannot hold the ")
             << bytes << " bytes of shared memory this module needs";
    if (hasBuffers &&
        static_cast<int64_t>(existing.getAlignment().value_or(0)) < alignment)
      return existing.emitOpError("is not aligned to the ")
             << alignment << " bytes a shared buffer of this module needs";
    return success();
  }
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  if (!dynamic) {
    LLVM::GlobalOp::create(builder, module.getLoc(),
                           LLVM::LLVMArrayType::get(builder.getI8Type(), bytes),
                           /*isConstant=*/false, LLVM::Linkage::Internal,
                           kGlobalSmem,
                           /*value=*/Attribute(), alignment,
                           /*addrSpace=*/3);
    return success();
  }
  // Above what a kernel may declare statically: dynamic shared memory (an
  // external array of no size, PTX `.extern .shared`), whose size every
  // kernel records for its launch.
  LLVM::GlobalOp::create(builder, module.getLoc(),
                         LLVM::LLVMArrayType::get(builder.getI8Type(), 0),
                         /*isConstant=*/false, LLVM::Linkage::External,
                         kGlobalSmem,
                         /*value=*/Attribute(), alignment,
                         /*addrSpace=*/3);
  for (auto [function, kernelBytes] : kernels)
    function->setAttr(kDynamicSmemBytesAttr,
                      builder.getI32IntegerAttr(kernelBytes));
  return success();
}

Value mlir::tileiras::getSharedBuffer(OpBuilder &builder, Location loc,
                                      int64_t byteOffset) {
  Value base = LLVM::AddressOfOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext(), 3),
      kGlobalSmem);
  return advanceBytes(builder, loc, base, byteOffset);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace mlir::tileiras {
#define GEN_PASS_DEF_TILEASPLANSHAREDMEMORY
#include "conversions/TileASToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

namespace {

struct TileASPlanSharedMemoryPass
    : public mlir::tileiras::impl::TileASPlanSharedMemoryBase<
          TileASPlanSharedMemoryPass> {
  void runOnOperation() override {
    gpu::GPUModuleOp module = getOperation();
    // The exchanges of a print of tiles, and which products read their
    // staged operands themselves, decide what needs shared memory.
    if (failed(decomposePrints(module))) {
      module.emitError("fails to decompose print ops");
      return signalPassFailure();
    }
    planFragmentReloads(module);
    if (failed(planSharedMemory(module)))
      return signalPassFailure();
  }
};

} // namespace
