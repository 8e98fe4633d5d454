//===- MmaTest.cpp - Register layouts of warp-level MMA instructions ------===//

#include "TestHelpers.h"

#include "dialects/Cute/Layout/Mma.h"
#include "dialects/Cute/Layout/ThreadValue.h"

#include <functional>

using namespace tileiras::cute;

namespace {

/// (row, col) of register value `i` of lane `lane`, as the PTX ISA's fragment
/// tables write it with groupID g = lane / 4 and threadID_in_group t = lane % 4.
using Table = std::function<std::pair<int64_t, int64_t>(int64_t lane,
                                                         int64_t i)>;

int64_t elem(const Layout &l, int64_t t, int64_t v) {
  return ok(crd2idx(IntTuple::of({t, v}), l));
}

/// One warp computing one atom: the layout must be the table.
void checkAtom(MmaAtomKind kind, MmaOperand operand, int64_t rows,
               int64_t cols, int64_t values, const Table &table) {
  Layout l = ok(makeMmaTVLayout({kind, 1, 1}, operand, rows, cols));
  ASSERT_EQ(ok(l.mode(0)).size(), 32) << l.str();
  ASSERT_EQ(ok(l.mode(1)).size(), values) << l.str();
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t i = 0; i < values; ++i) {
      auto [r, c] = table(lane, i);
      EXPECT_EQ(elem(l, lane, i), r * cols + c)
          << l.str() << " lane " << lane << " value " << i;
    }
}

TEST(Mma, M16N8K16Fragments) {
  auto kind = MmaAtomKind::M16N8K16_16bit;
  checkAtom(kind, MmaOperand::A, 16, 16, 8, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    int64_t row = (i < 2 || (i >= 4 && i < 6)) ? g : g + 8;
    int64_t col = t * 2 + (i & 1) + (i >= 4 ? 8 : 0);
    return std::pair{row, col};
  });
  checkAtom(kind, MmaOperand::B, 16, 8, 4, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    return std::pair{t * 2 + (i & 1) + (i >= 2 ? 8 : 0), g};
  });
  checkAtom(kind, MmaOperand::Accumulator, 16, 8, 4,
            [](int64_t lane, int64_t i) {
              int64_t g = lane / 4, t = lane % 4;
              return std::pair{i < 2 ? g : g + 8, t * 2 + (i & 1)};
            });
}

TEST(Mma, M16N8K8Tf32Fragments) {
  auto kind = MmaAtomKind::M16N8K8_32bit;
  checkAtom(kind, MmaOperand::A, 16, 8, 4, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    return std::pair{(i == 1 || i == 3) ? g + 8 : g, i < 2 ? t : t + 4};
  });
  checkAtom(kind, MmaOperand::B, 8, 8, 2, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    return std::pair{i == 0 ? t : t + 4, g};
  });
}

TEST(Mma, M16N8K32Int8Fragments) {
  auto kind = MmaAtomKind::M16N8K32_8bit;
  checkAtom(kind, MmaOperand::A, 16, 32, 16, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    int64_t row = ((i >= 4 && i < 8) || i >= 12) ? g + 8 : g;
    int64_t col = t * 4 + (i & 3) + (i >= 8 ? 16 : 0);
    return std::pair{row, col};
  });
  checkAtom(kind, MmaOperand::B, 32, 8, 8, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    return std::pair{t * 4 + (i & 3) + (i >= 4 ? 16 : 0), g};
  });
  checkAtom(kind, MmaOperand::Accumulator, 16, 8, 4,
            [](int64_t lane, int64_t i) {
              int64_t g = lane / 4, t = lane % 4;
              return std::pair{i < 2 ? g : g + 8, t * 2 + (i & 1)};
            });
}

