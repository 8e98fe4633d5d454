//===- ThreadValueTest.cpp - Thread-value layouts of distributed tiles ----===//

#include "TestHelpers.h"

#include "dialects/Cute/Layout/ThreadValue.h"

using namespace tileiras::cute;

namespace {
Layout tv(std::vector<int64_t> shape, int64_t threads, int64_t width) {
  return ok(makeRowMajorTVLayout(shape, threads, width));
}

/// Element of thread t, value v.
int64_t elem(const Layout &l, int64_t t, int64_t v) {
  return ok(crd2idx(IntTuple::of({t, v}), l));
}

/// Checks that every element of the tile is owned exactly `copies` times,
/// that vectors are contiguous within a row and that neighbouring threads
/// hold neighbouring vectors.
void checkCoverage(const Layout &l, const std::vector<int64_t> &shape,
                   int64_t width, int64_t copies) {
  int64_t elements = 1;
  for (int64_t e : shape)
    elements *= e;
  int64_t threads = ok(l.mode(0)).size(), values = ok(l.mode(1)).size();
  ASSERT_EQ(threads * values, elements * copies) << l.str();
  std::vector<int64_t> owners(elements, 0);
  for (int64_t t = 0; t < threads; ++t)
    for (int64_t v = 0; v < values; ++v) {
      int64_t e = elem(l, t, v);
      ASSERT_GE(e, 0);
      ASSERT_LT(e, elements);
      ++owners[e];
      if (v % width != 0)
        EXPECT_EQ(e, elem(l, t, v - 1) + 1) << l.str() << " thread " << t;
      else
        EXPECT_EQ(e % shape.back() + width <= shape.back(), true) << l.str();
    }
  for (int64_t e = 0; e < elements; ++e)
    EXPECT_EQ(owners[e], copies) << l.str() << " element " << e;
}
} // namespace

TEST(ThreadValue, OneDimensionalWrapsAround) {
  Layout l = tv({1024}, 128, 4);
  EXPECT_EQ(l.str(), "(128,(4,2)):(4,(1,512))");
  EXPECT_EQ(elem(l, 0, 0), 0);
  EXPECT_EQ(elem(l, 1, 0), 4); // consecutive threads, consecutive vectors
  EXPECT_EQ(elem(l, 127, 3), 511);
  EXPECT_EQ(elem(l, 0, 4), 512); // second round
  checkCoverage(l, {1024}, 4, 1);
}

TEST(ThreadValue, ExactFitHasOneRound) {
  Layout l = tv({512}, 128, 4);
  EXPECT_EQ(l.str(), "(128,4):(4,1)");
  checkCoverage(l, {512}, 4, 1);
}

TEST(ThreadValue, TwoDimensionalVectorsAlongRows) {
  Layout l = tv({64, 64}, 128, 4);
  EXPECT_EQ(l.str(), "(128,(4,8)):(4,(1,512))");
  checkCoverage(l, {64, 64}, 4, 1);
  // Thread 17 starts at row 1, column 4.
  EXPECT_EQ(elem(l, 17, 0), 1 * 64 + 4);
  // Rows narrower than the vector clamp the vector width.
  Layout narrow = tv({64, 2}, 32, 4);
  EXPECT_EQ(narrow.str(), "(32,(2,2)):(2,(1,64))");
  checkCoverage(narrow, {64, 2}, 2, 1);
}

TEST(ThreadValue, SmallTilesReplicateOverThreads) {
  // 16 vectors for 128 threads: thread t holds the vector of thread t % 16.
  Layout l = tv({64}, 128, 4);
  EXPECT_EQ(l.str(), "((16,8),4):((4,0),1)");
  EXPECT_EQ(elem(l, 3, 1), elem(l, 3 + 16, 1));
  EXPECT_EQ(elem(l, 15, 3), 63);
  checkCoverage(l, {64}, 4, 8);
  // One vector: every thread holds it.
  Layout one = tv({4}, 32, 4);
  EXPECT_EQ(one.str(), "(32,4):(0,1)");
  checkCoverage(one, {4}, 4, 32);
  Layout twoD = tv({8, 2}, 32, 4);
  EXPECT_EQ(twoD.str(), "((8,4),2):((2,0),1)");
  checkCoverage(twoD, {8, 2}, 2, 4);
}

TEST(ThreadValue, ScalarValues) {
  Layout l = tv({256}, 128, 1);
  EXPECT_EQ(l.str(), "(128,(1,2)):(1,(1,128))");
  checkCoverage(l, {256}, 1, 1);
}

TEST(ThreadValue, RejectsNonPowersOfTwo) {
  EXPECT_FALSE(makeRowMajorTVLayout({48}, 128, 4).ok());
  EXPECT_FALSE(makeRowMajorTVLayout({64}, 96, 4).ok());
  EXPECT_FALSE(makeRowMajorTVLayout({64}, 128, 3).ok());
  EXPECT_FALSE(makeRowMajorTVLayout({64}, 0, 4).ok());
  EXPECT_FALSE(makeRowMajorTVLayout({}, 128, 4).ok());
  EXPECT_FALSE(makeRowMajorTVLayout({0, 4}, 128, 4).ok());
  EXPECT_FALSE(
      makeRowMajorTVLayout({int64_t(1) << 40, int64_t(1) << 40}, 128, 4).ok());
}

