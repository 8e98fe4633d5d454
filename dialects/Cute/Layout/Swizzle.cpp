//===- Swizzle.cpp - XOR swizzles of offsets and swizzled layouts ---------===//

#include "dialects/Cute/Layout/Swizzle.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace tileiras::cute {

Result<Swizzle> Swizzle::create(int bits, int base, int shift) {
  std::string name = "Sw<" + std::to_string(bits) + "," + std::to_string(base) + "," +
                     std::to_string(shift) + ">";
  if (bits < 0 || base < 0)
    return makeError(name + ": bits and base must be non-negative");
  if (std::abs(shift) < bits)
    return makeError(name + ": |shift| must be at least bits, or the source and "
                            "target bits overlap");
  // The highest bit involved is base + |shift| + bits - 1.
  if (base + std::abs(shift) + bits > 62)
    return makeError(name + ": the bits involved must lie within bits 0..61");
  return Swizzle(bits, base, shift);
}

int64_t Swizzle::operator()(int64_t offset) const {
  uint64_t x = static_cast<uint64_t>(offset);
  uint64_t mask = (uint64_t(1) << b) - 1;
  // The B bits at M + max(S, 0) are XORed into the B bits at M - min(S, 0).
  uint64_t source = x & (mask << (m + (s > 0 ? s : 0)));
  return static_cast<int64_t>(x ^ (s >= 0 ? source >> s : source << -s));
}

std::string Swizzle::str() const {
  return "Sw<" + std::to_string(b) + "," + std::to_string(m) + "," + std::to_string(s) +
         ">";
}

Result<Swizzle> Swizzle::parse(std::string_view text) {
  auto fail = [&] {
    return makeError("expected 'Sw<bits,base,shift>' in '" + std::string(text) + "'");
  };
  size_t start = text.find_first_not_of(" \t");
  if (start == std::string_view::npos || text.substr(start, 3) != "Sw<")
    return fail();
  size_t open = start + 2, close = text.find('>', open);
  if (close == std::string_view::npos)
    return fail();
  // Reuse the tuple reader for the three integers.
  std::string inner = "(" + std::string(text.substr(open + 1, close - open - 1)) + ")";
  Result<IntTuple> t = IntTuple::parse(inner);
  if (!t || t->rank() != 3 || t->depth() != 1)
    return fail();
  if (text.substr(close + 1).find_first_not_of(" \t") != std::string_view::npos)
    return fail();
  std::vector<int64_t> v = t->leaves();
  for (int64_t x : v)
    if (x < -64 || x > 64)
      return fail();
  return create(int(v[0]), int(v[1]), int(v[2]));
}

Result<SwizzledLayout> SwizzledLayout::parse(std::string_view text) {
  size_t o = text.find(" o ");
  if (o == std::string_view::npos)
    return makeError("expected 'Sw<B,M,S> o shape:stride' in '" + std::string(text) + "'");
  Result<Swizzle> sw = Swizzle::parse(text.substr(0, o));
  if (!sw)
    return makeError(sw.error());
  Result<Layout> l = Layout::parse(text.substr(o + 3));
  if (!l)
    return makeError(l.error());
  return SwizzledLayout(*sw, *l);
}

Result<int64_t> SwizzledLayout::operator()(int64_t index) const {
  Result<int64_t> offset = inner(index);
  if (!offset)
    return offset;
  return sw(*offset);
}

Result<int64_t> SwizzledLayout::crd2idx(const IntTuple &coord) const {
  Result<int64_t> offset = cute::crd2idx(coord, inner);
  if (!offset)
    return offset;
  return sw(*offset);
}

std::string SwizzledLayout::str() const { return sw.str() + " o " + inner.str(); }

SwizzledLayout composition(const Swizzle &swizzle, const Layout &layout) {
  return SwizzledLayout(swizzle, layout);
}

static bool isPowerOfTwo(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

static int log2(int64_t v) { return __builtin_ctzll(static_cast<uint64_t>(v)); }

Result<Swizzle> makeBankSwizzle(int64_t rowElements, int64_t elementBytes) {
  if (!isPowerOfTwo(rowElements) || !isPowerOfTwo(elementBytes) ||
      elementBytes > 16)
    return makeError("a bank swizzle needs power-of-two rows of elements of "
                     "at most 16 bytes, got " + std::to_string(rowElements) +
                     " elements of " + std::to_string(elementBytes) + " bytes");
  int64_t rowBytes = rowElements * elementBytes;
  if (rowBytes <= 16)
    return Swizzle();
  // Chunk bits: 16-byte chunks of a row, at most 8 of them XORed.
  int chunkBase = log2(16 / elementBytes);
  int bits = log2(std::min<int64_t>(8, rowBytes / 16));
  // Row bits: the rows within 8 consecutive ones that share a 128-byte line
  // pattern start at the line (rows shorter than a line) or the row.
  int rowBase = std::max(log2(rowElements), log2(128 / elementBytes));
  return Swizzle::create(bits, chunkBase, rowBase - chunkBase);
}

std::optional<int64_t> getChunkSwizzleBytes(const Swizzle &swizzle,
                                            int64_t elementBytes) {
  if (swizzle.bits() == 0)
    return 0;
  if (elementBytes <= 0 || elementBytes > 16 ||
      (int64_t(1) << swizzle.base()) * elementBytes != 16 ||
      swizzle.shift() != 3 || swizzle.bits() > 3)
    return std::nullopt;
  return int64_t(16) << swizzle.bits();
}

int64_t countBankWavefronts(const std::vector<int64_t> &byteAddresses,
                            int64_t accessBytes) {
  std::map<int64_t, std::set<int64_t>> linesPerBank;
  for (int64_t address : byteAddresses)
    for (int64_t byte = address; byte < address + accessBytes; byte += 4)
      linesPerBank[(byte / 4) % 32].insert(byte / 128);
  int64_t wavefronts = 0;
  for (const auto &[bank, lines] : linesPerBank)
    wavefronts = std::max<int64_t>(wavefronts, lines.size());
  return wavefronts;
}

} // namespace tileiras::cute
