//===- TileAADialect.cpp - the nv_tileaa dialect --------------------------===//

#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#include "dialects/TileAA/IR/TileAADialect.cpp.inc"
#include "dialects/TileAA/IR/TileAAEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/TileAA/IR/TileAAAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/TileAA/IR/TileAATypes.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/TileAA/IR/TileAAOps.cpp.inc"

void TileAADialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "dialects/TileAA/IR/TileAAOps.cpp.inc"
      >();
}

void TileAADialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/TileAA/IR/TileAATypes.cpp.inc"
      >();
}

void TileAADialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/TileAA/IR/TileAAAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// KernelSpecAttr
//===----------------------------------------------------------------------===//

LogicalResult
KernelSpecAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       int64_t numWarps, ArrayRef<int64_t> cluster) {
  if (numWarps < 1 || numWarps > 32)
    return emitError() << "num_warps must be in [1, 32], got " << numWarps;
  if (cluster.size() != 3)
    return emitError() << "cluster must have 3 dimensions, got "
                       << cluster.size();
  if (llvm::any_of(cluster, [](int64_t d) { return d < 1; }))
    return emitError() << "cluster dimensions must be positive";
  return success();
}

int64_t KernelSpecAttr::getClusterSize() const {
  int64_t size = 1;
  for (int64_t d : getCluster())
    size *= d;
  return size;
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

void FuncOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   FunctionType type, bool isKernel) {
  state.addAttribute(SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  if (isKernel)
    state.addAttribute(getKernelAttrName(state.name), builder.getUnitAttr());
  state.addRegion();
}

// `nv_tileaa.func @name(%a: T, ...) -> (R) kernel attributes {...} {body}`
ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<DictionaryAttr> resultAttrs;
  SmallVector<Type> resultTypes;
  bool isVariadic = false;
  if (parser.parseSymbolName(name, SymbolTable::getSymbolAttrName(),
                             result.attributes) ||
      function_interface_impl::parseFunctionSignatureWithArguments(
          parser, /*allowVariadic=*/false, arguments, isVariadic, resultTypes,
          resultAttrs))
    return failure();
  SmallVector<Type> argTypes;
  for (OpAsmParser::Argument &arg : arguments)
    argTypes.push_back(arg.type);
  Builder &builder = parser.getBuilder();
  result.addAttribute(
      getFunctionTypeAttrName(result.name),
      TypeAttr::get(builder.getFunctionType(argTypes, resultTypes)));
  if (succeeded(parser.parseOptionalKeyword("kernel")))
    result.addAttribute(getKernelAttrName(result.name), builder.getUnitAttr());
  call_interface_impl::addArgAndResultAttrs(
      builder, result, arguments, resultAttrs, getArgAttrsAttrName(result.name),
      getResAttrsAttrName(result.name));
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  OptionalParseResult parsed = parser.parseOptionalRegion(
      *body, arguments, /*enableNameShadowing=*/false);
  return parsed.has_value() ? *parsed : success();
}

void FuncOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  function_interface_impl::printFunctionSignature(
      printer, *this, getArgumentTypes(), /*isVariadic=*/false,
      getResultTypes());
  if (getKernel())
    printer << " kernel";
  printer.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {SymbolTable::getSymbolAttrName(), getFunctionTypeAttrName(),
       getKernelAttrName(), getArgAttrsAttrName(), getResAttrsAttrName()});
  if (!getBody().empty()) {
    printer << ' ';
    printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                        /*printBlockTerminators=*/true);
  }
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  auto func = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> results = func.getResultTypes();
  // A kernel's return is judged by the function-boundary lowering.
  if (func.getKernel())
    return success();
  if (getOperands().getTypes() != TypeRange(results))
    return emitOpError("operand types ")
           << getOperands().getTypes() << " do not match the results "
           << results << " of @" << func.getSymName();
  return success();
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

LogicalResult SplatOp::verify() {
  Type element = cast<RankedTensorType>(getType()).getElementType();
  if (getValue().getType() != element)
    return emitOpError("value type ")
           << getValue().getType() << " is not the element type " << element;
  return success();
}

