//===- CudaTileTileOps.cpp - constants, shapes, reductions, mma -------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Region with a signature: `(%a: tile<f32>, %b: tile<f32>) { ... }`
//===----------------------------------------------------------------------===//

static ParseResult parseArgumentRegion(OpAsmParser &parser, Region &region) {
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> resultTypes;
  SMLoc loc = parser.getCurrentLocation();
  if (parseFunctionSignature(parser, arguments, resultTypes))
    return failure();
  if (!resultTypes.empty())
    return parser.emitError(loc, "the region signature has no results");
  return parser.parseRegion(region, arguments);
}

static void printArgumentRegion(OpAsmPrinter &printer, Operation *,
                                Region &region) {
  printer.printNewline();
  printFunctionSignature(printer, region, llvm::to_vector(region.getArgumentTypes()),
                         {});
  printer << ' ';
  printer.printRegion(region, /*printEntryBlockArgs=*/false);
}

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileTileOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Constants and index ranges
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = getResult().getType();
  if (type.getRank() != 1)
    return emitOpError("expects result type to be 1-d tile");
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  uint64_t length = type.getDimSize(0);
  // Values run from 0 to length - 1 and are read as unsigned.
  if (width < 64 && length > (uint64_t(1) << width))
    return emitOpError("the number of elements ")
           << length << " exceeds the maximum value of element type "
           << type.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  for (auto [f, t] : llvm::zip_equal(from, to))
    if (f != t && f != 1)
      return emitOpError("expects the shape of source tile to be compatible "
                         "with that of the result tile")
             << ", but got: " << from << " and " << to;
  return success();
}

LogicalResult ReshapeOp::verify() {
  if (getSource().getType().getNumElements() !=
      getResult().getType().getNumElements())
    return emitOpError("expected source tile and result tile to have the "
                       "same number of elements");
  return success();
}

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape();
  ArrayRef<int64_t> result = getResult().getType().getShape();
  ArrayRef<int32_t> perm = getPermutation();
  size_t rank = source.size();
  if (rank < 2)
    return emitOpError("expects at least rank 2, but got: ") << rank;
  if (perm.size() != rank)
    return emitOpError() << "expect permutation size (" << perm.size()
                         << ") to equal the rank of the source (" << rank
                         << ")";
  llvm::DenseSet<int32_t> seen(perm.begin(), perm.end());
  if (seen.size() != perm.size())
    return emitOpError() << "expect permutation elements to be unique";
  for (auto [i, p] : llvm::enumerate(perm))
    if (p < 0 || p >= static_cast<int32_t>(rank))
      return emitOpError() << "permutation element at index " << i << " ("
                           << p << ") is out of bound [0, " << rank << ")";
  for (auto [i, p] : llvm::enumerate(perm))
    if (result[i] != source[p])
      return emitOpError() << "result shape invalid at index " << i
                           << ", expected: " << source[p]
                           << ", but got: " << result[i];
  return success();
}

LogicalResult CatOp::verify() {
  ArrayRef<int64_t> lhs = getLhs().getType().getShape();
  ArrayRef<int64_t> rhs = getRhs().getType().getShape();
  ArrayRef<int64_t> result = getResult().getType().getShape();
  int64_t rank = lhs.size();
  int64_t dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("expect dim to be [0, ")
           << rank << "), but got: " << dim;
  if (lhs[dim] + rhs[dim] != result[dim])
    return emitOpError("invalid concat at position ")
           << dim << ", expected: " << lhs[dim] + rhs[dim]
           << " but got: " << result[dim];
  for (int64_t i = 0; i < rank; ++i) {
    if (i == dim)
      continue;
    if (lhs[i] != rhs[i])
      return emitOpError("expect lhs and rhs shapes to match at non-concat "
                         "position ")
             << i << ", expected: " << lhs[i] << " but got: " << rhs[i];
    if (lhs[i] != result[i])
      return emitOpError("expect lhs and result shapes to match at "
                         "non-concat position ")
             << i << ", expected: " << lhs[i] << " but got: " << result[i];
  }
  return success();
}

LogicalResult ExtractOp::verify() {
  TileType source = getSource().getType();
  TileType result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("source and result element type do not match");
  int64_t rank = source.getRank();
  for (int64_t i = 0; i < rank; ++i)
    if (source.getDimSize(i) % result.getDimSize(i) != 0)
      return emitOpError("source dimension ")
             << i << " size (" << source.getDimSize(i)
             << ") must be evenly divisible by result dimension " << i
             << " size (" << result.getDimSize(i) << ")";
  if (static_cast<int64_t>(getIndices().size()) != rank)
    return emitOpError("expected ")
           << rank << " indices, but got " << getIndices().size();
  return success();
}

