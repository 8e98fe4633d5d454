//===- SwizzleTest.cpp - XOR swizzles and swizzled layouts ----------------===//

#include "TestHelpers.h"

#include "dialects/Cute/Layout/Swizzle.h"

#include <set>

using namespace tileiras::cute;

TEST(Swizzle, PositiveShiftMovesHighBitsDown) {
  Swizzle sw = ok(Swizzle::create(3, 4, 3));
  EXPECT_EQ(sw(0), 0);
  EXPECT_EQ(sw(15), 15);           // below bit 4: untouched
  EXPECT_EQ(sw(0x80), 0x80 ^ 0x10); // bit 7 flips bit 4
  EXPECT_EQ(sw(0x380), 0x380 ^ 0x70);
  EXPECT_EQ(sw(0x38f), 0x38f ^ 0x70);
  EXPECT_EQ(sw(0x400), 0x400); // bit 10 is above the source bits
}

TEST(Swizzle, NegativeShiftMovesLowBitsUp) {
  // Sw<2,0,-2>: bits 0..1 are XORed into bits 2..3.
  Swizzle sw = ok(Swizzle::create(2, 0, -2));
  EXPECT_EQ(sw(3), 3 ^ 12);
  EXPECT_EQ(sw(4), 4);
  EXPECT_EQ(sw(5), 5 ^ 4);
}

TEST(Swizzle, IsAnInvolution) {
  for (auto [b, m, s] : {std::tuple{3, 4, 3}, std::tuple{2, 0, -2}, std::tuple{3, 3, 3},
                         std::tuple{1, 2, 5}, std::tuple{0, 4, 3}})
    for (int64_t x = 0; x < 4096; ++x) {
      Swizzle sw = ok(Swizzle::create(b, m, s));
      EXPECT_EQ(sw(sw(x)), x) << sw.str();
    }
}

TEST(Swizzle, RepeatsEveryPeriod) {
  for (auto [b, m, s] : {std::tuple{3, 4, 3}, std::tuple{2, 0, -2},
                         std::tuple{3, 3, 3}, std::tuple{2, 3, 3}}) {
    Swizzle sw = ok(Swizzle::create(b, m, s));
    int64_t period = sw.period();
    EXPECT_EQ(period, int64_t(1) << (b + m + std::abs(s))) << sw.str();
    for (int64_t x = 0; x < period; ++x)
      EXPECT_EQ(sw(x + 3 * period), sw(x) + 3 * period) << sw.str();
  }
}

TEST(Swizzle, PrintsParsesAndRejects) {
  EXPECT_EQ(ok(Swizzle::create(3, 4, 3)).str(), "Sw<3,4,3>");
  EXPECT_EQ(ok(Swizzle::parse("Sw<2,0,-2>")), ok(Swizzle::create(2, 0, -2)));
  EXPECT_FALSE(Swizzle::create(3, 4, 2).ok());  // source and target overlap
  EXPECT_FALSE(Swizzle::create(-1, 4, 3).ok());
  EXPECT_FALSE(Swizzle::create(3, -1, 3).ok());
  EXPECT_FALSE(Swizzle::create(3, 50, 10).ok()); // beyond bit 61
  for (const char *text : {"", "Sw<3,4>", "Sw<3,4,3", "S<3,4,3>", "Sw<3,4,3> x", "Sw<3,4,2>",
                           "Sw<(3),4,3>", "Sw<99999,4,3>"})
    EXPECT_FALSE(Swizzle::parse(text).ok()) << text;
}

TEST(SwizzledLayout, SpreadsRowsOverBanks) {
  // A 4x4 row-major tile whose row bits are XORed into the column bits:
  // element (r,c) lands at 4r + (c ^ r).
  SwizzledLayout s = composition(ok(Swizzle::create(2, 0, 2)), lay("(4,4):(4,1)"));
  EXPECT_EQ(s.str(), "Sw<2,0,2> o (4,4):(4,1)");
  EXPECT_EQ(s.size(), 16);
  for (int64_t r = 0; r < 4; ++r)
    for (int64_t c = 0; c < 4; ++c)
      EXPECT_EQ(ok(s.crd2idx(IntTuple::of({r, c}))), 4 * r + (c ^ r));
  // Column c of every row falls in a different bank (offset mod 4).
  for (int64_t c = 0; c < 4; ++c) {
    std::set<int64_t> banks;
    for (int64_t r = 0; r < 4; ++r)
      banks.insert(ok(s.crd2idx(IntTuple::of({r, c}))) % 4);
    EXPECT_EQ(banks.size(), 4u);
  }
  EXPECT_EQ(ok(s(1)), 4 ^ 1); // index 1 is (1,0)
  EXPECT_FALSE(s(16).ok());
  EXPECT_FALSE(s.crd2idx(IntTuple::of({4, 0})).ok());
}

TEST(SwizzledLayout, ParsesWhatItPrints) {
  Result<SwizzledLayout> s = SwizzledLayout::parse("Sw<3,4,3> o (8,64):(64,1)");
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s->str(), "Sw<3,4,3> o (8,64):(64,1)");
  EXPECT_EQ(s->layout().str(), "(8,64):(64,1)");
  EXPECT_EQ(s->swizzle(), ok(Swizzle::create(3, 4, 3)));
  EXPECT_FALSE(SwizzledLayout::parse("Sw<3,4,3> (8,64):(64,1)").ok());
  EXPECT_FALSE(SwizzledLayout::parse("Sw<3,4,2> o (8,64):(64,1)").ok());
  EXPECT_FALSE(SwizzledLayout::parse("Sw<3,4,3> o (8,64):(64)").ok());
}

