//===- NarrowFloats.cpp - f8 and tf32 values from and to their bits -------===//
//
// LLVM has no f8 or f4 types: such a value travels as the integer of its
// bits (i8, i4), and conversions from and to it are integer arithmetic on
// those bits, exact when widening and rounding to nearest even when
// narrowing. Narrowing saturates to the largest finite value, as the PTX
// f8 conversions (cvt.rn.satfinite) do; NaN stays NaN. f8E8M0FNU and
// f4E2M1FN are read (widened) only. tf32 travels as f32; narrowing to it
// rounds the mantissa to 10 bits.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// The f8 formats converted here: exponent bias and mantissa bits.
struct F8Format {
  int bias;
  int mantissaBits;
};

std::optional<F8Format> getF8Format(Type type) {
  if (isa<Float8E4M3FNType>(type))
    return F8Format{7, 3};
  if (isa<Float8E5M2Type>(type))
    return F8Format{15, 2};
  return std::nullopt;
}

/// Types whose values do not travel as themselves.
bool isNarrowFloat(Type type) {
  type = getElementTypeOrSelf(type);
  auto floatType = dyn_cast<FloatType>(type);
  return floatType && (floatType.getWidth() < 16 || floatType.isTF32());
}

/// An f32 value rounded to nearest even into f8 `format`, as i8 bits.
Value encodeF8(OpBuilder &builder, Location loc, Value value,
               const F8Format &format) {
  auto c = [&](int64_t v) { return constantI32(builder, loc, v); };
  Type i32 = builder.getI32Type();
  Value bits = arith::BitcastOp::create(builder, loc, i32, value);
  Value sign = arith::AndIOp::create(
      builder, loc, arith::ShRUIOp::create(builder, loc, bits, c(24)), c(0x80));
  Value magnitude = arith::AndIOp::create(builder, loc, bits, c(0x7FFFFFFF));
  int drop = 23 - format.mantissaBits;
  // Largest finite: exponent field all ones but the last code (E4M3FN:
  // 1.75 * 2^8 = 448, code 0x7E) or the last exponent below infinity
  // (E5M2: 1.75 * 2^15 = 57344, code 0x7B).
  bool finiteOnly = format.bias == 7;
  int maxExponent = finiteOnly ? 15 - format.bias : 30 - format.bias;
  int64_t maxCode = finiteOnly ? 0x7E : 0x7B;
  int64_t maxMantissa = (1 << format.mantissaBits) - (finiteOnly ? 2 : 1);
  int64_t maxBits = (int64_t(127 + maxExponent) << 23) | (maxMantissa << drop);
  int64_t minNormalBits = int64_t(127 + 1 - format.bias) << 23;
  // Normal: round the mantissa to nearest even on the bits; a carry moves
  // into the exponent. Then rebias.
  Value odd = arith::AndIOp::create(
      builder, loc, arith::ShRUIOp::create(builder, loc, magnitude, c(drop)),
      c(1));
  Value rounded = arith::ShRUIOp::create(
      builder, loc,
      arith::AddIOp::create(
          builder, loc,
          arith::AddIOp::create(builder, loc, magnitude,
                                c((int64_t(1) << (drop - 1)) - 1)),
          odd),
      c(drop));
  Value normal = arith::SubIOp::create(
      builder, loc, rounded,
      c(int64_t(127 - format.bias) << format.mantissaBits));
  // Subnormal: the count of the smallest subnormal, rounded to nearest
  // even (reaching the smallest normal's code when it rounds up).
  int scale = format.bias - 1 + format.mantissaBits;
  Value scaled = arith::MulFOp::create(
      builder, loc,
      arith::BitcastOp::create(builder, loc, builder.getF32Type(), magnitude),
      arith::ConstantFloatOp::create(builder, loc, builder.getF32Type(),
                                     llvm::APFloat(std::ldexp(1.0f, scale))));
  Value subnormal = arith::FPToUIOp::create(
      builder, loc, i32, math::RoundEvenOp::create(builder, loc, scaled));
  auto ult = [&](Value a, int64_t b) {
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult, a,
                                 c(b));
  };
  Value code = arith::SelectOp::create(
      builder, loc, ult(magnitude, minNormalBits), subnormal, normal);
  // At or above the largest finite value (infinity included): saturate.
  code = arith::SelectOp::create(builder, loc, ult(magnitude, maxBits), code,
                                 c(maxCode));
  Value isNaN = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ugt,
                                      magnitude, c(0x7F800000));
  code = arith::SelectOp::create(builder, loc, isNaN, c(0x7F), code);
  return arith::TruncIOp::create(
      builder, loc, builder.getI8Type(),
      arith::OrIOp::create(builder, loc, code, sign));
}


