//===- AlgebraTest.cpp - Coalesce, composition, complement, divides, ... --===//

#include "TestHelpers.h"

#include <algorithm>

using namespace tileiras::cute;

namespace {
/// Layouts of assorted shapes for the property checks.
std::vector<Layout> samples() {
  std::vector<Layout> out;
  for (const char *text :
       {"12:1", "4:2", "(4,8):(8,1)", "(4,(2,8)):(1,(4,8))", "(2,(1,6)):(1,(6,2))",
        "((2,2),(2,3)):((4,1),(2,8))", "(3,4):(4,1)", "(2,4):(1,6)", "(8,4):(1,16)"})
    out.push_back(lay(text));
  return out;
}

/// The image of a layout, sorted.
std::vector<int64_t> image(const Layout &l) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < l.size(); ++i)
    out.push_back(at(l, i));
  std::sort(out.begin(), out.end());
  return out;
}
} // namespace

//===-- coalesce ------------------------------------------------------------===//

TEST(Coalesce, KnownResults) {
  EXPECT_EQ(coalesce(lay("(2,(1,6)):(1,(6,2))")).str(), "12:1");
  EXPECT_EQ(coalesce(lay("(2,4):(1,2)")).str(), "8:1");
  EXPECT_EQ(coalesce(lay("(2,4):(4,1)")).str(), "(2,4):(4,1)");
  EXPECT_EQ(coalesce(lay("(1,1):(5,7)")).str(), "1:0");
  EXPECT_EQ(coalesce(lay("((4,1),(2,8)):((1,9),(4,16))")).str(), "(8,8):(1,16)");
  EXPECT_EQ(coalesceModes(lay("((2,2),(3,1)):((1,2),(4,9))")).str(), "(4,3):(1,4)");
}

TEST(Coalesce, KeepsTheFunction) {
  for (const Layout &l : samples()) {
    Layout c = coalesce(l);
    ASSERT_EQ(c.size(), l.size()) << l.str();
    EXPECT_LE(c.depth(), 1u) << l.str();
    for (int64_t i = 0; i < l.size(); ++i)
      EXPECT_EQ(at(c, i), at(l, i)) << l.str() << " at " << i;
  }
}

//===-- composition ---------------------------------------------------------===//

TEST(Composition, KnownResults) {
  EXPECT_EQ(ok(composition(lay("(6,2):(8,2)"), lay("(4,3):(3,1)"))).str(),
            "((2,2),3):((24,2),8)");
  EXPECT_EQ(ok(composition(lay("(10,2):(16,4)"), lay("(5,4):(1,5)"))).str(),
            "(5,(2,2)):(16,(80,4))");
  EXPECT_EQ(ok(composition(lay("20:2"), lay("(5,4):(4,1)"))).str(), "(5,4):(8,2)");
  EXPECT_EQ(ok(composition(lay("(4,8):(8,1)"), lay("4:0"))).str(), "4:0");
  EXPECT_EQ(ok(composition(lay("(4,8):(8,1)"), lay("1:3"))).str(), "1:0");
}

TEST(Composition, ByModeWithATiler) {
  Layout a = lay("(12,(4,8)):(59,(13,1))");
  EXPECT_EQ(ok(composition(a, Tiler{lay("3:4"), lay("8:2")})).str(),
            "(3,(2,4)):(236,(26,1))");
  // A shorter tiler leaves the remaining modes alone.
  EXPECT_EQ(ok(composition(a, Tiler{lay("3:4")})).str(), "(3,(4,8)):(236,(13,1))");
  EXPECT_FALSE(composition(a, Tiler{lay("3:4"), lay("8:2"), lay("2:1")}).ok());
  EXPECT_FALSE(composition(a, Tiler{}).ok());
}

TEST(Composition, IsFunctionComposition) {
  int checked = 0;
  for (const Layout &a : samples())
    for (const Layout &b : {lay("(2,2):(1,2)"), lay("2:2"), lay("(2,3):(3,1)")}) {
      // A's last mode extends without bound, so stay within A's domain.
      if (b.cosize() > a.size())
        continue;
      Result<Layout> r = composition(a, b);
      if (!r)
        continue; // Divisibility conditions not met; checked below.
      ASSERT_EQ(r->size(), b.size());
      ++checked;
      for (int64_t i = 0; i < b.size(); ++i)
        EXPECT_EQ(at(*r, i), at(a, at(b, i))) << a.str() << " o " << b.str() << " at " << i;
    }
  EXPECT_GE(checked, 15);
}

