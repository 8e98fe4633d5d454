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

def TileAA_MemRefType : TileAA_Type<"MemRef", "memref"> {
  let summary = "a strided tensor in memory";
  let description = [{
    `!nv_tileaa.memref<?x256xf32, strides = [256, 1], global>`: a base
    pointer with sizes and strides counted in elements; `?` entries are
    values given to `nv_tileaa.make_memref`.

    A memref in shared memory may be swizzled,
    `!nv_tileaa.memref<64x64xf16, strides = [64, 1], shared, Sw<3,3,3>>`:
    the element at offset `o` (from the strides) lies at `Sw<B,M,S>(o)`,
    CuTe's XOR swizzle (bits [M+S, M+S+B) XORed into [M, M+B) for S > 0),
    so that rows spread over the banks. Runs of 2^M elements stay together.
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t", "sizes">:$shape,
                        ArrayRefParameter<"int64_t", "strides">:$strides,
                        "::mlir::nv_tileaa::AddressSpace":$addressSpace,
                        OptionalArrayRefParameter<"int64_t">:$swizzle);
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType,
                     "::llvm::ArrayRef<int64_t>":$shape,
                     "::llvm::ArrayRef<int64_t>":$strides,
                     "::mlir::nv_tileaa::AddressSpace":$addressSpace), [{
      return $_get($_ctxt, elementType, shape, strides, addressSpace,
                   ::llvm::ArrayRef<int64_t>());
    }]>
  ];
  let skipDefaultBuilders = 0;
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    size_t getNumDynamicSizes() const {
      return llvm::count(getShape(), ::mlir::ShapedType::kDynamic);
    }
    size_t getNumDynamicStrides() const {
      return llvm::count(getStrides(), ::mlir::ShapedType::kDynamic);
    }
    /// The swizzle's B, M and S, when the memref has one.
    bool isSwizzled() const { return !getSwizzle().empty(); }
    /// Elements a swizzle keeps together (2^M; 1 << 62 without one).
    int64_t getSwizzleRun() const {
      return isSwizzled() ? int64_t(1) << getSwizzle()[1] : int64_t(1) << 62;
    }
    /// Offsets below `cosize` land below this after the swizzle.
    int64_t getSwizzledCosize(int64_t cosize) const;
  }];
}

def TileAA_TiledViewType : TileAA_Type<"TiledView", "tiled_view"> {
  let summary = "a memref cut into a grid of equal tiles";
  let description = [{
    `!nv_tileaa.tiled_view<[1, 256], !nv_tileaa.memref<...>, dim_map = [0, 1], padding = 0xFF800000 : f32>`:
    tile dimension i runs along memref dimension `dim_map[i]`; elements
    outside the memref read `padding` (undefined without it) and are not
    written. Tile i starts at element i * extent along each dimension, or
    i * stride with `dim_map = [...] traversal = [...]` (cuda_tile strided
    views: tiles may overlap or leave gaps).
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "tile shape">:$tileShape,
                        "::mlir::nv_tileaa::MemRefType":$memref,
                        ArrayRefParameter<"int32_t", "dimension map">:$dimMap,
                        OptionalParameter<"::mlir::TypedAttr">:$padding,
                        OptionalArrayRefParameter<"int64_t">:$traversal);
  let assemblyFormat = [{
    `<` `[` $tileShape `]` `,` $memref `,` `dim_map` `=` `[` $dimMap `]`
    (`traversal` `=` `[` $traversal^ `]`)? (`,` `padding` `=` $padding^)? `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The type of one tile.
    ::mlir::RankedTensorType getTileType() const {
      return ::mlir::RankedTensorType::get(getTileShape(),
                                           getMemref().getElementType());
    }
    /// Where tile index 1 starts along tile dimension i.
    int64_t getTraversalStride(size_t i) const {
      return getTraversal().empty() ? getTileShape()[i] : getTraversal()[i];
    }
    /// Whether an access checks its elements' bounds along tile dimension
    /// i. Tiles that start `extent` apart in a static size they divide are
    /// taken to be inside (their index is not checked); any other may run
    /// past the end, and then an index past the last tile is harmless.
    bool isBoundsChecked(size_t i) const {
      int64_t size = getMemref().getShape()[getDimMap()[i]];
      return ::mlir::ShapedType::isDynamic(size) ||
             size % getTileShape()[i] != 0 ||
             getTraversalStride(i) != getTileShape()[i];
    }
    /// Whether elements outside the memref read as all-zero bits: a zero
    /// padding, or none (undefined values, so zeros will do), as copies
    /// that fill with zeros (cp.async, TMA) give them.
    bool hasZeroPadding() const;
  }];
}

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAATYPES_TD
