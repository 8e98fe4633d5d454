//===- Tcgen05.cpp - tensor memory and tcgen05 products on sm_100a --------===//
//
// The lowering of alloc_tensor_memory, dealloc_tensor_memory,
// tensor_memory_store, tensor_memory_load, async.tcgen05_mma and
// async.tcgen05_commit.
//
// An accumulator of M x N f32 sums lies in tensor memory as blocks of N
// columns, each the D matrix of one tcgen05.mma: of M = 128 where M is a
// multiple of 128 (the ISA's data path layout D: row i of a block in lane
// i), else of M = 64 (layout F: rows 16q to 16q + 15 in lanes 32q to
// 32q + 15). Warp w may access the lanes of subpartition w % 4 only, and
// the tile in registers gives warp w rows of that subpartition (a
// warpgroup accumulator for M = 64 blocks; for M = 128, the lanes' order
// of makeTensorMemoryTVLayout): so each warp moves its own rows, 16 lanes
// at a time, with the 16x256b shape of tcgen05.ld/st, whose four
// registers per 8 columns are exactly an m16n8 accumulator fragment (c0,
// c1 of row g, c2, c3 of row g + 8, columns 2t and 2t + 1). A 16-bit A
// operand lies in the same lanes, two elements per column, moved with the
// 16x128b shape.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

Value isFirstWarp(OpBuilder &builder, Location loc) {
  return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                               getThreadId(builder, loc),
                               constantI32(builder, loc, 32));
}

/// The tensor-memory pointer of the 32-bit address `address`.
Value toPointer(OpBuilder &builder, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext(), 6),
      address);
}

/// `slot` (an integer) as the i32 of tensor-memory column arithmetic.
Value slotAsI32(OpBuilder &builder, Location loc, Value slot) {
  Type i32 = builder.getI32Type();
  if (slot.getType() == i32)
    return slot;
  return arith::TruncIOp::create(builder, loc, i32, slot);
}

/// The byte offset of `slot` (an integer) times `bytes` as an i64.
Value slotOffset(OpBuilder &builder, Location loc, Value slot, int64_t bytes) {
  Type i64 = builder.getI64Type();
  if (slot.getType() != i64)
    slot = arith::ExtUIOp::create(builder, loc, i64, slot);
  return arith::MulIOp::create(builder, loc, slot,
                               constantI64(builder, loc, bytes));
}

/// One warp's rows of a warpgroup accumulator: for each of its 16-row
/// atoms (repeat r), the tensor-memory address of those rows (this warp's
/// subpartition, the block's columns) and, per register of the access, the
/// indices of the thread's values it holds (one f32, or two 16-bit values,
/// the lower K first).
struct WarpRows {
  SmallVector<Value> addresses;
  SmallVector<SmallVector<SmallVector<int64_t>>> valuesOf;
};

/// The tensor-memory address of row `row` (a multiple of 16) of `memory`
/// at `base`: the ISA's data path for its blocks' M (the lane in the upper
/// 16 bits) in the columns of block row / M. M = 128 puts row i of a block
/// in lane i; M = 64 puts rows 16q to 16q + 15 in lanes 32q.., the first
/// half of subpartition q.
Value emitRowAddress(OpBuilder &builder, Location loc, Value base, Value row,
                     nv_tileas::TensorMemoryType memory) {
  int64_t blockRows = memory.getBlockRows();
  Value inBlock = arith::RemUIOp::create(builder, loc, row,
                                         constantI32(builder, loc, blockRows));
  Value lane = blockRows == 128
                   ? inBlock
                   : arith::MulIOp::create(builder, loc, inBlock,
                                           constantI32(builder, loc, 2))
                         .getResult();
  Value column = arith::MulIOp::create(
      builder, loc,
      arith::DivUIOp::create(builder, loc, row,
                             constantI32(builder, loc, blockRows)),
      constantI32(builder, loc, memory.getBlockColumns()));
  return arith::AddIOp::create(
      builder, loc, base,
      arith::AddIOp::create(
          builder, loc,
          arith::ShLIOp::create(builder, loc, lane,
                                constantI32(builder, loc, 16)),
          column));
}

