//===- Writer.cpp - cuda_tile module to Tile IR bytecode ------------------===//
//
// Builds every section in memory first (strings, types and constants are
// numbered as the functions are encoded), then emits header, sections and
// the end marker; a module the chosen version cannot express fails before
// a byte reaches the stream.
//
//===----------------------------------------------------------------------===//

#include "bytecode/Bytecode.h"
#include "bytecode/Encoding.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace tileiras::bytecode;

namespace {


/// The number an enum attribute of the dialect stands for.
std::optional<int64_t> enumNumber(Attribute attr) {
  return llvm::TypeSwitch<Attribute, std::optional<int64_t>>(attr)
      .Case([](IntegerAttr a) { return a.getInt(); })
      .Case([](SignednessAttr a) { return int64_t(a.getValue()); })
      .Case([](IntegerOverflowAttr a) { return int64_t(a.getValue()); })
      .Case([](RoundingModeAttr a) { return int64_t(a.getValue()); })
      .Case([](ComparisonOrderingAttr a) { return int64_t(a.getValue()); })
      .Case([](ComparisonPredicateAttr a) { return int64_t(a.getValue()); })
      .Case([](PaddingValueAttr a) { return int64_t(a.getValue()); })
      .Case([](SymbolVisibilityAttr a) { return int64_t(a.getValue()); })
      .Default([](Attribute) { return std::nullopt; });
}

class Writer {
public:
  Writer(cuda_tile::ModuleOp module, Version version)
      : module(module), version(version) {}

  LogicalResult run(llvm::raw_ostream &os);

private:
  // Tables.
  uint64_t stringIndex(StringRef s);
  FailureOr<uint64_t> typeIndex(Type type, Location loc);
  FailureOr<uint64_t> constantIndex(DenseElementsAttr attr, Location loc);
  uint64_t debugIndex(Attribute attr);

  LogicalResult encodeType(Type type, Location loc, ByteWriter &w);
  LogicalResult needs(unsigned since, Location loc, const Twine &what);

  // Functions and ops.
  LogicalResult writeFunction(EntryOp entry, ByteWriter &w);
  LogicalResult writeBlock(Block &block, ByteWriter &w);
  LogicalResult writeOp(Operation *op, ByteWriter &w);
  LogicalResult writeAttr(Operation *op, const AttrSpec &spec, Attribute attr,
                          ByteWriter &w);
  LogicalResult writeTagged(Attribute attr, Location loc, ByteWriter &w);
  LogicalResult writeDictionary(DictionaryAttr dict, Location loc,
                                ByteWriter &w);
  void recordLocation(Location loc);

  LogicalResult writeGlobals(ByteWriter &w);

  cuda_tile::ModuleOp module;
  Version version;

  llvm::StringMap<uint64_t> strings;
  std::vector<std::string> stringList;
  llvm::DenseMap<Type, uint64_t> types;
  std::vector<ByteWriter> typeList;
  llvm::DenseMap<Attribute, uint64_t> constants;
  std::vector<ByteWriter> constantList;

  // Debug info: records 1..N (0 is "unknown") and, per function that has a
  // scope, the record of the function then of each op in pre-order.
  llvm::DenseMap<Attribute, uint64_t> debugRecords;
  std::vector<ByteWriter> debugList;
  std::vector<std::vector<uint64_t>> debugPerFunction;
  std::vector<uint64_t> *currentDebug = nullptr;

  // SSA numbering inside the function being written.
  llvm::DenseMap<Value, uint64_t> valueIds;
  std::vector<Value> valueStack;
};

} // namespace

LogicalResult Writer::needs(unsigned since, Location loc, const Twine &what) {
  if (version.atLeast(since))
    return success();
  return emitError(loc) << what << " requires bytecode version "
                        << versionName(since) << ", but the target is "
                        << version.str();
}

