//===- Swizzle.h - XOR swizzles of offsets and swizzled layouts -----------===//
//
// Swizzle<B,M,S> XORs B bits of an offset into B other bits: for S > 0 the
// bits [M+S, M+S+B) into [M, M+B), i.e. offset ^ ((offset >> S) & (mask << M));
// for S < 0 the bits [M, M+B) into [M-S, M-S+B). Shared-memory tiles use it
// to spread rows over banks.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUTE_LAYOUT_SWIZZLE_H
#define TILEIRAS_DIALECTS_CUTE_LAYOUT_SWIZZLE_H

#include "dialects/Cute/Layout/Layout.h"

namespace tileiras::cute {

class Swizzle {
public:
  /// The identity, Sw<0,0,0>.
  Swizzle() : Swizzle(0, 0, 0) {}
  /// Requires bits, base >= 0, |shift| >= bits (the source and target bit
  /// ranges must not overlap) and base + |shift| + bits <= 62.
  static Result<Swizzle> create(int bits, int base, int shift);
  /// Parses `Sw<B,M,S>`.
  static Result<Swizzle> parse(std::string_view text);

  int bits() const { return b; }
  int base() const { return m; }
  int shift() const { return s; }

  /// The swizzled offset. A swizzle is its own inverse.
  int64_t operator()(int64_t offset) const;

  /// `Sw<B,M,S>`.
  std::string str() const;

  friend bool operator==(const Swizzle &x, const Swizzle &y) {
    return x.b == y.b && x.m == y.m && x.s == y.s;
  }

private:
  Swizzle(int b, int m, int s) : b(b), m(m), s(s) {}
  int b, m, s;
};

/// Sw o L: coordinates go through the layout, the offset through the swizzle.
class SwizzledLayout {
public:
  SwizzledLayout(Swizzle swizzle, Layout layout)
      : sw(swizzle), inner(std::move(layout)) {}
  /// Parses `Sw<B,M,S> o shape:stride`.
  static Result<SwizzledLayout> parse(std::string_view text);

  const Swizzle &swizzle() const { return sw; }
  const Layout &layout() const { return inner; }
  int64_t size() const { return inner.size(); }

  /// Offset of a flat index; fails outside [0, size()).
  Result<int64_t> operator()(int64_t index) const;
  /// Offset of a coordinate, as crd2idx for layouts.
  Result<int64_t> crd2idx(const IntTuple &coord) const;

  /// `Sw<B,M,S> o shape:stride`.
  std::string str() const;

private:
  Swizzle sw;
  Layout inner;
};

/// Sw o L.
SwizzledLayout composition(const Swizzle &swizzle, const Layout &layout);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_SWIZZLE_H