TEST(ThreadValue, ReplicasAndCanonicalCopies) {
  // Four warps holding the same 32 vectors: the first warp is canonical.
  Layout threads = lay("(32,4):(4,0)");
  EXPECT_EQ(makeReplicaLayout(threads).str(), "(32,4):(0,1)");
  EXPECT_EQ(dropReplicas(threads).str(), "(32,1):(4,0)");
  EXPECT_TRUE(dropReplicas(lay("((32,4),4):((4,0),1)")).isInjective());
  // Two stride-0 modes number the copies compactly.
  EXPECT_EQ(makeReplicaLayout(lay("(2,(4,8)):(0,(1,0))")).str(),
            "(2,4,8):(1,0,2)");
  // No replication: nothing to elect; a leaf layout stays one mode.
  EXPECT_EQ(makeReplicaLayout(lay("128:4")).str(), "(128):(0)");
  EXPECT_EQ(dropReplicas(lay("128:4")).str(), "(128):(4)");
  // Overlapping strides are not replication: still not injective.
  EXPECT_FALSE(dropReplicas(lay("(4,2):(1,2)")).isInjective());
}

TEST(ThreadValue, RowMajorIndexMap) {
  // A 2x3 tile read from a 1x3 source broadcast along dimension 0.
  Layout broadcast = ok(makeRowMajorIndexMap({2, 3}, {0, 1}));
  EXPECT_EQ(broadcast.str(), "(3,2):(1,0)");
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(*broadcast(i), i % 3);
  // The results of reducing dimension 1 of a 4x8x2 tile: their first element
  // in the source (the reduced dimension's stride is 2).
  Layout reduced = ok(makeRowMajorIndexMap({4, 2}, {16, 1}));
  EXPECT_EQ(*reduced(3), 16 + 1);
  // Equal strides to the row-major layout: the identity.
  Layout same = ok(makeRowMajorIndexMap({4, 8}, {8, 1}));
  for (int64_t i = 0; i < 32; ++i)
    EXPECT_EQ(*same(i), i);
  EXPECT_EQ(ok(makeRowMajorIndexMap({}, {})).str(), "1:0");
  EXPECT_FALSE(makeRowMajorIndexMap({4}, {1, 2}));
}

TEST(ThreadValue, BlockIndexMap) {
  // A's scales: element (r, c) of a 4x32 tile reads scale (r, c / 16) of
  // its 4x2 scales.
  Layout alongK = ok(makeBlockIndexMap({4, 32}, {1, 16}));
  for (int64_t r = 0; r < 4; ++r)
    for (int64_t c = 0; c < 32; ++c)
      EXPECT_EQ(*alongK(r * 32 + c), r * 2 + c / 16);
  // B's: element (r, c) of a 64x8 tile reads scale (r / 32, c) of 2x8.
  Layout alongRows = ok(makeBlockIndexMap({64, 8}, {32, 1}));
  for (int64_t r = 0; r < 64; ++r)
    for (int64_t c = 0; c < 8; ++c)
      EXPECT_EQ(*alongRows(r * 8 + c), (r / 32) * 8 + c);
  EXPECT_EQ(ok(makeBlockIndexMap({2, 4}, {1, 2})).str(),
            "((2,2),(1,2)):((0,1),(0,2))");
  EXPECT_FALSE(makeBlockIndexMap({4, 30}, {1, 16}));
  EXPECT_FALSE(makeBlockIndexMap({4}, {1, 2}));
}

TEST(ThreadValue, BitMap) {
  EXPECT_EQ(ok(getBitMap(lay("((4,2),2):((2,0),1)"))),
            (std::vector<int>{1, 2, -1, 0}));
  // The softmax row layout: 64 threads of 4-vectors, replicated twice.
  std::vector<int> threads = ok(getBitMap(lay("(64,2):(4,0)")));
  EXPECT_EQ(threads, (std::vector<int>{2, 3, 4, 5, 6, 7, -1}));
  EXPECT_EQ(ok(getBitMap(lay("1:0"))), std::vector<int>{});
  // Not from bits: an extent of 3, a stride of 3, overlapping leaves.
  EXPECT_FALSE(getBitMap(lay("3:1")));
  EXPECT_FALSE(getBitMap(lay("4:3")));
  EXPECT_FALSE(getBitMap(lay("(4,2):(1,2)")));
}