/// The rows of `tile` (the fragments getTensorMemoryTileType gives for
/// `memory`) that this thread's warp moves. Per 8 columns of the tile a
/// thread holds one m16n8 fragment, c0 c1 of row g and c2 c3 of row g + 8:
/// as f32, the four registers of a 16x256b access (8 columns of 32 bits);
/// as 16-bit elements, the pairs (c0, c1) and (c2, c3) in the two
/// registers of a 16x128b access (4 columns, one K pair each). Where each
/// of the warp's 16-row atoms lies comes from the tile's thread-value
/// layout.
WarpRows getWarpRows(OpBuilder &builder, Location loc, RankedTensorType tile,
                     nv_tileas::TensorMemoryType memory, Value base) {
  cute::Layout tv = getLayout(tile).getTVLayout();
  int64_t m = tile.getDimSize(0), n = tile.getDimSize(1);
  int64_t numWarps = tv.mode(0)->size() / 32;
  // Both kinds of tile order a thread's values as the accumulator of an
  // m16n8k16 tiling does: fragment value, the warp's row atoms, column
  // atom. Blocks of 128 rows have all warps along M; a warpgroup
  // accumulator of M = 64 blocks may have warpgroups side by side, each
  // its block of the columns.
  cute::MmaTiling tiling{cute::MmaAtomKind::M16N8K16_16bit, numWarps, 1};
  if (auto mma = dyn_cast<nv_tileas::MmaLayoutAttr>(tile.getEncoding()))
    tiling = mma.getTiling();
  int64_t repeats = m / (16 * tiling.warpsM);
  int64_t columns = n / tiling.warpsN;
  bool packed = tile.getElementType().getIntOrFloatBitWidth() == 16;
  // The element the warp's first lane holds first (row-major indices).
  Value warpThread =
      arith::AndIOp::create(builder, loc, getThreadId(builder, loc),
                            constantI32(builder, loc, ~int64_t(31)));
  Value warpElement = emitLayoutOffset(builder, loc, *tv.mode(0), warpThread);
  WarpRows rows;
  for (int64_t r = 0; r < repeats; ++r) {
    SmallVector<SmallVector<int64_t>> registers;
    for (int64_t j = 0; j < columns / 8; ++j) {
      int64_t start = *cute::getMmaFragmentStart(
          tiling, cute::MmaOperand::Accumulator, m, n, r, j);
      if (packed) {
        registers.push_back({start, start + 1});
        registers.push_back({start + 2, start + 3});
      } else {
        for (int64_t c = 0; c < 4; ++c)
          registers.push_back({start + c});
      }
    }
    // Atom r's first row and the warp's first column: where the first
    // lane's first value of it lies (a 16-bit tile has two per column).
    Value element = arith::AddIOp::create(
        builder, loc, warpElement,
        constantI32(builder, loc, *(*tv.mode(1))(registers.front().front())));
    Value row = arith::DivUIOp::create(builder, loc, element,
                                       constantI32(builder, loc, n));
    Value address = emitRowAddress(builder, loc, base, row, memory);
    if (tiling.warpsN > 1) {
      Value column = arith::RemUIOp::create(builder, loc, element,
                                            constantI32(builder, loc, n));
      if (packed)
        column = arith::ShRUIOp::create(builder, loc, column,
                                        constantI32(builder, loc, 1));
      address = arith::AddIOp::create(builder, loc, address, column);
    }
    rows.addresses.push_back(address);
    rows.valuesOf.push_back(std::move(registers));
  }
  return rows;
}

/// The tcgen05.ld/st shape that moves a warp's fragments of `memory`:
/// 16x256b for 32-bit sums (f32, i32), 16x128b for 16-bit A.
NVVM::Tcgen05LdStShapeAttr getFragmentShape(nv_tileas::TensorMemoryType memory) {
  return NVVM::Tcgen05LdStShapeAttr::get(
      memory.getContext(),
      memory.getElementType().getIntOrFloatBitWidth() == 32
          ? NVVM::Tcgen05LdStShape::SHAPE_16X256B
          : NVVM::Tcgen05LdStShape::SHAPE_16X128B);
}

/// The addresses of the tiles of one allocation at `base`.
SmallVector<Value> getTileAddresses(OpBuilder &builder, Location loc,
                                    TypeRange types, Value base,
                                    int64_t &totalColumns) {
  SmallVector<nv_tileas::TensorMemoryType> tiles;
  for (Type type : types)
    tiles.push_back(cast<nv_tileas::TensorMemoryType>(type));
  SmallVector<Value> addresses;
  for (int64_t offset : nv_tileas::TensorMemoryType::getColumnOffsets(
           tiles, totalColumns))
    addresses.push_back(
        offset == 0 ? base
                    : arith::AddIOp::create(builder, loc, base,
                                            constantI32(builder, loc, offset))
                          .getResult());
  return addresses;
}

