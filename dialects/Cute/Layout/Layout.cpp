//===- Layout.cpp - CuTe-style layouts and their algebra ------------------===//

#include "dialects/Cute/Layout/Layout.h"

#include <algorithm>

namespace tileiras::cute {

/// Builds layouts whose invariants the caller has already established.
struct LayoutAccess {
  static Layout make(IntTuple shape, IntTuple stride) {
    return Layout(std::move(shape), std::move(stride));
  }
};

namespace {
/// One flat mode s:d.
struct Mode {
  int64_t shape;
  int64_t stride;
};

std::vector<Mode> flatModes(const Layout &l) {
  std::vector<int64_t> s = l.shape().leaves(), d = l.stride().leaves();
  std::vector<Mode> modes;
  for (size_t i = 0; i < s.size(); ++i)
    modes.push_back({s[i], d[i]});
  return modes;
}

/// 1:0 for no modes, s:d for one, a flat tuple otherwise.
Result<Layout> fromModes(const std::vector<Mode> &modes) {
  if (modes.empty())
    return Layout();
  if (modes.size() == 1)
    return Layout::create(modes[0].shape, modes[0].stride);
  std::vector<IntTuple> s, d;
  for (const Mode &m : modes) {
    s.emplace_back(m.shape);
    d.emplace_back(m.stride);
  }
  return Layout::create(IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d)));
}

Error overflow(const std::string &what) {
  return makeError(what + " overflows 64 bits");
}

/// Rebuilds a layout of A's rank from per-mode results: an integer-shaped A
/// has exactly one mode and gets that mode back unwrapped.
Result<Layout> rebuildLike(const Layout &a, const std::vector<Layout> &modes) {
  if (a.shape().isInt())
    return modes.front();
  return makeLayout(modes);
}

/// Replaces the leaves of `structure`, in depth-first order, by `values`.
IntTuple withLeaves(const IntTuple &structure, const std::vector<int64_t> &values,
                    size_t &pos) {
  if (structure.isInt())
    return values[pos++];
  std::vector<IntTuple> out;
  for (const IntTuple &c : structure.elements())
    out.push_back(withLeaves(c, values, pos));
  return IntTuple::tuple(std::move(out));
}

Result<std::vector<int64_t>> checkShape(const IntTuple &shape) {
  std::vector<int64_t> leaves = shape.leaves();
  for (int64_t v : leaves)
    if (v <= 0)
      return makeError("shape " + shape.str() + " has a non-positive extent");
  Result<int64_t> size = product(shape);
  if (!size)
    return makeError(size.error());
  return leaves;
}
} // namespace

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

Layout::Layout() : shapeT(1), strideT(0) {}

Result<Layout> Layout::create(IntTuple shape, IntTuple stride) {
  if (!shape.congruent(stride))
    return makeError("shape " + shape.str() + " and stride " + stride.str() +
                     " are not congruent");
  Result<std::vector<int64_t>> s = checkShape(shape);
  if (!s)
    return makeError(s.error());
  // Every offset must fit: accumulate the extreme offsets of each mode.
  std::vector<int64_t> d = stride.leaves();
  int64_t hi = 0, lo = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    int64_t extent;
    if (__builtin_mul_overflow((*s)[i] - 1, d[i], &extent) ||
        __builtin_add_overflow(d[i] > 0 ? hi : lo, extent, d[i] > 0 ? &hi : &lo))
      return overflow("the offsets of " + shape.str() + ":" + stride.str());
  }
  if (hi == INT64_MAX)
    return overflow("the cosize of " + shape.str() + ":" + stride.str());
  return Layout(std::move(shape), std::move(stride));
}

Result<Layout> Layout::parse(std::string_view text) {
  size_t colon = text.find(':');
  if (colon == std::string_view::npos)
    return makeError("expected 'shape:stride' in '" + std::string(text) + "'");
  Result<IntTuple> shape = IntTuple::parse(text.substr(0, colon));
  if (!shape)
    return makeError(shape.error());
  Result<IntTuple> stride = IntTuple::parse(text.substr(colon + 1));
  if (!stride)
    return makeError(stride.error());
  return create(*std::move(shape), *std::move(stride));
}