TEST(Mma, M16N8K64Int4Fragments) {
  auto kind = MmaAtomKind::M16N8K64_4bit;
  checkAtom(kind, MmaOperand::A, 16, 64, 32, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    int64_t row = (i < 8 || (i >= 16 && i < 24)) ? g : g + 8;
    int64_t col = t * 8 + (i & 7) + (i >= 16 ? 32 : 0);
    return std::pair{row, col};
  });
  checkAtom(kind, MmaOperand::B, 64, 8, 16, [](int64_t lane, int64_t i) {
    int64_t g = lane / 4, t = lane % 4;
    return std::pair{t * 8 + (i & 7) + (i >= 8 ? 32 : 0), g};
  });
  checkAtom(kind, MmaOperand::Accumulator, 16, 8, 4,
            [](int64_t lane, int64_t i) {
              int64_t g = lane / 4, t = lane % 4;
              return std::pair{i < 2 ? g : g + 8, t * 2 + (i & 1)};
            });
}

// A tile of bytes in 8-bit fragments is the tile of its 4-bit halves in
// 4-bit fragments, register for register: A, and B stored transposed.
TEST(Mma, FourBitFragmentsSplitEightBitOnes) {
  for (MmaTiling tiling : {MmaTiling{MmaAtomKind::M16N8K64_4bit, 2, 2},
                           MmaTiling{MmaAtomKind::M16N8K64_4bit, 4, 1}}) {
    MmaTiling bytes = tiling;
    bytes.atom = MmaAtomKind::M16N8K32_8bit;
    EXPECT_TRUE(splitsElementsInHalves(
        ok(makeMmaTVLayout(bytes, MmaOperand::A, 64, 64)),
        ok(makeMmaTVLayout(tiling, MmaOperand::A, 64, 128))));
    EXPECT_TRUE(splitsElementsInHalves(
        ok(makeTransposedMmaTVLayout(bytes, MmaOperand::B, 64, 64)),
        ok(makeTransposedMmaTVLayout(tiling, MmaOperand::B, 128, 64))));
    // Bytes of other warps' rows.
    MmaTiling others{MmaAtomKind::M16N8K32_8bit, 1, 4};
    EXPECT_FALSE(splitsElementsInHalves(
        ok(makeMmaTVLayout(others, MmaOperand::A, 64, 64)),
        ok(makeMmaTVLayout(tiling, MmaOperand::A, 64, 128))));
  }
}

TEST(Mma, M8N8K4F64Fragments) {
  auto kind = MmaAtomKind::M8N8K4_64bit;
  checkAtom(kind, MmaOperand::A, 8, 4, 1, [](int64_t lane, int64_t) {
    return std::pair{lane / 4, lane % 4};
  });
  checkAtom(kind, MmaOperand::B, 4, 8, 1, [](int64_t lane, int64_t) {
    return std::pair{lane % 4, lane / 4};
  });
  checkAtom(kind, MmaOperand::Accumulator, 8, 8, 2,
            [](int64_t lane, int64_t i) {
              return std::pair{lane / 4, (lane % 4) * 2 + i};
            });
}

TEST(Mma, ChooseTiling) {
  auto kind = MmaAtomKind::M16N8K16_16bit;
  MmaTiling t = ok(chooseMmaTiling(kind, 64, 64, 4));
  EXPECT_EQ(t.warpsM, 2);
  EXPECT_EQ(t.warpsN, 2);
  t = ok(chooseMmaTiling(kind, 128, 16, 4));
  EXPECT_EQ(t.warpsM, 4);
  EXPECT_EQ(t.warpsN, 1);
  // One atom, four warps: copies along M.
  t = ok(chooseMmaTiling(kind, 16, 8, 4));
  EXPECT_EQ(t.warpsM * t.warpsN, 4);
  EXPECT_FALSE(chooseMmaTiling(kind, 8, 8, 4));
  EXPECT_FALSE(chooseMmaTiling(kind, 64, 64, 3));
}

