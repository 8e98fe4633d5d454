//===- CudaTileConversionOps.cpp - element type conversions -----------------===//

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"
#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Float to integer rounding: only `nearest_int_to_zero`, the default.
//===----------------------------------------------------------------------===//

static ParseResult parseIntegerRoundingMode(OpAsmParser &parser,
                                            RoundingModeAttr &mode) {
  return parseRoundingMode(parser, mode, {RoundingMode::NearestIntToZero},
                           RoundingMode::NearestIntToZero);
}

static void printIntegerRoundingMode(OpAsmPrinter &printer, Operation *,
                                     RoundingModeAttr mode) {
  printRoundingMode(printer, mode, RoundingMode::NearestIntToZero);
}

#define GET_OP_CLASSES
#include "dialects/CudaTile/IR/CudaTileConversionOps.cpp.inc"

static unsigned elementWidth(TileType type) {
  return type.getElementType().getIntOrFloatBitWidth();
}

LogicalResult BitcastOp::verify() {
  TileType from = getSource().getType(), to = getResult().getType();
  if (elementWidth(from) != elementWidth(to))
    return emitOpError("types must be equal width")
           << ", cannot convert " << from << " of width " << elementWidth(from)
           << " to type " << to << " of width " << elementWidth(to);
  return success();
}

LogicalResult ExtIOp::verify() {
  if (elementWidth(getTo().getType()) <= elementWidth(getFrom().getType()))
    return emitOpError("extending to smaller or identical integer");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (elementWidth(getTo().getType()) >= elementWidth(getFrom().getType()))
    return emitOpError("truncating to larger or identical integer");
  return success();
}

LogicalResult FToFOp::verify() {
  if (getFrom().getType() == getTo().getType())
    return emitOpError("converting tiles must not be a no-op");
  RoundingMode mode = getRoundingMode();
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType())) {
    if (mode != RoundingMode::Zero && mode != RoundingMode::PositiveInf)
      return emitOpError("invalid rounding mode specified for conversion to "
                         "f8E8M0FNU. Only 'zero' and 'positive_inf' are "
                         "supported");
    return success();
  }
  if (mode != RoundingMode::NearestEven)
    return emitOpError(
        "invalid rounding mode specified. Only 'nearest_even' is supported");
  return success();
}

LogicalResult FToIOp::verify() {
  if (getRoundingMode() != RoundingMode::NearestIntToZero)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_int_to_zero' is supported");
  return success();
}

LogicalResult IToFOp::verify() {
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType()))
    return emitOpError("integer to f8E8M0FNU conversion is not supported, "
                       "please first convert to another float type");
  if (getRoundingMode() != RoundingMode::NearestEven)
    return emitOpError(
        "invalid rounding mode specified. Only 'nearest_even' is supported");
  return success();
}
