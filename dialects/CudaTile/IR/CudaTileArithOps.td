//===- CudaTileArithOps.td - elementwise math ----------------*- tablegen -*-===//
//
// Float, integer and bitwise elementwise ops.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEARITHOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEARITHOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_AddFOp : CudaTile_Op<"addf", "13.1",
    [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "elementwise float addition";
  let description = [{
    `addf %a, %b rounding<zero> flush_to_zero : tile<4xf32>`. Directed
    rounding on f16/bf16 is computed in f32; flush_to_zero is f32 only.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEARITHOPS_TD
