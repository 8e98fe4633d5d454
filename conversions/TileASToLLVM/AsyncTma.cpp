//===- AsyncTma.cpp - TMA copies and the mbarriers they complete on -------===//
//
// The lowering of alloc_tma_workspace, make_tiled_tma_desc,
// free_tma_workspace, async.tiled_tma_load/store, async.tma_store_wait and
// the async.mbarrier_* ops.
//
// Where a descriptor lives. cp.async.bulk.tensor reads its tensor map from
// global (or constant or parameter) memory, and views have run-time shapes,
// so the map is written on the device, by thread 0 of each CTA, before the
// loop that copies through it. Kernels keep the entry's own parameters
// (callers launch our cubins with the arguments they would give any tile
// kernel), so the maps live in a pool that the module itself declares in
// global memory: kPoolSlots workspaces of four 128-byte maps and a flag per
// workspace. A CTA claims a free workspace with an atomic compare-and-swap
// (starting at one derived from its block index, so concurrent CTAs rarely
// meet) and gives it back when its copies are done: CTAs of one launch, and
// of concurrent launches of the module, never write a map another is
// reading. A CTA holds one workspace at a time and never waits for another
// CTA while it does, so a CTA that finds every workspace taken spins only
// until an owner finishes its loop (no deadlock, whatever the pool's size).
// The price is the pool's memory (kPoolSlots * 516 bytes per loaded
// module, zero-initialized global memory that takes no room in the cubin)
// and two atomics per loop and CTA.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/AxisInfo.h"
#include "conversions/TileASToLLVM/Common.h"
#include "target/RequiredPtx.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

constexpr StringLiteral kPoolName = "__tileiras_tma_workspaces";
constexpr StringLiteral kPoolFlagsName = "__tileiras_tma_workspace_flags";
/// Workspaces of the pool: more than the CTAs an H100 or a B200 holds at
/// once at six CTAs per SM (a pipeline of a few stages takes more than a
/// sixth of an SM's shared memory), so that claims rarely wait.
constexpr int64_t kPoolSlots = 1024;
constexpr int64_t kMapBytes = 128;
constexpr int64_t kWorkspaceBytes =
    nv_tileas::TmaWorkspaceType::kMaxDescriptors * kMapBytes;

Type globalPointer(MLIRContext *context) {
  return LLVM::LLVMPointerType::get(context, 1);
}

/// `asm` (a tensor-map instruction, PTX 8.3 on) with `operands`, kept in
/// place and order (it writes memory).
void emitTensorMapAsm(OpBuilder &builder, Location loc, StringRef text,
                      StringRef constraints, ValueRange operands) {
  auto op = LLVM::InlineAsmOp::create(
      builder, loc, TypeRange(), operands, builder.getStringAttr(text),
      builder.getStringAttr(constraints),
      /*has_side_effects=*/builder.getUnitAttr(), UnitAttr(),
      LLVM::TailCallKindAttr(), LLVM::AsmDialectAttr(), ArrayAttr());
  op->setAttr(kRequiredPtxAttrName, builder.getI32IntegerAttr(83));
}

/// The pointer to element `index` (i64 elements of `element`) after `base`.
Value elementAt(OpBuilder &builder, Location loc, Value base, Type element,
                Value index) {
  return LLVM::GEPOp::create(builder, loc, base.getType(), element, base,
                             ValueRange{index});
}

/// The flag of `workspace`, a workspace of the pool.
Value getSlotFlag(OpBuilder &builder, Location loc, Value workspace) {
  MLIRContext *context = builder.getContext();
  Value pool = LLVM::AddressOfOp::create(builder, loc, globalPointer(context),
                                         kPoolName);
  Type i64 = builder.getI64Type();
  Value slot = arith::DivUIOp::create(
      builder, loc,
      arith::SubIOp::create(
          builder, loc, LLVM::PtrToIntOp::create(builder, loc, i64, workspace),
          LLVM::PtrToIntOp::create(builder, loc, i64, pool)),
      constantI64(builder, loc, kWorkspaceBytes));
  Value flags = LLVM::AddressOfOp::create(builder, loc, globalPointer(context),
                                          kPoolFlagsName);
  return elementAt(builder, loc, flags, builder.getI32Type(), slot);
}

