//===- LinearLayout.h - layouts as linear maps over bits -------------------===//
//
// A thread-value layout whose extents and strides are powers of two is a
// linear map over GF(2): each bit of the thread id and of the value index
// flips a fixed set of bits of the element index, and the element of
// (thread, value) is the XOR of the sets of its bits. Blocked layouts, the
// fragments of MMA instructions and XOR-swizzled layouts are all of this
// kind, so slicing a dimension away or finding which register holds an
// element is computed here, not written by hand for each kind.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUTE_LAYOUT_LINEARLAYOUT_H
#define TILEIRAS_DIALECTS_CUTE_LAYOUT_LINEARLAYOUT_H

#include "dialects/Cute/Layout/Layout.h"

#include <cstdint>
#include <vector>

namespace tileiras::cute {

class LinearLayout {
public:
  /// The bit map of a thread-value layout (thread mode, value mode) whose
  /// leaves are powers of two with power-of-two or zero strides (see
  /// getBitMap); fails for other layouts.
  static Result<LinearLayout> fromTVLayout(const Layout &tv);

  /// Element bits each thread-id bit and value-index bit flips.
  const std::vector<uint64_t> &threadBases() const { return threads; }
  const std::vector<uint64_t> &valueBases() const { return values; }

  /// The element (thread, value) holds: the XOR of the bases of its bits.
  uint64_t apply(uint64_t thread, uint64_t value) const;

  /// Back to a CuTe thread-value layout, when every basis flips one bit or
  /// none (a layout with XORs of several bits has no shape:stride form).
  Result<Layout> toTVLayout() const;

  /// The layout of the tile with dimension `dim` of `shape` (row-major,
  /// power-of-two extents) reduced away: the element index loses the bits
  /// of that dimension; value bits that only moved along it are dropped
  /// (their values held the same reduced element), thread bits that did
  /// become replicas. Row-major indices of the reduced shape with or
  /// without a unit dimension at `dim` coincide, so the result serves both.
  /// `valueOf[v]`, when given, receives for each value of this layout the
  /// value of the result that holds its reduced element.
  Result<LinearLayout> sliceDimension(const std::vector<int64_t> &shape,
                                      size_t dim,
                                      std::vector<int64_t> *valueOf) const;

  /// The layout of block `index` of `size` elements along dimension `dim`
  /// of a tile of `shape` (row-major, power-of-two extents; `size` divides
  /// the extent): the tile of `shape` with `size` in place of that extent.
  /// Every thread must hold its part of every block in the same values:
  /// the element bits that choose the block are flipped by no thread bit,
  /// and each by exactly one value bit that flips nothing else. Those value
  /// bits go (fixed to `index`); the others keep their order. `valueOf[v]`,
  /// when given, receives for each value of the result the value of this
  /// layout that holds the same element.
  Result<LinearLayout> sliceBlock(const std::vector<int64_t> &shape,
                                  size_t dim, int64_t size, int64_t index,
                                  std::vector<int64_t> *valueOf) const;

  /// The same elements of a `rows` x `cols` tile (row-major, powers of two)
  /// indexed in its transpose: element (r, c) becomes (c, r) of the
  /// `cols` x `rows` tile.
  Result<LinearLayout> transpose(int64_t rows, int64_t cols) const;

private:
  std::vector<uint64_t> threads, values;
};

/// For each value v of the thread-value layout `to`, a value v' of `from`
/// such that in every thread t, fromKey(from(t, v')) == toKey(to(t, v)):
/// the register of the same thread each value is read from when nothing has
/// to move between threads (keys: identity for a plain conversion, a
/// broadcast's element -> source element map, a reduction's element ->
/// result map), plus `toKeyOffset` (a slice's element -> source element
/// map is the source's strides plus the slice's origin). Only values with
/// `allowed[v']` (all when empty) are candidates. Nothing when some value
/// is held only by other threads, or by different values in different
/// threads.
Result<std::vector<int64_t>>
findThreadLocalSources(const Layout &from, const Layout &fromKey,
                       const Layout &to, const Layout &toKey,
                       const std::vector<bool> &allowed = {},
                       int64_t toKeyOffset = 0);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_LINEARLAYOUT_H
