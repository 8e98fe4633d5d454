//===- CudaTileModuleOps.cpp - module, entry, globals, return --------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileModuleOps.cpp.inc"

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

void cuda_tile::ModuleOp::build(OpBuilder &builder, OperationState &state,
                     StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

LogicalResult cuda_tile::ModuleOp::verify() {
  for (Operation &op : getBodyBlock()->getOperations())
    if (!isa<EntryOp, GlobalOp>(op) &&
        op.getDialect() == getOperation()->getDialect())
      return op.emitOpError("is not allowed directly inside a module; only "
                            "entry and global are");
  for (Operation &op : getBodyBlock()->getOperations())
    if (failed(verifyModuleItemDebugInfo(&op)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

void EntryOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                    FunctionType type) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  Region *body = state.addRegion();
  Block *block = builder.createBlock(body);
  for (Type input : type.getInputs())
    block->addArgument(input, state.location);
  ensureTerminator(*body, builder, state.location);
}

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, mlir::SymbolTable::getSymbolAttrName(),
                             result.attributes))
    return failure();
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> resultTypes;
  if (parseFunctionSignature(parser, arguments, resultTypes))
    return failure();

  Builder &builder = parser.getBuilder();
  SmallVector<Type> argTypes;
  for (OpAsmParser::Argument &arg : arguments)
    argTypes.push_back(arg.type);
  result.addAttribute(getFunctionTypeAttrName(result.name),
                      TypeAttr::get(builder.getFunctionType(argTypes,
                                                            resultTypes)));
  // Argument attributes are always recorded, one dictionary per argument.
  SmallVector<Attribute> argAttrs;
  for (OpAsmParser::Argument &arg : arguments)
    argAttrs.push_back(arg.attrs ? arg.attrs : builder.getDictionaryAttr({}));
  result.addAttribute(getArgAttrsAttrName(result.name),
                      builder.getArrayAttr(argAttrs));

  if (succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    Attribute hints;
    if (parser.parseEqual() ||
        !(hints = OptimizationHintsAttr::parse(parser, Type())))
      return failure();
    result.addAttribute(getOptimizationHintsAttrName(result.name), hints);
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments, /*enableNameShadowing=*/false))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  ensureTerminator(*body, builder, result.location);
  return parser.parseOptionalAttrDictWithKeyword(result.attributes);
}

void EntryOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  printFunctionSignature(printer, getBody(), getArgumentTypes(),
                         getResultTypes());
  if (OptimizationHintsAttr hints = getOptimizationHintsAttr();
      hints && !hints.getValue().empty()) {
    printer << " optimization_hints=";
    hints.print(printer);
  }
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {mlir::SymbolTable::getSymbolAttrName(), getFunctionTypeAttrName(),
       getArgAttrsAttrName(), getResAttrsAttrName(),
       getOptimizationHintsAttrName()});
}

LogicalResult EntryOp::verify() {
  if (!getResultTypes().empty())
    return emitOpError("entry op must not return values");
  for (Type type : getArgumentTypes()) {
    auto tile = dyn_cast<TileType>(type);
    if (tile && tile.getRank() != 0)
      return emitOpError("entry op must have scalar types (rank 0 "
                         "!cuda_tile.tile)");
  }
  return verifyKernelDebugInfo(*this);
}

LogicalResult EntryOp::verifyRegions() {
  return verifyKernelBodyDebugInfo(*this);
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  // Inside `if` a return ends the kernel early; only `if` ops may stand
  // between it and the entry (not loops).
  Operation *parent = (*this)->getParentOp();
  while (isa_and_nonnull<IfOp>(parent))
    parent = parent->getParentOp();
  auto entry = dyn_cast_or_null<EntryOp>(parent);
  if (!entry)
    return emitOpError(
        "must be used within a cuda_tile.entry, or cuda_tile.if operation");
  size_t numResults = entry.getResultTypes().size();
  if (getNumOperands() != numResults)
    return emitOpError("has ")
           << getNumOperands() << " operands, but enclosing function (@"
           << entry.getSymName() << ") returns " << numResults;
  if (getNumOperands() != 0)
    return emitOpError("has ")
           << getNumOperands()
           << " operands, but entry function must return 0 operands";
  return success();
}

//===----------------------------------------------------------------------===//
// GlobalOp / GetGlobalOp
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  auto tile = dyn_cast<TileType>(getValue().getType());
  if (!tile || tile.getRank() != 1)
    return emitOpError("type must have rank 1");
  if (getAlignment() != 0 && !llvm::isPowerOf2_64(getAlignment()))
    return emitOpError("alignment must be a power of two, got ")
           << getAlignment();
  return success();
}

LogicalResult
GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError("'") << getName() << "' does not reference a valid global";
  auto pointer = cast<PointerType>(getResult().getType().getElementType());
  Type elementType = global.getTileType().getElementType();
  if (pointer.getPointeeType() != elementType)
    return emitOpError("pointee type of result type ")
           << pointer << " does not match type " << elementType
           << " of the global @" << getName();
  return success();
}