/// Claims a free workspace of the pool (thread 0 only): its address.
Value emitClaimSlot(OpBuilder &builder, Location loc) {
  MLIRContext *context = builder.getContext();
  Type i32 = builder.getI32Type();
  // Start from the CTA's linear block index.
  Value x = NVVM::BlockIdXOp::create(builder, loc, i32);
  Value y = NVVM::BlockIdYOp::create(builder, loc, i32);
  Value z = NVVM::BlockIdZOp::create(builder, loc, i32);
  Value nx = NVVM::GridDimXOp::create(builder, loc, i32);
  Value ny = NVVM::GridDimYOp::create(builder, loc, i32);
  Value linear = arith::AddIOp::create(
      builder, loc, x,
      arith::MulIOp::create(
          builder, loc, nx,
          arith::AddIOp::create(builder, loc, y,
                                arith::MulIOp::create(builder, loc, ny, z))));
  Value mask = constantI32(builder, loc, kPoolSlots - 1);
  Value start = arith::AndIOp::create(builder, loc, linear, mask);
  Value flags = LLVM::AddressOfOp::create(builder, loc, globalPointer(context),
                                          kPoolFlagsName);
  Value zero = constantI32(builder, loc, 0), one = constantI32(builder, loc, 1);
  // Try workspace after workspace until a compare-and-swap takes a free
  // one.
  auto loop = scf::WhileOp::create(
      builder, loc, TypeRange{i32}, ValueRange{start},
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value flag = elementAt(b, l, flags, i32, args[0]);
        Value pair = LLVM::AtomicCmpXchgOp::create(
            b, l, flag, zero, one, LLVM::AtomicOrdering::acq_rel,
            LLVM::AtomicOrdering::monotonic);
        Value taken = LLVM::ExtractValueOp::create(b, l, pair, 1);
        Value busy = arith::XOrIOp::create(
            b, l, taken, arith::ConstantIntOp::create(b, l, 1, 1));
        scf::ConditionOp::create(b, l, busy, args);
      },
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value next = arith::AndIOp::create(
            b, l, arith::AddIOp::create(b, l, args[0], one), mask);
        scf::YieldOp::create(b, l, next);
      });
  Value pool = LLVM::AddressOfOp::create(builder, loc, globalPointer(context),
                                         kPoolName);
  Value offset = arith::MulIOp::create(
      builder, loc,
      arith::ExtUIOp::create(builder, loc, builder.getI64Type(),
                             loop.getResult(0)),
      constantI64(builder, loc, kWorkspaceBytes));
  return elementAt(builder, loc, pool, builder.getI8Type(), offset);
}

/// The PTX element type of a tensor map for elements of `bytes` bytes
/// (u8, u16, u32, u64: only the size matters for copies and zero fill).
int64_t getMapElementType(int64_t bytes) {
  switch (bytes) {
  case 1:
    return 0;
  case 2:
    return 1;
  case 4:
    return 2;
  default:
    return 4;
  }
}

/// The swizzle mode field of a tensor map for a pattern of `bytes` bytes.
int64_t getMapSwizzleMode(int64_t bytes) {
  switch (bytes) {
  case 32:
    return 1;
  case 64:
    return 2;
  case 128:
    return 3;
  default:
    return 0;
  }
}

