//===- LinearLayoutTest.cpp - layouts as linear maps over bits ------------===//

#include "TestHelpers.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/Mma.h"
#include "dialects/Cute/Layout/ThreadValue.h"

using namespace tileiras::cute;

namespace {

int64_t elem(const Layout &l, int64_t t, int64_t v) {
  return ok(crd2idx(IntTuple::of({t, v}), l));
}

/// The same function on every (thread, value).
void expectSameFunction(const Layout &tv, const LinearLayout &linear) {
  int64_t threads = ok(tv.mode(0)).size(), values = ok(tv.mode(1)).size();
  for (int64_t t = 0; t < threads; ++t)
    for (int64_t v = 0; v < values; ++v)
      ASSERT_EQ(static_cast<int64_t>(linear.apply(t, v)), elem(tv, t, v))
          << tv.str() << " thread " << t << " value " << v;
}

TEST(LinearLayout, BitMapsOfBlockedAndMmaLayouts) {
  Layout blocked = ok(makeRowMajorTVLayout({64, 64}, 128, 4));
  LinearLayout linear = ok(LinearLayout::fromTVLayout(blocked));
  expectSameFunction(blocked, linear);
  expectSameFunction(ok(linear.toTVLayout()), linear);

  Layout acc = ok(makeMmaTVLayout({MmaAtomKind::M16N8K16_16bit, 2, 2},
                                  MmaOperand::Accumulator, 64, 64));
  LinearLayout mma = ok(LinearLayout::fromTVLayout(acc));
  expectSameFunction(acc, mma);
  expectSameFunction(ok(mma.toTVLayout()), mma);
  EXPECT_FALSE(LinearLayout::fromTVLayout(lay("(3,2):(1,3)")));
}

TEST(LinearLayout, SliceOfAnAccumulatorKeepsRowsInTheirThreads) {
  // 64x64 over four warps along M: a warp's rows stay in its quad lanes.
  Layout acc = ok(makeMmaTVLayout({MmaAtomKind::M16N8K16_16bit, 4, 1},
                                  MmaOperand::Accumulator, 64, 64));
  LinearLayout linear = ok(LinearLayout::fromTVLayout(acc));
  std::vector<int64_t> valueOf;
  LinearLayout rows = ok(linear.sliceDimension({64, 64}, 1, &valueOf));
  Layout slice = ok(rows.toTVLayout());
  // Two rows per thread (g and g + 8), the four lanes of a quad holding
  // the same ones.
  EXPECT_EQ(ok(slice.mode(1)).size(), 2);
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t v = 0; v < ok(acc.mode(1)).size(); ++v)
      ASSERT_EQ(elem(slice, t, valueOf[v]), elem(acc, t, v) / 64)
          << "thread " << t << " value " << v;
  EXPECT_EQ(elem(slice, 0, 0), elem(slice, 3, 0));
  // Along the rows: each thread holds a column set.
  LinearLayout cols = ok(linear.sliceDimension({64, 64}, 0, nullptr));
  expectSameFunction(ok(cols.toTVLayout()), cols);
  EXPECT_FALSE(linear.sliceDimension({64, 48}, 1, nullptr));
}

TEST(LinearLayout, AccumulatorToOperandIsARegisterPermutation) {
  // One warp along N: the accumulator of S (16x16, two atoms along N) holds
  // in each lane exactly the elements of its A fragment for the next
  // product (P V), so the conversion moves no data between threads.
  auto kind = MmaAtomKind::M16N8K16_16bit;
  Layout acc = ok(makeMmaTVLayout({kind, 4, 1}, MmaOperand::Accumulator, 64, 64));
  Layout a = ok(makeMmaTVLayout({kind, 4, 1}, MmaOperand::A, 64, 64));
  Layout identity = lay("4096:1");
  std::vector<int64_t> sources =
      ok(findThreadLocalSources(acc, identity, a, identity));
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t v = 0; v < ok(a.mode(1)).size(); ++v)
      ASSERT_EQ(elem(acc, t, sources[v]), elem(a, t, v));
  // Warps along N split the rows of A's K dimension: no local permutation.
  Layout acc22 = ok(makeMmaTVLayout({kind, 2, 2}, MmaOperand::Accumulator, 64, 64));
  Layout a22 = ok(makeMmaTVLayout({kind, 2, 2}, MmaOperand::A, 64, 64));
  EXPECT_FALSE(findThreadLocalSources(acc22, identity, a22, identity));
  // A blocked layout to the accumulator moves elements between threads.
  Layout blocked = ok(makeRowMajorTVLayout({64, 64}, 128, 4));
  EXPECT_FALSE(findThreadLocalSources(blocked, identity, acc, identity));
}

