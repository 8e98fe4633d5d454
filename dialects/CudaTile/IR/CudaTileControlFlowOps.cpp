//===- CudaTileControlFlowOps.cpp - control flow and misc -------------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::cuda_tile;


//===----------------------------------------------------------------------===//
// Regions with an implicit terminator
//===----------------------------------------------------------------------===//

/// Appends `TermOp` with no operands when the block does not already end
/// with a terminator.
template <typename TermOp>
static void addImplicitTerminator(Region &region, Builder &builder,
                                  Location loc) {
  if (region.empty())
    region.emplaceBlock();
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  OpBuilder opBuilder(builder.getContext());
  opBuilder.setInsertionPointToEnd(&block);
  TermOp::create(opBuilder, loc);
}

template <typename TermOp>
static ParseResult
parseBodyRegion(OpAsmParser &parser, Region &region,
                ArrayRef<OpAsmParser::Argument> arguments = {}) {
  if (parser.parseRegion(region, arguments, /*enableNameShadowing=*/false))
    return failure();
  addImplicitTerminator<TermOp>(
      region, parser.getBuilder(),
      parser.getEncodedSourceLoc(parser.getNameLoc()));
  return success();
}

/// Prints the region; the terminator is left out when it is the implicit one
/// and carries nothing.
template <typename TermOp>
static void printBodyRegion(OpAsmPrinter &printer, Region &region) {
  Operation *terminator =
      region.front().empty() ? nullptr : &region.front().back();
  bool printTerminator = !terminator || !isa<TermOp>(terminator) ||
                         terminator->getNumOperands() != 0 ||
                         !terminator->getAttrs().empty();
  printer.printRegion(region, /*printEntryBlockArgs=*/false, printTerminator);
}

static ParseResult parseIfRegion(OpAsmParser &parser, Region &region) {
  return parseBodyRegion<YieldOp>(parser, region);
}

static void printIfRegion(OpAsmPrinter &printer, IfOp, Region &region) {
  printBodyRegion<YieldOp>(printer, region);
}

/// `iter_values(%a = %x, %b = %y)` as written by for and loop.
static void printIterValues(OpAsmPrinter &printer, ValueRange inner,
                            ValueRange outer) {
  printer << "iter_values(";
  llvm::interleaveComma(llvm::zip(inner, outer), printer, [&](auto pair) {
    printer << std::get<0>(pair) << " = " << std::get<1>(pair);
  });
  printer << ")";
}

/// Checks shared by for and loop: carried values match their inits and
/// neither carried values nor results are views.
static LogicalResult verifyCarriedValues(Operation *op, ValueRange inits,
                                         ValueRange iterValues) {
  if (iterValues.size() != inits.size())
    return op->emitOpError("mismatch in number of region iterator values and "
                           "loop iterator inits: ")
           << iterValues.size() << " vs " << inits.size();
  for (auto [index, init, iter] : llvm::enumerate(inits, iterValues)) {
    if (isa<TensorViewType>(iter.getType()))
      return op->emitOpError("loop-carried value ")
             << index << " is a tensor_view, which is not supported";
    if (isa<TileViewTypeInterface>(iter.getType()))
      return op->emitOpError("loop-carried value ")
             << index << " is a tile view, which is not supported";
    if (init.getType() != iter.getType())
      return op->emitOpError("init value ")
             << index << " and region iter_value " << index
             << " have different type: " << init.getType()
             << " != " << iter.getType();
  }
  return success();
}

