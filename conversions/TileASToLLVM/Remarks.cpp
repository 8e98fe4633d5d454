//===- Remarks.cpp - what the lowering made of each product and access ----===//
//
// Users ask why a kernel is fast or slow: for each matrix product whether it
// runs on tensor cores (and which instruction) or on the FMA units (and
// why), and for each global-memory access how wide it moves data. The
// lowering knows, right before it converts: the layouts, the pipeline's
// stages, the fragment reloads and the vector plans are decided. Remarks go
// to the context's diagnostic handler at the op's location (the cuda_tile
// source op's), their text starting with the category and `passed:` or
// `missed:`.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TargetInfo.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/StringSwitch.h"

#include <set>

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// Emits each (location, text) once: a pipelined load is several copies
/// (prologue, loop), all of one source op.
class Reporter {
public:
  void operator()(Operation *op, const std::string &text) {
    if (seen.insert({op->getLoc().getAsOpaquePointer(), text}).second)
      op->emitRemark(text);
  }

private:
  std::set<std::pair<const void *, std::string>> seen;
};

std::string typeName(Value value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << cast<RankedTensorType>(value.getType()).getElementType();
  return text;
}

std::string shapeOf(Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(type.getShape(), os, "x");
  return text;
}

/// What an f8 product on mma.sync runs on a chip without f8 mma.sync.
std::string widenedF8Note(std::optional<nv_tileas::TargetInfo> target,
                          Value lhs) {
  Type element = cast<RankedTensorType>(lhs.getType()).getElementType();
  if (!target || target->hasF8Mma() ||
      !isa<Float8E4M3FNType, Float8E5M2Type>(element))
    return "";
  return " (f8 widened to f16 in registers, two m16n8k16 each)";
}

void reportProduct(nv_tileaa::DotOp dot, Reporter &report) {
  auto acc = cast<RankedTensorType>(dot.getAcc().getType());
  std::string operands = typeName(dot.getLhs()) + " x " +
                         typeName(dot.getRhs()) + " -> " +
                         typeName(dot.getAcc());
  std::string product =
      shapeOf(dot.getLhs()) + " times " + shapeOf(dot.getRhs());
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isComputedByWgmma(dot)) {
    auto lhs = cast<RankedTensorType>(dot.getLhs().getType());
    int64_t k = lhs.getDimSize(1);
    // One instruction takes 32 bytes of K; promoted f8 sums go in blocks of
    // columns.
    int64_t kStep = nv_tileas::getAsyncMmaK(lhs.getElementType());
    bool promote = promotesWgmmaSums(dot);
    int64_t n = getWgmmaColumnsPerInstruction(dot);
    int64_t warpgroupsN = acc.getDimSize(1) / getWarpgroupColumns(acc);
    int64_t count =
        getWgmmaRowRepeats(dot) * (k / kStep) * (getWarpgroupColumns(acc) / n);
    os << "[tensorcore] passed: " << product
       << " on tensor cores: wgmma.mma_async m64n" << n << "k" << kStep << " ("
       << operands << "), " << count << " per warpgroup, ";
    if (warpgroupsN > 1)
      os << warpgroupsN << " warpgroups side by side along N, ";
    os << (takesWgmmaOperandAFromRegisters(dot)
               ? "A from registers, B from shared memory"
               : "operands from shared memory");
    if (std::optional<PanelStageLoad> panels = getPanelStageLoad(dot.getRhs()))
      os << " (B in " << panels->load.getResult().getType().getDimSize(1)
         << " panels of " << panels->load.getResult().getType().getDimSize(2)
         << " columns)";
    os << (promote ? ", each block's sums added to the f32 sums (no fast_acc)"
                   : "")
       << (getRoundedStage(dot.getLhs())
               ? ", f32 operands read as tf32 (their upper 19 bits, in place "
                 "of ftof's rounding)"
               : "");
  } else if (isComputedByMma(dot)) {
    auto layout = cast<nv_tileas::MmaLayoutAttr>(acc.getEncoding());
    const ::tileiras::cute::MmaAtom &atom =
        ::tileiras::cute::getMmaAtom(layout.getTiling().atom);
    os << "[tensorcore] passed: " << product << " on tensor cores: mma.sync m"
       << atom.m << "n" << atom.n << "k" << atom.k << " (" << operands
       << ") over " << layout.getWarpsM() << "x" << layout.getWarpsN()
       << " warps";
    // What wgmma would need of an 8-bit product.
    std::optional<nv_tileas::TargetInfo> target =
        nv_tileas::TargetInfo::lookup(dot);
    bool eightBit = atom.operandBits == 8;
    bool tf32 = cast<RankedTensorType>(dot.getLhs().getType())
                    .getElementType()
                    .isTF32();
    bool kMajorB = lookThroughTransposition(dot.getRhs()) != dot.getRhs();
    if (target && target->hasWgmma() && (eightBit || tf32) && !kMajorB)
      os << " (wgmma takes " << (tf32 ? "tf32" : "8-bit")
         << " B only K-major: B stored n x k, loaded along K and permuted)";
    os << widenedF8Note(target, dot.getLhs());
  } else {
    std::optional<nv_tileas::TargetInfo> target =
        nv_tileas::TargetInfo::lookup(dot);
    auto element = [](Value v) {
      return cast<RankedTensorType>(v.getType()).getElementType();
    };
    bool hasAtom = target && target->getMmaAtom(element(dot.getLhs()),
                                                element(dot.getRhs()),
                                                element(dot.getAcc()));
    os << "[tensorcore] missed: " << product
       << " on the FMA units, not tensor cores: ";
    if (!hasAtom)
      os << (target ? target->getChip() : std::string("the target"))
         << " has no tensor-core instruction for " << operands;
    else
      os << "the tile is not made of the instruction's atoms over the "
            "kernel's warps";
  }
  report(dot, text);
}