/// Marks an allocation after which its CTA allocates no more.
constexpr StringLiteral kFinalAllocationAttr = "nv_tileas.final_allocation";

/// The CTA group of an op of one CTA, or of a CTA pair (`cta_pair`).
NVVM::CTAGroupKind getCtaGroup(bool pair) {
  return pair ? NVVM::CTAGroupKind::CTA_2 : NVVM::CTAGroupKind::CTA_1;
}

/// Whether this thread issues what one thread issues for the CTA (thread
/// 0), or with `pair` for its CTA pair: thread 0 of the pair's even CTA
/// (cluster rank 2i).
Value isProductIssuer(OpBuilder &builder, Location loc, bool pair) {
  Value first = isFirstThread(builder, loc);
  if (!pair)
    return first;
  Value rank = NVVM::ClusterId::create(builder, loc, builder.getI32Type());
  Value even = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(builder, loc, rank, constantI32(builder, loc, 1)),
      constantI32(builder, loc, 0));
  return arith::AndIOp::create(builder, loc, first, even);
}

struct AllocTensorMemoryLowering
    : public OpConversionPattern<nv_tileas::AllocTensorMemoryOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AllocTensorMemoryOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value slot = adaptor.getSlot();
    int64_t columns;
    nv_tileas::TensorMemoryType::getColumnOffsets(
        llvm::to_vector(llvm::map_range(
            op.getResultTypes(),
            [](Type t) { return cast<nv_tileas::TensorMemoryType>(t); })),
        columns);
    // tcgen05.alloc is one warp's collective. A kernel whose only
    // allocation this is, outside any loop, gives up the right to allocate
    // right after it (tcgen05.relinquish_alloc_permit), as the ISA asks of
    // a CTA that allocates no more.
    bool last = op->hasAttr(kFinalAllocationAttr);
    NVVM::CTAGroupKind group = getCtaGroup(op.getCtaPair());
    emitIf(rewriter, loc, isFirstWarp(rewriter, loc),
           [&](OpBuilder &b, Location l) {
             NVVM::Tcgen05AllocOp::create(b, l, slot,
                                          constantI32(b, l, columns), group);
             if (last)
               NVVM::Tcgen05RelinquishAllocPermitOp::create(b, l, group);
           });
    NVVM::Barrier0Op::create(rewriter, loc);
    Value address =
        LLVM::LoadOp::create(rewriter, loc, rewriter.getI32Type(), slot);
    // Every thread has read the slot before its bytes serve anything else.
    NVVM::Barrier0Op::create(rewriter, loc);
    rewriter.replaceOp(op, getTileAddresses(rewriter, loc, op.getResultTypes(),
                                            address, columns));
    return success();
  }
};

struct DeallocTensorMemoryLowering
    : public OpConversionPattern<nv_tileas::DeallocTensorMemoryOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::DeallocTensorMemoryOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t columns;
    nv_tileas::TensorMemoryType::getColumnOffsets(
        llvm::to_vector(llvm::map_range(
            op.getMemories().getTypes(),
            [](Type t) { return cast<nv_tileas::TensorMemoryType>(t); })),
        columns);
    Value address = adaptor.getMemories().front();
    emitIf(rewriter, loc, isFirstWarp(rewriter, loc),
           [&](OpBuilder &b, Location l) {
             NVVM::Tcgen05DeallocOp::create(b, l, toPointer(b, l, address),
                                            constantI32(b, l, columns),
                                            getCtaGroup(op.getCtaPair()));
           });
    rewriter.eraseOp(op);
    return success();
  }
};

