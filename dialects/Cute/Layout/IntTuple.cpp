//===- IntTuple.cpp - Nested integer tuples -------------------------------===//

#include "dialects/Cute/Layout/IntTuple.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace tileiras::cute {

IntTuple IntTuple::tuple(std::vector<IntTuple> elements) {
  IntTuple t;
  t.tupleFlag = true;
  t.children = std::move(elements);
  return t;
}

size_t IntTuple::depth() const {
  if (!tupleFlag)
    return 0;
  size_t d = 0;
  for (const IntTuple &c : children)
    d = std::max(d, c.depth());
  return d + 1;
}

Result<IntTuple> IntTuple::get(size_t i) const {
  if (i >= rank())
    return makeError("mode " + std::to_string(i) + " is out of range for " +
                     str() + " of rank " + std::to_string(rank()));
  return tupleFlag ? children[i] : *this;
}

static void collectLeaves(const IntTuple &t, std::vector<int64_t> &out) {
  if (t.isInt()) {
    out.push_back(t.value());
    return;
  }
  for (const IntTuple &c : t.elements())
    collectLeaves(c, out);
}

std::vector<int64_t> IntTuple::leaves() const {
  std::vector<int64_t> out;
  collectLeaves(*this, out);
  return out;
}

IntTuple IntTuple::flatten() const {
  if (!tupleFlag)
    return *this;
  std::vector<IntTuple> flat;
  for (int64_t v : leaves())
    flat.emplace_back(v);
  return tuple(std::move(flat));
}

bool IntTuple::congruent(const IntTuple &other) const {
  if (tupleFlag != other.tupleFlag)
    return false;
  if (!tupleFlag)
    return true;
  if (children.size() != other.children.size())
    return false;
  for (size_t i = 0; i < children.size(); ++i)
    if (!children[i].congruent(other.children[i]))
      return false;
  return true;
}

bool operator==(const IntTuple &a, const IntTuple &b) {
  if (a.tupleFlag != b.tupleFlag)
    return false;
  return a.tupleFlag ? a.children == b.children : a.leaf == b.leaf;
}

std::string IntTuple::str() const {
  if (!tupleFlag)
    return std::to_string(leaf);
  std::string s = "(";
  for (size_t i = 0; i < children.size(); ++i) {
    if (i)
      s += ',';
    s += children[i].str();
  }
  return s + ")";
}

namespace {
/// Recursive-descent reader over `int | '(' tuple (',' tuple)* ')'`.
struct Reader {
  /// Deeper nesting is rejected rather than risking the stack.
  static constexpr int maxDepth = 64;
  std::string_view text;
  size_t pos = 0;
  int depth = 0;

  void skipSpace() {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }
  Error fail(const std::string &what) const {
    return makeError("expected " + what + " at offset " + std::to_string(pos) +
                     " in '" + std::string(text) + "'");
  }

  Result<IntTuple> read() {
    skipSpace();
    if (pos < text.size() && text[pos] == '(') {
      if (++depth > maxDepth)
        return makeError("tuple nesting deeper than " + std::to_string(maxDepth) +
                         " in '" + std::string(text) + "'");
      ++pos;
      std::vector<IntTuple> elements;
      skipSpace();
      if (pos < text.size() && text[pos] == ')') {
        ++pos;
        --depth;
        return IntTuple::tuple({});
      }
      while (true) {
        Result<IntTuple> e = read();
        if (!e)
          return e;
        elements.push_back(*std::move(e));
        skipSpace();
        if (pos < text.size() && text[pos] == ',') {
          ++pos;
          continue;
        }
        if (pos < text.size() && text[pos] == ')') {
          ++pos;
          --depth;
          return IntTuple::tuple(std::move(elements));
        }
        return fail("',' or ')'");
      }
    }
    bool negative = false;
    if (pos < text.size() && text[pos] == '-') {
      negative = true;
      ++pos;
    }
    if (pos >= text.size() || !std::isdigit(static_cast<unsigned char>(text[pos])))
      return fail("an integer or '('");
    // Accumulate as a negative number so that INT64_MIN is representable.
    int64_t v = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
      int64_t digit = text[pos] - '0';
      if (v < (std::numeric_limits<int64_t>::min() + digit) / 10)
        return fail("an integer that fits in 64 bits");
      v = v * 10 - digit;
      ++pos;
    }
    if (!negative) {
      if (v == std::numeric_limits<int64_t>::min())
        return fail("an integer that fits in 64 bits");
      v = -v;
    }
    return IntTuple(v);
  }
};
} // namespace

Result<IntTuple> IntTuple::parse(std::string_view text) {
  Reader r{text};
  Result<IntTuple> t = r.read();
  if (!t)
    return t;
  r.skipSpace();
  if (r.pos != text.size())
    return r.fail("end of input");
  return t;
}

Result<int64_t> product(const IntTuple &t) {
  int64_t p = 1;
  for (int64_t v : t.leaves())
    if (__builtin_mul_overflow(p, v, &p))
      return makeError("product of " + t.str() + " overflows 64 bits");
  return p;
}

static IntTuple splitIndex(int64_t &index, const IntTuple &shape) {
  if (shape.isInt()) {
    int64_t c = index % shape.value();
    index /= shape.value();
    return c;
  }
  std::vector<IntTuple> coord;
  for (const IntTuple &s : shape.elements())
    coord.push_back(splitIndex(index, s));
  return IntTuple::tuple(std::move(coord));
}

Result<IntTuple> idx2crd(int64_t index, const IntTuple &shape) {
  for (int64_t v : shape.leaves())
    if (v <= 0)
      return makeError("shape " + shape.str() + " has a non-positive extent");
  Result<int64_t> size = product(shape);
  if (!size)
    return makeError(size.error());
  if (index < 0 || index >= *size)
    return makeError("index " + std::to_string(index) + " is outside shape " +
                     shape.str() + " of size " + std::to_string(*size));
  return splitIndex(index, shape);
}

} // namespace tileiras::cute
