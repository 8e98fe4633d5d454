//===- CudaTileMemoryOps.cpp - memory, views, tokens, atomics --------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Keyword modifiers
//===----------------------------------------------------------------------===//

/// Parses one keyword of an enum; an unknown keyword names the attribute and
/// lists every keyword of the enum.
template <typename EnumT, typename SymbolizeFn, typename StringifyFn>
static ParseResult parseEnumKeyword(OpAsmParser &parser, EnumT &value,
                                    StringRef attrName,
                                    ArrayRef<EnumT> allCases,
                                    SymbolizeFn symbolize,
                                    StringifyFn stringify) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  std::optional<EnumT> parsed;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    parsed = symbolize(keyword);
  if (!parsed) {
    InFlightDiagnostic diag = parser.emitError(loc)
                              << "expected string or keyword containing one "
                                 "of the following enum values for attribute '"
                              << attrName << "' [";
    llvm::interleaveComma(allCases, diag,
                          [&](EnumT c) { diag << stringify(c); });
    return diag << "]";
  }
  value = *parsed;
  return success();
}

static constexpr MemoryOrdering kAllOrderings[] = {
    MemoryOrdering::Weak, MemoryOrdering::Relaxed, MemoryOrdering::Acquire,
    MemoryOrdering::Release, MemoryOrdering::AcqRel};
static constexpr MemoryScope kAllScopes[] = {
    MemoryScope::TileBlock, MemoryScope::Device, MemoryScope::System};
static constexpr AtomicRMWMode kAllRMWModes[] = {
    AtomicRMWMode::And,  AtomicRMWMode::Or,   AtomicRMWMode::Xor,
    AtomicRMWMode::Add,  AtomicRMWMode::AddF, AtomicRMWMode::Max,
    AtomicRMWMode::Min,  AtomicRMWMode::UMax, AtomicRMWMode::UMin,
    AtomicRMWMode::Xchg};

static ParseResult parseOrderingKeyword(OpAsmParser &parser,
                                        MemoryOrderingAttr &attr) {
  MemoryOrdering value = MemoryOrdering::Weak;
  if (parseEnumKeyword(parser, value, "memory_ordering_semantics",
                       ArrayRef(kAllOrderings),
                       [](StringRef k) { return symbolizeMemoryOrdering(k); },
                       stringifyMemoryOrdering))
    return failure();
  attr = MemoryOrderingAttr::get(parser.getContext(), value);
  return success();
}

/// `weak`, `relaxed`, `acquire`, ... (loads and stores).
static ParseResult parseMemoryOrdering(OpAsmParser &parser,
                                       MemoryOrderingAttr &attr) {
  return parseOrderingKeyword(parser, attr);
}
static void printMemoryOrdering(OpAsmPrinter &printer, Operation *,
                                MemoryOrderingAttr attr) {
  printer << stringifyMemoryOrdering(attr.getValue());
}

/// The same for atomics.
static ParseResult parseAtomicOrdering(OpAsmParser &parser,
                                       MemoryOrderingAttr &attr) {
  return parseOrderingKeyword(parser, attr);
}
static void printAtomicOrdering(OpAsmPrinter &printer, Operation *op,
                                MemoryOrderingAttr attr) {
  printMemoryOrdering(printer, op, attr);
}

/// A required scope: `tl_blk`, `device` or `sys`.
static ParseResult parseMemoryScope(OpAsmParser &parser, MemoryScopeAttr &attr) {
  MemoryScope value = MemoryScope::Device;
  if (parseEnumKeyword(parser, value, "memory_scope", ArrayRef(kAllScopes),
                       [](StringRef k) { return symbolizeMemoryScope(k); },
                       stringifyMemoryScope))
    return failure();
  attr = MemoryScopeAttr::get(parser.getContext(), value);
  return success();
}
static void printMemoryScope(OpAsmPrinter &printer, Operation *,
                             MemoryScopeAttr attr) {
  printer << stringifyMemoryScope(attr.getValue());
}

/// An optional scope; any other keyword is left for what follows. The
/// printer writes its own leading space.
static ParseResult parseOptionalMemoryScope(OpAsmParser &parser,
                                            MemoryScopeAttr &attr) {
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword,
                                         {"tl_blk", "device", "sys"})))
    return success();
  attr = MemoryScopeAttr::get(parser.getContext(),
                              *symbolizeMemoryScope(keyword));
  return success();
}
static void printOptionalMemoryScope(OpAsmPrinter &printer, Operation *,
                                     MemoryScopeAttr attr) {
  if (attr)
    printer << ' ' << stringifyMemoryScope(attr.getValue());
}

