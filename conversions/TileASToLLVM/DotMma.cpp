//===- DotMma.cpp - matrix products on tensor cores with mma.sync ---------===//
//
// A product whose A, B and accumulator are `#nv_tileas.mma` layouts of one
// instruction is computed in registers: every thread already holds its
// lane's fragments, atom by atom, so each (M atom, N atom, K atom) of the
// warp's share is one `mma.sync` on the values the layout library names.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/BlockScales.h"
#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/CrossThread.h"
#include "target/RequiredPtx.h"

#include "dialects/Cute/Layout/ThreadValue.h"

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// The PTX type of an operand's elements (`element` its tile element type).
std::optional<NVVM::MMATypes> getPtxType(Type element, bool isUnsigned) {
  if (element.isF16())
    return NVVM::MMATypes::f16;
  if (element.isBF16())
    return NVVM::MMATypes::bf16;
  if (element.isTF32())
    return NVVM::MMATypes::tf32;
  if (element.isF64())
    return NVVM::MMATypes::f64;
  if (element.isInteger(8))
    return isUnsigned ? NVVM::MMATypes::u8 : NVVM::MMATypes::s8;
  if (isa<Float8E4M3FNType>(element))
    return NVVM::MMATypes::e4m3;
  if (isa<Float8E5M2Type>(element))
    return NVVM::MMATypes::e5m2;
  return std::nullopt;
}

/// The MMA layouts of a product's A, B and accumulator (`op`'s operands
/// `lhs`, `rhs`, `acc`) when they are the fragments of one instruction over
/// one arrangement of warps.
std::optional<std::array<nv_tileas::MmaLayoutAttr, 3>>
getMmaOperandLayouts(Operation *op, Value lhs, Value rhs, Value acc) {
  std::array<nv_tileas::MmaLayoutAttr, 3> layouts;
  Value operands[] = {lhs, rhs, acc};
  for (int i = 0; i < 3; ++i) {
    auto type = cast<RankedTensorType>(operands[i].getType());
    layouts[i] = dyn_cast_or_null<nv_tileas::MmaLayoutAttr>(type.getEncoding());
    if (!layouts[i] || layouts[i].isTransposed() ||
        layouts[i].getMmaOperand() != static_cast<cute::MmaOperand>(i) ||
        layouts[i].getAtom() != layouts[0].getAtom() ||
        layouts[i].getWarpsM() != layouts[0].getWarpsM() ||
        layouts[i].getWarpsN() != layouts[0].getWarpsN())
      return std::nullopt;
  }
  // The target computes these element types with this instruction (one
  // answer, TargetInfo's), and the tiles are made of its atoms; anything
  // else takes the general path.
  auto element = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType();
  };
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(op);
  cute::MmaTiling tiling = layouts[2].getTiling();
  if (!target ||
      target->getMmaAtom(element(lhs), element(rhs), element(acc)) !=
          tiling.atom)
    return std::nullopt;
  for (int i = 0; i < 3; ++i) {
    auto type = cast<RankedTensorType>(operands[i].getType());
    if (type.getRank() != 2 ||
        !cute::getMmaAtomsPerWarp(tiling, static_cast<cute::MmaOperand>(i),
                                  type.getDimSize(0), type.getDimSize(1)))
      return std::nullopt;
  }
  return layouts;
}

std::optional<std::array<nv_tileas::MmaLayoutAttr, 3>>
getMmaOperandLayouts(nv_tileaa::DotOp op) {
  return getMmaOperandLayouts(op, op.getLhs(), op.getRhs(), op.getAcc());
}

} // namespace

SmallVector<Value> mlir::tileiras::packFragment(OpBuilder &builder,
                                                Location loc,
                                                ValueRange values) {
  Type element = values.front().getType();
  unsigned bits = element.getIntOrFloatBitWidth();
  Type i32 = builder.getI32Type();
  SmallVector<Value> registers;
  if (bits == 64)
    return SmallVector<Value>(values);
  if (bits == 32) {
    for (Value value : values)
      registers.push_back(LLVM::BitcastOp::create(builder, loc, i32, value));
    return registers;
  }
  unsigned perRegister = 32 / bits;
  auto vector = VectorType::get({perRegister}, getLaneType(element));
  for (size_t start = 0; start < values.size(); start += perRegister) {
    Value packed = LLVM::PoisonOp::create(builder, loc, vector);
    for (unsigned i = 0; i < perRegister; ++i) {
      Value position = LLVM::ConstantOp::create(builder, loc, i32, i);
      packed = LLVM::InsertElementOp::create(
          builder, loc, packed, toLaneValue(builder, loc, values[start + i]),
          position);
    }
    if (!element.isF16())
      packed = LLVM::BitcastOp::create(builder, loc, i32, packed);
    registers.push_back(packed);
  }
  return registers;
}

bool mlir::tileiras::isComputedByMma(nv_tileaa::DotOp op) {
  return getMmaOperandLayouts(op).has_value();
}

bool mlir::tileiras::isComputedByMma(Operation *op) {
  if (auto dot = dyn_cast<nv_tileaa::DotOp>(op))
    return isComputedByMma(dot);
  if (auto scaled = dyn_cast<nv_tileaa::DotScaledOp>(op))
    return isComputedByMma(scaled);
  return false;
}

