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