struct MakeTiledTMADescLowering
    : public OpConversionPattern<nv_tileas::MakeTiledTMADescOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::MakeTiledTMADescOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    nv_tileas::TmaDescriptorIterType type = op.getDesc().getType();
    nv_tileaa::TiledViewType view = type.getView();
    nv_tileaa::MemRefType memref = view.getMemref();
    MemRefValues values(rewriter, loc, memref, adaptor.getView());
    int64_t rank = memref.getRank();
    int64_t bytes = memref.getElementType().getIntOrFloatBitWidth() / 8;
    ArrayRef<int64_t> box = view.getTileShape();
    Type pointer = globalPointer(getContext());

    auto write = scf::IfOp::create(rewriter, loc, TypeRange{pointer},
                                   isIssuingThread(rewriter, loc, op),
                                   /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&write.getThenRegion().front());
      Value map = elementAt(
          rewriter, loc, adaptor.getWorkspace().front(), rewriter.getI8Type(),
          constantI64(rewriter, loc, op.getIndex() * kMapBytes));
      // A map made of zeros, then every field replaced (dimensions and
      // strides innermost first; the innermost dimension has no stride).
      Value zero = constantI64(rewriter, loc, 0);
      for (int64_t word = 0; word < kMapBytes / 8; ++word)
        LLVM::StoreOp::create(rewriter, loc, zero,
                              elementAt(rewriter, loc, map,
                                        rewriter.getI64Type(),
                                        constantI64(rewriter, loc, word)));
      auto replace = [&](StringRef field, StringRef width, StringRef rest,
                         ValueRange operands, StringRef constraints) {
        emitTensorMapAsm(
            rewriter, loc,
            llvm::formatv("tensormap.replace.tile.{0}.global.b1024.{1} "
                          "[$0], {2};",
                          field, width, rest)
                .str(),
            constraints, operands);
      };
      Value base = values.base;
      replace("global_address", "b64", "$1", {map, base}, "l,l");
      replace("rank", "b32", std::to_string(rank - 1), {map}, "l");
      for (int64_t i = 0; i < rank; ++i) {
        int64_t dim = rank - 1 - i;
        replace("box_dim", "b32", llvm::formatv("{0}, {1}", i, box[dim]).str(),
                {map}, "l");
        Value size = arith::TruncIOp::create(
            rewriter, loc, rewriter.getI32Type(), values.sizes[dim]);
        replace("global_dim", "b32", llvm::formatv("{0}, $1", i).str(),
                {map, size}, "l,r");
        replace("element_stride", "b32", llvm::formatv("{0}, 1", i).str(),
                {map}, "l");
        if (i + 1 < rank) {
          Value stride =
              arith::MulIOp::create(rewriter, loc, values.strides[dim - 1],
                                    constantI64(rewriter, loc, bytes));
          replace("global_stride", "b64", llvm::formatv("{0}, $1", i).str(),
                  {map, stride}, "l,l");
        }
      }
      replace("elemtype", "b32", std::to_string(getMapElementType(bytes)),
              {map}, "l");
      replace("interleave_layout", "b32", "0", {map}, "l");
      replace("swizzle_mode", "b32",
              std::to_string(getMapSwizzleMode(type.getSwizzle())), {map}, "l");
      replace("fill_mode", "b32", "0", {map}, "l");
      // The writes (generic proxy) before this thread's copies (tensormap
      // proxy) read the map.
      NVVM::FenceProxyReleaseOp::create(
          rewriter, loc,
          NVVM::MemScopeKindAttr::get(getContext(), NVVM::MemScopeKind::GPU));
      Value generic = LLVM::AddrSpaceCastOp::create(
          rewriter, loc, LLVM::LLVMPointerType::get(getContext()), map);
      NVVM::FenceProxyAcquireOp::create(
          rewriter, loc,
          NVVM::MemScopeKindAttr::get(getContext(), NVVM::MemScopeKind::GPU),
          generic, constantI32(rewriter, loc, kMapBytes));
      scf::YieldOp::create(rewriter, loc, map);

      rewriter.setInsertionPointToStart(&write.getElseRegion().front());
      scf::YieldOp::create(
          rewriter, loc,
          LLVM::ZeroOp::create(rewriter, loc, pointer).getResult());
    }
    rewriter.replaceOp(op, write.getResult(0));
    return success();
  }
};

