//===- TargetInfo.h - what a GPU offers the compiler ------------*- C++ -*-===//
//
// One description per chip of the hardware features the layout passes and
// the lowering choose from (MMA instructions and their operand types, memory
// instructions, shared memory and register limits), so that no pass tests a
// compute capability by hand.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_TILEAS_IR_TARGETINFO_H
#define TILEIRAS_DIALECTS_TILEAS_IR_TARGETINFO_H

#include "dialects/Cute/Layout/Mma.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"

#include <optional>
#include <string>

namespace mlir::nv_tileas {

class TargetInfo {
public:
  /// The chip named `sm_<digits>` with an optional `a` or `f` suffix;
  /// nullopt for other names.
  static std::optional<TargetInfo> get(StringRef chip);
  /// The chip of the gpu.module holding `op` (its `nv_tileaa.target_spec`,
  /// else its `nv_tileaa.compute_capability`); nullopt when it has neither.
  static std::optional<TargetInfo> lookup(Operation *op);

  StringRef getChip() const { return chip; }
  /// 80 for sm_80, 90 for sm_90a, 100 for sm_100a.
  int getComputeCapability() const { return capability; }
  /// Whether the architecture-specific features (`a` suffix) are enabled.
  bool isArchSpecific() const { return archSpecific; }

  /// Shared memory a kernel may declare statically, and the most one block
  /// may have when the kernel opts in (dynamic shared memory).
  int64_t getStaticSharedMemoryBytes() const { return 48 * 1024; }
  int64_t getMaxSharedMemoryBytes() const;
  /// Registers one thread may use, the register file of one SM, and the
  /// unit per-thread counts are allocated in.
  int64_t getMaxRegistersPerThread() const { return 255; }
  int64_t getRegistersPerSM() const { return 64 * 1024; }
  int64_t getRegisterAllocationUnit() const { return 8; }
  /// Threads resident on one SM at most.
  int64_t getMaxResidentThreadsPerSM() const;
  /// The widest vector one thread loads or stores in one instruction.
  int64_t getMaxVectorBytes() const { return 16; }

  bool hasLdmatrix() const { return capability >= 75; }
  /// stmatrix (m8n8 b16): sm_90 on.
  bool hasStmatrix() const { return capability >= 90; }
  /// mma.sync on f8 codes (m16n8k32 e4m3/e5m2).
  bool hasF8Mma() const { return capability >= 89; }
  bool hasCpAsync() const { return capability >= 80; }
  bool hasTma() const { return capability >= 90; }
  bool hasClusters() const { return capability >= 90; }
  bool hasWgmma() const { return capability == 90 && archSpecific; }
  /// Blocks of 64 rows a warpgroup computes of one product at most, each in
  /// its own m64nNk16 accumulator (more would take more registers than
  /// mma.sync's tilings of the same product).
  static constexpr int64_t kMaxWgmmaRowRepeats = 2;
  bool hasTcgen05() const {
    return capability >= 100 && capability < 110 && archSpecific;
  }

  /// The `mma.sync` instruction that multiplies `lhs` by `rhs` elements into
  /// `acc` elements on this chip: f16 or bf16 into f32 and f16 into f16
  /// (m16n8k16), tf32 into f32 (m16n8k8), i8 into i32 and f8 into f32
  /// (m16n8k32; before sm_89, which has no f8 form, each is computed as two
  /// f16 m16n8k16 on its fragments widened in registers), f64 (m8n8k4), f4
  /// into f32 (the fragments of the 4-bit integer m16n8k64, each computed
  /// as four f16 m16n8k16 on its fragments widened in registers). nullopt
  /// when the chip has none.
  std::optional<::tileiras::cute::MmaAtomKind> getMmaAtom(Type lhs, Type rhs,
                                                          Type acc) const;

  /// The `mma.sync` instruction (getMmaAtom's) that computes a product
  /// whose operands have one `scale` per `block` elements along K: f4 whose
  /// scales are f8E4M3FN per 16 (NVFP4), the scales multiplied into its
  /// operands as they are widened to f16 (e2m1 times e4m3 is an f16,
  /// exactly, and the 8 elements of a register share a block), or
  /// f8E8M0FNU per 32 (MXFP4: each block two of the four f16 instructions
  /// of an m16n8k64, whose sums are scaled once complete); otherwise blocks
  /// of whole K steps of the instruction, whose sums start from zero and
  /// are scaled once complete. nullopt when there is none.
  std::optional<::tileiras::cute::MmaAtomKind>
  getScaledMmaAtom(Type lhs, Type rhs, Type acc, Type lhsScale, Type rhsScale,
                   int64_t block) const;

  /// Whether the tensor cores of a chip with wgmma or tcgen05 compute an m
  /// x n product of `lhs` by `rhs` elements into `acc` elements over
  /// `numWarps` warps in M = 64 blocks (wgmma m64nNk16/k32/k8, or
  /// tcgen05.mma with M = 64 whose sums tcgen05.ld returns as the same
  /// fragments): a 16-bit m16n8k16 product, or an 8-bit m16n8k32 one (f8
  /// into f32, i8 into i32) or a tf32 m16n8k8 one whose B is K-major
  /// (`kMajorB`: read from its stored transpose; wgmma transposes 16-bit
  /// operands only) or, for tcgen05, either; the warps as the layout
  /// library's chooseWarpgroupTiling arranges them (whole warpgroups
  /// stacked along M where the rows allow, else side by side along N), each
  /// warp 16 rows of each of at most kMaxWgmmaRowRepeats blocks, and N up
  /// to 256.
  bool isWarpgroupProduct(Type lhs, Type rhs, Type acc, int64_t m, int64_t n,
                          int64_t numWarps, bool kMajorB) const;

private:
  TargetInfo(std::string chip, int capability, bool archSpecific)
      : chip(std::move(chip)), capability(capability),
        archSpecific(archSpecific) {}

  std::string chip;
  int capability;
  bool archSpecific;
};

/// The bytes of one `element` operand of wgmma or tcgen05.mma in shared
/// memory: tf32 operands are f32 values there (4 bytes), which the
/// instructions read as tf32.
inline int64_t getAsyncMmaElementBytes(Type element) {
  return element.isTF32() ? 4 : element.getIntOrFloatBitWidth() / 8;
}

/// The K of one wgmma or tcgen05.mma instruction on `element` operands:
/// 32 bytes of A's and B's rows (16 16-bit elements, 32 8-bit ones, 8 tf32
/// ones).
inline int64_t getAsyncMmaK(Type element) {
  return 32 / getAsyncMmaElementBytes(element);
}

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECTS_TILEAS_IR_TARGETINFO_H
