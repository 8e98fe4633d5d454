//===- CudaTileDialect.td - the cuda_tile dialect ------------*- tablegen -*-===//
//
// The public CUDA Tile IR language (versions 13.1 to 13.3) as an MLIR
// dialect. Its textual form follows the printer of NVIDIA's cuda-tile tools:
// inside a `cuda_tile.module` ops and types are written without the dialect
// prefix.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEDIALECT_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "CUDA Tile IR: tile kernels for NVIDIA GPUs";
  let description = [{
    Tile IR describes a kernel as the program of one tile block. Values are
    tiles (statically shaped, power-of-two arrays), pointers, views over global
    memory and tokens that order memory operations.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
  private:
    void registerTypes();
    void registerAttributes();
    void registerOps();
  public:
  }];
}

// Every op records the Tile IR release that introduced it.
class CudaTile_Op<string mnemonic, string since, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits> {
  string sinceVersion = since;
}

// Ops holding regions whose contents are printed without the dialect prefix.
def CudaTile_DefaultDialectDecl {
  string decl = [{
    static ::llvm::StringRef getDefaultDialect() { return "cuda_tile"; }
  }];
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEDIALECT_TD