TEST(Composition, ReportsUnmetConditions) {
  // Stride divisibility: stride 2 against shape 3.
  Result<Layout> r = composition(lay("(3,4):(1,10)"), lay("2:2"));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error().find("does not divide"), std::string::npos) << r.error();
  // Shape divisibility: 6 elements over a mode of 4.
  r = composition(lay("(4,3):(1,10)"), lay("6:1"));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error().find("not divisible"), std::string::npos) << r.error();
  EXPECT_FALSE(composition(lay("8:1"), lay("4:-1")).ok());
}

//===-- complement ----------------------------------------------------------===//

TEST(Complement, KnownResults) {
  EXPECT_EQ(ok(complement(lay("4:2"), 24)).str(), "(2,3):(1,8)");
  EXPECT_EQ(ok(complement(lay("4:1"), 24)).str(), "6:4");
  EXPECT_EQ(ok(complement(lay("(2,2):(1,6)"), 24)).str(), "(3,2):(2,12)");
  EXPECT_EQ(ok(complement(lay("(4,6):(1,4)"), 24)).str(), "1:0");
  EXPECT_EQ(ok(complement(lay("(2,2):(1,4)"), 16)).str(), "(2,2):(2,8)");
  // Stride-0 and size-1 modes do not take part.
  EXPECT_EQ(ok(complement(lay("(4,3,1):(2,0,5)"), 24)).str(), "(2,3):(1,8)");
  // Without a bound: cosize(4:2) = 7.
  EXPECT_EQ(ok(complement(lay("4:2"))).str(), "2:1");
}

TEST(Complement, CoversTheCodomainDisjointly) {
  for (const Layout &l : {lay("4:2"), lay("(2,2):(1,6)"), lay("(2,4):(1,6)"), lay("(3,2):(2,12)")})
    for (int64_t m : {l.cosize(), int64_t(48), int64_t(96)}) {
      Layout c = ok(complement(l, m));
      Layout both = ok(makeLayout({l, c}));
      std::vector<int64_t> img = image(both);
      ASSERT_GE(both.size(), m) << l.str();
      for (int64_t i = 0; i < both.size(); ++i)
        EXPECT_EQ(img[i], i) << l.str() << " with bound " << m;
    }
}

TEST(Complement, ReportsUndefinedCases) {
  EXPECT_FALSE(complement(lay("(2,2):(1,1)"), 8).ok()); // overlaps itself
  EXPECT_FALSE(complement(lay("(2,3):(3,2)"), 12).ok()); // strides not nested
  EXPECT_FALSE(complement(lay("4:-1"), 8).ok());
  EXPECT_FALSE(complement(lay("4:1"), 0).ok());
  // A bound near the limit rounds up without overflowing.
  EXPECT_EQ(ok(complement(lay("4:1"), INT64_MAX)).str(), "2305843009213693952:4");
}

//===-- divides -------------------------------------------------------------===//

