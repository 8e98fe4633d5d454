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

#include <optional>

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

  /// Offsets after which the pattern repeats (2^(M + B + |S|)): the swizzle
  /// of o + k * period() is the swizzle of o plus k * period().
  int64_t period() const { return int64_t(1) << (m + b + (s < 0 ? -s : s)); }

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

//===-- Shared memory banks -----------------------------------------------===//

/// The swizzle of element offsets of a row-major tile in shared memory whose
/// rows hold `rowElements` elements of `elementBytes` bytes: the 16-byte
/// chunks of a row are XORed with the row's position among 8 consecutive
/// rows (a 128, 64 or 32-byte pattern for rows of 128 bytes or more, 64 or
/// 32 bytes), so that the same 16-byte column of any 8 consecutive rows (the
/// rows one `ldmatrix` phase reads) falls in distinct banks. Chunks stay
/// whole, so 16-byte vectors stay contiguous. The identity for rows of 16
/// bytes or less. Requires powers of two and elements of at most 16 bytes.
Result<Swizzle> makeBankSwizzle(int64_t rowElements, int64_t elementBytes);

/// The width in bytes (32, 64 or 128) of the 16-byte-chunk pattern that
/// `swizzle`, over element offsets of `elementBytes`-byte elements, is: the
/// byte-level Swizzle<B,4,3> (16-byte chunks XORed with the row among 8 rows
/// of 16 << B bytes), the pattern of TMA boxes and wgmma/tcgen05 matrix
/// descriptors; 0 for the identity; nullopt for any other swizzle.
std::optional<int64_t> getChunkSwizzleBytes(const Swizzle &swizzle,
                                            int64_t elementBytes);

/// Wavefronts shared memory needs for one phase of accesses, each of
/// `accessBytes` bytes at the given byte addresses: the most distinct
/// 128-byte lines that any of the 32 four-byte banks is asked for (1 when
/// there is no bank conflict). Accesses of one line share a wavefront.
int64_t countBankWavefronts(const std::vector<int64_t> &byteAddresses,
                            int64_t accessBytes);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_SWIZZLE_H