/// Product of the leaves of a shape create() has checked (no overflow);
/// walks the tuple in place instead of collecting its leaves.
static int64_t checkedShapeProduct(const IntTuple &shape) {
  if (shape.isInt())
    return shape.value();
  int64_t p = 1;
  for (const IntTuple &child : shape.elements())
    p *= checkedShapeProduct(child);
  return p;
}

int64_t Layout::size() const { return checkedShapeProduct(shapeT); }

int64_t Layout::cosize() const {
  int64_t hi = 0;
  for (const Mode &m : flatModes(*this))
    if (m.stride > 0)
      hi += (m.shape - 1) * m.stride;
  return hi + 1;
}

bool Layout::isInjective() const {
  std::vector<int64_t> offsets;
  offsets.reserve(size());
  for (int64_t i = 0, e = size(); i < e; ++i)
    offsets.push_back(*(*this)(i));
  std::sort(offsets.begin(), offsets.end());
  return std::adjacent_find(offsets.begin(), offsets.end()) == offsets.end();
}

Result<Layout> Layout::mode(size_t i) const {
  Result<IntTuple> s = shapeT.get(i);
  if (!s)
    return makeError(s.error());
  return Layout(*s, *strideT.get(i));
}

std::vector<Layout> Layout::modes() const {
  std::vector<Layout> out;
  for (size_t i = 0; i < rank(); ++i)
    out.push_back(*mode(i));
  return out;
}

Layout Layout::flatten() const { return Layout(shapeT.flatten(), strideT.flatten()); }

/// The offset of the colexicographic index `index` in shape:stride, leaf by
/// leaf, leftmost leaf fastest (idx2crd followed by the inner product, with
/// no coordinate tuple built: the lowering evaluates layouts per element).
static int64_t offsetOfIndex(int64_t &index, const IntTuple &shape,
                             const IntTuple &stride) {
  if (shape.isInt()) {
    int64_t coordinate = index % shape.value();
    index /= shape.value();
    return coordinate * stride.value();
  }
  int64_t offset = 0;
  for (size_t i = 0, e = shape.rank(); i < e; ++i)
    offset += offsetOfIndex(index, shape.elements()[i], stride.elements()[i]);
  return offset;
}

Result<int64_t> Layout::operator()(int64_t index) const {
  // Out of range: the general path words the error.
  if (index < 0 || index >= size())
    return crd2idx(IntTuple(index), *this);
  return offsetOfIndex(index, shapeT, strideT);
}

std::string Layout::str() const { return shapeT.str() + ":" + strideT.str(); }

//===----------------------------------------------------------------------===//
// Construction and evaluation
//===----------------------------------------------------------------------===//

static Result<Layout> makeCompact(const IntTuple &shape, bool leftMajor) {
  Result<std::vector<int64_t>> s = checkShape(shape);
  if (!s)
    return makeError(s.error());
  std::vector<int64_t> d(s->size());
  int64_t running = 1;
  for (size_t k = 0; k < d.size(); ++k) {
    size_t i = leftMajor ? k : d.size() - 1 - k;
    d[i] = running;
    running *= (*s)[i];
  }
  size_t pos = 0;
  return Layout::create(shape, withLeaves(shape, d, pos));
}

Result<Layout> makeLayoutLeft(const IntTuple &shape) { return makeCompact(shape, true); }
Result<Layout> makeLayoutRight(const IntTuple &shape) { return makeCompact(shape, false); }

Result<Layout> makeLayout(const std::vector<Layout> &modes) {
  std::vector<IntTuple> s, d;
  for (const Layout &m : modes) {
    s.push_back(m.shape());
    d.push_back(m.stride());
  }
  return Layout::create(IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d)));
}