LogicalResult InsertOp::verify() {
  TileType source = getSource().getType();
  TileType destination = getDestination().getType();
  if (source.getElementType() != destination.getElementType())
    return emitOpError("source and destination element type do not match");
  int64_t rank = destination.getRank();
  for (int64_t i = 0; i < rank; ++i)
    if (destination.getDimSize(i) % source.getDimSize(i) != 0)
      return emitOpError("destination dimension ")
             << i << " size (" << destination.getDimSize(i)
             << ") must be evenly divisible by source dimension " << i
             << " size (" << source.getDimSize(i) << ")";
  if (static_cast<int64_t>(getIndices().size()) != rank)
    return emitOpError("expected ")
           << rank << " indices, but got " << getIndices().size();
  return success();
}

LogicalResult SelectOp::verify() {
  if (isa<Float4E2M1FNType>(getResult().getType().getElementType()))
    return emitOpError("cannot operate on sub-byte type F4E2M1FN");
  return success();
}

//===----------------------------------------------------------------------===//
// pack / unpack
//===----------------------------------------------------------------------===//

static uint64_t tileSizeInBits(TileType type) {
  Type element = type.getElementType();
  unsigned width = isa<FloatTF32Type>(element)
                       ? 32
                       : element.getIntOrFloatBitWidth();
  return uint64_t(width) * type.getNumElements();
}

static LogicalResult verifyPackedTypes(Operation *op, TileType source,
                                       TileType result) {
  if (source.getRank() != 1)
    return op->emitOpError() << "expects source and result to be rank-1 tiles";
  if (source.getElementType().getIntOrFloatBitWidth() ==
      result.getElementType().getIntOrFloatBitWidth())
    return op->emitOpError()
           << "expects source and result to have different element type "
              "widths";
  uint64_t sourceBits = tileSizeInBits(source);
  uint64_t resultBits = tileSizeInBits(result);
  if (sourceBits % 8 != 0)
    return op->emitOpError() << "expects source tile to be byte-aligned";
  if (resultBits % 8 != 0)
    return op->emitOpError() << "expects result tile to be byte-aligned";
  if (sourceBits != resultBits)
    return op->emitOpError()
           << "expects source and result to have the same size in bytes, but "
              "got source tile size "
           << sourceBits / 8 << " bytes and result tile size "
           << resultBits / 8 << " bytes";
  return success();
}

LogicalResult PackOp::verify() {
  return verifyPackedTypes(*this, getSource().getType(),
                           getResult().getType());
}

LogicalResult UnpackOp::verify() {
  return verifyPackedTypes(*this, getSource().getType(),
                           getResult().getType());
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

/// Rules shared by reduce and scan that do not look into the body.
static LogicalResult verifyAggregate(Operation *op, ValueRange operands,
                                     TypeRange results, int32_t dim,
                                     ArrayAttr identities, bool sameTypes) {
  if (operands.empty())
    return op->emitOpError() << "expect at least 1 operand";
  if (operands.size() != results.size())
    return op->emitOpError() << "expect same number of operands and results";
  if (identities.size() != operands.size())
    return op->emitOpError()
           << "expect identities to match the number of operands but got: "
           << operands.size() << " operands and " << identities.size()
           << " identities";
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type element = cast<TileType>(operand.getType()).getElementType();
    auto typed = dyn_cast<TypedAttr>(identities[i]);
    if (!typed)
      return op->emitOpError() << "expect identity at index: " << i
                               << " to be a typed attribute";
    Type identity = typed.getType();
    // f16 and bf16 identities are interchangeable.
    if ((element.isBF16() && identity.isF16()) ||
        (element.isF16() && identity.isBF16()))
      continue;
    if (element != identity)
      return op->emitOpError()
             << "expect same type for operand at index: " << i
             << " and identity at index: " << i << " but got: " << element
             << " and " << identity;
  }
  int64_t rank = cast<TileType>(operands[0].getType()).getRank();
  if (dim < 0 || dim >= rank)
    return op->emitOpError()
           << "dimension (" << dim << ") is out of bound [0, " << rank << ")";
  if (sameTypes)
    for (auto [i, operand] : llvm::enumerate(operands))
      if (operand.getType() != results[i])
        return op->emitOpError() << "expect same type for operand at index: "
                                 << i << " and result at index: " << i;
  return success();
}