bool mlir::tileiras::isComputedByMma(nv_tileaa::DotScaledOp op) {
  auto layouts =
      getMmaOperandLayouts(op, op.getLhs(), op.getRhs(), op.getAcc());
  if (!layouts)
    return false;
  // The target computes it on mma.sync (TargetInfo::getScaledMmaAtom: f4
  // operands scaled as they are widened, or blocks of whole K steps whose
  // sums are scaled once complete); the scales are formats
  // decodeNarrowFloat reads. An 8-bit or 4-bit B is read K-major (from its
  // stored transpose, by ldmatrix one K step at a time): along N its
  // fragments would come through registers all at once, which beside the
  // block's sums spill (the FMA units take such a product).
  auto element = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType();
  };
  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(op);
  if (!target ||
      target->getScaledMmaAtom(element(op.getLhs()), element(op.getRhs()),
                               element(op.getAcc()), element(op.getLhsScale()),
                               element(op.getRhsScale()), op.getScaleBlock()) !=
          (*layouts)[2].getTiling().atom)
    return false;
  if (element(op.getRhs()).getIntOrFloatBitWidth() <= 8 &&
      lookThroughTransposition(op.getRhs()) == op.getRhs())
    return false;
  return isDecodableNarrowFloat(element(op.getLhsScale())) &&
         isDecodableNarrowFloat(element(op.getRhsScale()));
}