Result<Tiler> makeTiler(const std::vector<int64_t> &extents) {
  Tiler tiler;
  for (int64_t e : extents) {
    Result<Layout> l = Layout::create(e, 1);
    if (!l)
      return makeError(l.error());
    tiler.push_back(*l);
  }
  return tiler;
}

static Result<int64_t> crd2idxImpl(const IntTuple &coord, const IntTuple &shape,
                                   const IntTuple &stride) {
  if (coord.isTuple()) {
    if (shape.isInt() || shape.rank() != coord.rank())
      return makeError("coordinate " + coord.str() + " is not congruent to shape " +
                       shape.str());
    int64_t offset = 0;
    for (size_t i = 0; i < coord.rank(); ++i) {
      Result<int64_t> o =
          crd2idxImpl(coord.elements()[i], shape.elements()[i], stride.elements()[i]);
      if (!o)
        return o;
      offset += *o; // Bounded by the layout's checked extreme offsets.
    }
    return offset;
  }
  // An integer against any shape: split it colexicographically.
  Result<IntTuple> natural = idx2crd(coord.value(), shape);
  if (!natural)
    return makeError(natural.error());
  std::vector<int64_t> c = natural->leaves(), d = stride.leaves();
  int64_t offset = 0;
  for (size_t i = 0; i < c.size(); ++i)
    offset += c[i] * d[i];
  return offset;
}

Result<int64_t> crd2idx(const IntTuple &coord, const Layout &layout) {
  return crd2idxImpl(coord, layout.shape(), layout.stride());
}

//===----------------------------------------------------------------------===//
// Coalesce
//===----------------------------------------------------------------------===//

static std::vector<Mode> coalescedModes(const Layout &layout) {
  std::vector<Mode> out;
  for (const Mode &m : flatModes(layout)) {
    if (m.shape == 1)
      continue;
    if (!out.empty() && m.stride == out.back().shape * out.back().stride) {
      out.back().shape *= m.shape;
      continue;
    }
    out.push_back(m);
  }
  return out;
}

Layout coalesce(const Layout &layout) {
  // Same size and smaller offsets than the input, so it cannot fail.
  return *fromModes(coalescedModes(layout));
}

Layout coalesceModes(const Layout &layout) {
  if (layout.shape().isInt())
    return coalesce(layout);
  std::vector<Layout> modes;
  for (const Layout &m : layout.modes())
    modes.push_back(coalesce(m));
  return *makeLayout(modes);
}

//===----------------------------------------------------------------------===//
// Composition
//===----------------------------------------------------------------------===//

/// A o (s:d) for a coalesced flat A: "divide out" d from A's leading modes,
/// then "mod out" s from the modes that remain. A's last mode extends without
/// bound, as in CuTe.
static Result<std::vector<Mode>> composeLeaf(const std::vector<Mode> &a, const Layout &a0,
                                             int64_t s, int64_t d) {
  auto context = [&] {
    return a0.str() + " o " + std::to_string(s) + ":" + std::to_string(d);
  };
  if (d < 0)
    return makeError("composition " + context() + " needs a non-negative stride");
  if (s == 1)
    return std::vector<Mode>{};
  if (d == 0)
    return std::vector<Mode>{{s, 0}};
  std::vector<Mode> out;
  int64_t restShape = s, restStride = d;
  for (size_t i = 0; i + 1 < a.size() && restShape > 1; ++i) {
    int64_t si = a[i].shape;
    if (restStride % si == 0) {
      restStride /= si;
      continue;
    }
    if (si % restStride != 0)
      return makeError("composition " + context() + ": stride " +
                       std::to_string(restStride) + " does not divide shape " +
                       std::to_string(si) + " (or the other way round)");
    int64_t avail = si / restStride;
    int64_t stride;
    if (__builtin_mul_overflow(a[i].stride, restStride, &stride))
      return overflow("composition " + context());
    if (restShape <= avail) {
      out.push_back({restShape, stride});
      restShape = 1;
      break;
    }
    if (restShape % avail != 0)
      return makeError("composition " + context() + ": shape " +
                       std::to_string(restShape) + " is not divisible by " +
                       std::to_string(avail));
    out.push_back({avail, stride});
    restShape /= avail;
    restStride = 1;
  }
  if (restShape > 1) {
    int64_t last = a.empty() ? 0 : a.back().stride;
    int64_t stride;
    if (__builtin_mul_overflow(last, restStride, &stride))
      return overflow("composition " + context());
    out.push_back({restShape, stride});
  }
  return out;
}