/// A block-scaled product on wgmma, mma.sync or left to the FMA units (one
/// that a tcgen05 product took is reported with its instruction).
void reportScaledProduct(nv_tileaa::DotScaledOp dot, Reporter &report) {
  std::string text;
  llvm::raw_string_ostream os(text);
  std::string product = "block-scaled " + shapeOf(dot.getLhs()) + " times " +
                        shapeOf(dot.getRhs()) + " (" + typeName(dot.getLhs()) +
                        " scaled by " + typeName(dot.getLhsScale()) +
                        " every " + std::to_string(dot.getScaleBlock()) +
                        " along K)";
  if (isComputedByWgmma(dot)) {
    auto acc = cast<RankedTensorType>(dot.getAcc().getType());
    int64_t n =
        std::min<int64_t>(getWarpgroupColumns(acc), kScaledBlockColumns);
    os << "[tensorcore] passed: " << product
       << " on tensor cores: wgmma.mma_async m64n" << n
       << "k32 from shared memory, each block's sums from zero, scaled and "
          "added";
  } else if (isComputedByMma(dot)) {
    auto acc = cast<RankedTensorType>(dot.getAcc().getType());
    auto layout = cast<nv_tileas::MmaLayoutAttr>(acc.getEncoding());
    const ::tileiras::cute::MmaAtom &atom =
        ::tileiras::cute::getMmaAtom(layout.getTiling().atom);
    os << "[tensorcore] passed: " << product << " on tensor cores: mma.sync m"
       << atom.m << "n" << atom.n << "k" << atom.k << " over "
       << layout.getWarpsM() << "x" << layout.getWarpsN() << " warps"
       << (atom.operandBits != 4
               ? ", each block's sums from zero, scaled and added"
           : isa<Float8E4M3FNType>(
                 cast<RankedTensorType>(dot.getLhsScale().getType())
                     .getElementType())
               ? " (f4 widened to f16 in registers, each register times its "
                 "block's scale, four m16n8k16 each)"
               : " (f4 widened to f16 in registers, four m16n8k16 each), "
                 "each block's sums from zero, scaled and added")
       << widenedF8Note(nv_tileas::TargetInfo::lookup(dot), dot.getLhs());
  } else {
    // Why, in the order tileas-assign-layouts and tileas-pipeline ask it.
    std::optional<nv_tileas::TargetInfo> target =
        nv_tileas::TargetInfo::lookup(dot);
    auto element = [](Value v) {
      return cast<RankedTensorType>(v.getType()).getElementType();
    };
    Type operand = element(dot.getLhs());
    std::optional<::tileiras::cute::MmaAtomKind> atom =
        target ? target->getMmaAtom(operand, element(dot.getRhs()),
                                    element(dot.getAcc()))
               : std::nullopt;
    bool scaledAtom =
        target && target->getScaledMmaAtom(
                      operand, element(dot.getRhs()), element(dot.getAcc()),
                      element(dot.getLhsScale()), element(dot.getRhsScale()),
                      dot.getScaleBlock());
    os << "[tensorcore] missed: " << product
       << " on the FMA units, not tensor cores: ";
    if (target && target->hasTcgen05() && isa<Float4E2M1FNType>(operand))
      os << "tcgen05 takes f4 products in K loops whose stages TMA fills, "
            "B K-major, in blocks of 128 rows and N a multiple of 32";
    else if (!atom)
      os << (target ? target->getChip() : std::string("the target"))
         << " has no tensor-core instruction for " << typeName(dot.getLhs())
         << " x " << typeName(dot.getRhs()) << " -> " << typeName(dot.getAcc());
    else if (lookThroughTransposition(dot.getRhs()) == dot.getRhs())
      os << (target->hasTcgen05()
                 ? "tcgen05 takes it in K loops whose stages TMA fills, and "
                   "mma.sync reads"
             : target->hasWgmma() ? "mma.sync and wgmma read"
                                  : "mma.sync reads")
         << " an 8-bit or 4-bit B K-major only (B stored n x k, loaded "
            "along K and permuted, or an 8-bit one staged transposed by a "
            "software pipeline)";
    else if (!scaledAtom && isa<Float4E2M1FNType>(operand))
      os << "mma.sync takes f4 products scaled by f8E4M3FN every 16 or by "
            "f8E8M0FNU every 32 along K only (NVFP4, MXFP4)";
    else if (!scaledAtom)
      os << "blocks of " << dot.getScaleBlock()
         << " along K are not whole K steps of the instruction";
    else
      os << "the tile is not made of the instruction's atoms over the "
            "kernel's warps";
  }
  report(dot, text);
}

