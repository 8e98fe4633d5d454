//===- LinearLayout.cpp - layouts as linear maps over bits -----------------===//

#include "dialects/Cute/Layout/LinearLayout.h"

#include "dialects/Cute/Layout/ThreadValue.h"

#include <optional>
#include <unordered_map>

namespace tileiras::cute {

namespace {

std::vector<uint64_t> toBases(const std::vector<int> &bits) {
  std::vector<uint64_t> bases;
  for (int bit : bits)
    bases.push_back(bit < 0 ? 0 : uint64_t(1) << bit);
  return bases;
}

/// The layout of one mode: a leaf of extent 2 per basis, its stride the
/// basis' bit (0 for none), coalesced.
Result<Layout> modeOf(const std::vector<uint64_t> &bases) {
  if (bases.empty())
    return Layout();
  std::vector<IntTuple> shape, stride;
  for (uint64_t basis : bases) {
    if (basis & (basis - 1))
      return makeError("a basis flips several bits; the layout has no "
                       "shape:stride form");
    shape.push_back(2);
    stride.push_back(static_cast<int64_t>(basis));
  }
  auto layout = Layout::create(IntTuple::tuple(shape), IntTuple::tuple(stride));
  if (!layout)
    return layout;
  return coalesce(*layout);
}

bool isPowerOfTwo(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

int log2(int64_t v) { return __builtin_ctzll(static_cast<uint64_t>(v)); }

/// The lowest element-index bit of dimension `dim` of a row-major tile of
/// `shape` (power-of-two extents): the bits of the dimensions after it.
Result<int> getLowestBit(const std::vector<int64_t> &shape, size_t dim) {
  if (dim >= shape.size())
    return makeError("dimension " + std::to_string(dim) + " of a rank-" +
                     std::to_string(shape.size()) + " tile");
  int low = 0;
  for (size_t d = shape.size(); d-- > 0;) {
    if (!isPowerOfTwo(shape[d]))
      return makeError("extent " + std::to_string(shape[d]) +
                       " is not a power of two");
    if (d > dim)
      low += log2(shape[d]);
  }
  return low;
}

} // namespace

Result<LinearLayout> LinearLayout::fromTVLayout(const Layout &tv) {
  auto threadMode = tv.mode(0);
  auto valueMode = tv.mode(1);
  if (tv.rank() != 2 || !threadMode || !valueMode)
    return makeError("a thread-value layout has two modes, got " + tv.str());
  auto threadBits = getBitMap(*threadMode);
  if (!threadBits)
    return makeError(threadBits.error());
  auto valueBits = getBitMap(*valueMode);
  if (!valueBits)
    return makeError(valueBits.error());
  LinearLayout linear;
  linear.threads = toBases(*threadBits);
  linear.values = toBases(*valueBits);
  return linear;
}

uint64_t LinearLayout::apply(uint64_t thread, uint64_t value) const {
  uint64_t element = 0;
  for (size_t b = 0; b < threads.size(); ++b)
    if ((thread >> b) & 1)
      element ^= threads[b];
  for (size_t b = 0; b < values.size(); ++b)
    if ((value >> b) & 1)
      element ^= values[b];
  return element;
}

Result<Layout> LinearLayout::toTVLayout() const {
  auto thread = modeOf(threads);
  if (!thread)
    return thread;
  auto value = modeOf(values);
  if (!value)
    return value;
  return makeLayout({*thread, *value});
}

Result<LinearLayout>
LinearLayout::sliceDimension(const std::vector<int64_t> &shape, size_t dim,
                             std::vector<int64_t> *valueOf) const {
  Result<int> lowest = getLowestBit(shape, dim);
  if (!lowest)
    return makeError(lowest.error());
  int low = *lowest;
  int high = low + log2(shape[dim]);
  // The element bits of the dimension go; the bits above move down.
  auto reduce = [&](uint64_t basis) {
    uint64_t below = basis & ((uint64_t(1) << low) - 1);
    return below | ((basis >> high) << low);
  };
  LinearLayout sliced;
  for (uint64_t basis : threads)
    sliced.threads.push_back(reduce(basis));
  std::vector<int> kept; // result value bit of each value bit, or -1
  for (uint64_t basis : values) {
    uint64_t reduced = reduce(basis);
    if (reduced == 0) {
      kept.push_back(-1);
      continue;
    }
    kept.push_back(static_cast<int>(sliced.values.size()));
    sliced.values.push_back(reduced);
  }
  if (valueOf) {
    valueOf->clear();
    for (uint64_t v = 0; v < (uint64_t(1) << values.size()); ++v) {
      int64_t result = 0;
      for (size_t b = 0; b < values.size(); ++b)
        if (((v >> b) & 1) && kept[b] >= 0)
          result |= int64_t(1) << kept[b];
      valueOf->push_back(result);
    }
  }
  return sliced;
}

Result<LinearLayout>
LinearLayout::sliceBlock(const std::vector<int64_t> &shape, size_t dim,
                         int64_t size, int64_t index,
                         std::vector<int64_t> *valueOf) const {
  Result<int> lowest = getLowestBit(shape, dim);
  if (!lowest)
    return makeError(lowest.error());
  int low = *lowest;
  if (!isPowerOfTwo(size) || size > shape[dim] || index < 0 ||
      index >= shape[dim] / size)
    return makeError("block " + std::to_string(index) + " of " +
                     std::to_string(size) + " elements of an extent of " +
                     std::to_string(shape[dim]));
  // Element bits [first, high) choose the block; they go, the bits above
  // move down.
  int first = low + log2(size), high = low + log2(shape[dim]);
  uint64_t blockBits = ((uint64_t(1) << high) - 1) & ~((uint64_t(1) << first) - 1);
  auto reduce = [&](uint64_t basis) {
    uint64_t below = basis & ((uint64_t(1) << first) - 1);
    return below | ((basis >> high) << first);
  };
  LinearLayout block;
  for (uint64_t basis : threads) {
    if (basis & blockBits)
      return makeError("threads hold different blocks");
    block.threads.push_back(reduce(basis));
  }
  // For each value bit: the result value bit it becomes, or -1 for a bit
  // that chooses the block (then `fixed` says whether block `index` sets
  // it).
  std::vector<int> kept;
  uint64_t fixed = 0, covered = 0;
  for (size_t b = 0; b < values.size(); ++b) {
    uint64_t basis = values[b];
    if (!(basis & blockBits)) {
      kept.push_back(static_cast<int>(block.values.size()));
      block.values.push_back(reduce(basis));
      continue;
    }
    if (!isPowerOfTwo(static_cast<int64_t>(basis)) || (basis & covered))
      return makeError("a value bit moves both within and across blocks");
    covered |= basis;
    kept.push_back(-1);
    if ((static_cast<uint64_t>(index) << first) & basis)
      fixed |= uint64_t(1) << b;
  }
  if (covered != blockBits)
    return makeError("no value holds some blocks");
  if (valueOf) {
    valueOf->clear();
    for (uint64_t v = 0; v < (uint64_t(1) << block.values.size()); ++v) {
      int64_t source = static_cast<int64_t>(fixed);
      for (size_t b = 0; b < values.size(); ++b)
        if (kept[b] >= 0 && ((v >> kept[b]) & 1))
          source |= int64_t(1) << b;
      valueOf->push_back(source);
    }
  }
  return block;
}

Result<LinearLayout> LinearLayout::transpose(int64_t rows, int64_t cols) const {
  if (!isPowerOfTwo(rows) || !isPowerOfTwo(cols))
    return makeError("a transposed tile needs power-of-two extents");
  int colBits = log2(cols), rowBits = log2(rows);
  // Column bits [0, colBits) move above the row bits; row bits move down.
  auto move = [&](uint64_t basis) {
    uint64_t col = basis & ((uint64_t(1) << colBits) - 1);
    uint64_t row = (basis >> colBits) & ((uint64_t(1) << rowBits) - 1);
    return (col << rowBits) | row;
  };
  LinearLayout result;
  for (uint64_t basis : threads)
    result.threads.push_back(move(basis));
  for (uint64_t basis : values)
    result.values.push_back(move(basis));
  return result;
}

namespace {

/// Every value of a layout, by flat index: leaf by leaf, each leaf's
/// contributions repeated over the leaves before it (no coordinate
/// decomposition per index).
std::vector<int64_t> tabulate(const Layout &layout) {
  Layout flat = layout.flatten();
  std::vector<int64_t> extents = flat.shape().leaves();
  std::vector<int64_t> strides = flat.stride().leaves();
  std::vector<int64_t> table{0};
  for (size_t i = 0; i < extents.size(); ++i) {
    size_t block = table.size();
    table.resize(block * extents[i]);
    for (int64_t c = 1; c < extents[i]; ++c)
      for (size_t j = 0; j < block; ++j)
        table[c * block + j] = table[j] + c * strides[i];
  }
  return table;
}

} // namespace

Result<std::vector<int64_t>>
findThreadLocalSources(const Layout &from, const Layout &fromKey,
                       const Layout &to, const Layout &toKey,
                       const std::vector<bool> &allowed,
                       int64_t toKeyOffset) {
  auto fromThreads = from.mode(0), toThreads = to.mode(0);
  auto fromValues = from.mode(1), toValues = to.mode(1);
  if (!fromThreads || !toThreads || !fromValues || !toValues)
    return makeError("thread-value layouts have two modes");
  int64_t numThreads = fromThreads->size();
  if (toThreads->size() != numThreads)
    return makeError("the layouts spread over different thread counts");
  // Layouts of a few thousand entries at most: tabulated once, so each
  // (thread, value) is two additions and two lookups.
  std::vector<int64_t> fromThread = tabulate(*fromThreads);
  std::vector<int64_t> fromValue = tabulate(*fromValues);
  std::vector<int64_t> toThread = tabulate(*toThreads);
  std::vector<int64_t> toValue = tabulate(*toValues);
  std::vector<int64_t> fromKeys = tabulate(fromKey);
  std::vector<int64_t> toKeys = tabulate(toKey);
  for (int64_t &k : toKeys)
    k += toKeyOffset;
  auto key = [](const std::vector<int64_t> &keys,
                int64_t element) -> std::optional<int64_t> {
    if (element < 0 || element >= static_cast<int64_t>(keys.size()))
      return std::nullopt;
    return keys[element];
  };
  int64_t numFrom = fromValue.size(), numTo = toValue.size();
  std::vector<int64_t> sources(numTo, -1);
  // Thread 0 chooses; every other thread must agree.
  std::unordered_map<int64_t, int64_t> held;
  for (int64_t v = 0; v < numFrom; ++v) {
    if (!allowed.empty() && !allowed[v])
      continue;
    auto k = key(fromKeys, fromThread[0] + fromValue[v]);
    if (!k)
      return makeError("a key map does not cover the tile");
    held.emplace(*k, v);
  }
  for (int64_t v = 0; v < numTo; ++v) {
    auto k = key(toKeys, toThread[0] + toValue[v]);
    if (!k)
      return makeError("a key map does not cover the tile");
    auto found = held.find(*k);
    if (found == held.end())
      return makeError("value " + std::to_string(v) +
                       " is held by other threads");
    sources[v] = found->second;
  }
  for (int64_t t = 1; t < numThreads; ++t)
    for (int64_t v = 0; v < numTo; ++v) {
      auto want = key(toKeys, toThread[t] + toValue[v]);
      auto have = key(fromKeys, fromThread[t] + fromValue[sources[v]]);
      if (!want || !have)
        return makeError("a key map does not cover the tile");
      if (*want != *have)
        return makeError("thread " + std::to_string(t) + " holds value " +
                         std::to_string(v) + " elsewhere");
    }
  return sources;
}

} // namespace tileiras::cute
