//===- CudaTileAsm.cpp - shared pieces of the cuda_tile syntax --------------===//

#include "dialects/CudaTile/IR/CudaTileAsm.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

ParseResult mlir::cuda_tile::parseCudaTileType(AsmParser &parser,
                                               SmallVectorImpl<Type> &types) {
  return parseCudaTileTypeList(parser, types);
}

ParseResult mlir::cuda_tile::parseCudaTileTypeList(AsmParser &parser,
                                                   SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList(
      [&]() { return parseCudaTileType(parser, types.emplace_back()); });
}

void mlir::cuda_tile::printCudaTileType(AsmPrinter &printer, Operation *,
                                        Type type) {
  printCudaTileType(printer, type);
}

void mlir::cuda_tile::printCudaTileType(AsmPrinter &printer, Operation *,
                                        TypeRange types) {
  llvm::interleaveComma(types, printer,
                        [&](Type type) { printCudaTileType(printer, type); });
}

ParseResult mlir::cuda_tile::parseCudaTileTypeSplat(
    AsmParser &parser, SmallVectorImpl<Type> &types,
    ArrayRef<OpAsmParser::UnresolvedOperand> operands) {
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  types.assign(operands.size(), type);
  return success();
}

void mlir::cuda_tile::printCudaTileTypeSplat(AsmPrinter &printer, Operation *,
                                             TypeRange types, ValueRange) {
  if (!types.empty())
    printCudaTileType(printer, types.front());
}

//===----------------------------------------------------------------------===//
// Function signatures
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseFunctionSignature(
    OpAsmParser &parser, SmallVectorImpl<OpAsmParser::Argument> &arguments,
    SmallVectorImpl<Type> &resultTypes) {
  auto parseArgument = [&]() -> ParseResult {
    OpAsmParser::Argument &arg = arguments.emplace_back();
    NamedAttrList attrs;
    if (parser.parseOperand(arg.ssaName, /*allowResultNumber=*/false) ||
        parser.parseColon() || parseCudaTileType(parser, arg.type) ||
        parser.parseOptionalAttrDict(attrs) ||
        parser.parseOptionalLocationSpecifier(arg.sourceLoc))
      return failure();
    if (!attrs.empty())
      arg.attrs = attrs.getDictionary(parser.getContext());
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                     parseArgument))
    return failure();
  if (failed(parser.parseOptionalArrow()))
    return success();
  if (failed(parser.parseOptionalLParen()))
    return parseCudaTileType(parser, resultTypes.emplace_back());
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  if (parseCudaTileTypeList(parser, resultTypes))
    return failure();
  return parser.parseRParen();
}

void mlir::cuda_tile::printFunctionSignature(OpAsmPrinter &printer,
                                             Region &body,
                                             ArrayRef<Type> argTypes,
                                             ArrayRef<Type> resultTypes) {
  printer << '(';
  llvm::interleaveComma(llvm::seq<size_t>(0, argTypes.size()), printer,
                        [&](size_t i) {
                          if (!body.empty()) {
                            printer.printOperand(body.getArgument(i));
                            printer << ": ";
                          }
                          printCudaTileType(printer, argTypes[i]);
                        });
  printer << ')';
  if (resultTypes.empty())
    return;
  printer << " -> ";
  if (resultTypes.size() == 1) {
    printCudaTileType(printer, resultTypes.front());
    return;
  }
  printer << '(';
  llvm::interleaveComma(resultTypes, printer,
                        [&](Type type) { printCudaTileType(printer, type); });
  printer << ')';
}

//===----------------------------------------------------------------------===//
// Dense constants
//===----------------------------------------------------------------------===//

static bool isDenseElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type,
             Float64Type, Float8E4M3FNType, Float8E5M2Type,
             Float8E8M0FNUType, Float4E2M1FNType>(type);
}

static constexpr const char kDenseElementTypes[] =
    "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or "
    "f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN";

namespace {
/// Reads a possibly nested list of numbers and records its shape.
struct DenseLiteralParser {
  OpAsmParser &parser;
  Type elementType;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  /// A string literal (`"0x..."`, the raw data form MLIR prints for large
  /// constants) instead of a list.
  std::optional<std::string> hexBlob;

  ParseResult parseNumber() {
    SMLoc loc = parser.getCurrentLocation();
    if (auto floatType = dyn_cast<FloatType>(elementType)) {
      APFloat value(floatType.getFloatSemantics());
      if (parser.parseFloat(floatType.getFloatSemantics(), value))
        return failure();
      floats.push_back(value);
      return success();
    }
    unsigned width = elementType.getIntOrFloatBitWidth();
    // `true`/`false` are i1 values only.
    if (width != 1 && (succeeded(parser.parseOptionalKeyword("true")) ||
                       succeeded(parser.parseOptionalKeyword("false"))))
      return parser.emitError(loc, "expected integer value");
    if (width == 1) {
      for (auto [keyword, bit] : {std::pair("true", 1), std::pair("false", 0)})
        if (succeeded(parser.parseOptionalKeyword(keyword))) {
          ints.emplace_back(/*numBits=*/1, bit);
          return success();
        }
    }
    APInt value;
    OptionalParseResult parsed = parser.parseOptionalInteger(value);
    if (!parsed.has_value())
      return parser.emitError(loc, "expected integer value");
    if (failed(*parsed))
      return failure();
    // Signed and unsigned spellings are both accepted: -128 ... 255 for i8.
    bool fits = value.isNegative()
                    ? value.getSignificantBits() <= width
                    : value.getActiveBits() <= width;
    if (!fits)
      return parser.emitError(loc, "integer constant out of range for type");
    ints.push_back(value.sextOrTrunc(width));
    return success();
  }