static ParseResult parseAtomicRMWMode(OpAsmParser &parser,
                                      AtomicRMWModeAttr &attr) {
  AtomicRMWMode value = AtomicRMWMode::Add;
  if (parseEnumKeyword(parser, value, "mode", ArrayRef(kAllRMWModes),
                       [](StringRef k) { return symbolizeAtomicRMWMode(k); },
                       stringifyAtomicRMWMode))
    return failure();
  attr = AtomicRMWModeAttr::get(parser.getContext(), value);
  return success();
}
static void printAtomicRMWMode(OpAsmPrinter &printer, Operation *,
                               AtomicRMWModeAttr attr) {
  printer << stringifyAtomicRMWMode(attr.getValue());
}

/// `relaxed device` before a view access: any keyword is read as an ordering,
/// and a following keyword as a scope.
static ParseResult parseViewMemoryAttributes(OpAsmParser &parser,
                                             MemoryOrderingAttr &ordering,
                                             MemoryScopeAttr &scope) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrdering> parsedOrdering =
      symbolizeMemoryOrdering(keyword);
  if (!parsedOrdering)
    return parser.emitError(loc)
           << "invalid memory_ordering_semantics attribute specification. "
              "Got \""
           << keyword
           << "\" but expect one of: weak, relaxed, acquire, release, acq_rel";
  ordering = MemoryOrderingAttr::get(parser.getContext(), *parsedOrdering);

  loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return success();
  if (*parsedOrdering == MemoryOrdering::Weak)
    return parser.emitError(loc)
           << "operation specifies weak memory ordering semantics, but then "
              "provides \""
           << keyword << "\" scope, expected no memory scope.";
  std::optional<MemoryScope> parsedScope = symbolizeMemoryScope(keyword);
  if (!parsedScope)
    return parser.emitError(loc)
           << "invalid memory_scope attribute specification. Got \"" << keyword
           << "\" but expect one of: tl_blk, device, sys";
  scope = MemoryScopeAttr::get(parser.getContext(), *parsedScope);
  return success();
}

static void printViewMemoryAttributes(OpAsmPrinter &printer,
                                      MemoryOrderingAttr ordering,
                                      MemoryScopeAttr scope) {
  printer << ' ' << stringifyMemoryOrdering(ordering.getValue());
  if (scope)
    printer << ' ' << stringifyMemoryScope(scope.getValue());
}

//===----------------------------------------------------------------------===//
// Tiled view result types
//===----------------------------------------------------------------------===//

/// The result type of make_*_view; the operand is the tensor_view it names.
template <typename ViewT>
static ParseResult parseTiledViewTypeImpl(OpAsmParser &parser, Type &result,
                                          Type &tensorView, StringRef name) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = dyn_cast<ViewT>(type);
  if (!view)
    return parser.emitError(loc)
           << "expected '" << name << "' type, but got " << type;
  result = view;
  tensorView = view.getTensorView();
  return success();
}

//===----------------------------------------------------------------------===//
// Index lists of view accesses
//===----------------------------------------------------------------------===//

/// `, tile<i32>` (one type for all indices) or `, tile<i32>, tile<i64>`.
static ParseResult parseIndexTypes(OpAsmParser &parser, size_t numIndices,
                                   SmallVectorImpl<Type> &indexTypes,
                                   SMLoc &typeLoc) {
  typeLoc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalComma()))
    return success();
  typeLoc = parser.getCurrentLocation();
  do {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    indexTypes.push_back(type);
  } while (succeeded(parser.parseOptionalComma()));
  if (indexTypes.size() == 1)
    indexTypes.resize(numIndices, indexTypes.front());
  return success();
}

static ParseResult
resolveIndices(OpAsmParser &parser,
               ArrayRef<OpAsmParser::UnresolvedOperand> indices,
               ArrayRef<Type> indexTypes, SMLoc typeLoc,
               SmallVectorImpl<Value> &operands) {
  if (!indices.empty() && indexTypes.empty())
    return parser.emitError(typeLoc)
           << "index types must be specified when indices are present";
  if (indexTypes.size() != indices.size())
    return parser.emitError(typeLoc)
           << "expected " << indices.size() << " index types, got "
           << indexTypes.size();
  return parser.resolveOperands(indices, indexTypes, typeLoc, operands);
}

static void printIndexTypes(OpAsmPrinter &printer, ValueRange indices) {
  if (indices.empty())
    return;
  if (llvm::all_equal(indices.getTypes())) {
    printer << ", ";
    printCudaTileType(printer, indices.front().getType());
    return;
  }
  for (Value index : indices) {
    printer << ", ";
    printCudaTileType(printer, index.getType());
  }
}

/// `%view[%i, %j]`
static ParseResult
parseIndexedView(OpAsmParser &parser, OpAsmParser::UnresolvedOperand &view,
                 SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices) {
  return failure(parser.parseOperand(view) ||
                 parser.parseOperandList(indices,
                                         OpAsmParser::Delimiter::Square));
}