TEST(LinearLayout, BroadcastFromASliceIsLocal) {
  // Row values (64x1, the slice) broadcast along the columns: every value
  // of the accumulator finds its row in its own thread.
  Layout acc = ok(makeMmaTVLayout({MmaAtomKind::M16N8K16_16bit, 4, 1},
                                  MmaOperand::Accumulator, 64, 64));
  Layout slice = ok(ok(ok(LinearLayout::fromTVLayout(acc))
                           .sliceDimension({64, 64}, 1, nullptr))
                        .toTVLayout());
  Layout toRow = ok(makeRowMajorIndexMap({64, 64}, {1, 0}));
  std::vector<int64_t> sources =
      ok(findThreadLocalSources(slice, lay("64:1"), acc, toRow));
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t v = 0; v < ok(acc.mode(1)).size(); ++v)
      ASSERT_EQ(elem(slice, t, sources[v]), elem(acc, t, v) / 64);
}

TEST(LinearLayout, ColumnBlocksOfAnAccumulatorStayInTheirThreads) {
  // 128x128 over four warps along M: every 32-column block is held by the
  // same values of every thread, so a block is a register selection.
  Layout acc = ok(makeMmaTVLayout({MmaAtomKind::M16N8K16_16bit, 4, 1},
                                  MmaOperand::Accumulator, 128, 128));
  LinearLayout linear = ok(LinearLayout::fromTVLayout(acc));
  int64_t numValues = ok(acc.mode(1)).size();
  for (int64_t index = 0; index < 4; ++index) {
    std::vector<int64_t> valueOf;
    Layout block =
        ok(ok(linear.sliceBlock({128, 128}, 1, 32, index, &valueOf))
               .toTVLayout());
    ASSERT_EQ(ok(block.mode(1)).size(), numValues / 4);
    for (int64_t t = 0; t < 128; ++t)
      for (int64_t v = 0; v < numValues / 4; ++v) {
        int64_t element = elem(acc, t, valueOf[v]);
        ASSERT_EQ(element / 128, elem(block, t, v) / 32);
        ASSERT_EQ(element % 128, index * 32 + elem(block, t, v) % 32);
      }
    // The same selection as the general search for a slice's sources
    // (source strides, plus the block's origin).
    Layout toSource = ok(makeRowMajorIndexMap({128, 32}, {128, 1}));
    EXPECT_EQ(ok(findThreadLocalSources(acc, lay("16384:1"), block, toSource,
                                        {}, index * 32)),
              valueOf);
  }
  // Rows are split over the warps' threads: a block of rows is not.
  EXPECT_FALSE(linear.sliceBlock({128, 128}, 0, 32, 1, nullptr));
  // A blocked layout spreads a row's columns over the lanes.
  Layout blocked = ok(makeRowMajorTVLayout({128, 128}, 128, 4));
  EXPECT_FALSE(ok(LinearLayout::fromTVLayout(blocked))
                   .sliceBlock({128, 128}, 1, 32, 0, nullptr));
  EXPECT_FALSE(linear.sliceBlock({128, 128}, 1, 32, 4, nullptr));
  EXPECT_FALSE(linear.sliceBlock({128, 128}, 1, 48, 0, nullptr));
}

} // namespace
