//===- SharedMemoryPlan.cpp - where the exchanges lie in shared memory ----===//
//
// Before any pattern runs: the scratch area each op needs, each kernel's
// total, the alloc_tensor buffers after the scratch area, and the
// global_smem that holds them (static up to 48 KiB, dynamic above, an
// error above what the target gives a block).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/CrossThread.h"

#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
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
        // Staged after another operand of the same product: both stay.
        return getStagingOffset(convert) + getBufferBytes(source);
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
        if (!getLayout(slice.getSourceType()))
          return 0;
        return getBufferBytes(isStagedAlone(slice) ? slice.getResultType()
                                                   : slice.getSourceType());
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
      .Default([](Operation *) { return 0; });
}

FailureOr<SharedMemoryPlan>
mlir::tileiras::planSharedMemory(gpu::GPUModuleOp module) {
  SharedMemoryPlan plan;
  module.walk([&](Operation *op) {
    int64_t bytes = getScratchBytes(op);
    plan.scratchBytes = std::max(plan.scratchBytes, bytes);
    auto function = op->getParentOfType<FunctionOpInterface>();
    if (!function || bytes == 0)
      return;
    SharedMemoryPlan::Kernel &kernel = plan.kernels[function];
    kernel.bytes = std::max(kernel.bytes, bytes);
    if (!kernel.largestUser || bytes > getScratchBytes(kernel.largestUser))
      kernel.largestUser = op;
  });
  plan.totalBytes = plan.scratchBytes;
  // Where the next buffer of each kernel may start: after the scratch area
  // of the module (global_smem is one symbol for all its kernels).
  llvm::DenseMap<Operation *, int64_t> ends;
  WalkResult walk = module.walk([&](nv_tileas::AllocTensorOp alloc) {
    auto function = alloc->getParentOfType<FunctionOpInterface>();
    if (!function) {
      alloc.emitOpError("is not inside a function");
      return WalkResult::interrupt();
    }
    int64_t &end = ends.try_emplace(function, plan.scratchBytes).first->second;
    int64_t alignment = alloc.getAlignment();
    int64_t offset = llvm::alignTo(end, alignment);
    plan.bufferOffsets[alloc] = offset;
    plan.alignment = std::max(plan.alignment, alignment);
    end = offset + alloc.getNumBytes();
    plan.totalBytes = std::max(plan.totalBytes, end);
    SharedMemoryPlan::Kernel &kernel = plan.kernels[function];
    kernel.bytes = std::max(kernel.bytes, end);
    kernel.bufferBytes += alloc.getNumBytes();
    if (!kernel.largestUser)
      kernel.largestUser = alloc;
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return plan;
}

LogicalResult mlir::tileiras::ensureGlobalSmem(gpu::GPUModuleOp module,
                                               const SharedMemoryPlan &plan) {
  int64_t bytes = plan.totalBytes;
  if (bytes <= 0)
    return success();
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(module);
  int64_t staticBytes = target ? target->getStaticSharedMemoryBytes()
                               : int64_t(48 * 1024);
  int64_t maxBytes = target ? target->getMaxSharedMemoryBytes() : staticBytes;
  // Every kernel within what its target gives a block, else an error at
  // what needs the most.
  for (auto &[function, kernel] : plan.kernels) {
    if (kernel.bytes <= maxBytes)
      continue;
    InFlightDiagnostic diag =
        kernel.largestUser->emitError("kernel '")
        << cast<SymbolOpInterface>(function).getName() << "' needs "
        << kernel.bytes << " bytes of shared memory ";
    if (kernel.bufferBytes == 0)
      diag << "to move elements between threads";
    else
      diag << "(" << plan.scratchBytes << " to move elements between "
           << "threads, the rest for nv_tileas.alloc_tensor buffers)";
    diag << ", more than the " << maxBytes << " bytes "
         << (target ? target->getChip() : StringRef("the target"))
         << " gives a block";
    return diag;
  }
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
    if (!plan.bufferOffsets.empty() &&
        static_cast<int64_t>(existing.getAlignment().value_or(0)) <
            plan.alignment)
      return existing.emitOpError("is not aligned to the ")
             << plan.alignment << " bytes a shared buffer of this module needs";
    return success();
  }
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  if (!dynamic) {
    LLVM::GlobalOp::create(builder, module.getLoc(),
                           LLVM::LLVMArrayType::get(builder.getI8Type(), bytes),
                           /*isConstant=*/false, LLVM::Linkage::Internal,
                           kGlobalSmem,
                           /*value=*/Attribute(), plan.alignment,
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
                         /*value=*/Attribute(), plan.alignment,
                         /*addrSpace=*/3);
  for (auto &[function, kernel] : plan.kernels)
    function->setAttr(kDynamicSmemBytesAttr,
                      builder.getI32IntegerAttr(kernel.bytes));
  return success();
}

Value mlir::tileiras::getSharedBuffer(OpBuilder &builder, Location loc,
                                      int64_t byteOffset) {
  Value base = LLVM::AddressOfOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext(), 3),
      kGlobalSmem);
  return advanceBytes(builder, loc, base, byteOffset);
}
