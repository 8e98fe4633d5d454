//===- TargetInfo.cpp - what a GPU offers the compiler --------------------===//

#include "dialects/TileAS/IR/TargetInfo.h"

#include "dialects/TileAA/IR/TileAADialect.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::nv_tileas;
using ::tileiras::cute::MmaAtomKind;

std::optional<TargetInfo> TargetInfo::get(StringRef chip) {
  StringRef digits = chip;
  if (!digits.consume_front("sm_"))
    return std::nullopt;
  digits = digits.take_while(llvm::isDigit);
  StringRef suffix = chip.drop_front(3 + digits.size());
  int capability;
  if (digits.empty() || digits.getAsInteger(10, capability) ||
      !(suffix.empty() || suffix == "a" || suffix == "f"))
    return std::nullopt;
  return TargetInfo(chip.str(), capability, suffix == "a");
}

std::optional<TargetInfo> TargetInfo::lookup(Operation *op) {
  for (Operation *holder = op; holder; holder = holder->getParentOp()) {
    if (auto spec = holder->getAttrOfType<StringAttr>(
            nv_tileaa::TileAADialect::kTargetSpecAttrName))
      return get(spec.getValue());
    if (auto capability = holder->getAttrOfType<IntegerAttr>(
            nv_tileaa::TileAADialect::kComputeCapabilityAttrName))
      return get("sm_" + std::to_string(capability.getInt()));
  }
  return std::nullopt;
}

int64_t TargetInfo::getMaxSharedMemoryBytes() const {
  // The opt-in maximum per block of the CUDA programming guide's table.
  switch (capability) {
  case 80:
  case 87:
    return 163 * 1024;
  case 86:
  case 89:
  case 120:
  case 121:
    return 99 * 1024;
  default:
    return capability >= 90 ? 227 * 1024 : 48 * 1024;
  }
}

int64_t TargetInfo::getMaxResidentThreadsPerSM() const {
  switch (capability) {
  case 75:
    return 1024;
  case 86:
  case 87:
  case 89:
  case 120:
  case 121:
    return 1536;
  default: // 80, 90, 100, 103
    return 2048;
  }
}

bool TargetInfo::isWarpgroupProduct(Type lhs, Type rhs, Type acc, int64_t m,
                                    int64_t n, int64_t numWarps,
                                    bool kMajorB) const {
  std::optional<MmaAtomKind> atom = getMmaAtom(lhs, rhs, acc);
  // wgmma transposes 16-bit operands only; tcgen05 reads 8-bit and tf32 B
  // along N too.
  bool operands = atom == MmaAtomKind::M16N8K16_16bit ||
                  ((atom == MmaAtomKind::M16N8K32_8bit ||
                    atom == MmaAtomKind::M16N8K8_32bit) &&
                   (kMajorB || hasTcgen05()));
  if (!(hasWgmma() || hasTcgen05()) || !operands)
    return false;
  auto tiling = ::tileiras::cute::chooseWarpgroupTiling(*atom, m, n, numWarps);
  if (!tiling)
    return false;
  int64_t rows = 16 * tiling->warpsM, columns = n / tiling->warpsN;
  // wgmma's integer forms take N of 8, 16, 24 or a multiple of 16.
  bool integerN = !lhs.isInteger(8) || columns <= 24 || columns % 16 == 0;
  return m / rows <= kMaxWgmmaRowRepeats && n <= 256 && integerN;
}

std::optional<MmaAtomKind> TargetInfo::getMmaAtom(Type lhs, Type rhs,
                                                  Type acc) const {
  if (capability < 80 || lhs != rhs)
    return std::nullopt;
  if ((lhs.isF16() || lhs.isBF16()) && acc.isF32())
    return MmaAtomKind::M16N8K16_16bit;
  // f16 sums have an f16 form of the same instruction (same fragments, the
  // accumulator's pairs packed in f16x2 registers); bf16 has none.
  if (lhs.isF16() && acc.isF16())
    return MmaAtomKind::M16N8K16_16bit;
  if (lhs.isTF32() && acc.isF32())
    return MmaAtomKind::M16N8K8_32bit;
  if (lhs.isInteger(8) && acc.isInteger(32))
    return MmaAtomKind::M16N8K32_8bit;
  // f8 (e4m3, e5m2) has an m16n8k32 mma.sync from sm_89 on, with the
  // fragments of the 8-bit integer one (inline PTX: LLVM 22's
  // nvvm.mma.sync does not accept it). Before, the same fragments are
  // widened to f16 in registers, exactly, for two f16 m16n8k16 each.
  if (isa<Float8E4M3FNType, Float8E5M2Type>(lhs) && acc.isF32())
    return MmaAtomKind::M16N8K32_8bit;
  if (lhs.isF64() && acc.isF64())
    return MmaAtomKind::M8N8K4_64bit;
  if (isa<Float4E2M1FNType>(lhs) && acc.isF32())
    return MmaAtomKind::M16N8K64_4bit;
  return std::nullopt;
}

std::optional<MmaAtomKind> TargetInfo::getScaledMmaAtom(Type lhs, Type rhs,
                                                        Type acc, Type lhsScale,
                                                        Type rhsScale,
                                                        int64_t block) const {
  std::optional<MmaAtomKind> atom = getMmaAtom(lhs, rhs, acc);
  if (!atom || block <= 0)
    return std::nullopt;
  if (*atom == MmaAtomKind::M16N8K64_4bit) {
    bool nvfp4 = isa<Float8E4M3FNType>(lhsScale) &&
                 isa<Float8E4M3FNType>(rhsScale) && block == 16;
    bool mxfp4 = isa<Float8E8M0FNUType>(lhsScale) &&
                 isa<Float8E8M0FNUType>(rhsScale) && block == 32;
    return nvfp4 || mxfp4 ? atom : std::nullopt;
  }
  if (block % ::tileiras::cute::getMmaAtom(*atom).k != 0)
    return std::nullopt;
  return atom;
}