  /// Parses a number or a bracketed list; `shape` receives its shape.
  ParseResult parseValue(SmallVectorImpl<int64_t> &shape) {
    if (failed(parser.parseOptionalLSquare()))
      return parseNumber();
    SmallVector<int64_t> elementShape;
    int64_t count = 0;
    auto parseElement = [&]() -> ParseResult {
      SMLoc loc = parser.getCurrentLocation();
      SmallVector<int64_t> thisShape;
      if (parseValue(thisShape))
        return failure();
      if (count++ == 0)
        elementShape = thisShape;
      else if (thisShape != elementShape)
        return parser.emitError(loc, "tensor literal is invalid; ranks are not "
                                     "consistent between elements");
      return success();
    };
    if (parser.parseCommaSeparatedList(parseElement) || parser.parseRSquare())
      return failure();
    shape.push_back(count);
    llvm::append_range(shape, elementShape);
    return success();
  }
};
} // namespace

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(shape, os);
  os << ']';
  return text;
}

ParseResult mlir::cuda_tile::parseDenseConstant(OpAsmParser &parser,
                                                DenseElementsAttr &value,
                                                Type &resultType) {
  SMLoc elementLoc;
  Type elementType;
  if (parser.parseLess())
    return failure();
  elementLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, elementType))
    return failure();
  if (!isDenseElementType(elementType))
    return parser.emitError(elementLoc)
           << "expect element type to be one of " << kDenseElementTypes
           << " values, but got " << elementType;
  if (parser.parseColon())
    return failure();

  DenseLiteralParser literal{parser, elementType, {}, {}, std::nullopt};
  SmallVector<int64_t> literalShape;
  SMLoc literalLoc = parser.getCurrentLocation();
  std::string blob;
  if (succeeded(parser.parseOptionalString(&blob)))
    literal.hexBlob = blob;
  else if (literal.parseValue(literalShape))
    return failure();
  if (parser.parseGreater() || parser.parseColon())
    return failure();

  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, resultType))
    return failure();
  auto tileType = dyn_cast<TileType>(resultType);
  if (!tileType)
    return parser.emitError(typeLoc)
           << "result #0 must be tile of " << kDenseElementTypes
           << " values, but got " << resultType;
  if (tileType.getElementType() != elementType)
    return parser.emitError(typeLoc)
           << "mismatch between the element type: " << elementType
           << " and the tile element type " << tileType.getElementType();

  if (literal.hexBlob) {
    StringRef hex = *literal.hexBlob;
    if (!hex.consume_front("0x"))
      return parser.emitError(literalLoc, "expected a \"0x\" hex string");
    std::string data = llvm::fromHex(hex);
    bool isSplat = false;
    if (!DenseElementsAttr::isValidRawBuffer(tileType, ArrayRef(data.data(), data.size()), isSplat))
      return parser.emitError(literalLoc)
             << "hex data does not match the size of " << resultType;
    value = DenseElementsAttr::getFromRawBuffer(tileType,
                                                ArrayRef(data.data(), data.size()));
    return success();
  }

  // A single value fills the tile.
  if (!literalShape.empty() && literalShape != tileType.getShape())
    return parser.emitError(typeLoc)
           << "inferred shape of elements literal (" << formatShape(literalShape)
           << ") does not match type (" << formatShape(tileType.getShape())
           << ")";
  if (isa<FloatType>(elementType))
    value = DenseElementsAttr::get(tileType, literal.floats);
  else
    value = DenseElementsAttr::get(tileType, literal.ints);
  return success();
}

void mlir::cuda_tile::printDenseConstant(OpAsmPrinter &printer, Operation *,
                                         DenseElementsAttr value,
                                         Type resultType) {
  // The upstream printer writes `dense<LITERAL>`; the language writes
  // `<ELEMENT-TYPE: LITERAL>`.
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os, /*elideType=*/true);
  StringRef literal = StringRef(text).drop_front(strlen("dense<")).drop_back();
  printer << '<';
  printCudaTileType(printer, value.getElementType());
  printer << ": " << literal << "> : ";
  printCudaTileType(printer, resultType);
}

ParseResult mlir::cuda_tile::parseDenseConstantNoResult(OpAsmParser &parser,
                                                        DenseElementsAttr &value) {
  Type resultType;
  return parseDenseConstant(parser, value, resultType);
}

void mlir::cuda_tile::printDenseConstantNoResult(OpAsmPrinter &printer,
                                                 Operation *op,
                                                 DenseElementsAttr value) {
  printDenseConstant(printer, op, value, value.getType());
}

