//===- CudaTileAttrs.cpp - cuda_tile attributes -----------------------------===//

#include "dialects/CudaTile/IR/CudaTileTypes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "dialects/CudaTile/IR/CudaTileEnums.cpp.inc"
#include "dialects/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/CudaTile/IR/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// OptimizationHintsAttr
//===----------------------------------------------------------------------===//

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  NamedAttrList entries;
  auto parseEntry = [&]() -> ParseResult {
    std::string key;
    SMLoc loc = parser.getCurrentLocation();
    Attribute value;
    if (parser.parseKeywordOrString(&key) || parser.parseEqual() ||
        parser.parseAttribute(value))
      return failure();
    if (entries.get(key))
      return parser.emitError(loc)
             << "duplicate optimization_hints key `" << key << "`";
    if (!isa<DictionaryAttr>(value))
      return parser.emitError(loc)
             << "expected dictionary attribute for optimization_hints entry `"
             << key << "` got value=" << value;
    entries.append(key, value);
    return success();
  };
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater()) &&
      (parser.parseCommaSeparatedList(parseEntry) || parser.parseGreater()))
    return {};
  return OptimizationHintsAttr::get(parser.getContext(),
                                    entries.getDictionary(parser.getContext()));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getValue(), printer, [&](NamedAttribute arch) {
    printer << arch.getName().strref() << " = {";
    llvm::interleaveComma(cast<DictionaryAttr>(arch.getValue()), printer,
                          [&](NamedAttribute hint) {
                            printer << hint.getName().strref() << " = ";
                            printer.printAttributeWithoutType(hint.getValue());
                          });
    printer << '}';
  });
  printer << '>';
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  for (NamedAttribute entry : value)
    if (!isa<DictionaryAttr>(entry.getValue()))
      return emitError()
             << "expected dictionary attribute for optimization_hints entry `"
             << entry.getName().strref() << "` got value=" << entry.getValue();
  return success();
}

Attribute OptimizationHintsAttr::lookup(StringRef sm, StringRef key) const {
  if (auto arch = getValue().getAs<DictionaryAttr>(sm))
    if (Attribute hint = arch.get(key))
      return hint;
  if (auto fallback = getValue().getAs<DictionaryAttr>(kDefaultKey))
    return fallback.get(key);
  return {};
}

/// An integer hint within [lo, hi], else nothing.
static std::optional<int64_t> getIntHint(Attribute hint, int64_t lo,
                                         int64_t hi) {
  auto value = dyn_cast_or_null<IntegerAttr>(hint);
  if (!value || value.getInt() < lo || value.getInt() > hi)
    return std::nullopt;
  return value.getInt();
}

std::optional<int64_t>
OptimizationHintsAttr::getNumCTAInCGA(StringRef sm) const {
  std::optional<int64_t> n = getIntHint(lookup(sm, kNumCTAInCGA), 1, 16);
  if (!n || !llvm::isPowerOf2_64(*n))
    return std::nullopt;
  return n;
}

std::optional<int64_t>
OptimizationHintsAttr::getNumWorkerWarpsPerCTA(StringRef sm) const {
  std::optional<int64_t> n =
      getIntHint(lookup(sm, kNumWorkerWarpsPerCTA), 1, 32);
  if (!n || !llvm::isPowerOf2_64(*n))
    return std::nullopt;
  // The language accepts any power of two up to 32; 4 and 8 are supported.
  return std::clamp<int64_t>(*n, 4, 8);
}

std::optional<int64_t> OptimizationHintsAttr::getOccupancy(StringRef sm) const {
  return getIntHint(lookup(sm, kOccupancy), 1, 32);
}

std::optional<bool> OptimizationHintsAttr::getAllowTMA(StringRef sm) const {
  if (auto value = dyn_cast_or_null<BoolAttr>(lookup(sm, kAllowTMA)))
    return value.getValue();
  return std::nullopt;
}

std::optional<int64_t> OptimizationHintsAttr::getLatency(StringRef sm) const {
  return getIntHint(lookup(sm, kLatency), 1, 10);
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

/// The value an `assume` op constrains is its only operand.
static Type getAssumedType(Operation *op) { return op->getOperand(0).getType(); }

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor = 0;
  std::optional<int64_t> every, along;
  if (parser.parseLess() || parser.parseInteger(divisor))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    int64_t everyValue, alongValue;
    if (parser.parseKeyword("every") || parser.parseInteger(everyValue) ||
        parser.parseKeyword("along") || parser.parseInteger(alongValue))
      return {};
    every = everyValue;
    along = alongValue;
  }
  if (parser.parseGreater())
    return {};
  return DivByAttr::get(parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << '<' << getDivisor();
  if (getEvery())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << '>';
}

