//===- CudaTileTileOps.td - constants, shapes, reductions, mma -*- tablegen -*-===//
//
// constant, iota, broadcast, reshape, permute, cat, extract, select, offset,
// pack, unpack, reduce, scan, mmaf, mmai, mmaf_scaled.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETILEOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETILEOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_IotaOp : CudaTile_Op<"iota", "13.1", [Pure]> {
  let summary = "the 1-d tile 0, 1, 2, ...";
  let description = [{
    `%i = iota : tile<128xi32>`. Values are unsigned; the length must fit
    the element type.
  }];
  let results = (outs CudaTile_TileOf<[CudaTile_AnyInt], [HasAnyRankOfPred<[1]>], "1-d tile">:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETILEOPS_TD
