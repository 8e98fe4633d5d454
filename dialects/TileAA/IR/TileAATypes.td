//===- TileAATypes.td - nv_tileaa types ----------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAATYPES_TD
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAATYPES_TD

include "dialects/TileAA/IR/TileAAAttrs.td"

class TileAA_Type<string name, string typeMnemonic>
    : TypeDef<TileAA_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def TileAA_PointerType : TileAA_Type<"Pointer", "ptr"> {
  let summary = "typed pointer into a memory space";
  let description = "`!nv_tileaa.ptr<f32, global>`";
  let parameters = (ins "::mlir::Type":$pointeeType,
                        "::mlir::nv_tileaa::AddressSpace":$addressSpace);
  let assemblyFormat = "`<` $pointeeType `,` $addressSpace `>`";
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType,
        CArg<"::mlir::nv_tileaa::AddressSpace",
             "::mlir::nv_tileaa::AddressSpace::Global">:$addressSpace), [{
      return $_get(pointeeType.getContext(), pointeeType, addressSpace);
    }]>
  ];
}

def TileAA_MemTokenType : TileAA_Type<"MemToken", "mem_token"> {
  let summary = "orders memory operations; an i32 placeholder in LLVM";
}

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAATYPES_TD
