//===- CudaTileConversionOps.td - element type conversions ---*- tablegen -*-===//
//
// bitcast, exti, trunci, ftof, ftoi, itof, int_to_ptr, ptr_to_int, ptr_to_ptr.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONVERSIONOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONVERSIONOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_PtrToIntOp : CudaTile_Op<"ptr_to_int", "13.1", [Pure,
    CudaTile_SameShape<["source", "result"]>]> {
  let summary = "pointer to 64-bit integer";
  let description = "`ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>`";
  let arguments = (ins CudaTile_PtrTile:$source);
  let results = (outs CudaTile_TileOf<[CudaTile_I64]>:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONVERSIONOPS_TD
