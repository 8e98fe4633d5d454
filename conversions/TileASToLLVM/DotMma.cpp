//===- DotMma.cpp - matrix products on tensor cores with mma.sync ---------===//
//
// A product whose A, B and accumulator are `#nv_tileas.mma` layouts of one
// instruction is computed in registers: every thread already holds its
// lane's fragments, atom by atom, so each (M atom, N atom, K atom) of the
// warp's share is one `mma.sync` on the values the layout library names.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"
#include "target/RequiredPtx.h"
#include "conversions/TileASToLLVM/CrossThread.h"

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
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

/// The MMA layouts of a product's A, B and accumulator when they are the
/// fragments of one instruction over one arrangement of warps.
std::optional<std::array<nv_tileas::MmaLayoutAttr, 3>>
getMmaOperandLayouts(nv_tileaa::DotOp op) {
  std::array<nv_tileas::MmaLayoutAttr, 3> layouts;
  Value operands[] = {op.getLhs(), op.getRhs(), op.getAcc()};
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
  if (!target || target->getMmaAtom(element(op.getLhs()), element(op.getRhs()),
                                    element(op.getAcc())) != tiling.atom)
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

struct MmaDotLowering : public OpConversionPattern<nv_tileaa::DotOp> {
  MmaDotLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(nv_tileaa::DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    auto accType = cast<RankedTensorType>(op.getAcc().getType());
    // Other layouts take the general path (DotLowering).
    auto layouts = getMmaOperandLayouts(op);
    if (!layouts)
      return failure();
    cute::MmaTiling tiling = (*layouts)[2].getTiling();
    std::optional<NVVM::MMATypes> ptxA =
        getPtxType(lhsType.getElementType(), op.getLhsUnsigned());
    std::optional<NVVM::MMATypes> ptxB =
        getPtxType(rhsType.getElementType(), op.getRhsUnsigned());
    if (!ptxA || !ptxB)
      return failure(); // Not reached: getMmaOperandLayouts checks types.

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

    Location loc = op.getLoc();
    ValueRange lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    SmallVector<Value> acc(adaptor.getAcc());
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
        return FragmentReader(rewriter, loc, type,
                              emitLdmatrixLoadBase(rewriter, loc, ldmatrix,
                                                   rewriter.getRemappedValue(
                                                       ldmatrix.tileIndex)));
      }
      return FragmentReader(rewriter, loc, type, getSharedOffset(reloaded));
    };
    std::optional<FragmentReader> readerA = stagedReader(op.getLhs());
    std::optional<FragmentReader> readerB = stagedReader(op.getRhs());
    // A stage a tf32 operand rounds holds f32 values: rounded as read.
    bool roundA = readerA && getRoundedStage(op.getLhs());
    bool roundB = readerB && getRoundedStage(op.getRhs());
    // The registers of the fragment of atom (row, col) of an operand.
    auto registers = [&](cute::MmaOperand operand, ValueRange values,
                         std::optional<FragmentReader> &reader, bool round,
                         int64_t rows, int64_t cols, int64_t row,
                         int64_t col) {
      int64_t start =
          *cute::getMmaFragmentStart(tiling, operand, rows, cols, row, col);
      int64_t size = atom.fragment(operand).size();
      SmallVector<Value> fragment;
      for (int64_t v = start; v < start + size; ++v) {
        Value value = reader ? reader->get(v) : values[v];
        fragment.push_back(round ? roundToTF32(rewriter, loc, value) : value);
      }
      return packFragment(rewriter, loc, fragment);
    };

    Type accElement = acc.front().getType();
    int64_t accValues = atom.fragment(cute::MmaOperand::Accumulator).size();
    // f16 sums travel in f16x2 registers, pairs of the fragment's values.
    bool packedSums = accElement.isF16();
    Type sumRegister =
        packedSums ? Type(VectorType::get({2}, accElement)) : accElement;
    auto resultType = LLVM::LLVMStructType::getLiteral(
        getContext(),
        SmallVector<Type>(packedSums ? accValues / 2 : accValues, sumRegister));
    std::optional<NVVM::MMAIntOverflow> overflow;
    if (accElement.isInteger(32))
      overflow = NVVM::MMAIntOverflow::wrapped; // i32 sums wrap, as mmai's.
    for (int64_t kk = 0; kk < atomsK; ++kk) {
      // A and B registers of this K step, packed once, each reused across
      // the other dimension.
      SmallVector<SmallVector<Value>> registersA(atomsM), registersB(atomsN);
      for (int64_t mm = 0; mm < atomsM; ++mm) {
        registersA[mm] =
            registers(cute::MmaOperand::A, lhs, readerA, roundA, m, k, mm, kk);
        for (int64_t nn = 0; nn < atomsN; ++nn) {
          if (registersB[nn].empty())
            registersB[nn] =
                registers(cute::MmaOperand::B, rhs, readerB, roundB, k, n, kk,
                          nn);
          int64_t start = *cute::getMmaFragmentStart(
              tiling, cute::MmaOperand::Accumulator, m, n, mm, nn);
          ArrayRef<Value> sums = ArrayRef<Value>(acc).slice(start, accValues);
          Value mma =
              isF8(*ptxA)
                  ? emitF8Mma(rewriter, loc, resultType, registersA[mm],
                              registersB[nn], sums, *ptxA, *ptxB)
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
    rewriter.replaceOpWithMultiple(op, {acc});
    return success();
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
  // the conversion to "bt" fragments.
  return lookThroughTransposition(operand)
      .getDefiningOp<nv_tileas::ConvertLayoutOp>();
}

Operation *mlir::tileiras::getReloadedOperand(Value operand) {
  if (auto load = lookThroughTf32Rounding(lookThroughTransposition(operand))
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
  module.walk([&](nv_tileaa::DotOp dot) {
    if (!isComputedByMma(dot))
      return;
    auto staged = [&](Value operand) -> Operation * {
      // A stage a tf32 operand rounds: wgmma reads it as tf32 itself,
      // mma.sync its f32 fragments by ldmatrix, rounded in registers.
      Value stored = lookThroughTransposition(operand);
      if (nv_tileas::TiledLoadOp load = getRoundedStage(operand)) {
        return load->getBlock() == dot->getBlock() &&
                       (hasWgmmaAccumulator(dot) || getLdmatrixLoad(load))
                   ? load.getOperation()
                   : nullptr;
      }
      if (auto load = stored.getDefiningOp<nv_tileas::TiledLoadOp>())
        // A pipeline stage that several products read (the column blocks
        // of a wide product share A) is read by each of them.
        return (load->hasOneUse() ||
                (touchesOnlyPipelineBuffers(load) &&
                 llvm::all_of(load->getUsers(),
                              [](Operation *user) {
                                auto other = dyn_cast<nv_tileaa::DotOp>(user);
                                return other && isComputedByMma(other);
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
                      (hasWgmmaAccumulator(dot) &&
                       convert->getBlock()->findAncestorOpInBlock(*dot)));
      return reachable && convert->hasOneUse() && isLdmatrixOperand(convert)
                 ? convert.getOperation()
                 : nullptr;
    };
    Operation *a = staged(dot.getLhs());
    Operation *b = staged(dot.getRhs());
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
                         UnitAttr::get(dot.getContext()));
    // A stage a tf32 operand rounds is read by mma.sync through ldmatrix
    // only: where wgmma does not compute the product, the stage's tile
    // must be ldmatrix fragments.
    if (isComputedByWgmma(dot))
      return;
    for (Value operand : {dot.getLhs(), dot.getRhs()})
      if (nv_tileas::TiledLoadOp load = getRoundedStage(operand))
        if (!getLdmatrixLoad(load))
          load->removeAttr(kReloadedByProductAttr);
  });
}

void mlir::tileiras::populateMmaDotPatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<MmaDotLowering>(converter, patterns.getContext());
}
