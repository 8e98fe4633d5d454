//===- CudaTileArithOps.td - elementwise math ----------------*- tablegen -*-===//
//
// Float, integer and bitwise elementwise ops. Operands and results of every
// op share one tile type (comparisons return a tile of i1 of that shape).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEARITHOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEARITHOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

// The result of a comparison: i1 elements, the shape of `lhs`.
def CudaTile_I1ResultOfLhs : TypesMatchWith<
    "Result type has i1 element type and same shape as operands",
    "lhs", "result", "::mlir::cuda_tile::getI1TileLike($_self)">;

//===----------------------------------------------------------------------===//
// Shapes of ops
//===----------------------------------------------------------------------===//

// `op %source : tile<...>`
class CudaTile_UnaryOp<string mnemonic, string since, Type tile>
    : CudaTile_Op<mnemonic, since, [Pure, AllTypesMatch<["source", "result"]>]> {
  let arguments = (ins tile:$source);
  let results = (outs tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// `op %lhs, %rhs : tile<...>`
class CudaTile_BinaryOp<string mnemonic, string since, Type tile,
                        string lhsName = "lhs", string rhsName = "rhs">
    : CudaTile_Op<mnemonic, since,
                  [Pure, AllTypesMatch<[lhsName, rhsName, "result"]>]> {
  let results = (outs tile:$result);
}

class CudaTile_FloatUnaryOp<string mnemonic, string since = "13.1">
    : CudaTile_UnaryOp<mnemonic, since, CudaTile_BaseFloatTile>;
class CudaTile_IntBinaryOp<string mnemonic>
    : CudaTile_BinaryOp<mnemonic, "13.1", CudaTile_IntTile>;
class CudaTile_FloatBinaryOp<string mnemonic, string since = "13.1">
    : CudaTile_BinaryOp<mnemonic, since, CudaTile_BaseFloatTile>;

def CudaTile_AbsFOp : CudaTile_FloatUnaryOp<"absf"> {
  let summary = "elementwise float absolute value";
  let description = "`absf %x : tile<4xf32>`";
}

def CudaTile_AddFOp : CudaTile_FloatBinaryOp<"addf"> {
  let summary = "elementwise float addition";
  let description = [{
    `addf %a, %b rounding<zero> flush_to_zero : tile<4xf32>`. The rounding
    mode is one of the IEEE modes (default nearest_even, not printed);
    directed rounding on f16/bf16 is computed in f32; flush_to_zero is f32
    only.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs  custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_SubFOp : CudaTile_FloatBinaryOp<"subf"> {
  let summary = "elementwise float subtraction";
  let description = [{
    `subf %a, %b rounding<zero> flush_to_zero : tile<4xf32>`. The rounding
    mode is one of the IEEE modes (default nearest_even, not printed);
    directed rounding on f16/bf16 is computed in f32; flush_to_zero is f32
    only.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs  custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MulFOp : CudaTile_FloatBinaryOp<"mulf"> {
  let summary = "elementwise float multiplication";
  let description = [{
    `mulf %a, %b rounding<zero> flush_to_zero : tile<4xf32>`. The rounding
    mode is one of the IEEE modes (default nearest_even, not printed);
    directed rounding on f16/bf16 is computed in f32; flush_to_zero is f32
    only.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs  custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_DivFOp : CudaTile_FloatBinaryOp<"divf"> {
  let summary = "elementwise float division";
  let description = [{
    `divf %a, %b rounding<approx> flush_to_zero : tile<4xf32>`. Besides the
    IEEE modes (default nearest_even), `approx` (reciprocal, then multiply)
    and `full` (full-range approximation, at most 2 ulp) are allowed, both
    f32 only.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs  custom<DivFRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RemFOp : CudaTile_FloatBinaryOp<"remf"> {
  let summary = "elementwise float remainder";
  let description = [{
    `remf %a, %b : tile<4xf32>`: the remainder of the division truncated
    toward zero; it has the sign of `%a`.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_NegFOp : CudaTile_FloatUnaryOp<"negf"> {
  let summary = "elementwise float negation";
  let description = "`negf %x : tile<4xf32>`";
}

def CudaTile_FmaOp : CudaTile_Op<"fma", "13.1",
    [Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "elementwise fused multiply-add";
  let description = [{
    `fma %a, %b, %c rounding<zero> flush_to_zero : tile<4xf32>` computes
    a * b + c with a single rounding; modifiers as for `addf`.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_BaseFloatTile:$acc,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc  custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MaxFOp : CudaTile_FloatBinaryOp<"maxf"> {
  let summary = "elementwise float maximum";
  let description = [{
    `maxf %a, %b flush_to_zero propagate_nan : tile<4xf32>`. Without
    `propagate_nan` a NaN operand yields the other operand (maximumNumber);
    with it, any NaN operand yields NaN. -0.0 orders below +0.0.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs
    oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MinFOp : CudaTile_FloatBinaryOp<"minf"> {
  let summary = "elementwise float minimum";
  let description = [{
    `minf %a, %b flush_to_zero propagate_nan : tile<4xf32>`. Without
    `propagate_nan` a NaN operand yields the other operand (minimumNumber);
    with it, any NaN operand yields NaN. -0.0 orders below +0.0.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs
    oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PowOp : CudaTile_BinaryOp<"pow", "13.1", CudaTile_BaseFloatTile, "source", "exponent"> {
  let summary = "elementwise float power";
  let description = "`pow %base, %exponent : tile<4xf32>`; f16/bf16 are computed in f32.";
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_BaseFloatTile:$exponent);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_Atan2Op : CudaTile_BinaryOp<"atan2", "13.2", CudaTile_BaseFloatTile, "x", "y"> {
  let summary = "elementwise two-argument arctangent";
  let description = [{
    `atan2 %x, %y : tile<4xf32>`: the angle of the point (x, y) in radians;
    f16/bf16 are computed in f32.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$x, CudaTile_BaseFloatTile:$y);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_FPowIOp : CudaTile_Op<"fpowi", "13.4",
    [Pure, AllTypesMatch<["source", "result"]>,
     AllShapesMatch<["source", "exponent"]>]> {
  let summary = "elementwise float to the power of a signed integer";
  let description = [{
    `fpowi %x, %n : tile<4xf32>, tile<4xi32>`: x raised to n, n a signed
    integer (i1, i8, i16 or i32; an i1 true is -1); f16/bf16 are computed
    in f32.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_IntTile:$exponent);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source)) `,`
    custom<CudaTileType>(type($exponent))
  }];
  let hasVerifier = 1;
}

def CudaTile_CmpFOp : CudaTile_Op<"cmpf", "13.1",
    [Pure, AllTypesMatch<["lhs", "rhs"]>, CudaTile_I1ResultOfLhs]> {
  let summary = "elementwise float comparison";
  let description = [{
    `cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>`. With
    `ordered` a comparison involving NaN is false, with `unordered` true.
  }];
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_CeilOp : CudaTile_FloatUnaryOp<"ceil"> {
  let summary = "elementwise rounds up to an integral value";
  let description = "`ceil %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_FloorOp : CudaTile_FloatUnaryOp<"floor"> {
  let summary = "elementwise rounds down to an integral value";
  let description = "`floor %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_LogOp : CudaTile_FloatUnaryOp<"log"> {
  let summary = "elementwise natural logarithm";
  let description = "`log %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_Log2Op : CudaTile_FloatUnaryOp<"log2"> {
  let summary = "elementwise base-2 logarithm";
  let description = "`log2 %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_SinOp : CudaTile_FloatUnaryOp<"sin"> {
  let summary = "elementwise sine (radians)";
  let description = "`sin %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_CosOp : CudaTile_FloatUnaryOp<"cos"> {
  let summary = "elementwise cosine (radians)";
  let description = "`cos %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_TanOp : CudaTile_FloatUnaryOp<"tan"> {
  let summary = "elementwise tangent (radians)";
  let description = "`tan %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_SinHOp : CudaTile_FloatUnaryOp<"sinh"> {
  let summary = "elementwise hyperbolic sine";
  let description = "`sinh %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_CosHOp : CudaTile_FloatUnaryOp<"cosh"> {
  let summary = "elementwise hyperbolic cosine";
  let description = "`cosh %x : tile<4xf32>`; f16/bf16 are computed in f32.";
}

def CudaTile_SqrtOp : CudaTile_Op<"sqrt", "13.1",
    [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise square root";
  let description = [{
    `sqrt %x rounding<approx> flush_to_zero : tile<4xf32>`. The IEEE modes
    (default nearest_even) or `approx` (f32 only).
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source  custom<SqrtRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RsqrtOp : CudaTile_Op<"rsqrt", "13.1",
    [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise reciprocal square root";
  let description = "`rsqrt %x flush_to_zero : tile<4xf32>`; flush_to_zero is f32 only.";
  let arguments = (ins CudaTile_BaseFloatTile:$source, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExpOp : CudaTile_Op<"exp", "13.1",
    [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise natural exponential";
  let description = [{
    `exp %x rounding<approx> : tile<4xf32>`. The mode is `full` (default,
    not printed) or `approx` (a faster approximation, f32 only).
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                         "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source  custom<FullOrApproxRoundingMode>($rounding_mode)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_Exp2Op : CudaTile_Op<"exp2", "13.1",
    [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise base-2 exponential";
  let description = "`exp2 %x flush_to_zero : tile<4xf32>`; flush_to_zero is f32 only.";
  let arguments = (ins CudaTile_BaseFloatTile:$source, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_TanHOp : CudaTile_Op<"tanh", "13.1",
    [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise hyperbolic tangent";
  let description = [{
    `tanh %x rounding<approx> : tile<4xf32>`. The mode is `full` (default,
    not printed) or `approx` (a faster approximation, f32 only).
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                         "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source  custom<FullOrApproxRoundingMode>($rounding_mode)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_AbsIOp : CudaTile_UnaryOp<"absi", "13.1", CudaTile_IntTile> {
  let summary = "elementwise integer absolute value";
  let description = [{
    `absi %x : tile<4xi32>`: reads the operand as signed and the result as
    unsigned, so the minimum value maps to itself.
  }];
}

def CudaTile_AddIOp : CudaTile_IntBinaryOp<"addi"> {
  let summary = "elementwise integer addition";
  let description = [{
    `addi %a, %b overflow<no_signed_wrap> : tile<4xi32>`. Wraps around by
    default; an `overflow` flag lets the compiler assume that kind of wrap
    does not happen.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                         "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<IntegerOverflow>($overflow)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_SubIOp : CudaTile_IntBinaryOp<"subi"> {
  let summary = "elementwise integer subtraction";
  let description = [{
    `subi %a, %b overflow<no_signed_wrap> : tile<4xi32>`. Wraps around by
    default; an `overflow` flag lets the compiler assume that kind of wrap
    does not happen.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                         "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<IntegerOverflow>($overflow)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_MulIOp : CudaTile_IntBinaryOp<"muli"> {
  let summary = "elementwise integer multiplication (low half)";
  let description = [{
    `muli %a, %b overflow<no_signed_wrap> : tile<4xi32>`. Wraps around by
    default; an `overflow` flag lets the compiler assume that kind of wrap
    does not happen.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                         "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<IntegerOverflow>($overflow)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_MulhiIOp : CudaTile_BinaryOp<"mulhii", "13.1", CudaTile_IntTile, "x", "y"> {
  let summary = "elementwise high half of an integer product";
  let description = [{
    `mulhii %a, %b : tile<4xi32>`: the upper bits of the double-width
    unsigned product.
  }];
  let arguments = (ins CudaTile_IntTile:$x, CudaTile_IntTile:$y);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_DivIOp : CudaTile_Op<"divi", "13.1",
    [NoMemoryEffect, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "elementwise integer division";
  let description = [{
    `divi %a, %b signed rounding<negative_inf> : tile<4xi32>`. Rounds toward
    zero by default; `positive_inf` gives ceildiv, `negative_inf` floordiv
    (signed only). Division by zero is undefined behaviour.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                         "::mlir::cuda_tile::RoundingMode::Zero">:$rounding);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) (`rounding` `` $rounding^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RemIOp : CudaTile_IntBinaryOp<"remi"> {
  let summary = "elementwise integer remainder";
  let description = [{
    `remi %a, %b signed : tile<4xi32>`: the remainder of the division truncated toward
    zero, with the sign of `%a`.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_NegIOp : CudaTile_Op<"negi", "13.1",
    [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise integer negation";
  let description = [{
    `negi %x overflow<no_signed_wrap> : tile<4xi32>` (two's complement). The
    op is signed, so `no_unsigned_wrap` is rejected.
  }];
  let arguments = (ins CudaTile_IntTile:$source,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                         "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $source `` custom<IntegerOverflow>($overflow)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MaxIOp : CudaTile_IntBinaryOp<"maxi"> {
  let summary = "elementwise integer maximum";
  let description = [{
    `maxi %a, %b signed : tile<4xi32>` compares as signed or unsigned numbers.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_MinIOp : CudaTile_IntBinaryOp<"mini"> {
  let summary = "elementwise integer minimum";
  let description = [{
    `mini %a, %b signed : tile<4xi32>` compares as signed or unsigned numbers.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_CmpIOp : CudaTile_Op<"cmpi", "13.1",
    [Pure, AllTypesMatch<["lhs", "rhs"]>, CudaTile_I1ResultOfLhs]> {
  let summary = "elementwise integer comparison";
  let description = [{
    `cmpi less_than %a, %b, unsigned : tile<4xi32> -> tile<4xi1>`; the
    signedness decides how the ordering predicates read the bits.
  }];
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_ShLIOp : CudaTile_IntBinaryOp<"shli"> {
  let summary = "elementwise shift left";
  let description = [{
    `shli %a, %b overflow<no_unsigned_wrap> : tile<4xi32>`. The shift amount
    is unsigned; shifting by the bit width or more gives an undefined value.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                         "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<IntegerOverflow>($overflow)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_ShRIOp : CudaTile_IntBinaryOp<"shri"> {
  let summary = "elementwise integer shift right";
  let description = [{
    `shri %a, %b signed : tile<4xi32>`: `signed` shifts in copies of the sign bit
    (arithmetic), `unsigned` zeros (logical). The shift amount is unsigned.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_AndIOp : CudaTile_IntBinaryOp<"andi"> {
  let summary = "elementwise bitwise AND";
  let description = "`andi %a, %b : tile<4xi32>`";
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_OrIOp : CudaTile_IntBinaryOp<"ori"> {
  let summary = "elementwise bitwise OR";
  let description = "`ori %a, %b : tile<4xi32>`";
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_XOrIOp : CudaTile_IntBinaryOp<"xori"> {
  let summary = "elementwise bitwise XOR";
  let description = "`xori %a, %b : tile<4xi32>`";
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEARITHOPS_TD
