//===- LayoutTest.cpp - Layout construction, access and evaluation --------===//

#include "TestHelpers.h"

using namespace tileiras::cute;

TEST(Layout, PrintsAndParsesCuteNotation) {
  Layout l = lay("(4,(2,8)):(1,(4,8))");
  EXPECT_EQ(l.str(), "(4,(2,8)):(1,(4,8))");
  EXPECT_EQ(l.shape(), IntTuple::of({4, IntTuple::of({2, 8})}));
  EXPECT_EQ(l.stride(), IntTuple::of({1, IntTuple::of({4, 8})}));
  EXPECT_EQ(lay(" 8 : 2 ").str(), "8:2");
  EXPECT_EQ(Layout().str(), "1:0");
}

TEST(Layout, RejectsInvalidLayouts) {
  for (const char *text : {"(4,2):(1)", "(4,2):1", "4:(1,2)", "(4,0):(1,4)", "-4:1",
                           "4", "4:1:2", "(4,2):(1,x)",
                           "(4294967296,4294967296):(1,4294967296)",
                           "4:4611686018427387904"}) {
    Result<Layout> l = Layout::parse(text);
    EXPECT_FALSE(l.ok()) << text;
    EXPECT_FALSE(l.error().empty()) << text;
  }
  EXPECT_FALSE(Layout::create(IntTuple::of({2, 2}), IntTuple::of({1, IntTuple::of({1})})).ok());
  // A negative stride is fine as long as every offset fits.
  EXPECT_TRUE(Layout::parse("4:-1").ok());
}

TEST(Layout, SizeCosizeRankDepth) {
  Layout l = lay("(4,(2,8)):(1,(4,8))");
  EXPECT_EQ(l.size(), 64);
  EXPECT_EQ(l.cosize(), 64);
  EXPECT_EQ(l.rank(), 2u);
  EXPECT_EQ(l.depth(), 2u);
  EXPECT_EQ(lay("4:2").cosize(), 7);
  EXPECT_EQ(lay("(4,3):(0,1)").cosize(), 3);
  EXPECT_EQ(lay("8:0").cosize(), 1);
  EXPECT_EQ(lay("8:2").rank(), 1u);
  EXPECT_EQ(lay("8:2").depth(), 0u);
}

TEST(Layout, Injectivity) {
  EXPECT_TRUE(lay("(4,(2,8)):(1,(4,8))").isInjective());
  EXPECT_TRUE(lay("(128,(4,2)):(4,(1,512))").isInjective());
  EXPECT_TRUE(lay("4:-1").isInjective());
  // Stride 0 and overlapping strides repeat offsets.
  EXPECT_FALSE(lay("((32,4),4):((4,0),1)").isInjective());
  EXPECT_FALSE(lay("(4,2):(1,2)").isInjective());
  EXPECT_TRUE(lay("1:0").isInjective());
}

TEST(Layout, ModesAndFlatten) {
  Layout l = lay("(4,(2,8)):(1,(4,8))");
  EXPECT_EQ(ok(l.mode(0)).str(), "4:1");
  EXPECT_EQ(ok(l.mode(1)).str(), "(2,8):(4,8)");
  EXPECT_FALSE(l.mode(2).ok());
  EXPECT_EQ(ok(lay("8:2").mode(0)).str(), "8:2");
  EXPECT_EQ(l.modes().size(), 2u);
  EXPECT_EQ(l.flatten().str(), "(4,2,8):(1,4,8)");
  EXPECT_EQ(ok(makeLayout({lay("4:1"), lay("(2,8):(4,8)")})).str(), "(4,(2,8)):(1,(4,8))");
}

TEST(Layout, CompactLeftAndRight) {
  IntTuple shape = IntTuple::of({2, IntTuple::of({3, 4})});
  EXPECT_EQ(ok(makeLayoutLeft(shape)).str(), "(2,(3,4)):(1,(2,6))");
  EXPECT_EQ(ok(makeLayoutRight(shape)).str(), "(2,(3,4)):(12,(4,1))");
  EXPECT_EQ(ok(makeLayoutRight(IntTuple::of({64, 64}))).str(), "(64,64):(64,1)");
  EXPECT_EQ(ok(makeLayoutLeft(IntTuple(16))).str(), "16:1");
  EXPECT_FALSE(makeLayoutLeft(IntTuple::of({2, 0})).ok());
  EXPECT_FALSE(makeLayoutRight(IntTuple::of({int64_t(1) << 40, int64_t(1) << 40})).ok());
}

TEST(Layout, Crd2IdxWithFlatNestedAndMixedCoordinates) {
  Layout l = lay("(4,(2,8)):(2,(1,8))");
  // Natural coordinate (1,(1,1)) of index 13.
  EXPECT_EQ(ok(crd2idx(IntTuple::of({1, IntTuple::of({1, 1})}), l)), 2 + 1 + 8);
  EXPECT_EQ(ok(crd2idx(IntTuple(13), l)), 11);
  EXPECT_EQ(at(l, 13), 11);
  // An integer for the (2,8) mode is split colexicographically: 3 -> (1,1).
  EXPECT_EQ(ok(crd2idx(IntTuple::of({1, 3}), l)), 11);
  EXPECT_EQ(at(l, 63), 3 * 2 + 1 + 7 * 8);
  // Every index agrees with its natural coordinate, also for deeper nesting
  // and negative strides.
  for (const char *text : {"(4,(2,8)):(2,(1,8))", "((2,3),(2,(2,2))):((1,-2),(6,(12,24)))"}) {
    Layout m = lay(text);
    for (int64_t i = 0; i < m.size(); ++i)
      EXPECT_EQ(at(m, i), ok(crd2idx(ok(idx2crd(i, m.shape())), m))) << text;
  }
}

TEST(Layout, Crd2IdxRejectsBadCoordinates) {
  Layout l = lay("(4,(2,8)):(2,(1,8))");
  EXPECT_FALSE(l(64).ok());
  EXPECT_FALSE(l(-1).ok());
  EXPECT_FALSE(crd2idx(IntTuple::of({4, 0}), l).ok());
  EXPECT_FALSE(crd2idx(IntTuple::of({0, 16}), l).ok());
  EXPECT_FALSE(crd2idx(IntTuple::of({0, IntTuple::of({0, 8})}), l).ok());
  EXPECT_FALSE(crd2idx(IntTuple::of({1, 2, 3}), l).ok());
  EXPECT_FALSE(crd2idx(IntTuple::of({IntTuple::of({0, 0}), 0}), l).ok());
  EXPECT_EQ(at(lay("4:-1"), 3), -3);
}