/// Every element of an operand's tile is held as often as the warps that
/// do not span the operand's dimensions copy it, and value start + i of the
/// fragment of atom (ra, ca) is that atom's fragment value i, at the
/// atom's place in the warp's share.
void checkTile(MmaTiling tiling, MmaOperand operand, int64_t rows,
               int64_t cols, int64_t copies) {
  const MmaAtom &atom = getMmaAtom(tiling.atom);
  const Fragment &fragment = atom.fragment(operand);
  Layout l = ok(makeMmaTVLayout(tiling, operand, rows, cols));
  Layout one = ok(makeMmaTVLayout({tiling.atom, 1, 1}, operand,
                                  fragment.rows, fragment.cols));
  int64_t threads = ok(l.mode(0)).size(), values = ok(l.mode(1)).size();
  ASSERT_EQ(threads, 32 * tiling.warpsM * tiling.warpsN);
  ASSERT_EQ(threads * values, rows * cols * copies) << l.str();
  std::vector<int64_t> owners(rows * cols, 0);
  for (int64_t t = 0; t < threads; ++t)
    for (int64_t v = 0; v < values; ++v)
      ++owners[elem(l, t, v)];
  for (int64_t n : owners)
    ASSERT_EQ(n, copies) << l.str();

  auto perWarp = ok(getMmaAtomsPerWarp(tiling, operand, rows, cols));
  int64_t rowWarps = rows / fragment.rows / perWarp.first;
  int64_t colWarps = cols / fragment.cols / perWarp.second;
  for (int64_t t = 0; t < threads; ++t) {
    int64_t lane = t % 32, warp = t / 32;
    int64_t wm = warp % tiling.warpsM, wn = warp / tiling.warpsM;
    int64_t rowWarp = operand == MmaOperand::B ? 0 : wm % rowWarps;
    int64_t colWarp = operand == MmaOperand::A ? 0 : wn % colWarps;
    for (int64_t ra = 0; ra < perWarp.first; ++ra)
      for (int64_t ca = 0; ca < perWarp.second; ++ca) {
        int64_t start = ok(getMmaFragmentStart(tiling, operand, rows, cols,
                                               ra, ca));
        for (int64_t i = 0; i < fragment.size(); ++i) {
          int64_t inAtom = elem(one, lane, i);
          int64_t row = (ra * rowWarps + rowWarp) * fragment.rows +
                        inAtom / fragment.cols;
          int64_t colAtom = tiling.contiguousN ? colWarp * perWarp.second + ca
                                               : ca * colWarps + colWarp;
          int64_t col = colAtom * fragment.cols + inAtom % fragment.cols;
          ASSERT_EQ(elem(l, t, start + i), row * cols + col)
              << l.str() << " thread " << t << " atom " << ra << "," << ca;
        }
      }
  }
}

TEST(Mma, CtaTiles) {
  auto f16 = MmaAtomKind::M16N8K16_16bit;
  MmaTiling t22{f16, 2, 2};
  checkTile(t22, MmaOperand::Accumulator, 64, 64, 1);
  checkTile(t22, MmaOperand::A, 64, 32, 2);
  checkTile(t22, MmaOperand::B, 32, 64, 2);
  // Fewer atoms than warps: the extra warps hold copies.
  MmaTiling t41{f16, 4, 1};
  checkTile(t41, MmaOperand::Accumulator, 32, 8, 2);
  checkTile(t41, MmaOperand::A, 32, 16, 2);
  checkTile(t41, MmaOperand::B, 16, 8, 4);
  checkTile({MmaAtomKind::M16N8K32_8bit, 2, 2}, MmaOperand::A, 64, 64, 2);
  checkTile({MmaAtomKind::M16N8K8_32bit, 1, 4}, MmaOperand::B, 16, 64, 1);
  checkTile({MmaAtomKind::M8N8K4_64bit, 2, 2}, MmaOperand::Accumulator, 32,
            32, 1);
}

