//===- OpTable.cpp - how each cuda_tile op is laid out in bytecode -------===//
//
// One entry per op of the format: its opcode, the version it appeared in,
// and its results, attributes and operands in declaration order with the
// version each appeared in. The reader and the writer both walk these
// entries, so an op's layout is stated once.
//
//===----------------------------------------------------------------------===//

#include "bytecode/Format.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <vector>

using namespace tileiras::bytecode;

namespace {

/// Chained description of one op.
class Op {
public:
  Op(llvm::StringRef name, uint32_t opcode, unsigned since = V13_1) {
    spec.name = name;
    spec.opcode = opcode;
    spec.since = since;
  }
  /// `n` results that appeared with the op (or in `since`).
  Op &res(unsigned n = 1, unsigned since = 0) {
    for (unsigned i = 0; i < n; ++i)
      spec.resultSince.push_back(since ? since : spec.since);
    return *this;
  }
  Op &variadicRes() {
    spec.variadicResults = true;
    return *this;
  }
  Op &attr(llvm::StringRef name, AttrKind kind, EnumKind e = EnumKind::None) {
    spec.attrs.push_back({name, kind, e, false, spec.since});
    return *this;
  }
  /// A required enum; `dflt` is the case the dialect assumes when absent.
  Op &enumAttr(llvm::StringRef name, EnumKind e,
               std::optional<int64_t> dflt = std::nullopt) {
    attr(name, AttrKind::Enum, e);
    spec.attrs.back().defaultValue = dflt;
    return *this;
  }
  /// A required enum that appeared after the op; older files mean `dflt`.
  Op &laterEnum(llvm::StringRef name, EnumKind e, unsigned since,
                int64_t dflt) {
    AttrSpec a{name, AttrKind::Enum, e, false, since};
    a.defaultValue = dflt;
    spec.attrs.push_back(a);
    return *this;
  }
  Op &optAttr(llvm::StringRef name, AttrKind kind, EnumKind e = EnumKind::None,
              unsigned since = 0) {
    spec.attrs.push_back({name, kind, e, true, since ? since : spec.since});
    return *this;
  }
  Op &unit(llvm::StringRef name, unsigned since = 0) {
    return optAttr(name, AttrKind::Unit, EnumKind::None, since);
  }
  /// One flag per index operand, from version `since` on.
  Op &flagsPerIndex(llvm::StringRef name, unsigned since) {
    AttrSpec a{name, AttrKind::BoolArray, EnumKind::None, false, since};
    a.perIndex = true;
    spec.attrs.push_back(a);
    return *this;
  }
  /// A field of the format this dialect does not model.
  Op &foreign(llvm::StringRef name, AttrKind kind, unsigned since) {
    AttrSpec a{name, kind, EnumKind::None, kind == AttrKind::Unit, since};
    a.foreign = true;
    spec.attrs.push_back(a);
    return *this;
  }
  Op &opd(llvm::StringRef name) {
    spec.operands.push_back({name, OperandKind::Single, spec.since});
    return *this;
  }
  Op &opds(llvm::StringRef name) {
    spec.operands.push_back({name, OperandKind::Variadic, spec.since});
    return *this;
  }
  Op &optOpd(llvm::StringRef name, unsigned since = 0) {
    spec.operands.push_back(
        {name, OperandKind::Optional, since ? since : spec.since});
    return *this;
  }
  Op &segments() {
    spec.sizedSegments = true;
    return *this;
  }
  Op &regions(unsigned n) {
    spec.numRegions = n;
    return *this;
  }

  OpSpec spec;
};

/// Unary float math: one result, one operand.
Op unaryF(llvm::StringRef name, uint32_t opcode) {
  return Op(name, opcode).res().opd("source");
}
/// Two operands, one result, no attributes.
Op binary(llvm::StringRef name, uint32_t opcode, llvm::StringRef a = "lhs",
          llvm::StringRef b = "rhs", unsigned since = V13_1) {
  return Op(name, opcode, since).res().opd(a).opd(b);
}

using K = AttrKind;
using E = EnumKind;

std::vector<OpSpec> buildTable() {
  std::vector<Op> ops;
  auto add = [&](Op op) { ops.push_back(std::move(op)); };

  // Elementwise float math.
  add(unaryF("absf", 0x00));
  add(binary("addf", 0x02).enumAttr("rounding_mode", E::RoundingMode).unit("flush_to_zero"));
  add(unaryF("ceil", 0x0D));
  add(Op("cmpf", 0x0E).res().enumAttr("comparison_predicate", E::ComparisonPredicate)
          .enumAttr("comparison_ordering", E::ComparisonOrdering).opd("lhs").opd("rhs"));
  add(unaryF("cos", 0x12));
  add(unaryF("cosh", 0x13));
  add(binary("divf", 0x14).enumAttr("rounding_mode", E::RoundingMode).unit("flush_to_zero"));
  add(unaryF("exp", 0x17).laterEnum("rounding_mode", E::RoundingMode, V13_3, /*full=*/5));
  add(unaryF("exp2", 0x18).unit("flush_to_zero"));
  add(unaryF("floor", 0x27));
  add(Op("fma", 0x28).res().opd("lhs").opd("rhs").opd("acc")
          .enumAttr("rounding_mode", E::RoundingMode).unit("flush_to_zero"));
  add(unaryF("log", 0x3F));
  add(unaryF("log2", 0x40));
  add(binary("maxf", 0x45).unit("propagate_nan").unit("flush_to_zero"));
  add(binary("minf", 0x47).unit("propagate_nan").unit("flush_to_zero"));
  add(binary("mulf", 0x4C).enumAttr("rounding_mode", E::RoundingMode).unit("flush_to_zero"));
  add(unaryF("negf", 0x4F));
  add(binary("pow", 0x54, "source", "exponent"));
  add(binary("remf", 0x59));
  add(unaryF("rsqrt", 0x5D).unit("flush_to_zero"));
  add(unaryF("sin", 0x62));
  add(unaryF("sinh", 0x63));
  add(unaryF("sqrt", 0x64).enumAttr("rounding_mode", E::RoundingMode).unit("flush_to_zero"));
  add(binary("subf", 0x67).enumAttr("rounding_mode", E::RoundingMode).unit("flush_to_zero"));
  add(unaryF("tan", 0x69));
  add(unaryF("tanh", 0x6A).laterEnum("rounding_mode", E::RoundingMode, V13_2, /*full=*/5));
  add(binary("atan2", 0x6E, "x", "y", V13_2));

  // Integer and bitwise.
  add(unaryF("absi", 0x01));
  add(binary("addi", 0x03).enumAttr("overflow", E::IntegerOverflow, /*none=*/0));
  add(binary("andi", 0x04));
  add(Op("cmpi", 0x0F).res().enumAttr("comparison_predicate", E::ComparisonPredicate)
          .opd("lhs").opd("rhs").enumAttr("signedness", E::Signedness));
  add(binary("divi", 0x15).enumAttr("signedness", E::Signedness)
          .enumAttr("rounding", E::RoundingMode, /*zero=*/1));
  add(binary("maxi", 0x46).enumAttr("signedness", E::Signedness));
  add(binary("mini", 0x48).enumAttr("signedness", E::Signedness));
  add(binary("mulhii", 0x4D, "x", "y"));
  add(binary("muli", 0x4E).enumAttr("overflow", E::IntegerOverflow, /*none=*/0));
  add(unaryF("negi", 0x50).laterEnum("overflow", E::IntegerOverflow, V13_2, /*none=*/0));
  add(binary("ori", 0x52));
  add(binary("remi", 0x5A).enumAttr("signedness", E::Signedness));
  add(binary("shli", 0x60).enumAttr("overflow", E::IntegerOverflow, /*none=*/0));
  add(binary("shri", 0x61).enumAttr("signedness", E::Signedness));
  add(binary("subi", 0x68).enumAttr("overflow", E::IntegerOverflow, /*none=*/0));
  add(binary("xori", 0x6C));

  // Conversions.
  add(unaryF("bitcast", 0x09));
  add(Op("exti", 0x25).res().opd("from").enumAttr("signedness", E::Signedness));
  add(Op("ftof", 0x2A).res().opd("from").enumAttr("rounding_mode", E::RoundingMode, /*nearest_even=*/0));
  add(Op("ftoi", 0x2B).res().opd("from").enumAttr("signedness", E::Signedness)
          .enumAttr("rounding_mode", E::RoundingMode)
          .foreign("saturating", K::Unit, V13_4));
  add(unaryF("int_to_ptr", 0x33));
  add(Op("itof", 0x3B).res().opd("from").enumAttr("signedness", E::Signedness)
          .enumAttr("rounding_mode", E::RoundingMode));
  add(unaryF("ptr_to_int", 0x56));
  add(unaryF("ptr_to_ptr", 0x57));
  add(Op("trunci", 0x6B).res().opd("from").enumAttr("overflow", E::IntegerOverflow, /*none=*/0));

  // Tiles.
  add(unaryF("broadcast", 0x0B));
  add(binary("cat", 0x0C).attr("dim", K::Int64));
  add(Op("constant", 0x10).res().attr("value", K::Dense));
  add(Op("extract", 0x26).res().opd("source").opds("indices"));
  add(Op("iota", 0x3A).res());
  add(binary("offset", 0x51, "ptr", "offset"));
  add(unaryF("permute", 0x53).attr("permutation", K::I32Array));
  add(Op("reduce", 0x58).variadicRes().opds("operands").attr("dim", K::Int32)
          .attr("identities", K::TypedArray).regions(1));
  add(unaryF("reshape", 0x5B));
  add(Op("scan", 0x5E).variadicRes().opds("operands").attr("dim", K::Int32)
          .attr("reverse", K::Bool).attr("identities", K::TypedArray).regions(1));
  add(Op("select", 0x5F).res().opd("cond").opd("val_if_true").opd("val_if_false"));
  add(Op("pack", 0x6F, V13_3).res().opd("source"));
  add(Op("unpack", 0x70, V13_3).res().opd("source"));

  // Memory.
  add(Op("atomic_cas_tko", 0x07).res(2).segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .enumAttr("memory_scope", E::MemoryScope)
          .opd("pointers").opd("cmp").opd("val").optOpd("mask").optOpd("token"));
  add(Op("atomic_rmw_tko", 0x08).res(2).segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .enumAttr("memory_scope", E::MemoryScope).opd("pointers")
          .enumAttr("mode", E::AtomicRMWMode).opd("arg").optOpd("mask").optOpd("token"));
  add(Op("load_ptr_tko", 0x3D).res(2).segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .optAttr("memory_scope", K::Enum, E::MemoryScope).opd("source")
          .optOpd("mask").optOpd("paddingValue").optOpd("token")
          .optAttr("optimization_hints", K::Hints));
  add(Op("load_view_tko", 0x3E).res(2).segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .optAttr("memory_scope", K::Enum, E::MemoryScope).opd("view")
          .opds("index").optOpd("token").optAttr("optimization_hints", K::Hints)
          .flagsPerIndex("inbounds", V13_4));
  add(Op("make_partition_view", 0x42).res().opd("tensor_view"));
  add(Op("make_tensor_view", 0x43).res().segments().opd("base")
          .opds("dynamicShape").opds("dynamicStrides"));
  add(Op("store_ptr_tko", 0x65).res().segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .optAttr("memory_scope", K::Enum, E::MemoryScope).opd("destination")
          .opd("value").optOpd("mask").optOpd("token")
          .optAttr("optimization_hints", K::Hints));
  add(Op("store_view_tko", 0x66).res().segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .optAttr("memory_scope", K::Enum, E::MemoryScope).opd("tile").opd("view")
          .opds("index").optOpd("token").optAttr("optimization_hints", K::Hints)
          .flagsPerIndex("inbounds", V13_4));
  add(Op("get_index_space_shape", 0x2D).variadicRes().opd("src"));
  add(Op("get_tensor_shape", 0x2F).variadicRes().opd("src"));
  add(Op("make_token", 0x44).res());
  add(Op("join_tokens", 0x3C).res().opds("tokens"));
  add(Op("alloca", 0x71, V13_3).res().attr("num_elem", K::Int64)
          .attr("alignment", K::Int64).unit("global"));
  add(Op("make_gather_scatter_view", 0x73, V13_3).res().opd("tensor_view"));
  add(Op("make_strided_view", 0x74, V13_3).res().opd("tensor_view"));
  add(Op("atomic_red_view_tko", 0x75, V13_3).res().segments()
          .enumAttr("memory_ordering_semantics", E::MemoryOrdering)
          .enumAttr("memory_scope", E::MemoryScope).opd("view").opds("index")
          .enumAttr("mode", E::AtomicRMWMode).opd("value").optOpd("token"));

  // MMA.
  add(Op("mmaf", 0x49).res().opd("lhs").opd("rhs").opd("acc").unit("fast_acc", V13_3));
  add(Op("mmai", 0x4A).res().opd("lhs").opd("rhs").opd("acc")
          .enumAttr("signedness_lhs", E::Signedness)
          .enumAttr("signedness_rhs", E::Signedness));
  add(Op("mmaf_scaled", 0x72, V13_3).res().opd("lhs").opd("rhs").opd("acc")
          .opd("lhs_scale").opd("rhs_scale"));

  // Control flow.
  add(Op("break", 0x0A).opds("operands"));
  add(Op("continue", 0x11).opds("operands"));
  add(Op("for", 0x29).variadicRes().opd("lowerBound").opd("upperBound").opd("step")
          .opds("initValues").unit("unsignedCmp", V13_2).regions(1));
  add(Op("if", 0x32).variadicRes().opd("condition").regions(2));
  add(Op("loop", 0x41).variadicRes().opds("initValues").regions(1));
  add(Op("return", 0x5C).opds("operands"));
  add(Op("yield", 0x6D).opds("operands"));

  // Module level and debugging.
  add(Op("get_global", 0x2C).res().attr("name", K::Symbol));
  add(Op("get_tile_block_id", 0x30).res(3));
  add(Op("get_num_tile_blocks", 0x2E).res(3));
  add(Op("assert", 0x05).opd("condition").attr("message", K::String));
  add(Op("assume", 0x06).res().opd("value").attr("predicate", K::Predicate));
  // 13.1 called it `print` and gave it no token.
  add(Op("print_tko", 0x55).res(1, V13_2).segments().attr("str", K::String)
          .opds("args").optOpd("token", V13_2));

  // 13.4.
  add(Op("insert", 0x76, V13_4).res().opd("source").opd("destination").opds("indices"));
  add(Op("gdc_launch_dependents_tko", 0x77, V13_4).res().optOpd("token"));
  add(Op("gdc_wait_tko", 0x78, V13_4).res().optOpd("token"));
  add(Op("fpowi", 0x79, V13_4).res().opd("source").opd("exponent"));
  add(Op("memory_fence_alias_tko", 0x7A, V13_4).res().opd("token"));

  std::vector<OpSpec> table;
  for (Op &op : ops) {
    OpSpec s = std::move(op.spec);
    s.writesResultCount =
        s.variadicResults || llvm::any_of(s.operands, [](const OperandSpec &o) {
          return o.kind == OperandKind::Variadic;
        });
    // Presence bits: by version, then attributes before operands, each in
    // declaration order; a later optional field never moves an older bit.
    std::map<unsigned, std::vector<int *>> byVersion;
    for (AttrSpec &a : s.attrs)
      if (a.optional)
        byVersion[a.since].push_back(&a.flagBit);
    // Optional operands have bits only in ops with sized segments; other
    // ops write an operand count instead.
    for (OperandSpec &o : s.operands)
      if (o.kind == OperandKind::Optional && s.sizedSegments)
        byVersion[o.since].push_back(&o.flagBit);
    int bit = 0;
    for (auto &[version, bits] : byVersion)
      for (int *b : bits)
        *b = bit++;
    s.hasFlags = bit > 0;
    s.flagsSince = byVersion.empty() ? 0 : byVersion.begin()->first;
    table.push_back(std::move(s));
  }
  return table;
}

const std::vector<OpSpec> &table() {
  static const std::vector<OpSpec> t = buildTable();
  return t;
}

} // namespace