/// A view of global memory (not a pipeline's stage in shared memory).
bool isGlobalView(Value view) {
  auto type = dyn_cast<nv_tileaa::TiledViewType>(view.getType());
  return type &&
         type.getMemref().getAddressSpace() == nv_tileaa::AddressSpace::Global;
}

void reportAccess(Operation *op, StringRef what, Type element,
                  const VectorPlans &plans, Reporter &report) {
  auto plan = plans.find(op);
  std::string text;
  llvm::raw_string_ostream os(text);
  if (plan == plans.end()) {
    os << "[memory] missed: " << what
       << " element by element (ordered accesses are not vectorized)";
  } else {
    int64_t bytes = plan->second.width * getElementBytes(element);
    if (plan->second.width > 1)
      os << "[memory] passed: " << what << " in vectors of " << bytes
         << " bytes per thread";
    else
      os << "[memory] missed: " << what << " element by element (" << bytes
         << " bytes per access): what is known of the addresses' "
            "contiguity and alignment allows no wider access";
  }
  report(op, text);
}

void reportCopy(nv_tileas::AsyncTiledCopyOp copy, const VectorPlans &plans,
                Reporter &report) {
  VectorPlan plan = plans.lookup(copy);
  int64_t elementBytes =
      getElementBytes(cast<RankedTensorType>(copy.getTile()).getElementType());
  int64_t bytes = plan.width * elementBytes;
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!copy.getSynchronous() && (bytes == 4 || bytes == 8 || bytes == 16))
    os << "[memory] passed: the view load goes to shared memory by "
          "cp.async, "
       << bytes << " bytes per copy (software pipeline)";
  else if (plan.transposing)
    os << "[memory] missed: the view load goes to shared memory transposed, "
          "through registers (loads of "
       << plan.transposing->loadWidth * elementBytes << " bytes, stores of "
       << plan.transposing->storeWidth * elementBytes
       << " down its columns: cp.async copies no element narrower than 4 "
          "bytes)";
  else
    os << "[memory] missed: the view load goes to shared memory through "
          "registers ("
       << bytes << " bytes per access: cp.async needs 4, 8 or 16)";
  report(copy, text);
}