TEST(Mma, WarpgroupTiling) {
  auto f16 = MmaAtomKind::M16N8K16_16bit;
  // Rows for every warp: all along M.
  MmaTiling t = ok(chooseWarpgroupTiling(f16, 128, 64, 8));
  EXPECT_EQ(t.warpsM, 8);
  EXPECT_EQ(t.warpsN, 1);
  EXPECT_FALSE(t.contiguousN);
  // 64 rows for 8 warps: two warpgroups side by side, 32 columns each.
  t = ok(chooseWarpgroupTiling(f16, 64, 64, 8));
  EXPECT_EQ(t.warpsM, 4);
  EXPECT_EQ(t.warpsN, 2);
  EXPECT_TRUE(t.contiguousN);
  checkTile(t, MmaOperand::Accumulator, 64, 64, 1);
  checkTile(t, MmaOperand::A, 64, 32, 2);
  checkTile(t, MmaOperand::B, 32, 64, 4);
  checkTile(ok(chooseWarpgroupTiling(MmaAtomKind::M16N8K32_8bit, 64, 32, 8)),
            MmaOperand::Accumulator, 64, 32, 1);
  // 16 warps over 128 rows: two warpgroups along M, two along N.
  t = ok(chooseWarpgroupTiling(f16, 128, 128, 16));
  EXPECT_EQ(t.warpsM, 8);
  EXPECT_EQ(t.warpsN, 2);
  checkTile(t, MmaOperand::Accumulator, 128, 128, 1);
  EXPECT_FALSE(chooseWarpgroupTiling(f16, 64, 8, 8));
  EXPECT_FALSE(chooseWarpgroupTiling(f16, 32, 64, 4));
  EXPECT_FALSE(chooseWarpgroupTiling(f16, 64, 64, 6));
  EXPECT_FALSE(chooseWarpgroupTiling(MmaAtomKind::M8N8K4_64bit, 64, 64, 4));
}

TEST(Mma, Errors) {
  auto f16 = MmaAtomKind::M16N8K16_16bit;
  EXPECT_FALSE(makeMmaTVLayout({f16, 2, 2}, MmaOperand::A, 64, 24));
  EXPECT_FALSE(makeMmaTVLayout({f16, 2, 2}, MmaOperand::A, 48, 16));
  EXPECT_FALSE(makeMmaTVLayout({f16, 3, 1}, MmaOperand::A, 64, 16));
  EXPECT_FALSE(getMmaFragmentStart({f16, 2, 2}, MmaOperand::Accumulator, 64,
                                   64, 2, 0));
}

} // namespace

namespace {

/// Simulates an ldmatrix (PTX ISA: lanes 8j..8j+7 give the rows of matrix
/// j; lane l receives elements (l / 4, 2 (l % 4) + i) of matrix j in
/// register j, or (2 (l % 4) + i, l / 4) with .trans) on a tile staged
/// row-major, the lanes' row addresses from makeLdmatrixLaneLayout, and
/// checks that every lane receives what the layout says it holds.
void checkLdmatrix(MmaTiling tiling, MmaOperand operand, int64_t rows,
                   int64_t cols, bool trans, bool storedTransposed = false,
                   int64_t perRegister = 2) {
  Layout tv = storedTransposed
                  ? ok(makeTransposedMmaTVLayout(tiling, operand, rows, cols))
                  : ok(makeMmaTVLayout(tiling, operand, rows, cols));
  // The staged tile's row length.
  int64_t stagedCols = storedTransposed ? rows : cols;
  int64_t warps = tiling.warpsM * tiling.warpsN;
  int64_t values = ok(tv.mode(1)).size();
  std::vector<int64_t> covered(values, 0);
  for (const std::vector<int64_t> &registers :
       ok(planLdmatrixRegisters(tiling, operand, rows, cols,
                                storedTransposed))) {
    Layout lanes = ok(makeLdmatrixLaneLayout(tv, registers, stagedCols));
    for (int64_t first : registers)
      for (int64_t i = 0; i < perRegister; ++i)
        ++covered[first + i];
    for (int64_t warp = 0; warp < warps; ++warp) {
      int64_t base = elem(tv, 32 * warp, registers.front());
      auto rowAddress = [&](int64_t lane) { return base + at(lanes, lane); };
      for (int64_t lane = 0; lane < 32; ++lane)
        for (size_t j = 0; j < registers.size(); ++j)
          for (int64_t i = 0; i < perRegister; ++i) {
            // A register holds 32 bits of a row: two 16-bit elements, or
            // four bytes.
            int64_t row = trans ? 2 * (lane % 4) + i : lane / 4;
            int64_t col =
                trans ? lane / 4 : perRegister * (lane % 4) + i;
            EXPECT_EQ(rowAddress(8 * j + row) + col,
                      elem(tv, 32 * warp + lane, registers[j] + i))
                << tv.str() << " warp " << warp << " lane " << lane
                << " register " << j;
          }
    }
  }
  // Every value is loaded exactly once.
  for (int64_t n : covered)
    EXPECT_EQ(n, 1) << tv.str();
}

} // namespace