namespace {

bool isF8(NVVM::MMATypes type) {
  return type == NVVM::MMATypes::e4m3 || type == NVVM::MMATypes::e5m2;
}

/// mma.sync m16n8k32 on f8 codes with f32 sums (sm_89 and later): its
/// fragments are those of the 8-bit integer one. LLVM 22's nvvm.mma.sync
/// does not take f8 operands, so it is inline PTX.
Value emitF8Mma(OpBuilder &builder, Location loc, Type resultType,
                ArrayRef<Value> a, ArrayRef<Value> b, ArrayRef<Value> c,
                NVVM::MMATypes typeA, NVVM::MMATypes typeB) {
  auto name = [](NVVM::MMATypes type) {
    return type == NVVM::MMATypes::e4m3 ? "e4m3" : "e5m2";
  };
  std::string text = std::string("mma.sync.aligned.m16n8k32.row.col.f32.") +
                     name(typeA) + "." + name(typeB) + ".f32 ";
  std::string constraints;
  int64_t next = 0;
  auto list = [&](size_t count, StringRef constraint) {
    text += "{";
    for (size_t i = 0; i < count; ++i) {
      text += (i ? ", $" : "$") + std::to_string(next++);
      constraints += (constraints.empty() ? "" : ",") + constraint.str();
    }
    text += "}";
  };
  list(c.size(), "=f");
  text += ", ";
  list(a.size(), "r");
  text += ", ";
  list(b.size(), "r");
  text += ", ";
  list(c.size(), "f");
  text += ";";
  SmallVector<Value> operands(a);
  llvm::append_range(operands, b);
  llvm::append_range(operands, c);
  auto mma = LLVM::InlineAsmOp::create(
      builder, loc, resultType, operands, builder.getStringAttr(text),
      builder.getStringAttr(constraints),
      // Kept where it is: the warp executes it together (.aligned).
      builder.getUnitAttr(), UnitAttr(), LLVM::TailCallKindAttr(),
      LLVM::AsmDialectAttr(), ArrayAttr());
  // mma.sync on f8 codes exists from PTX 8.4 on.
  mma->setAttr(kRequiredPtxAttrName, builder.getI32IntegerAttr(84));
  return mma.getResult(0);
}

/// One f16x2 register of f8 codes widened exactly (every e4m3 and e5m2
/// value is an f16): the low (`high` false) or high pair of the four codes
/// of `codes`, the first in the low half.
Value widenF8Pair(OpBuilder &builder, Location loc, Value codes, bool high,
                  NVVM::MMATypes type) {
  Type i32 = builder.getI32Type();
  auto c = [&](int64_t v) {
    return LLVM::ConstantOp::create(builder, loc, i32, v);
  };
  auto band = [&](Value v, int64_t mask) {
    return LLVM::AndOp::create(builder, loc, v, c(mask));
  };
  // Each code in the high byte of its half, zeros below (one prmt: byte i
  // of the result is the byte that nibble i of the selector names, 4 a
  // zero byte of the second operand): an e5m2 code is the top byte of the
  // f16 of its value.
  Value bits =
      emitBytePermute(builder, loc, codes, c(0), high ? 0x3424 : 0x1404);
  auto f16x2 = VectorType::get({2}, builder.getF16Type());
  if (type == NVVM::MMATypes::e5m2)
    return LLVM::BitcastOp::create(builder, loc, f16x2, bits);
  // e4m3 (bias 7): sign, then exponent and mantissa one bit lower, read as
  // f16 (bias 15) and times 2^8; subnormal codes land on f16 subnormals,
  // exactly. Its only NaN (s.1111.111) would read 480: such halves are made
  // NaN.
  Value magnitude = band(bits, 0x7F007F00);
  Value shifted =
      LLVM::OrOp::create(builder, loc, band(bits, 0x80008000),
                         LLVM::LShrOp::create(builder, loc, magnitude, c(1)));
  Value scale = LLVM::ConstantOp::create(
      builder, loc, f16x2,
      DenseElementsAttr::get(f16x2,
                             builder.getF16FloatAttr(256.0f).getValue()));
  Value value = LLVM::FMulOp::create(
      builder, loc, LLVM::BitcastOp::create(builder, loc, f16x2, shifted),
      scale);
  // 0x7F00 + 0x0100 carries into bit 15 of its half, no smaller magnitude
  // does; that bit less the bit 15 places lower (0x8000 - 1) fills the
  // half's exponent and mantissa.
  Value nan = band(LLVM::AddOp::create(builder, loc, magnitude, c(0x01000100)),
                   0x80008000);
  Value fill = LLVM::SubOp::create(
      builder, loc, nan, LLVM::LShrOp::create(builder, loc, nan, c(15)));
  Value result = LLVM::OrOp::create(
      builder, loc, LLVM::BitcastOp::create(builder, loc, i32, value), fill);
  return LLVM::BitcastOp::create(builder, loc, f16x2, result);
}

/// An f8 m16n8k32 on a chip without f8 mma.sync: two f16 m16n8k16 with f32
/// sums on its fragments widened in registers. A register of the f8
/// fragments holds four codes along K (4t..4t+3 of its half of K, t the
/// thread in its group); its low pair becomes the f16 register of K slots
/// 2t, 2t+1 and its high pair that of slots 2t+8, 2t+9. A and B both read K
/// in that order, so each instruction sums one half of K.
Value emitWidenedF8Mma(OpBuilder &builder, Location loc, Type resultType,
                       ArrayRef<Value> a, ArrayRef<Value> b, ArrayRef<Value> c,
                       NVVM::MMATypes typeA, NVVM::MMATypes typeB) {
  SmallVector<Value> sums(c);
  Value result;
  for (int half = 0; half < 2; ++half) {
    // A: rows g and g + 8 of this half of K (f8 registers 2h and 2h + 1).
    Value rowG = a[2 * half], rowG8 = a[2 * half + 1];
    SmallVector<Value> registersA = {
        widenF8Pair(builder, loc, rowG, false, typeA),
        widenF8Pair(builder, loc, rowG8, false, typeA),
        widenF8Pair(builder, loc, rowG, true, typeA),
        widenF8Pair(builder, loc, rowG8, true, typeA)};
    SmallVector<Value> registersB = {
        widenF8Pair(builder, loc, b[half], false, typeB),
        widenF8Pair(builder, loc, b[half], true, typeB)};
    result = NVVM::MmaOp::create(
        builder, loc, resultType, registersA, registersB, sums, {16, 8, 16},
        std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::f16, NVVM::MMATypes::f16},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    for (size_t i = 0; i < sums.size(); ++i)
      sums[i] = LLVM::ExtractValueOp::create(builder, loc, result, i);
  }
  return result;
}

/// One f16x2 register of f4 (e2m1) codes widened exactly: the two codes of
/// byte `index` of `codes`, the low nibble into the low half.
Value widenF4Pair(OpBuilder &builder, Location loc, Value codes,
                  int64_t index) {
  Type i32 = builder.getI32Type();
  auto c = [&](int64_t v) {
    return LLVM::ConstantOp::create(builder, loc, i32, v);
  };
  // Byte `index` of the codes into bytes 1 and 3, then byte `index` of the
  // codes shifted down a nibble into byte 3 (prmt: byte i of the result is
  // the byte nibble i of the selector names, of the codes then the shifted
  // codes): each half holds its code in its bits 8-11.
  Value shifted = LLVM::LShrOp::create(builder, loc, codes, c(4));
  Value bits = emitBytePermute(builder, loc, codes, shifted,
                               index | index << 4 | (4 + index) << 8 |
                                   (4 + index) << 12);
  // Exponent and mantissa (3 bits) one bit up, the sign to bit 15: read as
  // f16, each value times 2^-14 (the code 0.1.0 of 1 the smallest f16
  // normal, 0.0.1 of 0.5 half of it), exactly.
  Value magnitude = LLVM::AndOp::create(
      builder, loc, LLVM::ShlOp::create(builder, loc, bits, c(1)),
      c(0x0E000E00));
  Value sign = LLVM::AndOp::create(
      builder, loc, LLVM::ShlOp::create(builder, loc, bits, c(4)),
      c(0x80008000));
  auto f16x2 = VectorType::get({2}, builder.getF16Type());
  Value scale = LLVM::ConstantOp::create(
      builder, loc, f16x2,
      DenseElementsAttr::get(f16x2,
                             builder.getF16FloatAttr(16384.0f).getValue()));
  return LLVM::FMulOp::create(
      builder, loc,
      LLVM::BitcastOp::create(
          builder, loc, f16x2,
          LLVM::OrOp::create(builder, loc, magnitude, sign)),
      scale);
}

/// An f4 m16n8k64 (the fragments of the 4-bit integer one, as f4 codes)
/// is four f16 m16n8k16, its sub-steps, on its registers widened to f16. A
/// register of A holds eight codes along K (8t..8t+7 of its half of K, t
/// the thread in its group; registers 0 and 2 row g, 1 and 3 row g + 8),
/// one of B eight down its column. Sub-step 2h + p takes half h of K,
/// bytes 2p and 2p + 1 of each register: A's and B's byte 2p as the f16
/// registers of K slots 2t, 2t + 1, byte 2p + 1 as those of slots 2t + 8,
/// 2t + 9. A and B read K in that order, so the four sum all of it. These
/// are the f16 registers of sub-step `sub` of `operand` (A or B) from its
/// registers of codes `codes`, each times the f16 pair `scaleOf` gives for
/// it (null: unscaled).
SmallVector<Value> widenF4SubStep(OpBuilder &builder, Location loc,
                                  cute::MmaOperand operand,
                                  ArrayRef<Value> codes,
                                  llvm::function_ref<Value(int64_t)> scaleOf,
                                  int64_t sub) {
  int64_t half = sub / 2, low = 2 * (sub % 2), high = low + 1;
  auto widen = [&](int64_t r, int64_t byte) {
    Value pair = widenF4Pair(builder, loc, codes[r], byte);
    Value scale = scaleOf(r);
    return scale ? LLVM::FMulOp::create(builder, loc, pair, scale).getResult()
                 : pair;
  };
  if (operand == cute::MmaOperand::B)
    return {widen(half, low), widen(half, high)};
  int64_t rowG = 2 * half, rowG8 = 2 * half + 1;
  return {widen(rowG, low), widen(rowG8, low), widen(rowG, high),
          widen(rowG8, high)};
}

/// A product on `#nv_tileas.mma` layouts (`layouts`), one mma.sync per
/// (M atom, N atom, K atom) of each warp's share. With `scales`, the sums
/// of each block of K start from zero and are added to the accumulator
/// scaled by their row's scale of A and their column's scale of B (staged
/// in shared memory, decoded to f32 as they are written).
LogicalResult lowerOnMma(Operation *op,
                         const std::array<nv_tileas::MmaLayoutAttr, 3> &layouts,
                         Value lhsTile, Value rhsTile, Value accTile,
                         ValueRange lhs, ValueRange rhs, ValueRange accIn,
                         bool lhsUnsigned, bool rhsUnsigned,
                         std::optional<BlockScales> scales,
                         ConversionPatternRewriter &rewriter) {
  MLIRContext *context = op->getContext();
  auto lhsType = cast<RankedTensorType>(lhsTile.getType());
  auto rhsType = cast<RankedTensorType>(rhsTile.getType());
  auto accType = cast<RankedTensorType>(accTile.getType());
  cute::MmaTiling tiling = layouts[2].getTiling();
  std::optional<NVVM::MMATypes> ptxA =
      getPtxType(lhsType.getElementType(), lhsUnsigned);
  std::optional<NVVM::MMATypes> ptxB =
      getPtxType(rhsType.getElementType(), rhsUnsigned);
  // f4 operands: widened to f16 in registers (widenF4SubStep).
  bool fourBit = tiling.atom == cute::MmaAtomKind::M16N8K64_4bit;
  if (!fourBit && (!ptxA || !ptxB))
    return failure(); // Not reached: getMmaOperandLayouts checks types.

  std::optional<nv_tileas::TargetInfo> target =
      nv_tileas::TargetInfo::lookup(op);
  if (!target)
    return failure(); // Not reached: getMmaOperandLayouts asks the target.

  const cute::MmaAtom &atom = cute::getMmaAtom(tiling.atom);
  int64_t m = accType.getDimSize(0), n = accType.getDimSize(1);
  int64_t k = lhsType.getDimSize(1);
  auto atomsA = cute::getMmaAtomsPerWarp(tiling, cute::MmaOperand::A, m, k);
  auto atomsB = cute::getMmaAtomsPerWarp(tiling, cute::MmaOperand::B, k, n);
  auto atomsC =
      cute::getMmaAtomsPerWarp(tiling, cute::MmaOperand::Accumulator, m, n);
  if (!atomsA || !atomsB || !atomsC)
    return failure(); // Not reached: getMmaOperandLayouts checks tiles.
  int64_t atomsM = atomsC->first, atomsN = atomsC->second;
  int64_t atomsK = atomsA->second;

  Location loc = op->getLoc();
  SmallVector<Value> acc(accIn);
  // Operands staged for this product are read here, atom by atom right
  // before their first instruction, so that only the fragments of the
  // current K step are live.
  auto stagedReader = [&](Value operand) -> std::optional<FragmentReader> {
    Operation *reloaded = getReloadedOperand(operand);
    if (!reloaded)
      return std::nullopt;
    // Through a transposition the values are the same (the fragments of
    // B read from its stored transpose).
    Type type = reloaded->getResult(0).getType();
    if (auto load = dyn_cast<nv_tileas::TiledLoadOp>(reloaded)) {
      LdmatrixLoad ldmatrix = *getLdmatrixLoad(load);
      return FragmentReader(
          rewriter, loc, type,
          emitLdmatrixLoadBase(rewriter, loc, ldmatrix,
                               rewriter.getRemappedValue(ldmatrix.tileIndex)));
    }
    return FragmentReader(rewriter, loc, type, getSharedOffset(reloaded));
  };
  std::optional<FragmentReader> readerA = stagedReader(lhsTile);
  std::optional<FragmentReader> readerB = stagedReader(rhsTile);
  // A stage a tf32 operand rounds holds f32 values: rounded as read.
  bool roundA = readerA && getRoundedStage(lhsTile);
  bool roundB = readerB && getRoundedStage(rhsTile);
  // NVFP4 operands take their scales as they are widened (OperandScales);
  // others sum each block from zero (BlockScaleSums, below).
  std::optional<OperandScales> operandScales;
  bool foldScales =
      scales && fourBit &&
      isa<Float8E4M3FNType>(
          cast<RankedTensorType>(scales->lhsTile.getType()).getElementType());
  if (foldScales)
    operandScales.emplace(rewriter, loc, op, *scales, lhsType, rhsType);
  // The registers of the fragment of atom (row, col) of an operand. A stage
  // of f4 operands holds their bytes: value v of the fragments is a half of
  // byte v / 2 (isFragmentHalving).
  auto registers = [&](cute::MmaOperand operand, ValueRange values,
                       std::optional<FragmentReader> &reader, bool round,
                       int64_t rows, int64_t cols, int64_t row, int64_t col) {
    int64_t start =
        *cute::getMmaFragmentStart(tiling, operand, rows, cols, row, col);
    int64_t size = atom.fragment(operand).size();
    SmallVector<Value> fragment;
    if (fourBit && reader) {
      for (int64_t v = start / 2; v < (start + size) / 2; ++v)
        fragment.push_back(reader->get(v));
    } else {
      for (int64_t v = start; v < start + size; ++v) {
        Value value = reader ? reader->get(v) : values[v];
        fragment.push_back(round ? roundToTF32(rewriter, loc, value) : value);
      }
    }
    return packFragment(rewriter, loc, fragment);
  };
  // The scale of register r of that fragment (f4 operands), or null.
  auto registerScale = [&](cute::MmaOperand operand, int64_t rows, int64_t cols,
                           int64_t row, int64_t col, int64_t r) -> Value {
    if (!operandScales)
      return Value();
    int64_t start =
        *cute::getMmaFragmentStart(tiling, operand, rows, cols, row, col);
    return operandScales->get(operand == cute::MmaOperand::A, start + 8 * r);
  };

  Type accElement = acc.front().getType();
  int64_t accValues = atom.fragment(cute::MmaOperand::Accumulator).size();
  // f16 sums travel in f16x2 registers, pairs of the fragment's values.
  bool packedSums = accElement.isF16();
  Type sumRegister =
      packedSums ? Type(VectorType::get({2}, accElement)) : accElement;
  auto resultType = LLVM::LLVMStructType::getLiteral(
      context,
      SmallVector<Type>(packedSums ? accValues / 2 : accValues, sumRegister));
  std::optional<NVVM::MMAIntOverflow> overflow;
  if (accElement.isInteger(32))
    overflow = NVVM::MMAIntOverflow::wrapped; // i32 sums wrap, as mmai's.
  // A block-scaled product's scales (BlockScaleSums); its sums per block:
  // `partial` by accumulator value. An f4 K step is four sub-steps
  // (widenF4SubStep), 2h and 2h + 1 summing K's half h; a block is
  // `stepsPerBlock` (sub-)steps.
  if (foldScales)
    scales.reset();
  int64_t subSteps = fourBit ? 4 : 1;
  std::optional<BlockScaleSums> blockScales;
  SmallVector<Value> partial(acc.size());
  int64_t stepsPerBlock = scales ? scales->block * subSteps / atom.k : 0;
  if (scales)
    blockScales.emplace(rewriter, loc, op, scales->lhsTile, scales->lhs,
                        scales->rhsTile, scales->rhs, accType,
                        k / scales->block);
  Value zero =
      scales ? arith::ConstantOp::create(rewriter, loc, rewriter.getF32Type(),
                                         rewriter.getF32FloatAttr(0))
                   .getResult()
             : Value();
  for (int64_t kk = 0; kk < atomsK; ++kk) {
    // A and B registers of this K step, packed once, each reused across
    // the other dimension. The operand with fewer values in the step stays
    // in registers for the whole step; the other one's atoms are read one
    // at a time, each used by all its instructions right away.
    SmallVector<SmallVector<Value>> registersA(atomsM), registersB(atomsN);
    bool residentA =
        atomsM * int64_t(atom.fragment(cute::MmaOperand::A).size()) <=
        atomsN * int64_t(atom.fragment(cute::MmaOperand::B).size());
    int64_t outer = residentA ? atomsN : atomsM;
    int64_t inner = residentA ? atomsM : atomsN;
    auto readA = [&](int64_t mm) {
      if (registersA[mm].empty())
        registersA[mm] =
            registers(cute::MmaOperand::A, lhs, readerA, roundA, m, k, mm, kk);
    };
    auto readB = [&](int64_t nn) {
      if (registersB[nn].empty())
        registersB[nn] =
            registers(cute::MmaOperand::B, rhs, readerB, roundB, k, n, kk, nn);
    };
    // The sub-steps of an f4 K step go over all the warp's atoms one after
    // the other, so that only one sub-step's widened registers are live;
    // where a block is two of them, both go at once (so that only one
    // block's sums are live).
    int64_t groupSize = std::clamp<int64_t>(stepsPerBlock, 1, subSteps);
    for (int64_t group = 0; group < subSteps; group += groupSize) {
      // The first step of a block: its scales are read anew, each where
      // the block's sums first need it (values of one row or column share
      // their start, emitProductStarts's one SSA value: one read each).
      if (scales && (kk * subSteps + group) % stepsPerBlock == 0)
        blockScales->startBlock();
      SmallVector<SmallVector<SmallVector<Value>>> widenedA(
          atomsM, SmallVector<SmallVector<Value>>(groupSize)),
          widenedB(atomsN, SmallVector<SmallVector<Value>>(groupSize));
      auto widened = [&](cute::MmaOperand operand, int64_t at, int64_t sub) {
        bool isA = operand == cute::MmaOperand::A;
        SmallVector<Value> &cached =
            (isA ? widenedA : widenedB)[at][sub - group];
        if (!cached.empty())
          return cached;
        // The scales of all its registers, read at once.
        ArrayRef<Value> codes = (isA ? registersA : registersB)[at];
        SmallVector<Value> pairs;
        for (int64_t r = 0; r < int64_t(codes.size()); ++r)
          pairs.push_back(isA ? registerScale(operand, m, k, at, kk, r)
                              : registerScale(operand, k, n, kk, at, r));
        cached = widenF4SubStep(
            rewriter, loc, operand, codes, [&](int64_t r) { return pairs[r]; },
            sub);
        return cached;
      };
      for (int64_t first = 0; first < outer; ++first) {
        residentA ? readB(first) : readA(first);
        for (int64_t second = 0; second < inner; ++second) {
          int64_t mm = residentA ? second : first;
          int64_t nn = residentA ? first : second;
          residentA ? readA(mm) : readB(nn);
          int64_t start = *cute::getMmaFragmentStart(
              tiling, cute::MmaOperand::Accumulator, m, n, mm, nn);
          for (int64_t sub = group; sub < group + groupSize; ++sub) {
            int64_t step = kk * subSteps + sub;
            // A block-scaled product's sums of this block start from zero.
            SmallVector<Value> into =
                !scales ? SmallVector<Value>(
                              ArrayRef<Value>(acc).slice(start, accValues))
                : step % stepsPerBlock == 0
                    ? SmallVector<Value>(accValues, zero)
                    : SmallVector<Value>(
                          ArrayRef<Value>(partial).slice(start, accValues));
            ArrayRef<Value> sums = into;
            Value mma =
                fourBit
                    ? NVVM::MmaOp::create(
                          rewriter, loc, resultType,
                          widened(cute::MmaOperand::A, mm, sub),
                          widened(cute::MmaOperand::B, nn, sub), sums,
                          {16, 8, 16}, std::nullopt, std::nullopt,
                          std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::f16,
                                                        NVVM::MMATypes::f16},
                          std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                                         NVVM::MMALayout::col})
                          .getResult()
                : isF8(*ptxA)
                    ? (target->hasF8Mma()
                           ? emitF8Mma(rewriter, loc, resultType,
                                       registersA[mm], registersB[nn], sums,
                                       *ptxA, *ptxB)
                           : emitWidenedF8Mma(rewriter, loc, resultType,
                                              registersA[mm], registersB[nn],
                                              sums, *ptxA, *ptxB))
                    : NVVM::MmaOp::create(
                          rewriter, loc, resultType, registersA[mm],
                          registersB[nn],
                          packedSums ? packFragment(rewriter, loc, sums)
                                     : SmallVector<Value>(sums),
                          {atom.m, atom.n, atom.k}, std::nullopt, overflow,
                          std::array<NVVM::MMATypes, 2>{*ptxA, *ptxB},
                          std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                                         NVVM::MMALayout::col})
                          .getResult();
            for (int64_t i = 0; i < accValues; ++i) {
              if (scales) {
                // The block's sums, scaled and added once complete.
                partial[start + i] =
                    LLVM::ExtractValueOp::create(rewriter, loc, mma, i);
                if (step % stepsPerBlock != stepsPerBlock - 1)
                  continue;
                acc[start + i] =
                    blockScales->add(start + i, partial[start + i],
                                     acc[start + i], step / stepsPerBlock);
                continue;
              }
              if (!packedSums) {
                acc[start + i] =
                    LLVM::ExtractValueOp::create(rewriter, loc, mma, i);
                continue;
              }
              Value pair =
                  LLVM::ExtractValueOp::create(rewriter, loc, mma, i / 2);
              acc[start + i] = LLVM::ExtractElementOp::create(
                  rewriter, loc, pair,
                  LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                           i % 2));
            }
          }
        }
      }
    }
  }
  rewriter.replaceOpWithMultiple(op, {acc});
  return success();
}