struct AllocTMAWorkspaceLowering
    : public OpConversionPattern<nv_tileas::AllocTMAWorkspaceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AllocTMAWorkspaceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type pointer = globalPointer(getContext());
    auto claim = scf::IfOp::create(
        rewriter, loc, isIssuingThread(rewriter, loc, op),
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(b, l, emitClaimSlot(b, l));
        },
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(b, l,
                               LLVM::ZeroOp::create(b, l, pointer).getResult());
        });
    rewriter.replaceOp(op, claim.getResult(0));
    return success();
  }
};

struct FreeTMAWorkspaceLowering
    : public OpConversionPattern<nv_tileas::FreeTMAWorkspaceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::FreeTMAWorkspaceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value workspace = adaptor.getWorkspace();
    emitIf(rewriter, loc, isIssuingThread(rewriter, loc, op),
           [&](OpBuilder &b, Location l) {
             LLVM::AtomicRMWOp::create(
                 b, l, LLVM::AtomicBinOp::xchg, getSlotFlag(b, l, workspace),
                 constantI32(b, l, 0), LLVM::AtomicOrdering::release);
           });
    rewriter.eraseOp(op);
    return success();
  }
};

/// The box's first element at `indices` of the descriptor's view, as the
/// TMA instructions take coordinates: i32, innermost first (the view's
/// tile dimensions are its memref's).
SmallVector<Value> getBoxCoordinates(OpBuilder &builder, Location loc,
                                     nv_tileas::TmaDescriptorIterType type,
                                     ArrayRef<ValueRange> indices) {
  SmallVector<Value> coordinates;
  for (auto [dim, index] : llvm::enumerate(indices))
    coordinates.push_back(arith::TruncIOp::create(
        builder, loc, builder.getI32Type(),
        emitTileOrigin(builder, loc, type.getView(), dim, index.front())));
  std::reverse(coordinates.begin(), coordinates.end());
  return coordinates;
}

/// The shared-memory address of the tile at `indices` of `view` (a packed
/// row-major buffer): its first element. The box lies there as its rows in
/// order; the swizzle, on shared addresses, is the buffer's own.
Value getSharedTileAddress(OpBuilder &builder, Location loc,
                           const TypeConverter &converter,
                           nv_tileaa::TiledViewType view, Value base,
                           ArrayRef<ValueRange> indices) {
  nv_tileaa::MemRefType buffer = view.getMemref();
  Value offset = constantI64(builder, loc, 0);
  for (auto [d, index] : llvm::enumerate(indices)) {
    Value origin = emitTileOrigin(builder, loc, view, d, index.front());
    offset = arith::AddIOp::create(
        builder, loc, offset,
        arith::MulIOp::create(
            builder, loc, origin,
            constantI64(builder, loc,
                        buffer.getStrides()[view.getDimMap()[d]])));
  }
  return elementAt(builder, loc, base,
                   converter.convertType(buffer.getElementType()), offset);
}

