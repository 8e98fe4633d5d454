//===- DotWgmma.cpp - products as warpgroup MMA on sm_90a -----------------===//
//
// A product whose operands are stages of a software pipeline (swizzled
// shared memory, tileas-pipeline) and whose accumulator stacks warpgroups
// along M is computed by `wgmma.mma_async` m64nNk16 (16-bit operands),
// m64nNk32 (8-bit: f8, i8) or m64nNk8 (tf32): each warpgroup multiplies its 64
// rows of A by the whole of B, straight from shared memory through matrix
// descriptors, the accumulator in the registers of the m64nN fragments (the
// m16n8 accumulator atoms of its four warps, N / 8 of them each). A is K-major
// (rows of K elements), B N-major (rows of N elements) or, read from its
// stored transpose, K-major (the only form for 8-bit and tf32 elements):
// both are the row-major stages, whose rows of at most 128 bytes and bank
// swizzle are the canonical layouts of the ISA's 128/64/32-byte swizzle
// modes, or for B along N in wider rows, a stage of panels of 128-byte rows
// side by side (N up to 256 per instruction, the descriptor's leading byte
// offset stepping from panel to panel).
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/BlockScales.h"
#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/TileAS/IR/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// An operand as wgmma reads it from shared memory: a pipeline stage (the
/// ldmatrix load of it) or a conversion's staging area, the bytes of one
/// row of its tile (the swizzle width) and whether its rows run along K
/// (K-major) or along M or N.
struct SharedOperand {
  Operation *source;
  std::optional<LdmatrixLoad> stage;
  int64_t rowBytes;
  bool kMajor;
  /// For B along N in panels of `rowBytes` rows side by side: the step
  /// from one panel to the next (the descriptor's leading byte offset).
  int64_t panelBytes;
  /// Column (along M or N) -> bytes from the tile's first: rows of its
  /// stored transpose (K-major), elements along its rows, across panels.
  cute::Layout columns;
};

/// The columns layout of SharedOperand: `count` columns of `bytes`-byte
/// elements, K-major in rows of `rowBytes`, else along rows of that many
/// bytes, in panels `panelBytes` apart where there are several.
cute::Layout makeColumnBytes(int64_t count, int64_t bytes, int64_t rowBytes,
                             bool kMajor, int64_t panelBytes) {
  if (kMajor)
    return *cute::Layout::create(count, rowBytes);
  int64_t width = rowBytes / bytes;
  if (!panelBytes || count <= width)
    return *cute::Layout::create(count, bytes);
  return *cute::Layout::create(cute::IntTuple::of({width, count / width}),
                               cute::IntTuple::of({bytes, panelBytes}));
}

/// The operand `source` read through a descriptor as SharedOperand says.
SharedOperand makeSharedOperand(Operation *source,
                                std::optional<LdmatrixLoad> stage,
                                RankedTensorType type, int64_t rowBytes,
                                bool kMajor, int64_t panelBytes = 0) {
  int64_t bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  int64_t count = type.getDimSize(kMajor ? 0 : 1);
  return SharedOperand{
      source,     stage,
      rowBytes,   kMajor,
      panelBytes, makeColumnBytes(count, bytes, rowBytes, kMajor, panelBytes)};
}

/// Whether the tile's swizzle (of offsets in elements of `bytes`) is the
/// descriptors' 32, 64 or 128-byte pattern for rows of `rowBytes`.
bool isRowSwizzle(const cute::Swizzle &swizzle, int64_t bytes,
                  int64_t rowBytes) {
  std::optional<int64_t> pattern = cute::getChunkSwizzleBytes(swizzle, bytes);
  return pattern && *pattern == rowBytes && rowBytes != 0;
}