TEST(ThreadValue, BlocksOfRows) {
  Layout l = ok(makeBlockTVLayout({32, 32}, 16, 8, 4));
  EXPECT_EQ(l.str(), "((4,4),((8,4),2)):((8,128),((1,32),512))") << l.str();
  // Every element once; each thread's values: 8 along a row, then 4 rows.
  std::vector<int64_t> owners(32 * 32, 0);
  for (int64_t t = 0; t < 16; ++t)
    for (int64_t v = 0; v < 64; ++v) {
      int64_t e = elem(l, t, v);
      ++owners[e];
      if (v % 8 != 0) {
        EXPECT_EQ(e, elem(l, t, v - 1) + 1);
      } else if (v % 32 != 0) {
        EXPECT_EQ(e, elem(l, t, v - 8) + 32);
      }
    }
  EXPECT_TRUE(std::all_of(owners.begin(), owners.end(),
                          [](int64_t n) { return n == 1; }));
  // Neighbouring threads hold neighbouring blocks of a row of blocks.
  EXPECT_EQ(elem(l, 1, 0), 8);
  EXPECT_EQ(elem(l, 4, 0), 4 * 32);
  // A 3-D tile's leading dimensions are rows.
  EXPECT_TRUE(makeBlockTVLayout({2, 16, 32}, 8, 16, 8));
  EXPECT_FALSE(makeBlockTVLayout({32}, 16, 8, 4));
  EXPECT_FALSE(makeBlockTVLayout({8, 32}, 16, 8, 4)); // 8 blocks, 16 threads
  EXPECT_FALSE(makeBlockTVLayout({32, 32}, 16, 8, 3));
}

TEST(ThreadValue, OrderValuesAlongADimension) {
  Layout l = lay("((4,2),(2,4)):((2,32),(1,8))");
  Layout down = ok(orderValuesAlong(l, {8, 8}, 0));
  EXPECT_EQ(down.str(), "((4,2),(4,2)):((2,32),(8,1))") << down.str();
  // The same elements per thread, runs of 4 down a column.
  for (int64_t t = 0; t < 8; ++t) {
    std::vector<int64_t> a, b;
    for (int64_t v = 0; v < 8; ++v) {
      a.push_back(elem(l, t, v));
      b.push_back(elem(down, t, v));
    }
    EXPECT_TRUE(std::is_permutation(a.begin(), a.end(), b.begin()));
    EXPECT_EQ(b[1], b[0] + 8);
  }
  // Along the last dimension: the order of a row-major layout is kept.
  Layout along = ok(orderValuesAlong(l, {8, 8}, 1));
  EXPECT_EQ(elem(along, 3, 1), elem(l, 3, 1));
  // A leaf stepping across rows and columns at once has no dimension.
  EXPECT_FALSE(orderValuesAlong(lay("(1,(4)):(0,(9))"), {8, 8}, 0));
}

TEST(ThreadValue, WordTransposes) {
  // One block: 4 rows of 4 values, ordered down the columns.
  WordTransposes one = ok(getWordTransposes(
      {0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15}));
  ASSERT_EQ(one.blocks.size(), 1u);
  EXPECT_EQ(one.blocks[0], (std::array<int64_t, 4>{0, 1, 2, 3}));
  EXPECT_EQ(one.words, (std::vector<std::pair<int64_t, int64_t>>{
                           {0, 0}, {0, 1}, {0, 2}, {0, 3}}));
  // A copy's two blocks of 4 rows of 8 bytes (words 0-7 and 8-15, two per
  // row) stored down the columns (makeBlockTVLayout, orderValuesAlong: the
  // rows of both blocks first): a block of words per block of rows and
  // word of a row.
  Layout rows = ok(makeBlockTVLayout({32, 32}, 16, 8, 4));
  Layout columns = ok(orderValuesAlong(rows, {32, 32}, 0));
  WordTransposes copy =
      ok(getWordTransposes(ok(getValuePositions(rows, columns))));
  ASSERT_EQ(copy.blocks.size(), 4u);
  EXPECT_EQ(copy.blocks[0], (std::array<int64_t, 4>{0, 2, 4, 6}));
  EXPECT_EQ(copy.blocks[1], (std::array<int64_t, 4>{8, 10, 12, 14}));
  EXPECT_EQ(copy.blocks[2], (std::array<int64_t, 4>{1, 3, 5, 7}));
  ASSERT_EQ(copy.words.size(), 16u);
  EXPECT_EQ(copy.words[1], (std::pair<int64_t, int64_t>{1, 0}));
  // Values in their own order move as whole words, not transposed blocks.
  EXPECT_FALSE(getWordTransposes({0, 1, 2, 3}));
  // Two rows of a column per word: not 4x4 blocks.
  EXPECT_FALSE(getWordTransposes({0, 4, 1, 5, 2, 6, 3, 7}));
}

TEST(ThreadValue, ValuePositions) {
  Layout l = lay("((4,2),(2,4)):((2,32),(1,8))");
  Layout down = ok(orderValuesAlong(l, {8, 8}, 0));
  EXPECT_EQ(ok(getValuePositions(l, down)),
            (std::vector<int64_t>{0, 2, 4, 6, 1, 3, 5, 7}));
  EXPECT_EQ(ok(getValuePositions(l, l)),
            (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  // An element the first layout's threads do not hold.
  EXPECT_FALSE(getValuePositions(l, lay("((4,2),(2,4)):((2,32),(1,9))")));
}
