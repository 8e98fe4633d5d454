//===- CudaTileInterfaces.td - cuda_tile interfaces ----------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEINTERFACES_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEINTERFACES_TD

include "mlir/IR/OpBase.td"

// Partition, strided and gather/scatter views share one contract: they are
// indexed by a number of tile coordinates and yield tiles of one type.
def CudaTile_TileViewTypeInterface : TypeInterface<"TileViewTypeInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A view of a tensor_view as a grid of tiles. Loads and stores through the
    view take one index per tile dimension.
  }];
  let methods = [
    InterfaceMethod<"Number of indices a load or store takes.",
      "size_t", "getViewIndexRank">,
    InterfaceMethod<"The tile type a load yields and a store takes.",
      "::mlir::Type", "getViewTileType">,
    InterfaceMethod<"Checks the types of the indices of a load or store.",
      "::llvm::LogicalResult", "verifyIndices",
      (ins "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError,
           "::mlir::TypeRange":$indexTypes)>,
  ];
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEINTERFACES_TD