/// Operand `which` (A or B) of a product, `value`, when wgmma can read it:
/// a pipeline stage the product reads itself (A K-major; B N-major, or
/// K-major when read from its stored transpose), or, for A, a staging the
/// product reads itself at a 1024-byte aligned offset; 16-bit elements, or
/// 8-bit and tf32 ones K-major, in rows of 32, 64 or 128 bytes.
std::optional<SharedOperand> getSharedOperand(Value value,
                                              cute::MmaOperand which) {
  Value source = lookThroughTf32Rounding(lookThroughTransposition(value));
  auto type = cast<RankedTensorType>(source.getType());
  auto layout = dyn_cast<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  if (!layout)
    return std::nullopt;
  int64_t bits = type.getElementType().getIntOrFloatBitWidth();
  int64_t bytes = bits / 8;
  int64_t rowBytes = type.getDimSize(1) * bytes;
  bool kMajor = which == cute::MmaOperand::A || layout.isTransposed();
  if ((which == cute::MmaOperand::A && layout.isTransposed()) ||
      !(bits == 16 || ((bits == 8 || bits == 32) && kMajor)))
    return std::nullopt;
  // B along N in panels of 128-byte rows, N up to 256 per instruction.
  if (std::optional<PanelStageLoad> panels = getPanelStageLoad(source)) {
    nv_tileas::AllocTensorOp buffer = panels->stage.buffer;
    auto memref = cast<nv_tileaa::MemRefType>(buffer.getType());
    if (which != cute::MmaOperand::B || kMajor ||
        !isReloadedByProduct(panels->load) ||
        !buffer->hasAttr(kPipelineBufferAttr) || buffer.getAlignment() < 1024 ||
        !isRowSwizzle(getSwizzle(memref), bytes, panels->rowBytes))
      return std::nullopt;
    return makeSharedOperand(panels->load, panels->stage, type,
                             panels->rowBytes, false, panels->panelBytes);
  }
  if (auto load = source.getDefiningOp<nv_tileas::TiledLoadOp>()) {
    std::optional<LdmatrixLoad> stage = getStagedTileLoad(load);
    if (!isReloadedByProduct(load) || !stage ||
        !stage->buffer->hasAttr(kPipelineBufferAttr) ||
        stage->buffer.getAlignment() < 1024)
      return std::nullopt;
    auto memref = cast<nv_tileaa::MemRefType>(stage->buffer.getType());
    if (!isRowSwizzle(getSwizzle(memref), bytes, rowBytes))
      return std::nullopt;
    return makeSharedOperand(load, stage, type, rowBytes, kMajor);
  }
  nv_tileas::ConvertLayoutOp convert = getStagedConversion(value);
  if (which != cute::MmaOperand::A || !convert || source != convert ||
      !isReloadedByProduct(convert) || getSharedOffset(convert) % 1024 != 0)
    return std::nullopt;
  cute::Result<cute::Swizzle> swizzle =
      cute::makeBankSwizzle(type.getDimSize(1), bytes);
  if (!swizzle || !isRowSwizzle(*swizzle, bytes, rowBytes))
    return std::nullopt;
  return makeSharedOperand(convert, std::nullopt, type, rowBytes, true);
}

/// Whether wgmma takes the product's A from registers (its register form,
/// f32 sums only): where A is not in shared memory for it (attention's P,
/// made in registers by the product before), its fragments as mma.sync
/// m16n8k16 takes them, which is what the ISA's register fragment of A for
/// m64nNk16 is warp by warp: each warp's 16 rows of each block of 64 rows.
bool hasRegisterOperandA(nv_tileaa::DotOp dot) {
  auto type = cast<RankedTensorType>(dot.getLhs().getType());
  auto layout = dyn_cast<nv_tileas::MmaLayoutAttr>(type.getEncoding());
  auto accType = cast<RankedTensorType>(dot.getAcc().getType());
  auto acc = dyn_cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
  return layout && acc && !layout.isTransposed() &&
         layout.getMmaOperand() == cute::MmaOperand::A &&
         layout.getTiling().atom == acc.getTiling().atom &&
         layout.getTiling().warpsM == acc.getTiling().warpsM &&
         layout.getTiling().warpsN == acc.getTiling().warpsN &&
         accType.getElementType().isF32() &&
         type.getElementType().getIntOrFloatBitWidth() == 16 &&
         !getSharedOperand(dot.getLhs(), cute::MmaOperand::A);
}

} // namespace

Value mlir::tileiras::emitMatrixDescriptor(OpBuilder &builder, Location loc,
                                           Value address, int64_t rowBytes,
                                           int64_t elementBytes, bool kMajor,
                                           int64_t kk, bool tcgen05,
                                           int64_t panelBytes) {
  // K step kk: 32 bytes along a K-major tile's rows, as many rows (16 of
  // 16-bit elements, 32 of 8-bit ones) down another.
  int64_t step = kMajor ? 32 * kk : 32 / elementBytes * kk * rowBytes;
  Value start = arith::ShRUIOp::create(
      builder, loc,
      arith::AndIOp::create(
          builder, loc,
          arith::AddIOp::create(builder, loc, address,
                                constantI64(builder, loc, step)),
          constantI64(builder, loc, 0x3FFFF)),
      constantI64(builder, loc, 4));
  // Start address, leading and stride byte offsets (each in 16-byte units,
  // 14 bits): 8-row groups are `8 * rowBytes` apart (the stride offset);
  // the leading offset steps from one swizzle row's panel to the next along
  // N or M (`panelBytes`), and is unused (1) in a tile of one. The swizzle in the
  // top bits: wgmma's 2-bit mode at 62 (1: 128-byte, 2: 64, 3: 32) is the
  // same bits as tcgen05's 3-bit field at 61 (2, 4, 6), whose format also
  // has the fixed 0b001 of bits 46-48.
  // Rows of 16 bytes: no swizzle (mode 0), core matrices of 8 rows.
  int64_t mode = rowBytes == 16 ? 0 : 4 - llvm::Log2_64(rowBytes / 16);
  int64_t leading = panelBytes ? panelBytes >> 4 : 1;
  int64_t fixed = (leading << 16) | ((8 * rowBytes >> 4) << 32) |
                  (tcgen05 ? int64_t(1) << 46 : 0) | (mode << 62);
  return arith::OrIOp::create(builder, loc, start,
                              constantI64(builder, loc, fixed));
}