struct AsyncTiledTMALoadLowering
    : public OpConversionPattern<nv_tileas::AsyncTiledTMALoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTiledTMALoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    nv_tileas::TmaDescriptorIterType type = op.getDesc().getType();
    Type i64 = rewriter.getI64Type();
    SmallVector<Value> coordinates =
        getBoxCoordinates(rewriter, loc, type, adaptor.getIndices());
    Value tile = getSharedTileAddress(
        rewriter, loc, *getTypeConverter(), op.getDestination().getType(),
        adaptor.getDestination().front(), adaptor.getDestinationIndices());
    Value barrierIndex = adaptor.getBarrierIndex().front();
    if (barrierIndex.getType() != i64)
      barrierIndex = arith::ExtUIOp::create(rewriter, loc, i64, barrierIndex);
    Value barrier = elementAt(rewriter, loc, adaptor.getBarriers().front(), i64,
                              barrierIndex);

    Value issue = isIssuingThread(rewriter, loc, op);
    if (!adaptor.getPredicate().empty())
      issue = arith::AndIOp::create(rewriter, loc, issue,
                                    adaptor.getPredicate().front());
    Value map = adaptor.getDesc().front();
    // A tile the cluster's CTAs share: this CTA's box goes to all of them,
    // and its barrier receives every CTA's box.
    int64_t ctas = op.getClusterCtas().value_or(1);
    emitIf(rewriter, loc, issue, [&](OpBuilder &b, Location l) {
      NVVM::MBarrierArriveExpectTxOp::create(
          b, l, Type(), barrier, constantI32(b, l, type.getBoxBytes() * ctas),
          NVVM::MemScopeKindAttr::get(b.getContext(), NVVM::MemScopeKind::CTA),
          b.getBoolAttr(false), Value());
      // The CTA's own shared memory, as a shared::cluster address.
      Value destinationCluster = LLVM::AddrSpaceCastOp::create(
          b, l, LLVM::LLVMPointerType::get(b.getContext(), 7), tile);
      Value generic = LLVM::AddrSpaceCastOp::create(
          b, l, LLVM::LLVMPointerType::get(b.getContext()), map);
      Value multicast = ctas > 1 ? clusterMask(b, l, ctas) : Value();
      NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
          b, l, destinationCluster, generic, coordinates, barrier, ValueRange(),
          multicast, Value(),
          NVVM::TMALoadModeAttr::get(b.getContext(), NVVM::TMALoadMode::TILE),
          b.getBoolAttr(false), NVVM::CTAGroupKindAttr(), Value());
    });
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

/// The threads' stores of the source (generic proxy) reach the async proxy
/// the copy reads in, for every thread (unless an earlier store of the group
/// did so: `fenced`); then thread 0 starts the copy as one bulk group.
struct AsyncTiledTMAStoreLowering
    : public OpConversionPattern<nv_tileas::AsyncTiledTMAStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTiledTMAStoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> coordinates = getBoxCoordinates(
        rewriter, loc, op.getDesc().getType(), adaptor.getIndices());
    Value tile = getSharedTileAddress(
        rewriter, loc, *getTypeConverter(), op.getSource().getType(),
        adaptor.getSource().front(), adaptor.getSourceIndices());
    if (!op.getFenced()) {
      NVVM::FenceProxyOp::create(
          rewriter, loc, NVVM::ProxyKind::async_shared,
          NVVM::SharedSpaceAttr::get(getContext(),
                                     NVVM::SharedSpace::shared_cta));
      NVVM::Barrier0Op::create(rewriter, loc);
    }
    Value map = adaptor.getDesc().front();
    emitIf(rewriter, loc, isFirstThread(rewriter, loc),
           [&](OpBuilder &b, Location l) {
             Value generic = LLVM::AddrSpaceCastOp::create(
                 b, l, LLVM::LLVMPointerType::get(b.getContext()), map);
             NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp::create(
                 b, l, generic, tile, coordinates, Value(),
                 NVVM::TMAStoreModeAttr::get(b.getContext(),
                                             NVVM::TMAStoreMode::TILE),
                 Value());
             NVVM::CpAsyncBulkCommitGroupOp::create(b, l);
           });
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

struct AsyncTMAStoreWaitLowering
    : public OpConversionPattern<nv_tileas::AsyncTMAStoreWaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTMAStoreWaitOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    emitIf(rewriter, op.getLoc(), isFirstThread(rewriter, op.getLoc()),
           [&](OpBuilder &b, Location l) {
             NVVM::CpAsyncBulkWaitGroupOp::create(b, l, 0, UnitAttr());
           });
    rewriter.eraseOp(op);
    return success();
  }
};

/// Thread 0 runs `body` on the address of each barrier of `barriers`.
void forEachBarrier(OpBuilder &builder, Location loc,
                    nv_tileaa::MemRefType type, Value barriers,
                    function_ref<void(OpBuilder &, Location, Value)> body) {
  emitIf(
      builder, loc, isFirstThread(builder, loc), [&](OpBuilder &b, Location l) {
        for (int64_t i = 0; i < type.getShape()[0]; ++i)
          body(b, l,
               elementAt(b, l, barriers, b.getI64Type(), constantI64(b, l, i)));
      });
}