void reportTmaStore(nv_tileas::AsyncTiledTMAStoreOp store, Reporter &report) {
  nv_tileas::TmaDescriptorIterType desc = store.getDesc().getType();
  std::string text;
  llvm::raw_string_ostream os(text);
  // Rows wider than the widest swizzle leave as boxes side by side, one
  // TMA store each through the same descriptor.
  int64_t boxes = llvm::count_if(store.getDesc().getUsers(), [](Operation *op) {
    return isa<nv_tileas::AsyncTiledTMAStoreOp>(op);
  });
  os << "[memory] passed: the view store goes to global memory by TMA, ";
  if (boxes == 1)
    os << "one ";
  else
    os << boxes << " boxes of ";
  llvm::interleave(desc.getView().getTileShape(), os, "x");
  os << (boxes == 1 ? " box" : " side by side") << " from shared memory";
  if (desc.getSwizzle() != 0)
    os << " (" << desc.getSwizzle() << "-byte swizzle)";
  report(store, text);
}

void reportTmaCopy(nv_tileas::AsyncTiledTMALoadOp copy, Reporter &report) {
  nv_tileas::TmaDescriptorIterType desc = copy.getDesc().getType();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[memory] passed: the view load goes to shared memory by TMA, one ";
  llvm::interleave(desc.getView().getTileShape(), os, "x");
  os << " box per copy, " << desc.getSwizzle()
     << "-byte swizzle (software pipeline, mbarriers)";
  if (std::optional<int64_t> ctas = copy.getClusterCtas())
    os << "; the " << *ctas << " CTAs of the cluster load the same tile: each "
       << "copies 1/" << *ctas << " of it and multicasts it to all";
  report(copy, text);
}

/// A product that tileas-pipeline made a tcgen05 product accumulating in
/// tensor memory.
void reportTensorMemoryProduct(nv_tileas::AsyncTcgen05MmaOp mma,
                               Reporter &report) {
  nv_tileas::TensorMemoryType acc = mma.getAccumulator().getType();
  auto tmemA = dyn_cast<nv_tileas::TensorMemoryType>(mma.getLhs().getType());
  int64_t m = acc.getShape()[0];
  // K in elements (f4 tiles hold two per byte).
  int64_t k = tmemA ? tmemA.getShape()[1]
                    : cast<nv_tileaa::TiledViewType>(mma.getLhs().getType())
                              .getTileShape()[1] *
                          (mma.getF4() ? 2 : 1);
  Type element = mma.getOperandElementType();
  std::string text;
  llvm::raw_string_ostream os(text);
  std::string kind;
  Type scale;
  if (mma.getLhsScale()) {
    scale = mma.getLhsScale().getType().getElementType();
    kind = !mma.getF4() ? " kind::mxf8f6f4.block_scale"
           : isa<Float8E8M0FNUType>(scale)
               ? " kind::mxf4.block_scale.block32"
               : " kind::mxf4nvf4.block_scale.block16";
  }
  bool pair = mma.getCtaPair();
  os << "[tensorcore] passed: " << (mma.getLhsScale() ? "block-scaled " : "")
     << m << "x" << k << " times " << k << "x" << acc.getShape()[1]
     << " on tensor cores: tcgen05.mma" << (pair ? ".cta_group::2 m" : " m")
     << acc.getBlockRows() * (pair ? 2 : 1) << "n" << acc.getShape()[1] << "k"
     << mma.getKPerInstruction() << kind << " (" << element << " x " << element
     << " -> " << acc.getElementType();
  if (scale)
    os << ", " << scale << " scales per " << mma.getScaleBlock()
       << " of K copied to tensor memory by tcgen05.cp";
  if (mma.getF4())
    os << "; f4 pairs staged as bytes";
  os << "), " << acc.getNumBlocks() * (k / mma.getKPerInstruction())
     << " per K step started by one thread, "
     << (tmemA ? "A from tensor memory, B from shared memory"
               : "operands from shared memory")
     << (mma.getTf32() ? " (f32 read as tf32: their upper 19 bits, in place "
                         "of ftof's rounding)"
                       : "");
  ArrayRef<int64_t> rhs = mma.getRhs().getType().getTileShape();
  if (rhs.size() == 3)
    os << " (B in " << rhs[0] << " panels of " << rhs[2] << " columns)";
  os << ", sums in tensor memory (" << acc.getAllocatedColumns()
     << " columns)";
  if (pair)
    os << "; the product of the cluster's CTA pair: each CTA holds its " << m
       << " rows of A and of the sums and half of B's columns, the "
       << "even CTA starts it";
  report(mma, text);
}

} // namespace