static Result<IntTuple> composeInto(const std::vector<Mode> &a, const Layout &a0,
                                    const IntTuple &bShape, const IntTuple &bStride,
                                    IntTuple &outStride) {
  if (bShape.isInt()) {
    Result<std::vector<Mode>> modes = composeLeaf(a, a0, bShape.value(), bStride.value());
    if (!modes)
      return makeError(modes.error());
    Result<Layout> l = fromModes(*modes);
    if (!l)
      return makeError(l.error());
    outStride = l->stride();
    return l->shape();
  }
  std::vector<IntTuple> shapes, strides;
  for (size_t i = 0; i < bShape.rank(); ++i) {
    IntTuple stride;
    Result<IntTuple> shape =
        composeInto(a, a0, bShape.elements()[i], bStride.elements()[i], stride);
    if (!shape)
      return shape;
    shapes.push_back(*shape);
    strides.push_back(stride);
  }
  outStride = IntTuple::tuple(std::move(strides));
  return IntTuple::tuple(std::move(shapes));
}

Result<Layout> composition(const Layout &a, const Layout &b) {
  std::vector<Mode> flat = coalescedModes(a);
  if (flat.empty())
    flat.push_back({1, 0});
  IntTuple stride;
  Result<IntTuple> shape = composeInto(flat, a, b.shape(), b.stride(), stride);
  if (!shape)
    return makeError(shape.error());
  return Layout::create(*shape, stride);
}

Result<Layout> composition(const Layout &a, const Tiler &tiler) {
  if (tiler.empty() || tiler.size() > a.rank())
    return makeError("a tiler of rank " + std::to_string(tiler.size()) +
                     " does not fit layout " + a.str() + " of rank " +
                     std::to_string(a.rank()));
  std::vector<Layout> modes = a.modes();
  for (size_t i = 0; i < tiler.size(); ++i) {
    Result<Layout> m = composition(modes[i], tiler[i]);
    if (!m)
      return m;
    modes[i] = *m;
  }
  return rebuildLike(a, modes);
}

//===----------------------------------------------------------------------===//
// Complement
//===----------------------------------------------------------------------===//

Result<Layout> complement(const Layout &layout, int64_t cosizeHi) {
  if (cosizeHi < 1)
    return makeError("complement of " + layout.str() + " needs a positive bound, got " +
                     std::to_string(cosizeHi));
  std::vector<Mode> modes;
  for (const Mode &m : flatModes(layout)) {
    if (m.stride < 0)
      return makeError("complement of " + layout.str() + " needs non-negative strides");
    if (m.shape > 1 && m.stride > 0)
      modes.push_back(m);
  }
  std::sort(modes.begin(), modes.end(), [](const Mode &x, const Mode &y) {
    return x.stride != y.stride ? x.stride < y.stride : x.shape < y.shape;
  });
  std::vector<Mode> out;
  int64_t current = 1;
  for (const Mode &m : modes) {
    if (m.stride % current != 0)
      return makeError("complement of " + layout.str() + " is not defined: stride " +
                       std::to_string(m.stride) + " is not a multiple of " +
                       std::to_string(current) + " (the layout overlaps itself or is "
                       "not ordered by divisibility)");
    out.push_back({m.stride / current, current});
    if (__builtin_mul_overflow(m.shape, m.stride, &current))
      return overflow("complement of " + layout.str());
  }
  out.push_back({cosizeHi / current + (cosizeHi % current != 0), current});
  Result<Layout> r = fromModes(out);
  if (!r)
    return r;
  return coalesce(*r);
}

