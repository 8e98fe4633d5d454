//===- CudaTileMemoryOps.td - memory, views, tokens, atomics -*- tablegen -*-===//
//
// load_ptr_tko, store_ptr_tko, make_tensor_view, make_partition_view,
// make_strided_view, make_gather_scatter_view, load_view_tko, store_view_tko,
// get_index_space_shape, get_tensor_shape, make_token, join_tokens,
// atomic_cas_tko, atomic_rmw_tko, atomic_red_view_tko, alloca.
//
// Every memory access is token ordered: it may take a token (`token=%t`) and
// yields a token that later accesses can wait on.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMEMORYOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMEMORYOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_ScalarPtrTile : CudaTile_ScalarTileOf<[CudaTile_Ptr]>;
def CudaTile_IndexTile : CudaTile_TileOf<[CudaTile_AnyInt]>;

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", "13.1", [Pure]> {
  let summary = "a fresh token with no memory operation before it";
  let description = "`%t = make_token : token`";
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", "13.1", [Pure]> {
  let summary = "a token that waits for all of two or more tokens";
  let description = "`%t = join_tokens %a, %b, %c : token`";
  let arguments = (ins Variadic<CudaTile_Token>:$tokens);
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_MemoryFenceAliasTkoOp : CudaTile_Op<"memory_fence_alias_tko",
    "13.4", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "orders accesses to one memory through different aliases";
  let description = [{
    `%t1 = memory_fence_alias_tko %t0 : token`: memory operations ordered
    before `%t0` and those ordered after `%t1` that reach the same physical
    memory through different virtual addresses (aliases) take effect in
    that order (PTX `fence.proxy.alias`).
  }];
  let arguments = (ins CudaTile_Token:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $token attr-dict `:` custom<CudaTileType>(type($result_token))
  }];
}

def CudaTile_GdcLaunchDependentsTkoOp : CudaTile_Op<
    "gdc_launch_dependents_tko", "13.4", [MemoryEffects<[MemWrite]>]> {
  let summary = "lets kernels launched as dependents of this one begin";
  let description = [{
    `%t1 = gdc_launch_dependents_tko token=%t0 : token`: programmatic
    dependent launch; once every tile block has run it (or finished), a
    dependent kernel may start (PTX `griddepcontrol.launch_dependents`,
    sm_90 and newer; nothing on older targets).
  }];
  let arguments = (ins Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    (`token` `` `=` `` $token^)? attr-dict `:`
    custom<CudaTileType>(type($result_token))
  }];
}

def CudaTile_GdcWaitTkoOp : CudaTile_Op<"gdc_wait_tko", "13.4",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "waits for the kernels this one depends on";
  let description = [{
    `%t1 = gdc_wait_tko token=%t0 : token`: waits until the kernels this
    one was launched as a dependent of have completed and their memory
    operations are visible (acquire; PTX `griddepcontrol.wait`, sm_90 and
    newer; nothing on older targets).
  }];
  let arguments = (ins Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    (`token` `` `=` `` $token^)? attr-dict `:`
    custom<CudaTileType>(type($result_token))
  }];
}

//===----------------------------------------------------------------------===//
// Pointer loads and stores
//===----------------------------------------------------------------------===//