static void printIndexedView(OpAsmPrinter &printer, Value view,
                             ValueRange indices) {
  printer << ' ';
  printer.printOperand(view);
  printer << '[';
  printer.printOperands(indices);
  printer << ']';
}

/// ` token = %t` and ` optimization_hints = <...>`, then the attributes.
static ParseResult
parseTokenAndHints(OpAsmParser &parser, bool &hasToken,
                   OpAsmParser::UnresolvedOperand &token,
                   OptimizationHintsAttr *hints, NamedAttrList &attributes) {
  hasToken = succeeded(parser.parseOptionalKeyword("token"));
  if (hasToken && (parser.parseEqual() || parser.parseOperand(token)))
    return failure();
  if (hints && succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    if (parser.parseEqual())
      return failure();
    Attribute attr = OptimizationHintsAttr::parse(parser, Type());
    if (!attr)
      return failure();
    *hints = cast<OptimizationHintsAttr>(attr);
  }
  return parser.parseOptionalAttrDictWithKeyword(attributes);
}

static void printTokenAndHints(OpAsmPrinter &printer, Operation *op,
                               Value token, OptimizationHintsAttr hints,
                               ArrayRef<StringRef> elided) {
  if (token) {
    printer << " token = ";
    printer.printOperand(token);
  }
  if (hints) {
    printer << " optimization_hints = ";
    hints.print(printer);
  }
  printer.printOptionalAttrDictWithKeyword(op->getAttrs(), elided);
}

static void addViewAccessAttributes(OperationState &result,
                                    MemoryOrderingAttr ordering,
                                    MemoryScopeAttr scope,
                                    OptimizationHintsAttr hints,
                                    NamedAttrList &attributes,
                                    ArrayRef<int32_t> segments, Builder &b) {
  result.addAttribute("memory_ordering_semantics", ordering);
  if (scope)
    result.addAttribute("memory_scope", scope);
  if (hints)
    result.addAttribute("optimization_hints", hints);
  result.addAttributes(attributes);
  result.addAttribute("operandSegmentSizes", b.getDenseI32ArrayAttr(segments));
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

/// Is `ptrType` a tile of pointers to the elements of `valueType`, of the
/// same shape?
static bool isPointerTileOf(Type ptrType, Type valueType) {
  auto ptrs = dyn_cast<TileType>(ptrType);
  auto values = dyn_cast<TileType>(valueType);
  if (!ptrs || !values || ptrs.getShape() != values.getShape())
    return false;
  auto pointer = dyn_cast<PointerType>(ptrs.getElementType());
  return pointer && pointer.getPointeeType() == values.getElementType();
}

static bool haveSameShape(Type a, Type b) {
  return cast<TileType>(a).getShape() == cast<TileType>(b).getShape();
}

template <typename OpT>
static LogicalResult verifyViewAccess(OpT op, Type tileType) {
  auto view = cast<TileViewTypeInterface>(op.getView().getType());
  TypeRange indexTypes = op.getIndex().getTypes();
  if (indexTypes.size() != view.getViewIndexRank())
    return op.emitOpError() << "expected " << view.getViewIndexRank()
                            << " index operands (based on view type), got "
                            << indexTypes.size();
  if (std::optional<ArrayRef<bool>> inbounds = op.getInbounds();
      inbounds && inbounds->size() != indexTypes.size())
    return op.emitOpError() << "expected " << indexTypes.size()
                            << " inbounds flags (one per index), got "
                            << inbounds->size();
  if (tileType != view.getViewTileType())
    return op.emitOpError() << "expected tile type to be "
                            << view.getViewTileType()
                            << " (based on view type), got " << tileType;
  return view.verifyIndices([&]() { return op.emitOpError(); }, indexTypes);
}

/// Element types each read-modify-write mode works on.
static LogicalResult verifyRMWMode(Operation *op, AtomicRMWMode mode,
                                   Type elementType) {
  StringRef name = stringifyAtomicRMWMode(mode);
  switch (mode) {
  case AtomicRMWMode::AddF:
    if (!elementType.isF16() && !elementType.isBF16() &&
        !elementType.isF32() && !elementType.isF64())
      return op->emitOpError("'")
             << name << "' works only with floats f16, bf16, f32, and f64";
    return success();
  case AtomicRMWMode::Xchg: {
    bool isIntOrFloat = isa<IntegerType, FloatType>(elementType);
    if (!isIntOrFloat || (elementType.getIntOrFloatBitWidth() != 32 &&
                          elementType.getIntOrFloatBitWidth() != 64))
      return op->emitOpError("'") << name
                                  << "' works only with integers or float of "
                                     "32 or 64 bitwidth";
    return success();
  }
  default:
    if (!elementType.isInteger(32) && !elementType.isInteger(64))
      return op->emitOpError("'")
             << name << "' works only with integers i32 and i64";
    return success();
  }
}

static LogicalResult verifyAtomicOrdering(Operation *op,
                                          MemoryOrdering ordering) {
  if (ordering == MemoryOrdering::Weak)
    return op->emitOpError("memory ordering semantics must be one of: "
                           "relaxed, acquire, release, acq_rel");
  return success();
}

//===----------------------------------------------------------------------===//
// Generated definitions
//===----------------------------------------------------------------------===//

#define TILED_VIEW_RESULT(NAME, VIEW, KEYWORD)                                 \
  static ParseResult parse##NAME(OpAsmParser &parser, Type &result,            \
                                 Type &tensorView) {                           \
    return parseTiledViewTypeImpl<VIEW>(parser, result, tensorView, KEYWORD);  \
  }                                                                            \
  static void print##NAME(OpAsmPrinter &printer, Operation *, Type result,     \
                          Type) {                                              \
    printCudaTileType(printer, result);                                        \
  }
