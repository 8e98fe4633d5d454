//===- Mma.cpp - Register layouts of warp-level MMA instructions ----------===//

#include "dialects/Cute/Layout/Mma.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/ThreadValue.h"

#include <algorithm>
#include <functional>

namespace tileiras::cute {

int64_t Fragment::size() const {
  int64_t n = 1;
  for (const FragmentMode &mode : values)
    n *= mode.extent;
  return n;
}

std::string MmaAtom::shapeName() const {
  return "m" + std::to_string(m) + "n" + std::to_string(n) + "k" +
         std::to_string(k);
}

// The fragments below are the PTX ISA's tables for `mma.sync` with A row-major
// and B column-major ("Matrix Fragments for mma.mMnNkK"). In every table a lane
// is (threadID_in_group, groupID) = (lane % 4, lane / 4), the two lane modes.
namespace {

/// The accumulator of every m16n8 shape: c0,c1 at row groupID, columns
/// 2*threadID_in_group + {0,1}; c2,c3 eight rows below.
Fragment m16n8Accumulator() {
  return {16, 8, {{4, 0, 2}, {8, 1, 0}}, {{2, 0, 1}, {2, 8, 0}}};
}

MmaAtom makeAtom(MmaAtomKind kind) {
  switch (kind) {
  case MmaAtomKind::M16N8K16_16bit:
    // a0,a1 (g, 2t+i); a2,a3 eight rows below; a4..a7 eight columns right.
    // b0,b1 (2t+i, g); b2,b3 eight rows below.
    return {kind,
            16,
            8,
            16,
            16,
            {{16, 16, {{4, 0, 2}, {8, 1, 0}}, {{2, 0, 1}, {2, 8, 0}, {2, 0, 8}}},
             {16, 8, {{4, 2, 0}, {8, 0, 1}}, {{2, 1, 0}, {2, 8, 0}}},
             m16n8Accumulator()}};
  case MmaAtomKind::M16N8K8_32bit:
    // a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4); b0 (t, g), b1 (t+4, g).
    return {kind,
            16,
            8,
            8,
            32,
            {{16, 8, {{4, 0, 1}, {8, 1, 0}}, {{2, 8, 0}, {2, 0, 4}}},
             {8, 8, {{4, 1, 0}, {8, 0, 1}}, {{2, 4, 0}}},
             m16n8Accumulator()}};
  case MmaAtomKind::M16N8K32_8bit:
    // a0..a3 (g, 4t+i); a4..a7 eight rows below; a8..a15 sixteen columns
    // right. b0..b3 (4t+i, g); b4..b7 sixteen rows below.
    return {kind,
            16,
            8,
            32,
            8,
            {{16, 32, {{4, 0, 4}, {8, 1, 0}}, {{4, 0, 1}, {2, 8, 0}, {2, 0, 16}}},
             {32, 8, {{4, 4, 0}, {8, 0, 1}}, {{4, 1, 0}, {2, 16, 0}}},
             m16n8Accumulator()}};
  case MmaAtomKind::M8N8K4_64bit:
    // a0 (g, t); b0 (t, g); c0,c1 (g, 2t+i).
    return {kind,
            8,
            8,
            4,
            64,
            {{8, 4, {{4, 0, 1}, {8, 1, 0}}, {}},
             {4, 8, {{4, 1, 0}, {8, 0, 1}}, {}},
             {8, 8, {{4, 0, 2}, {8, 1, 0}}, {{2, 0, 1}}}}};
  case MmaAtomKind::M16N8K64_4bit:
    // a0..a7 (g, 8t+i); a8..a15 eight rows below; a16..a31 thirty-two
    // columns right. b0..b7 (8t+i, g); b8..b15 thirty-two rows below.
    return {
        kind,
        16,
        8,
        64,
        4,
        {{16, 64, {{4, 0, 8}, {8, 1, 0}}, {{8, 0, 1}, {2, 8, 0}, {2, 0, 32}}},
         {64, 8, {{4, 8, 0}, {8, 0, 1}}, {{8, 1, 0}, {2, 32, 0}}},
         m16n8Accumulator()}};
  }
  return makeAtom(MmaAtomKind::M16N8K16_16bit);
}

bool isPowerOfTwo(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

/// The warps along the rows and the columns of an operand's tile: A is split
/// along M only, B along N only, the accumulator along both.
std::pair<int64_t, int64_t> getOperandWarps(const MmaTiling &tiling,
                                            MmaOperand operand) {
  return {operand == MmaOperand::B ? 1 : tiling.warpsM,
          operand == MmaOperand::A ? 1 : tiling.warpsN};
}

/// Atoms of the operand's tile along the rows and columns, checked.
Result<std::pair<int64_t, int64_t>> getAtoms(const Fragment &fragment,
                                             int64_t rows, int64_t cols) {
  if (rows <= 0 || cols <= 0 || rows % fragment.rows != 0 ||
      cols % fragment.cols != 0)
    return makeError("a " + std::to_string(rows) + "x" + std::to_string(cols) +
                     " tile is not made of " + std::to_string(fragment.rows) +
                     "x" + std::to_string(fragment.cols) + " MMA fragments");
  return std::pair<int64_t, int64_t>{rows / fragment.rows,
                                     cols / fragment.cols};
}

} // namespace

const MmaAtom &getMmaAtom(MmaAtomKind kind) {
  static const MmaAtom atoms[] = {makeAtom(MmaAtomKind::M16N8K16_16bit),
                                  makeAtom(MmaAtomKind::M16N8K8_32bit),
                                  makeAtom(MmaAtomKind::M16N8K32_8bit),
                                  makeAtom(MmaAtomKind::M8N8K4_64bit),
                                  makeAtom(MmaAtomKind::M16N8K64_4bit)};
  return atoms[static_cast<int>(kind)];
}

Result<MmaTiling> chooseMmaTiling(MmaAtomKind kind, int64_t m, int64_t n,
                                  int64_t numWarps) {
  const MmaAtom &atom = getMmaAtom(kind);
  if (!isPowerOfTwo(numWarps))
    return makeError("warp count " + std::to_string(numWarps) +
                     " is not a power of two");
  if (!isPowerOfTwo(m) || !isPowerOfTwo(n) || m % atom.m != 0 ||
      n % atom.n != 0)
    return makeError("a " + std::to_string(m) + "x" + std::to_string(n) +
                     " accumulator is not made of " + atom.shapeName() +
                     " atoms");
  int64_t atomsM = m / atom.m, atomsN = n / atom.n;
  MmaTiling tiling{kind, 1, 1};
  while (tiling.warpsM * tiling.warpsN < numWarps) {
    int64_t leftM = atomsM / tiling.warpsM, leftN = atomsN / tiling.warpsN;
    if (leftM >= leftN && leftM > 1)
      tiling.warpsM *= 2;
    else if (leftN > 1)
      tiling.warpsN *= 2;
    else
      tiling.warpsM *= 2; // More warps than atoms: copies along M.
  }
  return tiling;
}

Result<MmaTiling> chooseWarpgroupTiling(MmaAtomKind kind, int64_t m, int64_t n,
                                        int64_t numWarps) {
  const MmaAtom &atom = getMmaAtom(kind);
  if (atom.m != 16 || numWarps <= 0 || numWarps % 4 != 0 ||
      !isPowerOfTwo(numWarps))
    return makeError("warpgroups need m16 atoms and a power-of-two multiple "
                     "of 4 warps, not " +
                     std::to_string(numWarps));
  if (m <= 0 || m % 64 != 0)
    return makeError("a warpgroup accumulator has blocks of 64 rows, not " +
                     std::to_string(m));
  MmaTiling tiling{kind, numWarps, 1};
  while (m % (16 * tiling.warpsM) != 0) {
    tiling.warpsM /= 2;
    tiling.warpsN *= 2;
  }
  tiling.contiguousN = tiling.warpsN > 1;
  if (n <= 0 || n % (atom.n * tiling.warpsN) != 0)
    return makeError(std::to_string(tiling.warpsN) +
                     " warpgroups side by side do not split " +
                     std::to_string(n) + " columns into blocks of 8");
  return tiling;
}

Result<std::pair<int64_t, int64_t>>
getMmaAtomsPerWarp(const MmaTiling &tiling, MmaOperand operand, int64_t rows,
                   int64_t cols) {
  const Fragment &fragment = getMmaAtom(tiling.atom).fragment(operand);
  auto atoms = getAtoms(fragment, rows, cols);
  if (!atoms)
    return atoms;
  auto [rowWarps, colWarps] = getOperandWarps(tiling, operand);
  int64_t usedRowWarps = std::min(rowWarps, atoms->first);
  int64_t usedColWarps = std::min(colWarps, atoms->second);
  return std::pair<int64_t, int64_t>{atoms->first / usedRowWarps,
                                     atoms->second / usedColWarps};
}

/// The thread-value layout of the given thread and value modes (each
/// coalesced).
static Result<Layout>
makeThreadValueLayout(const std::vector<IntTuple> &threadShape,
                      const std::vector<IntTuple> &threadStride,
                      const std::vector<IntTuple> &valueShape,
                      const std::vector<IntTuple> &valueStride) {
  auto thread = Layout::create(IntTuple::tuple(threadShape),
                               IntTuple::tuple(threadStride));
  if (!thread)
    return thread;
  auto value = Layout::create(IntTuple::tuple(valueShape),
                              IntTuple::tuple(valueStride));
  if (!value)
    return value;
  return makeLayout({coalesce(*thread), coalesce(*value)});
}

Result<Layout> makeMmaTVLayout(const MmaTiling &tiling, MmaOperand operand,
                               int64_t rows, int64_t cols) {
  const Fragment &fragment = getMmaAtom(tiling.atom).fragment(operand);
  if (!isPowerOfTwo(tiling.warpsM) || !isPowerOfTwo(tiling.warpsN))
    return makeError("MMA warp counts must be powers of two");
  auto atoms = getAtoms(fragment, rows, cols);
  if (!atoms)
    return makeError(atoms.error());
  if (!isPowerOfTwo(atoms->first) || !isPowerOfTwo(atoms->second))
    return makeError("a " + std::to_string(rows) + "x" + std::to_string(cols) +
                     " tile is not a power-of-two grid of MMA fragments");
  auto [rowWarps, colWarps] = getOperandWarps(tiling, operand);
  int64_t usedRowWarps = std::min(rowWarps, atoms->first);
  int64_t usedColWarps = std::min(colWarps, atoms->second);

  // Element (r, c) is row-major index r * cols + c.
  auto stride = [&](int64_t rowStride, int64_t colStride) {
    return rowStride * cols + colStride;
  };
  std::vector<IntTuple> threadShape, threadStride, valueShape, valueStride;
  for (const FragmentMode &mode : fragment.lanes) {
    threadShape.push_back(mode.extent);
    threadStride.push_back(stride(mode.rowStride, mode.colStride));
  }
  // Warp w sits at (w % warpsM, w / warpsM). Warps past the atoms of a
  // dimension, and the warps of the dimension an operand does not span,
  // hold copies.
  auto addWarps = [&](int64_t warps, int64_t used, int64_t step) {
    threadShape.push_back(used);
    threadStride.push_back(step);
    threadShape.push_back(warps / used);
    threadStride.push_back(0);
  };
  if (operand == MmaOperand::B)
    addWarps(tiling.warpsM, 1, 0);
  else
    addWarps(tiling.warpsM, usedRowWarps, stride(fragment.rows, 0));
  // Warps along N take every usedColWarps-th atom, or (contiguousN) a
  // block of atomsN / usedColWarps consecutive ones.
  int64_t colAtomsPerWarp = atoms->second / usedColWarps;
  int64_t warpColAtoms = tiling.contiguousN ? colAtomsPerWarp : 1;
  int64_t valueColAtoms = tiling.contiguousN ? 1 : usedColWarps;
  if (operand == MmaOperand::A)
    addWarps(tiling.warpsN, 1, 0);
  else
    addWarps(tiling.warpsN, usedColWarps,
             stride(0, fragment.cols * warpColAtoms));

  for (const FragmentMode &mode : fragment.values) {
    valueShape.push_back(mode.extent);
    valueStride.push_back(stride(mode.rowStride, mode.colStride));
  }
  valueShape.push_back(atoms->first / usedRowWarps);
  valueStride.push_back(stride(fragment.rows * usedRowWarps, 0));
  valueShape.push_back(colAtomsPerWarp);
  valueStride.push_back(stride(0, fragment.cols * valueColAtoms));

  return makeThreadValueLayout(threadShape, threadStride, valueShape,
                               valueStride);
}

Result<Layout> makeTransposedMmaTVLayout(const MmaTiling &tiling,
                                         MmaOperand operand, int64_t rows,
                                         int64_t cols) {
  auto layout = makeMmaTVLayout(tiling, operand, rows, cols);
  if (!layout)
    return layout;
  auto linear = LinearLayout::fromTVLayout(*layout);
  if (!linear)
    return makeError(linear.error());
  auto transposed = linear->transpose(rows, cols);
  if (!transposed)
    return makeError(transposed.error());
  return transposed->toTVLayout();
}

Result<Layout> makeTensorMemoryTVLayout(int64_t numWarps, int64_t rows,
                                        int64_t cols) {
  if (numWarps != 4 && numWarps != 8)
    return makeError("tensor memory rows of 128 are read by 4 or 8 warps, "
                     "not " + std::to_string(numWarps));
  if (rows <= 0 || rows % 128 != 0 || cols <= 0 || cols % 8 != 0)
    return makeError("a " + std::to_string(rows) + "x" + std::to_string(cols) +
                     " tile is not blocks of 128 rows and 8 columns");
  const Fragment &fragment =
      getMmaAtom(MmaAtomKind::M16N8K16_16bit).fragment(MmaOperand::Accumulator);
  auto stride = [&](int64_t rowStride, int64_t colStride) {
    return rowStride * cols + colStride;
  };
  int64_t atomsPerWarp = 8 / numWarps;
  std::vector<IntTuple> threadShape, threadStride, valueShape, valueStride;
  for (const FragmentMode &mode : fragment.lanes) {
    threadShape.push_back(mode.extent);
    threadStride.push_back(stride(mode.rowStride, mode.colStride));
  }
  // Warp w: subpartition w % 4 (32 rows), its atoms from 16 (w / 4) on.
  threadShape.push_back(4);
  threadStride.push_back(stride(32, 0));
  threadShape.push_back(numWarps / 4);
  threadStride.push_back(stride(16 * atomsPerWarp, 0));
  for (const FragmentMode &mode : fragment.values) {
    valueShape.push_back(mode.extent);
    valueStride.push_back(stride(mode.rowStride, mode.colStride));
  }
  // The warp's row atoms, from the top: within a block, then the blocks.
  valueShape.push_back(atomsPerWarp);
  valueStride.push_back(stride(16, 0));
  valueShape.push_back(rows / 128);
  valueStride.push_back(stride(128, 0));
  valueShape.push_back(cols / 8);
  valueStride.push_back(stride(0, 8));
  return makeThreadValueLayout(threadShape, threadStride, valueShape,
                               valueStride);
}

Result<Layout> makeScaleChunkIndexMap(int64_t rows, int64_t blocks,
                                      bool transposed) {
  if (rows <= 0 || rows % 32 != 0 || (rows > 128 && rows % 128 != 0))
    return makeError("scale factors of " + std::to_string(rows) +
                     " rows are not chunks of 32 rows");
  if (blocks < 1 || (blocks > 4 && blocks % 4 != 0))
    return makeError("a chunk row holds the scales of 1 to 4 blocks, and "
                     "further chunks those of 4 more each, not " +
                     std::to_string(blocks));
  int64_t chunks = (rows + 127) / 128, quarters = std::min<int64_t>(rows, 128) / 32;
  int64_t sets = (blocks + 3) / 4, perSet = std::min<int64_t>(blocks, 4);
  int64_t setBytes = kScaleChunkBytes * chunks;
  // Row 128c + 32j + r of the scales: chunk c, word j of its row r; block
  // 4g + b: set g, byte b.
  if (transposed)
    return makeRowMajorIndexMap({sets, perSet, chunks, quarters, 32},
                                {setBytes, 1, 512, 4, 16});
  return makeRowMajorIndexMap({chunks, quarters, 32, sets, perSet},
                              {512, 4, 16, setBytes, 1});
}

int64_t getScaleChunkBytes(int64_t rows, int64_t blocks) {
  return kScaleChunkBytes * ((rows + 127) / 128) * ((blocks + 3) / 4);
}

int64_t getScaleChunkColumns(int64_t rows, int64_t blocks) {
  return kScaleChunkColumns * ((rows + 127) / 128) * ((blocks + 3) / 4);
}

ScaleFactorPlace getScaleFactorPlace(int64_t rows, int64_t block) {
  return {(block / 4) * getScaleChunkColumns(rows), block % 4};
}

Result<int64_t> getMmaFragmentStart(const MmaTiling &tiling,
                                    MmaOperand operand, int64_t rows,
                                    int64_t cols, int64_t rowAtom,
                                    int64_t colAtom) {
  auto perWarp = getMmaAtomsPerWarp(tiling, operand, rows, cols);
  if (!perWarp)
    return makeError(perWarp.error());
  if (rowAtom < 0 || rowAtom >= perWarp->first || colAtom < 0 ||
      colAtom >= perWarp->second)
    return makeError("atom (" + std::to_string(rowAtom) + ", " +
                     std::to_string(colAtom) + ") is outside a warp's " +
                     std::to_string(perWarp->first) + "x" +
                     std::to_string(perWarp->second) + " atoms");
  int64_t fragmentSize = getMmaAtom(tiling.atom).fragment(operand).size();
  return fragmentSize * (rowAtom + perWarp->first * colAtom);
}

/// Per row atom, the four registers of two atoms side by side along the
/// columns (the two registers at `start(row, col)` and `perRegister` values
/// on of each, the halves of its 16 rows or of its K), two for a last odd
/// atom: the groups one x4 ldmatrix or stmatrix moves, of `atoms` (rows,
/// columns of atoms per warp).
static std::vector<std::vector<int64_t>> pairAtomsAlongColumns(
    std::pair<int64_t, int64_t> atoms, int64_t perRegister,
    const std::function<int64_t(int64_t, int64_t)> &start) {
  std::vector<std::vector<int64_t>> groups;
  for (int64_t row = 0; row < atoms.first; ++row)
    for (int64_t col = 0; col < atoms.second; col += 2) {
      std::vector<int64_t> registers{start(row, col),
                                     start(row, col) + perRegister};
      if (col + 1 < atoms.second) {
        registers.push_back(start(row, col + 1));
        registers.push_back(start(row, col + 1) + perRegister);
      }
      groups.push_back(std::move(registers));
    }
  return groups;
}

Result<std::vector<std::vector<int64_t>>>
planStmatrixRegisters(const MmaTiling &tiling, int64_t rows, int64_t cols) {
  if (tiling.atom != MmaAtomKind::M16N8K16_16bit)
    return makeError("stmatrix stores the 16-bit accumulators of m16n8k16");
  auto atoms =
      getMmaAtomsPerWarp(tiling, MmaOperand::Accumulator, rows, cols);
  if (!atoms)
    return makeError(atoms.error());
  auto start = [&](int64_t row, int64_t col) {
    return *getMmaFragmentStart(tiling, MmaOperand::Accumulator, rows, cols,
                                row, col);
  };
  // c0 c1 (row g) and c2 c3 (row g + 8): two registers per atom.
  return pairAtomsAlongColumns(*atoms, 2, start);
}

Result<std::vector<std::vector<int64_t>>>
planLdmatrixRegisters(const MmaTiling &tiling, MmaOperand operand,
                      int64_t rows, int64_t cols, bool storedTransposed) {
  const MmaAtom &atom = getMmaAtom(tiling.atom);
  if (operand == MmaOperand::Accumulator || atom.operandBits > 32)
    return makeError("ldmatrix loads A and B operands of at most 32 bits");
  // Each 32-bit register of a fragment is four bytes of one row of an 8x8
  // matrix of 16-bit elements: consecutive K of A, or of B where B is
  // stored transposed (its K along the stored rows). B's K runs down the
  // columns of its row-major tile, which only .trans reads, and .trans
  // moves 16-bit elements.
  if (operand == MmaOperand::B && !storedTransposed && atom.operandBits != 16)
    return makeError("ldmatrix loads a B operand of " +
                     std::to_string(atom.operandBits) +
                     "-bit elements only from its stored transpose");
  if (operand == MmaOperand::A && storedTransposed)
    return makeError("ldmatrix loads A from its rows, not its transpose");
  auto atoms = getMmaAtomsPerWarp(tiling, operand, rows, cols);
  if (!atoms)
    return makeError(atoms.error());
  auto start = [&](int64_t row, int64_t col) {
    return *getMmaFragmentStart(tiling, operand, rows, cols, row, col);
  };
  int64_t perRegister = 32 / atom.operandBits;
  std::vector<std::vector<int64_t>> reads;
  if (operand == MmaOperand::A) {
    // One x4 per atom: rows 0-7 and 8-15 of its first and second K half.
    for (int64_t k = 0; k < atoms->second; ++k)
      for (int64_t m = 0; m < atoms->first; ++m) {
        int64_t first = start(m, k);
        reads.push_back({first, first + perRegister, first + 2 * perRegister,
                         first + 3 * perRegister});
      }
    return reads;
  }
  return pairAtomsAlongColumns(*atoms, perRegister, start);
}

Result<Layout> makeLdmatrixLaneLayout(const Layout &tv,
                                      const std::vector<int64_t> &registerValues,
                                      int64_t cols) {
  size_t registers = registerValues.size();
  if (registers != 1 && registers != 2 && registers != 4)
    return makeError("ldmatrix loads 1, 2 or 4 matrices, not " +
                     std::to_string(registers));
  auto values = tv.mode(1);
  if (!values)
    return makeError(values.error());
  // Offset of matrix j from matrix 0: what lane 0 holds in register j.
  std::vector<int64_t> offsets;
  for (int64_t value : registerValues) {
    auto start = (*values)(value);
    auto base = (*values)(registerValues.front());
    if (!start || !base)
      return makeError("the layout has no value " + std::to_string(value));
    offsets.push_back(*start - *base);
  }
  int64_t second = registers > 1 ? offsets[1] : 0;
  int64_t third = registers > 2 ? offsets[2] : 0;
  if (registers == 4 && offsets[3] != second + third)
    return makeError("the matrices of an ldmatrix are not evenly spaced");
  return Layout::create(IntTuple::of({8, 2, 2}),
                        IntTuple::of({cols, second, third}));
}

} // namespace tileiras::cute