struct TensorMemoryStoreLowering
    : public OpConversionPattern<nv_tileas::TensorMemoryStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::TensorMemoryStoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = cast<RankedTensorType>(op.getTile().getType());
    nv_tileas::TensorMemoryType memory = op.getMemory().getType();
    ValueRange values = adaptor.getTile();
    WarpRows rows =
        getWarpRows(rewriter, loc, tile, memory, adaptor.getMemory().front());
    Type i32 = rewriter.getI32Type();
    for (auto [address, valuesOf] : llvm::zip(rows.addresses, rows.valuesOf)) {
      auto vectorType = VectorType::get({(int64_t)valuesOf.size()}, i32);
      Value registers = LLVM::PoisonOp::create(rewriter, loc, vectorType);
      for (auto [i, indices] : llvm::enumerate(valuesOf)) {
        Value word;
        if (indices.size() == 1) {
          word = LLVM::BitcastOp::create(rewriter, loc, i32, values[indices[0]]);
        } else {
          auto pairType = VectorType::get({2}, tile.getElementType());
          Value pair = LLVM::PoisonOp::create(rewriter, loc, pairType);
          for (auto [h, index] : llvm::enumerate(indices))
            pair = LLVM::InsertElementOp::create(rewriter, loc, pair,
                                                 values[index],
                                                 constantI32(rewriter, loc, h));
          word = LLVM::BitcastOp::create(rewriter, loc, i32, pair);
        }
        registers = LLVM::InsertElementOp::create(
            rewriter, loc, registers, word, constantI32(rewriter, loc, i));
      }
      NVVM::Tcgen05StOp::create(rewriter, loc, /*unpack=*/UnitAttr(),
                                getFragmentShape(memory),
                                toPointer(rewriter, loc, address), registers,
                                Value());
    }
    // Complete, and ordered before the synchronization after which thread
    // 0 starts products on them.
    NVVM::Tcgen05WaitOp::create(rewriter, loc, NVVM::Tcgen05WaitKind::STORE);
    NVVM::Tcgen05FenceOp::create(rewriter, loc,
                                 NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TensorMemoryLoadLowering
    : public OpConversionPattern<nv_tileas::TensorMemoryLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::TensorMemoryLoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = cast<RankedTensorType>(op.getTile().getType());
    nv_tileas::TensorMemoryType memory = op.getMemory().getType();
    WarpRows rows =
        getWarpRows(rewriter, loc, tile, memory, adaptor.getMemory().front());
    // After the synchronization that observed the products' completion.
    NVVM::Tcgen05FenceOp::create(rewriter, loc,
                                 NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
    Type i32 = rewriter.getI32Type(), element = tile.getElementType();
    SmallVector<std::pair<Value, const SmallVector<SmallVector<int64_t>> *>>
        loaded;
    for (auto [address, valuesOf] : llvm::zip(rows.addresses, rows.valuesOf)) {
      auto vectorType = VectorType::get({(int64_t)valuesOf.size()}, i32);
      Value registers = NVVM::Tcgen05LdOp::create(
          rewriter, loc, vectorType, /*pack=*/UnitAttr(),
          getFragmentShape(memory), toPointer(rewriter, loc, address),
          Value());
      loaded.push_back({registers, &valuesOf});
    }
    NVVM::Tcgen05WaitOp::create(rewriter, loc, NVVM::Tcgen05WaitKind::LOAD);
    int64_t numValues = getLayout(tile).getValuesPerThread();
    SmallVector<Value> values(numValues);
    for (auto [registers, valuesOf] : loaded)
      for (auto [i, indices] : llvm::enumerate(*valuesOf)) {
        Value word = LLVM::ExtractElementOp::create(
            rewriter, loc, registers, constantI32(rewriter, loc, i));
        if (indices.size() == 1) {
          values[indices[0]] =
              LLVM::BitcastOp::create(rewriter, loc, element, word);
          continue;
        }
        Value pair = LLVM::BitcastOp::create(
            rewriter, loc, VectorType::get({2}, element), word);
        for (auto [h, index] : llvm::enumerate(indices))
          values[index] = LLVM::ExtractElementOp::create(
              rewriter, loc, pair, constantI32(rewriter, loc, h));
      }
    // The reads are ordered before the synchronization after which the
    // columns may be freed.
    NVVM::Tcgen05FenceOp::create(rewriter, loc,
                                 NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    rewriter.replaceOpWithMultiple(op, {values});
    return success();
  }
};

/// An operand tile in shared memory: its address, the bytes of its rows
/// (one swizzle row), whether they run along K, and for a tile of panels
/// side by side (a 3-D tile), the bytes from one panel to the next.
struct SharedTile {
  Value address;
  int64_t rowBytes;
  bool kMajor;
  int64_t panelBytes = 0;
};

struct AsyncTcgen05MmaLowering
    : public OpConversionPattern<nv_tileas::AsyncTcgen05MmaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTcgen05MmaOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    nv_tileas::TensorMemoryType acc = op.getAccumulator().getType();
    int64_t n = acc.getShape()[1];
    Type element = op.getOperandElementType();
    // K in the tiles' elements: f4 operands are bytes of pairs there. One
    // instruction reads 32 bytes of each row.
    Type stored = op.getRhs().getType().getMemref().getElementType();
    int64_t bytes = stored.getIntOrFloatBitWidth() / 8;
    int64_t kStep = 32 / bytes;
    bool f4 = op.getF4();
    Type i64 = rewriter.getI64Type();
    auto tileOf = [&](nv_tileaa::TiledViewType view, ValueRange base,
                      ArrayRef<ValueRange> indices, bool kMajor) {
      Value pointer = emitSharedTileAddress(rewriter, loc, *getTypeConverter(),
                                            view, base.front(), indices);
      ArrayRef<int64_t> tile = view.getTileShape();
      int64_t panelBytes =
          tile.size() == 3 ? view.getMemref().getStrides()[0] * bytes : 0;
      return SharedTile{LLVM::PtrToIntOp::create(rewriter, loc, i64, pointer),
                        tile.back() * bytes, kMajor, panelBytes};
    };
    // A in shared memory (rows along K), or in tensor memory (the lanes of
    // the accumulator's rows, K pairs along the columns).
    auto tmemA = dyn_cast<nv_tileas::TensorMemoryType>(op.getLhs().getType());
    std::optional<SharedTile> a;
    int64_t k;
    if (tmemA) {
      k = tmemA.getShape()[1];
    } else {
      auto view = cast<nv_tileaa::TiledViewType>(op.getLhs().getType());
      k = view.getTileShape()[1];
      a = tileOf(view, adaptor.getLhs(), adaptor.getLhsIndices(), true);
    }
    SharedTile b = tileOf(op.getRhs().getType(), adaptor.getRhs(),
                          adaptor.getRhsIndices(), op.getTransposeB());
    Value base = adaptor.getAccumulator().front();
    Value baseA = tmemA ? adaptor.getLhs().front() : Value();
    // The instruction descriptor: f32 (1) or s32 (2) sums (bits 4-5), A's
    // and B's format (bits 7-9, 10-12; kind::f16: f16 0, bf16 1;
    // kind::tf32: tf32 2; kind::f8f6f4: e4m3 0, e5m2 1; kind::i8: unsigned
    // 0, signed 1), A
    // K-major (bit 15), B K-major (0) or N-major (1) (bit 16), N / 8 (bits
    // 17-22), M / 16 (bits 24-28).
    bool integer = element.isInteger(8);
    int64_t formatA, formatB;
    NVVM::Tcgen05MMAKind kind;
    if (integer) {
      kind = NVVM::Tcgen05MMAKind::I8;
      formatA = op.getLhsUnsigned() ? 0 : 1;
      formatB = op.getRhsUnsigned() ? 0 : 1;
    } else if (element.isTF32()) {
      kind = NVVM::Tcgen05MMAKind::TF32;
      formatA = formatB = 2;
    } else {
      kind = bytes == 1 ? NVVM::Tcgen05MMAKind::F8F6F4
                        : NVVM::Tcgen05MMAKind::F16;
      formatA = formatB =
          element.isBF16() || isa<Float8E5M2Type>(element) ? 1 : 0;
    }
    // A CTA pair's product has M of both CTAs' rows.
    bool pair = op.getCtaPair();
    int64_t m = acc.getBlockRows() * (pair ? 2 : 1);
    int64_t idesc = (int64_t(integer ? 2 : 1) << 4) | (formatA << 7) |
                    (formatB << 10) | (int64_t(b.kMajor ? 0 : 1) << 16) |
                    ((n >> 3) << 17) | ((m >> 4) << 24);
    // Block-scaled: no D format; bit 23 the scales' type (ue8m0 1, ue4m3
    // 0), M / 128 at bits 27-28, and per instruction the byte of A's and
    // B's scale cells where its scales start (bits 29-30 and 4-5, the SF
    // IDs). kind::mxf8f6f4 reads one scale per instruction (K = 32);
    // kind::mxf4 two (.block32) and kind::mxf4nvf4 four (.block16) of
    // K = 64, with A and B of type E2M1 (1). Instruction kk's first scale
    // is block kk * perInstruction, in the set of chunks of its four.
    bool scaled = static_cast<bool>(op.getLhsScale());
    int64_t perInstruction = 1;
    if (scaled && f4) {
      perInstruction = op.getKPerInstruction() / op.getScaleBlock();
      formatA = formatB = 1;
    }
    bool ue8m0 = !scaled || isa<Float8E8M0FNUType>(
                                op.getLhsScale().getType().getElementType());
    // Where instruction kk's first scales lie, in A's and B's chunks.
    auto placeA = [&](int64_t kk) {
      return cute::getScaleFactorPlace(acc.getShape()[0], kk * perInstruction);
    };
    auto placeB = [&](int64_t kk) {
      return cute::getScaleFactorPlace(n, kk * perInstruction);
    };
    auto blockScaledDesc = [&](int64_t kk) {
      return (placeB(kk).byte << 4) | (formatA << 7) | (formatB << 10) |
             (int64_t(b.kMajor ? 0 : 1) << 16) | ((n >> 3) << 17) |
             (int64_t(ue8m0 ? 1 : 0) << 23) |
             ((acc.getBlockRows() >> 7) << 27) | (placeA(kk).byte << 29);
    };
    NVVM::MMABlockScaleKind scaledKind = NVVM::MMABlockScaleKind::MXF8F6F4;
    NVVM::Tcgen05MMABlockScaleAttr scaleVector;
    if (f4) {
      scaledKind = ue8m0 ? NVVM::MMABlockScaleKind::MXF4
                         : NVVM::MMABlockScaleKind::MXF4NVF4;
      scaleVector = NVVM::Tcgen05MMABlockScaleAttr::get(
          rewriter.getContext(), ue8m0 ? NVVM::Tcgen05MMABlockScale::BLOCK32
                                       : NVVM::Tcgen05MMABlockScale::BLOCK16);
    }
    // The scales' columns of this slot: A's chunks (one per block of 128
    // rows), B's.
    Value scaleA, scaleB;
    int64_t blocks = scaled ? k * (f4 ? 2 : 1) / op.getScaleBlock() : 0;
    if (scaled) {
      Value slot = slotAsI32(rewriter, loc, adaptor.getSlot().front());
      auto slotColumns = [&](Value memory, int64_t rows) {
        return arith::AddIOp::create(
                   rewriter, loc, memory,
                   arith::MulIOp::create(
                       rewriter, loc, slot,
                       constantI32(rewriter, loc,
                                   cute::getScaleChunkColumns(rows, blocks))))
            .getResult();
      };
      scaleA = slotColumns(adaptor.getLhsScale().front(), acc.getShape()[0]);
      scaleB = slotColumns(adaptor.getRhsScale().front(), n);
    }
    // One instruction's K of A in tensor memory: 32 bytes, 8 columns.
    constexpr int64_t kStepColumns = 8;
    emitIf(rewriter, loc, isProductIssuer(rewriter, loc, pair),
           [&](OpBuilder &builder, Location l) {
             // Ordered after the synchronization that made the stores of
             // the accumulator, and the stages' copies, visible.
             NVVM::Tcgen05FenceOp::create(
                 builder, l, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
             Value idescValue = constantI32(builder, l, idesc);
             auto addColumns = [&](Value address, int64_t columns) {
               return arith::AddIOp::create(builder, l, address,
                                            constantI32(builder, l, columns))
                   .getResult();
             };
             for (int64_t kk = 0; kk < k / kStep; ++kk) {
               // With `overwrite`, the first K step replaces the sums.
               Value accumulate = arith::ConstantIntOp::create(
                   builder, l, builder.getI1Type(),
                   op.getOverwrite() && kk == 0 ? 0 : 1);
               Value descB = emitMatrixDescriptor(
                   builder, l, b.address, b.rowBytes, bytes, b.kMajor, kk,
                   /*tcgen05=*/true, b.panelBytes);
               for (int64_t block = 0; block < acc.getNumBlocks(); ++block) {
                 Value matrixA;
                 if (tmemA) {
                   matrixA = toPointer(
                       builder, l,
                       addColumns(baseA, block * tmemA.getBlockColumns() +
                                             kk * kStepColumns));
                 } else {
                   int64_t rowOffset = block * acc.getBlockRows() * a->rowBytes;
                   matrixA = emitMatrixDescriptor(
                       builder, l,
                       arith::AddIOp::create(
                           builder, l, a->address,
                           constantI64(builder, l, rowOffset)),
                       a->rowBytes, bytes, a->kMajor, kk, /*tcgen05=*/true);
                 }
                 Value d = toPointer(
                     builder, l, addColumns(base, block * acc.getBlockColumns()));
                 if (scaled) {
                   NVVM::Tcgen05MMABlockScaleOp::create(
                       builder, l,
                       NVVM::MMABlockScaleKindAttr::get(builder.getContext(),
                                                        scaledKind),
                       NVVM::CTAGroupKindAttr::get(builder.getContext(),
                                                   NVVM::CTAGroupKind::CTA_1),
                       scaleVector, NVVM::Tcgen05MMACollectorOpAttr(), d,
                       matrixA, descB,
                       constantI32(builder, l, blockScaledDesc(kk)), accumulate,
                       toPointer(
                           builder, l,
                           addColumns(scaleA, cute::kScaleChunkColumns * block +
                                                  placeA(kk).column)),
                       toPointer(builder, l,
                                 addColumns(scaleB, placeB(kk).column)));
                   continue;
                 }
                 NVVM::Tcgen05MMAOp::create(
                     builder, l,
                     NVVM::Tcgen05MMAKindAttr::get(builder.getContext(), kind),
                     NVVM::CTAGroupKindAttr::get(builder.getContext(),
                                                 getCtaGroup(pair)),
                     NVVM::Tcgen05MMACollectorOpAttr(), UnitAttr(), d, matrixA,
                     descB, idescValue, accumulate, Value(), Value());
               }
             }
           });
    rewriter.eraseOp(op);
    return success();
  }
};