OpFoldResult SplatOp::fold(FoldAdaptor) {
  return SplatElementsAttr::get(cast<ShapedType>(getType()), getValue());
}

OpFoldResult ConstantTensorOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult BroadcastOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (source.getRank() != result.getRank())
    return emitOpError("source and result must have the same rank");
  for (auto [from, to] : llvm::zip(source.getShape(), result.getShape()))
    if (from != to && from != 1)
      return emitOpError("can only broadcast dimensions of size 1, got ")
             << source << " -> " << result;
  return success();
}

LogicalResult PermuteOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  ArrayRef<int32_t> permutation = getPermutation();
  if (static_cast<int64_t>(permutation.size()) != source.getRank() ||
      result.getRank() != source.getRank())
    return emitOpError("needs one permutation entry per dimension");
  SmallVector<bool> seen(permutation.size(), false);
  for (auto [i, dim] : llvm::enumerate(permutation)) {
    if (dim < 0 || dim >= source.getRank() || seen[dim])
      return emitOpError("permutation must hold each dimension once");
    seen[dim] = true;
    if (result.getDimSize(i) != source.getDimSize(dim))
      return emitOpError("result dimension ")
             << i << " must be source dimension " << dim;
  }
  return success();
}

LogicalResult RepackOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  // Rows repack alone: all but the last extent are the same.
  if (source.getRank() != result.getRank() || source.getRank() < 1 ||
      !source.hasStaticShape() || !result.hasStaticShape() ||
      source.getShape().drop_back() != result.getShape().drop_back())
    return emitOpError("repacks static tensors of one rank along their last "
                       "dimension");
  if (source.getNumElements() * source.getElementTypeBitWidth() !=
      result.getNumElements() * result.getElementTypeBitWidth())
    return emitOpError("source and result must hold the same number of "
                       "bits");
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (!source.hasStaticShape() || !result.hasStaticShape())
    return emitOpError("shapes must be static");
  if (source.getNumElements() != result.getNumElements())
    return emitOpError("source and result must have the same number of "
                       "elements, got ")
           << source << " -> " << result;
  return success();
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  auto lhs = cast<RankedTensorType>(getLhs().getType());
  auto rhs = cast<RankedTensorType>(getRhs().getType());
  auto acc = cast<RankedTensorType>(getAcc().getType());
  int64_t rank = acc.getRank();
  if ((rank != 2 && rank != 3) || lhs.getRank() != rank ||
      rhs.getRank() != rank)
    return emitOpError("operands must all be 2-d, or all 3-d with a batch "
                       "dimension");
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape();
  size_t m = rank - 2, n = rank - 1;
  if (a[m] != c[m] || b[n] != c[n] || a[n] != b[m] ||
      (rank == 3 && (a[0] != c[0] || b[0] != c[0])))
    return emitOpError("shapes do not multiply: ")
           << lhs << " * " << rhs << " + " << acc;
  Type element = lhs.getElementType(), accElement = acc.getElementType();
  if (rhs.getElementType() != element)
    return emitOpError("lhs and rhs must have the same element type");
  bool isFloat = isa<FloatType>(element) && isa<FloatType>(accElement);
  bool isInt = element.isInteger(8) && accElement.isInteger(32);
  if (!isFloat && !isInt)
    return emitOpError("multiplies floats into floats or i8 into i32, got ")
           << element << " into " << accElement;
  if (isFloat && (getLhsUnsigned() || getRhsUnsigned()))
    return emitOpError("signedness applies to integer operands only");
  return success();
}