TEST(Mma, LdmatrixDeliversFragments) {
  auto f16 = MmaAtomKind::M16N8K16_16bit;
  // A: one x4 per atom, plain.
  checkLdmatrix({f16, 2, 2}, MmaOperand::A, 64, 32, /*trans=*/false);
  checkLdmatrix({f16, 4, 1}, MmaOperand::A, 64, 16, false);
  // B: one x4.trans per two atoms along N of a K step (spaced by the
  // warps along N).
  checkLdmatrix({f16, 2, 2}, MmaOperand::B, 32, 64, /*trans=*/true);
  checkLdmatrix({f16, 1, 4}, MmaOperand::B, 16, 128, true);
  // One atom along N: x2.trans.
  checkLdmatrix({f16, 4, 1}, MmaOperand::B, 32, 8, true);
  // B stored transposed (n x k, as K in attention's Q K^T): its fragments
  // run along the stored rows, so plain ldmatrix reads them.
  checkLdmatrix({f16, 4, 1}, MmaOperand::B, 64, 64, false, true);
  checkLdmatrix({f16, 2, 2}, MmaOperand::B, 32, 64, false, true);
  // 8-bit A of m16n8k32: plain ldmatrix, four bytes to a register.
  checkLdmatrix({MmaAtomKind::M16N8K32_8bit, 2, 2}, MmaOperand::A, 64, 64,
                false, false, 4);
  // 8-bit B from its stored transpose (an f8 or i8 GEMM's B as N x K):
  // four bytes of K to a register, plain ldmatrix.
  checkLdmatrix({MmaAtomKind::M16N8K32_8bit, 4, 1}, MmaOperand::B, 64, 64,
                false, true, 4);
  checkLdmatrix({MmaAtomKind::M16N8K32_8bit, 2, 2}, MmaOperand::B, 64, 64,
                false, true, 4);
  checkLdmatrix({MmaAtomKind::M16N8K32_8bit, 4, 1}, MmaOperand::B, 32, 8,
                false, true, 4);
  // tf32 A and B from its stored transpose: one value to a register.
  checkLdmatrix({MmaAtomKind::M16N8K8_32bit, 2, 2}, MmaOperand::A, 64, 16,
                false, false, 1);
  checkLdmatrix({MmaAtomKind::M16N8K8_32bit, 4, 1}, MmaOperand::B, 16, 64,
                false, true, 1);
  // Along K down the columns only .trans reads, for 16-bit elements only.
  EXPECT_FALSE(planLdmatrixRegisters({MmaAtomKind::M16N8K32_8bit, 2, 2},
                                     MmaOperand::B, 64, 64));
  EXPECT_FALSE(planLdmatrixRegisters({MmaAtomKind::M16N8K8_32bit, 2, 2},
                                     MmaOperand::B, 16, 64));
  EXPECT_FALSE(planLdmatrixRegisters({MmaAtomKind::M16N8K16_16bit, 2, 2},
                                     MmaOperand::A, 64, 32, true));
  EXPECT_FALSE(planLdmatrixRegisters({MmaAtomKind::M8N8K4_64bit, 2, 2},
                                     MmaOperand::A, 16, 16));
}

TEST(Mma, TransposedLayoutIndexesTheTranspose) {
  MmaTiling tiling{MmaAtomKind::M16N8K16_16bit, 2, 2};
  Layout b = ok(makeMmaTVLayout(tiling, MmaOperand::B, 32, 64));
  Layout bt = ok(makeTransposedMmaTVLayout(tiling, MmaOperand::B, 32, 64));
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t v = 0; v < ok(b.mode(1)).size(); ++v) {
      int64_t e = elem(b, t, v);
      EXPECT_EQ(elem(bt, t, v), (e % 64) * 32 + e / 64);
    }
}

