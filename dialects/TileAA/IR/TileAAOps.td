//===- TileAAOps.td - nv_tileaa operations -------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_TD
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_TD

include "dialects/TileAA/IR/TileAATypes.td"

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

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAAOPS_TD