LogicalResult DotScaledOp::verify() {
  auto lhs = cast<RankedTensorType>(getLhs().getType());
  auto rhs = cast<RankedTensorType>(getRhs().getType());
  auto acc = cast<RankedTensorType>(getAcc().getType());
  auto lhsScale = cast<RankedTensorType>(getLhsScale().getType());
  auto rhsScale = cast<RankedTensorType>(getRhsScale().getType());
  int64_t rank = acc.getRank();
  if ((rank != 2 && rank != 3) || lhs.getRank() != rank ||
      rhs.getRank() != rank || lhsScale.getRank() != rank ||
      rhsScale.getRank() != rank)
    return emitOpError("operands must all be 2-d, or all 3-d with a batch "
                       "dimension");
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape(),
                    sa = lhsScale.getShape(), sb = rhsScale.getShape();
  size_t m = rank - 2, n = rank - 1;
  if (a[m] != c[m] || b[n] != c[n] || a[n] != b[m] ||
      (rank == 3 && (a[0] != c[0] || b[0] != c[0])))
    return emitOpError("shapes do not multiply: ")
           << lhs << " * " << rhs << " + " << acc;
  if (sa[m] != a[m] || sb[n] != b[n] || sa[n] != sb[m] || sa[n] == 0 ||
      a[n] % sa[n] != 0 ||
      (rank == 3 && (sa[0] != a[0] || sb[0] != b[0])))
    return emitOpError("scales must be M x KS and KS x N with KS dividing K, "
                       "got ")
           << lhsScale << " and " << rhsScale << " for " << lhs << " * "
           << rhs;
  if (rhs.getElementType() != lhs.getElementType() ||
      rhsScale.getElementType() != lhsScale.getElementType())
    return emitOpError("lhs and rhs, and their scales, must have the same "
                       "element types");
  if (!acc.getElementType().isF32())
    return emitOpError("accumulates in f32, got ") << acc.getElementType();
  return success();
}

int64_t DotScaledOp::getScaleBlock() {
  auto lhs = cast<RankedTensorType>(getLhs().getType());
  auto scale = cast<RankedTensorType>(getLhsScale().getType());
  return lhs.getShape().back() / scale.getShape().back();
}

//===----------------------------------------------------------------------===//
// Aggregates
//===----------------------------------------------------------------------===//

/// What reduce and scan check: one identity, result and pair of body
/// arguments (element, accumulator) per operand, all of the operands'
/// element types; results of the operands' shape (scan) or without `dim`
/// (reduce; scalars when nothing is left).
static LogicalResult verifyCombiner(Operation *op, OperandRange operands,
                                    ResultRange results, ArrayAttr identities,
                                    uint32_t dim, Region &region,
                                    bool keepsShape) {
  if (operands.empty())
    return op->emitOpError("needs at least one operand");
  size_t count = operands.size();
  auto first = cast<RankedTensorType>(operands.front().getType());
  ArrayRef<int64_t> shape = first.getShape();
  if (dim >= first.getRank())
    return op->emitOpError("dimension ")
           << dim << " is out of range for rank " << first.getRank();
  SmallVector<int64_t> resultShape(shape);
  if (!keepsShape)
    resultShape.erase(resultShape.begin() + dim);
  if (results.size() != count || identities.size() != count)
    return op->emitOpError("needs one result and one identity per operand");
  Block &body = region.front();
  if (body.getNumArguments() != 2 * count)
    return op->emitOpError("body must take an element and an accumulator "
                           "per operand, ")
           << 2 * count << " arguments";
  auto yield = cast<YieldOp>(body.getTerminator());
  if (yield.getValues().size() != count)
    return yield.emitOpError("must yield one value per operand");
  for (size_t i = 0; i < count; ++i) {
    auto operand = cast<RankedTensorType>(operands[i].getType());
    Type element = operand.getElementType();
    if (operand.getShape() != shape)
      return op->emitOpError("operands must have the same shape");
    Type expected = resultShape.empty()
                        ? element
                        : RankedTensorType::get(resultShape, element);
    Type result = results[i].getType();
    auto resultTensor = dyn_cast<RankedTensorType>(result);
    if (resultTensor ? resultTensor.getShape() != ArrayRef(resultShape) ||
                           resultTensor.getElementType() != element
                     : result != expected)
      return op->emitOpError("result ") << i << " must be " << expected;
    if (cast<TypedAttr>(identities[i]).getType() != element)
      return op->emitOpError("identity ")
             << i << " must be of type " << element;
    if (body.getArgument(2 * i).getType() != element ||
        body.getArgument(2 * i + 1).getType() != element)
      return op->emitOpError("body arguments ")
             << 2 * i << " and " << 2 * i + 1 << " must be " << element;
    if (yield.getValues()[i].getType() != element)
      return yield.emitOpError("value ") << i << " must be " << element;
  }
  return success();
}