Result<Layout> complement(const Layout &layout) {
  return complement(layout, layout.cosize());
}

//===----------------------------------------------------------------------===//
// Divides and products
//===----------------------------------------------------------------------===//

Result<Layout> logicalDivide(const Layout &a, const Layout &b) {
  Result<Layout> rest = complement(b, a.size());
  if (!rest)
    return rest;
  Result<Layout> tiler = makeLayout({b, *rest});
  if (!tiler)
    return tiler;
  return composition(a, *tiler);
}

/// Applies `op` to the first tiler.size() modes of `a`; the results and the
/// untouched modes are returned separately.
template <typename Op>
static Result<std::vector<Layout>> byMode(const Layout &a, const Tiler &tiler,
                                          const char *what, Op op) {
  if (tiler.empty() || tiler.size() > a.rank())
    return makeError(std::string(what) + " of " + a.str() + " (rank " +
                     std::to_string(a.rank()) + ") by a tiler of rank " +
                     std::to_string(tiler.size()) + " is not defined");
  std::vector<Layout> modes = a.modes();
  for (size_t i = 0; i < tiler.size(); ++i) {
    Result<Layout> m = op(modes[i], tiler[i]);
    if (!m)
      return makeError(m.error());
    modes[i] = *m;
  }
  return modes;
}

/// A group of modes as one mode: a single mode stays as it is.
static Result<Layout> group(const std::vector<Layout> &modes) {
  return modes.size() == 1 ? Result<Layout>(modes.front()) : makeLayout(modes);
}

/// ((first halves), (second halves, untouched modes...)) or, when `tiled`,
/// ((first halves), second halves..., untouched modes...).
static Result<Layout> gather(const std::vector<Layout> &modes, size_t tiled,
                             bool flatRest) {
  std::vector<Layout> firsts, rests;
  for (size_t i = 0; i < modes.size(); ++i) {
    if (i < tiled) {
      firsts.push_back(*modes[i].mode(0));
      rests.push_back(*modes[i].mode(1));
    } else {
      rests.push_back(modes[i]);
    }
  }
  Result<Layout> first = group(firsts);
  if (!first)
    return first;
  if (flatRest) {
    rests.insert(rests.begin(), *first);
    return makeLayout(rests);
  }
  Result<Layout> rest = group(rests);
  if (!rest)
    return rest;
  return makeLayout({*first, *rest});
}

Result<Layout> logicalDivide(const Layout &a, const Tiler &tiler) {
  Result<std::vector<Layout>> modes =
      byMode(a, tiler, "logical_divide", [](const Layout &x, const Layout &y) {
        return logicalDivide(x, y);
      });
  if (!modes)
    return makeError(modes.error());
  return rebuildLike(a, *modes);
}

Result<Layout> zippedDivide(const Layout &a, const Tiler &tiler) {
  Result<std::vector<Layout>> modes =
      byMode(a, tiler, "zipped_divide", [](const Layout &x, const Layout &y) {
        return logicalDivide(x, y);
      });
  if (!modes)
    return makeError(modes.error());
  return gather(*modes, tiler.size(), /*flatRest=*/false);
}

Result<Layout> tiledDivide(const Layout &a, const Tiler &tiler) {
  Result<std::vector<Layout>> modes =
      byMode(a, tiler, "tiled_divide", [](const Layout &x, const Layout &y) {
        return logicalDivide(x, y);
      });
  if (!modes)
    return makeError(modes.error());
  return gather(*modes, tiler.size(), /*flatRest=*/true);
}

Result<Layout> logicalProduct(const Layout &a, const Layout &b) {
  int64_t bound;
  if (__builtin_mul_overflow(a.size(), b.cosize(), &bound))
    return overflow("logical_product " + a.str() + " x " + b.str());
  Result<Layout> rest = complement(a, bound);
  if (!rest)
    return rest;
  Result<Layout> copies = composition(*rest, b);
  if (!copies)
    return copies;
  return makeLayout({a, *copies});
}

