//===- Layout.h - CuTe-style layouts and their algebra --------------------===//
//
// A Layout is a pair shape:stride of congruent IntTuples: a function from
// coordinates (or a flat colexicographic index) to integer offsets. This is
// the single source of index arithmetic for the lowering; see README.md for
// the notation and the definitions.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUTE_LAYOUT_LAYOUT_H
#define TILEIRAS_DIALECTS_CUTE_LAYOUT_LAYOUT_H

#include "dialects/Cute/Layout/IntTuple.h"

namespace tileiras::cute {

class Layout {
public:
  /// The trivial layout 1:0.
  Layout();
  /// Checks that shape and stride are congruent, that every shape leaf is
  /// positive and that size and cosize fit in 64 bits.
  static Result<Layout> create(IntTuple shape, IntTuple stride);
  /// Parses `shape:stride`, e.g. `(4,(2,8)):(1,(4,8))`.
  static Result<Layout> parse(std::string_view text);

  const IntTuple &shape() const { return shapeT; }
  const IntTuple &stride() const { return strideT; }

  /// Number of top-level modes (1 for an integer shape).
  size_t rank() const { return shapeT.rank(); }
  size_t depth() const { return shapeT.depth(); }
  /// Number of coordinates in the domain.
  int64_t size() const;
  /// One past the largest offset the layout produces.
  int64_t cosize() const;
  /// Top-level mode i as a layout; fails when i >= rank().
  Result<Layout> mode(size_t i) const;
  /// All top-level modes.
  std::vector<Layout> modes() const;
  /// Same function, flat shape and stride.
  Layout flatten() const;

  /// Whether distinct coordinates give distinct offsets. A thread-value
  /// layout that is not injective holds some elements more than once.
  bool isInjective() const;

  /// Offset of the flat colexicographic index; fails outside [0, size()).
  Result<int64_t> operator()(int64_t index) const;

  /// `shape:stride` in CuTe notation.
  std::string str() const;

  friend bool operator==(const Layout &a, const Layout &b) {
    return a.shapeT == b.shapeT && a.strideT == b.strideT;
  }
  friend bool operator!=(const Layout &a, const Layout &b) { return !(a == b); }

private:
  friend struct LayoutAccess;
  Layout(IntTuple shape, IntTuple stride)
      : shapeT(std::move(shape)), strideT(std::move(stride)) {}
  IntTuple shapeT;
  IntTuple strideT;
};

/// A tiler for by-mode operations: layout i applies to mode i of the target,
/// the target's remaining modes are left alone.
using Tiler = std::vector<Layout>;

//===-- Construction ------------------------------------------------------===//

/// Compact column-major strides ("LayoutLeft"): the leftmost leaf is fastest.
Result<Layout> makeLayoutLeft(const IntTuple &shape);
/// Compact row-major strides ("LayoutRight"): the rightmost leaf is fastest.
Result<Layout> makeLayoutRight(const IntTuple &shape);
/// The layout whose top-level modes are the given layouts: (m0, m1, ...).
Result<Layout> makeLayout(const std::vector<Layout> &modes);
/// Tiler of compact modes s:1 for each extent, e.g. a 2-D tile (64,16).
Result<Tiler> makeTiler(const std::vector<int64_t> &extents);

//===-- Evaluation --------------------------------------------------------===//

/// Offset of a coordinate. The coordinate may be a flat index (an integer) or
/// congruent to the shape, or any mixture: an integer where the shape has a
/// tuple is split colexicographically over that sub-shape.
Result<int64_t> crd2idx(const IntTuple &coord, const Layout &layout);

//===-- Algebra -----------------------------------------------------------===//

/// Same function, fewest modes: drops size-1 modes and merges neighbours
/// (s0:d0, s1:d1) with d1 == s0*d0. The result is an integer or a flat tuple.
Layout coalesce(const Layout &layout);
/// Coalesces each top-level mode separately, keeping the rank.
Layout coalesceModes(const Layout &layout);

/// A o B: the layout R with R(c) = A(B(c)) and the shape of B. Requires B's
/// strides to be non-negative and the divisibility conditions of CuTe.
Result<Layout> composition(const Layout &a, const Layout &b);
/// By-mode composition: mode i of the result is composition(A_i, tiler_i).
Result<Layout> composition(const Layout &a, const Tiler &tiler);

/// complement(A, M): the ordered layout whose image is disjoint from A's
/// and that, together with A, covers [0, M) (rounded up). Requires A to be
/// injective with strides that divide each other in sorted order.
Result<Layout> complement(const Layout &layout, int64_t cosizeHi);
/// complement(A, cosize(A)).
Result<Layout> complement(const Layout &layout);

/// A / B = A o (B, complement(B, size(A))): ((tile), (rest)).
Result<Layout> logicalDivide(const Layout &a, const Layout &b);
/// Mode i becomes logicalDivide(A_i, tiler_i).
Result<Layout> logicalDivide(const Layout &a, const Tiler &tiler);
/// ((tile_0, tile_1, ...), (rest_0, rest_1, ..., untiled modes ...)).
Result<Layout> zippedDivide(const Layout &a, const Tiler &tiler);
/// ((tile_0, tile_1, ...), rest_0, rest_1, ..., untiled modes ...).
Result<Layout> tiledDivide(const Layout &a, const Tiler &tiler);

/// A x B = (A, complement(A, size(A)*cosize(B)) o B).
Result<Layout> logicalProduct(const Layout &a, const Layout &b);
/// Mode i becomes logicalProduct(A_i, tiler_i).
Result<Layout> logicalProduct(const Layout &a, const Tiler &tiler);
/// ((A_0, A_1, ...), (B'_0, B'_1, ...)) where B' is B laid out after A.
Result<Layout> zippedProduct(const Layout &a, const Tiler &tiler);
/// Mode i is (A_i, B'_i): B's grid of whole copies of the block A.
Result<Layout> blockedProduct(const Layout &block, const Layout &grid);
/// Mode i is (B'_i, A_i): A's elements interleaved across B's copies.
Result<Layout> rakedProduct(const Layout &block, const Layout &grid);

/// R with L(R(i)) == i for every i < size(R), R as large as possible
/// (size 1 when L does not reach offset 1). Requires non-negative strides.
Result<Layout> rightInverse(const Layout &layout);
/// R with R(L(i)) == i for every i < size(L). Requires L to be injective.
Result<Layout> leftInverse(const Layout &layout);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_LAYOUT_H