struct MmaDotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  MmaDotLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // Other layouts take the general path (DotLowering).
    auto layouts = getMmaOperandLayouts(op);
    if (!layouts)
      return failure();
    return lowerOnMma(op, *layouts, op.getLhs(), op.getRhs(), op.getAcc(),
                      adaptor.getLhs(), adaptor.getRhs(), adaptor.getAcc(),
                      op.getLhsUnsigned(), op.getRhsUnsigned(), std::nullopt,
                      rewriter);
  }
};

/// A block-scaled product on mma.sync (where its blocks are whole K steps
/// of the instruction); others take the general path (DotScaledLowering).
struct MmaDotScaledLowering
    : public OpConversionPattern<nv_tileaa::DotScaledOp> {
  MmaDotScaledLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::DotScaledOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isComputedByMma(op) || !getLayout(op.getLhsScale().getType()) ||
        !getLayout(op.getRhsScale().getType()))
      return failure();
    auto layouts =
        getMmaOperandLayouts(op, op.getLhs(), op.getRhs(), op.getAcc());
    BlockScales scales{op.getLhsScale(), op.getRhsScale(),
                       adaptor.getLhsScale(), adaptor.getRhsScale(),
                       op.getScaleBlock()};
    return lowerOnMma(op, *layouts, op.getLhs(), op.getRhs(), op.getAcc(),
                      adaptor.getLhs(), adaptor.getRhs(), adaptor.getAcc(),
                      false, false, scales, rewriter);
  }
};

} // namespace