const OpSpec *tileiras::bytecode::lookupOp(llvm::StringRef name) {
  static const llvm::StringMap<const OpSpec *> byName = [] {
    llvm::StringMap<const OpSpec *> m;
    for (const OpSpec &s : table())
      m[s.name] = &s;
    return m;
  }();
  return byName.lookup(name);
}

const OpSpec *tileiras::bytecode::lookupOpcode(uint32_t opcode) {
  static const llvm::DenseMap<uint32_t, const OpSpec *> byCode = [] {
    llvm::DenseMap<uint32_t, const OpSpec *> m;
    for (const OpSpec &s : table())
      m[s.opcode] = &s;
    return m;
  }();
  return byCode.lookup(opcode);
}

unsigned tileiras::bytecode::typeTagSince(uint64_t tag) {
  if (tag <= uint64_t(TypeTag::Token))
    return V13_1;
  if (tag == uint64_t(TypeTag::F8E8M0FNU))
    return V13_2;
  if (tag <= uint64_t(TypeTag::I4))
    return V13_3;
  if (tag == uint64_t(TypeTag::F8E5M3FNU))
    return V13_4;
  return 0;
}

std::string Version::str() const {
  if (tag)
    return llvm::formatv("{0}.{1}.{2}", major, minor, tag).str();
  return llvm::formatv("{0}.{1}", major, minor).str();
}

bool Version::isSupported(uint8_t major, uint8_t minor) {
  return major == 13 && minor >= 1 && minor <= 4;
}

std::optional<Version> Version::parse(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return std::nullopt;
  unsigned major, minor, tag = 0;
  if (parts[0].getAsInteger(10, major) || parts[1].getAsInteger(10, minor) ||
      (parts.size() == 3 && parts[2].getAsInteger(10, tag)))
    return std::nullopt;
  if (major > 255 || minor > 255 || tag > 0xFFFF ||
      !isSupported(major, minor))
    return std::nullopt;
  return Version{uint8_t(major), uint8_t(minor), uint16_t(tag)};
}

llvm::StringRef tileiras::bytecode::sectionName(unsigned id) {
  static const char *const names[] = {"end",      "string", "function",
                                      "debug",    "constant", "type",
                                      "global",   "producer"};
  return id < kNumSections ? names[id] : "unknown";
}
