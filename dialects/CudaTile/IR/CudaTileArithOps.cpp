//===- CudaTileArithOps.cpp - elementwise math ------------------------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace mlir::cuda_tile {
/// The tile of i1 with the shape of `type`; comparisons return it. Any other
/// type is returned unchanged (the operand constraint reports it).
static Type getI1TileLike(Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return type;
  return tile.withElementType(IntegerType::get(type.getContext(), 1));
}
} // namespace mlir::cuda_tile

//===----------------------------------------------------------------------===//
// Modifier keywords of this group
//===----------------------------------------------------------------------===//

static constexpr RoundingMode kDivFModes[] = {
    RoundingMode::NearestEven, RoundingMode::Zero, RoundingMode::NegativeInf,
    RoundingMode::PositiveInf, RoundingMode::Approx, RoundingMode::Full};
static constexpr RoundingMode kSqrtModes[] = {
    RoundingMode::NearestEven, RoundingMode::Zero, RoundingMode::NegativeInf,
    RoundingMode::PositiveInf, RoundingMode::Approx};
static constexpr RoundingMode kFullOrApproxModes[] = {RoundingMode::Approx,
                                                      RoundingMode::Full};
static constexpr RoundingMode kIEEEModes[] = {
    RoundingMode::NearestEven, RoundingMode::Zero, RoundingMode::NegativeInf,
    RoundingMode::PositiveInf};
static constexpr RoundingMode kDivIModes[] = {
    RoundingMode::Zero, RoundingMode::NegativeInf, RoundingMode::PositiveInf};

static ParseResult parseDivFRoundingMode(OpAsmParser &parser,
                                         RoundingModeAttr &mode) {
  return parseRoundingMode(parser, mode, kDivFModes, RoundingMode::NearestEven,
                           RoundingModeCheck::InVerifier);
}
static void printDivFRoundingMode(OpAsmPrinter &printer, Operation *,
                                  RoundingModeAttr mode) {
  printRoundingMode(printer, mode, RoundingMode::NearestEven);
}

static ParseResult parseSqrtRoundingMode(OpAsmParser &parser,
                                         RoundingModeAttr &mode) {
  return parseRoundingMode(parser, mode, kSqrtModes, RoundingMode::NearestEven,
                           RoundingModeCheck::InVerifier);
}
static void printSqrtRoundingMode(OpAsmPrinter &printer, Operation *,
                                  RoundingModeAttr mode) {
  printRoundingMode(printer, mode, RoundingMode::NearestEven);
}

static ParseResult parseFullOrApproxRoundingMode(OpAsmParser &parser,
                                                 RoundingModeAttr &mode) {
  return parseRoundingMode(parser, mode, kFullOrApproxModes, RoundingMode::Full,
                           RoundingModeCheck::InVerifier);
}
static void printFullOrApproxRoundingMode(OpAsmPrinter &printer, Operation *,
                                          RoundingModeAttr mode) {
  printRoundingMode(printer, mode, RoundingMode::Full);
}

/// A keyword naming a case of an enum; both a missing and an unknown keyword
/// report `expected` (listing the cases).
template <typename AttrT, typename SymbolizeFn>
static ParseResult parseEnumKeyword(OpAsmParser &parser, AttrT &attr,
                                    SymbolizeFn symbolize, StringRef expected) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseKeyword(&keyword)))
    return parser.emitError(loc, expected);
  auto parsed = symbolize(keyword);
  if (!parsed)
    return parser.emitError(loc, expected);
  attr = AttrT::get(parser.getContext(), *parsed);
  return success();
}

static ParseResult
parseComparisonPredicate(OpAsmParser &parser,
                         ComparisonPredicateAttr &predicate) {
  return parseEnumKeyword(
      parser, predicate,
      [](StringRef s) { return symbolizeComparisonPredicate(s); },
      "expected 'comparison_predicate' to be one of: {'equal', 'not_equal', "
      "'less_than', 'less_than_or_equal', 'greater_than', "
      "'greater_than_or_equal'}");
}
static void printComparisonPredicate(OpAsmPrinter &printer, Operation *,
                                     ComparisonPredicateAttr predicate) {
  printer << stringifyComparisonPredicate(predicate.getValue());
}

