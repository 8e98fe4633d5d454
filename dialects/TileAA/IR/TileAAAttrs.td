//===- TileAAAttrs.td - nv_tileaa attributes -----------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAAATTRS_TD
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAAATTRS_TD

include "dialects/TileAA/IR/TileAADialect.td"

// Memory spaces; each case's value is its LLVM address space.
def TileAA_AddressSpace : I32EnumAttr<"AddressSpace", "memory space", [
  I32EnumAttrCase<"Register", 0, "register">,
  I32EnumAttrCase<"Global", 1, "global">,
  I32EnumAttrCase<"Internal", 2, "internal">,
  I32EnumAttrCase<"Shared", 3, "shared">,
  I32EnumAttrCase<"Constant", 4, "constant">,
  I32EnumAttrCase<"Local", 5, "local">,
  I32EnumAttrCase<"Tensor", 6, "tensor">,
  I32EnumAttrCase<"Generic", 101, "generic">]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}

def TileAA_AddressSpaceAttr : EnumAttr<TileAA_Dialect, TileAA_AddressSpace,
                                       "address_space"> {
  let assemblyFormat = "`<` $value `>`";
}

// Memory ordering and scope of loads and stores, as in cuda_tile.
def TileAA_MemoryOrderingAttr : I32EnumAttr<"MemoryOrdering", "memory ordering", [
  I32EnumAttrCase<"Weak", 0, "weak">,
  I32EnumAttrCase<"Relaxed", 1, "relaxed">,
  I32EnumAttrCase<"Acquire", 2, "acquire">,
  I32EnumAttrCase<"Release", 3, "release">,
  I32EnumAttrCase<"AcqRel", 4, "acq_rel">]> {
  let cppNamespace = "::mlir::nv_tileaa";
}

def TileAA_MemoryScopeAttr : I32EnumAttr<"MemoryScope", "memory scope", [
  I32EnumAttrCase<"TileBlock", 0, "tl_blk">,
  I32EnumAttrCase<"Device", 1, "device">,
  I32EnumAttrCase<"System", 2, "sys">]> {
  let cppNamespace = "::mlir::nv_tileaa";
}

// The read-modify-write of an atomic, as in cuda_tile.
def TileAA_AtomicRMWModeAttr : I32EnumAttr<"AtomicRMWMode", "atomic read-modify-write", [
  I32EnumAttrCase<"And", 0, "and">,
  I32EnumAttrCase<"Or", 1, "or">,
  I32EnumAttrCase<"Xor", 2, "xor">,
  I32EnumAttrCase<"Add", 3, "add">,
  I32EnumAttrCase<"AddF", 4, "addf">,
  I32EnumAttrCase<"Max", 5, "max">,
  I32EnumAttrCase<"Min", 6, "min">,
  I32EnumAttrCase<"UMax", 7, "umax">,
  I32EnumAttrCase<"UMin", 8, "umin">,
  I32EnumAttrCase<"Xchg", 9, "xchg">]> {
  let cppNamespace = "::mlir::nv_tileaa";
}

def TileAA_KernelSpecAttr : AttrDef<TileAA_Dialect, "KernelSpec"> {
  let mnemonic = "kernel_spec";
  let summary = "how a kernel is launched";
  let description = [{
    `#nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>`: warps per
    CTA (threads = 32 x num_warps) and the CTA cluster shape. Attached to
    kernels as `nv_tileaa.kernel_spec`; the function-boundary lowering turns
    it into `nvvm.reqntid` and, on targets with clusters, `nvvm.cluster_dim`.
  }];
  let parameters = (ins "int64_t":$numWarps,
                        ArrayRefParameter<"int64_t", "cluster shape">:$cluster);
  let assemblyFormat = "`<` `num_warps` `=` $numWarps `,` `cluster` `=` `[` $cluster `]` `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getNumThreads() const { return 32 * getNumWarps(); }
    int64_t getClusterSize() const;
  }];
}

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAAATTRS_TD