struct AsyncMBarrierInitLowering
    : public OpConversionPattern<nv_tileas::AsyncMBarrierInitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncMBarrierInitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value ticks = adaptor.getTicks();
    forEachBarrier(
        rewriter, op.getLoc(), op.getBarriers().getType(),
        adaptor.getBarriers(), [&](OpBuilder &b, Location l, Value barrier) {
          NVVM::MBarrierInitOp::create(b, l, barrier, ticks, Value());
        });
    // Seen by the async proxy (the copies completing on them) and by
    // every thread before any uses them. What each thread read or wrote of
    // shared memory before (the bytes the copies are about to fill may have
    // served another buffer) is ordered before the async proxy's writes: a
    // cross-proxy fence before the barrier.
    NVVM::FenceMbarrierInitOp::create(rewriter, op.getLoc());
    NVVM::FenceProxyOp::create(
        rewriter, op.getLoc(), NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(getContext(),
                                   NVVM::SharedSpace::shared_cta));
    NVVM::Barrier0Op::create(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

/// The address of barrier `index` (any integer) of `barriers`.
Value getBarrier(OpBuilder &builder, Location loc, Value barriers,
                 Value index) {
  if (index.getType() != builder.getI64Type())
    index = arith::ExtUIOp::create(builder, loc, builder.getI64Type(), index);
  return elementAt(builder, loc, barriers, builder.getI64Type(), index);
}

struct AsyncMBarrierArriveLowering
    : public OpConversionPattern<nv_tileas::AsyncMBarrierArriveOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncMBarrierArriveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value barrier =
        getBarrier(rewriter, loc, adaptor.getBarriers(), adaptor.getIndex());
    std::optional<int64_t> ctas = op.getClusterCtas();
    auto clusterPointer = LLVM::LLVMPointerType::get(getContext(), 7);
    // On the barrier at the same place in CTA `cta` of the cluster. A
    // release of a stage (`cluster_ctas`) orders reads only: CTA scope is
    // enough and much cheaper; passing on a copy's completion (`in_cta`)
    // needs cluster scope.
    auto arriveIn = [&](OpBuilder &b, Location l, Value cta,
                        NVVM::MemScopeKind scope) {
      Value remote = NVVM::MapaOp::create(b, l, clusterPointer, barrier, cta);
      NVVM::MBarrierArriveOp::create(
          b, l, Type(), remote, Value(),
          NVVM::MemScopeKindAttr::get(getContext(), scope));
    };
    auto arrive = [&](OpBuilder &b, Location l) {
      if (Value cta = adaptor.getCta()) {
        arriveIn(b, l, cta, NVVM::MemScopeKind::CLUSTER);
        return;
      }
      if (!ctas) {
        NVVM::MBarrierArriveOp::create(
            b, l, Type(), barrier, Value(),
            NVVM::MemScopeKindAttr::get(getContext(), NVVM::MemScopeKind::CTA));
        return;
      }
      // The barrier at the same place in each CTA of the cluster.
      for (int64_t rank = 0; rank < *ctas; ++rank)
        arriveIn(b, l, constantI32(b, l, rank), NVVM::MemScopeKind::CTA);
    };
    if (op.getIssuer()) {
      emitIf(rewriter, loc, isIssuingThread(rewriter, loc, op), arrive);
      rewriter.eraseOp(op);
      return success();
    }
    if (!op.getPerWarp()) {
      arrive(rewriter, loc);
      rewriter.eraseOp(op);
      return success();
    }
    // The warp's threads meet (ordering what each did before for its first
    // lane), and the first lane arrives for them.
    NVVM::SyncWarpOp::create(rewriter, loc, constantI32(rewriter, loc, -1));
    Value lane = NVVM::LaneIdOp::create(rewriter, loc, rewriter.getI32Type());
    emitIf(rewriter, loc,
           arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, lane,
                                 constantI32(rewriter, loc, 0)),
           arrive);
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncMBarrierTryWaitParityLowering
    : public OpConversionPattern<nv_tileas::AsyncMBarrierTryWaitParityOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncMBarrierTryWaitParityOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto wait = [&](OpBuilder &b, Location l) {
      // A suspend-time hint of 10 ms between tries.
      NVVM::MBarrierTryWaitParityOp::create(
          b, l, getBarrier(b, l, adaptor.getBarriers(), adaptor.getIndex()),
          adaptor.getPhase(), constantI32(b, l, 10000000));
    };
    if (op.getIssuer())
      emitIf(rewriter, loc, isIssuingThread(rewriter, loc, op), wait);
    else
      wait(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncMBarrierInvalLowering
    : public OpConversionPattern<nv_tileas::AsyncMBarrierInvalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncMBarrierInvalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    forEachBarrier(rewriter, op.getLoc(), op.getBarriers().getType(),
                   adaptor.getBarriers(),
                   [&](OpBuilder &b, Location l, Value barrier) {
                     NVVM::MBarrierInvalOp::create(b, l, barrier);
                   });
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

Value mlir::tileiras::emitSharedTileAddress(OpBuilder &builder, Location loc,
                                            const TypeConverter &converter,
                                            nv_tileaa::TiledViewType view,
                                            Value base,
                                            ArrayRef<ValueRange> indices) {
  return getSharedTileAddress(builder, loc, converter, view, base, indices);
}

nv_tileas::TmaDescriptorIterType
mlir::tileiras::getTmaDescriptorType(AxisAnalysis &axis, Value view,
                                     int64_t swizzle,
                                     ArrayRef<int64_t> boxShape) {
  if (getTiledViewAlignment(axis, view) % 16 != 0)
    return {};
  MLIRContext *context = view.getContext();
  auto type = cast<nv_tileaa::TiledViewType>(view.getType());
  if (!boxShape.empty())
    type = nv_tileaa::TiledViewType::get(context, boxShape, type.getMemref(),
                                         type.getDimMap(), type.getPadding(),
                                         type.getTraversal());
  // The checks of the type's verifier, without their diagnostics.
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  return nv_tileas::TmaDescriptorIterType::getChecked(
      [&] { return emitError(view.getLoc()); }, context, type, swizzle);
}

void mlir::tileiras::ensureTmaDescriptorPool(gpu::GPUModuleOp module) {
  bool needed = false;
  module.walk([&](nv_tileas::AllocTMAWorkspaceOp) { needed = true; });
  if (!needed || module.lookupSymbol(kPoolName))
    return;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto zeros = [&](Type element, int64_t count) {
    auto tensor = RankedTensorType::get({count}, element);
    return DenseElementsAttr::get(tensor, builder.getZeroAttr(element));
  };
  LLVM::GlobalOp::create(
      builder, module.getLoc(),
      LLVM::LLVMArrayType::get(builder.getI8Type(),
                               kPoolSlots * kWorkspaceBytes),
      /*isConstant=*/false, LLVM::Linkage::Internal, kPoolName,
      zeros(builder.getI8Type(), kPoolSlots * kWorkspaceBytes), kMapBytes,
      /*addrSpace=*/1);
  LLVM::GlobalOp::create(
      builder, module.getLoc(),
      LLVM::LLVMArrayType::get(builder.getI32Type(), kPoolSlots),
      /*isConstant=*/false, LLVM::Linkage::Internal, kPoolFlagsName,
      zeros(builder.getI32Type(), kPoolSlots), 4, /*addrSpace=*/1);
}

void mlir::tileiras::populateTmaPatterns(const TypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<AllocTMAWorkspaceLowering, FreeTMAWorkspaceLowering,
               MakeTiledTMADescLowering, AsyncTiledTMALoadLowering,
               AsyncTiledTMAStoreLowering, AsyncTMAStoreWaitLowering,
               AsyncMBarrierInitLowering, AsyncMBarrierArriveLowering,
               AsyncMBarrierTryWaitParityLowering, AsyncMBarrierInvalLowering>(
      converter, patterns.getContext());
}
