//===- CudaTileTypes.td - cuda_tile types --------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETYPES_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETYPES_TD

include "dialects/CudaTile/IR/CudaTileDialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "dialects/CudaTile/IR/CudaTileInterfaces.td"

//===----------------------------------------------------------------------===//
// Element types (builtin types, named as the language names them)
//===----------------------------------------------------------------------===//

def CudaTile_I1 : TypeAlias<I1, "i1">;
def CudaTile_I4 : TypeAlias<I<4>, "i4">;
def CudaTile_I8 : TypeAlias<I8, "i8">;
def CudaTile_I16 : TypeAlias<I16, "i16">;
def CudaTile_I32 : TypeAlias<I32, "i32">;
def CudaTile_I64 : TypeAlias<I64, "i64">;
def CudaTile_F16 : TypeAlias<F16, "f16">;
def CudaTile_BF16 : TypeAlias<BF16, "bf16">;
def CudaTile_F32 : TypeAlias<F32, "f32">;
def CudaTile_TF32 : TypeAlias<TF32, "tf32">;
def CudaTile_F64 : TypeAlias<F64, "f64">;
def CudaTile_F8E4M3FN : TypeAlias<F8E4M3FN, "f8E4M3FN">;
def CudaTile_F8E5M2 : TypeAlias<F8E5M2, "f8E5M2">;
def CudaTile_F8E8M0FNU : TypeAlias<F8E8M0FNU, "f8E8M0FNU">;
def CudaTile_F4E2M1FN : TypeAlias<F4E2M1FN, "f4E2M1FN">;

// i4 is not a general integer type: only tiles, exti/trunci and pack know it.
def CudaTile_AnyInt : AnyTypeOf<[CudaTile_I1, CudaTile_I8, CudaTile_I16,
                                 CudaTile_I32, CudaTile_I64]>;
def CudaTile_BaseFloat : AnyTypeOf<[CudaTile_F16, CudaTile_BF16, CudaTile_F32,
                                    CudaTile_F64]>;
def CudaTile_AnyFloat : AnyTypeOf<[CudaTile_F16, CudaTile_BF16, CudaTile_F32,
    CudaTile_TF32, CudaTile_F64, CudaTile_F8E4M3FN, CudaTile_F8E5M2,
    CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN]>;
def CudaTile_Number : AnyTypeOf<[CudaTile_AnyFloat, CudaTile_AnyInt]>;

//===----------------------------------------------------------------------===//
// Dialect types
//===----------------------------------------------------------------------===//

class CudaTile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def CudaTile_PointerType : CudaTile_Type<"Pointer", "ptr"> {
  let summary = "typed pointer into global memory";
  let parameters = (ins "::mlir::Type":$pointeeType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType);
    }]>
  ];
  let assemblyFormat = "`<` custom<CudaTileType>($pointeeType) `>`";
  let genVerifyDecl = 1;
}

def CudaTile_TileType : CudaTile_Type<"Tile", "tile", [ShapedTypeInterface]> {
  let summary = "statically shaped tile of numbers or pointers";
  let description = [{
    Every dimension is a power of two; rank 0 is a scalar. Written
    `tile<128x64xf16>`, `tile<f32>` or `tile<8xptr<f32>>`.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "shape">:$shape,
                        "::mlir::Type":$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const {
      return TileType::get(shape ? *shape : getShape(), elementType);
    }
    /// The same shape with another element type.
    TileType withElementType(::mlir::Type elementType) const {
      return TileType::get(getShape(), elementType);
    }
  }];
}

def CudaTile_TensorViewType : CudaTile_Type<"TensorView", "tensor_view"> {
  let summary = "view of a strided tensor in global memory";
  let description = [{
    Dynamic sizes and strides are written `?` and stored as `kDynamic`.
    Written `tensor_view<?x32xf16, strides=[32,1]>`; a 0-d view has no
    strides: `tensor_view<f32>`.
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t", "shape">:$shape,
                        ArrayRefParameter<"int64_t", "strides">:$strides);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    static constexpr int64_t kDynamic = ::mlir::ShapedType::kDynamic;
    int64_t getRank() const { return getShape().size(); }
    /// Number of `?` entries in the shape and in the strides.
    size_t getNumDynamicSizes() const;
    size_t getNumDynamicStrides() const;
  }];
}

def CudaTile_PaddingValueParam : AttrOrTypeParameter<
    "::mlir::cuda_tile::PaddingValueAttr", "padding value"> {
  let defaultValue = "::mlir::cuda_tile::PaddingValueAttr()";
}

