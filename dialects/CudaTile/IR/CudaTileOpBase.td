//===- CudaTileOpBase.td - shared pieces of cuda_tile ops ----*- tablegen -*-===//
//
// Every op group includes this file. Conventions of the textual form:
//  * types are written with `custom<CudaTileType>(type($x))` so that they print
//    without the `!cuda_tile.` prefix;
//  * `custom<CudaTileTypeSplat>(type($xs), $xs)` writes one type for a list of
//    operands that share it;
//  * the text must be the text of the language's reference printer, byte
//    for byte: where it writes an optional modifier through a custom
//    directive (rounding modes, `private` on globals), an omitted modifier
//    leaves two spaces (`addf %a, %b  : tile<f32>`); where it writes an
//    optional group (`overflow<...>`, `flush_to_zero`), it leaves one. Other
//    modifier printers here write their own leading space and are preceded
//    by `` `` `` in the format.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEOPBASE_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEOPBASE_TD

include "dialects/CudaTile/IR/CudaTileDialect.td"
include "dialects/CudaTile/IR/CudaTileTypes.td"
include "dialects/CudaTile/IR/CudaTileAttrs.td"

include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// All tile operands and results have the same element type.
class CudaTile_SameElementType<list<string> names>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have the same element type",
        AllMatchSameOperatorPred<names,
          "::llvm::cast<::mlir::cuda_tile::TileType>($_self.getType()).getElementType()">>;

// All tile operands and results have the same shape.
class CudaTile_SameShape<list<string> names>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have the same shape",
        AllMatchSameOperatorPred<names,
          "::llvm::cast<::mlir::cuda_tile::TileType>($_self.getType()).getShape()">>;

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEOPBASE_TD
