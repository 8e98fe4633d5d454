//===- CudaTileMemoryOps.td - memory, views, tokens, atomics -*- tablegen -*-===//
//
// load_ptr_tko, store_ptr_tko, make_tensor_view, make_partition_view,
// make_strided_view, make_gather_scatter_view, load_view_tko, store_view_tko,
// get_index_space_shape, get_tensor_shape, make_token, join_tokens,
// atomic_cas_tko, atomic_rmw_tko, atomic_red_view_tko, alloca.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMEMORYOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMEMORYOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", "13.1", [Pure]> {
  let summary = "a fresh token with no memory operation before it";
  let description = "`%t = make_token : token`";
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMEMORYOPS_TD