/// One value converted from type `from` to type `to` (element types before
/// conversion; `value` is in its LLVM form), or null where not supported.
Value convertNarrow(OpBuilder &builder, Location loc, Value value, Type from,
                    Type to) {
  Type f32 = builder.getF32Type();
  // To f32 first.
  if (isDecodableNarrowFloat(from))
    value = decodeNarrowFloat(builder, loc, value, from);
  else if (from.isTF32())
    ; // already its f32 value
  else if (isNarrowFloat(from))
    return Value();
  else if (from != f32)
    value = from.getIntOrFloatBitWidth() < 32
                ? arith::ExtFOp::create(builder, loc, f32, value).getResult()
                : arith::TruncFOp::create(builder, loc, f32, value).getResult();
  // Then to the target.
  if (std::optional<F8Format> format = getF8Format(to))
    return encodeF8(builder, loc, value, *format);
  if (to.isTF32())
    return roundToTF32(builder, loc, value);
  if (isNarrowFloat(to))
    return Value();
  if (to == f32)
    return value;
  return to.getIntOrFloatBitWidth() > 32
             ? arith::ExtFOp::create(builder, loc, to, value).getResult()
             : arith::TruncFOp::create(builder, loc, to, value).getResult();
}

/// extf / truncf (scalar arith or the nv_tileas bank) from or to an f8 or
/// tf32 type, value by value.
template <typename CastOp>
struct NarrowFloatLowering : public OpConversionPattern<CastOp> {
  using OpConversionPattern<CastOp>::OpConversionPattern;
  using OneToNOpAdaptor = typename OpConversionPattern<CastOp>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(CastOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = getElementTypeOrSelf(op.getIn().getType());
    Type to = getElementTypeOrSelf(op.getType());
    if (!isNarrowFloat(from) && !isNarrowFloat(to))
      return failure();
    SmallVector<Value> results;
    for (Value value : adaptor.getIn()) {
      Value converted = convertNarrow(rewriter, op.getLoc(), value, from, to);
      if (!converted)
        return op.emitOpError("conversion from ")
               << from << " to " << to << " is not lowered yet";
      results.push_back(converted);
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

} // namespace

Value mlir::tileiras::roundToTF32(OpBuilder &builder, Location loc, Value value) {
  auto c = [&](int64_t v) { return constantI32(builder, loc, v); };
  Type i32 = builder.getI32Type();
  Value bits = arith::BitcastOp::create(builder, loc, i32, value);
  Value odd = arith::AndIOp::create(
      builder, loc, arith::ShRUIOp::create(builder, loc, bits, c(13)), c(1));
  Value rounded = arith::AndIOp::create(
      builder, loc,
      arith::AddIOp::create(builder, loc,
                            arith::AddIOp::create(builder, loc, bits, c(0xFFF)),
                            odd),
      c(~int64_t(0x1FFF)));
  Value special = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(builder, loc, bits, c(0x7F800000)), c(0x7F800000));
  return arith::BitcastOp::create(
      builder, loc, builder.getF32Type(),
      arith::SelectOp::create(builder, loc, special, bits, rounded));
}

bool mlir::tileiras::isDecodableNarrowFloat(Type format) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             Float4E2M1FNType>(format);
}