TILED_VIEW_RESULT(PartitionViewResult, PartitionViewType, "partition_view")
TILED_VIEW_RESULT(StridedViewResult, StridedViewType, "strided_view")
TILED_VIEW_RESULT(GatherScatterViewResult, GatherScatterViewType,
                  "gather_scatter_view")
#undef TILED_VIEW_RESULT

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileMemoryOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("expect two or more tokens");
  return success();
}

//===----------------------------------------------------------------------===//
// Pointer loads and stores
//===----------------------------------------------------------------------===//

LogicalResult LoadPtrTkoOp::verify() {
  if (!isPointerTileOf(getSource().getType(), getResult().getType()))
    return emitOpError("failed to verify that `source` type is expected a "
                       "pointer type of `result` type");
  if (getMask() && !haveSameShape(getMask().getType(), getSource().getType()))
    return emitOpError("failed to verify that shape of 'mask' must match the "
                       "shape of 'source'");
  if (getPaddingValue() &&
      getPaddingValue().getType() != getResult().getType())
    return emitOpError("failed to verify that type of 'paddingValue' must "
                       "match the type of 'result'");
  return verifyLoadOrdering(*this, getMemoryOrderingSemantics(),
                            getMemoryScope());
}

LogicalResult StorePtrTkoOp::verify() {
  if (!isPointerTileOf(getDestination().getType(), getValue().getType()))
    return emitOpError("failed to verify that `destination` type is expected "
                       "a pointer type of `value` type");
  if (getMask() &&
      !haveSameShape(getMask().getType(), getDestination().getType()))
    return emitOpError("failed to verify that shape of 'destination' must "
                       "match the shape of 'mask'");
  return verifyStoreOrdering(*this, getMemoryOrderingSemantics(),
                             getMemoryScope());
}

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

namespace {
/// One entry of `shape = [...]` or `strides = [...]`: a constant or a value.
struct SizeEntry {
  int64_t value;
  SMLoc loc;
};
} // namespace

static ParseResult
parseSizeList(OpAsmParser &parser, StringRef keyword,
              SmallVectorImpl<SizeEntry> &entries,
              SmallVectorImpl<OpAsmParser::UnresolvedOperand> &values,
              SMLoc &listLoc) {
  if (parser.parseKeyword(keyword) || parser.parseEqual())
    return failure();
  listLoc = parser.getCurrentLocation();
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        int64_t constant = 0;
        OptionalParseResult isInt = parser.parseOptionalInteger(constant);
        if (isInt.has_value()) {
          if (failed(*isInt))
            return failure();
          entries.push_back({constant, loc});
          return success();
        }
        OpAsmParser::UnresolvedOperand operand;
        OptionalParseResult isValue = parser.parseOptionalOperand(operand);
        if (!isValue.has_value())
          return parser.emitError(loc, "expected either integer or SSA value");
        if (failed(*isValue))
          return failure();
        values.push_back(operand);
        entries.push_back({TensorViewType::kDynamic, loc});
        return success();
      });
}