bool mlir::tileiras::hasWgmmaAccumulator(nv_tileaa::DotOp dot) {
  return hasWgmmaAccumulator(
      dot, lookThroughTransposition(dot.getRhs()) != dot.getRhs());
}

/// Whether the accumulator of product `dot` (operands `lhs` and `rhs`, sums
/// `acc`, all three tiles) is one wgmma computes on its target: a warpgroup
/// accumulator of a warpgroup product.
static bool isWgmmaAccumulator(Operation *dot, Value lhs, Value rhs,
                               Value acc, bool kMajorB) {
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(dot);
  if (!target || !target->hasWgmma())
    return false;
  auto accType = cast<RankedTensorType>(acc.getType());
  auto layout = dyn_cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
  auto elementOf = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType();
  };
  return layout && nv_tileas::isWarpgroupAccumulator(accType) &&
         target->isWarpgroupProduct(
             elementOf(lhs), elementOf(rhs), accType.getElementType(),
             accType.getDimSize(0), accType.getDimSize(1),
             layout.getTiling().warpsM * layout.getTiling().warpsN, kMajorB);
}

bool mlir::tileiras::hasWgmmaAccumulator(nv_tileaa::DotOp dot, bool kMajorB) {
  return isComputedByMma(dot) &&
         isWgmmaAccumulator(dot, dot.getLhs(), dot.getRhs(), dot.getAcc(),
                            kMajorB);
}

int64_t mlir::tileiras::getWgmmaRowRepeats(nv_tileaa::DotOp dot) {
  return getWgmmaRowRepeats(cast<RankedTensorType>(dot.getAcc().getType()));
}

int64_t mlir::tileiras::getWgmmaRowRepeats(RankedTensorType accType) {
  auto acc = cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
  return cute::getMmaAtomsPerWarp(acc.getTiling(),
                                  cute::MmaOperand::Accumulator,
                                  accType.getDimSize(0), accType.getDimSize(1))
      ->first;
}

bool mlir::tileiras::takesWgmmaOperandAFromRegisters(nv_tileaa::DotOp dot) {
  return isComputedByWgmma(dot) && hasRegisterOperandA(dot);
}

bool mlir::tileiras::promotesWgmmaSums(nv_tileaa::DotOp dot) {
  Type element =
      cast<RankedTensorType>(dot.getLhs().getType()).getElementType();
  return hasWgmmaAccumulator(dot) && !dot.getFastAcc() &&
         isa<Float8E4M3FNType, Float8E5M2Type>(element);
}

int64_t mlir::tileiras::getWarpgroupColumns(RankedTensorType accType) {
  auto acc = cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
  return accType.getDimSize(1) / acc.getTiling().warpsN;
}

int64_t mlir::tileiras::getWgmmaColumnsPerInstruction(nv_tileaa::DotOp dot) {
  int64_t n =
      getWarpgroupColumns(cast<RankedTensorType>(dot.getAcc().getType()));
  return promotesWgmmaSums(dot) ? std::min<int64_t>(n, kPromotedBlockColumns)
                                : n;
}

bool mlir::tileiras::isComputedByWgmma(nv_tileaa::DotScaledOp dot) {
  return isComputedByMma(dot) &&
         isWgmmaAccumulator(dot, dot.getLhs(), dot.getRhs(), dot.getAcc(),
                            /*kMajorB=*/true) &&
         getSharedOperand(dot.getLhs(), cute::MmaOperand::A) &&
         getSharedOperand(dot.getRhs(), cute::MmaOperand::B);
}

/// Whether each instruction of a warpgroup of the product whose sums are
/// `acc` reads B's columns (`b`) where one descriptor reaches them: in
/// panels, whole panels from a panel's first column, or columns of one
/// panel (a warpgroup's columns a multiple or a divisor of a panel's).
static bool fitsPanels(const SharedOperand &b, Value acc, int64_t bytes) {
  if (!b.panelBytes)
    return true;
  int64_t n = getWarpgroupColumns(cast<RankedTensorType>(acc.getType()));
  int64_t width = b.rowBytes / bytes;
  return n % width == 0 || width % n == 0;
}

