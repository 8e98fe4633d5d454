//===- TileAAMemoryOps.td - memory ops of both layers ------*- tablegen -*-===//
//
// The type constraints of nv_tileaa values, and the loads and stores that
// both nv_tileaa and nv_tileas have: through a tensor of pointers, and of
// the tile at a grid index of a tiled view. nv_tileaa's carry the memory
// tokens of cuda_tile; convert-tileaa-to-tileas turns them into nv_tileas's,
// whose tiles the layout passes then distribute. Each dialect instantiates
// the classes below with its own name and description; the verifiers and
// memory effects are defined here once for both (checks in TileAAOps.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_TILEAA_IR_TILEAAMEMORYOPS_TD
#define TILEIRAS_DIALECTS_TILEAA_IR_TILEAAMEMORYOPS_TD

include "dialects/TileAA/IR/TileAATypes.td"

include "mlir/Interfaces/SideEffectInterfaces.td"

def TileAA_Pointer : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::PointerType>($_self)">,
                          "pointer", "::mlir::nv_tileaa::PointerType">;
def TileAA_PointerLike : AnyTypeOf<[TileAA_Pointer, RankedTensorOf<[TileAA_Pointer]>]>;
def TileAA_IntLike : AnyTypeOf<[AnySignlessInteger, RankedTensorOf<[AnySignlessInteger]>]>;
def TileAA_MemToken : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemTokenType>($_self)">,
                           "memory token", "::mlir::nv_tileaa::MemTokenType">,
                      BuildableType<"::mlir::nv_tileaa::MemTokenType::get($_builder.getContext())">;
def TileAA_MemRef : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemRefType>($_self)">,
    "memref", "::mlir::nv_tileaa::MemRefType">;
def TileAA_TiledView : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::TiledViewType>($_self)">,
    "tiled view", "::mlir::nv_tileaa::TiledViewType">;

/// A load through a pointer or a tensor of pointers.
class TileMemory_LoadOp<Dialect dialect>
    : Op<dialect, "load", [AttrSizedOperandSegments,
                           DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       TileAA_PointerLike:$source,
                       Optional<AnyTypeOf<[I1, RankedTensorOf<[I1]>]>>:$mask,
                       Optional<AnyType>:$padding,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs AnyType:$result, TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $source (`,` $mask^)? (`,` $padding^)?
    (`token` `(` $token^ `)`)? attr-dict `:` type($source)
    (`,` type($mask)^)? (`,` type($padding)^)? `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::nv_tileaa::verifyPointerLoad(
          *this, getSource().getType(), getMask(), getPadding(),
          getResult().getType());
    }
    void $cppClass::getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<
            ::mlir::MemoryEffects::Effect>> &effects) {
      effects.emplace_back(::mlir::MemoryEffects::Read::get(),
                           &getSourceMutable());
    }
  }];
}

/// A store through a pointer or a tensor of pointers.
class TileMemory_StoreOp<Dialect dialect>
    : Op<dialect, "store", [AttrSizedOperandSegments,
                            DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       TileAA_PointerLike:$destination,
                       AnyType:$value,
                       Optional<AnyTypeOf<[I1, RankedTensorOf<[I1]>]>>:$mask,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $destination `,` $value (`,` $mask^)?
    (`token` `(` $token^ `)`)? attr-dict `:` type($destination) `,`
    type($value) (`,` type($mask)^)?
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::nv_tileaa::verifyPointerStore(
          *this, getDestination().getType(), getMask(), getValue().getType());
    }
    void $cppClass::getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<
            ::mlir::MemoryEffects::Effect>> &effects) {
      effects.emplace_back(::mlir::MemoryEffects::Write::get(),
                           &getDestinationMutable());
    }
  }];
}

/// A load of the tile at a grid index of a tiled view.
class TileMemory_TiledLoadOp<Dialect dialect>
    : Op<dialect, "tiled_load", [AttrSizedOperandSegments,
                                 DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       TileAA_TiledView:$view,
                       Variadic<AnySignlessInteger>:$indices,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs AnyRankedTensor:$result, TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $view `[` $indices `]` (`token` `(` $token^ `)`)?
    attr-dict `:` qualified(type($view)) `,` type($indices) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::nv_tileaa::verifyTileAccess(
          *this, getView().getType(), getIndices().size(),
          getResult().getType());
    }
    void $cppClass::getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<
            ::mlir::MemoryEffects::Effect>> &effects) {
      effects.emplace_back(::mlir::MemoryEffects::Read::get(),
                           &getViewMutable());
    }
  }];
}

/// A store of the tile at a grid index of a tiled view.
class TileMemory_TiledStoreOp<Dialect dialect>
    : Op<dialect, "tiled_store", [AttrSizedOperandSegments,
                                  DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins TileAA_MemoryOrderingAttr:$ordering,
                       OptionalAttr<TileAA_MemoryScopeAttr>:$scope,
                       AnyRankedTensor:$value,
                       TileAA_TiledView:$view,
                       Variadic<AnySignlessInteger>:$indices,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$resultToken);
  let assemblyFormat = [{
    $ordering ($scope^)? $value `,` $view `[` $indices `]`
    (`token` `(` $token^ `)`)? attr-dict `:` type($value) `,`
    qualified(type($view)) `,` type($indices)
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::nv_tileaa::verifyTileAccess(
          *this, getView().getType(), getIndices().size(),
          getValue().getType());
    }
    void $cppClass::getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<
            ::mlir::MemoryEffects::Effect>> &effects) {
      effects.emplace_back(::mlir::MemoryEffects::Write::get(),
                           &getViewMutable());
    }
  }];
}

#endif // TILEIRAS_DIALECTS_TILEAA_IR_TILEAAMEMORYOPS_TD
