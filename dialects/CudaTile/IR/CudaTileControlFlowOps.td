//===- CudaTileControlFlowOps.td - control flow and misc -----*- tablegen -*-===//
//
// for, loop, if, break, continue, yield, get_tile_block_id,
// get_num_tile_blocks, assert, assume, print_tko.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", "13.1", [Pure,
    AllTypesMatch<["blockId_x", "blockId_y", "blockId_z"]>]> {
  let summary = "coordinates of this tile block in the grid";
  let description = "`%x, %y, %z = get_tile_block_id : tile<i32>`";
  let results = (outs CudaTile_ScalarI32Tile:$blockId_x,
                      CudaTile_ScalarI32Tile:$blockId_y,
                      CudaTile_ScalarI32Tile:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}


def CudaTile_GetNumTileBlocksOp : CudaTile_Op<"get_num_tile_blocks", "13.1", [Pure,
    AllTypesMatch<["gridSize_x", "gridSize_y", "gridSize_z"]>]> {
  let summary = "extent of the launch grid in tile blocks";
  let description = [{
    `%nx, %ny, %nz = get_num_tile_blocks : tile<i32>`; dimensions that were
    not given at launch are 1.
  }];
  let results = (outs CudaTile_ScalarI32Tile:$gridSize_x,
                      CudaTile_ScalarI32Tile:$gridSize_y,
                      CudaTile_ScalarI32Tile:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

//===----------------------------------------------------------------------===//
// Structured control flow
//===----------------------------------------------------------------------===//

// The condition of `if` is always `tile<i1>`, so its type is not written.
def CudaTile_Condition : CudaTile_ScalarTileOf<[CudaTile_I1]>,
    BuildableType<"::mlir::cuda_tile::TileType::get({}, $_builder.getI1Type())">;

def CudaTile_ForOp : CudaTile_Op<"for", "13.1", [
    AutomaticAllocationScope, RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<OpAsmOpInterface,
                              ["getAsmResultNames", "getAsmBlockArgumentNames"]>,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>,
    AllTypesMatch<["initValues", "resultValues"]>,
    SingleBlockImplicitTerminator<"ContinueOp">]> {
  let summary = "counted loop over a half-open integer range";
  let description = [{
    ```mlir
    %r = for %i in (%lb to %ub, step %s) : tile<i32>
        iter_values(%acc = %init) -> (tile<f32>) {
      continue %next : tile<f32>
    }
    ```
    `for unsigned` compares the induction variable with the upper bound as an
    unsigned number (13.2). The body ends with `continue`, implicit when it
    carries no values.
  }];
  let arguments = (ins CudaTile_ScalarIntTile:$lowerBound,
                       CudaTile_ScalarIntTile:$upperBound,
                       CudaTile_ScalarIntTile:$step,
                       Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTile_DefaultDialectDecl.decl # [{
    ::mlir::Value getInductionVar() { return getBody()->getArgument(0); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getBody()->getArguments().drop_front();
    }
  }];
}

def CudaTile_LoopOp : CudaTile_Op<"loop", "13.1", [
    AutomaticAllocationScope, RecursiveMemoryEffects, OpAsmOpInterface,
    SingleBlock]> {
  let summary = "loop that runs until a `break`";
  let description = [{
    ```mlir
    %r = loop iter_values(%v = %init) : tile<i32> -> tile<f32> {
      if %c { continue %w : tile<i32> }
      break %out : tile<f32>
    }
    ```
    `continue` starts the next iteration with new carried values; `break`
    leaves the loop with its results. An empty `continue` is implicit.
  }];
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTile_DefaultDialectDecl.decl # [{
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getRegion().getArguments();
    }
  }];
}

def CudaTile_IfOp : CudaTile_Op<"if", "13.1", [
    NoRegionArguments, OpAsmOpInterface, RecursiveMemoryEffects, SingleBlock]> {
  let summary = "two-way conditional";
  let description = [{
    ```mlir
    %x = if %c -> (tile<f32>) { yield %a : tile<f32> } else { yield %b : tile<f32> }
    ```
    A branch may also end with `break`, `continue` (inside a loop) or
    `return`. An empty `yield` is implicit.
  }];
  let arguments = (ins CudaTile_Condition:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let assemblyFormat = [{
    $condition (`->` `(` custom<CudaTileType>(type($results))^ `)`)?
    custom<IfRegion>($thenRegion)
    (`else` custom<IfRegion>($elseRegion)^)? attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = CudaTile_DefaultDialectDecl.decl # [{
    ::mlir::Block *getThenBlock() { return &getThenRegion().front(); }
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().front();
    }
  }];
}

def CudaTile_BreakOp : CudaTile_Op<"break", "13.1", [
    ReturnLike, Terminator, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "leaves the innermost `loop`";
  let description = "`break %v : tile<f32>` - the operands become the loop's results.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<CudaTileType>(type($operands)))?
  }];
  let hasVerifier = 1;
}

def CudaTile_ContinueOp : CudaTile_Op<"continue", "13.1", [
    Terminator, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let summary = "starts the next iteration of the innermost loop";
  let description = "`continue %v : tile<f32>` - the operands are the next carried values.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<CudaTileType>(type($operands)))?
  }];
  let hasVerifier = 1;
}

def CudaTile_YieldOp : CudaTile_Op<"yield", "13.1", [
    Pure, ReturnLike, Terminator]> {
  let summary = "ends a branch of `if` or the body of a reduction/scan";
  let description = "`yield %a, %b : tile<f32>, tile<i32>`";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<CudaTileType>(type($operands)))?
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Checks, hints and debugging
//===----------------------------------------------------------------------===//

def CudaTile_AssertOp : CudaTile_Op<"assert", "13.1"> {
  let summary = "stops the kernel with a message when a condition is false";
  let description = "`assert %ok, \"index out of range\" : tile<4xi1>`";
  let arguments = (ins CudaTile_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = [{
    $condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))
  }];
}

def CudaTile_AssumeOp : CudaTile_Op<"assume", "13.1", [
    AllTypesMatch<["value", "result"]>, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "attaches a property to a value";
  let description = [{
    ```mlir
    %a = assume div_by<16>, %p : tile<4xptr<f32>>
    %b = assume bounded<0, ?>, %n : tile<i32>
    ```
    The result is the operand; the predicate (`div_by`, `same_elements`,
    `bounded`) is trusted, not checked at run time.
  }];
  let arguments = (ins AnyType:$value,
                       CudaTile_AssumePredicateAttrInterface:$predicate);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<CudaTileType>(type($value))
  }];
  let hasVerifier = 1;
}

def CudaTile_PrintTkoOp : CudaTile_Op<"print_tko", "13.1", [
    AttrSizedOperandSegments]> {
  let summary = "printf-style output ordered by tokens";
  let description = [{
    ```mlir
    %t = print_tko "x = %f\n", %x : tile<4xf32> -> token
    ```
    One operand per `%` conversion (`%%` prints a percent sign). The token
    operand and result (13.2) order the print with memory operations.
  }];
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_TileType>:$args,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict
    (`:` custom<CudaTileType>(type($args))^)? `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD
