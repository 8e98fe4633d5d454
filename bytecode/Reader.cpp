//===- Reader.cpp - Tile IR bytecode to a cuda_tile module ----------------===//
//
// Splits the file into sections, decodes the tables (strings, types,
// constants, debug records) lazily by index, then rebuilds globals and
// functions op by op from the layouts of OpTable.cpp. Input is untrusted:
// every read is bounded, every index checked, every count compared with the
// bytes left before anything is reserved, and every failure is an error at
// the byte offset where it was found.
//
//===----------------------------------------------------------------------===//

#include "bytecode/Bytecode.h"
#include "bytecode/Encoding.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"

#include <array>

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace tileiras::bytecode;

namespace {


/// A table of variable-size entries: an offset per entry into `data`.
struct Table {
  std::vector<uint64_t> offsets;
  ByteReader data; // positioned at the start of the entries
  llvm::ArrayRef<uint8_t> bytes;
  uint64_t dataOffset = 0; // file offset of the entries
  size_t size() const { return offsets.size(); }
};

/// Nesting of self-contained attributes and types allowed before the input
/// is taken to be hostile.
constexpr unsigned kMaxDepth = 64;

class Reader {
public:
  Reader(llvm::MemoryBufferRef buffer, MLIRContext *ctx)
      : ctx(ctx), fileName(buffer.getBufferIdentifier()),
        file(reinterpret_cast<const uint8_t *>(buffer.getBufferStart()),
             buffer.getBufferSize()) {
    if (fileName.empty())
      fileName = "<bytecode>";
  }

  OwningOpRef<cuda_tile::ModuleOp> run();

private:
  Location at(uint64_t offset) {
    return FileLineColLoc::get(ctx, fileName, 0, unsigned(offset));
  }
  LogicalResult fail(uint64_t offset, const Twine &msg) {
    emitError(at(offset)) << msg;
    return failure();
  }
  LogicalResult truncated(ByteReader &r, const Twine &what) {
    return fail(r.offset(), "truncated or malformed " + what);
  }
  LogicalResult varint(ByteReader &r, uint64_t &v, const Twine &what) {
    return r.varint(v) ? success() : truncated(r, what);
  }
  LogicalResult count(ByteReader &r, uint64_t &v, size_t minBytes,
                      const Twine &what) {
    uint64_t at = r.offset();
    if (!r.varint(v))
      return truncated(r, what);
    if (minBytes && v > r.remaining() / minBytes)
      return fail(at, "count " + Twine(v) + " of " + what + " exceeds the " +
                          Twine(r.remaining()) + " bytes left");
    return success();
  }

  // Sections.
  LogicalResult readHeader(ByteReader &r);
  LogicalResult readSections(ByteReader &r);
  LogicalResult readTable(ByteReader r, unsigned offsetBytes, Table &table,
                          StringRef what);
  LogicalResult readStrings();
  LogicalResult readDebug();

  // Tables.
  LogicalResult string(ByteReader &r, StringRef &out, const Twine &what);
  LogicalResult stringAt(uint64_t index, uint64_t offset, StringRef &out);
  Type type(ByteReader &r, const Twine &what);
  Type typeAt(uint64_t index, uint64_t offset);
  Type decodeType(uint64_t tag, ByteReader &r, uint64_t start);
  Attribute constant(ByteReader &r, Type type);
  Attribute debugRecord(uint64_t index, uint64_t offset);
  Attribute decodeDebug(ByteReader &r, uint64_t start);

  // Attributes.
  Attribute tagged(ByteReader &r, unsigned depth = 0);
  Attribute dictionary(ByteReader &r, unsigned depth);
  Attribute enumAttr(EnumKind kind, uint64_t value, uint64_t offset);
  Attribute opAttr(ByteReader &r, const AttrSpec &spec, Type firstResult);

  // Functions and ops.
  LogicalResult readGlobals(Block &body);
  LogicalResult readFunctions(Block &body);
  LogicalResult readBlock(ByteReader &r, Block &block);
  LogicalResult readOp(ByteReader &r, Block &block);
  Location nextLocation(uint64_t opOffset);

  MLIRContext *ctx;
  std::string fileName;
  llvm::ArrayRef<uint8_t> file;
  Version version;

  std::array<std::optional<ByteReader>, kNumSections> sections;
  std::vector<StringRef> strings;
  uint64_t stringsOffset = 0;
  Table types, constants, debugData;
  std::vector<Type> typeCache;
  llvm::DenseSet<uint64_t> typesInProgress;
  std::vector<Attribute> debugCache;
  llvm::DenseSet<uint64_t> debugInProgress;
  // Debug index lists: the records of function k are
  // debugIndices[debugFuncStart[k-1] .. debugFuncStart[k]).
  std::vector<uint64_t> debugFuncStart;
  std::vector<uint64_t> debugIndices;
  unsigned depth = 0;

  // The function being read.
  std::vector<Value> values;
  size_t debugCursor = 0, debugEnd = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// Header and sections
//===----------------------------------------------------------------------===//

LogicalResult Reader::readHeader(ByteReader &r) {
  for (size_t i = 0; i < sizeof(kMagic); ++i) {
    uint8_t b;
    if (!r.byte(b) || b != kMagic[i])
      return fail(i, "not Tile IR bytecode: wrong magic number");
  }
  uint8_t major, minor;
  uint16_t tag;
  if (!r.byte(major) || !r.byte(minor) || !r.fixed(tag))
    return truncated(r, "version");
  version = Version{major, minor, tag};
  if (!Version::isSupported(major, minor))
    return fail(8, "unsupported bytecode version " + version.str() +
                       " (this reader supports 13.1 to 13.4)");
  return success();
}

LogicalResult Reader::readSections(ByteReader &r) {
  while (true) {
    uint64_t start = r.offset();
    uint8_t idAndAlign;
    if (!r.byte(idAndAlign))
      return fail(start, "missing end-of-bytecode section");
    unsigned id = idAndAlign & 0x7F;
    bool aligned = idAndAlign & 0x80;
    if (id == unsigned(Section::End)) {
      if (aligned)
        return fail(start, "the end section cannot be aligned");
      if (!r.atEnd())
        return fail(r.offset(), Twine(r.remaining()) +
                                    " bytes follow the end section");
      return success();
    }
    if (id >= kNumSections)
      return fail(start, "unknown section id " + Twine(id));
    if (sections[id])
      return fail(start, "duplicate " + sectionName(id) + " section");
    if (id == unsigned(Section::Producer) && !version.atLeast(V13_3))
      return fail(start, "the producer section requires bytecode version 13.3, "
                         "but the file is " + version.str());
    uint64_t length;
    if (failed(varint(r, length, sectionName(id) + " section length")))
      return failure();
    if (aligned) {
      uint64_t alignment;
      uint64_t alignAt = r.offset();
      if (failed(varint(r, alignment, "section alignment")))
        return failure();
      if (!alignment || !llvm::isPowerOf2_64(alignment) || alignment > 4096)
        return fail(alignAt, "invalid section alignment " + Twine(alignment));
      if (!r.align(alignment))
        return truncated(r, sectionName(id) + " section padding");
    }
    if (length > r.remaining())
      return fail(start, "the " + sectionName(id) + " section claims " +
                             Twine(length) + " bytes but only " +
                             Twine(r.remaining()) + " remain");
    uint64_t payloadAt = r.offset();
    llvm::ArrayRef<uint8_t> payload;
    r.bytes(length, payload);
    sections[id] = ByteReader(payload, payloadAt);
  }
}

LogicalResult Reader::readTable(ByteReader r, unsigned offsetBytes,
                                Table &table, StringRef what) {
  uint64_t n;
  if (failed(count(r, n, offsetBytes, Twine(what) + " table")))
    return failure();
  if (n == 0)
    return success();
  if (!r.align(offsetBytes))
    return truncated(r, Twine(what) + " table padding");
  if (n > r.remaining() / offsetBytes)
    return fail(r.offset(), Twine(what) + " table of " + Twine(n) +
                                " entries does not fit its section");
  table.offsets.resize(n);
  uint64_t tableAt = r.offset();
  for (uint64_t &o : table.offsets) {
    if (offsetBytes == 4) {
      uint32_t v;
      r.fixed(v);
      o = v;
    } else {
      r.fixed(o);
    }
  }
  table.dataOffset = r.offset();
  r.bytes(r.remaining(), table.bytes);
  for (size_t i = 0; i < n; ++i) {
    uint64_t end = i + 1 < n ? table.offsets[i + 1] : table.bytes.size();
    if (table.offsets[i] > end || end > table.bytes.size())
      return fail(tableAt + i * offsetBytes,
                  Twine(what) + " entry " + Twine(i) + " lies outside its section");
  }
  return success();
}

LogicalResult Reader::readStrings() {
  if (!sections[unsigned(Section::String)])
    return fail(file.size(), "the string section is missing");
  Table t;
  if (failed(readTable(*sections[unsigned(Section::String)], 4, t, "string")))
    return failure();
  stringsOffset = t.dataOffset;
  strings.reserve(t.size());
  for (size_t i = 0; i < t.size(); ++i) {
    uint64_t end = i + 1 < t.size() ? t.offsets[i + 1] : t.bytes.size();
    strings.push_back(StringRef(reinterpret_cast<const char *>(t.bytes.data()) +
                                    t.offsets[i],
                                end - t.offsets[i]));
  }
  return success();
}

LogicalResult Reader::readDebug() {
  if (!sections[unsigned(Section::Debug)])
    return success();
  ByteReader r = *sections[unsigned(Section::Debug)];
  uint64_t numFuncs;
  if (failed(count(r, numFuncs, 4, "debug function list")))
    return failure();
  if (!r.align(4))
    return truncated(r, "debug section padding");
  if (numFuncs > r.remaining() / 4)
    return fail(r.offset(), "debug function list does not fit its section");
  for (uint64_t i = 0; i < numFuncs; ++i) {
    uint32_t o;
    r.fixed(o);
    debugFuncStart.push_back(o);
  }
  uint64_t total;
  uint64_t totalAt = r.offset();
  if (failed(varint(r, total, "debug index count")))
    return failure();
  if (!r.align(8))
    return truncated(r, "debug section padding");
  if (total > r.remaining() / 8)
    return fail(totalAt, "debug index count " + Twine(total) +
                             " exceeds the section");
  for (uint64_t i = 0; i < total; ++i) {
    uint64_t v = 0;
    r.fixed(v);
    debugIndices.push_back(v);
  }
  for (uint64_t s : debugFuncStart)
    if (s > total)
      return fail(totalAt, "debug function list points past the indices");
  debugFuncStart.push_back(total);
  if (failed(readTable(r, 4, debugData, "debug record")))
    return failure();
  debugCache.resize(debugData.size());
  return success();
}

//===----------------------------------------------------------------------===//
// Strings, types, constants, debug records
//===----------------------------------------------------------------------===//

LogicalResult Reader::stringAt(uint64_t index, uint64_t offset,
                               StringRef &out) {
  if (index >= strings.size())
    return fail(offset, "string index " + Twine(index) + " out of range (" +
                            Twine(strings.size()) + " strings)");
  out = strings[index];
  return success();
}

LogicalResult Reader::string(ByteReader &r, StringRef &out, const Twine &what) {
  uint64_t at = r.offset(), index;
  if (failed(varint(r, index, what)))
    return failure();
  return stringAt(index, at, out);
}

Type Reader::type(ByteReader &r, const Twine &what) {
  uint64_t at = r.offset(), index;
  if (failed(varint(r, index, what)))
    return {};
  return typeAt(index, at);
}

Type Reader::typeAt(uint64_t index, uint64_t offset) {
  if (index >= types.size()) {
    fail(offset, "type index " + Twine(index) + " out of range (" +
                     Twine(types.size()) + " types)");
    return {};
  }
  if (typeCache[index])
    return typeCache[index];
  if (typesInProgress.contains(index) || depth > kMaxDepth) {
    fail(offset, "type " + Twine(index) + " refers to itself");
    return {};
  }
  typesInProgress.insert(index);
  ++depth;
  uint64_t start = types.offsets[index];
  uint64_t end =
      index + 1 < types.size() ? types.offsets[index + 1] : types.bytes.size();
  ByteReader r(types.bytes.slice(start, end - start), types.dataOffset + start);
  uint64_t tag;
  Type t;
  if (succeeded(varint(r, tag, "type tag")))
    t = decodeType(tag, r, types.dataOffset + start);
  if (t && !r.atEnd()) {
    fail(r.offset(), "type entry " + Twine(index) + " has " +
                         Twine(r.remaining()) + " trailing bytes");
    t = {};
  }
  --depth;
  typesInProgress.erase(index);
  typeCache[index] = t;
  return t;
}

Type Reader::decodeType(uint64_t tag, ByteReader &r, uint64_t start) {
  unsigned since = typeTagSince(tag);
  if (!since) {
    fail(start, "unknown type tag " + Twine(tag));
    return {};
  }
  if (!version.atLeast(since)) {
    fail(start, "type tag " + Twine(tag) + " requires bytecode version " +
                    versionName(since) + ", but the file is " + version.str());
    return {};
  }
  auto emit = [&]() { return emitError(at(start)); };
  auto i64s = [&](SmallVectorImpl<int64_t> &out, const Twine &what) {
    uint64_t n;
    if (failed(count(r, n, 8, what)))
      return false;
    out.resize(n);
    for (int64_t &v : out)
      r.fixed(v);
    return true;
  };
  auto i32s = [&](SmallVectorImpl<int32_t> &out, const Twine &what) {
    uint64_t n;
    if (failed(count(r, n, 4, what)))
      return false;
    out.resize(n);
    for (int32_t &v : out)
      r.fixed(v);
    return true;
  };
  auto tensorView = [&]() -> TensorViewType {
    uint64_t at = r.offset();
    Type t = type(r, "tensor view type index");
    auto tv = dyn_cast_or_null<TensorViewType>(t);
    if (t && !tv)
      fail(at, "expected a tensor_view type");
    return tv;
  };
  // Presence of the optional padding value: in the unified bits from 13.3
  // (`bits`), as a byte beside it before.
  auto padding = [&](bool unified, uint64_t bits,
                     PaddingValueAttr &out) -> bool {
    bool present = bits & 1;
    if (!unified) {
      uint8_t b;
      if (!r.byte(b) || b > 1) {
        fail(r.offset(), "malformed padding value presence byte");
        return false;
      }
      present = b;
    }
    if (!present)
      return true;
    uint64_t at = r.offset(), v;
    if (failed(varint(r, v, "padding value")))
      return false;
    out = dyn_cast_or_null<PaddingValueAttr>(enumAttr(EnumKind::PaddingValue, v, at));
    return bool(out);
  };
  auto flagsOf = [&](uint64_t allowed, uint64_t &bits) -> bool {
    uint64_t at = r.offset();
    if (failed(varint(r, bits, "type flags")))
      return false;
    if (bits & ~allowed) {
      fail(at, "unknown type flags " + Twine(bits));
      return false;
    }
    return true;
  };

  switch (TypeTag(tag)) {
  case TypeTag::I1: return IntegerType::get(ctx, 1);
  case TypeTag::I4: return IntegerType::get(ctx, 4);
  case TypeTag::I8: return IntegerType::get(ctx, 8);
  case TypeTag::I16: return IntegerType::get(ctx, 16);
  case TypeTag::I32: return IntegerType::get(ctx, 32);
  case TypeTag::I64: return IntegerType::get(ctx, 64);
  case TypeTag::F16: return Float16Type::get(ctx);
  case TypeTag::BF16: return BFloat16Type::get(ctx);
  case TypeTag::F32: return Float32Type::get(ctx);
  case TypeTag::TF32: return FloatTF32Type::get(ctx);
  case TypeTag::F64: return Float64Type::get(ctx);
  case TypeTag::F8E4M3FN: return Float8E4M3FNType::get(ctx);
  case TypeTag::F8E5M2: return Float8E5M2Type::get(ctx);
  case TypeTag::F8E8M0FNU: return Float8E8M0FNUType::get(ctx);
  case TypeTag::F4E2M1FN: return Float4E2M1FNType::get(ctx);
  case TypeTag::Token: return TokenType::get(ctx);
  case TypeTag::F8E5M3FNU:
    fail(start, "element type f8E5M3FNU (bytecode 13.4) is not supported by "
                "this dialect");
    return {};
  case TypeTag::Pointer: {
    uint64_t bits = 0;
    if (version.atLeast(V13_4) && !flagsOf(1, bits))
      return {};
    Type pointee = type(r, "pointee type index");
    if (!pointee)
      return {};
    if (bits & 1) {
      fail(start, "pointer attributes (bytecode 13.4) are not supported by "
                  "this dialect");
      return {};
    }
    return PointerType::getChecked(emit, ctx, pointee);
  }
  case TypeTag::Tile: {
    Type element = type(r, "tile element type index");
    SmallVector<int64_t> shape;
    if (!element || !i64s(shape, "tile shape"))
      return {};
    return TileType::getChecked(emit, ctx, ArrayRef<int64_t>(shape), element);
  }
  case TypeTag::TensorView: {
    uint64_t bits = 0;
    if (version.atLeast(V13_4) && !flagsOf(1, bits))
      return {};
    Type element = type(r, "tensor view element type index");
    SmallVector<int64_t> shape, strides;
    if (!element || !i64s(shape, "tensor view shape") ||
        !i64s(strides, "tensor view strides"))
      return {};
    if (bits & 1) {
      fail(start, "pointer attributes (bytecode 13.4) are not supported by "
                  "this dialect");
      return {};
    }
    return TensorViewType::getChecked(emit, ctx, element, ArrayRef<int64_t>(shape),
                                         ArrayRef<int64_t>(strides));
  }
  case TypeTag::PartitionView: {
    bool unified = version.atLeast(V13_3);
    uint64_t bits = 0;
    if (unified && !flagsOf(1, bits))
      return {};
    SmallVector<int32_t> tile, dimMap;
    if (!i32s(tile, "partition tile shape"))
      return {};
    TensorViewType tv = tensorView();
    PaddingValueAttr pad;
    if (!tv || !i32s(dimMap, "dimension map") || !padding(unified, bits, pad))
      return {};
    return PartitionViewType::getChecked(
        emit, ctx, DenseI32ArrayAttr::get(ctx, tile), tv, ArrayRef<int32_t>(dimMap), pad);
  }
  case TypeTag::GatherScatterView: {
    uint64_t bits = 0, sparse;
    SmallVector<int32_t> tile;
    if (!flagsOf(1, bits) || !i32s(tile, "gather tile shape"))
      return {};
    TensorViewType tv = tensorView();
    uint64_t sparseAt = r.offset();
    if (!tv || failed(varint(r, sparse, "sparse dimension")))
      return {};
    if (sparse > UINT32_MAX) {
      fail(sparseAt, "sparse dimension out of range");
      return {};
    }
    PaddingValueAttr pad;
    if (!padding(true, bits, pad))
      return {};
    return GatherScatterViewType::getChecked(
        emit, ctx, DenseI32ArrayAttr::get(ctx, tile), tv, uint32_t(sparse), pad);
  }
  case TypeTag::StridedView: {
    uint64_t bits = 0;
    SmallVector<int32_t> tile, strides, dimMap;
    if (!flagsOf(1, bits) || !i32s(tile, "strided tile shape") ||
        !i32s(strides, "traversal strides"))
      return {};
    TensorViewType tv = tensorView();
    PaddingValueAttr pad;
    if (!tv || !i32s(dimMap, "dimension map") || !padding(true, bits, pad))
      return {};
    return StridedViewType::getChecked(
        emit, ctx, DenseI32ArrayAttr::get(ctx, tile),
        DenseI32ArrayAttr::get(ctx, strides), tv, ArrayRef<int32_t>(dimMap), pad);
  }
  case TypeTag::Function: {
    SmallVector<Type> inputs, results;
    for (auto *list : {&inputs, &results}) {
      uint64_t n;
      if (failed(count(r, n, 1, "function type arity")))
        return {};
      for (uint64_t i = 0; i < n; ++i) {
        Type t = type(r, "function type entry");
        if (!t)
          return {};
        list->push_back(t);
      }
    }
    return FunctionType::get(ctx, inputs, results);
  }
  }
  fail(start, "unknown type tag " + Twine(tag));
  return {};
}

Attribute Reader::constant(ByteReader &r, Type type) {
  uint64_t at = r.offset(), index;
  if (failed(varint(r, index, "constant index")))
    return {};
  if (index >= constants.size()) {
    fail(at, "constant index " + Twine(index) + " out of range (" +
                 Twine(constants.size()) + " constants)");
    return {};
  }
  auto tile = dyn_cast_or_null<TileType>(type);
  if (!tile || !tile.getElementType().isIntOrFloat()) {
    fail(at, "a constant must have a tile type of integers or floats");
    return {};
  }
  uint64_t start = constants.offsets[index];
  uint64_t end = index + 1 < constants.size() ? constants.offsets[index + 1]
                                              : constants.bytes.size();
  ByteReader c(constants.bytes.slice(start, end - start),
               constants.dataOffset + start);
  uint64_t size;
  llvm::ArrayRef<uint8_t> raw;
  if (failed(varint(c, size, "constant size")))
    return {};
  if (!c.bytes(size, raw)) {
    fail(c.offset(), "constant " + Twine(index) + " claims " + Twine(size) +
                         " bytes but only " + Twine(c.remaining()) + " remain");
    return {};
  }
  ArrayRef<char> data(reinterpret_cast<const char *>(raw.data()), raw.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(tile, data, splat)) {
    fail(constants.dataOffset + start,
         "constant " + Twine(index) + " of " + Twine(size) +
             " bytes does not fit its type");
    return {};
  }
  return DenseElementsAttr::getFromRawBuffer(tile, data);
}

Attribute Reader::debugRecord(uint64_t index, uint64_t offset) {
  if (index == 0)
    return UnknownLoc::get(ctx);
  uint64_t i = index - 1;
  if (i >= debugData.size()) {
    fail(offset, "debug record " + Twine(index) + " out of range");
    return {};
  }
  if (debugCache[i])
    return debugCache[i];
  if (debugInProgress.contains(i) || depth > kMaxDepth) {
    fail(offset, "debug record " + Twine(index) + " refers to itself");
    return {};
  }
  debugInProgress.insert(i);
  ++depth;
  uint64_t start = debugData.offsets[i];
  uint64_t end = i + 1 < debugData.size() ? debugData.offsets[i + 1]
                                          : debugData.bytes.size();
  ByteReader r(debugData.bytes.slice(start, end - start),
               debugData.dataOffset + start);
  Attribute a = decodeDebug(r, debugData.dataOffset + start);
  --depth;
  debugInProgress.erase(i);
  debugCache[i] = a;
  return a;
}

Attribute Reader::decodeDebug(ByteReader &r, uint64_t start) {
  uint64_t tag;
  if (failed(varint(r, tag, "debug record tag")))
    return {};
  auto emit = [&]() { return emitError(at(start)); };
  auto record = [&]() -> Attribute {
    uint64_t at = r.offset(), index;
    if (failed(varint(r, index, "debug record index")))
      return {};
    return debugRecord(index, at);
  };
  auto number = [&](unsigned &out, const char *what) {
    uint64_t v, at = r.offset();
    if (failed(varint(r, v, what)))
      return false;
    if (v > UINT32_MAX) {
      fail(at, Twine(what) + " out of range");
      return false;
    }
    out = unsigned(v);
    return true;
  };
  auto str = [&](StringAttr &out, const char *what) {
    StringRef s;
    if (failed(string(r, s, what)))
      return false;
    out = StringAttr::get(ctx, s);
    return true;
  };
  auto expect = [&](Attribute a, auto typed, const char *what) {
    using T = decltype(typed);
    auto t = dyn_cast_or_null<T>(a);
    if (a && !t)
      fail(start, Twine("debug record expects a ") + what);
    return t;
  };

  switch (DebugTag(tag)) {
  case DebugTag::Unknown:
    return UnknownLoc::get(ctx);
  case DebugTag::File: {
    StringAttr name, dir;
    if (!str(name, "file name") || !str(dir, "directory"))
      return {};
    return DIFileAttr::get(ctx, name, dir);
  }
  case DebugTag::CompileUnit: {
    auto f = expect(record(), DIFileAttr(), "file");
    return f ? DICompileUnitAttr::get(ctx, f) : Attribute();
  }
  case DebugTag::LexicalBlock: {
    Attribute scope = record();
    if (!scope)
      return {};
    auto f = expect(record(), DIFileAttr(), "file");
    unsigned line, column;
    if (!f || !number(line, "line") || !number(column, "column"))
      return {};
    return DILexicalBlockAttr::getChecked(emit, ctx, scope, f, line, column);
  }
  case DebugTag::Loc: {
    Attribute scope = record();
    StringAttr fileName;
    unsigned line, column;
    if (!scope || !str(fileName, "file name") || !number(line, "line") ||
        !number(column, "column"))
      return {};
    return DILocAttr::getChecked(
        emit, ctx, FileLineColLoc::get(fileName, line, column), scope);
  }
  case DebugTag::Subprogram: {
    auto f = expect(record(), DIFileAttr(), "file");
    unsigned line, scopeLine;
    StringAttr name, linkage;
    if (!f || !number(line, "line") || !str(name, "name") ||
        !str(linkage, "linkage name"))
      return {};
    auto cu = expect(record(), DICompileUnitAttr(), "compile unit");
    if (!cu || !number(scopeLine, "scope line"))
      return {};
    return DISubprogramAttr::get(ctx, f, line, name, linkage, cu, scopeLine);
  }
  case DebugTag::CallSite: {
    auto callee = expect(record(), LocationAttr(), "location");
    auto caller = callee ? expect(record(), LocationAttr(), "location")
                         : LocationAttr();
    if (!callee || !caller)
      return {};
    return CallSiteLoc::get(Location(callee), Location(caller));
  }
  }
  fail(start, "unknown debug record tag " + Twine(tag));
  return {};
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute Reader::enumAttr(EnumKind kind, uint64_t v, uint64_t offset) {
  auto bad = [&]() -> Attribute {
    fail(offset, "invalid enumeration value " + Twine(v));
    return {};
  };
  if (v > UINT32_MAX)
    return bad();
  uint32_t n = uint32_t(v);
  auto i32 = [&](bool ok) -> Attribute {
    return ok ? IntegerAttr::get(IntegerType::get(ctx, 32), n) : bad();
  };
  switch (kind) {
  case EnumKind::Signedness:
    if (auto e = symbolizeSignedness(n)) return SignednessAttr::get(ctx, *e);
    return bad();
  case EnumKind::IntegerOverflow:
    if (auto e = symbolizeIntegerOverflow(n)) return IntegerOverflowAttr::get(ctx, *e);
    return bad();
  case EnumKind::RoundingMode:
    if (auto e = symbolizeRoundingMode(n)) return RoundingModeAttr::get(ctx, *e);
    if (n == 7) {
      fail(offset, "rounding mode 'nearest_away' (bytecode 13.4) is not "
                   "supported by this dialect");
      return {};
    }
    return bad();
  case EnumKind::ComparisonOrdering:
    if (auto e = symbolizeComparisonOrdering(n)) return ComparisonOrderingAttr::get(ctx, *e);
    return bad();
  case EnumKind::ComparisonPredicate:
    if (auto e = symbolizeComparisonPredicate(n)) return ComparisonPredicateAttr::get(ctx, *e);
    return bad();
  case EnumKind::PaddingValue:
    if (auto e = symbolizePaddingValue(n)) return PaddingValueAttr::get(ctx, *e);
    return bad();
  case EnumKind::SymbolVisibility:
    if (auto e = symbolizeSymbolVisibility(n)) return SymbolVisibilityAttr::get(ctx, *e);
    return bad();
  case EnumKind::MemoryOrdering:
    return i32(symbolizeMemoryOrdering(n).has_value());
  case EnumKind::MemoryScope:
    return i32(symbolizeMemoryScope(n).has_value());
  case EnumKind::AtomicRMWMode:
    return i32(symbolizeAtomicRMWMode(n).has_value());
  case EnumKind::None:
    break;
  }
  return bad();
}

Attribute Reader::dictionary(ByteReader &r, unsigned d) {
  uint64_t n;
  if (failed(count(r, n, 2, "dictionary")))
    return {};
  NamedAttrList entries;
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t keyAt = r.offset();
    StringRef key;
    if (failed(string(r, key, "dictionary key")))
      return {};
    if (key.empty()) {
      fail(keyAt, "empty dictionary key");
      return {};
    }
    if (entries.get(key)) {
      fail(keyAt, "duplicate dictionary key '" + key + "'");
      return {};
    }
    Attribute value = tagged(r, d + 1);
    if (!value)
      return {};
    entries.append(key, value);
  }
  return entries.getDictionary(ctx);
}

Attribute Reader::tagged(ByteReader &r, unsigned d) {
  uint64_t start = r.offset(), tag;
  if (d > kMaxDepth) {
    fail(start, "attributes nested too deeply");
    return {};
  }
  if (failed(varint(r, tag, "attribute tag")))
    return {};
  auto signedValue = [&](int64_t &v, const char *what) {
    if (!r.signedVarint(v)) {
      truncated(r, what);
      return false;
    }
    return true;
  };
  switch (AttrTag(tag)) {
  case AttrTag::Integer: {
    uint64_t at = r.offset();
    auto it = dyn_cast_or_null<IntegerType>(type(r, "integer attribute type"));
    if (!it || it.getWidth() > 64) {
      fail(at, "an integer attribute needs an integer type of at most 64 bits");
      return {};
    }
    uint64_t v;
    uint64_t valueAt = r.offset();
    if (failed(varint(r, v, "integer attribute")))
      return {};
    if (!llvm::isUIntN(it.getWidth(), v)) {
      fail(valueAt, "value " + Twine(v) + " does not fit in " +
                        Twine(it.getWidth()) + " bits");
      return {};
    }
    if (it.getWidth() == 1)
      return BoolAttr::get(ctx, v);
    return IntegerAttr::get(it, APInt(it.getWidth(), v));
  }
  case AttrTag::Float: {
    uint64_t at = r.offset();
    auto ft = dyn_cast_or_null<FloatType>(type(r, "float attribute type"));
    if (!ft) {
      fail(at, "a float attribute needs a float type");
      return {};
    }
    unsigned width = ft.getWidth();
    uint64_t bits;
    uint64_t valueAt = r.offset();
    if (width <= 8) {
      uint8_t b;
      if (!r.byte(b)) {
        truncated(r, "float attribute");
        return {};
      }
      bits = b;
    } else {
      int64_t v;
      if (!signedValue(v, "float attribute"))
        return {};
      bits = uint64_t(v);
    }
    if (width > 64 || !llvm::isUIntN(width, bits)) {
      fail(valueAt, "float bits do not fit in " + Twine(width) + " bits");
      return {};
    }
    return FloatAttr::get(ft, APFloat(ft.getFloatSemantics(), APInt(width, bits)));
  }
  case AttrTag::Bool: {
    uint8_t b;
    if (!r.byte(b) || b > 1) {
      fail(start, "malformed bool attribute");
      return {};
    }
    return BoolAttr::get(ctx, b);
  }
  case AttrTag::Type: {
    Type t = type(r, "type attribute");
    return t ? TypeAttr::get(t) : Attribute();
  }
  case AttrTag::String: {
    StringRef s;
    if (failed(string(r, s, "string attribute")))
      return {};
    return StringAttr::get(ctx, s);
  }
  case AttrTag::Array: {
    uint64_t n;
    if (failed(count(r, n, 1, "array attribute")))
      return {};
    SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < n; ++i) {
      Attribute e = tagged(r, d + 1);
      if (!e)
        return {};
      elements.push_back(e);
    }
    return ArrayAttr::get(ctx, elements);
  }
  case AttrTag::DenseElements: {
    Type t = type(r, "dense attribute type");
    return t ? constant(r, t) : Attribute();
  }
  case AttrTag::DivBy: {
    uint64_t divisor;
    uint8_t flags;
    if (failed(varint(r, divisor, "divisor")))
      return {};
    if (!r.byte(flags) || (flags & ~3u)) {
      fail(r.offset(), "malformed div_by flags");
      return {};
    }
    std::optional<int64_t> every, along;
    int64_t v;
    if (flags & 1) {
      if (!signedValue(v, "div_by every"))
        return {};
      every = v;
    }
    if (flags & 2) {
      if (!signedValue(v, "div_by along"))
        return {};
      along = v;
    }
    return DivByAttr::get(ctx, divisor, every, along);
  }
  case AttrTag::SameElements: {
    uint64_t n;
    if (failed(count(r, n, 8, "same_elements values")))
      return {};
    SmallVector<int64_t> values(n);
    for (int64_t &v : values)
      r.fixed(v);
    return SameElementsAttr::get(ctx, DenseI64ArrayAttr::get(ctx, values));
  }
  case AttrTag::Dictionary:
    return dictionary(r, d);
  case AttrTag::OptimizationHints: {
    auto dict = dyn_cast_or_null<DictionaryAttr>(dictionary(r, d));
    if (!dict)
      return {};
    return OptimizationHintsAttr::getChecked(
        [&]() { return emitError(at(start)); }, ctx, dict);
  }
  case AttrTag::Bounded: {
    uint8_t flags;
    if (!r.byte(flags) || (flags & ~3u)) {
      fail(start, "malformed bounded flags");
      return {};
    }
    std::optional<int64_t> lb, ub;
    int64_t v;
    if (flags & 1) {
      if (!signedValue(v, "lower bound"))
        return {};
      lb = v;
    }
    if (flags & 2) {
      if (!signedValue(v, "upper bound"))
        return {};
      ub = v;
    }
    return BoundedAttr::get(ctx, lb, ub);
  }
  }
  fail(start, "unknown attribute tag " + Twine(tag));
  return {};
}

Attribute Reader::opAttr(ByteReader &r, const AttrSpec &spec,
                         Type firstResult) {
  uint64_t start = r.offset();
  std::string what = ("attribute '" + spec.name + "'").str();
  switch (spec.kind) {
  case AttrKind::Unit:
    return UnitAttr::get(ctx);
  case AttrKind::Bool: {
    uint8_t b;
    if (!r.byte(b) || b > 1) {
      fail(start, "malformed " + what);
      return {};
    }
    return BoolAttr::get(ctx, b);
  }
  case AttrKind::Enum: {
    uint64_t v;
    if (failed(varint(r, v, what)))
      return {};
    return enumAttr(spec.enumKind, v, start);
  }
  case AttrKind::Int32:
  case AttrKind::Int64: {
    uint64_t v;
    if (failed(varint(r, v, what)))
      return {};
    unsigned width = spec.kind == AttrKind::Int32 ? 32 : 64;
    if (!llvm::isUIntN(width, v)) {
      fail(start, what + " does not fit in " + Twine(width) + " bits");
      return {};
    }
    return IntegerAttr::get(IntegerType::get(ctx, width), APInt(width, v));
  }
  case AttrKind::String:
  case AttrKind::Symbol: {
    StringRef s;
    if (failed(string(r, s, what)))
      return {};
    if (spec.kind == AttrKind::String)
      return StringAttr::get(ctx, s);
    if (s.empty()) {
      fail(start, "empty symbol reference");
      return {};
    }
    return FlatSymbolRefAttr::get(ctx, s);
  }
  case AttrKind::Dense:
    return constant(r, firstResult);
  case AttrKind::I32Array: {
    uint64_t n;
    if (failed(count(r, n, 4, what)))
      return {};
    SmallVector<int32_t> values(n);
    for (int32_t &v : values)
      r.fixed(v);
    return DenseI32ArrayAttr::get(ctx, values);
  }
  case AttrKind::Predicate: {
    Attribute a = tagged(r);
    if (a && !isa<DivByAttr, SameElementsAttr, BoundedAttr>(a)) {
      fail(start, "the predicate of assume must be div_by, same_elements or "
                  "bounded");
      return {};
    }
    return a;
  }
  case AttrKind::Hints: {
    auto dict = dyn_cast_or_null<DictionaryAttr>(dictionary(r, 0));
    if (!dict)
      return {};
    return OptimizationHintsAttr::getChecked(
        [&]() { return emitError(at(start)); }, ctx, dict);
  }
  case AttrKind::TypedArray: {
    uint64_t n;
    if (failed(count(r, n, 1, what)))
      return {};
    SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < n; ++i) {
      Attribute e = tagged(r);
      if (!e)
        return {};
      elements.push_back(e);
    }
    return ArrayAttr::get(ctx, elements);
  }
  case AttrKind::BoolArray:
    break;
  }
  fail(start, "cannot read " + what);
  return {};
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

Location Reader::nextLocation(uint64_t opOffset) {
  if (debugCursor < debugEnd) {
    uint64_t record = debugIndices[debugCursor++];
    Attribute a = record ? debugRecord(record, opOffset) : Attribute();
    if (auto loc = dyn_cast_or_null<LocationAttr>(a))
      if (!isa<UnknownLoc>(loc))
        return loc;
  }
  // Without a scope, an op is placed at its byte offset.
  return at(opOffset);
}

LogicalResult Reader::readBlock(ByteReader &r, Block &block) {
  size_t scope = values.size();
  uint64_t numArgs;
  if (failed(count(r, numArgs, 1, "block arguments")))
    return failure();
  for (uint64_t i = 0; i < numArgs; ++i) {
    uint64_t argAt = r.offset();
    Type t = type(r, "block argument type");
    if (!t)
      return failure();
    values.push_back(block.addArgument(t, at(argAt)));
  }
  uint64_t numOps;
  if (failed(count(r, numOps, 1, "block operations")))
    return failure();
  for (uint64_t i = 0; i < numOps; ++i)
    if (failed(readOp(r, block)))
      return failure();
  values.resize(scope);
  return success();
}

LogicalResult Reader::readOp(ByteReader &r, Block &block) {
  uint64_t start = r.offset(), opcode;
  if (++depth > kMaxDepth) {
    --depth;
    return fail(start, "regions nested too deeply");
  }
  auto leave = llvm::make_scope_exit([&] { --depth; });
  if (failed(varint(r, opcode, "opcode")))
    return failure();
  const OpSpec *spec = opcode <= UINT32_MAX ? lookupOpcode(uint32_t(opcode)) : nullptr;
  if (!spec)
    return fail(start, "unknown opcode " + Twine(opcode));
  std::string name = ("cuda_tile." + spec->name).str();
  if (!version.atLeast(spec->since))
    return fail(start, "'" + name + "' requires bytecode version " +
                           versionName(spec->since) + ", but the file is " +
                           version.str());
  if (!OperationName(name, ctx).isRegistered())
    return fail(start, "'" + name + "' (bytecode " + versionName(spec->since) +
                           ") is not supported by this dialect");
  Location loc = nextLocation(start);

  // Results.
  SmallVector<Type> resultTypes;
  size_t numNumbered;
  {
    unsigned known = 0;
    for (unsigned s : spec->resultSince)
      known += version.atLeast(s);
    uint64_t n = known;
    uint64_t countAt = r.offset();
    if (spec->writesResultCount &&
        failed(count(r, n, 1, "results of '" + name + "'")))
      return failure();
    if (!spec->variadicResults && n != known)
      return fail(countAt, "'" + name + "' has " + Twine(known) +
                               " results in bytecode " + version.str() +
                               ", not " + Twine(n));
    for (uint64_t i = 0; i < n; ++i) {
      Type t = type(r, "result type");
      if (!t)
        return failure();
      resultTypes.push_back(t);
    }
    numNumbered = resultTypes.size();
    // Results that appeared after the file's version still exist in the
    // dialect; they are not numbered (13.1's `print` had no token).
    if (!spec->variadicResults)
      for (unsigned s : spec->resultSince)
        if (!version.atLeast(s))
          resultTypes.push_back(TokenType::get(ctx));
  }

  // Presence bits.
  uint64_t flags = 0;
  if (spec->hasFlags && version.atLeast(spec->flagsSince)) {
    uint64_t flagsAt = r.offset();
    if (failed(varint(r, flags, "flags of '" + name + "'")))
      return failure();
    uint64_t allowed = 0;
    for (const AttrSpec &a : spec->attrs)
      if (a.optional && version.atLeast(a.since))
        allowed |= uint64_t(1) << a.flagBit;
    for (const OperandSpec &o : spec->operands)
      if (o.kind == OperandKind::Optional && version.atLeast(o.since))
        allowed |= uint64_t(1) << o.flagBit;
    if (flags & ~allowed)
      return fail(flagsAt, "flags " + Twine(flags) + " of '" + name +
                               "' name fields bytecode " + version.str() +
                               " does not have");
  }
  auto present = [&](int bit) { return bit >= 0 && (flags >> bit) & 1; };

  // Attributes.
  NamedAttrList attrs;
  Type firstResult = resultTypes.empty() ? Type() : resultTypes.front();
  for (const AttrSpec &a : spec->attrs) {
    uint64_t attrAt = r.offset();
    if (a.foreign) {
      if (a.kind == AttrKind::Unit && present(a.flagBit))
        return fail(attrAt, "'" + a.name + "' on '" + name + "' (bytecode " +
                                versionName(a.since) +
                                ") is not supported by this dialect");
      if (a.kind == AttrKind::BoolArray && version.atLeast(a.since)) {
        uint64_t n;
        if (failed(count(r, n, 1, "'" + a.name + "'")))
          return failure();
        for (uint64_t i = 0; i < n; ++i) {
          uint8_t b;
          r.byte(b);
          if (b)
            return fail(attrAt, "'" + a.name + "' on '" + name +
                                    "' (bytecode " + versionName(a.since) +
                                    ") is not supported by this dialect");
        }
      }
      continue;
    }
    if (a.perIndex) {
      if (!version.atLeast(a.since))
        continue;
      uint64_t n;
      if (failed(count(r, n, 1, "'" + a.name + "'")))
        return failure();
      SmallVector<bool> flags;
      for (uint64_t i = 0; i < n; ++i) {
        uint8_t b;
        r.byte(b);
        flags.push_back(b != 0);
      }
      // All false is what no attribute means.
      if (llvm::is_contained(flags, true))
        attrs.append(a.name, DenseBoolArrayAttr::get(ctx, flags));
      continue;
    }
    if (a.optional) {
      if (!present(a.flagBit))
        continue;
    } else if (!version.atLeast(a.since)) {
      // Older files mean the default.
      attrs.append(a.name, enumAttr(a.enumKind, uint64_t(*a.defaultValue), attrAt));
      continue;
    }
    Attribute value = opAttr(r, a, firstResult);
    if (!value)
      return failure();
    attrs.append(a.name, value);
  }

  // Operands.
  SmallVector<Value> operands;
  auto readValue = [&]() -> LogicalResult {
    uint64_t at = r.offset(), index;
    if (failed(varint(r, index, "operand index")))
      return failure();
    if (index >= values.size())
      return fail(at, "operand index " + Twine(index) + " out of range (" +
                          Twine(values.size()) + " values in scope)");
    operands.push_back(values[index]);
    return success();
  };
  if (spec->sizedSegments) {
    SmallVector<int32_t> sizes;
    for (const OperandSpec &o : spec->operands) {
      uint64_t n = 1;
      if (o.kind == OperandKind::Optional)
        n = present(o.flagBit);
      else if (o.kind == OperandKind::Variadic &&
               failed(count(r, n, 1, "operands '" + o.name + "'")))
        return failure();
      sizes.push_back(int32_t(n));
      for (uint64_t i = 0; i < n; ++i)
        if (failed(readValue()))
          return failure();
    }
    attrs.append("operandSegmentSizes", DenseI32ArrayAttr::get(ctx, sizes));
  } else if (!spec->operands.empty()) {
    uint64_t n = spec->operands.size();
    bool counted = llvm::any_of(spec->operands, [](const OperandSpec &o) {
      return o.kind != OperandKind::Single;
    });
    if (counted && failed(count(r, n, 1, "operands of '" + name + "'")))
      return failure();
    for (uint64_t i = 0; i < n; ++i)
      if (failed(readValue()))
        return failure();
  }

  // Regions.
  OperationState state(loc, name);
  if (spec->numRegions) {
    uint64_t n, nAt = r.offset();
    if (failed(varint(r, n, "region count")))
      return failure();
    if (n != spec->numRegions)
      return fail(nAt, "'" + name + "' has " + Twine(spec->numRegions) +
                           " regions, not " + Twine(n));
    for (uint64_t i = 0; i < n; ++i) {
      Region *region = state.addRegion();
      uint64_t numBlocks;
      if (failed(count(r, numBlocks, 2, "region blocks")))
        return failure();
      for (uint64_t b = 0; b < numBlocks; ++b) {
        Block *block = new Block();
        region->push_back(block);
        if (failed(readBlock(r, *block)))
          return failure();
      }
    }
  }

  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attrs);
  Operation *op = Operation::create(state);
  block.push_back(op);
  for (size_t i = 0; i < numNumbered; ++i)
    values.push_back(op->getResult(i));
  return success();
}

//===----------------------------------------------------------------------===//
// Globals and functions
//===----------------------------------------------------------------------===//

LogicalResult Reader::readGlobals(Block &body) {
  if (!sections[unsigned(Section::Global)])
    return success();
  ByteReader r = *sections[unsigned(Section::Global)];
  bool extended = version.atLeast(V13_3);
  uint64_t n;
  if (failed(count(r, n, extended ? 6 : 4, "globals")))
    return failure();
  OpBuilder b = OpBuilder::atBlockEnd(&body);
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t start = r.offset(), alignment, visibility = 0, isConstant = 0;
    StringRef name;
    if (failed(string(r, name, "global name")))
      return failure();
    if (name.empty())
      return fail(start, "a global needs a name");
    Type t = type(r, "global type");
    if (!t)
      return failure();
    Attribute value = constant(r, t);
    if (!value || failed(varint(r, alignment, "global alignment")))
      return failure();
    uint64_t extAt = r.offset();
    if (extended && (failed(varint(r, visibility, "global visibility")) ||
                     failed(varint(r, isConstant, "global constant flag"))))
      return failure();
    if (visibility > 1 || isConstant > 1)
      return fail(extAt, "malformed global visibility or constant flag");
    OperationState state(at(start), "cuda_tile.global");
    state.addAttribute("sym_name", StringAttr::get(ctx, name));
    state.addAttribute("value", value);
    state.addAttribute("alignment", b.getI64IntegerAttr(int64_t(alignment)));
    if (isConstant)
      state.addAttribute("constant", UnitAttr::get(ctx));
    if (visibility)
      state.addAttribute("symbol_visibility",
                         SymbolVisibilityAttr::get(ctx, SymbolVisibility::Private));
    b.insert(Operation::create(state));
  }
  return success();
}