Value mlir::tileiras::lookThroughTransposition(Value operand) {
  if (auto permute = operand.getDefiningOp<nv_tileaa::PermuteOp>())
    if (permute->hasOneUse() && permute.getPermutation().size() == 2 &&
        permute.getPermutation()[0] == 1)
      return permute.getSource();
  return operand;
}

bool mlir::tileiras::isFragmentHalving(nv_tileaa::RepackOp repack) {
  auto source = cast<RankedTensorType>(repack.getSource().getType());
  auto result = cast<RankedTensorType>(repack.getType());
  auto bytes = dyn_cast_or_null<nv_tileas::MmaLayoutAttr>(source.getEncoding());
  auto halves =
      dyn_cast_or_null<nv_tileas::MmaLayoutAttr>(result.getEncoding());
  return bytes && halves && source.getElementTypeBitWidth() == 8 &&
         result.getElementTypeBitWidth() == 4 &&
         cute::splitsElementsInHalves(bytes.getTVLayout(),
                                      halves.getTVLayout());
}

Value mlir::tileiras::lookThroughHalving(Value operand) {
  auto repack = operand.getDefiningOp<nv_tileaa::RepackOp>();
  return repack && repack->hasOneUse() && isFragmentHalving(repack)
             ? repack.getSource()
             : operand;
}

