//===- CudaTileConversionOps.td - element type conversions ---*- tablegen -*-===//
//
// bitcast, exti, trunci, ftof, ftoi, itof, int_to_ptr, ptr_to_int, ptr_to_ptr.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONVERSIONOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONVERSIONOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

// Integer tiles including i4, which only width conversions accept.
def CudaTile_IntOrI4Tile : CudaTile_TileOf<[CudaTile_AnyInt, CudaTile_I4]>;
def CudaTile_I64Tile : CudaTile_TileOf<[CudaTile_I64]>;
// Every float type, in the order diagnostics list them.
def CudaTile_ConvertFloatTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN]>;

def CudaTile_BitcastOp : CudaTile_Op<"bitcast", "13.1", [Pure,
    AllShapesMatch<["source", "result"]>]> {
  let summary = "reinterpret the bits of each element as another type";
  let description = [{
    Both element types must have the same width:
    `bitcast %x : tile<4xi16> -> tile<4xf16>`.
  }];
  let arguments = (ins CudaTile_NumberTile:$source);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtIOp : CudaTile_Op<"exti", "13.1", [Pure,
    AllShapesMatch<["from", "to"]>]> {
  let summary = "widen integers by sign or zero extension";
  let description = "`exti %x signed : tile<4xi8> -> tile<4xi32>`";
  let arguments = (ins CudaTile_IntOrI4Tile:$from,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntOrI4Tile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_TruncIOp : CudaTile_Op<"trunci", "13.1", [Pure,
    AllShapesMatch<["from", "to"]>]> {
  let summary = "narrow integers by dropping high bits";
  let description = [{
    `trunci %x overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>`; the
    overflow flag promises the dropped bits are redundant.
  }];
  let arguments = (ins CudaTile_IntOrI4Tile:$from,
                       CudaTile_IntegerOverflowAttr:$overflow);
  let results = (outs CudaTile_IntOrI4Tile:$to);
  let assemblyFormat = [{
    $from `` custom<IntegerOverflow>($overflow) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToFOp : CudaTile_Op<"ftof", "13.1", [Pure,
    AllShapesMatch<["from", "to"]>]> {
  let summary = "convert between float types";
  let description = [{
    `ftof %x : tile<4xf32> -> tile<4xf16>`. Rounds to nearest even, except
    conversions to f8E8M0FNU, which take `rounding<zero>` or
    `rounding<positive_inf>`.
  }];
  let arguments = (ins CudaTile_ConvertFloatTile:$from,
                       CudaTile_RoundingModeAttr:$rounding_mode);
  let results = (outs CudaTile_ConvertFloatTile:$to);
  let assemblyFormat = [{
    $from  custom<IEEERoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToIOp : CudaTile_Op<"ftoi", "13.1", [Pure,
    AllShapesMatch<["from", "to"]>]> {
  let summary = "convert floats to integers, rounding toward zero";
  let description = "`ftoi %x signed : tile<4xf32> -> tile<4xi32>`";
  let arguments = (ins CudaTile_ConvertFloatTile:$from,
                       CudaTile_SignednessAttr:$signedness,
                       CudaTile_RoundingModeAttr:$rounding_mode);
  let results = (outs CudaTile_IntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness)
    custom<IntegerRoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_IToFOp : CudaTile_Op<"itof", "13.1", [Pure,
    AllShapesMatch<["from", "to"]>]> {
  let summary = "convert integers to floats, rounding to nearest even";
  let description = "`itof %x unsigned : tile<4xi32> -> tile<4xf32>`";
  let arguments = (ins CudaTile_IntTile:$from,
                       CudaTile_SignednessAttr:$signedness,
                       CudaTile_RoundingModeAttr:$rounding_mode);
  let results = (outs CudaTile_ConvertFloatTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness)
    custom<IEEERoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_IntToPtrOp : CudaTile_Op<"int_to_ptr", "13.1", [Pure,
    AllShapesMatch<["source", "result"]>]> {
  let summary = "64-bit integer to pointer";
  let description = "`int_to_ptr %i : tile<4xi64> -> tile<4xptr<f32>>`";
  let arguments = (ins CudaTile_I64Tile:$source);
  let results = (outs CudaTile_PtrTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PtrToIntOp : CudaTile_Op<"ptr_to_int", "13.1", [Pure,
    AllShapesMatch<["source", "result"]>]> {
  let summary = "pointer to 64-bit integer";
  let description = "`ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>`";
  let arguments = (ins CudaTile_PtrTile:$source);
  let results = (outs CudaTile_I64Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PtrToPtrOp : CudaTile_Op<"ptr_to_ptr", "13.1", [Pure,
    AllShapesMatch<["source", "result"]>]> {
  let summary = "reinterpret pointers as pointers to another type";
  let description = "`ptr_to_ptr %p : tile<4xptr<i8>> -> tile<4xptr<f64>>`";
  let arguments = (ins CudaTile_PtrTile:$source);
  let results = (outs CudaTile_PtrTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONVERSIONOPS_TD
