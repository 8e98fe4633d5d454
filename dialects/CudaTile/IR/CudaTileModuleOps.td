//===- CudaTileModuleOps.td - module, entry, globals, return -*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMODULEOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMODULEOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_ModuleOp : CudaTile_Op<"module", "13.1", [
    IsolatedFromAbove, NoRegionArguments, NoTerminator, SingleBlock,
    SymbolTable, Symbol, OpAsmOpInterface]> {
  let summary = "a compilation unit of kernels and globals";
  let description = [{
    ```mlir
    cuda_tile.module @kernels {
      entry @k(%p: tile<ptr<f32>>) { return }
    }
    ```
    Ops and types inside are written without the `cuda_tile.` prefix. The
    optional `producer` attribute (13.3) names the tool that wrote the module.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$producer);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = CudaTile_DefaultDialectDecl.decl # [{
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
    // A module is a symbol only so that it can be named; it is never called.
    bool isDeclaration() { return false; }
  }];
}

def CudaTile_EntryOp : CudaTile_Op<"entry", "13.1", [
    FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface, SingleBlock,
    SingleBlockImplicitTerminator<"ReturnOp">,
    HasParent<"ModuleOp">]> {
  let summary = "a tile kernel";
  let description = [{
    ```mlir
    entry @k(%x: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
      ...
      return
    }
    ```
    A kernel is the program of one tile block; it is launched over a grid of
    tile blocks. Arguments that are tiles are 0-d; a kernel returns nothing.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];
  let extraClassDeclaration = CudaTile_DefaultDialectDecl.decl # [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def CudaTile_ReturnOp : CudaTile_Op<"return", "13.1", [
    Pure, ReturnLike, Terminator, ParentOneOf<["EntryOp", "IfOp"]>]> {
  let summary = "ends the kernel";
  let description = [{
    Ends the tile block's program. Allowed directly in an `entry` and inside
    an `if` (an early exit), but not directly in a loop body.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<CudaTileType>(type($operands)))?
  }];
  let hasVerifier = 1;
}

def CudaTile_GlobalOp : CudaTile_Op<"global", "13.1", [Symbol]> {
  let summary = "a rank-1 array in global memory with an initial value";
  let description = [{
    ```mlir
    global @g <f32: [1.0, 2.0]> : tile<2xf32>
    global private constant @c alignment = 256 <i32: 255> : tile<1xi32>
    ```
    `private` visibility and `constant` are 13.3 features.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       CudaTile_DenseConstantAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment,
                       UnitAttr:$constant,
                       OptionalAttr<CudaTile_SymbolVisibilityAttr>:$symbol_visibility);
  let assemblyFormat = [{
    custom<SymbolVisibility>($symbol_visibility) (`constant` $constant^)?
    $sym_name (`alignment` `=` $alignment^)? attr-dict
    custom<DenseConstantNoResult>($value)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    TileType getTileType() { return ::llvm::cast<TileType>(getValue().getType()); }
    bool isDeclaration() { return false; }
  }];
}

def CudaTile_GetGlobalOp : CudaTile_Op<"get_global", "13.1", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a global";
  let description = "`%p = get_global @g : tile<ptr<f32>>`";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CudaTile_ScalarTileOf<[CudaTile_Ptr]>:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEMODULEOPS_TD
