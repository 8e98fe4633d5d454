//===- TileAAOps.td - nv_tileaa operations -------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_TD
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_TD

include "dialects/TileAA/IR/TileAAMemoryOps.td"

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TileAA_FuncOp : TileAA_Op<"func", [
    AutomaticAllocationScope, FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "a function; with `kernel`, the program of one tile block";
  let description = [{
    ```mlir
    nv_tileaa.func @k(%x: !nv_tileaa.ptr<f32, global>, %n: i32) kernel
        attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
      nv_tileaa.return
    }
    ```
    Kernels are launched over a grid of tile blocks, one CTA each.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       UnitAttr:$kernel,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type,
                                 CArg<"bool", "false">:$isKernel)>];
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def TileAA_ReturnOp : TileAA_Op<"return", [
    Pure, ReturnLike, Terminator, HasParent<"FuncOp">]> {
  let summary = "returns from a function";
  let description = [{
    Types must match the function's results. A kernel returning values is
    kept here and rejected by the function-boundary lowering, which owns
    that policy.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tensors of numbers and pointers
//===----------------------------------------------------------------------===//


def TileAA_IotaOp : TileAA_Op<"iota", [Pure]> {
  let summary = "the 1-d tensor 0, 1, 2, ... (unsigned)";
  let arguments = (ins);
  let results = (outs 1DTensorOf<[AnySignlessInteger]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def TileAA_SplatOp : TileAA_Op<"splat", [Pure, ConstantLike]> {
  let summary = "a tensor whose elements all equal one constant";
  let description = [{
    `%c = nv_tileaa.splat 1.000000e+00 : f32 : tensor<8x64xf32>`: the value
    (with its type) and the result type.
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$value attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TileAA_ConstantTensorOp : TileAA_Op<"constant_tensor", [Pure, ConstantLike,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "a tensor of constants";
  let description = "`%c = nv_tileaa.constant_tensor dense<[1.0, 2.0]> : tensor<2xf32>`";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

def TileAA_BroadcastOp : TileAA_Op<"broadcast", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "repeats a tensor along its size-1 dimensions";
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_ReshapeOp : TileAA_Op<"reshape", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "the same elements, row-major, in another static shape";
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_PermuteOp : TileAA_Op<"permute", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "a tensor with its dimensions reordered";
  let description = [{
    Result dimension i is source dimension `permutation[i]`:
    `nv_tileaa.permute %x [1, 0] : tensor<2x4xf16> -> tensor<4x2xf16>`.
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       DenseI32ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` type($source) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_RepackOp : TileAA_Op<"repack", [Pure]> {
  let summary = "the bytes of a tensor read as another element type";
  let description = [{
    `nv_tileaa.repack %x : tensor<64xf16> -> tensor<128xi8>`: the same
    bytes, in row-major order (cuda_tile `pack` and `unpack`), the extents
    but the last the same (`tensor<128x32xi8> -> tensor<128x64xf4E2M1FN>`:
    each row's bytes as its 4-bit elements, the even one in the low nibble).
  }];
  let arguments = (ins AnyRankedTensor:$source);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_AddPtrOp : TileAA_Op<"add_ptr", [Pure, Elementwise,
    SameOperandsAndResultShape, AllTypesMatch<["base", "result"]>]> {
  let summary = "pointers advanced by element offsets";
  let description = [{
    `%q = nv_tileaa.add_ptr %p, %off : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi32>`:
    each pointer moves by its (signed) offset times the pointee size.
  }];
  let arguments = (ins TileAA_PointerLike:$base, TileAA_IntLike:$offset);
  let results = (outs TileAA_PointerLike:$result);
  let assemblyFormat = "$base `,` $offset attr-dict `:` type($base) `,` type($offset)";
}

class TileAA_PointerCastOp<string mnemonic, string what>
    : TileAA_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = what # ", element by element";
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
}

def TileAA_IntToPtrOp : TileAA_PointerCastOp<"int_to_ptr",
    "64-bit integers to pointers"> {
  let arguments = (ins AnyTypeOf<[I64, RankedTensorOf<[I64]>]>:$source);
  let results = (outs TileAA_PointerLike:$result);
}

def TileAA_PtrToIntOp : TileAA_PointerCastOp<"ptr_to_int",
    "pointers to 64-bit integers"> {
  let arguments = (ins TileAA_PointerLike:$source);
  let results = (outs AnyTypeOf<[I64, RankedTensorOf<[I64]>]>:$result);
}

def TileAA_BitcastOp : TileAA_PointerCastOp<"bitcast",
    "pointers to pointers of another pointee type, same address"> {
  let arguments = (ins TileAA_PointerLike:$source);
  let results = (outs TileAA_PointerLike:$result);
}

def TileAA_AssumeOp : TileAA_Op<"assume", [Pure,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "a fact about a value (divisibility, bounds, uniformity)";
  let description = [{
    `%q = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>`:
    the value, with a cuda_tile assume predicate that holds for it (a
    violation is undefined behaviour). Later stages may use the fact; the
    value is unchanged.
  }];
  let arguments = (ins AnyAttr:$predicate, AnyType:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$predicate `,` $value attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def TileAA_GlobalAddressOp : TileAA_Op<"global_address", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a global array";
  let description = [{
    ```mlir
    %p = nv_tileaa.global_address @table : !nv_tileaa.ptr<f32, global>
    ```
    `name` is a global of the enclosing module (an `llvm.mlir.global`).
  }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs TileAA_Pointer:$result);
  let assemblyFormat = "$name attr-dict `:` qualified(type($result))";
}

def TileAA_AllocaOp : TileAA_Op<"alloca", [
    MemoryEffects<[MemAlloc<DefaultResource>]>]> {
  let summary = "global memory for the tile block, freed at the end of its scope";
  let description = [{
    ```mlir
    %p = nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, global>
    ```
    Room for `num_elem` elements of the pointee type, aligned to
    `alignment` bytes (a power of two), in global memory; the kernel traps
    when there is none. It lives until the end of the enclosing allocation
    scope of cuda_tile (a `for` or `loop` iteration, or the kernel), which
    convert-tileas-to-llvm supports where that is the block holding the op.
    `global` says that other tile blocks may access it too, which global
    memory allows anyway.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntPositivePowerOf2]>:$alignment,
                       UnitAttr:$global);
  let results = (outs TileAA_Pointer:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)? attr-dict `:` qualified(type($result))
  }];
}

def TileAA_AssertOp : TileAA_Op<"assert"> {
  let summary = "stops the kernel with a message where a condition is false";
  let description = [{
    ```mlir
    nv_tileaa.assert %ok, "index out of range" : tensor<128xi1>
    ```
    Every element of `condition` must hold.
  }];
  let arguments = (ins AnyTypeOf<[I1, RankedTensorOf<[I1]>]>:$condition,
                       StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

def TileAA_PrintOp : TileAA_Op<"print", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "printf-style output, once per tile block";
  let description = [{
    ```mlir
    %t1 = nv_tileaa.print "n = %d\n", %n : i32 token(%t0)
    ```
    One argument per `%` conversion of `format`; a tensor prints as its
    elements in row-major order, nested in brackets per dimension, each with
    the conversion (`[[0, 1], [2, 3]]`); pointers print as addresses.
  }];
  let arguments = (ins StrAttr:$format,
                       Variadic<AnyTypeOf<[AnySignlessInteger, AnyFloat,
                                           TileAA_Pointer,
                                           RankedTensorOf<[AnySignlessInteger,
                                                           AnyFloat,
                                                           TileAA_Pointer]>]>>:$args,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $format (`,` $args^ `:` type($args))? (`token` `(` $token^ `)`)? attr-dict
  }];
}

def TileAA_MakeTokenOp : TileAA_Op<"make_token", [Pure]> {
  let summary = "a token no memory operation precedes";
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "attr-dict";
}

def TileAA_JoinTokensOp : TileAA_Op<"join_tokens", [Pure]> {
  let summary = "a token that follows all of its operands";
  let arguments = (ins Variadic<TileAA_MemToken>:$tokens);
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "$tokens attr-dict";
}

def TileAA_LoadOp : TileMemory_LoadOp<TileAA_Dialect> {
  let summary = "loads through a tensor of pointers";
  let description = [{
    ```mlir
    %v, %t1 = nv_tileaa.load weak %ptrs, %mask, %pad token(%t0)
        : tensor<1024x!nv_tileaa.ptr<f32, global>>, tensor<1024xi1>, tensor<1024xf32> -> tensor<1024xf32>
    ```
    Masked-off elements read `pad` (undefined without it). Ordering and
    scope keep the cuda_tile memory model; the token orders the load after
    the operations behind `token`.
  }];
}

def TileAA_StoreOp : TileMemory_StoreOp<TileAA_Dialect> {
  let summary = "stores through a tensor of pointers";
  let description = [{
    ```mlir
    %t1 = nv_tileaa.store weak %ptrs, %v, %mask token(%t0)
        : tensor<1024x!nv_tileaa.ptr<f32, global>>, tensor<1024xf32>, tensor<1024xi1>
    ```
    Masked-off elements are not written.
  }];
}

def TileAA_AtomicRMWOp : TileAA_Op<"atomic_rmw", [AttrSizedOperandSegments,
    AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomic read-modify-write through a tensor of pointers";
  let description = [{
    ```mlir
    %old, %t1 = nv_tileaa.atomic_rmw add relaxed device %ptrs, %v, %mask token(%t0)
        : tensor<128x!nv_tileaa.ptr<i32, global>>, tensor<128xi32>, tensor<128xi1>
    ```
    Each element is one atomic; `result` holds the values found in memory.
    Masked-off elements are not touched and their results are undefined.
  }];
  let arguments = (ins TileAA_AtomicRMWModeAttr:$mode,
                       TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       TileAA_PointerLike:$pointers,
                       AnyType:$value,
                       Optional<AnyTypeOf<[I1, RankedTensorOf<[I1]>]>>:$mask,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs AnyType:$result, TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $mode $ordering ($scope^)? $pointers `,` $value (`,` $mask^)?
    (`token` `(` $token^ `)`)? attr-dict `:` type($pointers) `,`
    type($value) (`,` type($mask)^)?
  }];
  let hasVerifier = 1;
}

def TileAA_AtomicCASOp : TileAA_Op<"atomic_cas", [AttrSizedOperandSegments,
    AllTypesMatch<["cmp", "value", "result"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomic compare-and-swap through a tensor of pointers";
  let description = [{
    ```mlir
    %old, %t1 = nv_tileaa.atomic_cas acq_rel device %ptrs, %expected, %v
        : tensor<128x!nv_tileaa.ptr<i32, global>>, tensor<128xi32>
    ```
    Each element is one atomic: where memory holds `cmp` it becomes
    `value`; `result` holds the values found in memory. Masked-off elements
    are not touched and their results are undefined.
  }];
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       TileAA_PointerLike:$pointers,
                       AnyType:$cmp,
                       AnyType:$value,
                       Optional<AnyTypeOf<[I1, RankedTensorOf<[I1]>]>>:$mask,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs AnyType:$result, TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $pointers `,` $cmp `,` $value (`,` $mask^)?
    (`token` `(` $token^ `)`)? attr-dict `:` type($pointers) `,`
    type($value) (`,` type($mask)^)?
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memrefs and tiled views
//===----------------------------------------------------------------------===//


def TileAA_MakeMemRefOp : TileAA_Op<"make_memref", [Pure,
    AttrSizedOperandSegments]> {
  let summary = "a memref at a base pointer";
  let description = [{
    ```mlir
    %m = nv_tileaa.make_memref %base sizes(%rows) strides()
        : !nv_tileaa.ptr<f32, global> -> !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>
    ```
    One i64 per `?` size and per `?` stride, in order.
  }];
  let arguments = (ins TileAA_Pointer:$base, Variadic<I64>:$sizes,
                       Variadic<I64>:$strides);
  let results = (outs TileAA_MemRef:$result);
  let assemblyFormat = [{
    $base `sizes` `(` $sizes `)` `strides` `(` $strides `)` attr-dict `:`
    qualified(type($base)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TileAA_GetDimSizeOp : TileAA_Op<"get_dim_size", [Pure]> {
  let summary = "the size of one dimension of a memref";
  let description = [{
    The source is a memref or a tiled view of one (then the size is the
    memref's).
  }];
  let arguments = (ins AnyTypeOf<[TileAA_MemRef, TileAA_TiledView]>:$source,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim);
  let results = (outs I64:$result);
  let assemblyFormat = [{
    $source `,` $dim attr-dict `:` qualified(type($source))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::nv_tileaa::MemRefType getMemRefType() {
      ::mlir::Type type = getSource().getType();
      if (auto view = ::llvm::dyn_cast<::mlir::nv_tileaa::TiledViewType>(type))
        return view.getMemref();
      return ::llvm::cast<::mlir::nv_tileaa::MemRefType>(type);
    }
  }];
}

def TileAA_BlockTileOp : TileAA_Op<"block_tile", [Pure]> {
  let summary = "cuts a memref into tiles";
  let description = [{
    ```mlir
    %v = nv_tileaa.block_tile %m : !nv_tileaa.memref<...> -> !nv_tileaa.tiled_view<[1, 256], ...>
    ```
    The memref is the one named in the view type.
  }];
  let arguments = (ins TileAA_MemRef:$memref);
  let results = (outs TileAA_TiledView:$result);
  let assemblyFormat = [{
    $memref attr-dict `:` qualified(type($memref)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TileAA_TiledLoadOp : TileMemory_TiledLoadOp<TileAA_Dialect> {
  let summary = "loads the tile at a grid index of a tiled view";
  let description = [{
    ```mlir
    %row, %t1 = nv_tileaa.tiled_load weak %view[%bid, %c0] token(%t0)
        : !nv_tileaa.tiled_view<...>, i32 -> tensor<1x256xf32>
    ```
    Index i counts tiles along tile dimension i (unsigned).
  }];
}

def TileAA_TiledStoreOp : TileMemory_TiledStoreOp<TileAA_Dialect> {
  let summary = "stores a tile at a grid index of a tiled view";
  let description = [{
    ```mlir
    %t1 = nv_tileaa.tiled_store weak %out, %view[%bid, %c0] token(%t0)
        : tensor<1x256xf32>, !nv_tileaa.tiled_view<...>, i32
    ```
    Elements outside the memref are not written.
  }];
}

def TileAA_TiledAtomicRMWOp : TileAA_Op<"tiled_atomic_rmw", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically combines a tile into the tile at a grid index";
  let description = [{
    ```mlir
    %t1 = nv_tileaa.tiled_atomic_rmw addf relaxed device %v, %view[%i, %j]
        : tensor<64x64xf32>, !nv_tileaa.tiled_view<...>, i32
    ```
    One atomic per element inside the memref (cuda_tile
    `atomic_red_view_tko`: relaxed, no result values).
  }];
  let arguments = (ins TileAA_AtomicRMWModeAttr:$mode,
                       TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       AnyRankedTensor:$value,
                       TileAA_TiledView:$view,
                       Variadic<AnySignlessInteger>:$indices,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $mode $ordering ($scope^)? $value `,` $view `[` $indices `]`
    (`token` `(` $token^ `)`)? attr-dict `:` type($value) `,`
    qualified(type($view)) `,` type($indices)
  }];
  let hasVerifier = 1;
}

def TileAA_GatherLoadOp : TileAA_Op<"gather_load", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "loads a tile whose rows along one dimension are picked";
  let description = [{
    ```mlir
    %t, %t1 = nv_tileaa.gather_load weak %view[%col]
        rows(%rows : tensor<8x64xi32>) sparse_dim = 0 token(%t0)
        : !nv_tileaa.tiled_view<...>, i32 -> tensor<8x64xf32>
    ```
    cuda_tile gather views. Along `sparse_dim` every element reads memref
    row `rows[element]` (`rows` has the tile's shape: the picked row of each
    element, unsigned like every view index); along each other dimension
    the tile starts at its index, an element offset (the view's traversal
    strides are 1; cuTile Python passes a slice's start there). Elements
    outside the memref read the view's padding.
  }];
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       TileAA_TiledView:$view,
                       Variadic<AnySignlessInteger>:$indices,
                       RankedTensorOf<[AnySignlessInteger]>:$rows,
                       I64Attr:$sparse_dim,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs AnyRankedTensor:$result, TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $view `[` $indices `]`
    `rows` `(` $rows `:` type($rows) `)` `sparse_dim` `=` $sparse_dim
    (`token` `(` $token^ `)`)? attr-dict `:` qualified(type($view))
    (`,` type($indices)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_ScatterStoreOp : TileAA_Op<"scatter_store", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "stores a tile whose rows along one dimension are picked";
  let description = [{
    ```mlir
    %t1 = nv_tileaa.scatter_store weak %v, %view[%col]
        rows(%rows : tensor<8x64xi32>) sparse_dim = 0 token(%t0)
        : tensor<8x64xf32>, !nv_tileaa.tiled_view<...>, i32
    ```
    The store of `gather_load`'s addressing (cuda_tile scatter views).
    Elements outside the memref are not written.
  }];
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       AnyRankedTensor:$value,
                       TileAA_TiledView:$view,
                       Variadic<AnySignlessInteger>:$indices,
                       RankedTensorOf<[AnySignlessInteger]>:$rows,
                       I64Attr:$sparse_dim,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $value `,` $view `[` $indices `]`
    `rows` `(` $rows `:` type($rows) `)` `sparse_dim` `=` $sparse_dim
    (`token` `(` $token^ `)`)? attr-dict `:` type($value) `,`
    qualified(type($view)) (`,` type($indices)^)?
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

def TileAA_DotOp : TileAA_Op<"dot", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "matrix multiply-accumulate of tensors";
  let description = [{
    ```mlir
    %d = nv_tileaa.dot %a, %b, %c
        : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    ```
    `acc + lhs * rhs` for (M x K) * (K x N) + (M x N), or batched with a
    leading batch dimension. Float operands are widened to the accumulator
    type; i8 operands to i32, as unsigned where `lhs_unsigned` /
    `rhs_unsigned` say so. `fast_acc` (mmaf's) lets the products of f8
    operands accumulate at the precision of the tensor core's own sums
    (Hopper's wgmma keeps fewer bits than f32 when it adds f8 products);
    without it such a product's sums are f32 throughout.
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs,
                       AnyRankedTensor:$acc, UnitAttr:$lhs_unsigned,
                       UnitAttr:$rhs_unsigned, UnitAttr:$fast_acc);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `,`
    type($acc)
  }];
  let hasVerifier = 1;
}

def TileAA_DotScaledOp : TileAA_Op<"dot_scaled", [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let summary = "block-scaled matrix multiply-accumulate of tensors";
  let description = [{
    ```mlir
    %d = nv_tileaa.dot_scaled %a, %b, %c, %sa, %sb
        : tensor<128x128xf8E4M3FN>, tensor<128x64xf8E4M3FN>,
          tensor<128x64xf32>, tensor<128x4xf8E8M0FNU>, tensor<4x64xf8E8M0FNU>
    ```
    `acc + (lhs * lhs_scale) * (rhs * rhs_scale)` for (M x K) * (K x N) +
    (M x N) in f32, or batched with a leading batch dimension: each run of
    V = K / KS consecutive elements along K of a row of `lhs` (a column of
    `rhs`) shares one scale, `lhs_scale` M x KS and `rhs_scale` KS x N.
    Each operand is multiplied by its scale in f32 (exact, unless it leaves
    f32's range) and the products are summed in f32.
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs,
                       AnyRankedTensor:$acc, AnyRankedTensor:$lhs_scale,
                       AnyRankedTensor:$rhs_scale);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    type($lhs) `,` type($rhs) `,` type($acc) `,` type($lhs_scale) `,`
    type($rhs_scale)
  }];
  let extraClassDeclaration = [{
    /// The number of elements along K that share one scale.
    int64_t getScaleBlock();
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Aggregates
//===----------------------------------------------------------------------===//

def TileAA_ReduceOp : TileAA_Op<"reduce", [RecursiveMemoryEffects,
    SingleBlock]> {
  let summary = "combines the elements of tensors along one dimension";
  let description = [{
    ```mlir
    %max = nv_tileaa.reduce %row dim = 1 identities = [0xFF800000 : f32]
        : tensor<1x256xf32> -> tensor<1xf32> {
    ^bb0(%elem: f32, %acc: f32):
      %m = arith.maximumf %elem, %acc : f32
      nv_tileaa.yield %m : f32
    }
    ```
    The body combines an element (even arguments) with an accumulator (odd
    arguments) per operand, scalars of the operands' element types, starting
    from the identities. The results drop dimension `dim`; reducing a rank-1
    tensor gives scalars. The order in which elements are combined is not
    specified.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       TypedArrayAttrBase<TypedAttrInterface,
                                          "typed identities">:$identities);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `identities` `=` $identities attr-dict `:`
    type($operands) `->` type($results) $body
  }];
  let hasVerifier = 1;
}

def TileAA_ScanOp : TileAA_Op<"scan", [RecursiveMemoryEffects,
    SingleBlock]> {
  let summary = "inclusive prefix combination of tensors along one dimension";
  let description = [{
    ```mlir
    %sums = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i32]
        : tensor<128xi32> -> tensor<128xi32> {
    ^bb0(%elem: i32, %acc: i32):
      %s = arith.addi %elem, %acc : i32
      nv_tileaa.yield %s : i32
    }
    ```
    Result element k combines, with the body as in `reduce`, the elements
    0 .. k along `dim` (k .. end with `reverse`), in that order, starting
    from the identity. The results have the operands' shapes.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse,
                       TypedArrayAttrBase<TypedAttrInterface,
                                          "typed identities">:$identities);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `reverse` `=` $reverse `identities` `=`
    $identities attr-dict `:` type($operands) `->` type($results) $body
  }];
  let hasVerifier = 1;
}

def TileAA_YieldOp : TileAA_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["ReduceOp", "ScanOp"]>]> {
  let summary = "the combined values of a reduce or scan body";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_TD