TEST(Divide, LogicalDivide) {
  EXPECT_EQ(ok(logicalDivide(lay("(4,2,3):(2,1,8)"), lay("4:2"))).str(),
            "((2,2),(2,3)):((4,1),(2,8))");
  EXPECT_EQ(ok(logicalDivide(lay("16:1"), lay("4:1"))).str(), "(4,4):(1,4)");
  Layout a = lay("(9,(4,8)):(59,(13,1))");
  Tiler t{lay("3:3"), lay("(2,4):(1,8)")};
  EXPECT_EQ(ok(logicalDivide(a, t)).str(),
            "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
  EXPECT_FALSE(logicalDivide(lay("16:1"), lay("(2,2):(1,1)")).ok());
  EXPECT_FALSE(logicalDivide(lay("16:1"), Tiler{lay("4:1"), lay("2:1")}).ok());
}

TEST(Divide, ZippedAndTiled) {
  Layout a = lay("(9,(4,8)):(59,(13,1))");
  Tiler t{lay("3:3"), lay("(2,4):(1,8)")};
  EXPECT_EQ(ok(zippedDivide(a, t)).str(),
            "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))");
  EXPECT_EQ(ok(tiledDivide(a, t)).str(), "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))");
  // A 64x64 row-major tile divided into 16x8 tiles: (tile, rest of tiles).
  Layout m = lay("(64,64):(64,1)");
  Layout z = ok(zippedDivide(m, ok(makeTiler({16, 8}))));
  EXPECT_EQ(z.str(), "((16,8),(4,8)):((64,1),(1024,8))");
  // Tile (1,2) element (3,5) is element (16+3, 16+5) of the matrix.
  EXPECT_EQ(ok(crd2idx(IntTuple::of({IntTuple::of({3, 5}), IntTuple::of({1, 2})}), z)),
            19 * 64 + 21);
  // A one-mode tiler: the untiled mode joins the rest.
  EXPECT_EQ(ok(zippedDivide(m, ok(makeTiler({16})))).str(), "(16,(4,64)):(64,(1024,1))");
  EXPECT_FALSE(makeTiler({16, 0}).ok());
}

//===-- products ------------------------------------------------------------===//

TEST(Product, LogicalProduct) {
  EXPECT_EQ(ok(logicalProduct(lay("(2,2):(4,1)"), lay("6:1"))).str(),
            "((2,2),(2,3)):((4,1),(2,8))");
  EXPECT_EQ(ok(logicalProduct(lay("(2,2):(4,1)"), lay("(4,2):(2,1)"))).str(),
            "((2,2),(4,2)):((4,1),(8,2))");
  EXPECT_EQ(ok(logicalProduct(lay("(2,5):(5,1)"), Tiler{lay("3:1"), lay("4:1")})).str(),
            "((2,3),(5,4)):((5,1),(1,5))");
  EXPECT_EQ(ok(zippedProduct(lay("(2,5):(5,1)"), Tiler{lay("3:1"), lay("4:1")})).str(),
            "((2,5),(3,4)):((5,1),(1,5))");
  EXPECT_FALSE(logicalProduct(lay("(2,2):(1,1)"), lay("4:1")).ok());
}

TEST(Product, BlockedAndRaked) {
  Layout block = lay("(2,5):(5,1)"), grid = lay("(3,4):(1,3)");
  // Mode 0 pairs 2:5 with 3:10, which coalesce into 6:5.
  EXPECT_EQ(ok(blockedProduct(block, grid)).str(), "(6,(5,4)):(5,(1,30))");
  EXPECT_EQ(ok(rakedProduct(block, grid)).str(), "((3,2),(4,5)):((10,5),(30,1))");
  // Blocks of different rank are padded; 1-D blocks repeat in one line.
  EXPECT_EQ(ok(blockedProduct(lay("4:1"), lay("(2,3):(1,2)"))).str(), "(8,3):(1,8)");
  EXPECT_EQ(ok(blockedProduct(lay("4:1"), lay("3:1"))).str(), "12:1");
  EXPECT_EQ(ok(rakedProduct(lay("4:1"), lay("3:1"))).str(), "(3,4):(4,1)");
  EXPECT_FALSE(blockedProduct(lay("(2,2):(1,1)"), grid).ok());
}

TEST(Product, CoversBlockTimesGrid) {
  Layout p = ok(blockedProduct(lay("(2,5):(5,1)"), lay("(3,4):(1,3)")));
  std::vector<int64_t> img = image(p);
  for (int64_t i = 0; i < p.size(); ++i)
    EXPECT_EQ(img[i], i);
}

//===-- inverses ------------------------------------------------------------===//

TEST(Inverse, RightInverse) {
  EXPECT_EQ(ok(rightInverse(lay("(4,8):(8,1)"))).str(), "(8,4):(4,1)");
  EXPECT_EQ(ok(rightInverse(lay("(4,2):(2,1)"))).str(), "(2,4):(4,1)");
  EXPECT_EQ(ok(rightInverse(lay("(4,2):(1,8)"))).str(), "4:1");
  EXPECT_EQ(ok(rightInverse(lay("4:2"))).str(), "1:0");
  EXPECT_EQ(ok(rightInverse(lay("12:1"))).str(), "12:1");
  EXPECT_FALSE(rightInverse(lay("4:-1")).ok());
  for (const Layout &l : samples()) {
    Layout r = ok(rightInverse(l));
    for (int64_t i = 0; i < r.size(); ++i)
      EXPECT_EQ(at(l, at(r, i)), i) << l.str() << " with inverse " << r.str();
  }
}

TEST(Inverse, LeftInverse) {
  EXPECT_EQ(ok(leftInverse(lay("4:2"))).str(), "(2,4):(4,1)");
  EXPECT_EQ(ok(leftInverse(lay("(4,8):(8,1)"))).str(), "(8,4):(4,1)");
  for (const Layout &l : {lay("4:2"), lay("(2,4):(1,6)"), lay("(2,2):(1,6)"), lay("(4,8):(8,1)"),
                          lay("(3,4):(4,1)"), lay("((2,2),(2,3)):((4,1),(2,8))")}) {
    Layout r = ok(leftInverse(l));
    for (int64_t i = 0; i < l.size(); ++i)
      EXPECT_EQ(at(r, at(l, i)), i) << l.str() << " with inverse " << r.str();
  }
  EXPECT_FALSE(leftInverse(lay("(2,2):(1,1)")).ok());
  EXPECT_FALSE(leftInverse(lay("(4,2):(1,0)")).ok());
}