bool mlir::tileiras::isComputedByWgmma(nv_tileaa::DotOp dot) {
  if (!hasWgmmaAccumulator(dot) ||
      !(getSharedOperand(dot.getLhs(), cute::MmaOperand::A) ||
        hasRegisterOperandA(dot)))
    return false;
  std::optional<SharedOperand> b =
      getSharedOperand(dot.getRhs(), cute::MmaOperand::B);
  Type element =
      cast<RankedTensorType>(dot.getRhs().getType()).getElementType();
  return b && fitsPanels(*b, dot.getAcc(),
                         nv_tileas::getAsyncMmaElementBytes(element));
}

namespace {

/// wgmma's name of an operand's element type (`isUnsigned`: an i8 operand
/// of an mmai taken as unsigned).
NVVM::WGMMATypes getWgmmaType(Type element, bool isUnsigned) {
  if (element.isF16())
    return NVVM::WGMMATypes::f16;
  if (element.isBF16())
    return NVVM::WGMMATypes::bf16;
  if (element.isTF32())
    return NVVM::WGMMATypes::tf32;
  if (isa<Float8E4M3FNType>(element))
    return NVVM::WGMMATypes::e4m3;
  if (isa<Float8E5M2Type>(element))
    return NVVM::WGMMATypes::e5m2;
  return isUnsigned ? NVVM::WGMMATypes::u8 : NVVM::WGMMATypes::s8;
}

/// Whether a product after `dot` in its block stays in flight too and is
/// computed by wgmma, so that its group's commit also commits `dot`'s
/// instructions. Such products only accumulate into what the loop carries
/// (tileas-pipeline checks it): nothing between reads `dot`'s sums.
bool hasLaterProductInGroup(Operation *dot) {
  for (Operation *op = dot->getNextNode(); op; op = op->getNextNode())
    if (auto later = dyn_cast<nv_tileaa::DotOp>(op))
      if (later->hasAttr(kProductsInFlightAttr) && isComputedByWgmma(later))
        return true;
  return false;
}

/// The four 32-bit registers of one m16n8k16 A fragment (its eight 16-bit
/// values), as inline PTX takes them.
SmallVector<Value> packRegisterFragmentA(OpBuilder &builder, Location loc,
                                         ValueRange values) {
  SmallVector<Value> registers = packFragment(builder, loc, values);
  for (Value &reg : registers)
    if (reg.getType() != builder.getI32Type())
      reg = LLVM::BitcastOp::create(builder, loc, builder.getI32Type(), reg);
  return registers;
}

/// `values` (32-bit registers) through an empty inline-assembly statement
/// with side effects: they are then computed before the instructions with
/// side effects that follow (LLVM would otherwise move pure arithmetic on
/// them past a wgmma, keeping both the wgmma's registers and theirs live).
SmallVector<Value> pinRegisters(OpBuilder &builder, Location loc,
                                ArrayRef<Value> values) {
  std::string constraints;
  for (size_t i = 0; i < values.size(); ++i)
    constraints += (i ? ",=r" : "=r");
  for (size_t i = 0; i < values.size(); ++i)
    constraints += "," + std::to_string(i);
  SmallVector<Value> operands;
  for (Value v : values)
    operands.push_back(
        LLVM::BitcastOp::create(builder, loc, builder.getI32Type(), v));
  auto structType = LLVM::LLVMStructType::getLiteral(
      builder.getContext(),
      SmallVector<Type>(values.size(), builder.getI32Type()));
  Value pinned =
      LLVM::InlineAsmOp::create(
          builder, loc, structType, operands, builder.getStringAttr(""),
          builder.getStringAttr(constraints), builder.getUnitAttr(),
          UnitAttr(), LLVM::TailCallKindAttr(), LLVM::AsmDialectAttr(),
          ArrayAttr())
          .getResult(0);
  SmallVector<Value> results;
  for (auto [i, v] : llvm::enumerate(values))
    results.push_back(LLVM::BitcastOp::create(
        builder, loc, v.getType(),
        LLVM::ExtractValueOp::create(builder, loc, pinned, i)));
  return results;
}

/// wgmma.mma_async m64nNk16 with A from registers (`registers`: the
/// thread's four) and B through `descB`, f32 sums accumulated into
/// `inouts`. The NVVM dialect has only the form with A in shared memory:
/// this one is inline PTX, its sums tied to the results.
Value emitRegisterWgmma(OpBuilder &builder, Location loc, Type structType,
                        Value inouts, ArrayRef<Value> registers, Value descB,
                        int64_t n, Type element, bool bKMajor) {
  int64_t numSums = n / 2;
  std::string type = element.isF16() ? "f16" : "bf16";
  std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, $" +
                     std::to_string(numSums + 5) + ", 0;\n" +
                     "wgmma.mma_async.sync.aligned.m64n" + std::to_string(n) +
                     "k16.f32." + type + "." + type + " {";
  std::string constraints;
  for (int64_t i = 0; i < numSums; ++i) {
    text += (i ? ", $" : "$") + std::to_string(i);
    constraints += (i ? ",=f" : "=f");
  }
  text += "}, {";
  for (int64_t j = 0; j < 4; ++j)
    text += (j ? ", $" : "$") + std::to_string(numSums + j);
  // Scale-d 1 (accumulate), A and B not negated, B N-major or K-major.
  text += "}, $" + std::to_string(numSums + 4) + ", p, 1, 1, " +
          (bKMajor ? "0" : "1") + ";\n}";
  constraints += ",r,r,r,r,l,r";
  SmallVector<Value> operands(registers);
  operands.push_back(descB);
  operands.push_back(
      LLVM::ConstantOp::create(builder, loc, builder.getI32Type(), 1));
  for (int64_t i = 0; i < numSums; ++i) {
    operands.push_back(LLVM::ExtractValueOp::create(builder, loc, inouts, i));
    constraints += "," + std::to_string(i);
  }
  return LLVM::InlineAsmOp::create(
             builder, loc, structType, operands, builder.getStringAttr(text),
             builder.getStringAttr(constraints), builder.getUnitAttr(),
             UnitAttr(), LLVM::TailCallKindAttr(), LLVM::AsmDialectAttr(),
             ArrayAttr())
      .getResult(0);
}

/// A product on wgmma (see isComputedByWgmma) of `lhsTile` x `rhsTile` +
/// `accTile`, whose values the thread holds are `lhsValues` (A in
/// registers) and `accValues`. With `promote` (f8 sums), the product's K
/// sums from zero, added to the f32 sums; with `scales`, each block of K
/// sums from zero, added scaled by its row's and column's scales.
LogicalResult lowerOnWgmma(Operation *op, Value lhsTile, Value rhsTile,
                           Value accTile, ValueRange lhsValues,
                           ValueRange accValues, bool lhsUnsigned,
                           bool rhsUnsigned, bool promote,
                           std::optional<BlockScales> scales,
                           ConversionPatternRewriter &rewriter) {
  Location loc = op->getLoc();
  std::optional<SharedOperand> a =
      getSharedOperand(lhsTile, cute::MmaOperand::A);
  SharedOperand b = *getSharedOperand(rhsTile, cute::MmaOperand::B);
  auto accType = cast<RankedTensorType>(accTile.getType());
  auto accLayout = cast<nv_tileas::MmaLayoutAttr>(accType.getEncoding());
  cute::MmaTiling tiling = accLayout.getTiling();
  // n: the columns of this thread's warpgroup (warpgroups side by side
  // along N each compute a block of them).
  int64_t m = accType.getDimSize(0), n = getWarpgroupColumns(accType);
  auto lhsType = cast<RankedTensorType>(lhsTile.getType());
  int64_t k = lhsType.getDimSize(1);
  Type element = lhsType.getElementType();
  int64_t bytes = nv_tileas::getAsyncMmaElementBytes(element);
  int64_t kStep = nv_tileas::getAsyncMmaK(element);
  Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
  auto constant64 = [&](int64_t v) {
    return arith::ConstantIntOp::create(rewriter, loc, i64, v).getResult();
  };

  // Each warpgroup computes one block of 64 rows per row atom of its
  // warps (rows 16 * (warpsM * r + w) of warp w in repeat r): one
  // m64nNk16 accumulator per repeat.
  int64_t repeats = getWgmmaRowRepeats(accType);
  // The thread's accumulator values in the registers of repeat r's
  // m64nN fragment over the column atoms [firstAtom, firstAtom +
  // numAtoms) (the m16n8 atoms of the tiling): d(4j + c) holds value c of
  // atom (r, j).
  int64_t atomCols = cute::getMmaAtom(tiling.atom).n;
  auto fragmentValues = [&](int64_t r, int64_t firstAtom, int64_t numAtoms) {
    SmallVector<int64_t> values;
    for (int64_t j = firstAtom; j < firstAtom + numAtoms; ++j) {
      int64_t start =
          *cute::getMmaFragmentStart(tiling, cute::MmaOperand::Accumulator, m,
                                     accType.getDimSize(1), r, j);
      for (int64_t c = 0; c < 4; ++c)
        values.push_back(start + c);
    }
    return values;
  };
  SmallVector<SmallVector<int64_t>> valueOf;
  for (int64_t r = 0; r < repeats; ++r)
    valueOf.push_back(fragmentValues(r, 0, n / atomCols));

  // The tiles' addresses (32-bit shared-window offsets); A from this
  // thread's warpgroup's first row.
  auto tileAddress = [&](SharedOperand &operand) {
    Value base =
        operand.stage
            ? emitLdmatrixLoadBase(
                  rewriter, loc, *operand.stage,
                  rewriter.getRemappedValue(operand.stage->tileIndex))
            : getSharedBuffer(rewriter, loc, getSharedOffset(operand.source));
    return LLVM::PtrToIntOp::create(rewriter, loc, i64, base).getResult();
  };
  // Repeat r of the warpgroup's rows of A starts at the element its first
  // thread holds first in atom (r, 0) (its row, column 0), in bytes of
  // the row-major tile.
  SmallVector<Value> addressA;
  if (a) {
    cute::Layout tvA = getLayout(lhsTile.getType()).getTVLayout();
    Value groupThread = arith::AndIOp::create(
        rewriter, loc, getThreadId(rewriter, loc),
        arith::ConstantIntOp::create(rewriter, loc, i32, ~int64_t(127)));
    Value groupElement =
        emitLayoutOffset(rewriter, loc, *tvA.mode(0), groupThread);
    Value baseA = arith::AddIOp::create(
        rewriter, loc, tileAddress(*a),
        arith::MulIOp::create(
            rewriter, loc,
            arith::ExtUIOp::create(rewriter, loc, i64, groupElement),
            constant64(bytes)));
    for (int64_t r = 0; r < repeats; ++r) {
      int64_t first =
          *cute::getMmaFragmentStart(tiling, cute::MmaOperand::A, m, k, r, 0);
      addressA.push_back(arith::AddIOp::create(
          rewriter, loc, baseA, constant64(bytes * *(*tvA.mode(1))(first))));
    }
  }
  // B from the first column of this thread's warpgroup (that of the
  // element its first thread holds first): its stored transpose's row
  // (K-major B) or element along its rows.
  Value addressB = tileAddress(b);
  if (tiling.warpsN > 1) {
    Value groupThread = arith::AndIOp::create(
        rewriter, loc, getThreadId(rewriter, loc),
        arith::ConstantIntOp::create(rewriter, loc, i32, ~int64_t(127)));
    Value groupColumn = arith::RemUIOp::create(
        rewriter, loc,
        emitLayoutOffset(rewriter, loc, *accLayout.getTVLayout().mode(0),
                         groupThread),
        arith::ConstantIntOp::create(rewriter, loc, i32,
                                     accType.getDimSize(1)));
    addressB = arith::AddIOp::create(
        rewriter, loc, addressB,
        arith::ExtUIOp::create(
            rewriter, loc, i64,
            emitLayoutOffset(rewriter, loc, b.columns, groupColumn)));
  }
  // A block-scaled product's scales, in shared memory for the threads that
  // add each block's sums.
  std::optional<BlockScaleSums> blockScales;
  if (scales)
    blockScales.emplace(rewriter, loc, op, scales->lhsTile, scales->lhs,
                        scales->rhsTile, scales->rhs, accType,
                        k / scales->block);
  // The copies are in shared memory (the pipeline's wait): seen by the
  // async proxy that wgmma reads in, and the accumulator registers ready.
  NVVM::FenceProxyOp::create(
      rewriter, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(op->getContext(),
                                 NVVM::SharedSpace::shared_cta));
  NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
  SmallVector<Value> acc(accValues);
  // The sums: n / 2 f32 (or i32) registers, or f16 pairs in n / 4 f16x2
  // registers.
  Type sum = accType.getElementType();
  bool pairs = sum.isF16();
  Type sumRegister = pairs ? Type(VectorType::get({2}, sum)) : sum;
  auto position = [&](int64_t i) {
    return LLVM::ConstantOp::create(rewriter, loc, i32, i);
  };
  auto typeA = NVVM::WGMMATypesAttr::get(op->getContext(),
                                         getWgmmaType(element, lhsUnsigned));
  auto typeB = NVVM::WGMMATypesAttr::get(op->getContext(),
                                         getWgmmaType(element, rhsUnsigned));
  NVVM::WGMMATypes typeD = pairs               ? NVVM::WGMMATypes::f16
                           : sum.isInteger(32) ? NVVM::WGMMATypes::s32
                                               : NVVM::WGMMATypes::f32;
  // i32 sums wrap, as mmai's.
  NVVM::MMAIntOverflowAttr overflow =
      sum.isInteger(32) ? NVVM::MMAIntOverflowAttr::get(
                              op->getContext(), NVVM::MMAIntOverflow::wrapped)
                        : NVVM::MMAIntOverflowAttr();
  // f8 sums without fast_acc: this product's K from zero (scale-d 0 in
  // its first instruction), added to the sums once complete; a
  // block-scaled product's sums likewise per block of K (its scales'
  // `block` elements: block / kStep instructions).
  bool blocked = promote || scales;
  int64_t stepsPerBlock = scales ? scales->block / kStep : k / kStep;
  // K step kk of block `rep`'s wgmma into `into`: `columns` columns of B
  // from `firstColumn` on; with `fresh`, replacing what `into` held.
  auto issue = [&](Value &into, int64_t rep, int64_t kk, int64_t firstColumn,
                   int64_t columns, bool fresh = false) {
    // B's columns are its stored transpose's rows (K-major B) or
    // elements along its rows.
    int64_t offset = *b.columns(firstColumn);
    Value descB = emitMatrixDescriptor(
        rewriter, loc,
        offset
            ? arith::AddIOp::create(rewriter, loc, addressB, constant64(offset))
                  .getResult()
            : addressB,
        b.rowBytes, bytes, b.kMajor, kk, /*tcgen05=*/false, b.panelBytes);
    if (!a) {
      into = emitRegisterWgmma(
          rewriter, loc, into.getType(), into,
          packRegisterFragmentA(
              rewriter, loc,
              lhsValues.slice(*cute::getMmaFragmentStart(
                                  tiling, cute::MmaOperand::A, m, k, rep, kk),
                              8)),
          descB, columns, element, b.kMajor);
      return;
    }
    Value descA = emitMatrixDescriptor(rewriter, loc, addressA[rep],
                                       a->rowBytes, bytes, a->kMajor, kk,
                                       /*tcgen05=*/false);
    into = NVVM::WgmmaMmaAsyncOp::create(
        rewriter, loc, into.getType(), into, descA, descB,
        NVVM::MMAShapeAttr::get(op->getContext(), 64, columns, kStep), typeA,
        typeB, NVVM::WGMMATypesAttr::get(op->getContext(), typeD),
        NVVM::WGMMAScaleOutAttr::get(op->getContext(),
                                     fresh ? NVVM::WGMMAScaleOut::zero
                                           : NVVM::WGMMAScaleOut::one),
        NVVM::WGMMAScaleInAttr::get(op->getContext(), NVVM::WGMMAScaleIn::one),
        NVVM::WGMMAScaleInAttr::get(op->getContext(), NVVM::WGMMAScaleIn::one),
        NVVM::MMALayoutAttr::get(op->getContext(), NVVM::MMALayout::row),
        NVVM::MMALayoutAttr::get(op->getContext(), b.kMajor
                                                       ? NVVM::MMALayout::col
                                                       : NVVM::MMALayout::row),
        overflow);
  };
  // Register r of a fragment whose registers hold `values` (see
  // fragmentValues), complete, as the thread's accumulator value(s).
  auto retire = [&](ArrayRef<int64_t> values, int64_t r, Value reg) {
    if (!pairs) {
      acc[values[r]] = reg;
      return;
    }
    for (int64_t h = 0; h < 2; ++h)
      acc[values[2 * r + h]] =
          LLVM::ExtractElementOp::create(rewriter, loc, reg, position(h));
  };
  if (blocked) {
    // f8 sums without fast_acc: each block of 64 rows and up to 128
    // columns (64 for block-scaled products; see kPromotedBlockColumns)
    // from zero (scale-d 0 in its first instruction),
    // waited for and added to the f32 sums before the next block starts,
    // so that only one block's fresh sums take registers beside the
    // tile's. A block-scaled product's blocks are also cut along K at
    // each block of its scales, whose sums are added scaled.
    int64_t columns = std::min<int64_t>(n, scales ? kScaledBlockColumns
                                                  : kPromotedBlockColumns);
    auto blockType = LLVM::LLVMStructType::getLiteral(
        op->getContext(), SmallVector<Type>(columns / 2, sumRegister));
    // Each block starts from the registers of the block before (their
    // values unused: scale-d 0), so that its products wait for the
    // additions that read them rather than take registers of their own.
    Value block = LLVM::PoisonOp::create(rewriter, loc, blockType);
    for (int64_t rep = 0; rep < repeats; ++rep)
      for (int64_t first = 0; first < n; first += columns)
        for (int64_t kb = 0; kb < k / kStep; kb += stepsPerBlock) {
          // The sums of the block before are registers the threads read
          // since the last wgmma.fence.
          if (rep > 0 || first > 0 || kb > 0)
            NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
          for (int64_t kk = kb; kk < kb + stepsPerBlock; ++kk)
            issue(block, rep, kk, first, columns, /*fresh=*/kk == kb);
          NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
          NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);
          SmallVector<int64_t> values =
              fragmentValues(rep, first / atomCols, columns / atomCols);
          if (blockScales)
            blockScales->startBlock();
          SmallVector<Value> added;
          for (auto [r, value] : llvm::enumerate(values)) {
            Value sums = LLVM::ExtractValueOp::create(rewriter, loc, block, r);
            added.push_back(
                blockScales
                    ? blockScales->add(value, sums, acc[value],
                                       kb / stepsPerBlock)
                    : arith::AddFOp::create(rewriter, loc, acc[value], sums)
                          .getResult());
          }
          // Added before the next block's products start.
          if (rep + 1 < repeats || first + columns < n ||
              kb + stepsPerBlock < k / kStep)
            added = pinRegisters(rewriter, loc, added);
          for (auto [r, value] : llvm::enumerate(added))
            retire(values, r, value);
        }
    rewriter.replaceOpWithMultiple(op, {acc});
    return success();
  }
  // The sums as each repeat's m64nN fragment: n / 2 f32 (or i32)
  // registers, or f16 pairs in n / 4 f16x2 registers.
  int64_t numRegisters = pairs ? n / 4 : n / 2;
  auto structType = LLVM::LLVMStructType::getLiteral(
      op->getContext(), SmallVector<Type>(numRegisters, sumRegister));
  SmallVector<Value> inouts;
  for (int64_t rep = 0; rep < repeats; ++rep) {
    Value regs = LLVM::PoisonOp::create(rewriter, loc, structType);
    for (int64_t r = 0; r < numRegisters; ++r) {
      Value reg = acc[valueOf[rep][r]];
      if (pairs) {
        reg = LLVM::PoisonOp::create(rewriter, loc, sumRegister);
        for (int64_t h = 0; h < 2; ++h)
          reg = LLVM::InsertElementOp::create(
              rewriter, loc, reg, acc[valueOf[rep][2 * r + h]], position(h));
      }
      regs = LLVM::InsertValueOp::create(rewriter, loc, regs, reg, r);
    }
    inouts.push_back(regs);
  }
  for (int64_t kk = 0; kk < k / kStep; ++kk)
    for (int64_t rep = 0; rep < repeats; ++rep)
      issue(inouts[rep], rep, kk, 0, n);
  // Where the pipeline allows, the newest groups stay in flight (their
  // registers only move on to the next step's products, which take them
  // as accumulators in place); the pipeline waits for them after the loop.
  // The products of one K step that stay in flight make one group:
  // committed and waited for after the last of them.
  int64_t inFlight = 0;
  if (auto depth = op->getAttrOfType<IntegerAttr>(kProductsInFlightAttr))
    inFlight = a ? depth.getInt() : 0; // A's registers must stay put
  if (inFlight == 0 || !hasLaterProductInGroup(op)) {
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, inFlight);
  }
  for (int64_t rep = 0; rep < repeats; ++rep)
    for (int64_t r = 0; r < numRegisters; ++r)
      retire(valueOf[rep], r,
             LLVM::ExtractValueOp::create(rewriter, loc, inouts[rep], r));
  rewriter.replaceOpWithMultiple(op, {acc});
  return success();
}