LogicalResult Reader::readFunctions(Block &body) {
  if (!sections[unsigned(Section::Func)])
    return fail(file.size(), "the function section is missing");
  ByteReader r = *sections[unsigned(Section::Func)];
  uint64_t n;
  if (failed(count(r, n, 5, "functions")))
    return failure();
  OpBuilder b = OpBuilder::atBlockEnd(&body);
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t start = r.offset(), funcDebug, length;
    StringRef name;
    if (failed(string(r, name, "function name")))
      return failure();
    if (name.empty())
      return fail(start, "a function needs a name");
    uint64_t sigAt = r.offset();
    Type sigType = type(r, "function signature");
    if (!sigType)
      return failure();
    auto sig = dyn_cast<FunctionType>(sigType);
    if (!sig)
      return fail(sigAt, "the signature of '" + name + "' is not a function type");
    uint8_t flags;
    uint64_t flagsAt = r.offset();
    if (!r.byte(flags))
      return truncated(r, "function flags");
    if (!(flags & kFuncKernel))
      return fail(flagsAt, "'" + name + "' is not an entry; only entries can "
                                        "be read");
    if (flags & ~(kFuncKernel | kFuncHasHints | kFuncPrivate))
      return fail(flagsAt, "unknown function flags " + Twine(flags));
    uint64_t debugAt = r.offset();
    if (failed(varint(r, funcDebug, "function debug index")))
      return failure();
    Attribute hints;
    if (flags & kFuncHasHints) {
      uint64_t hintsAt = r.offset();
      hints = tagged(r);
      if (!hints)
        return failure();
      if (!isa<OptimizationHintsAttr>(hints))
        return fail(hintsAt, "the hints of an entry must be optimization_hints");
    }
    if (failed(varint(r, length, "function body length")))
      return failure();
    if (length > r.remaining())
      return fail(r.offset(), "the body of '" + name + "' claims " +
                                  Twine(length) + " bytes but only " +
                                  Twine(r.remaining()) + " remain");
    uint64_t bodyAt = r.offset();
    llvm::ArrayRef<uint8_t> bodyBytes;
    r.bytes(length, bodyBytes);

    // Where this function's debug records are.
    debugCursor = debugEnd = 0;
    Location loc = at(start);
    if (funcDebug) {
      if (funcDebug >= debugFuncStart.size())
        return fail(debugAt, "function debug index " + Twine(funcDebug) +
                                 " out of range");
      debugCursor = debugFuncStart[funcDebug - 1];
      debugEnd = debugFuncStart[funcDebug];
      if (debugCursor > debugEnd)
        return fail(debugAt, "malformed debug index list");
      loc = nextLocation(start);
    }

    OperationState state(loc, "cuda_tile.entry");
    state.addAttribute("sym_name", StringAttr::get(ctx, name));
    state.addAttribute("function_type", TypeAttr::get(sig));
    if (hints)
      state.addAttribute("optimization_hints", hints);
    Region *region = state.addRegion();
    Block *entryBlock = new Block();
    region->push_back(entryBlock);
    values.clear();
    for (Type t : sig.getInputs())
      values.push_back(entryBlock->addArgument(t, loc));
    ByteReader bodyReader(bodyBytes, bodyAt);
    while (!bodyReader.atEnd())
      if (failed(readOp(bodyReader, *entryBlock)))
        return failure();
    b.insert(Operation::create(state));
  }
  return success();
}