Value mlir::tileiras::decodeNarrowFloat(OpBuilder &builder, Location loc,
                                        Value bits, Type format) {
  auto c = [&](int64_t v) { return constantI32(builder, loc, v); };
  Type f32 = builder.getF32Type(), i32 = builder.getI32Type();
  if (isa<Float4E2M1FNType>(format)) {
    // s.ee.m, bias 1: code (e << 1 | m) + (126 << 1) shifted to bit 22 for
    // e > 0; e = 0 holds 0 and 0.5.
    Value b = arith::ExtUIOp::create(builder, loc, i32, bits);
    Value sign = arith::ShLIOp::create(
        builder, loc, arith::AndIOp::create(builder, loc, b, c(0x8)), c(28));
    Value magnitude = arith::AndIOp::create(builder, loc, b, c(0x7));
    Value normal = arith::ShLIOp::create(
        builder, loc, arith::AddIOp::create(builder, loc, magnitude, c(252)),
        c(22));
    Value subnormal = arith::MulIOp::create(builder, loc, magnitude,
                                            c(0x3F000000)); // 0 or 0.5
    Value isSubnormal = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ult, magnitude, c(2));
    Value value = arith::OrIOp::create(
        builder, loc, sign,
        arith::SelectOp::create(builder, loc, isSubnormal, subnormal, normal));
    return arith::BitcastOp::create(builder, loc, f32, value).getResult();
  }
  if (isa<Float8E8M0FNUType>(format)) {
    // 2^(e - 127): f32's exponent field; e = 0 is f32's subnormal 2^-127,
    // e = 255 NaN.
    Value e = arith::ExtUIOp::create(builder, loc, i32, bits);
    auto is = [&](int64_t code) {
      return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, e,
                                   c(code));
    };
    Value value = arith::SelectOp::create(
        builder, loc, is(0), c(0x00400000),
        arith::SelectOp::create(builder, loc, is(255), c(0x7FC00000),
                                arith::ShLIOp::create(builder, loc, e, c(23))));
    return arith::BitcastOp::create(builder, loc, f32, value).getResult();
  }
  if (isa<Float8E5M2Type>(format)) {
    Type i16 = builder.getI16Type();
    Value wide = arith::ExtUIOp::create(builder, loc, i16, bits);
    Value half = arith::ShLIOp::create(
        builder, loc, wide, arith::ConstantIntOp::create(builder, loc, i16, 8));
    Value f16 =
        arith::BitcastOp::create(builder, loc, builder.getF16Type(), half);
    return arith::ExtFOp::create(builder, loc, f32, f16);
  }
  Value b = arith::ExtUIOp::create(builder, loc, i32, bits);
  Value sign = arith::ShLIOp::create(
      builder, loc, arith::AndIOp::create(builder, loc, b, c(0x80)), c(24));
  Value magnitude = arith::AndIOp::create(builder, loc, b, c(0x7F));
  // (e << 3 | m) + (120 << 3), shifted to bit 20: exponent e + 120, the
  // mantissa on top of f32's.
  Value normalBits = arith::OrIOp::create(
      builder, loc, sign,
      arith::ShLIOp::create(
          builder, loc,
          arith::AddIOp::create(builder, loc, magnitude, c(120 << 3)), c(20)));
  Value subnormal = arith::MulFOp::create(
      builder, loc,
      arith::UIToFPOp::create(builder, loc, f32,
                              arith::AndIOp::create(builder, loc, b, c(7))),
      arith::ConstantFloatOp::create(builder, loc, cast<FloatType>(f32),
                                     llvm::APFloat(0x1p-9f)));
  Value subnormalBits = arith::OrIOp::create(
      builder, loc, sign,
      arith::BitcastOp::create(builder, loc, i32, subnormal).getResult());
  Value isSubnormal = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ult, magnitude, c(8));
  Value isNaN = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                      magnitude, c(0x7F));
  Value value = arith::SelectOp::create(
      builder, loc, isNaN, c(0x7FC00000),
      arith::SelectOp::create(builder, loc, isSubnormal, subnormalBits,
                              normalBits));
  return arith::BitcastOp::create(builder, loc, f32, value).getResult();
}

bool mlir::tileiras::isNarrowFloatCast(Operation *op) {
  if (!isa<arith::ExtFOp, arith::TruncFOp, nv_tileas::ExtFOp,
           nv_tileas::TruncFOp>(op))
    return false;
  return isNarrowFloat(op->getOperand(0).getType()) ||
         isNarrowFloat(op->getResult(0).getType());
}

void mlir::tileiras::populateNarrowFloatPatterns(const TypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  // Above the bank's value-by-value copy of extf / truncf.
  patterns.add<NarrowFloatLowering<arith::ExtFOp>,
               NarrowFloatLowering<arith::TruncFOp>,
               NarrowFloatLowering<nv_tileas::ExtFOp>,
               NarrowFloatLowering<nv_tileas::TruncFOp>>(
      converter, patterns.getContext(), /*benefit=*/2);
}
