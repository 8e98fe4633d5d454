//===- Mma.h - Register layouts of warp-level MMA instructions ------------===//
//
// A warp-level MMA instruction (PTX `mma.sync`) multiplies an m x k tile A by
// a k x n tile B into an m x n accumulator, each lane of the warp holding a
// fixed fragment of each. This file describes those fragments as layouts and
// builds from them the thread-value layouts of whole CTA tiles computed by
// several warps, so that the lowering of a matrix product reads its operands
// and accumulators as ordinary values of distributed tiles.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUTE_LAYOUT_MMA_H
#define TILEIRAS_DIALECTS_CUTE_LAYOUT_MMA_H

#include "dialects/Cute/Layout/Layout.h"

namespace tileiras::cute {

/// The operands of D = A * B + C. The accumulator C and the result D share
/// one fragment.
enum class MmaOperand { A = 0, B = 1, Accumulator = 2 };

/// The `mma.sync` shapes, named by PTX shape and operand width.
enum class MmaAtomKind {
  /// m16n8k16 with 16-bit operands (f16, bf16).
  M16N8K16_16bit,
  /// m16n8k8 with tf32 operands.
  M16N8K8_32bit,
  /// m16n8k32 with 8-bit operands (s8, u8, e4m3, e5m2).
  M16N8K32_8bit,
  /// m8n8k4 with f64 operands.
  M8N8K4_64bit,
  /// m16n8k64 with 4-bit operands (the fragments of s4 and u4; f4E2M1FN
  /// products use them too, widened to f16 in registers).
  M16N8K64_4bit,
};

/// One step along a fragment: `extent` positions, each moving `rowStride`
/// rows and `colStride` columns of the operand's tile.
struct FragmentMode {
  int64_t extent;
  int64_t rowStride;
  int64_t colStride;
};

/// The fragment one lane holds of one operand of an atom: the lane modes
/// (4 lanes of a quad, then 8 quads; colexicographic over the lane id) and
/// the value modes, in register order: consecutive values fill a 32-bit
/// register before the next (two 16-bit values, four 8-bit ones).
struct Fragment {
  int64_t rows;
  int64_t cols;
  std::vector<FragmentMode> lanes;
  std::vector<FragmentMode> values;
  /// Values in the fragment (the product of the value extents).
  int64_t size() const;
};

/// An MMA instruction shape and the fragments of its three operands.
struct MmaAtom {
  MmaAtomKind kind;
  int64_t m, n, k;
  /// Bits of one A or B element.
  int64_t operandBits;
  Fragment fragments[3];