namespace {
/// Byte addresses of the 8 rows of one ldmatrix phase: column chunk `chunk`
/// of rows 0..7 of a row-major tile of `rowElements` f16 elements, through
/// `swizzle`.
std::vector<int64_t> ldmatrixPhase(const Swizzle &swizzle, int64_t rowElements,
                                   int64_t chunk) {
  std::vector<int64_t> addresses;
  for (int64_t row = 0; row < 8; ++row)
    addresses.push_back(2 * swizzle(row * rowElements + chunk * 8));
  return addresses;
}
} // namespace

TEST(BankSwizzle, PatternsByRowLength) {
  // f16 rows of 128 bytes and more: Sw<3,3,3> (8 chunks XOR 8 rows); of 64
  // bytes: two rows to a line, Sw<2,3,3>; of 32 bytes: Sw<1,3,3>; 16 bytes:
  // the identity.
  EXPECT_EQ(ok(makeBankSwizzle(64, 2)).str(), "Sw<3,3,3>");
  EXPECT_EQ(ok(makeBankSwizzle(128, 2)).str(), "Sw<3,3,4>");
  EXPECT_EQ(ok(makeBankSwizzle(32, 2)).str(), "Sw<2,3,3>");
  EXPECT_EQ(ok(makeBankSwizzle(16, 2)).str(), "Sw<1,3,3>");
  EXPECT_EQ(ok(makeBankSwizzle(8, 2)).str(), "Sw<0,0,0>");
  EXPECT_EQ(ok(makeBankSwizzle(32, 4)).str(), "Sw<3,2,3>");
  EXPECT_FALSE(makeBankSwizzle(24, 2));
  EXPECT_FALSE(makeBankSwizzle(8, 32));
}

TEST(BankSwizzle, LdmatrixPhasesAreConflictFree) {
  for (int64_t rowElements : {8, 16, 32, 64, 128, 256}) {
    Swizzle swizzle = ok(makeBankSwizzle(rowElements, 2));
    Swizzle identity;
    for (int64_t chunk = 0; chunk < rowElements / 8; ++chunk) {
      EXPECT_EQ(countBankWavefronts(ldmatrixPhase(swizzle, rowElements, chunk),
                                    16),
                1)
          << rowElements << " chunk " << chunk;
      // Unswizzled, rows R bytes apart share banks every 128 / R rows: the
      // 8 rows need min(8, R / 16) wavefronts.
      int64_t plain =
          countBankWavefronts(ldmatrixPhase(identity, rowElements, chunk), 16);
      EXPECT_EQ(plain, std::min<int64_t>(8, rowElements * 2 / 16))
          << rowElements;
    }
  }
}

TEST(BankSwizzle, KeepsChunksWhole) {
  Swizzle swizzle = ok(makeBankSwizzle(64, 2));
  for (int64_t offset = 0; offset < 64 * 64; offset += 8)
    for (int64_t i = 1; i < 8; ++i)
      EXPECT_EQ(swizzle(offset + i), swizzle(offset) + i);
}

TEST(BankWavefronts, CountsDistinctLinesPerBank) {
  // 8 rows 128 bytes apart: every row in banks 0-3: 8 wavefronts.
  EXPECT_EQ(countBankWavefronts({0, 128, 256, 384, 512, 640, 768, 896}, 16), 8);
  // The same 16 bytes twice: a broadcast, one wavefront.
  EXPECT_EQ(countBankWavefronts({0, 0}, 16), 1);
  // 32 consecutive words: one wavefront.
  std::vector<int64_t> words;
  for (int64_t i = 0; i < 32; ++i)
    words.push_back(4 * i);
  EXPECT_EQ(countBankWavefronts(words, 4), 1);
}

TEST(ChunkSwizzle, TheBankSwizzlesOfRowsOfOneChunkPattern) {
  // Rows of 32, 64 and 128 bytes get the 32, 64 and 128-byte patterns.
  for (int64_t bytes : {1, 2, 4})
    for (int64_t rowBytes : {32, 64, 128})
      EXPECT_EQ(getChunkSwizzleBytes(ok(makeBankSwizzle(rowBytes / bytes, bytes)),
                                     bytes),
                rowBytes)
          << bytes << " " << rowBytes;
  EXPECT_EQ(getChunkSwizzleBytes(Swizzle(), 2), 0);
  // Rows of 256 bytes: the pattern spans two rows, not one of the TMA's.
  EXPECT_FALSE(getChunkSwizzleBytes(ok(makeBankSwizzle(128, 2)), 2));
  // The element size is part of the question: Sw<3,3,3> is the 128-byte
  // pattern over 2-byte elements only.
  EXPECT_FALSE(getChunkSwizzleBytes(ok(Swizzle::create(3, 3, 3)), 4));
  EXPECT_EQ(getChunkSwizzleBytes(ok(Swizzle::create(3, 2, 3)), 4), 128);
}