/// Compares what the op writes with what its type says.
static ParseResult checkSizeList(OpAsmParser &parser,
                                 ArrayRef<SizeEntry> entries,
                                 ArrayRef<int64_t> expected, SMLoc listLoc,
                                 StringRef name) {
  if (entries.size() != expected.size())
    return parser.emitError(listLoc)
           << "expected " << name << " declaration to contain "
           << expected.size() << " elements due to tensor_view type, but "
           << entries.size() << " were provided";
  auto format = [](InFlightDiagnostic &diag, int64_t v) {
    if (v == TensorViewType::kDynamic)
      diag << "dynamic";
    else
      diag << v;
  };
  for (auto [i, entry, want] : llvm::enumerate(entries, expected)) {
    if (entry.value == want)
      continue;
    InFlightDiagnostic diag = parser.emitError(entry.loc);
    diag << "input " << name << " dimension " << i
         << " does not match tensor_view type (expected ";
    format(diag, want);
    diag << ", got ";
    format(diag, entry.value);
    return diag << ")";
  }
  return success();
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<SizeEntry> shape, strides;
  SmallVector<OpAsmParser::UnresolvedOperand> dynShape, dynStrides;
  SMLoc shapeLoc, stridesLoc;
  if (parser.parseOperand(base) || parser.parseComma() ||
      parseSizeList(parser, "shape", shape, dynShape, shapeLoc) ||
      parser.parseComma() ||
      parseSizeList(parser, "strides", strides, dynStrides, stridesLoc) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();

  Type indexType;
  if (!dynShape.empty() || !dynStrides.empty())
    if (parseCudaTileType(parser, indexType) || parser.parseArrow())
      return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  auto tensorView = dyn_cast<TensorViewType>(type);
  if (!tensorView)
    return parser.emitError(typeLoc)
           << "expected 'tensor_view' type, but got " << type;
  if (checkSizeList(parser, shape, tensorView.getShape(), shapeLoc, "shape") ||
      checkSizeList(parser, strides, tensorView.getStrides(), stridesLoc,
                    "stride"))
    return failure();

  Type baseType =
      getScalarTileType(PointerType::get(tensorView.getElementType()));
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(dynShape, indexType, result.operands) ||
      parser.resolveOperands(dynStrides, indexType, result.operands))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, static_cast<int32_t>(dynShape.size()),
                           static_cast<int32_t>(dynStrides.size())}));
  result.addTypes(tensorView);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  auto printList = [&](ArrayRef<int64_t> sizes, ValueRange dynamic) {
    auto next = dynamic.begin();
    printer << '[';
    llvm::interleaveComma(sizes, printer, [&](int64_t size) {
      if (size == TensorViewType::kDynamic && next != dynamic.end())
        printer.printOperand(*next++);
      else
        printer << size;
    });
    printer << ']';
  };
  TensorViewType type = getResult().getType();
  printer << ' ';
  printer.printOperand(getBase());
  printer << ", shape = ";
  printList(type.getShape(), getDynamicShape());
  printer << ", strides = ";
  printList(type.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"operandSegmentSizes"});
  printer << " : ";
  if (!getDynamicShape().empty() || !getDynamicStrides().empty()) {
    Value first = !getDynamicShape().empty() ? getDynamicShape().front()
                                             : getDynamicStrides().front();
    printCudaTileType(printer, first.getType());
    printer << " -> ";
  }
  printCudaTileType(printer, type);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType type = getResult().getType();
  Type pointee =
      cast<PointerType>(getBase().getType().getElementType()).getPointeeType();
  if (type.getElementType() != pointee)
    return emitOpError("expected pointer to ")
           << type.getElementType()
           << " to build tensor_view of this type, got " << pointee;
  if (type.getNumDynamicSizes() != getDynamicShape().size())
    return emitOpError("expected ")
           << type.getNumDynamicSizes() << " dynamic shape operands, got "
           << getDynamicShape().size();
  if (type.getNumDynamicStrides() != getDynamicStrides().size())
    return emitOpError("expected ")
           << type.getNumDynamicStrides() << " dynamic stride operands, got "
           << getDynamicStrides().size();
  Type common;
  for (auto [kind, values] :
       {std::pair<StringRef, ValueRange>{"shape", getDynamicShape()},
        std::pair<StringRef, ValueRange>{"stride", getDynamicStrides()}}) {
    for (auto [i, value] : llvm::enumerate(values)) {
      if (!common)
        common = value.getType();
      if (value.getType() != common)
        return emitOpError("expected dynamic ")
               << kind << " index " << i
               << " to be of the same type as the other dynamic values ("
               << common << "), got " << value.getType();
    }
  }
  return success();
}

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "tview");
}

//===----------------------------------------------------------------------===//
// make_partition_view, make_strided_view, make_gather_scatter_view
//===----------------------------------------------------------------------===//

template <typename OpT>
static LogicalResult verifyMadeView(OpT op) {
  TensorViewType named = op.getResult().getType().getTensorView();
  Type given = op.getTensorView().getType();
  if (given != named)
    return op.emitOpError()
           << "expected the type of the provided tensor_view value (" << given
           << ") to be the same as the view's tensor_view type (" << named
           << ")";
  return success();
}

LogicalResult MakePartitionViewOp::verify() { return verifyMadeView(*this); }
LogicalResult MakeStridedViewOp::verify() { return verifyMadeView(*this); }
LogicalResult MakeGatherScatterViewOp::verify() {
  return verifyMadeView(*this);
}

void MakePartitionViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "pview");
}
void MakeStridedViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "sview");
}
void MakeGatherScatterViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "gsview");
}

//===----------------------------------------------------------------------===//
// load_view_tko, store_view_tko
//===----------------------------------------------------------------------===//

ParseResult LoadViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  MemoryOrderingAttr ordering;
  MemoryScopeAttr scope;
  OpAsmParser::UnresolvedOperand view, token;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  OptimizationHintsAttr hints;
  NamedAttrList attributes;
  bool hasToken;
  Type viewType, tileType, tokenType;
  SmallVector<Type> indexTypes;
  SMLoc typeLoc;
  if (parseViewMemoryAttributes(parser, ordering, scope) ||
      parseIndexedView(parser, view, indices) ||
      parseTokenAndHints(parser, hasToken, token, &hints, attributes) ||
      parser.parseColon() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes, typeLoc) ||
      parser.parseArrow() || parseCudaTileType(parser, tileType) ||
      parser.parseComma() || parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      resolveIndices(parser, indices, indexTypes, typeLoc, result.operands) ||
      (hasToken && parser.resolveOperand(token,
                                         TokenType::get(parser.getContext()),
                                         result.operands)))
    return failure();
  Builder &b = parser.getBuilder();
  addViewAccessAttributes(
      result, ordering, scope, hints, attributes,
      {1, static_cast<int32_t>(indices.size()), hasToken ? 1 : 0}, b);
  result.addTypes({tileType, tokenType});
  return success();
}

void LoadViewTkoOp::print(OpAsmPrinter &printer) {
  printViewMemoryAttributes(printer, getMemoryOrderingSemanticsAttr(),
                            getMemoryScopeAttr());
  printIndexedView(printer, getView(), getIndex());
  printTokenAndHints(printer, *this, getToken(), getOptimizationHintsAttr(),
                     {"memory_ordering_semantics", "memory_scope",
                      "optimization_hints", "operandSegmentSizes"});
  printer << " : ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex());
  printer << " -> ";
  printCudaTileType(printer, getTile().getType());
  printer << ", ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult LoadViewTkoOp::verify() {
  if (failed(verifyViewAccess(*this, getTile().getType())))
    return failure();
  return verifyLoadOrdering(*this, getMemoryOrderingSemantics(),
                            getMemoryScope());
}

ParseResult StoreViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  MemoryOrderingAttr ordering;
  MemoryScopeAttr scope;
  OpAsmParser::UnresolvedOperand tile, view, token;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  OptimizationHintsAttr hints;
  NamedAttrList attributes;
  bool hasToken;
  Type tileType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  SMLoc typeLoc;
  if (parseViewMemoryAttributes(parser, ordering, scope) ||
      parser.parseOperand(tile) || parser.parseComma() ||
      parseIndexedView(parser, view, indices) ||
      parseTokenAndHints(parser, hasToken, token, &hints, attributes) ||
      parser.parseColon() || parseCudaTileType(parser, tileType) ||
      parser.parseComma() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes, typeLoc) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(tile, tileType, result.operands) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      resolveIndices(parser, indices, indexTypes, typeLoc, result.operands) ||
      (hasToken && parser.resolveOperand(token,
                                         TokenType::get(parser.getContext()),
                                         result.operands)))
    return failure();
  Builder &b = parser.getBuilder();
  addViewAccessAttributes(
      result, ordering, scope, hints, attributes,
      {1, 1, static_cast<int32_t>(indices.size()), hasToken ? 1 : 0}, b);
  result.addTypes(tokenType);
  return success();
}

void StoreViewTkoOp::print(OpAsmPrinter &printer) {
  printViewMemoryAttributes(printer, getMemoryOrderingSemanticsAttr(),
                            getMemoryScopeAttr());
  printer << ' ';
  printer.printOperand(getTile());
  printer << ',';
  printIndexedView(printer, getView(), getIndex());
  printTokenAndHints(printer, *this, getToken(), getOptimizationHintsAttr(),
                     {"memory_ordering_semantics", "memory_scope",
                      "optimization_hints", "operandSegmentSizes"});
  printer << " : ";
  printCudaTileType(printer, getTile().getType());
  printer << ", ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  if (failed(verifyViewAccess(*this, getTile().getType())))
    return failure();
  return verifyStoreOrdering(*this, getMemoryOrderingSemantics(),
                             getMemoryScope());
}

//===----------------------------------------------------------------------===//
// get_index_space_shape, get_tensor_shape
//===----------------------------------------------------------------------===//