/// The body takes (element, accumulator) pairs of 0-d tiles, one pair per
/// operand, yields one 0-d tile per operand and holds only pure ops.
static LogicalResult verifyAggregateBody(Operation *op, Region &body) {
  size_t numOperands = op->getNumOperands();
  Block &block = body.front();
  if (block.getNumArguments() != 2 * numOperands)
    return op->emitOpError() << "expect " << 2 * numOperands
                             << " block arguments but got: "
                             << block.getNumArguments();
  SmallVector<Type> argTypes(block.getArgumentTypes());
  for (auto [i, type] : llvm::enumerate(argTypes)) {
    auto tile = dyn_cast<TileType>(type);
    if (!tile || tile.getRank() != 0)
      return op->emitOpError() << "expect 0-rank tile type at index: " << i
                               << " but got: " << type;
  }
  auto elementOf = [](Type type) {
    return cast<TileType>(type).getElementType();
  };
  for (size_t i = 0; i + 1 < argTypes.size(); i += 2)
    if (elementOf(argTypes[i]) != elementOf(argTypes[i + 1]))
      return op->emitOpError()
             << "expect same element type for block argument at index: " << i
             << " and " << i + 1 << " but got: " << elementOf(argTypes[i])
             << " and " << elementOf(argTypes[i + 1]);
  for (size_t i = 0; i < numOperands; ++i) {
    Type operand = elementOf(op->getOperand(i).getType());
    if (operand != elementOf(argTypes[2 * i]))
      return op->emitOpError()
             << "expect same type for operand at index: " << i
             << " and block argument at index: " << 2 * i
             << " but got: " << operand << " and "
             << elementOf(argTypes[2 * i]);
  }

  Operation &terminator = block.back();
  if (terminator.getName().getStringRef() != "cuda_tile.yield")
    return op->emitOpError("expects the body to end in 'cuda_tile.yield'");
  if (terminator.getNumOperands() != numOperands)
    return op->emitOpError()
           << "expect number of terminators operands ("
           << terminator.getNumOperands() << ") to match number of operands ("
           << numOperands << ")";
  for (size_t i = 0; i < numOperands; ++i) {
    Type operand = elementOf(op->getOperand(i).getType());
    auto yielded = dyn_cast<TileType>(terminator.getOperand(i).getType());
    if (!yielded)
      return op->emitOpError()
             << "expected TileType for operand and terminator types but got: "
             << op->getOperand(i).getType() << " and "
             << terminator.getOperand(i).getType();
    if (operand != yielded.getElementType())
      return op->emitOpError()
             << "expect same type for operand at index: " << i
             << " and terminator argument at index: " << i
             << " but got: " << operand << " and " << yielded.getElementType();
  }

  for (Operation &inner : block.without_terminator())
    if (!isPure(&inner))
      return inner.emitOpError("only pure operations are allowed inside '")
             << op->getName() << "'";
  return success();
}

LogicalResult ReduceOp::verify() {
  return verifyAggregate(*this, getOperands(), getResultTypes(), getDim(),
                         getIdentities(), /*sameTypes=*/false);
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyAggregateBody(*this, getBody());
}

LogicalResult
ReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                           ReduceOp::Adaptor adaptor,
                           SmallVectorImpl<Type> &inferred) {
  if (adaptor.getOperands().empty())
    return failure();
  int64_t dim = adaptor.getDim();
  for (Value operand : adaptor.getOperands()) {
    auto tile = dyn_cast<TileType>(operand.getType());
    if (!tile)
      return failure();
    SmallVector<int64_t> shape;
    for (auto [i, size] : llvm::enumerate(tile.getShape()))
      if (static_cast<int64_t>(i) != dim)
        shape.push_back(size);
    inferred.push_back(TileType::get(shape, tile.getElementType()));
  }
  return success();
}

LogicalResult ScanOp::verify() {
  return verifyAggregate(*this, getOperands(), getResultTypes(), getDim(),
                         getIdentities(), /*sameTypes=*/true);
}

LogicalResult ScanOp::verifyRegions() {
  return verifyAggregateBody(*this, getBody());
}