uint64_t Writer::stringIndex(StringRef s) {
  auto [it, inserted] = strings.try_emplace(s, stringList.size());
  if (inserted)
    stringList.push_back(s.str());
  return it->second;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

FailureOr<uint64_t> Writer::typeIndex(Type type, Location loc) {
  if (auto it = types.find(type); it != types.end())
    return it->second;
  // Nested types are numbered first, as the format's own writer does.
  ByteWriter w;
  if (failed(encodeType(type, loc, w)))
    return failure();
  uint64_t index = typeList.size();
  types[type] = index;
  typeList.push_back(std::move(w));
  return index;
}

LogicalResult Writer::encodeType(Type type, Location loc, ByteWriter &w) {
  auto tag = [&](TypeTag t) -> LogicalResult {
    std::string name;
    llvm::raw_string_ostream(name) << type;
    if (failed(needs(typeTagSince(uint64_t(t)), loc, "type '" + name + "'")))
      return failure();
    w.varint(uint64_t(t));
    return success();
  };
  auto index = [&](Type t) -> LogicalResult {
    FailureOr<uint64_t> i = typeIndex(t, loc);
    if (failed(i))
      return failure();
    w.varint(*i);
    return success();
  };
  auto i64s = [&](ArrayRef<int64_t> values) {
    w.varint(values.size());
    for (int64_t v : values)
      w.fixed<int64_t>(v);
  };
  auto i32s = [&](ArrayRef<int32_t> values) {
    w.varint(values.size());
    for (int32_t v : values)
      w.fixed<int32_t>(v);
  };
  // Optional type parameters: one presence varint up front from 13.3 on,
  // a presence byte beside the value before.
  auto padding = [&](PaddingValueAttr pad, bool unified) {
    if (!unified)
      w.byte(pad ? 1 : 0);
    if (pad)
      w.varint(uint64_t(pad.getValue()));
  };
  bool unified = version.atLeast(V13_3);

  if (auto i = dyn_cast<IntegerType>(type)) {
    switch (i.getWidth()) {
    case 1: return tag(TypeTag::I1);
    case 4: return tag(TypeTag::I4);
    case 8: return tag(TypeTag::I8);
    case 16: return tag(TypeTag::I16);
    case 32: return tag(TypeTag::I32);
    case 64: return tag(TypeTag::I64);
    default: break;
    }
  }
  if (isa<Float16Type>(type)) return tag(TypeTag::F16);
  if (isa<BFloat16Type>(type)) return tag(TypeTag::BF16);
  if (isa<Float32Type>(type)) return tag(TypeTag::F32);
  if (isa<FloatTF32Type>(type)) return tag(TypeTag::TF32);
  if (isa<Float64Type>(type)) return tag(TypeTag::F64);
  if (isa<Float8E4M3FNType>(type)) return tag(TypeTag::F8E4M3FN);
  if (isa<Float8E5M2Type>(type)) return tag(TypeTag::F8E5M2);
  if (isa<Float8E8M0FNUType>(type)) return tag(TypeTag::F8E8M0FNU);
  if (isa<Float4E2M1FNType>(type)) return tag(TypeTag::F4E2M1FN);
  if (isa<TokenType>(type)) return tag(TypeTag::Token);

  if (auto p = dyn_cast<PointerType>(type)) {
    // The pointee goes first in the table.
    if (failed(typeIndex(p.getPointeeType(), loc)) || failed(tag(TypeTag::Pointer)))
      return failure();
    if (version.atLeast(V13_4))
      w.varint(0); // no pointer attribute
    return index(p.getPointeeType());
  }
  if (auto t = dyn_cast<TileType>(type)) {
    if (failed(typeIndex(t.getElementType(), loc)) || failed(tag(TypeTag::Tile)) ||
        failed(index(t.getElementType())))
      return failure();
    i64s(t.getShape());
    return success();
  }
  if (auto t = dyn_cast<TensorViewType>(type)) {
    if (failed(typeIndex(t.getElementType(), loc)) ||
        failed(tag(TypeTag::TensorView)))
      return failure();
    if (version.atLeast(V13_4))
      w.varint(0); // no pointer attribute
    if (failed(index(t.getElementType())))
      return failure();
    i64s(t.getShape());
    i64s(t.getStrides());
    return success();
  }
  if (auto t = dyn_cast<PartitionViewType>(type)) {
    if (failed(typeIndex(t.getTensorView(), loc)) ||
        failed(tag(TypeTag::PartitionView)))
      return failure();
    if (unified)
      w.varint(t.getPaddingValue() ? 1 : 0);
    i32s(t.getTileShape().asArrayRef());
    if (failed(index(t.getTensorView())))
      return failure();
    i32s(t.getDimMap());
    padding(t.getPaddingValue(), unified);
    return success();
  }
  if (auto t = dyn_cast<GatherScatterViewType>(type)) {
    if (failed(typeIndex(t.getTensorView(), loc)) ||
        failed(tag(TypeTag::GatherScatterView)))
      return failure();
    w.varint(t.getPaddingValue() ? 1 : 0);
    i32s(t.getTileShape().asArrayRef());
    if (failed(index(t.getTensorView())))
      return failure();
    w.varint(t.getSparseDim());
    padding(t.getPaddingValue(), /*unified=*/true);
    return success();
  }
  if (auto t = dyn_cast<StridedViewType>(type)) {
    if (failed(typeIndex(t.getTensorView(), loc)) ||
        failed(tag(TypeTag::StridedView)))
      return failure();
    w.varint(t.getPaddingValue() ? 1 : 0);
    i32s(t.getTileShape().asArrayRef());
    i32s(t.getTraversalStrides().asArrayRef());
    if (failed(index(t.getTensorView())))
      return failure();
    i32s(t.getDimMap());
    padding(t.getPaddingValue(), /*unified=*/true);
    return success();
  }
  if (auto f = dyn_cast<FunctionType>(type)) {
    for (Type t : llvm::concat<const Type>(f.getInputs(), f.getResults()))
      if (failed(typeIndex(t, loc)))
        return failure();
    if (failed(tag(TypeTag::Function)))
      return failure();
    w.varint(f.getNumInputs());
    for (Type t : f.getInputs())
      if (failed(index(t)))
        return failure();
    w.varint(f.getNumResults());
    for (Type t : f.getResults())
      if (failed(index(t)))
        return failure();
    return success();
  }
  return emitError(loc) << "type " << type << " has no bytecode encoding";
}

//===----------------------------------------------------------------------===//
// Constants and attributes
//===----------------------------------------------------------------------===//

FailureOr<uint64_t> Writer::constantIndex(DenseElementsAttr attr,
                                          Location loc) {
  if (auto it = constants.find(attr); it != constants.end())
    return it->second;
  if (!isa<TileType>(attr.getType()))
    return emitError(loc) << "constant of type " << attr.getType()
                          << " is not a tile";
  // MLIR's own buffer layout: little-endian elements, one element for a
  // splat, i1 packed eight to a byte.
  ArrayRef<char> raw = attr.getRawData();
  ByteWriter w;
  w.varint(raw.size());
  w.raw(StringRef(raw.data(), raw.size()));
  uint64_t index = constantList.size();
  constants[attr] = index;
  constantList.push_back(std::move(w));
  return index;
}

LogicalResult Writer::writeDictionary(DictionaryAttr dict, Location loc,
                                      ByteWriter &w) {
  w.varint(dict.size());
  for (NamedAttribute entry : dict) {
    w.varint(stringIndex(entry.getName()));
    if (failed(writeTagged(entry.getValue(), loc, w)))
      return failure();
  }
  return success();
}

LogicalResult Writer::writeTagged(Attribute attr, Location loc,
                                  ByteWriter &w) {
  auto typeIdx = [&](Type t) -> LogicalResult {
    FailureOr<uint64_t> i = typeIndex(t, loc);
    if (failed(i))
      return failure();
    w.varint(*i);
    return success();
  };
  if (auto b = dyn_cast<BoolAttr>(attr)) {
    w.varint(uint64_t(AttrTag::Bool));
    w.byte(b.getValue());
    return success();
  }
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    auto intType = dyn_cast<IntegerType>(i.getType());
    if (!intType || intType.getWidth() > 64)
      return emitError(loc) << "integer attribute " << attr
                            << " has no bytecode encoding";
    w.varint(uint64_t(AttrTag::Integer));
    if (failed(typeIdx(i.getType())))
      return failure();
    w.varint(i.getValue().getZExtValue());
    return success();
  }
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    w.varint(uint64_t(AttrTag::Float));
    if (failed(typeIdx(f.getType())))
      return failure();
    APInt bits = f.getValue().bitcastToAPInt();
    if (bits.getBitWidth() <= 8)
      w.byte(bits.getZExtValue());
    else if (bits.getBitWidth() <= 64)
      w.signedVarint(static_cast<int64_t>(bits.getZExtValue()));
    else
      return emitError(loc) << "float attribute " << attr
                            << " is wider than 64 bits";
    return success();
  }
  if (auto s = dyn_cast<StringAttr>(attr)) {
    w.varint(uint64_t(AttrTag::String));
    w.varint(stringIndex(s.getValue()));
    return success();
  }
  if (auto t = dyn_cast<TypeAttr>(attr)) {
    w.varint(uint64_t(AttrTag::Type));
    return typeIdx(t.getValue());
  }
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    w.varint(uint64_t(AttrTag::Array));
    w.varint(a.size());
    for (Attribute e : a)
      if (failed(writeTagged(e, loc, w)))
        return failure();
    return success();
  }
  if (auto d = dyn_cast<DictionaryAttr>(attr)) {
    w.varint(uint64_t(AttrTag::Dictionary));
    return writeDictionary(d, loc, w);
  }
  if (auto d = dyn_cast<DenseElementsAttr>(attr)) {
    w.varint(uint64_t(AttrTag::DenseElements));
    if (failed(typeIdx(d.getType())))
      return failure();
    FailureOr<uint64_t> c = constantIndex(d, loc);
    if (failed(c))
      return failure();
    w.varint(*c);
    return success();
  }
  if (auto d = dyn_cast<DivByAttr>(attr)) {
    w.varint(uint64_t(AttrTag::DivBy));
    w.varint(d.getDivisor());
    w.byte((d.getEvery() ? 1 : 0) | (d.getAlong() ? 2 : 0));
    if (d.getEvery())
      w.signedVarint(*d.getEvery());
    if (d.getAlong())
      w.signedVarint(*d.getAlong());
    return success();
  }
  if (auto s = dyn_cast<SameElementsAttr>(attr)) {
    w.varint(uint64_t(AttrTag::SameElements));
    ArrayRef<int64_t> values = s.getValues().asArrayRef();
    w.varint(values.size());
    for (int64_t v : values)
      w.fixed<int64_t>(v);
    return success();
  }
  if (auto b = dyn_cast<BoundedAttr>(attr)) {
    w.varint(uint64_t(AttrTag::Bounded));
    w.byte((b.getLb() ? 1 : 0) | (b.getUb() ? 2 : 0));
    if (b.getLb())
      w.signedVarint(*b.getLb());
    if (b.getUb())
      w.signedVarint(*b.getUb());
    return success();
  }
  if (auto h = dyn_cast<OptimizationHintsAttr>(attr)) {
    w.varint(uint64_t(AttrTag::OptimizationHints));
    return writeDictionary(h.getValue(), loc, w);
  }
  return emitError(loc) << "attribute " << attr << " has no bytecode encoding";
}

