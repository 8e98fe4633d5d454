//===- Encoding.h - bytes in and out ----------------------------*- C++ -*-===//
//
// The primitive encodings of the format: LEB128 varints (7 bits a byte, low
// first, high bit = more), zigzag for signed ones, little-endian fixed-width
// integers and padding to an alignment. The reader half never reads past
// its slice and reports where it stopped; every count it is given is checked
// against the bytes left before anything is allocated for it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_BYTECODE_ENCODING_H
#define TILEIRAS_BYTECODE_ENCODING_H

#include "bytecode/Format.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstring>

namespace tileiras::bytecode {

/// An append-only byte buffer.
class ByteWriter {
public:
  void byte(uint8_t b) { bytes.push_back(b); }
  void varint(uint64_t v) {
    do {
      uint8_t b = v & 0x7F;
      v >>= 7;
      byte(v ? (b | 0x80) : b);
    } while (v);
  }
  void signedVarint(int64_t v) {
    varint((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63));
  }
  template <typename T> void fixed(T v) {
    uint64_t u = static_cast<uint64_t>(v);
    for (size_t i = 0; i < sizeof(T); ++i, u >>= 8)
      byte(u & 0xFF);
  }
  void raw(llvm::ArrayRef<uint8_t> data) {
    bytes.append(data.begin(), data.end());
  }
  void raw(llvm::StringRef data) {
    bytes.append(data.bytes_begin(), data.bytes_end());
  }
  /// Pads so that the next byte lands at a multiple of `alignment`,
  /// counting from `base` bytes before this buffer's start.
  void alignTo(uint64_t alignment, uint64_t base = 0) {
    while ((base + bytes.size()) % alignment)
      byte(kPaddingByte);
  }
  /// Overwrites 4 little-endian bytes at `at`.
  void patch32(size_t at, uint32_t v) {
    for (int i = 0; i < 4; ++i)
      bytes[at + i] = (v >> (8 * i)) & 0xFF;
  }
  void patch64(size_t at, uint64_t v) {
    for (int i = 0; i < 8; ++i)
      bytes[at + i] = (v >> (8 * i)) & 0xFF;
  }
  size_t size() const { return bytes.size(); }
  llvm::ArrayRef<uint8_t> data() const { return bytes; }

private:
  llvm::SmallVector<uint8_t, 0> bytes;
};

/// A cursor over a slice of the input. `base` is the slice's offset in the
/// file, so that failures name the file offset. Reads fail (return false)
/// at the end of the slice; the caller turns that into a diagnostic.
class ByteReader {
public:
  ByteReader() = default;
  ByteReader(llvm::ArrayRef<uint8_t> data, uint64_t base)
      : data(data), base(base) {}

  uint64_t offset() const { return base + pos; }
  size_t remaining() const { return data.size() - pos; }
  bool atEnd() const { return pos == data.size(); }

  bool byte(uint8_t &out) {
    if (pos >= data.size())
      return false;
    out = data[pos++];
    return true;
  }
  bool varint(uint64_t &out) {
    out = 0;
    for (unsigned shift = 0;; shift += 7) {
      uint8_t b;
      if (shift > 63 || !byte(b))
        return false;
      // The tenth byte may only hold the top bit of a 64-bit value.
      if (shift == 63 && (b & 0x7E))
        return false;
      out |= uint64_t(b & 0x7F) << shift;
      if (!(b & 0x80))
        return true;
    }
  }
  bool signedVarint(int64_t &out) {
    uint64_t u;
    if (!varint(u))
      return false;
    out = static_cast<int64_t>((u >> 1) ^ (~(u & 1) + 1));
    return true;
  }
  template <typename T> bool fixed(T &out) {
    if (remaining() < sizeof(T))
      return false;
    uint64_t u = 0;
    for (size_t i = 0; i < sizeof(T); ++i)
      u |= uint64_t(data[pos + i]) << (8 * i);
    pos += sizeof(T);
    out = static_cast<T>(u);
    return true;
  }
  bool bytes(size_t n, llvm::ArrayRef<uint8_t> &out) {
    if (remaining() < n)
      return false;
    out = data.slice(pos, n);
    pos += n;
    return true;
  }
  /// Skips padding up to a multiple of `alignment`, counted from the start
  /// of this slice (a section's payload; the whole file for section
  /// headers).
  bool align(uint64_t alignment) {
    uint64_t pad = (alignment - pos % alignment) % alignment;
    if (remaining() < pad)
      return false;
    pos += pad;
    return true;
  }
  /// A count of items each at least `minBytes` long: no more than the
  /// bytes left could hold. Guards every reserve() against absurd counts.
  bool count(uint64_t &out, size_t minBytes = 1) {
    if (!varint(out))
      return false;
    return minBytes == 0 ? out <= (1u << 24) : out <= remaining() / minBytes;
  }

private:
  llvm::ArrayRef<uint8_t> data;
  uint64_t base = 0;
  size_t pos = 0;
};

} // namespace tileiras::bytecode

#endif // TILEIRAS_BYTECODE_ENCODING_H
