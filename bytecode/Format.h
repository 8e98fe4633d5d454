//===- Format.h - constants of the Tile IR bytecode format ------*- C++ -*-===//
//
// The numbers the reader and the writer must agree on: the magic, the
// versions this library reads and writes, section ids, type, attribute and
// debug-info tags, and the description of how each op is laid out. The
// values are those of the published format; they never change once a
// version has shipped, new versions only add.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_BYTECODE_FORMAT_H
#define TILEIRAS_BYTECODE_FORMAT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tileiras::bytecode {

/// 0x7F "TileIR" 0x00 opens every file; then u8 major, u8 minor, u16 tag.
inline constexpr uint8_t kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0x00};
/// Filler of alignment padding.
inline constexpr uint8_t kPaddingByte = 0xCB;

/// A format version. The tag is carried along but plays no part in which
/// features a file may use.
struct Version {
  uint8_t major = 13;
  uint8_t minor = 1;
  uint16_t tag = 0;

  /// 13.1 -> 1301: what feature checks compare.
  unsigned key() const { return major * 100u + minor; }
  bool atLeast(unsigned since) const { return key() >= since; }
  std::string str() const;

  /// "13.1", "13.2", "13.3" or "13.4" (an optional ".tag" is accepted).
  static std::optional<Version> parse(llvm::StringRef text);
  /// True for the versions this library reads and writes.
  static bool isSupported(uint8_t major, uint8_t minor);
};

/// Version keys, written where a feature is introduced.
enum : unsigned { V13_1 = 1301, V13_2 = 1302, V13_3 = 1303, V13_4 = 1304 };

/// "13.2" for the key 1302 (diagnostics).
inline std::string versionName(unsigned key) {
  return std::to_string(key / 100) + "." + std::to_string(key % 100);
}
inline constexpr Version kOldestVersion{13, 1, 0};
inline constexpr Version kNewestVersion{13, 4, 0};
/// Where the writer goes without --bytecode-version: the newest version
/// that every op of the dialect can be written in.
inline constexpr Version kDefaultVersion{13, 3, 0};

/// Section ids: the low 7 bits of a section's first byte; the high bit says
/// an alignment follows the length.
enum class Section : uint8_t {
  End = 0,
  String = 1,
  Func = 2,
  Debug = 3,
  Constant = 4,
  Type = 5,
  Global = 6,
  Producer = 7, // 13.3
};
inline constexpr unsigned kNumSections = 8;
llvm::StringRef sectionName(unsigned id);

/// Type tags of the type table.
enum class TypeTag : uint64_t {
  I1 = 0, I8 = 1, I16 = 2, I32 = 3, I64 = 4,
  F16 = 5, BF16 = 6, F32 = 7, TF32 = 8, F64 = 9,
  F8E4M3FN = 10, F8E5M2 = 11,
  Pointer = 12, Tile = 13, TensorView = 14, PartitionView = 15,
  Function = 16, Token = 17,
  F8E8M0FNU = 18,                                     // 13.2
  F4E2M1FN = 19, GatherScatterView = 20, StridedView = 21, I4 = 22, // 13.3
  F8E5M3FNU = 130,                                    // 13.4
};

/// Tags of self-contained attributes (hints, predicates, array elements).
enum class AttrTag : uint64_t {
  Integer = 1, Float = 2, Bool = 3, Type = 4, String = 5, Array = 6,
  DenseElements = 7, DivBy = 8, SameElements = 9, Dictionary = 10,
  OptimizationHints = 11, Bounded = 12,
};

/// Tags of debug-info records. Index 0 of the debug table means "unknown".
enum class DebugTag : uint64_t {
  Unknown = 0, CompileUnit = 1, File = 2, LexicalBlock = 3, Loc = 4,
  Subprogram = 5, CallSite = 6,
};

/// Bits of a function's flag byte.
enum : uint8_t {
  kFuncPrivate = 0x01,
  kFuncKernel = 0x02,
  kFuncHasHints = 0x04,
};

//===----------------------------------------------------------------------===//
// Op layouts
//===----------------------------------------------------------------------===//
//
// An op is written as: opcode; result types (preceded by their count when
// the op has any variadic operand or result); a varint of presence bits for
// its optional attributes and operands (only when it has some, and only
// from the version of the first of them on); its attributes in declaration
// order (unit attributes live in the bits alone); its operands in
// declaration order; its regions.

/// How an attribute's value is written.
enum class AttrKind : uint8_t {
  Unit,        // presence bit only
  Bool,        // one byte
  Enum,        // varint of the case's number
  Int32,       // varint (an i32 IntegerAttr)
  Int64,       // varint (an i64 IntegerAttr)
  String,      // string index (a StrAttr)
  Symbol,      // string index (a flat symbol reference)
  Dense,       // constant index; the constant's type is the first result's
  I32Array,    // varint count, 4 bytes each
  Predicate,   // self-contained attribute (assume's predicate)
  Hints,       // dictionary of per-architecture dictionaries, untagged
  TypedArray,  // varint count, self-contained elements (reduce identities)
  BoolArray,   // varint count, one byte each
};

/// The enumerations, for reading a number back into an attribute.
enum class EnumKind : uint8_t {
  None, Signedness, IntegerOverflow, RoundingMode, ComparisonOrdering,
  ComparisonPredicate, MemoryOrdering, MemoryScope, AtomicRMWMode,
  PaddingValue, SymbolVisibility,
};

struct AttrSpec {
  llvm::StringRef name;
  AttrKind kind;
  EnumKind enumKind = EnumKind::None;
  bool optional = false;
  unsigned since = V13_1;
  /// A required attribute newer than its op: the value older files mean.
  std::optional<int64_t> defaultValue;
  /// Part of the format but not of this dialect (written as its neutral
  /// value; reading any other value is an error).
  bool foreign = false;
  /// A flag per index operand (`inbounds` of view accesses, 13.4): written
  /// from 13.4 on (all false without the attribute), read back as a
  /// DenseBoolArrayAttr when any is set.
  bool perIndex = false;
  int flagBit = -1;
};

enum class OperandKind : uint8_t { Single, Variadic, Optional };

struct OperandSpec {
  llvm::StringRef name;
  OperandKind kind = OperandKind::Single;
  unsigned since = V13_1;
  int flagBit = -1;
};

struct OpSpec {
  llvm::StringRef name; // without the dialect prefix
  uint32_t opcode;
  unsigned since;
  /// Per result: the version it appeared in (13.1's `print` had none).
  llvm::SmallVector<unsigned, 2> resultSince;
  bool variadicResults = false;
  llvm::SmallVector<AttrSpec, 4> attrs;
  llvm::SmallVector<OperandSpec, 4> operands;
  bool sizedSegments = false; // operands grouped by AttrSizedOperandSegments
  unsigned numRegions = 0;
  // Derived when the table is built.
  bool writesResultCount = false;
  bool hasFlags = false;
  unsigned flagsSince = 0;
};

/// The layout of `name` ("addf"), or null.
const OpSpec *lookupOp(llvm::StringRef name);
/// The layout of `opcode`, or null.
const OpSpec *lookupOpcode(uint32_t opcode);

/// The first version of a type tag, or 0 when the tag is unknown.
unsigned typeTagSince(uint64_t tag);

} // namespace tileiras::bytecode

#endif // TILEIRAS_BYTECODE_FORMAT_H