LogicalResult Writer::writeAttr(Operation *op, const AttrSpec &spec,
                                Attribute attr, ByteWriter &w) {
  Location loc = op->getLoc();
  auto bad = [&]() {
    return op->emitError() << "attribute '" << spec.name << "' (" << attr
                           << ") has no bytecode encoding";
  };
  switch (spec.kind) {
  case AttrKind::Unit:
  case AttrKind::BoolArray:
    return success();
  case AttrKind::Bool:
    if (auto b = dyn_cast<BoolAttr>(attr)) {
      w.byte(b.getValue());
      return success();
    }
    return bad();
  case AttrKind::Enum:
    if (std::optional<int64_t> n = enumNumber(attr)) {
      w.varint(uint64_t(*n));
      return success();
    }
    return bad();
  case AttrKind::Int32:
  case AttrKind::Int64:
    if (auto i = dyn_cast<IntegerAttr>(attr)) {
      w.varint(i.getValue().getZExtValue());
      return success();
    }
    return bad();
  case AttrKind::String:
  case AttrKind::Symbol:
    if (auto s = dyn_cast<StringAttr>(attr)) {
      w.varint(stringIndex(s.getValue()));
      return success();
    }
    if (auto s = dyn_cast<FlatSymbolRefAttr>(attr)) {
      w.varint(stringIndex(s.getValue()));
      return success();
    }
    return bad();
  case AttrKind::Dense:
    if (auto d = dyn_cast<DenseElementsAttr>(attr)) {
      FailureOr<uint64_t> c = constantIndex(d, loc);
      if (failed(c))
        return failure();
      w.varint(*c);
      return success();
    }
    return bad();
  case AttrKind::I32Array:
    if (auto a = dyn_cast<DenseI32ArrayAttr>(attr)) {
      w.varint(a.size());
      for (int32_t v : a.asArrayRef())
        w.fixed<int32_t>(v);
      return success();
    }
    return bad();
  case AttrKind::Predicate:
    return writeTagged(attr, loc, w);
  case AttrKind::Hints:
    if (auto h = dyn_cast<OptimizationHintsAttr>(attr))
      return writeDictionary(h.getValue(), loc, w);
    return bad();
  case AttrKind::TypedArray:
    if (auto a = dyn_cast<ArrayAttr>(attr)) {
      w.varint(a.size());
      for (Attribute e : a)
        if (failed(writeTagged(e, loc, w)))
          return failure();
      return success();
    }
    return bad();
  }
  return bad();
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

uint64_t Writer::debugIndex(Attribute attr) {
  if (!attr)
    return 0;
  if (auto it = debugRecords.find(attr); it != debugRecords.end())
    return it->second;
  ByteWriter w;
  auto str = [&](StringAttr s) { w.varint(stringIndex(s ? s.getValue() : "")); };
  if (auto f = dyn_cast<DIFileAttr>(attr)) {
    w.varint(uint64_t(DebugTag::File));
    str(f.getName());
    str(f.getDirectory());
  } else if (auto cu = dyn_cast<DICompileUnitAttr>(attr)) {
    uint64_t file = debugIndex(cu.getFile());
    w.varint(uint64_t(DebugTag::CompileUnit));
    w.varint(file);
  } else if (auto sp = dyn_cast<DISubprogramAttr>(attr)) {
    uint64_t file = debugIndex(sp.getFile());
    uint64_t cu = debugIndex(sp.getCompileUnit());
    w.varint(uint64_t(DebugTag::Subprogram));
    w.varint(file);
    w.varint(sp.getLine());
    str(sp.getName());
    str(sp.getLinkageName());
    w.varint(cu);
    w.varint(sp.getScopeLine());
  } else if (auto lb = dyn_cast<DILexicalBlockAttr>(attr)) {
    uint64_t scope = debugIndex(lb.getScope());
    uint64_t file = debugIndex(lb.getFile());
    w.varint(uint64_t(DebugTag::LexicalBlock));
    w.varint(scope);
    w.varint(file);
    w.varint(lb.getLine());
    w.varint(lb.getColumn());
  } else if (auto loc = dyn_cast<DILocAttr>(attr)) {
    uint64_t scope = debugIndex(loc.getScope());
    w.varint(uint64_t(DebugTag::Loc));
    w.varint(scope);
    w.varint(stringIndex(loc.getSourceLoc().getFilename()));
    w.varint(loc.getSourceLoc().getLine());
    w.varint(loc.getSourceLoc().getColumn());
  } else if (auto cs = dyn_cast<CallSiteLoc>(attr)) {
    uint64_t callee = debugIndex(cs.getCallee());
    uint64_t caller = debugIndex(cs.getCaller());
    if (!callee && !caller)
      return 0;
    w.varint(uint64_t(DebugTag::CallSite));
    w.varint(callee);
    w.varint(caller);
  } else if (auto name = dyn_cast<NameLoc>(attr)) {
    // Names have no record; the location they wrap is kept.
    return debugIndex(name.getChildLoc());
  } else if (auto fused = dyn_cast<FusedLoc>(attr)) {
    for (Location l : fused.getLocations())
      if (uint64_t i = debugIndex(l))
        return i;
    return 0;
  } else {
    // Plain file locations need a scope to be kept: they read as unknown.
    return 0;
  }
  uint64_t index = debugList.size() + 1;
  debugRecords[attr] = index;
  debugList.push_back(std::move(w));
  return index;
}

void Writer::recordLocation(Location loc) {
  if (currentDebug)
    currentDebug->push_back(debugIndex(loc));
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult Writer::writeBlock(Block &block, ByteWriter &w) {
  size_t scope = valueStack.size();
  w.varint(block.getNumArguments());
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<uint64_t> t = typeIndex(arg.getType(), arg.getLoc());
    if (failed(t))
      return failure();
    w.varint(*t);
    valueIds[arg] = valueStack.size();
    valueStack.push_back(arg);
  }
  w.varint(block.getOperations().size());
  for (Operation &op : block)
    if (failed(writeOp(&op, w)))
      return failure();
  // Values of the block go out of scope with it.
  while (valueStack.size() > scope) {
    valueIds.erase(valueStack.back());
    valueStack.pop_back();
  }
  return success();
}

LogicalResult Writer::writeOp(Operation *op, ByteWriter &w) {
  StringRef fullName = op->getName().getStringRef();
  const OpSpec *spec = nullptr;
  if (fullName.consume_front("cuda_tile."))
    spec = lookupOp(fullName);
  if (!spec)
    return op->emitError() << "'" << op->getName()
                           << "' cannot be written as Tile IR bytecode";
  if (failed(needs(spec->since, op->getLoc(),
                   Twine("'cuda_tile.") + spec->name + "'")))
    return failure();
  if (!spec->variadicResults && op->getNumResults() != spec->resultSince.size())
    return op->emitError() << "expected " << spec->resultSince.size()
                           << " results for bytecode";
  if (op->getNumRegions() != spec->numRegions)
    return op->emitError() << "expected " << spec->numRegions
                           << " regions for bytecode";

  recordLocation(op->getLoc());
  w.varint(spec->opcode);

  // Results the target knows; a newer result may be dropped if unused.
  SmallVector<Value> written;
  for (OpResult r : op->getResults()) {
    unsigned since =
        spec->variadicResults ? spec->since : spec->resultSince[r.getResultNumber()];
    if (version.atLeast(since)) {
      written.push_back(r);
    } else if (!r.use_empty()) {
      return op->emitError() << "result #" << r.getResultNumber()
                             << " requires bytecode version "
                             << versionName(since) << ", but the target is "
                             << version.str();
    }
  }
  if (spec->writesResultCount)
    w.varint(written.size());
  for (Value r : written) {
    FailureOr<uint64_t> t = typeIndex(r.getType(), op->getLoc());
    if (failed(t))
      return failure();
    w.varint(*t);
  }

  // Operand groups.
  SmallVector<int32_t> sizes;
  if (spec->sizedSegments) {
    auto seg = dyn_cast_or_null<DenseI32ArrayAttr>(op->getAttr("operandSegmentSizes"));
    if (!seg || seg.size() != int64_t(spec->operands.size()))
      return op->emitError() << "operand segments do not match the bytecode layout";
    sizes.assign(seg.asArrayRef().begin(), seg.asArrayRef().end());
  } else {
    int64_t fixed = 0;
    for (const OperandSpec &o : spec->operands)
      fixed += o.kind == OperandKind::Single;
    for (const OperandSpec &o : spec->operands)
      sizes.push_back(o.kind == OperandKind::Single
                          ? 1
                          : int32_t(op->getNumOperands() - fixed));
  }
  auto groupSize = [&](StringRef name) -> int64_t {
    for (auto [o, n] : llvm::zip(spec->operands, sizes))
      if (o.name == name)
        return n;
    return 0;
  };

  // Presence bits.
  uint64_t flags = 0;
  for (const AttrSpec &a : spec->attrs) {
    if (!a.optional || a.foreign || !op->getAttr(a.name))
      continue;
    if (failed(needs(a.since, op->getLoc(),
                     Twine("attribute '") + a.name + "' of '" +
                         op->getName().getStringRef() + "'")))
      return failure();
    flags |= uint64_t(1) << a.flagBit;
  }
  for (auto [o, n] : llvm::zip(spec->operands, sizes)) {
    if (o.kind != OperandKind::Optional || n == 0)
      continue;
    if (failed(needs(o.since, op->getLoc(),
                     Twine("operand '") + o.name + "' of '" +
                         op->getName().getStringRef() + "'")))
      return failure();
    if (o.flagBit >= 0)
      flags |= uint64_t(1) << o.flagBit;
  }
  if (spec->hasFlags && version.atLeast(spec->flagsSince))
    w.varint(flags);

  // Attributes.
  for (const AttrSpec &a : spec->attrs) {
    if (a.foreign) {
      // Never drop it silently should the dialect gain the attribute.
      if (op->getAttr(a.name))
        return op->emitError() << "attribute '" << a.name
                               << "' is not written by this bytecode writer yet";
      if (a.kind == AttrKind::BoolArray && version.atLeast(a.since)) {
        int64_t n = groupSize("index");
        w.varint(n);
        for (int64_t i = 0; i < n; ++i)
          w.byte(0);
      }
      continue;
    }
    if (a.perIndex) {
      auto flags = dyn_cast_or_null<DenseBoolArrayAttr>(op->getAttr(a.name));
      bool any = flags && llvm::is_contained(flags.asArrayRef(), true);
      if (any && failed(needs(a.since, op->getLoc(),
                              Twine("attribute '") + a.name + "' of '" +
                                  op->getName().getStringRef() + "'")))
        return failure();
      if (!version.atLeast(a.since))
        continue;
      int64_t n = groupSize("index");
      w.varint(n);
      for (int64_t i = 0; i < n; ++i)
        w.byte(flags && flags[i] ? 1 : 0);
      continue;
    }
    Attribute attr = op->getAttr(a.name);
    if (a.kind == AttrKind::Unit || (a.optional && !attr))
      continue;
    if (a.optional) {
      if (failed(writeAttr(op, a, attr, w)))
        return failure();
      continue;
    }
    if (!attr && !a.defaultValue)
      return op->emitError() << "attribute '" << a.name
                             << "' is required in bytecode";
    if (!version.atLeast(a.since)) {
      // Older versions can only mean the default.
      std::optional<int64_t> n = attr ? enumNumber(attr) : a.defaultValue;
      if (n != a.defaultValue)
        return op->emitError()
               << "attribute '" << a.name << "' other than its default requires "
               << "bytecode version " << versionName(a.since)
               << ", but the target is " << version.str();
      continue;
    }
    if (!attr) {
      w.varint(uint64_t(*a.defaultValue));
      continue;
    }
    if (failed(writeAttr(op, a, attr, w)))
      return failure();
  }

  // Operands.
  auto writeValue = [&](Value v) -> LogicalResult {
    auto it = valueIds.find(v);
    if (it == valueIds.end())
      return op->emitError() << "operand is not defined in an enclosing "
                                "block of the same function";
    w.varint(it->second);
    return success();
  };
  if (spec->sizedSegments) {
    unsigned next = 0;
    for (auto [o, n] : llvm::zip(spec->operands, sizes)) {
      if (o.kind == OperandKind::Variadic)
        w.varint(n);
      for (int32_t i = 0; i < n; ++i)
        if (failed(writeValue(op->getOperand(next++))))
          return failure();
    }
  } else if (!spec->operands.empty()) {
    bool counted = llvm::any_of(spec->operands, [](const OperandSpec &o) {
      return o.kind != OperandKind::Single;
    });
    if (counted)
      w.varint(op->getNumOperands());
    else if (op->getNumOperands() != spec->operands.size())
      return op->emitError() << "expected " << spec->operands.size()
                             << " operands for bytecode";
    for (Value v : op->getOperands())
      if (failed(writeValue(v)))
        return failure();
  }

  // Regions.
  if (spec->numRegions) {
    w.varint(op->getNumRegions());
    for (Region &region : op->getRegions()) {
      w.varint(region.getBlocks().size());
      for (Block &block : region)
        if (failed(writeBlock(block, w)))
          return failure();
    }
  }

  for (Value r : written) {
    valueIds[r] = valueStack.size();
    valueStack.push_back(r);
  }
  return success();
}

LogicalResult Writer::writeFunction(EntryOp entry, ByteWriter &w) {
  Location loc = entry.getLoc();
  if (auto argAttrs = entry.getArgAttrsAttr())
    for (Attribute a : argAttrs)
      if (auto d = dyn_cast<DictionaryAttr>(a); d && !d.empty())
        return entry.emitError() << "argument attributes cannot be written as "
                                    "Tile IR bytecode";
  if (auto resAttrs = entry.getResAttrsAttr())
    for (Attribute a : resAttrs)
      if (auto d = dyn_cast<DictionaryAttr>(a); d && !d.empty())
        return entry.emitError() << "result attributes cannot be written as "
                                    "Tile IR bytecode";

  // Readers of the format take kernel parameters as scalars only.
  for (auto [i, t] : llvm::enumerate(entry.getArgumentTypes())) {
    auto tile = dyn_cast<TileType>(t);
    if (!tile || tile.getRank() != 0)
      return entry.emitError() << "entry argument #" << i << " of type " << t
                               << " cannot be written as Tile IR bytecode: "
                                  "kernel parameters must be rank-0 tiles";
  }

  w.varint(stringIndex(entry.getSymName()));
  FailureOr<uint64_t> sig = typeIndex(entry.getFunctionType(), loc);
  if (failed(sig))
    return failure();
  w.varint(*sig);
  OptimizationHintsAttr hints = entry.getOptimizationHintsAttr();
  w.byte(kFuncKernel | (hints ? kFuncHasHints : 0));

  // Ops keep their scopes only inside a function that has one.
  uint64_t funcDebug = 0;
  currentDebug = nullptr;
  if (uint64_t record = debugIndex(loc); record && isa<DILocAttr>(loc)) {
    debugPerFunction.push_back({record});
    currentDebug = &debugPerFunction.back();
    funcDebug = debugPerFunction.size();
  }
  w.varint(funcDebug);
  if (hints) {
    w.varint(uint64_t(AttrTag::OptimizationHints));
    if (failed(writeDictionary(hints.getValue(), loc, w)))
      return failure();
  }

  valueIds.clear();
  valueStack.clear();
  Block &body = entry.getBody().front();
  for (BlockArgument arg : body.getArguments()) {
    valueIds[arg] = valueStack.size();
    valueStack.push_back(arg);
  }
  ByteWriter ops;
  for (Operation &op : body)
    if (failed(writeOp(&op, ops)))
      return failure();
  currentDebug = nullptr;
  w.varint(ops.size());
  w.raw(ops.data());
  return success();
}

LogicalResult Writer::writeGlobals(ByteWriter &w) {
  SmallVector<GlobalOp> globals(module.getBody().getOps<GlobalOp>());
  w.varint(globals.size());
  for (GlobalOp global : globals) {
    Location loc = global.getLoc();
    bool isPrivate = global.getSymbolVisibility() &&
                     *global.getSymbolVisibility() == SymbolVisibility::Private;
    if (isPrivate && failed(needs(V13_3, loc, "a private global")))
      return failure();
    if (global.getConstant() && failed(needs(V13_3, loc, "a constant global")))
      return failure();
    w.varint(stringIndex(global.getSymName()));
    DenseElementsAttr value = global.getValue();
    FailureOr<uint64_t> t = typeIndex(value.getType(), loc);
    FailureOr<uint64_t> c = constantIndex(value, loc);
    if (failed(t) || failed(c))
      return failure();
    w.varint(*t);
    w.varint(*c);
    w.varint(global.getAlignment());
    if (version.atLeast(V13_3)) {
      w.varint(isPrivate ? 1 : 0);
      w.varint(global.getConstant() ? 1 : 0);
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Sections
//===----------------------------------------------------------------------===//

namespace {
/// Writes a table of entries preceded by their count and an offset array of
/// `offsetBytes`-wide offsets aligned to that width.
void writeTable(ByteWriter &w, llvm::ArrayRef<ByteWriter> entries,
                unsigned offsetBytes) {
  w.varint(entries.size());
  if (entries.empty())
    return;
  w.alignTo(offsetBytes);
  uint64_t offset = 0;
  for (const ByteWriter &e : entries) {
    if (offsetBytes == 4)
      w.fixed<uint32_t>(offset);
    else
      w.fixed<uint64_t>(offset);
    offset += e.size();
  }
  for (const ByteWriter &e : entries)
    w.raw(e.data());
}

void emitSection(ByteWriter &file, Section id, const ByteWriter &payload,
                 unsigned alignment) {
  file.byte(uint8_t(id) | (alignment > 1 ? 0x80 : 0));
  file.varint(payload.size());
  if (alignment > 1) {
    file.varint(alignment);
    file.alignTo(alignment);
  }
  file.raw(payload.data());
}
} // namespace

LogicalResult Writer::run(llvm::raw_ostream &os) {
  if (!Version::isSupported(version.major, version.minor))
    return module.emitError() << "cannot write bytecode version "
                              << version.str();
  for (Operation &op : module.getBody().front())
    if (!isa<EntryOp, GlobalOp>(op))
      return op.emitError() << "only entries and globals can be written at "
                               "the top of a bytecode module";
  if (auto producer = module.getProducerAttr()) {
    if (failed(needs(V13_3, module.getLoc(), "the 'producer' attribute")))
      return failure();
  }

  ByteWriter globals, funcs;
  bool hasGlobals = !module.getBody().getOps<GlobalOp>().empty();
  if (hasGlobals && failed(writeGlobals(globals)))
    return failure();
  SmallVector<EntryOp> entries(module.getBody().getOps<EntryOp>());
  funcs.varint(entries.size());
  for (EntryOp entry : entries)
    if (failed(writeFunction(entry, funcs)))
      return failure();
  funcs.alignTo(8);

  ByteWriter constantSection;
  writeTable(constantSection, constantList, 8);

  ByteWriter debugSection;
  if (!debugPerFunction.empty()) {
    debugSection.varint(debugPerFunction.size());
    debugSection.alignTo(4);
    uint64_t total = 0;
    for (auto &f : debugPerFunction) {
      debugSection.fixed<uint32_t>(total);
      total += f.size();
    }
    debugSection.varint(total);
    debugSection.alignTo(8);
    for (auto &f : debugPerFunction)
      for (uint64_t record : f)
        debugSection.fixed<uint64_t>(record);
    writeTable(debugSection, debugList, 4);
  }

  ByteWriter typeSection;
  writeTable(typeSection, typeList, 4);

  ByteWriter producerSection;
  if (auto producer = module.getProducerAttr())
    producerSection.varint(stringIndex(producer.getValue()));

  ByteWriter stringSection;
  {
    std::vector<ByteWriter> entries(stringList.size());
    for (auto [e, s] : llvm::zip(entries, stringList))
      e.raw(StringRef(s));
    writeTable(stringSection, entries, 4);
  }

  ByteWriter file;
  file.raw(ArrayRef<uint8_t>(kMagic));
  file.byte(version.major);
  file.byte(version.minor);
  file.fixed<uint16_t>(version.tag);
  if (hasGlobals)
    emitSection(file, Section::Global, globals, 1);
  emitSection(file, Section::Func, funcs, 8);
  if (!constantList.empty())
    emitSection(file, Section::Constant, constantSection, 8);
  if (!debugPerFunction.empty())
    emitSection(file, Section::Debug, debugSection, 8);
  emitSection(file, Section::Type, typeSection, 4);
  if (module.getProducerAttr())
    emitSection(file, Section::Producer, producerSection, 1);
  emitSection(file, Section::String, stringSection, 4);
  file.byte(uint8_t(Section::End));

  os.write(reinterpret_cast<const char *>(file.data().data()), file.size());
  return success();
}

bool tileiras::bytecode::isBytecode(llvm::MemoryBufferRef buffer) {
  return buffer.getBufferSize() >= sizeof(kMagic) &&
         std::memcmp(buffer.getBufferStart(), kMagic, sizeof(kMagic)) == 0;
}

LogicalResult tileiras::bytecode::writeBytecode(cuda_tile::ModuleOp module,
                                                llvm::raw_ostream &os,
                                                Version version) {
  return Writer(module, version).run(os);
}
