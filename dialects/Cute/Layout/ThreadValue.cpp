//===- ThreadValue.cpp - Thread-value layouts of distributed tiles --------===//

#include "dialects/Cute/Layout/ThreadValue.h"

#include <algorithm>
#include <map>

namespace tileiras::cute {

Layout makeReplicaLayout(const Layout &layout) {
  Layout flat = layout.flatten();
  std::vector<int64_t> extents = flat.shape().leaves();
  std::vector<int64_t> strides = flat.stride().leaves();
  std::vector<IntTuple> shape, replicaStrides;
  int64_t copies = 1;
  for (size_t i = 0; i < extents.size(); ++i) {
    bool repeats = strides[i] == 0 && extents[i] > 1;
    shape.push_back(extents[i]);
    replicaStrides.push_back(repeats ? copies : 0);
    if (repeats)
      copies *= extents[i];
  }
  return *Layout::create(IntTuple::tuple(shape),
                         IntTuple::tuple(replicaStrides));
}

Layout dropReplicas(const Layout &layout) {
  Layout flat = layout.flatten();
  std::vector<int64_t> extents = flat.shape().leaves();
  std::vector<int64_t> strides = flat.stride().leaves();
  std::vector<IntTuple> shape, stride;
  for (size_t i = 0; i < extents.size(); ++i) {
    shape.push_back(strides[i] == 0 ? 1 : extents[i]);
    stride.push_back(strides[i]);
  }
  return *Layout::create(IntTuple::tuple(shape), IntTuple::tuple(stride));
}

Result<Layout> makeRowMajorIndexMap(const std::vector<int64_t> &shape,
                                    const std::vector<int64_t> &strides) {
  if (shape.size() != strides.size())
    return makeError("a shape of rank " + std::to_string(shape.size()) +
                     " needs as many strides, got " +
                     std::to_string(strides.size()));
  if (shape.empty())
    return Layout();
  // Colexicographic order over the reversed shape is row-major order.
  std::vector<IntTuple> reversedShape, reversedStrides;
  for (size_t i = shape.size(); i-- > 0;) {
    reversedShape.push_back(shape[i]);
    reversedStrides.push_back(strides[i]);
  }
  return Layout::create(IntTuple::tuple(reversedShape),
                        IntTuple::tuple(reversedStrides));
}

Result<Layout> makeBlockIndexMap(const std::vector<int64_t> &shape,
                                 const std::vector<int64_t> &block) {
  if (shape.size() != block.size())
    return makeError("a shape of rank " + std::to_string(shape.size()) +
                     " needs as many block extents, got " +
                     std::to_string(block.size()));
  for (size_t i = 0; i < shape.size(); ++i)
    if (block[i] <= 0 || shape[i] % block[i] != 0)
      return makeError("block extent " + std::to_string(block[i]) +
                       " does not divide extent " + std::to_string(shape[i]));
  if (shape.empty())
    return Layout();
  // Colexicographic order over the reversed shape is row-major order; each
  // dimension is its place in a block (ignored), then its block.
  std::vector<IntTuple> modes, strides;
  int64_t gridStride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    modes.push_back(IntTuple::of({block[i], shape[i] / block[i]}));
    strides.push_back(IntTuple::of({0, gridStride}));
    gridStride *= shape[i] / block[i];
  }
  return Layout::create(IntTuple::tuple(modes), IntTuple::tuple(strides));
}

Result<std::vector<int>> getBitMap(const Layout &layout) {
  Layout flat = layout.flatten();
  std::vector<int64_t> extents = flat.shape().leaves();
  std::vector<int64_t> strides = flat.stride().leaves();
  std::vector<int> bits;
  uint64_t used = 0;
  for (size_t i = 0; i < extents.size(); ++i) {
    int64_t extent = extents[i], stride = strides[i];
    if (extent <= 0 || (extent & (extent - 1)) != 0 || stride < 0 ||
        (stride & (stride - 1)) != 0)
      return makeError("layout " + layout.str() + " is not built from bits");
    int width = __builtin_ctzll(static_cast<uint64_t>(extent));
    int low = stride == 0 ? -1 : __builtin_ctzll(static_cast<uint64_t>(stride));
    for (int b = 0; b < width; ++b) {
      if (low < 0) {
        bits.push_back(-1);
        continue;
      }
      int bit = low + b;
      if (bit >= 63 || (used >> bit) & 1)
        return makeError("layout " + layout.str() +
                         " sets an offset bit twice");
      used |= uint64_t(1) << bit;
      bits.push_back(bit);
    }
  }
  return bits;
}

