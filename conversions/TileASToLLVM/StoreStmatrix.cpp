//===- StoreStmatrix.cpp - 16-bit MMA results stored with stmatrix --------===//
//
// A tile of 16-bit m16n8k16 accumulators (an MMA's result converted to f16
// or bf16, as the epilogue of a GEMM makes it) stored into a whole tile of
// a row-major shared buffer (the staging of a TMA store): on sm_90 and
// later each warp writes its fragments with `stmatrix` m8n8 x4, four 8x8
// matrices of two atoms per instruction, instead of one 4-byte store per
// register. The fragment of an m16n8 atom is exactly two stmatrix matrices
// (rows g and g + 8, columns 2t and 2t + 1), so no value moves between
// threads; the lanes give the rows' addresses, through the buffer's swizzle
// (which keeps 16-byte rows of a matrix together).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// The stmatrix stores of `store` (each a group of registers, given by
/// their first values, and where the warp's lanes point: the same plan as
/// an ldmatrix of those registers), where it is a
/// weak store of 16-bit m16n8k16 accumulators, no element held twice, into
/// the one tile of a packed row-major shared buffer whose swizzle keeps
/// 16-byte chunks together.
std::optional<SmallVector<LdmatrixRead>>
planStmatrixStores(nv_tileas::TiledStoreOp store) {
  auto tile = cast<RankedTensorType>(store.getValue().getType());
  auto layout = dyn_cast<nv_tileas::MmaLayoutAttr>(tile.getEncoding());
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(store);
  if (!target || !target->hasStmatrix() || !layout || tile.getRank() != 2 ||
      layout.getMmaOperand() != cute::MmaOperand::Accumulator ||
      tile.getElementType().getIntOrFloatBitWidth() != 16 ||
      store.getOrdering() != nv_tileaa::MemoryOrdering::Weak ||
      store.getToken())
    return std::nullopt;
  cute::Layout tv = layout.getTVLayout();
  // Every element stored once: no copies across threads or values.
  if (cute::makeReplicaLayout(*tv.mode(0)).cosize() > 1 ||
      cute::makeReplicaLayout(*tv.mode(1)).cosize() > 1)
    return std::nullopt;
  nv_tileaa::TiledViewType view = store.getView().getType();
  nv_tileaa::MemRefType memref = view.getMemref();
  int64_t rows = tile.getDimSize(0), cols = tile.getDimSize(1);
  if (memref.getAddressSpace() != nv_tileaa::AddressSpace::Shared ||
      memref.getRank() != 2 || memref.getNumDynamicSizes() != 0 ||
      memref.getShape() != tile.getShape() ||
      memref.getStrides()[1] != 1 || memref.getStrides()[0] != cols ||
      view.getTileShape() != tile.getShape() || view.getDimMap()[0] != 0 ||
      view.getDimMap()[1] != 1 ||
      !cute::getChunkSwizzleBytes(getSwizzle(memref), 2))
    return std::nullopt;
  auto plan = cute::planStmatrixRegisters(layout.getTiling(), rows, cols);
  if (!plan)
    return std::nullopt;
  return getMatrixAccesses(tv, *plan, cols);
}

struct StmatrixStoreLowering
    : public OpConversionPattern<nv_tileas::TiledStoreOp> {
  StmatrixStoreLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileas::TiledStoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<LdmatrixRead>> stores = planStmatrixStores(op);
    if (!stores)
      return failure();
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto tile = cast<RankedTensorType>(op.getValue().getType());
    Type element = tile.getElementType();
    nv_tileaa::TiledViewType view = op.getView().getType();
    cute::Swizzle swizzle = getSwizzle(view.getMemref());
    cute::Layout tv = getLayout(tile).getTVLayout();
    Type i32 = rewriter.getI32Type();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
    };
    Value base = emitSharedTileAddress(rewriter, loc, *getTypeConverter(), view,
                                       adaptor.getView().front(),
                                       adaptor.getIndices());
    auto [warpPart, lane] = emitWarpOrigin(rewriter, loc, tv);
    ValueRange values = adaptor.getValue();
    auto pairType = VectorType::get({2}, getLaneType(element));
    for (const LdmatrixRead &store : *stores) {
      // Lane l gives row l % 8 of matrix l / 8.
      Value address = emitMatrixRowAddress(rewriter, loc, tv, store, warpPart,
                                           lane, swizzle, base, element);
      SmallVector<Value> sources;
      for (int64_t first : store.registers) {
        Value pair = LLVM::PoisonOp::create(rewriter, loc, pairType);
        for (int64_t i = 0; i < 2; ++i)
          pair = LLVM::InsertElementOp::create(
              rewriter, loc, pair,
              toLaneValue(rewriter, loc, values[first + i]), constant(i));
        sources.push_back(LLVM::BitcastOp::create(rewriter, loc, i32, pair));
      }
      NVVM::StMatrixOp::create(
          rewriter, loc, address, sources,
          NVVM::MMALayoutAttr::get(context, NVVM::MMALayout::row),
          NVVM::LdStMatrixShapeAttr::get(context, 8, 8),
          NVVM::LdStMatrixEltTypeAttr::get(context,
                                           NVVM::LdStMatrixEltType::B16));
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

} // namespace

void mlir::tileiras::populateStmatrixPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<StmatrixStoreLowering>(converter, patterns.getContext());
}