LogicalResult DivByAttr::verifyWithAssumeOp(Operation *op) const {
  uint64_t divisor = getDivisor();
  if (!llvm::isPowerOf2_64(divisor))
    return op->emitOpError("'cuda_tile.div_by' divisor must be a power of 2");
  if (divisor > (uint64_t(1) << 62))
    return op->emitOpError("'cuda_tile.div_by' divisor is too large");
  if (getEvery().has_value() != getAlong().has_value())
    return op->emitOpError("'cuda_tile.div_by' 'every'/'along' must be used in combination");
  Type type = getAssumedType(op);
  if (isa<TensorViewType>(type)) {
    if (getEvery())
      return op->emitOpError("'cuda_tile.div_by' 'every'/'along' cannot be used if the "
                             "constrained value is a tensor_view");
    return success();
  }
  auto tile = dyn_cast<TileType>(type);
  if (!tile || !isa<IntegerType, PointerType>(tile.getElementType()))
    return op->emitOpError("'cuda_tile.div_by' is valid only for tile of "
                           "integer/pointer or tensor_view values");
  if (!getEvery())
    return success();
  if (tile.getRank() == 0)
    return op->emitOpError("'cuda_tile.div_by' 'every'/'along' cannot be used if the "
                           "constrained value is a 0D tile");
  int64_t along = *getAlong();
  if (along < 0 || along >= tile.getRank())
    return op->emitOpError("'cuda_tile.div_by' every_dim (")
           << along << ") must be >= 0 and < tile rank (" << tile.getRank()
           << ")";
  if (*getEvery() < 0 || *getEvery() > tile.getDimSize(along))
    return op->emitOpError("expected 'cuda_tile.div_by' every_dim to be within 0 and "
                           "the size of the respective dimension (")
           << tile.getDimSize(along) << ")";
  return success();
}

LogicalResult SameElementsAttr::verifyWithAssumeOp(Operation *op) const {
  auto tile = dyn_cast<TileType>(getAssumedType(op));
  if (!tile || !isa<IntegerType, PointerType>(tile.getElementType()))
    return op->emitOpError(
        "'cuda_tile.same_elements' is valid only for tile of integer/pointer values");
  ArrayRef<int64_t> groups = getValues().asArrayRef();
  if (static_cast<int64_t>(groups.size()) != tile.getRank())
    return op->emitOpError("expected number of values in 'cuda_tile.same_elements' (")
           << groups.size() << ") to match rank of constrained tile ("
           << tile.getRank() << ")";
  for (auto [i, group] : llvm::enumerate(groups))
    if (group < 0 || group > tile.getDimSize(i))
      return op->emitOpError("expected 'cuda_tile.same_elements' value ")
             << i << " to be within 0 and the size of the respective "
             << "dimension (" << tile.getDimSize(i) << ")";
  return success();
}

LogicalResult BoundedAttr::verifyWithAssumeOp(Operation *op) const {
  auto tile = dyn_cast<TileType>(getAssumedType(op));
  auto intType = tile ? dyn_cast<IntegerType>(tile.getElementType()) : nullptr;
  if (!intType)
    return op->emitOpError(
        "'cuda_tile.bounded' is valid only for tile of integer values");
  unsigned width = intType.getWidth();
  int64_t minValue = width == 1 ? -1 : llvm::minIntN(width);
  int64_t maxValue = width == 1 ? 0 : llvm::maxIntN(width);
  for (auto [bound, which] : {std::pair(getLb(), "lower"),
                               std::pair(getUb(), "upper")})
    if (bound && (*bound < minValue || *bound > maxValue))
      return op->emitOpError("'cuda_tile.bounded' expects ")
             << which << " bound to be within [" << minValue << ", "
             << maxValue << "]";
  if (getLb() && getUb() && *getLb() > *getUb())
    return op->emitOpError("'cuda_tile.bounded' expects lower bound to be less than or "
                           "equal to upper bound");
  return success();
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

static bool isLocalScope(Attribute scope) {
  return isa<DISubprogramAttr, DILexicalBlockAttr>(scope);
}

LogicalResult
DILexicalBlockAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           Attribute scope, DIFileAttr, unsigned,
                           unsigned) {
  if (!isLocalScope(scope))
    return emitError() << "expected a di_subprogram or di_lexical_block scope, "
                          "got "
                       << scope;
  return success();
}

LogicalResult DILocAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                FileLineColLoc, Attribute scope) {
  if (!isLocalScope(scope))
    return emitError() << "expected a di_subprogram or di_lexical_block scope, "
                          "got "
                       << scope;
  return success();
}
