//===- IntTupleTest.cpp - Nested integer tuples ---------------------------===//

#include "TestHelpers.h"

using namespace tileiras::cute;

TEST(IntTuple, PrintsCuteNotation) {
  EXPECT_EQ(IntTuple(7).str(), "7");
  EXPECT_EQ(IntTuple::of({4, IntTuple::of({2, 8})}).str(), "(4,(2,8))");
  EXPECT_EQ(IntTuple::of({}).str(), "()");
  EXPECT_EQ(IntTuple::of({3}).str(), "(3)");
  EXPECT_EQ(IntTuple(-5).str(), "-5");
}

TEST(IntTuple, ParsesWhatItPrints) {
  for (const char *text : {"7", "-3", "()", "(3)", "(4,(2,8))", "((2,2),(3,(1,5)),6)"}) {
    Result<IntTuple> t = IntTuple::parse(text);
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_EQ(t->str(), text);
  }
  Result<IntTuple> spaced = IntTuple::parse(" ( 4 , ( 2,8 ) ) ");
  ASSERT_TRUE(spaced.ok());
  EXPECT_EQ(*spaced, IntTuple::of({4, IntTuple::of({2, 8})}));
}

TEST(IntTuple, RejectsMalformedText) {
  for (const char *text : {"", "(", "(4,", "(4,)", "4)", "(4 8)", "x", "-", "4 5",
                           "99999999999999999999", "(1,,2)"}) {
    Result<IntTuple> t = IntTuple::parse(text);
    EXPECT_FALSE(t.ok()) << text;
    EXPECT_FALSE(t.error().empty());
  }
  std::string deep = std::string(64, '(') + "1" + std::string(64, ')');
  EXPECT_TRUE(IntTuple::parse(deep).ok());
  deep = std::string(100000, '(') + "1" + std::string(100000, ')');
  EXPECT_FALSE(IntTuple::parse(deep).ok());
  EXPECT_EQ(IntTuple::parse("-9223372036854775808")->value(), INT64_MIN);
  EXPECT_EQ(IntTuple::parse("9223372036854775807")->value(), INT64_MAX);
  EXPECT_FALSE(IntTuple::parse("9223372036854775808").ok());
}

TEST(IntTuple, RankDepthAndModes) {
  IntTuple t = IntTuple::of({4, IntTuple::of({2, IntTuple::of({1, 3})})});
  EXPECT_EQ(t.rank(), 2u);
  EXPECT_EQ(t.depth(), 3u);
  EXPECT_EQ(IntTuple(5).rank(), 1u);
  EXPECT_EQ(IntTuple(5).depth(), 0u);
  EXPECT_EQ(ok(t.get(1)).str(), "(2,(1,3))");
  EXPECT_EQ(ok(IntTuple(5).get(0)), IntTuple(5));
  EXPECT_FALSE(t.get(2).ok());
  EXPECT_EQ(t.flatten().str(), "(4,2,1,3)");
  EXPECT_EQ(t.leaves(), (std::vector<int64_t>{4, 2, 1, 3}));
}

TEST(IntTuple, Congruence) {
  IntTuple a = IntTuple::of({4, IntTuple::of({2, 8})});
  EXPECT_TRUE(a.congruent(IntTuple::of({1, IntTuple::of({4, 8})})));
  EXPECT_FALSE(a.congruent(IntTuple::of({1, 4, 8})));
  EXPECT_FALSE(a.congruent(IntTuple(1)));
}

TEST(IntTuple, Product) {
  EXPECT_EQ(ok(product(IntTuple::of({4, IntTuple::of({2, 8})}))), 64);
  EXPECT_EQ(ok(product(IntTuple::of({}))), 1);
  EXPECT_FALSE(product(IntTuple::of({int64_t(1) << 40, int64_t(1) << 40})).ok());
}

TEST(IntTuple, Idx2CrdIsColexicographic) {
  IntTuple shape = IntTuple::of({4, IntTuple::of({2, 8})});
  EXPECT_EQ(ok(idx2crd(0, shape)).str(), "(0,(0,0))");
  EXPECT_EQ(ok(idx2crd(13, shape)).str(), "(1,(1,1))");
  EXPECT_EQ(ok(idx2crd(63, shape)).str(), "(3,(1,7))");
  EXPECT_EQ(ok(idx2crd(5, IntTuple(8))).str(), "5");
  EXPECT_FALSE(idx2crd(64, shape).ok());
  EXPECT_FALSE(idx2crd(-1, shape).ok());
  EXPECT_FALSE(idx2crd(0, IntTuple::of({0, 2})).ok());
}