//===----------------------------------------------------------------------===//
// Symbol visibility
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseSymbolVisibility(
    OpAsmParser &parser, SymbolVisibilityAttr &visibility) {
  for (SymbolVisibility kind :
       {SymbolVisibility::Public, SymbolVisibility::Private}) {
    if (succeeded(parser.parseOptionalKeyword(stringifySymbolVisibility(kind)))) {
      visibility = SymbolVisibilityAttr::get(parser.getContext(), kind);
      return success();
    }
  }
  visibility =
      SymbolVisibilityAttr::get(parser.getContext(), SymbolVisibility::Public);
  return success();
}

void mlir::cuda_tile::printSymbolVisibility(OpAsmPrinter &printer, Operation *,
                                            SymbolVisibilityAttr visibility) {
  if (visibility && visibility.getValue() == SymbolVisibility::Private)
    printer << "private ";
}

//===----------------------------------------------------------------------===//
// Modifier keywords
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseRoundingMode(OpAsmParser &parser,
                                               RoundingModeAttr &mode,
                                               ArrayRef<RoundingMode> allowed,
                                               RoundingMode defaultMode,
                                               RoundingModeCheck check) {
  if (failed(parser.parseOptionalKeyword("rounding"))) {
    mode = RoundingModeAttr::get(parser.getContext(), defaultMode);
    return success();
  }
  StringRef keyword;
  SMLoc loc;
  if (parser.parseLess())
    return failure();
  loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword) || parser.parseGreater())
    return failure();
  std::optional<RoundingMode> parsed = symbolizeRoundingMode(keyword);
  bool rejected = !parsed || (check == RoundingModeCheck::InParser &&
                              !llvm::is_contained(allowed, *parsed));
  if (rejected) {
    InFlightDiagnostic diag =
        parser.emitError(loc, "expected rounding mode to be one of: ");
    llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
      diag << "'" << stringifyRoundingMode(m) << "'";
    });
    if (check == RoundingModeCheck::InParser)
      diag << ", got: '" << keyword << "'";
    return diag;
  }
  mode = RoundingModeAttr::get(parser.getContext(), *parsed);
  return success();
}

void mlir::cuda_tile::printRoundingMode(OpAsmPrinter &printer,
                                        RoundingModeAttr mode,
                                        RoundingMode defaultMode) {
  if (mode && mode.getValue() != defaultMode)
    printer << "rounding<" << stringifyRoundingMode(mode.getValue()) << ">";
}

ParseResult mlir::cuda_tile::parseIEEERoundingMode(OpAsmParser &parser,
                                                   RoundingModeAttr &mode) {
  return parseRoundingMode(
      parser, mode,
      {RoundingMode::NearestEven, RoundingMode::Zero, RoundingMode::NegativeInf,
       RoundingMode::PositiveInf},
      RoundingMode::NearestEven);
}

void mlir::cuda_tile::printIEEERoundingMode(OpAsmPrinter &printer, Operation *,
                                            RoundingModeAttr mode) {
  printRoundingMode(printer, mode, RoundingMode::NearestEven);
}

ParseResult mlir::cuda_tile::parseSignedness(OpAsmParser &parser,
                                             SignednessAttr &signedness) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  std::optional<Signedness> parsed;
  if (failed(parser.parseKeyword(&keyword)) ||
      !(parsed = symbolizeSignedness(keyword)))
    return parser.emitError(loc,
                            "expected signedness to be one of: {'signed', "
                            "'unsigned'}");
  signedness = SignednessAttr::get(parser.getContext(), *parsed);
  return success();
}

void mlir::cuda_tile::printSignedness(OpAsmPrinter &printer, Operation *,
                                      SignednessAttr signedness) {
  printer << stringifySignedness(signedness.getValue());
}

ParseResult mlir::cuda_tile::parseIntegerOverflow(OpAsmParser &parser,
                                                  IntegerOverflowAttr &overflow) {
  if (failed(parser.parseOptionalKeyword("overflow"))) {
    overflow = IntegerOverflowAttr::get(parser.getContext(),
                                        IntegerOverflow::None);
    return success();
  }
  StringRef keyword;
  SMLoc loc;
  if (parser.parseLess())
    return failure();
  loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword) || parser.parseGreater())
    return failure();
  std::optional<IntegerOverflow> parsed = symbolizeIntegerOverflow(keyword);
  if (!parsed)
    return parser.emitError(loc, "expected ::mlir::cuda_tile::IntegerOverflow "
                                 "to be one of: none, no_signed_wrap, "
                                 "no_unsigned_wrap, no_wrap");
  overflow = IntegerOverflowAttr::get(parser.getContext(), *parsed);
  return success();
}

void mlir::cuda_tile::printIntegerOverflow(OpAsmPrinter &printer, Operation *,
                                           IntegerOverflowAttr overflow) {
  if (overflow && overflow.getValue() != IntegerOverflow::None)
    printer << " overflow<" << stringifyIntegerOverflow(overflow.getValue())
            << ">";
}