Value mlir::tileiras::lookThroughTf32Rounding(Value operand) {
  auto rounding = operand.getDefiningOp<nv_tileas::TruncFOp>();
  if (!rounding || !rounding->hasOneUse() || rounding.getRoundingmode() ||
      !rounding.getOut().getType().getElementType().isTF32() ||
      !rounding.getIn().getType().getElementType().isF32())
    return operand;
  auto load = rounding.getIn().getDefiningOp<nv_tileas::TiledLoadOp>();
  return load && load->hasOneUse() && getStagedTileLoad(load)
             ? load.getResult()
             : operand;
}

nv_tileas::TiledLoadOp mlir::tileiras::getRoundedStage(Value operand) {
  Value stored = lookThroughTransposition(operand);
  Value rounded = lookThroughTf32Rounding(stored);
  return rounded != stored ? rounded.getDefiningOp<nv_tileas::TiledLoadOp>()
                           : nv_tileas::TiledLoadOp();
}

nv_tileas::ConvertLayoutOp mlir::tileiras::getStagedConversion(Value operand) {
  // B read from its stored transpose: a transposition (in registers) of
  // the conversion to "bt" fragments. An f4 operand: its bytes'.
  return lookThroughHalving(lookThroughTransposition(operand))
      .getDefiningOp<nv_tileas::ConvertLayoutOp>();
}