struct WgmmaDotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  WgmmaDotLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isComputedByWgmma(op))
      return failure();
    return lowerOnWgmma(op, op.getLhs(), op.getRhs(), op.getAcc(),
                        adaptor.getLhs(), adaptor.getAcc(), op.getLhsUnsigned(),
                        op.getRhsUnsigned(), promotesWgmmaSums(op),
                        std::nullopt, rewriter);
  }
};

/// A block-scaled product on wgmma (its blocks whole K steps of m64nNk32).
struct WgmmaDotScaledLowering
    : public OpConversionPattern<nv_tileaa::DotScaledOp> {
  WgmmaDotScaledLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::DotScaledOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isComputedByWgmma(op) || !getLayout(op.getLhsScale().getType()) ||
        !getLayout(op.getRhsScale().getType()))
      return failure();
    BlockScales scales{op.getLhsScale(), op.getRhsScale(),
                       adaptor.getLhsScale(), adaptor.getRhsScale(),
                       op.getScaleBlock()};
    return lowerOnWgmma(op, op.getLhs(), op.getRhs(), op.getAcc(),
                        adaptor.getLhs(), adaptor.getAcc(), false, false,
                        /*promote=*/false, scales, rewriter);
  }
};

} // namespace

void mlir::tileiras::populateWgmmaDotPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<WgmmaDotLowering, WgmmaDotScaledLowering>(converter,
                                                         patterns.getContext());
}