LogicalResult ScanOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                       ScanOp::Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  if (adaptor.getOperands().empty())
    return failure();
  llvm::append_range(inferred, adaptor.getOperands().getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

/// lhs is [B x] M x K, rhs [B x] K x N, acc [B x] M x N.
static LogicalResult verifyMmaShapes(Operation *op, TileType lhsType,
                                     TileType rhsType, TileType accType) {
  ArrayRef<int64_t> lhs = lhsType.getShape(), rhs = rhsType.getShape(),
                    acc = accType.getShape();
  if (lhs.size() != 2 && lhs.size() != 3)
    return op->emitOpError("operands must be 2D or 3D tiles");
  int batched = lhs.size() == 3;
  auto mismatch = [&](StringRef what, int64_t dim, ArrayRef<int64_t> a,
                      StringRef other, int64_t otherDim, ArrayRef<int64_t> b,
                      StringRef prefix) {
    return op->emitOpError(prefix)
           << "shape error: dim " << dim << " of " << what << " (" << a[dim]
           << ") and dim " << otherDim << " of " << other << " ("
           << b[otherDim] << ") must match, but got " << what << " shape ("
           << a << ") and " << other << " shape (" << b << ")";
  };
  if (batched) {
    if (lhs[0] != rhs[0])
      return mismatch("lhs", 0, lhs, "rhs", 0, rhs, "");
    if (lhs[0] != acc[0])
      return mismatch("lhs", 0, lhs, "acc", 0, acc, "");
  }
  int row = batched, col = batched + 1;
  if (lhs[col] != rhs[row])
    return mismatch("lhs", col, lhs, "rhs", row, rhs, " ");
  if (lhs[row] != acc[row])
    return mismatch("lhs", row, lhs, "acc", row, acc, " ");
  if (rhs[col] != acc[col])
    return mismatch("rhs", col, rhs, "acc", col, acc, " ");
  return success();
}

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), acc = getAcc().getType();
  if (failed(verifyMmaShapes(*this, lhs, getRhs().getType(), acc)))
    return failure();
  MLIRContext *ctx = getContext();
  Type f16 = Float16Type::get(ctx), f32 = Float32Type::get(ctx),
       f64 = Float64Type::get(ctx);
  Type input = lhs.getElementType();
  SmallVector<Type, 2> outputs;
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float16Type>(input))
    outputs = {f16, f32};
  else if (isa<BFloat16Type, FloatTF32Type, Float32Type>(input))
    outputs = {f32};
  else // f64; the operand constraint admits nothing else.
    outputs = {f64};
  if (!llvm::is_contained(outputs, acc.getElementType()))
    return emitOpError("unsupported combination of element types. Input type ")
           << input << " expects accumulator/result type to be one of {"
           << outputs << "}, but got " << acc.getElementType();
  return success();
}

LogicalResult MmaIOp::verify() {
  return verifyMmaShapes(*this, getLhs().getType(), getRhs().getType(),
                         getAcc().getType());
}