// In the tensor memory's data path for M = 128 row i of a block is lane i,
// and warp w may access lanes 32 (w % 4) to 32 (w % 4) + 31: every value a
// thread holds lies in a row of its warp's subpartition, each element once,
// and the values of one register quad are the m16n8 fragment (rows g and
// g + 8, columns 2t and 2t + 1 of an 8-column atom).
// Against the PTX ISA's description of tcgen05.cp .32x128b.warpx4 and the
// block-scaled MMA's scale factors: the scale of block b of row m is in
// lane m % 32 (of each quarter), column m / 32, byte b.
// Blocks beyond four: block 4g + b in the set of chunks g, whose first
// column is g * getScaleChunkColumns(rows).
TEST(Mma, ScaleChunksAreWhatTheCopyPutsInTensorMemory) {
  for (int64_t rows : {32, 64, 128, 256})
    for (int64_t blocks : {1, 2, 4, 8, 16})
      for (bool transposed : {false, true}) {
        Layout map = ok(makeScaleChunkIndexMap(rows, blocks, transposed));
        std::vector<int> seen(getScaleChunkBytes(rows, blocks), 0);
        for (int64_t m = 0; m < rows; ++m)
          for (int64_t b = 0; b < blocks; ++b) {
            int64_t index = transposed ? b * rows + m : m * blocks + b;
            int64_t byte = ok(map(index));
            ASSERT_LT(byte, getScaleChunkBytes(rows, blocks));
            ++seen[byte];
            // Row byte / 16 of the chunks goes to lane (byte / 16) % 32 and
            // column 4 (byte / 512) + (byte % 16) / 4, byte byte % 4.
            int64_t column = 4 * (byte / 512) + (byte % 16) / 4;
            ScaleFactorPlace place = getScaleFactorPlace(rows, b);
            EXPECT_EQ((byte / 16) % 32, m % 32) << rows << " " << m;
            EXPECT_EQ(column, place.column + m / 32);
            EXPECT_EQ(column - place.column,
                      getScaleFactorPlace(rows, 0).column + m / 32);
            EXPECT_EQ(byte % 4, place.byte);
            EXPECT_LT(column, getScaleChunkColumns(rows, blocks));
          }
        for (int count : seen)
          EXPECT_LE(count, 1);
      }
  EXPECT_FALSE(makeScaleChunkIndexMap(48, 4, false));
  EXPECT_FALSE(makeScaleChunkIndexMap(192, 4, false));
  EXPECT_FALSE(makeScaleChunkIndexMap(128, 6, false));
}

TEST(Mma, TensorMemoryLayoutKeepsRowsInTheWarpsLanes) {
  for (int64_t warps : {4, 8})
    for (auto [rows, cols] : {std::pair<int64_t, int64_t>{128, 64},
                              std::pair<int64_t, int64_t>{256, 32}}) {
      Layout l = ok(makeTensorMemoryTVLayout(warps, rows, cols));
      int64_t values = ok(l.mode(1)).size();
      ASSERT_EQ(ok(l.mode(0)).size(), 32 * warps) << l.str();
      ASSERT_EQ(values * 32 * warps, rows * cols) << l.str();
      std::vector<int> seen(rows * cols, 0);
      for (int64_t t = 0; t < 32 * warps; ++t) {
        int64_t lane = t % 32, warp = t / 32, g = lane / 4, q = lane % 4;
        for (int64_t v = 0; v < values; ++v) {
          int64_t e = elem(l, t, v);
          ++seen[e];
          int64_t row = e / cols, col = e % cols;
          EXPECT_EQ((row % 128) / 32, warp % 4) << l.str() << " t " << t;
          // Register quad v / 4 is one fragment: its first value's row
          // and column give the others.
          int64_t first = elem(l, t, v - v % 4);
          int64_t r0 = first / cols, c0 = first % cols;
          EXPECT_EQ(r0 % 16, g);
          EXPECT_EQ(c0 % 8, 2 * q);
          EXPECT_EQ(row, r0 + 8 * ((v % 4) / 2));
          EXPECT_EQ(col, c0 + v % 2);
        }
      }
      for (int count : seen)
        EXPECT_EQ(count, 1);
    }
  EXPECT_FALSE(makeTensorMemoryTVLayout(2, 128, 64));
  EXPECT_FALSE(makeTensorMemoryTVLayout(4, 64, 64));
}