def CudaTile_LoadPtrTkoOp : CudaTile_Op<"load_ptr_tko", "13.1",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "gathers a tile through a tile of pointers";
  let description = [{
    `%v, %t1 = load_ptr_tko relaxed device %ptrs, %mask, %pad token=%t0
       : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token`.
    Masked-off lanes read the padding value (undefined without one).
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_PtrTile:$source,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_NumberTile>:$paddingValue,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryOrdering>($memory_ordering_semantics)
    `` custom<OptionalMemoryScope>($memory_scope)
    $source (`,` $mask^)? (`,` $paddingValue^)?
    (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($source))
    (`,` custom<CudaTileType>(type($mask))^)?
    (`,` custom<CudaTileType>(type($paddingValue))^)?
    `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CudaTile_Op<"store_ptr_tko", "13.1",
    [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "scatters a tile through a tile of pointers";
  let description = [{
    `%t1 = store_ptr_tko weak %ptrs, %v, %mask token=%t0
       : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token`
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_PtrTile:$destination,
                       CudaTile_AnyTile:$value,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryOrdering>($memory_ordering_semantics)
    `` custom<OptionalMemoryScope>($memory_scope)
    $destination `,` $value (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($destination)) `,` custom<CudaTileType>(type($value))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view", "13.1",
    [AttrSizedOperandSegments, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a strided tensor view of global memory at a base pointer";
  let description = [{
    `%v = make_tensor_view %base, shape = [%n, 32], strides = [32, 1]
       : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>`.
    Sizes and strides are constants or 0-d integer tiles (one type for all).
  }];
  let arguments = (ins CudaTile_ScalarPtrTile:$base,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicShape,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicStrides);
  let results = (outs CudaTile_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

class CudaTile_MakeTiledViewOp<string mnemonic, string since, Type viewType,
                               string directive>
    : CudaTile_Op<mnemonic, since, [Pure,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs viewType:$result);
  let assemblyFormat = [{
    $tensor_view attr-dict `:` custom<}] # directive # [{>(type($result), type($tensor_view))
  }];
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CudaTile_MakeTiledViewOp<
    "make_partition_view", "13.1",
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::PartitionViewType>($_self)">,
         "partition_view", "::mlir::cuda_tile::PartitionViewType">,
    "PartitionViewResult"> {
  let summary = "cuts a tensor view into a grid of tiles";
  let description = [{
    `%p = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<...>>`;
    the tensor view is the one named in the result type.
  }];
}

def CudaTile_MakeStridedViewOp : CudaTile_MakeTiledViewOp<
    "make_strided_view", "13.3",
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::StridedViewType>($_self)">,
         "strided_view", "::mlir::cuda_tile::StridedViewType">,
    "StridedViewResult"> {
  let summary = "places tiles of a tensor view at fixed strides";
  let description = [{
    `%s = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<...>>`
  }];
}

def CudaTile_MakeGatherScatterViewOp : CudaTile_MakeTiledViewOp<
    "make_gather_scatter_view", "13.3",
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::GatherScatterViewType>($_self)">,
         "gather_scatter_view", "::mlir::cuda_tile::GatherScatterViewType">,
    "GatherScatterViewResult"> {
  let summary = "a view whose rows along one dimension are picked by an index tile";
  let description = [{
    `%g = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x16), tensor_view<...>, sparse_dim=0>`
  }];
}

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko", "13.1",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "loads the tile at an index of a tiled view";
  let description = [{
    `%v, %t1 = load_view_tko weak %pv[%i, %j] token = %t0
       : partition_view<...>, tile<i32> -> tile<64x64xf32>, token`.
    One index type is printed when all indices share it. `inbounds` (13.4,
    in the attribute dictionary: `attributes {inbounds = array<i1: true,
    false>}`) promises, per index, that the tile lies within the view along
    it (no bounds check needed there).
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IndexTile>:$index,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_AnyTile:$tile, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko", "13.1",
    [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "stores a tile at an index of a tiled view";
  let description = [{
    `%t1 = store_view_tko weak %v, %pv[%i, %j] token = %t0
       : tile<64x64xf32>, partition_view<...>, tile<i32> -> token`;
    `inbounds` as on load_view_tko.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_AnyTile:$tile,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IndexTile>:$index,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetIndexSpaceShapeOp : CudaTile_Op<"get_index_space_shape", "13.1",
    [NoMemoryEffect]> {
  let summary = "the number of tiles of a tiled view along each index";
  let description = [{
    `%n:2 = get_index_space_shape %pv : partition_view<...> -> tile<i32>`;
    one result per index of the view, all of the written type.
  }];
  let arguments = (ins CudaTile_TileView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetTensorShapeOp : CudaTile_Op<"get_tensor_shape", "13.1",
    [NoMemoryEffect]> {
  let summary = "the sizes of a tensor view";
  let description = [{
    `%n:2 = get_tensor_shape %tv : tensor_view<?x32xf32, strides=[32,1]> -> tile<i64>`
  }];
  let arguments = (ins CudaTile_TensorView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

def CudaTile_AtomicCASTkoOp : CudaTile_Op<"atomic_cas_tko", "13.1", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>,
    AllShapesMatch<["pointers", "cmp", "val", "result"]>,
    AllTypesMatch<["cmp", "val", "result"]>]> {
  let summary = "elementwise atomic compare-and-swap";
  let description = [{
    `%old, %t1 = atomic_cas_tko acq_rel device %ptrs, %cmp, %new token=%t0
       : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token`.
    32- and 64-bit integers and floats.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       CudaTile_MemoryScopeAttr:$memory_scope,
                       CudaTile_PtrTile:$pointers,
                       CudaTile_AnyTile:$cmp, CudaTile_AnyTile:$val,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<AtomicOrdering>($memory_ordering_semantics)
    custom<MemoryScope>($memory_scope)
    $pointers `,` $cmp `,` $val (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,` custom<CudaTileType>(type($val))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRMWTkoOp : CudaTile_Op<"atomic_rmw_tko", "13.1", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>,
    AllShapesMatch<["pointers", "arg", "result"]>,
    AllTypesMatch<["arg", "result"]>]> {
  let summary = "elementwise atomic read-modify-write; yields the old values";
  let description = [{
    `%old, %t1 = atomic_rmw_tko relaxed device %ptrs, addf, %v
       : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token`
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       CudaTile_MemoryScopeAttr:$memory_scope,
                       CudaTile_PtrTile:$pointers,
                       CudaTile_AtomicRMWModeAttr:$mode,
                       CudaTile_AnyTile:$arg,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<AtomicOrdering>($memory_ordering_semantics)
    custom<MemoryScope>($memory_scope)
    $pointers `,` custom<AtomicRMWMode>($mode) `,` $arg (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,` custom<CudaTileType>(type($arg))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko", "13.3", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically reduces a tile into a tile of a view";
  let description = [{
    `%t1 = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %v token = %t0
       : tile<64x64xf32>, partition_view<...>, tile<i32> -> token`.
    Relaxed only, tl_blk or device scope, no padded or gather/scatter views.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IndexTile>:$index,
                       CudaTile_AtomicRMWModeAttr:$mode,
                       CudaTile_AnyTile:$value,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Local memory
//===----------------------------------------------------------------------===//

def CudaTile_AllocaOp : CudaTile_Op<"alloca", "13.3", [
    MemoryEffects<[MemAlloc]>]> {
  let summary = "memory private to the tile block (or global with `global`)";
  let description = [{
    `%p = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>`;
    alignment is a power of two no smaller than the element size.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment,
                       UnitAttr:$global);
  let results = (outs CudaTile_ScalarPtrTile:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMEMORYOPS_TD