LogicalResult MmaFScaledOp::verify() {
  TileType lhsType = getLhs().getType(), rhsType = getRhs().getType();
  TileType lhsScaleType = getLhsScale().getType();
  TileType rhsScaleType = getRhsScale().getType();
  if (failed(verifyMmaShapes(*this, lhsType, rhsType, getAcc().getType())))
    return failure();
  ArrayRef<int64_t> lhs = lhsType.getShape(), rhs = rhsType.getShape(),
                    lhsScale = lhsScaleType.getShape(),
                    rhsScale = rhsScaleType.getShape();
  auto mismatch = [&](StringRef what, int64_t dim, ArrayRef<int64_t> a,
                      StringRef other, int64_t otherDim, ArrayRef<int64_t> b) {
    return emitOpError("shape error: dim ")
           << dim << " of " << what << " (" << a[dim] << ") and dim "
           << otherDim << " of " << other << " (" << b[otherDim]
           << ") must match, but got " << what << " shape (" << a << ") and "
           << other << " shape (" << b << ")";
  };
  int batched = lhs.size() == 3;
  int row = batched, col = batched + 1;
  if (batched) {
    if (lhs[0] != lhsScale[0])
      return mismatch("lhs", 0, lhs, "lhs_scale", 0, lhsScale);
    if (rhs[0] != rhsScale[0])
      return mismatch("rhs", 0, rhs, "rhs_scale", 0, rhsScale);
  }
  if (lhs[row] != lhsScale[row])
    return mismatch("lhs", row, lhs, "lhs_scale", row, lhsScale);
  if (rhs[col] != rhsScale[col])
    return mismatch("rhs", col, rhs, "rhs_scale", col, rhsScale);
  if (lhsScale[col] != rhsScale[row])
    return mismatch("lhs_scale", col, lhsScale, "rhs_scale", row, rhsScale);

  MLIRContext *ctx = getContext();
  Type input = lhsType.getElementType();
  Type scale = lhsScaleType.getElementType();
  if (isa<Float8E4M3FNType>(scale) && !isa<Float4E2M1FNType>(input))
    return emitOpError("unsupported combination of element types. Scale type ")
           << scale << " expects lhs and rhs element types to be "
           << Float4E2M1FNType::get(ctx) << ", but got " << input;
  if (isa<Float8E8M0FNUType>(scale) &&
      !isa<Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType>(input))
    return emitOpError("unsupported combination of element types. Scale type ")
           << scale << " expects lhs and rhs element types to be one of {"
           << Float8E4M3FNType::get(ctx) << ", " << Float8E5M2Type::get(ctx)
           << ", " << Float4E2M1FNType::get(ctx) << "}, but got " << input;

  int64_t k = lhs[col], scaleK = lhsScale[col];
  if (k % scaleK != 0)
    return emitOpError("shape error: dim ")
           << col << " of lhs_scale (" << scaleK << ") must be a divisor of dim "
           << col << " of lhs (" << k << "), but got lhs_scale shape ("
           << lhsScale << ") and lhs shape (" << lhs << ")";
  int64_t block = k / scaleK;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(input) && block != 32)
    return emitOpError()
           << "shape error: f8 element type requires block scale factor of "
              "lhs_scale and rhs_scale to be 32, but got "
           << block;
  if (isa<Float4E2M1FNType>(input)) {
    if (isa<Float8E4M3FNType>(scale) && block != 16)
      return emitOpError()
             << "shape error: f4E2M1FN element type with f8E4M3FN scales "
                "requires block scale factor of lhs_scale and rhs_scale to be "
                "16, but got "
             << block;
    if (isa<Float8E8M0FNUType>(scale) && block != 16 && block != 32)
      return emitOpError()
             << "shape error: f4E2M1FN element type with f8E8M0FNU scales "
                "requires block scale factor of lhs_scale and rhs_scale to be "
                "16 or 32, but got "
             << block;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Names of results and block arguments in the printed form
//===----------------------------------------------------------------------===//

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // `%true`, `%false`, `%cst_i1` for i1; `%cst_<value>_<type>` for a splat
  // whose value is a non-negative integer; `%cst_<type>` otherwise.
  DenseElementsAttr value = getValue();
  Type elementType = value.getElementType();
  if (elementType.isInteger(1)) {
    auto bits = value.getValues<bool>();
    if (llvm::all_of(bits, [](bool b) { return b; }))
      return setNameFn(getResult(), "true");
    if (llvm::none_of(bits, [](bool b) { return b; }))
      return setNameFn(getResult(), "false");
    return setNameFn(getResult(), "cst_i1");
  }
  SmallString<32> name;
  llvm::raw_svector_ostream os(name);
  os << "cst";
  if (value.isSplat() || value.getNumElements() == 1) {
    if (isa<IntegerType>(elementType)) {
      os << "_" << *value.getValues<APInt>().begin();
    } else {
      APFloat first = *value.getValues<APFloat>().begin();
      if (first.isNaN()) {
        os << "_NaN";
      } else {
        // Only values that are exactly a 64-bit unsigned integer are named.
        llvm::APSInt asInt(64, /*isUnsigned=*/true);
        bool exact = false;
        first.convertToInteger(asInt, APFloat::rmTowardZero, &exact);
        if (exact)
          os << "_" << asInt.getZExtValue();
      }
    }
  }
  os << "_" << elementType;
  setNameFn(getResult(), name);
}

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bcast");
}

void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reshape");
}

void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (getNumResults() != 0)
    setNameFn(getResult(0), "reduce");
}

void ReduceOp::getAsmBlockArgumentNames(Region &region,
                                        OpAsmSetValueNameFn setNameFn) {
  // Arguments come in (element, accumulator) pairs, one pair per operand;
  // with several operands the pairs are numbered.
  bool numbered = region.getNumArguments() > 2;
  for (auto [index, arg] : llvm::enumerate(region.getArguments())) {
    std::string name = index % 2 == 0 ? "reduce_lhs" : "reduce_rhs";
    if (numbered)
      name += std::to_string(index / 2);
    setNameFn(arg, name);
  }
}
