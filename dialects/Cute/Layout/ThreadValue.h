//===- ThreadValue.h - Thread-value layouts of distributed tiles ----------===//
//
// A distributed tile spreads its elements over the threads of a CTA. Its
// thread-value layout maps (thread, value) to the row-major index of the
// element that the thread holds as its value-th register.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUTE_LAYOUT_THREADVALUE_H
#define TILEIRAS_DIALECTS_CUTE_LAYOUT_THREADVALUE_H

#include "dialects/Cute/Layout/Layout.h"

#include <array>
#include <utility>

namespace tileiras::cute {

/// The (thread, value) -> row-major index layout of a tile of the given shape
/// over `numThreads` threads, each thread owning vectors of `vectorWidth`
/// contiguous elements along the last dimension; consecutive threads own
/// consecutive vectors (coalesced accesses) and the threads wrap around until
/// the tile is covered. Every extent, the thread count and the vector width
/// must be powers of two.
///
/// - The vector width is clamped to the last dimension, so that a vector
///   never crosses a row.
/// - With V vectors in the tile and V >= numThreads, the result is
///   (T,(W,V/T)):(W,(1,W*T)) for T threads and width W; the value mode is just
///   W:1 when V == T. Example: 1024 elements, 128 threads, width 4 ->
///   (128,(4,2)):(4,(1,512)).
/// - With V < numThreads the threads replicate the tile: thread t holds the
///   same vector as thread t mod V, expressed by a stride-0 thread mode
///   (V,T/V):(W,0) (just T:0 when V == 1); the value mode is W:1.
Result<Layout> makeRowMajorTVLayout(const std::vector<int64_t> &tileShape,
                                    int64_t numThreads, int64_t vectorWidth);

/// The (thread, value) -> row-major index layout of a tile of the given
/// shape (rank 2 or more: the leading dimensions flattened into rows) over
/// `numThreads` threads, each thread owning blocks of `rows` consecutive
/// rows times `vectorWidth` contiguous elements along the last dimension,
/// the vector along the row first: a copy whose loads run along the rows
/// and whose stores run down the columns (into a transposed buffer) can
/// vectorize both. Consecutive threads own consecutive blocks of a row of
/// blocks. Fails unless every extent, the thread count, the width and
/// `rows` are powers of two, `rows` divides the rows and every thread owns
/// at least one block. Example: 32x32 over 16 threads, width 8, 4 rows ->
/// (4,4):(8,128) threads, ((8,4),2):((1,32),512) values.
Result<Layout> makeBlockTVLayout(const std::vector<int64_t> &tileShape,
                                 int64_t numThreads, int64_t vectorWidth,
                                 int64_t rows);

/// The same elements of each thread in another order: the thread-value
/// layout `tv` of a tile of shape `tileShape` with the leaves of its value
/// mode that step along dimension `dim` first (by increasing stride), so
/// that runs along `dim` are consecutive values. Fails where a value leaf
/// steps along no single dimension. Example: 8x8 over (4,2):(2,32) threads
/// with values (2,4):(1,8), dimension 0 -> values (4,2):(8,1).
Result<Layout> orderValuesAlong(const Layout &tv,
                                const std::vector<int64_t> &tileShape,
                                int64_t dim);

/// For each value of thread-value layout `to`, the value of `from` that
/// holds the same element (both giving each thread the same elements, in
/// orders the same in every thread, as orderValuesAlong makes). Fails where
/// `to` holds an element `from` does not. Example: values (2,4):(1,8) to
/// (4,2):(8,1) -> {0, 2, 4, 6, 1, 3, 5, 7}.
Result<std::vector<int64_t>> getValuePositions(const Layout &from,
                                               const Layout &to);

/// A reordering of a thread's values seen in words of four (4 bytes of byte
/// values) made of 4x4 blocks transposed: four words of the source whose
/// value k, for each k, make one word of the result.
struct WordTransposes {
  /// The source words of each block, in the order of their values in the
  /// result's words.
  std::vector<std::array<int64_t, 4>> blocks;
  /// For each word of the result, its block and which value of the block's
  /// source words it takes.
  std::vector<std::pair<int64_t, int64_t>> words;
};

/// The 4x4 blocks of the reordering `positions` (for each value of the
/// result, the source value it is, as getValuePositions gives). Fails where
/// the reordering is not made of whole such blocks. Example: a thread's
/// block of 4 rows of 4 values (0-15, row-major) ordered down the columns,
/// {0, 4, 8, 12, 1, 5, ...} -> one block of words {0, 1, 2, 3}, result word
/// k taking value k of each.
Result<WordTransposes> getWordTransposes(const std::vector<int64_t> &positions);

/// Whether thread-value layout `halves` gives every thread the halves of the
/// elements `bytes` gives it, in their order: value v of a thread is half
/// v % 2 (the low one first) of its value v / 2 of `bytes`. Element 2i + h
/// of the halves' tile is half h of element i of the other (the same rows,
/// each twice as many elements): a tile of bytes read as 4-bit elements.
bool splitsElementsInHalves(const Layout &bytes, const Layout &halves);

/// Which copy of its offset each coordinate is, where stride-0 modes repeat
/// offsets: the flattened layout with compact strides over its stride-0
/// modes and stride 0 elsewhere. Coordinates it maps to 0 are the canonical
/// copies. Example: ((32,4),4):((4,0),1) -> (32,4,4):(0,1,0), so of the 128
/// threads the 32 of the first warp hold the canonical copies.
Layout makeReplicaLayout(const Layout &layout);

/// The flattened layout restricted to its canonical copies (stride-0 modes
/// become 1:0). It is injective iff every offset has one canonical copy.
Layout dropReplicas(const Layout &layout);

/// The layout taking the row-major index of a coordinate of `shape` to
/// sum(coordinate[i] * strides[i]): elements of one tile read at their place
/// in another arrangement. Strides of the row-major layout of a bigger shape
/// with one dimension left out map a reduction's results to the first
/// element they combine; stride 0 where a dimension is broadcast maps a
/// broadcast's results to their source. Example: shape (2,3), strides
/// (0,1) -> (3,2):(1,0). An empty shape gives 1:0.
Result<Layout> makeRowMajorIndexMap(const std::vector<int64_t> &shape,
                                    const std::vector<int64_t> &strides);

/// The layout taking the row-major index of a coordinate of `shape` to the
/// row-major index of its block in the grid of blocks of `block` elements
/// along each dimension (each dividing its extent): element (r, c) of an
/// m x k tile reads scale (r, c / 16) of its m x k/16 scales with block
/// (1, 16). Example: shape (2,4), block (1,2) -> ((2,2),(1,2)):((0,1),(0,2)).
Result<Layout> makeBlockIndexMap(const std::vector<int64_t> &shape,
                                 const std::vector<int64_t> &block);

/// For a layout built from bits: every leaf extent a power of two and every
/// stride 0 or a power of two, the nonzero leaves setting disjoint bits.
/// Entry i is the bit of the offset that bit i of the (colexicographic)
/// index sets, or -1 where a stride-0 leaf ignores it. Fails for other
/// layouts. Example: ((4,2),2):((2,0),1) -> {1, 2, -1, 0}.
Result<std::vector<int>> getBitMap(const Layout &layout);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_THREADVALUE_H