LogicalResult ReduceOp::verify() {
  return verifyCombiner(*this, getOperands(), getResults(), getIdentities(),
                        getDim(), getBody(), /*keepsShape=*/false);
}

LogicalResult ScanOp::verify() {
  return verifyCombiner(*this, getOperands(), getResults(), getIdentities(),
                        getDim(), getBody(), /*keepsShape=*/true);
}

//===----------------------------------------------------------------------===//
// Memory ops
//===----------------------------------------------------------------------===//

/// The type read or written through `pointers`: the pointee, shaped like
/// the pointer tensor.
static Type getAccessedType(Type pointers) {
  if (auto tensor = dyn_cast<RankedTensorType>(pointers))
    return tensor.clone(
        cast<PointerType>(tensor.getElementType()).getPointeeType());
  return cast<PointerType>(pointers).getPointeeType();
}

/// A mask has the shape of the pointers, with i1 elements.
static LogicalResult verifyMask(Operation *op, Type pointers, Value mask) {
  if (!mask)
    return success();
  Type expected = IntegerType::get(op->getContext(), 1);
  if (auto tensor = dyn_cast<RankedTensorType>(pointers))
    expected = tensor.clone(expected);
  if (mask.getType() != expected)
    return op->emitOpError("mask must be ")
           << expected << ", got " << mask.getType();
  return success();
}

LogicalResult nv_tileaa::verifyPointerLoad(Operation *op, Type source,
                                           Value mask, Value padding,
                                           Type result) {
  Type expected = getAccessedType(source);
  if (result != expected)
    return op->emitOpError("result must be ") << expected << ", got " << result;
  if (padding && padding.getType() != expected)
    return op->emitOpError("padding must be ")
           << expected << ", got " << padding.getType();
  if (padding && !mask)
    return op->emitOpError("padding without a mask");
  return verifyMask(op, source, mask);
}

LogicalResult nv_tileaa::verifyPointerStore(Operation *op, Type destination,
                                            Value mask, Type value) {
  Type expected = getAccessedType(destination);
  if (value != expected)
    return op->emitOpError("value must be ") << expected << ", got " << value;
  return verifyMask(op, destination, mask);
}

/// What both atomics check: the value is the pointee, shaped like the
/// pointers; the ordering is not weak; the mask fits.
static LogicalResult verifyAtomic(Operation *op, Type pointers, Type value,
                                  MemoryOrdering ordering, Value mask) {
  Type expected = getAccessedType(pointers);
  if (value != expected)
    return op->emitOpError("value must be ") << expected << ", got " << value;
  if (ordering == MemoryOrdering::Weak)
    return op->emitOpError("an atomic cannot be weak");
  return verifyMask(op, pointers, mask);
}

/// An atomic reads and writes the memory its pointers address.
static void addAtomicEffects(
    OpOperand &pointers,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &pointers);
  effects.emplace_back(MemoryEffects::Write::get(), &pointers);
}

LogicalResult AtomicRMWOp::verify() {
  if (failed(verifyAtomic(*this, getPointers().getType(), getValue().getType(),
                          getOrdering(), getMask())))
    return failure();
  Type element = getElementTypeOrSelf(getValue().getType());
  bool isFloatMode = getMode() == AtomicRMWMode::AddF;
  bool anyType = getMode() == AtomicRMWMode::Xchg;
  if (!anyType && isFloatMode != isa<FloatType>(element))
    return emitOpError("'") << stringifyAtomicRMWMode(getMode())
                            << "' does not apply to " << element;
  return success();
}

void AtomicRMWOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addAtomicEffects(getPointersMutable(), effects);
}

LogicalResult AtomicCASOp::verify() {
  return verifyAtomic(*this, getPointers().getType(), getValue().getType(),
                      getOrdering(), getMask());
}

void AtomicCASOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addAtomicEffects(getPointersMutable(), effects);
}

LogicalResult
GlobalAddressOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom(*this, getNameAttr()))
    return emitOpError("no global named ") << getNameAttr();
  return success();
}

void PrintOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // Output is a side effect no other op may be reordered across.
  effects.emplace_back(MemoryEffects::Write::get());
}
