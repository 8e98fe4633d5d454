//===- TileAADialect.td - the nv_tileaa dialect --------------*- tablegen -*-===//
//
// The alias-aware layer below cuda_tile. Tiles are ranked tensors, elementwise
// math is upstream arith/math on tensors and control flow is scf; this
// dialect adds what has no upstream equivalent: kernels with their launch
// specification, pointers and memory in address spaces, and memory tokens.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAADIALECT_TD
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAADIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def TileAA_Dialect : Dialect {
  let name = "nv_tileaa";
  let cppNamespace = "::mlir::nv_tileaa";
  let summary = "alias-aware tile kernels on tensors";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    /// Discardable attributes this dialect defines on functions and modules.
    static constexpr ::llvm::StringLiteral kKernelSpecAttrName =
        "nv_tileaa.kernel_spec";
    static constexpr ::llvm::StringLiteral kComputeCapabilityAttrName =
        "nv_tileaa.compute_capability";
    static constexpr ::llvm::StringLiteral kTargetSpecAttrName =
        "nv_tileaa.target_spec";
    static constexpr ::llvm::StringLiteral kOccupancyAttrName =
        "nv_tileaa.occupancy";

  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

class TileAA_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileAA_Dialect, mnemonic, traits>;

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAADIALECT_TD