std::optional<RemarkCategories>
mlir::tileiras::parseRemarkCategories(StringRef text) {
  return llvm::StringSwitch<std::optional<RemarkCategories>>(text)
      .Case("none", RemarkCategories{false, false})
      .Case("", RemarkCategories{false, false})
      .Case("tensorcore", RemarkCategories{true, false})
      .Case("memory", RemarkCategories{false, true})
      .Case("all", RemarkCategories{true, true})
      .Default(std::nullopt);
}

void mlir::tileiras::emitLoweringRemarks(gpu::GPUModuleOp module,
                                         const VectorPlans &plans,
                                         RemarkCategories categories) {
  Reporter report;
  module.walk([&](Operation *op) {
    if (auto dot = dyn_cast<nv_tileaa::DotOp>(op)) {
      if (categories.tensorCore)
        reportProduct(dot, report);
      return;
    }
    if (auto dot = dyn_cast<nv_tileaa::DotScaledOp>(op)) {
      if (categories.tensorCore)
        reportScaledProduct(dot, report);
      return;
    }
    if (auto mma = dyn_cast<nv_tileas::AsyncTcgen05MmaOp>(op)) {
      if (categories.tensorCore)
        reportTensorMemoryProduct(mma, report);
      return;
    }
    if (!categories.memory)
      return;
    if (auto load = dyn_cast<nv_tileas::TiledLoadOp>(op)) {
      if (isGlobalView(load.getView()))
        reportAccess(op, "the view load",
                     load.getResult().getType().getElementType(), plans,
                     report);
    } else if (auto store = dyn_cast<nv_tileas::TiledStoreOp>(op)) {
      if (isGlobalView(store.getView()))
        reportAccess(op, "the view store",
                     getElementTypeOrSelf(store.getValue().getType()), plans,
                     report);
    } else if (auto load = dyn_cast<nv_tileas::LoadOp>(op)) {
      reportAccess(op, "the pointer load",
                   getElementTypeOrSelf(load.getResult().getType()), plans,
                   report);
    } else if (auto store = dyn_cast<nv_tileas::StoreOp>(op)) {
      reportAccess(op, "the pointer store",
                   getElementTypeOrSelf(store.getValue().getType()), plans,
                   report);
    } else if (auto copy = dyn_cast<nv_tileas::AsyncTiledCopyOp>(op)) {
      reportCopy(copy, plans, report);
    } else if (auto copy = dyn_cast<nv_tileas::AsyncTiledTMALoadOp>(op)) {
      reportTmaCopy(copy, report);
    } else if (auto store = dyn_cast<nv_tileas::AsyncTiledTMAStoreOp>(op)) {
      reportTmaStore(store, report);
    }
  });
}