def CudaTile_PartitionViewType : CudaTile_Type<"PartitionView", "partition_view",
    [DeclareTypeInterfaceMethods<CudaTile_TileViewTypeInterface>]> {
  let summary = "a tensor view cut into a grid of equal tiles";
  let description = [{
    `partition_view<tile=(64x64), padding_value = zero, tensor_view<...>, dim_map=[1, 0]>`:
    index i of the view addresses tile i along the mapped tensor dimension.
    `dim_map` is printed only when it is not the identity.
  }];
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "::mlir::cuda_tile::TensorViewType":$tensorView,
                        ArrayRefParameter<"int32_t", "dimension map">:$dimMap,
                        CudaTile_PaddingValueParam:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_StridedViewType : CudaTile_Type<"StridedView", "strided_view",
    [DeclareTypeInterfaceMethods<CudaTile_TileViewTypeInterface>]> {
  let summary = "tiles of a tensor view placed at fixed traversal strides";
  let description = [{
    Like a partition view, but tile i starts at element i * traversal_stride,
    so tiles may overlap or leave gaps.
  }];
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "::mlir::DenseI32ArrayAttr":$traversalStrides,
                        "::mlir::cuda_tile::TensorViewType":$tensorView,
                        ArrayRefParameter<"int32_t", "dimension map">:$dimMap,
                        CudaTile_PaddingValueParam:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_GatherScatterViewType : CudaTile_Type<"GatherScatterView",
    "gather_scatter_view", [DeclareTypeInterfaceMethods<CudaTile_TileViewTypeInterface>]> {
  let summary = "tiles whose rows along one dimension are picked by an index tile";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "::mlir::cuda_tile::TensorViewType":$tensorView,
                        "uint32_t":$sparseDim,
                        CudaTile_PaddingValueParam:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_TokenType : CudaTile_Type<"Token", "token"> {
  let summary = "orders memory operations; carries no data";
}

// A dense constant whose type is a tile (`<f32: [1.0, 2.0]> : tile<2xf32>`).
def CudaTile_DenseConstantAttr : ElementsAttrBase<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self) && "
          "::llvm::isa<::mlir::cuda_tile::TileType>("
          "::llvm::cast<::mlir::DenseElementsAttr>($_self).getType())">,
    "dense constant of tile type"> {
  let storageType = "::mlir::DenseElementsAttr";
  let returnType = "::mlir::DenseElementsAttr";
  let convertFromStorage = "$_self";
}

//===----------------------------------------------------------------------===//
// Type constraints used by op definitions
//===----------------------------------------------------------------------===//

def CudaTile_IsTilePred : CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">;

class CudaTile_TileOf<list<Type> allowed, list<Pred> preds = [],
                      string summary = "tile">
    : ShapedContainerType<allowed, And<!listconcat([CudaTile_IsTilePred], preds)>,
                          summary, "::mlir::cuda_tile::TileType">;

class CudaTile_ScalarTileOf<list<Type> allowed>
    : CudaTile_TileOf<allowed, [HasAnyRankOfPred<[0]>], "0D tile">;

def CudaTile_Ptr : Type<CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>($_self)">,
                        "Pointer type", "::mlir::cuda_tile::PointerType">;

def CudaTile_AnyTile : CudaTile_TileOf<[CudaTile_Number, CudaTile_Ptr, CudaTile_I4]>;
def CudaTile_NumberTile : CudaTile_TileOf<[CudaTile_Number]>;
def CudaTile_IntTile : CudaTile_TileOf<[CudaTile_AnyInt]>;
def CudaTile_I1Tile : CudaTile_TileOf<[CudaTile_I1]>;
def CudaTile_BaseFloatTile : CudaTile_TileOf<[CudaTile_BaseFloat]>;
def CudaTile_FloatTile : CudaTile_TileOf<[CudaTile_AnyFloat]>;
def CudaTile_PtrTile : CudaTile_TileOf<[CudaTile_Ptr]>;
def CudaTile_ScalarIntTile : CudaTile_ScalarTileOf<[CudaTile_AnyInt]>;
def CudaTile_ScalarI1Tile : CudaTile_ScalarTileOf<[CudaTile_I1]>;
def CudaTile_ScalarI32Tile : CudaTile_ScalarTileOf<[CudaTile_I32]>;
def CudaTile_ScalarI64Tile : CudaTile_ScalarTileOf<[CudaTile_I64]>;

def CudaTile_Token : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">,
                          "cuda tile token type", "::mlir::cuda_tile::TokenType">,
                     BuildableType<"::mlir::cuda_tile::TokenType::get($_builder.getContext())">;
def CudaTile_TensorView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TensorViewType>($_self)">,
                               "tensor_view", "::mlir::cuda_tile::TensorViewType">;
def CudaTile_TileView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TileViewTypeInterface>($_self)">,
                             "tiled view", "::mlir::cuda_tile::TileViewTypeInterface">;

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETYPES_TD