  const Fragment &fragment(MmaOperand operand) const {
    return fragments[static_cast<int>(operand)];
  }
  /// The PTX shape, e.g. `m16n8k16`.
  std::string shapeName() const;
};

/// The fragments of an atom, from the PTX ISA's tables.
const MmaAtom &getMmaAtom(MmaAtomKind kind);

/// An atom repeated over the warps of a CTA: `warpsM` warps along M and
/// `warpsN` along N (warp w sits at (w % warpsM, w / warpsM)), each warp
/// repeating the atom over its share of the tile.
struct MmaTiling {
  MmaAtomKind atom;
  int64_t warpsM;
  int64_t warpsN;
  /// Whether the warps along N take contiguous blocks of the atoms along N
  /// (warp column c the columns [c * N / warpsN, (c + 1) * N / warpsN)),
  /// the way warpgroups share the columns of one wgmma each, rather than
  /// every warpsN-th atom.
  bool contiguousN = false;
};

/// How `numWarps` warps share an m x n accumulator: doubling the warps along
/// the dimension with more atoms per warp left (M on a tie), never beyond
/// the atoms of a dimension while the other still has some. Requires m, n
/// and numWarps to be powers of two, m and n multiples of the atom's.
Result<MmaTiling> chooseMmaTiling(MmaAtomKind atom, int64_t m, int64_t n,
                                  int64_t numWarps);

/// How `numWarps` warps (a multiple of 4) share an m x n accumulator as
/// warpgroups of wgmma or tensor memory lanes do: each warp 16 rows of a
/// block of 64 (warp w % 4 of its warpgroup), the warpgroups stacked along
/// M where the rows allow (all warps along M, each warp its rows of every
/// block of 16 * numWarps), else side by side along N, each a contiguous
/// block of the columns (contiguousN). Requires m a multiple of 64 and the
/// columns to split into blocks of 8.
Result<MmaTiling> chooseWarpgroupTiling(MmaAtomKind atom, int64_t m, int64_t n,
                                        int64_t numWarps);

/// The thread-value layout, over the row-major indices of the operand's tile
/// (`rows` x `cols`: A is m x k, B is k x n, the accumulator m x n), that
/// gives every lane of every warp its fragments of the atoms it computes.
/// Threads are the lanes of warp 0, then warp 1, ...; warps that the tile
/// has no atoms for, and the warps along N for A (along M for B), hold
/// copies (stride-0 thread modes). Values are ordered (fragment value,
/// atom along the rows, atom along the columns): see getMmaFragmentStart.
/// Requires the extents to be multiples of the atom's.
Result<Layout> makeMmaTVLayout(const MmaTiling &tiling, MmaOperand operand,
                               int64_t rows, int64_t cols);

/// The layout of makeMmaTVLayout for an operand whose tile is stored
/// transposed (B held as its n x k transpose, the way a product A * X^T
/// reads X): the same threads and values, each element indexed in the
/// `cols` x `rows` tile.
Result<Layout> makeTransposedMmaTVLayout(const MmaTiling &tiling,
                                         MmaOperand operand, int64_t rows,
                                         int64_t cols);

/// The m16n8 accumulator fragments of a `rows` x `cols` tile over
/// `numWarps` warps (4 or 8) as the tensor memory's data path for M = 128
/// places them: in each block of 128 rows, the rows 32q to 32q + 31 are in
/// the lanes of subpartition q, which only warps w with w % 4 = q may
/// access, so warp w holds the 16-row atoms of those rows (both of them
/// with 4 warps; with 8, atom w / 4). The same fragments as
/// makeMmaTVLayout's accumulator of an m16n8k16 tiling with all warps along
/// M, in the same value order (fragment value, the warp's row atoms from
/// the top, column atom), only the warps' rows differ. Requires rows a
/// multiple of 128 and cols of 8.
Result<Layout> makeTensorMemoryTVLayout(int64_t numWarps, int64_t rows,
                                        int64_t cols);

/// Where a block-scaled tcgen05.mma's scale factors lie in shared memory for
/// tcgen05.cp .32x128b.warpx4, which copies chunks of 32 rows of 16 bytes
/// to 32 lanes of 4 columns of tensor memory, in every lane quarter (the
/// MMA reads each quarter's copy): byte 4j + b of row r of chunk c holds
/// the scale of block b of row 128c + 32j + r of A (or column of B), which
/// the copy puts in column 4c + j of lane r, byte b (the byte an
/// instruction's scale factor ID names). Blocks beyond four go to further
/// sets of chunks, four blocks per set (block 4g + b in set g, the same
/// place of its chunks): one instruction reads at most the four scales of
/// a cell. The map takes the row-major index of a `rows` x `blocks` tile of
/// scales (A's: M x K/V) or, `transposed`, of a `blocks` x `rows` one (B's:
/// K/V x N) to that byte. Requires rows a multiple of 32 and, beyond 128,
/// of 128; blocks at most 4 or a multiple of 4.
Result<Layout> makeScaleChunkIndexMap(int64_t rows, int64_t blocks,
                                      bool transposed);

/// One chunk of makeScaleChunkIndexMap: 32 rows of 16 bytes, for 128 rows
/// of scales, which fill 4 columns of tensor memory.
constexpr int64_t kScaleChunkBytes = 512;
constexpr int64_t kScaleChunkColumns = 4;

/// The bytes of the chunks of makeScaleChunkIndexMap for `rows` rows and
/// `blocks` blocks (a chunk per 128 rows or fewer and four blocks or
/// fewer), and the tensor memory columns they fill; the first column of
/// the set of chunks of blocks 4g to 4g + 3 (`getScaleChunkColumns(rows)`
/// per set).
int64_t getScaleChunkBytes(int64_t rows, int64_t blocks = 4);
int64_t getScaleChunkColumns(int64_t rows, int64_t blocks = 4);

/// Where makeScaleChunkIndexMap puts the scales of block `block` of `rows`
/// rows: the tensor memory column their set of chunks starts at (from the
/// slot's first), and their byte in its cells (the scale factor ID of an
/// instruction whose scales start there).
struct ScaleFactorPlace {
  int64_t column;
  int64_t byte;
};
ScaleFactorPlace getScaleFactorPlace(int64_t rows, int64_t block);

/// The index of the first value of the fragment of the atom at
/// (`rowAtom`, `colAtom`) of a thread's share of the operand's tile, in a
/// layout made by makeMmaTVLayout: the fragment's values follow it
/// consecutively, in register order. `rowAtom` counts atoms along the rows
/// of the operand that one warp computes (rows / (atom rows * warps)).
Result<int64_t> getMmaFragmentStart(const MmaTiling &tiling,
                                    MmaOperand operand, int64_t rows,
                                    int64_t cols, int64_t rowAtom,
                                    int64_t colAtom);

/// Atoms each warp computes along the rows and the columns of an operand of
/// the given extents: {rows / (atom rows * warps used), ...}.
Result<std::pair<int64_t, int64_t>>
getMmaAtomsPerWarp(const MmaTiling &tiling, MmaOperand operand, int64_t rows,
                   int64_t cols);

/// The registers each `ldmatrix` of an A or B operand loads, as the first
/// value (of one 32-bit, two 16-bit or four 8-bit values) of each register:
/// for A one x4 per atom (its four registers), for B one x4 per two atoms
/// along N of one K step (two registers each), an x2 for a last single
/// one (.trans where B is not `storedTransposed`, only for 16-bit
/// elements). In the order of K steps, so that a product can read one step
/// at a time.
Result<std::vector<std::vector<int64_t>>>
planLdmatrixRegisters(const MmaTiling &tiling, MmaOperand operand,
                      int64_t rows, int64_t cols,
                      bool storedTransposed = false);

/// The stmatrix stores of the 16-bit accumulator fragments of an m16n8k16
/// tiling (`rows` x `cols`): per row atom, the four registers of two atoms
/// side by side (rows 0-7 and 8-15 of each), each given by the index of its
/// first value; two registers for a last odd atom. An m16n8 fragment of
/// 16-bit values is two 8x8 matrices of stmatrix, so no register moves.
Result<std::vector<std::vector<int64_t>>>
planStmatrixRegisters(const MmaTiling &tiling, int64_t rows, int64_t cols);

/// Where the lanes of a warp point an `ldmatrix` that loads the registers
/// whose first values are `registerValues` (1, 2 or 4 of them) of a
/// thread-value layout `tv` of a tile with `cols` columns staged
/// row-major: lane l gives row l % 8 of matrix l / 8, and matrix j is the
/// 8x8 block whose first element lane 0 holds in register j (its rows are
/// rows of the tile; `.trans` transposes what each lane receives). The
/// result maps the lane id to the row-major index of its row, relative to
/// the element lane 0 holds in register 0; lanes past the matrices repeat
/// the last ones. Fails where the blocks are not spaced evenly (a layout
/// not made of 8x8 blocks), so that no single layout describes them.
Result<Layout> makeLdmatrixLaneLayout(const Layout &tv,
                                      const std::vector<int64_t> &registerValues,
                                      int64_t cols);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_MMA_H