static bool isPowerOfTwo(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

static IntTuple tupleOf(const std::vector<int64_t> &values) {
  return IntTuple::tuple(std::vector<IntTuple>(values.begin(), values.end()));
}

/// The element count of a tile whose extents must be powers of two.
static Result<int64_t>
countPowerOfTwoElements(const std::vector<int64_t> &tileShape) {
  int64_t elements = 1;
  for (int64_t e : tileShape) {
    if (!isPowerOfTwo(e))
      return makeError("tile extent " + std::to_string(e) +
                       " is not a power of two");
    if (__builtin_mul_overflow(elements, e, &elements))
      return makeError("the tile's element count overflows 64 bits");
  }
  return elements;
}

Result<Layout> makeRowMajorTVLayout(const std::vector<int64_t> &tileShape,
                                    int64_t numThreads, int64_t vectorWidth) {
  if (tileShape.empty())
    return makeError("a thread-value layout needs a tile of rank at least 1");
  Result<int64_t> counted = countPowerOfTwoElements(tileShape);
  if (!counted)
    return makeError(counted.error());
  int64_t elements = *counted;
  if (!isPowerOfTwo(numThreads))
    return makeError("thread count " + std::to_string(numThreads) +
                     " is not a power of two");
  if (!isPowerOfTwo(vectorWidth))
    return makeError("vector width " + std::to_string(vectorWidth) +
                     " is not a power of two");

  int64_t width = std::min(vectorWidth, tileShape.back());
  int64_t vectors = elements / width;
  Result<Layout> value = Layout::create(width, 1);
  Result<Layout> thread = Layout();
  if (vectors >= numThreads) {
    int64_t rounds = vectors / numThreads;
    thread = Layout::create(numThreads, width);
    if (rounds > 1)
      value = Layout::create(IntTuple::of({width, rounds}),
                             IntTuple::of({1, width * numThreads}));
  } else {
    Result<Layout> replicated =
        Layout::create(IntTuple::of({vectors, numThreads / vectors}),
                       IntTuple::of({width, 0}));
    if (!replicated)
      return replicated;
    thread = coalesce(*replicated);
  }
  if (!thread)
    return thread;
  if (!value)
    return value;
  return makeLayout({*thread, *value});
}

Result<Layout> makeBlockTVLayout(const std::vector<int64_t> &tileShape,
                                 int64_t numThreads, int64_t vectorWidth,
                                 int64_t rows) {
  if (tileShape.size() < 2)
    return makeError("a block thread-value layout needs a tile of rank 2");
  Result<int64_t> counted = countPowerOfTwoElements(tileShape);
  if (!counted)
    return makeError(counted.error());
  int64_t elements = *counted;
  if (!isPowerOfTwo(numThreads) || !isPowerOfTwo(vectorWidth) ||
      !isPowerOfTwo(rows))
    return makeError("thread count, vector width and rows must be powers "
                     "of two");
  int64_t cols = tileShape.back(), tileRows = elements / cols;
  int64_t width = std::min(vectorWidth, cols);
  if (tileRows % rows != 0)
    return makeError(std::to_string(rows) + " rows do not divide the tile's " +
                     std::to_string(tileRows));
  int64_t blocks = elements / (rows * width);
  if (blocks < numThreads)
    return makeError("fewer blocks than threads");
  // Blocks numbered along a row of blocks first; thread t owns blocks
  // t, t + T, t + 2T, ...
  Result<Layout> grid =
      Layout::create(IntTuple::of({cols / width, tileRows / rows}),
                     IntTuple::of({width, rows * cols}));
  if (!grid)
    return grid;
  Result<Layout> thread = composition(*grid, *Layout::create(numThreads, 1));
  Result<Layout> block =
      Layout::create(IntTuple::of({width, rows}), IntTuple::of({1, cols}));
  if (!thread || !block)
    return !thread ? thread : block;
  Result<Layout> value = *block;
  if (blocks > numThreads) {
    Result<Layout> rounds =
        composition(*grid, *Layout::create(blocks / numThreads, numThreads));
    if (!rounds)
      return rounds;
    value = makeLayout({*block, *rounds});
    if (!value)
      return value;
  }
  return makeLayout({*thread, *value});
}

Result<Layout> orderValuesAlong(const Layout &tv,
                                const std::vector<int64_t> &tileShape,
                                int64_t dim) {
  if (dim < 0 || dim >= static_cast<int64_t>(tileShape.size()))
    return makeError("no such dimension");
  Result<Layout> threads = tv.mode(0), values = tv.mode(1);
  if (!threads || !values)
    return makeError("not a thread-value layout");
  // The row-major stride of `dim` and the extent of the index it spans.
  int64_t step = 1;
  for (size_t d = dim + 1; d < tileShape.size(); ++d)
    step *= tileShape[d];
  int64_t span = step * tileShape[dim];
  Layout flat = values->flatten();
  std::vector<int64_t> extents = flat.shape().leaves(),
                       strides = flat.stride().leaves();
  std::vector<size_t> along, across;
  for (size_t i = 0; i < extents.size(); ++i) {
    if (extents[i] == 1)
      continue;
    int64_t last = strides[i] * (extents[i] - 1);
    bool inDim = strides[i] % step == 0 && last < span;
    bool belowDim = last < step;
    bool aboveDim = strides[i] % span == 0;
    if (!inDim && !belowDim && !aboveDim)
      return makeError("a value leaf steps along several dimensions");
    (inDim && strides[i] != 0 ? along : across).push_back(i);
  }
  std::stable_sort(along.begin(), along.end(),
                   [&](size_t a, size_t b) { return strides[a] < strides[b]; });
  std::vector<int64_t> orderedExtents, orderedStrides;
  for (const std::vector<size_t> *group : {&along, &across})
    for (size_t i : *group) {
      orderedExtents.push_back(extents[i]);
      orderedStrides.push_back(strides[i]);
    }
  if (orderedExtents.empty())
    return tv;
  Result<Layout> ordered =
      Layout::create(tupleOf(orderedExtents), tupleOf(orderedStrides));
  if (!ordered)
    return ordered;
  return makeLayout({*threads, *ordered});
}

Result<std::vector<int64_t>> getValuePositions(const Layout &from,
                                               const Layout &to) {
  Result<Layout> fromValues = from.mode(1), toValues = to.mode(1);
  if (!fromValues || !toValues)
    return makeError("not a thread-value layout");
  std::map<int64_t, int64_t> position;
  for (int64_t v = 0; v < fromValues->size(); ++v)
    position.emplace(*(*fromValues)(v), v);
  std::vector<int64_t> positions;
  for (int64_t v = 0; v < toValues->size(); ++v) {
    auto found = position.find(*(*toValues)(v));
    if (found == position.end())
      return makeError("an element of the other layout is not held");
    positions.push_back(found->second);
  }
  return positions;
}

bool splitsElementsInHalves(const Layout &bytes, const Layout &halves) {
  Result<Layout> byteThreads = bytes.mode(0), halfThreads = halves.mode(0);
  Result<Layout> byteValues = bytes.mode(1), halfValues = halves.mode(1);
  if (!byteThreads || !halfThreads || !byteValues || !halfValues ||
      byteThreads->size() != halfThreads->size() ||
      2 * byteValues->size() != halfValues->size())
    return false;
  // Offsets are a thread's plus a value's: each part is checked alone.
  for (int64_t t = 0; t < byteThreads->size(); ++t)
    if (*(*halfThreads)(t) != 2 * *(*byteThreads)(t))
      return false;
  for (int64_t v = 0; v < halfValues->size(); ++v)
    if (*(*halfValues)(v) != 2 * *(*byteValues)(v / 2) + v % 2)
      return false;
  return true;
}

Result<WordTransposes>
getWordTransposes(const std::vector<int64_t> &positions) {
  if (positions.size() % 4 != 0)
    return makeError("not whole words");
  WordTransposes transposes;
  std::map<int64_t, size_t> blockOf; // By the block's first source word.
  std::vector<unsigned> taken;       // Values of each block taken, as bits.
  for (size_t word = 0; word < positions.size(); word += 4) {
    std::array<int64_t, 4> sources;
    int64_t value = positions[word] % 4;
    for (int64_t row = 0; row < 4; ++row) {
      sources[row] = positions[word + row] / 4;
      if (positions[word + row] % 4 != value)
        return makeError("a word takes different values of its sources");
    }
    auto [it, inserted] = blockOf.emplace(sources[0], transposes.blocks.size());
    if (inserted) {
      transposes.blocks.push_back(sources);
      taken.push_back(0);
    } else if (transposes.blocks[it->second] != sources) {
      return makeError("words share a source word but not a block");
    }
    if (taken[it->second] & (1u << value))
      return makeError("a block's value taken twice");
    taken[it->second] |= 1u << value;
    transposes.words.push_back({int64_t(it->second), value});
  }
  for (unsigned values : taken)
    if (values != 0xF)
      return makeError("a block not taken whole");
  return transposes;
}

} // namespace tileiras::cute
