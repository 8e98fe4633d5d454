//===- ThreadValue.cpp - Thread-value layouts of distributed tiles --------===//

#include "dialects/Cute/Layout/ThreadValue.h"

#include <algorithm>

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

Result<Layout> makeRowMajorTVLayout(const std::vector<int64_t> &tileShape,
                                    int64_t numThreads, int64_t vectorWidth) {
  if (tileShape.empty())
    return makeError("a thread-value layout needs a tile of rank at least 1");
  int64_t elements = 1;
  for (int64_t e : tileShape) {
    if (!isPowerOfTwo(e))
      return makeError("tile extent " + std::to_string(e) +
                       " is not a power of two");
    if (__builtin_mul_overflow(elements, e, &elements))
      return makeError("the tile's element count overflows 64 bits");
  }
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

} // namespace tileiras::cute