Operation *mlir::tileiras::getReloadedOperand(Value operand) {
  if (std::optional<PanelStageLoad> panels = getPanelStageLoad(operand))
    return isReloadedByProduct(panels->load) ? panels->load.getOperation()
                                             : nullptr;
  if (auto load = lookThroughTf32Rounding(
                      lookThroughHalving(lookThroughTransposition(operand)))
                      .getDefiningOp<nv_tileas::TiledLoadOp>())
    return isReloadedByProduct(load) ? load.getOperation() : nullptr;
  nv_tileas::ConvertLayoutOp convert = getStagedConversion(operand);
  return convert && isReloadedByProduct(convert) ? convert.getOperation()
                                                 : nullptr;
}

/// Whether `op` only touches the buffers of a software pipeline, whose ops
/// are ordered by the pipeline's own waits.
static bool touchesOnlyPipelineBuffers(Operation *op) {
  auto isPipelineView = [](Value view) {
    auto tile = view.getDefiningOp<nv_tileaa::BlockTileOp>();
    auto buffer =
        tile ? tile.getMemref().getDefiningOp<nv_tileas::AllocTensorOp>()
             : nv_tileas::AllocTensorOp();
    return buffer && buffer->hasAttr(kPipelineBufferAttr);
  };
  if (auto copy = dyn_cast<nv_tileas::AsyncTiledCopyOp>(op))
    return isPipelineView(copy.getDestination());
  if (auto load = dyn_cast<nv_tileas::TiledLoadOp>(op))
    return isPipelineView(load.getView());
  return false;
}