/// `%src : SRC-TYPE -> RESULT-TYPE`; one result per dimension of the source,
/// counted by `rankOf` (null when the type is of the wrong kind).
static ParseResult
parseShapeQuery(OpAsmParser &parser, OperationState &result, StringRef what,
                function_ref<std::optional<size_t>(Type)> rankOf) {
  OpAsmParser::UnresolvedOperand src;
  Type srcType, resultType;
  if (parser.parseOperand(src) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, srcType) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType))
    return failure();
  std::optional<size_t> rank = rankOf(srcType);
  if (!rank)
    return parser.emitError(loc) << "expected " << what << ", got " << srcType;
  if (parser.resolveOperand(src, srcType, result.operands))
    return failure();
  result.addTypes(SmallVector<Type>(*rank, resultType));
  return success();
}

static void printShapeQuery(OpAsmPrinter &printer, Operation *op) {
  printer << ' ';
  printer.printOperand(op->getOperand(0));
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op->getOperand(0).getType());
  printer << " -> ";
  // A 0-d tensor has no sizes; any 0-d integer tile reads back the same op.
  printCudaTileType(printer,
                    op->getNumResults()
                        ? op->getResult(0).getType()
                        : Type(getScalarTileType(
                              IntegerType::get(op->getContext(), 32))));
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseShapeQuery(parser, result, "tile view",
                         [](Type type) -> std::optional<size_t> {
                           if (auto view = dyn_cast<TileViewTypeInterface>(type))
                             return view.getViewIndexRank();
                           return std::nullopt;
                         });
}

void GetIndexSpaceShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this);
}

LogicalResult GetIndexSpaceShapeOp::verify() {
  size_t rank = cast<TileViewTypeInterface>(getSrc().getType())
                    .getViewIndexRank();
  if (getNumResults() != rank)
    return emitOpError("expected ")
           << rank << " results due to view index space rank, but got "
           << getNumResults();
  if (!llvm::all_equal(getResultTypes()))
    return emitOpError("expected all results to have the same type");
  return success();
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  return parseShapeQuery(parser, result, "tensor_view",
                         [](Type type) -> std::optional<size_t> {
                           if (auto view = dyn_cast<TensorViewType>(type))
                             return view.getRank();
                           return std::nullopt;
                         });
}

void GetTensorShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this);
}