/// Each thread stores the scales it holds at their bytes of the slot's
/// chunks (the layout library's map; a scale several threads hold is
/// stored by each, the same byte).
struct StoreScaleChunksLowering
    : public OpConversionPattern<nv_tileas::StoreScaleChunksOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::StoreScaleChunksOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = cast<RankedTensorType>(op.getTile().getType());
    auto buffer = cast<nv_tileaa::MemRefType>(op.getBuffer().getType());
    bool transposed = op.getTransposed();
    auto map = cute::makeScaleChunkIndexMap(tile.getDimSize(transposed ? 1 : 0),
                                            tile.getDimSize(transposed ? 0 : 1),
                                            transposed);
    if (!map || !getLayout(tile))
      return failure();
    Type i8 = rewriter.getI8Type();
    Value row = LLVM::GEPOp::create(
        rewriter, loc, adaptor.getBuffer().front().getType(), i8,
        adaptor.getBuffer().front(),
        ValueRange{slotOffset(rewriter, loc, adaptor.getSlot().front(),
                              buffer.getShape()[1])});
    SmallVector<Value> offsets =
        emitMappedElementOffsets(rewriter, loc, tile, *map);
    for (auto [value, offset] : llvm::zip(adaptor.getTile(), offsets)) {
      Value address = LLVM::GEPOp::create(rewriter, loc, row.getType(), i8,
                                          row, ValueRange{offset});
      LLVM::StoreOp::create(rewriter, loc, value, address);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// Thread 0 copies each 512-byte chunk of the slot (32 rows of 16 bytes, a
/// no-swizzle tile whose 8-row groups are 128 bytes apart) to its four
/// columns in every lane quarter.
struct AsyncTcgen05CopyScalesLowering
    : public OpConversionPattern<nv_tileas::AsyncTcgen05CopyScalesOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTcgen05CopyScalesOp op,
                  OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto buffer = cast<nv_tileaa::MemRefType>(op.getBuffer().getType());
    int64_t chunks = buffer.getShape()[1] / cute::kScaleChunkBytes;
    Type i64 = rewriter.getI64Type();
    Value start = arith::AddIOp::create(
        rewriter, loc,
        LLVM::PtrToIntOp::create(rewriter, loc, i64,
                                 adaptor.getBuffer().front()),
        slotOffset(rewriter, loc, adaptor.getSlot().front(),
                   buffer.getShape()[1]));
    Value column = arith::AddIOp::create(
        rewriter, loc, adaptor.getMemory().front(),
        arith::MulIOp::create(
            rewriter, loc, slotAsI32(rewriter, loc, adaptor.getSlot().front()),
            constantI32(rewriter, loc, cute::kScaleChunkColumns * chunks)));
    emitIf(rewriter, loc, isFirstThread(rewriter, loc),
           [&](OpBuilder &b, Location l) {
             // After the barrier that made the chunks and, for the slot's
             // columns, the completion of the products that read them
             // before, visible.
             NVVM::Tcgen05FenceOp::create(
                 b, l, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
             for (int64_t c = 0; c < chunks; ++c) {
               Value chunk = arith::AddIOp::create(
                   b, l, start, constantI64(b, l, cute::kScaleChunkBytes * c));
               Value desc = emitMatrixDescriptor(b, l, chunk, /*rowBytes=*/16,
                                                 /*elementBytes=*/1,
                                                 /*kMajor=*/true, /*kk=*/0,
                                                 /*tcgen05=*/true);
               Value to = toPointer(
                   b, l,
                   arith::AddIOp::create(b, l, column,
                                         constantI32(b, l, cute::kScaleChunkColumns * c)));
               NVVM::Tcgen05CpOp::create(
                   b, l,
                   NVVM::Tcgen05CpShapeAttr::get(
                       b.getContext(), NVVM::Tcgen05CpShape::SHAPE_32x128b),
                   NVVM::CTAGroupKindAttr::get(b.getContext(),
                                               NVVM::CTAGroupKind::CTA_1),
                   NVVM::Tcgen05CpMulticastAttr::get(
                       b.getContext(), NVVM::Tcgen05CpMulticast::WARPX4),
                   NVVM::Tcgen05CpSrcFormatAttr(), to, desc);
             }
           });
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncTcgen05CommitLowering
    : public OpConversionPattern<nv_tileas::AsyncTcgen05CommitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AsyncTcgen05CommitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value index = adaptor.getIndex();
    Type i64 = rewriter.getI64Type();
    if (index.getType() != i64)
      index = arith::ExtUIOp::create(rewriter, loc, i64, index);
    Value barrier = LLVM::GEPOp::create(
        rewriter, loc, adaptor.getBarriers().getType(), i64,
        adaptor.getBarriers(), ValueRange{index});
    std::optional<int64_t> ctas = op.getClusterCtas();
    bool pair = op.getCtaPair();
    emitIf(
        rewriter, loc, isProductIssuer(rewriter, loc, pair),
        [&](OpBuilder &b, Location l) {
          // The barrier at the same place in each CTA of the cluster, or
          // of the pair (ranks 2i and 2i + 1: mask 0b11 << 2i).
          Value multicast = ctas ? clusterMask(b, l, *ctas) : Value();
          if (pair) {
            Value rank = NVVM::ClusterId::create(b, l, b.getI32Type());
            Value first =
                arith::AndIOp::create(b, l, rank, constantI32(b, l, ~1));
            multicast = arith::TruncIOp::create(
                b, l, b.getI16Type(),
                arith::ShLIOp::create(b, l, constantI32(b, l, 3), first));
          }
          NVVM::Tcgen05CommitOp::create(
              b, l, barrier, multicast,
              NVVM::CTAGroupKindAttr::get(b.getContext(), getCtaGroup(pair)));
        });
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tileiras::markFinalTensorMemoryAllocations(Operation *module) {
  module->walk([&](FunctionOpInterface function) {
    SmallVector<nv_tileas::AllocTensorMemoryOp> allocations;
    function->walk([&](nv_tileas::AllocTensorMemoryOp op) {
      allocations.push_back(op);
    });
    if (allocations.size() == 1 &&
        !allocations.front()->getParentOfType<LoopLikeOpInterface>())
      allocations.front()->setAttr(kFinalAllocationAttr,
                                   UnitAttr::get(module->getContext()));
  });
}

void mlir::tileiras::populateTcgen05Patterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<AllocTensorMemoryLowering, DeallocTensorMemoryLowering,
               TensorMemoryStoreLowering, TensorMemoryLoadLowering,
               AsyncTcgen05MmaLowering, AsyncTcgen05CommitLowering,
               StoreScaleChunksLowering, AsyncTcgen05CopyScalesLowering>(
      converter, patterns.getContext());
}