Result<Layout> logicalProduct(const Layout &a, const Tiler &tiler) {
  Result<std::vector<Layout>> modes =
      byMode(a, tiler, "logical_product", [](const Layout &x, const Layout &y) {
        return logicalProduct(x, y);
      });
  if (!modes)
    return makeError(modes.error());
  return rebuildLike(a, *modes);
}

Result<Layout> zippedProduct(const Layout &a, const Tiler &tiler) {
  Result<std::vector<Layout>> modes =
      byMode(a, tiler, "zipped_product", [](const Layout &x, const Layout &y) {
        return logicalProduct(x, y);
      });
  if (!modes)
    return makeError(modes.error());
  return gather(*modes, tiler.size(), /*flatRest=*/false);
}

/// Blocked (block first) or raked (grid first) product: both operands are
/// padded to a common rank with 1:0 modes, and mode i pairs block mode i with
/// grid mode i, each pair coalesced.
static Result<Layout> interleavedProduct(const Layout &block, const Layout &grid,
                                         bool blockFirst) {
  size_t r = std::max(block.rank(), grid.rank());
  std::vector<Layout> bm = block.modes(), gm = grid.modes();
  bm.resize(r, Layout());
  gm.resize(r, Layout());
  Result<Layout> bp = makeLayout(bm), gp = makeLayout(gm);
  if (!bp)
    return bp;
  if (!gp)
    return gp;
  Result<Layout> product = logicalProduct(*bp, *gp);
  if (!product)
    return product;
  Layout copies = *product->mode(1);
  std::vector<Layout> modes;
  for (size_t i = 0; i < r; ++i) {
    Layout b = bm[i], g = *copies.mode(i);
    Result<Layout> pair = blockFirst ? makeLayout({b, g}) : makeLayout({g, b});
    if (!pair)
      return pair;
    modes.push_back(coalesce(*pair));
  }
  return r == 1 ? Result<Layout>(modes.front()) : makeLayout(modes);
}

Result<Layout> blockedProduct(const Layout &block, const Layout &grid) {
  return interleavedProduct(block, grid, /*blockFirst=*/true);
}

Result<Layout> rakedProduct(const Layout &block, const Layout &grid) {
  return interleavedProduct(block, grid, /*blockFirst=*/false);
}

//===----------------------------------------------------------------------===//
// Inverses
//===----------------------------------------------------------------------===//

Result<Layout> rightInverse(const Layout &layout) {
  std::vector<Mode> modes = coalescedModes(layout);
  std::vector<int64_t> domainStride;
  int64_t running = 1;
  for (const Mode &m : modes) {
    if (m.stride < 0)
      return makeError("right_inverse of " + layout.str() +
                       " needs non-negative strides");
    domainStride.push_back(running);
    running *= m.shape;
  }
  // Follow offsets 1, s, s*s', ...: each step needs a mode of that stride.
  std::vector<Mode> out;
  int64_t current = 1;
  while (true) {
    auto it = std::find_if(modes.begin(), modes.end(),
                           [&](const Mode &m) { return m.stride == current; });
    if (it == modes.end())
      break;
    out.push_back({it->shape, domainStride[it - modes.begin()]});
    current *= it->shape; // At most size(layout), which fits.
  }
  Result<Layout> r = fromModes(out);
  if (!r)
    return r;
  return coalesce(*r);
}

Result<Layout> leftInverse(const Layout &layout) {
  for (const Mode &m : coalescedModes(layout))
    if (m.stride == 0)
      return makeError("left_inverse of " + layout.str() +
                       " is not defined: the layout is not injective");
  Result<Layout> rest = complement(layout);
  if (!rest)
    return makeError("left_inverse of " + layout.str() + " is not defined: " +
                     rest.error());
  Result<Layout> whole = makeLayout({layout, *rest});
  if (!whole)
    return whole;
  return rightInverse(*whole);
}

} // namespace tileiras::cute