static ParseResult parseComparisonOrdering(OpAsmParser &parser,
                                           ComparisonOrderingAttr &ordering) {
  return parseEnumKeyword(
      parser, ordering,
      [](StringRef s) { return symbolizeComparisonOrdering(s); },
      "expected 'comparison_ordering' to be one of: {'ordered', "
      "'unordered'}");
}
static void printComparisonOrdering(OpAsmPrinter &printer, Operation *,
                                    ComparisonOrderingAttr ordering) {
  printer << stringifyComparisonOrdering(ordering.getValue());
}

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileArithOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

/// Writes `[a, b, c]`.
static std::string listModes(ArrayRef<RoundingMode> modes) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(modes, os, [&](RoundingMode m) {
    os << stringifyRoundingMode(m);
  });
  os << "]";
  return text;
}

static LogicalResult verifyRoundingIn(Operation *op, RoundingMode mode,
                                      ArrayRef<RoundingMode> allowed) {
  if (llvm::is_contained(allowed, mode))
    return success();
  return op->emitOpError("invalid rounding mode specified, expect one of ")
         << listModes(allowed);
}

static Type resultElementType(Operation *op) {
  return getTileElementTypeOrSelf(op->getResult(0).getType());
}

/// `approx` and `full` are f32 only.
static LogicalResult verifyF32Only(Operation *op, bool present,
                                   StringRef modifier) {
  Type elementType = resultElementType(op);
  if (present && !elementType.isF32())
    return op->emitOpError()
           << modifier << " modifier only supported for f32 data type, but got: "
           << elementType;
  return success();
}

/// Rounding plus flush_to_zero of addf, subf, mulf and fma.
static LogicalResult verifyIEEEArith(Operation *op, RoundingMode mode,
                                     bool flushToZero) {
  if (failed(verifyRoundingIn(op, mode, kIEEEModes)))
    return failure();
  return verifyFlushToZero(op, flushToZero);
}

/// divf and sqrt: flush_to_zero, approx and full are f32 only.
static LogicalResult verifyDivSqrt(Operation *op, RoundingMode mode,
                                   bool flushToZero) {
  if (failed(verifyFlushToZero(op, flushToZero)) ||
      failed(verifyF32Only(op, mode == RoundingMode::Approx, "approx")) ||
      failed(verifyF32Only(op, mode == RoundingMode::Full, "full")))
    return failure();
  return success();
}

LogicalResult AddFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero());
}

LogicalResult SubFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero());
}

LogicalResult MulFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero());
}

LogicalResult FmaOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero());
}

LogicalResult DivFOp::verify() {
  if (failed(verifyRoundingIn(*this, getRoundingMode(), kDivFModes)))
    return failure();
  return verifyDivSqrt(*this, getRoundingMode(), getFlushToZero());
}

LogicalResult SqrtOp::verify() {
  if (failed(verifyRoundingIn(*this, getRoundingMode(), kSqrtModes)))
    return failure();
  return verifyDivSqrt(*this, getRoundingMode(), getFlushToZero());
}

LogicalResult MaxFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult MinFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult RsqrtOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult Exp2Op::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult ExpOp::verify() {
  if (failed(verifyRoundingIn(*this, getRoundingMode(), kFullOrApproxModes)))
    return failure();
  return verifyF32Only(*this, getRoundingMode() == RoundingMode::Approx,
                       "approx");
}

LogicalResult TanHOp::verify() {
  if (failed(verifyRoundingIn(*this, getRoundingMode(), kFullOrApproxModes)))
    return failure();
  return verifyF32Only(*this, getRoundingMode() == RoundingMode::Approx,
                       "approx");
}

LogicalResult DivIOp::verify() {
  if (failed(verifyRoundingIn(*this, getRounding(), kDivIModes)))
    return failure();
  if (getRounding() == RoundingMode::NegativeInf &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding mode 'negative_inf' is not allowed with "
                       "'unsigned' flag");
  return success();
}

LogicalResult NegIOp::verify() {
  // Negation is a signed operation.
  if (getOverflow() == IntegerOverflow::NUW)
    return emitOpError("'no_unsigned_wrap' overflow flag is not supported");
  return success();
}

LogicalResult FPowIOp::verify() {
  // The base's types (f16, bf16, f32, f64) are the operand constraint's.
  unsigned width = getExponent().getType().getElementType().getIntOrFloatBitWidth();
  if (width != 1 && width != 8 && width != 16 && width != 32)
    return emitOpError("expects an exponent of i1, i8, i16 or i32, not i")
           << width;
  return success();
}