static LogicalResult verifyNoViewResults(Operation *op) {
  for (auto [index, type] : llvm::enumerate(op->getResultTypes())) {
    if (isa<TensorViewType>(type))
      return op->emitOpError("result type ")
             << index << " is a tensor_view, which is not supported";
    if (isa<TileViewTypeInterface>(type))
      return op->emitOpError("result type ")
             << index << " is a tile view, which is not supported";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name),
                        parser.getBuilder().getUnitAttr());

  OpAsmParser::Argument inductionVar;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (parser.parseOperand(inductionVar.ssaName) ||
      parser.parseKeyword("in") || parser.parseLParen() ||
      parser.parseOperand(lb) || parser.parseKeyword("to") ||
      parser.parseOperand(ub) || parser.parseComma() ||
      parser.parseKeyword("step") || parser.parseOperand(step) ||
      parser.parseRParen() || parser.parseColon() ||
      parseCudaTileType(parser, inductionVar.type))
    return failure();

  SmallVector<OpAsmParser::Argument> regionArgs{inductionVar};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parser.parseAssignmentList(regionArgs, inits) || parser.parseArrow() ||
        parser.parseLParen() || parseCudaTileType(parser, result.types) ||
        parser.parseRParen())
      return failure();
    if (inits.size() != result.types.size())
      return parser.emitError(
          parser.getNameLoc(),
          "mismatch in number of loop-carried values and defined values");
    for (auto [arg, type] :
         llvm::zip_equal(llvm::drop_begin(regionArgs), result.types))
      arg.type = type;
  }

  if (parseBodyRegion<ContinueOp>(parser, *result.addRegion(), regionArgs) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (parser.resolveOperands({lb, ub, step}, inductionVar.type,
                             result.operands) ||
      parser.resolveOperands(inits, result.types, parser.getNameLoc(),
                             result.operands))
    return failure();
  return success();
}

void ForOp::print(OpAsmPrinter &printer) {
  if (getUnsignedCmp())
    printer << " unsigned";
  printer << ' ' << getInductionVar() << " in (" << getLowerBound() << " to "
          << getUpperBound() << ", step " << getStep() << ") : ";
  printCudaTileType(printer, getInductionVar().getType());
  printer << ' ';
  if (!getInitValues().empty()) {
    printIterValues(printer, getRegionIterValues(), getInitValues());
    printer << " -> (";
    printCudaTileType(printer, *this, getInitValues().getTypes());
    printer << ") ";
  }
  printBodyRegion<ContinueOp>(printer, getRegion());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getUnsignedCmpAttrName()});
}

LogicalResult ForOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() == 0)
    return emitOpError(
        "expected at least one block argument for induction variable");
  if (getInductionVar().getType() != getLowerBound().getType())
    return emitOpError("expected induction variable to be same type as bounds "
                       "and step: ")
           << getInductionVar().getType() << " vs "
           << getLowerBound().getType();
  if (failed(verifyCarriedValues(*this, getInitValues(),
                                 getRegionIterValues())))
    return failure();
  return verifyNoViewResults(*this);
}

//===----------------------------------------------------------------------===//
// LoopOp
//===----------------------------------------------------------------------===//

ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> initTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parser.parseAssignmentList(regionArgs, inits) || parser.parseColon() ||
        parseCudaTileType(parser, initTypes))
      return failure();
    if (regionArgs.size() != initTypes.size())
      return parser.emitError(parser.getCurrentLocation(),
                              "found different number of iter_values and "
                              "types");
    if (succeeded(parser.parseOptionalArrow()) &&
        parseCudaTileType(parser, result.types))
      return failure();
    for (auto [arg, type] : llvm::zip_equal(regionArgs, initTypes))
      arg.type = type;
  } else if (succeeded(parser.parseOptionalColon())) {
    if (parseCudaTileType(parser, result.types))
      return failure();
  }

  if (parseBodyRegion<ContinueOp>(parser, *result.addRegion(), regionArgs) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  return parser.resolveOperands(inits, initTypes, parser.getNameLoc(),
                                result.operands);
}

void LoopOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  bool hasInits = !getInitValues().empty();
  bool hasResults = getNumResults() != 0;
  if (hasInits) {
    printIterValues(printer, getRegionIterValues(), getInitValues());
    printer << ' ';
  }
  if (hasInits || hasResults)
    printer << ": ";
  if (hasInits) {
    printCudaTileType(printer, *this, getInitValues().getTypes());
    printer << ' ';
    if (hasResults)
      printer << "-> ";
  }
  if (hasResults) {
    printCudaTileType(printer, *this, getResultTypes());
    printer << ' ';
  }
  printBodyRegion<ContinueOp>(printer, getRegion());
  printer.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verifyRegions() {
  if (failed(verifyCarriedValues(*this, getInitValues(),
                                 getRegionIterValues())))
    return failure();
  return verifyNoViewResults(*this);
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verify() {
  if (failed(verifyNoViewResults(*this)))
    return failure();
  TypeRange resultTypes = getResultTypes();
  bool hasResults = !resultTypes.empty();
  auto checkBranch = [&](Region &region, StringRef name) -> LogicalResult {
    if (region.empty() || region.front().empty())
      return success();
    auto yield = dyn_cast<YieldOp>(region.front().back());
    if (!yield)
      return success();
    TypeRange yielded = yield->getOperandTypes();
    if (hasResults && yielded.empty())
      return emitOpError("has return type of ")
             << resultTypes << " but " << name
             << " branch does not yield anything";
    if (!hasResults && !yielded.empty())
      return emitOpError("does not return a value, but ")
             << name << " branch yields " << yielded;
    if (yielded != resultTypes)
      return emitOpError("type does not match yield type, ")
             << name << " branch yields " << yielded
             << " but op result type is " << resultTypes;
    return success();
  };
  if (failed(checkBranch(getThenRegion(), "then")))
    return failure();
  if (getElseRegion().empty()) {
    if (hasResults)
      return emitOpError("has non-empty return type, must define else branch");
    return success();
  }
  return checkBranch(getElseRegion(), "else");
}

//===----------------------------------------------------------------------===//
// BreakOp / ContinueOp / YieldOp
//===----------------------------------------------------------------------===//

/// Walks up through `if` ops to the innermost loop. Returns null (after
/// reporting) when something else is in the way.
static Operation *findEnclosingLoop(Operation *op, bool acceptFor) {
  Operation *parent = op->getParentOp();
  while (parent) {
    if (isa<LoopOp>(parent) || (acceptFor && isa<ForOp>(parent)))
      return parent;
    if (!isa<IfOp>(parent))
      break;
    parent = parent->getParentOp();
  }
  InFlightDiagnostic diag = op->emitOpError(
      acceptFor ? "can only be nested within a ancestor chain of "
                  "'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations"
                : "can only be nested within a ancestor chain of "
                  "'cuda_tile.loop', 'cuda_tile.if' operations");
  if (parent)
    diag.attachNote(parent->getLoc()) << "see unexpected ancestor operation";
  return nullptr;
}

LogicalResult BreakOp::verify() {
  Operation *loop = findEnclosingLoop(*this, /*acceptFor=*/false);
  if (!loop)
    return failure();
  if (loop->getResultTypes() != getOperandTypes())
    return emitOpError("operand types must correspond to the parent loop "
                       "result types: ")
           << "(" << getOperandTypes() << ") vs (" << loop->getResultTypes()
           << ")";
  return success();
}

LogicalResult ContinueOp::verify() {
  Operation *loop = findEnclosingLoop(*this, /*acceptFor=*/true);
  if (!loop)
    return failure();
  if (isa<LoopOp>(loop)) {
    if (loop->getOperandTypes() != getOperandTypes())
      return emitError("`loop` is missing a valid terminator. `continue` op "
                       "should have operand types that match the parent loop "
                       "iter_values: (")
             << loop->getOperandTypes() << "), but found: ("
             << getOperandTypes() << ")";
    return success();
  }
  if (loop->getResultTypes() != getOperandTypes())
    return emitError("`for` is missing a valid terminator. `continue` op "
                     "should have operand types that match the parent loop "
                     "return types: (")
           << loop->getResultTypes() << "), but found: (" << getOperandTypes()
           << ")";
  return success();
}

LogicalResult YieldOp::verify() {
  // The reductions and scans of the tile op group also end with yield.
  Operation *parent = (*this)->getParentOp();
  StringRef name = parent ? parent->getName().getStringRef() : "";
  if (name != IfOp::getOperationName() && name != "cuda_tile.reduce" &&
      name != "cuda_tile.scan")
    return emitOpError("expects parent op to be one of 'cuda_tile.if, "
                       "cuda_tile.reduce, cuda_tile.scan'");
  return success();
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

/// The predicate is written without the `#cuda_tile.` prefix
/// (`div_by<16>`); the full attribute spelling parses too.
static ParseResult parseAssumePredicate(OpAsmParser &parser,
                                        AssumePredicateAttrInterface &predicate) {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  OptionalParseResult full = parser.parseOptionalAttribute(attr);
  if (full.has_value()) {
    if (failed(*full))
      return failure();
    predicate = dyn_cast<AssumePredicateAttrInterface>(attr);
    if (!predicate)
      return parser.emitError(loc) << "expected assume predicate attribute";
    return success();
  }
  StringRef keyword;
  if (failed(parser.parseKeyword(&keyword)))
    return parser.emitError(loc) << "expected attribute name";
  if (keyword == "div_by")
    attr = DivByAttr::parse(parser, Type());
  else if (keyword == "same_elements")
    attr = SameElementsAttr::parse(parser, Type());
  else if (keyword == "bounded")
    attr = BoundedAttr::parse(parser, Type());
  else
    return parser.emitError(loc)
           << "unknown assume predicate attribute: " << keyword
           << " (expected 'div_by', 'same_elements', or 'bounded')";
  if (!attr)
    return failure();
  predicate = cast<AssumePredicateAttrInterface>(attr);
  return success();
}

static void printAssumePredicate(OpAsmPrinter &printer, Operation *,
                                 AssumePredicateAttrInterface predicate) {
  std::string text;
  llvm::raw_string_ostream os(text);
  predicate.print(os);
  StringRef spelled(text);
  if (spelled.consume_front("#cuda_tile."))
    printer << spelled;
  else
    printer.printAttribute(predicate);
}

LogicalResult AssumeOp::verify() {
  return getPredicate().verifyWithAssumeOp(getOperation());
}

//===----------------------------------------------------------------------===//
// PrintTkoOp
//===----------------------------------------------------------------------===//

/// Length of the conversion starting at `text[0] == '%'`, or 0 when it never
/// ends in a conversion character.
static size_t conversionLength(StringRef text) {
  for (size_t i = 1; i < text.size(); ++i)
    if (StringRef("diuoxXeEfFgGaAcsSpn%").contains(text[i]))
      return i + 1;
  return 0;
}

LogicalResult PrintTkoOp::verify() {
  StringRef format = getStr();
  size_t expected = 0;
  for (size_t pos = 0; pos < format.size(); ++pos) {
    if (format[pos] != '%')
      continue;
    size_t length = conversionLength(format.substr(pos));
    if (length == 0)
      return emitOpError("found unterminated format expression");
    if (length == 2 && format[pos + 1] == '%') {
      ++pos;
      continue;
    }
    ++expected;
  }
  if (expected != getArgs().size())
    return emitOpError("incorrect number of operands: expected ")
           << expected << ", found " << getArgs().size();
  return success();
}

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Names of results and block arguments in the printed form
//===----------------------------------------------------------------------===//

void ForOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (getNumResults() != 0)
    setNameFn(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region,
                                     OpAsmSetValueNameFn setNameFn) {
  setNameFn(region.getArgument(0), "loopIdx");
  for (auto [index, arg] : llvm::enumerate(region.getArguments().drop_front()))
    setNameFn(arg, "iterArg" + std::to_string(index));
}

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // `%assume_<name of the assumed value>` when its producer names it.
  std::string name = "assume";
  if (auto producer = getValue().getDefiningOp<OpAsmOpInterface>()) {
    name += "_";
    producer.getAsmResultNames([&](Value value, StringRef valueName) {
      if (value == getValue())
        name += valueName;
    });
  }
  setNameFn(getResult(), name);
}