void mlir::tileiras::planFragmentReloads(gpu::GPUModuleOp module) {
  module.walk([&](Operation *dot) {
    // Products on mma.sync (block-scaled ones too) and on wgmma.
    Value lhs, rhs;
    nv_tileaa::DotOp plain = dyn_cast<nv_tileaa::DotOp>(dot);
    if (plain && isComputedByMma(plain)) {
      lhs = plain.getLhs(), rhs = plain.getRhs();
    } else if (auto scaled = dyn_cast<nv_tileaa::DotScaledOp>(dot)) {
      if (!isComputedByMma(scaled))
        return;
      lhs = scaled.getLhs(), rhs = scaled.getRhs();
    } else {
      return;
    }
    bool wgmmaSums = plain && hasWgmmaAccumulator(plain);
    auto staged = [&](Value operand) -> Operation * {
      // A stage a tf32 operand rounds: wgmma reads it as tf32 itself,
      // mma.sync its f32 fragments by ldmatrix, rounded in registers.
      // (An f4 operand: its bytes.)
      Value stored = lookThroughHalving(lookThroughTransposition(operand));
      // B along N in panels of a stage: only wgmma reads them (in place).
      if (std::optional<PanelStageLoad> panels = getPanelStageLoad(operand))
        return wgmmaSums && panels->load->getBlock() == dot->getBlock()
                   ? panels->load.getOperation()
                   : nullptr;
      if (nv_tileas::TiledLoadOp load = getRoundedStage(operand)) {
        return load->getBlock() == dot->getBlock() &&
                       (wgmmaSums || getLdmatrixLoad(load))
                   ? load.getOperation()
                   : nullptr;
      }
      if (auto load = stored.getDefiningOp<nv_tileas::TiledLoadOp>())
        // A pipeline stage that several products read (products that
        // share A) is read by each of them.
        return (load->hasOneUse() ||
                (touchesOnlyPipelineBuffers(load) &&
                 llvm::all_of(load->getUsers(),
                              [](Operation *user) {
                                return isComputedByMma(user);
                              }))) &&
                       load->getBlock() == dot->getBlock() &&
                       getLdmatrixLoad(load)
                   ? load.getOperation()
                   : nullptr;
      // For wgmma, whose A must be in shared memory, a staging before a loop
      // whose product is inside it is read at every iteration (its buffer
      // lives until the product's last iteration: nothing in between takes
      // its bytes, and tileas-insert-barriers orders the stores before).
      nv_tileas::ConvertLayoutOp convert = getStagedConversion(operand);
      bool reachable =
          convert && (convert->getBlock() == dot->getBlock() ||
                      (wgmmaSums &&
                       convert->getBlock()->findAncestorOpInBlock(*dot)));
      return reachable && convert->hasOneUse() && isLdmatrixOperand(convert)
                 ? convert.getOperation()
                 : nullptr;
    };
    Operation *a = staged(lhs);
    Operation *b = staged(rhs);
    if (!a && !b)
      return;
    // Nothing between the first staging and the product may touch shared
    // memory: the product reads what the stagings wrote (a pipeline's
    // copies into its other stages excepted). A load of a pipeline's stage
    // needs no such care: nothing but the pipeline writes its buffer, and
    // not that stage before the next iteration's wait.
    auto needsCare = [](Operation *op) {
      return op && !touchesOnlyPipelineBuffers(op);
    };
    Operation *first = nullptr;
    for (Operation *operand : {a, b})
      if (needsCare(operand) && operand->getBlock() == dot->getBlock() &&
          (!first || operand->isBeforeInBlock(first)))
        first = operand;
    for (Operation *between = first ? first->getNextNode() : dot;
         between != dot; between = between->getNextNode())
      if (between != a && between != b &&
          !touchesOnlyPipelineBuffers(between) &&
          (between->getNumRegions() != 0 || getScratchBytes(between) != 0 ||
           !isMemoryEffectFree(between)))
        return;
    for (Operation *operand : {a, b})
      if (operand)
        operand->setAttr(kReloadedByProductAttr,
                         UnitAttr::get(dot->getContext()));
    // A stage a tf32 operand rounds is read by mma.sync through ldmatrix
    // only: where wgmma does not compute the product, the stage's tile
    // must be ldmatrix fragments.
    if (plain && isComputedByWgmma(plain))
      return;
    // Panels and rounded stages where the product is not on wgmma: read
    // as fragments (ldmatrix fragments of a rounded stage by mma.sync).
    if (std::optional<PanelStageLoad> panels = getPanelStageLoad(rhs))
      panels->load->removeAttr(kReloadedByProductAttr);
    for (Value operand : {lhs, rhs})
      if (nv_tileas::TiledLoadOp load = getRoundedStage(operand))
        if (!getLdmatrixLoad(load))
          load->removeAttr(kReloadedByProductAttr);
  });
}

void mlir::tileiras::populateMmaDotPatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<MmaDotLowering, MmaDotScaledLowering>(converter,
                                                     patterns.getContext());
}