LogicalResult GetTensorShapeOp::verify() {
  size_t rank = getSrc().getType().getRank();
  if (getNumResults() != rank)
    return emitOpError("expected ")
           << rank << " results due to tensor rank, but got "
           << getNumResults();
  if (!llvm::all_equal(getResultTypes()))
    return emitOpError("expected all results to have the same type");
  return success();
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

static Type getPointee(Value pointers) {
  return cast<PointerType>(cast<TileType>(pointers.getType()).getElementType())
      .getPointeeType();
}

LogicalResult AtomicCASTkoOp::verify() {
  Type pointee = getPointee(getPointers());
  Type elementType = getVal().getType().getElementType();
  if (pointee != elementType)
    return emitOpError("expected pointee type (")
           << pointee << ") to match element type of 'val' (" << elementType
           << ")";
  if (!isa<IntegerType, FloatType>(elementType) ||
      (elementType.getIntOrFloatBitWidth() != 32 &&
       elementType.getIntOrFloatBitWidth() != 64))
    return emitOpError("expect only float or integer types with 32 or 64 bit");
  if (getMask() && !haveSameShape(getMask().getType(), getVal().getType()))
    return emitOpError("failed to verify that all of {pointers, val, cmp and "
                       "mask} have same shape");
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

LogicalResult AtomicRMWTkoOp::verify() {
  Type pointee = getPointee(getPointers());
  Type elementType = getArg().getType().getElementType();
  if (pointee != elementType)
    return emitOpError("expected pointee type (")
           << pointee << ") to match element type of 'arg' (" << elementType
           << ")";
  if (getMask() && !haveSameShape(getMask().getType(), getArg().getType()))
    return emitOpError(
        "failed to verify that all of {pointers, arg, mask} have same shape");
  if (failed(verifyRMWMode(*this, getMode(), elementType)))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

ParseResult AtomicRedViewTkoOp::parse(OpAsmParser &parser,
                                      OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrdering> ordering = symbolizeMemoryOrdering(keyword);
  if (!ordering)
    return parser.emitError(loc)
           << "invalid memory_ordering_semantics: '" << keyword
           << "'; expected one of: weak, relaxed, acquire, release, acq_rel";
  result.addAttribute("memory_ordering_semantics",
                      MemoryOrderingAttr::get(ctx, *ordering));
  loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    std::optional<MemoryScope> scope = symbolizeMemoryScope(keyword);
    if (!scope)
      return parser.emitError(loc)
             << "invalid memory_scope: '" << keyword
             << "'; expected one of: tl_blk, device, sys";
    result.addAttribute("memory_scope", MemoryScopeAttr::get(ctx, *scope));
  }

  OpAsmParser::UnresolvedOperand view, value, token;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  if (parseIndexedView(parser, view, indices) || parser.parseComma())
    return failure();
  loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword) || parser.parseComma() ||
      parser.parseOperand(value))
    return failure();
  std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(keyword);
  if (!mode)
    return parser.emitError(loc)
           << "unknown atomic RMW mode: '" << keyword
           << "'; expected one of: and, or, xor, add, addf, max, min, umax, "
              "umin";
  result.addAttribute("mode", AtomicRMWModeAttr::get(ctx, *mode));

  bool hasToken;
  NamedAttrList attributes;
  Type valueType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  SMLoc typeLoc;
  if (parseTokenAndHints(parser, hasToken, token, nullptr, attributes) ||
      parser.parseColon() || parseCudaTileType(parser, valueType) ||
      parser.parseComma() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes, typeLoc) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      resolveIndices(parser, indices, indexTypes, typeLoc, result.operands) ||
      parser.resolveOperand(value, valueType, result.operands) ||
      (hasToken &&
       parser.resolveOperand(token, TokenType::get(ctx), result.operands)))
    return failure();
  result.addAttributes(attributes);
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, static_cast<int32_t>(indices.size()), 1,
                           hasToken ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void AtomicRedViewTkoOp::print(OpAsmPrinter &printer) {
  printViewMemoryAttributes(printer, getMemoryOrderingSemanticsAttr(),
                            getMemoryScopeAttr());
  printIndexedView(printer, getView(), getIndex());
  printer << ", " << stringifyAtomicRMWMode(getMode()) << ", ";
  printer.printOperand(getValue());
  printTokenAndHints(printer, *this, getToken(), {},
                     {"memory_ordering_semantics", "memory_scope", "mode",
                      "operandSegmentSizes"});
  printer << " : ";
  printCudaTileType(printer, getValue().getType());
  printer << ", ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult AtomicRedViewTkoOp::verify() {
  Type type = getView().getType();
  if (isa<GatherScatterViewType>(type))
    return emitOpError(
        "gather_scatter_view is not supported; use partition_view instead");
  PaddingValueAttr padding;
  if (auto partition = dyn_cast<PartitionViewType>(type))
    padding = partition.getPaddingValue();
  else if (auto strided = dyn_cast<StridedViewType>(type))
    padding = strided.getPaddingValue();
  if (padding)
    return emitOpError("views with padding_value are not supported for "
                       "atomic reductions");

  auto viewTile =
      cast<TileType>(cast<TileViewTypeInterface>(type).getViewTileType());
  TileType valueType = getValue().getType();
  if (viewTile.getElementType() != valueType.getElementType())
    return emitOpError("view element type (")
           << viewTile.getElementType() << ") must match value element type ("
           << valueType.getElementType() << ")";
  if (viewTile.getShape() != valueType.getShape())
    return emitOpError("view tile shape ")
           << viewTile.getShape() << " must match value shape "
           << valueType.getShape() << " for element-wise atomic operations";
  if (getMode() == AtomicRMWMode::Xchg)
    return emitOpError("atomic_red_view_tko op cannot use xchg operation");
  if (failed(verifyRMWMode(*this, getMode(), valueType.getElementType())))
    return failure();
  if (getMemoryOrderingSemantics() != MemoryOrdering::Relaxed)
    return emitOpError("only 'relaxed' memory ordering is supported for "
                       "view-based atomic reductions");
  if (getMemoryScope() == MemoryScope::System)
    return emitOpError("memory scope 'sys' is not supported for view-based "
                       "atomic reductions; use 'tl_blk' or 'device' for TMA "
                       "compatibility");
  size_t rank = viewTile.getRank();
  if (getIndex().size() != rank)
    return emitOpError("expected ")
           << rank << " index operand(s) for view with tile rank " << rank
           << ", got " << getIndex().size();
  for (auto [i, index] : llvm::enumerate(getIndex())) {
    auto indexType = cast<TileType>(index.getType());
    if (indexType.getRank() != 0)
      return emitOpError("index operand ")
             << i << " must be a scalar tile (rank 0), got shape "
             << indexType.getShape();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  int64_t alignment = getAlignment();
  if (alignment <= 0 || !llvm::isPowerOf2_64(alignment))
    return emitOpError() << "'alignment' must be power of two";
  Type pointee = cast<PointerType>(getResult().getType().getElementType())
                     .getPointeeType();
  int64_t size = 0;
  if (auto intType = dyn_cast<IntegerType>(pointee))
    size = intType.getWidth() == 1 ? 1 : intType.getWidth() / 8;
  else if (auto floatType = dyn_cast<FloatType>(pointee))
    size = floatType.getWidth() / 8;
  if (alignment < size)
    return emitOpError() << "'alignment' (" << alignment
                         << ") must be at least the natural size (" << size
                         << " bytes) for element type " << pointee;
  return success();
}