OwningOpRef<cuda_tile::ModuleOp> Reader::run() {
  ByteReader r(file, 0);
  if (failed(readHeader(r)) || failed(readSections(r)) || failed(readStrings()))
    return {};
  auto optional = [&](Section s) -> std::optional<ByteReader> {
    return sections[unsigned(s)];
  };
  if (auto t = optional(Section::Type))
    if (failed(readTable(*t, 4, types, "type")))
      return {};
  typeCache.resize(types.size());
  if (auto c = optional(Section::Constant))
    if (failed(readTable(*c, 8, constants, "constant")))
      return {};
  if (failed(readDebug()))
    return {};

  OpBuilder b(ctx);
  OwningOpRef<cuda_tile::ModuleOp> module = cuda_tile::ModuleOp::create(b, at(0), "kernels");
  if (auto p = optional(Section::Producer)) {
    StringRef producer;
    if (failed(string(*p, producer, "producer")))
      return {};
    (*module)->setAttr("producer", StringAttr::get(ctx, producer));
  }
  Block &body = module->getBody().front();
  if (failed(readGlobals(body)) || failed(readFunctions(body)))
    return {};
  if (failed(mlir::verify(*module)))
    return {};
  return module;
}

OwningOpRef<cuda_tile::ModuleOp>
tileiras::bytecode::readBytecode(llvm::MemoryBufferRef buffer,
                                 MLIRContext *context) {
  context->getOrLoadDialect<CudaTileDialect>();
  return Reader(buffer, context).run();
}
