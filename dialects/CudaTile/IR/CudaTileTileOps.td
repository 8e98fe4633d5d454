//===- CudaTileTileOps.td - constants, shapes, reductions, mma -*- tablegen -*-===//
//
// constant, iota, broadcast, reshape, permute, cat, extract, select, offset,
// pack, unpack, reduce, scan, mmaf, mmai, mmaf_scaled.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETILEOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETILEOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

// Element types that pack/unpack accept on their unpacked side.
def CudaTile_PackableTile : CudaTile_TileOf<[CudaTile_Number, CudaTile_I4]>;
def CudaTile_I8Tile : CudaTile_TileOf<[CudaTile_I8]>;
// A 0-d i32 tile whose type the parser supplies (extract indices).
def CudaTile_BuildableScalarI32Tile : CudaTile_ScalarTileOf<[CudaTile_I32]>,
    BuildableType<"::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())">;

//===----------------------------------------------------------------------===//
// Constants and index ranges
//===----------------------------------------------------------------------===//

def CudaTile_ConstantOp : CudaTile_Op<"constant", "13.1", [ConstantLike, Pure,
    AllTypesMatch<["value", "result"]>, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tile of compile-time values";
  let description = [{
    `%c = constant <f32: [1.0, 2.0]> : tile<2xf32>`; one value fills the
    whole tile: `constant <i32: 0> : tile<4x4xi32>`.
  }];
  let arguments = (ins CudaTile_DenseConstantAttr:$value);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = "custom<DenseConstant>($value, type($result)) attr-dict";
}

def CudaTile_IotaOp : CudaTile_Op<"iota", "13.1", [Pure]> {
  let summary = "the 1-d tile 0, 1, 2, ...";
  let description = [{
    `%i = iota : tile<128xi32>`. Values are unsigned; the length must fit
    the element type.
  }];
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def CudaTile_BroadcastOp : CudaTile_Op<"broadcast", "13.1", [Pure,
    SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "repeat a tile along its size-1 dimensions";
  let description = "`broadcast %x : tile<1x4xf32> -> tile<8x4xf32>`";
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ReshapeOp : CudaTile_Op<"reshape", "13.1", [Pure,
    SameOperandsAndResultElementType, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "the same elements, row-major, in another shape";
  let description = "`reshape %x : tile<8x2xf32> -> tile<2x2x4xf32>`";
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", "13.1", [Pure,
    CudaTile_SameElementType<["source", "result"]>,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "reorder the dimensions of a tile";
  let description = [{
    Result dimension i is source dimension permutation[i]:
    `permute %x [1, 0] : tile<2x4xf16> -> tile<4x2xf16>`.
  }];
  let arguments = (ins CudaTile_AnyTile:$source,
                       DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", "13.1", [Pure,
    AllRanksMatch<["lhs", "rhs", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs", "result"]>]> {
  let summary = "join two tiles along one dimension";
  let description = [{
    `cat %a, %b dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>`
  }];
  let arguments = (ins CudaTile_AnyTile:$lhs, CudaTile_AnyTile:$rhs,
                       I64Attr:$dim);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", "13.1", [Pure,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "one block of a tile cut into equal blocks";
  let description = [{
    The result shape divides the source shape; the indices pick the block:
    `extract %t[%i, %j] : tile<32x8xf32> -> tile<4x2xf32>`.
  }];
  let arguments = (ins CudaTile_AnyTile:$source,
                       Variadic<CudaTile_BuildableScalarI32Tile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_InsertOp : CudaTile_Op<"insert", "13.4", [Pure,
    AllTypesMatch<["destination", "result"]>,
    AllRanksMatch<["source", "destination"]>]> {
  let summary = "a tile with one of its equal blocks replaced";
  let description = [{
    The source shape divides the destination shape; the indices pick the
    block the source replaces (the inverse of `extract`):
    `insert %b into %t[%i, %j] : tile<4x2xf32> -> tile<32x8xf32>`.
  }];
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_AnyTile:$destination,
                       Variadic<CudaTile_BuildableScalarI32Tile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `into` $destination `[` $indices `]` attr-dict `:`
    custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($destination))
  }];
  let hasVerifier = 1;
}

def CudaTile_SelectOp : CudaTile_Op<"select", "13.1", [Pure,
    AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    AllShapesMatch<["cond", "val_if_true", "val_if_false", "result"]>]> {
  let summary = "elementwise choice between two tiles";
  let description = [{
    `select %c, %a, %b : tile<4xi1>, tile<4xf32>`
  }];
  let arguments = (ins CudaTile_I1Tile:$cond, CudaTile_AnyTile:$val_if_true,
                       CudaTile_AnyTile:$val_if_false);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:`
    custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_OffsetOp : CudaTile_Op<"offset", "13.1", [Pure, Elementwise,
    SameOperandsAndResultShape, AllTypesMatch<["result", "ptr"]>]> {
  let summary = "advance pointers by a number of elements";
  let description = [{
    `offset %p, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>`
  }];
  let arguments = (ins CudaTile_PtrTile:$ptr, CudaTile_IntTile:$offset);
  let results = (outs CudaTile_PtrTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PackOp : CudaTile_Op<"pack", "13.3", [Pure,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "the bytes of a 1-d tile as a tile of i8";
  let description = "`pack %x : tile<64xf16> -> tile<128xi8>`";
  let arguments = (ins CudaTile_PackableTile:$source);
  let results = (outs CudaTile_I8Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_UnpackOp : CudaTile_Op<"unpack", "13.3", [Pure,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "a 1-d tile of i8 read as another element type";
  let description = "`unpack %x : tile<64xi8> -> tile<32xf16>`";
  let arguments = (ins CudaTile_I8Tile:$source);
  let results = (outs CudaTile_PackableTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

class CudaTile_AggregateOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, "13.1", !listconcat([InferTypeOpAdaptor,
        RecursiveMemoryEffects, SameOperandsShape, SingleBlock], traits)> {
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CudaTile_DefaultDialectDecl.decl;
}

def CudaTile_ReduceOp : CudaTile_AggregateOp<"reduce", [
    DeclareOpInterfaceMethods<OpAsmOpInterface,
                              ["getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let summary = "combine the elements of tiles along one dimension";
  let description = [{
    The body combines an element (even arguments) with an accumulator (odd
    arguments), both 0-d, per operand:
    `reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
       (%e: tile<f32>, %acc: tile<f32>) { ... yield %s : tile<f32> }`
  }];
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let assemblyFormat = [{
    $operands attr-dict ` ` `dim` `` `=` `` $dim `identities` `` `=` ``
    $identities `:` custom<CudaTileType>(type($operands)) `->`
    custom<CudaTileType>(type($results)) custom<ArgumentRegion>($body)
  }];
}

def CudaTile_ScanOp : CudaTile_AggregateOp<"scan", [OpAsmOpInterface]> {
  let summary = "prefix combination of tiles along one dimension";
  let description = [{
    Like reduce, but keeps every partial result; `reverse=true` runs from
    the end:
    `scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32> (...) {...}`
  }];
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse, ArrayAttr:$identities);
  let assemblyFormat = [{
    $operands attr-dict ` ` `dim` `` `=` `` $dim `reverse` `` `=` `` $reverse
    `identities` `` `=` `` $identities `:`
    custom<CudaTileType>(type($operands)) `->`
    custom<CudaTileType>(type($results)) custom<ArgumentRegion>($body)
  }];
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

def CudaTile_MmaFOperandTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2], [], "mmaf operand tile type">;
def CudaTile_MmaFResultTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_F32,
    CudaTile_F64], [], "mmaf acc/result tile type">;

def CudaTile_MmaFOp : CudaTile_Op<"mmaf", "13.1", [Pure,
    AllTypesMatch<["acc", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "float matrix multiply-accumulate";
  let description = [{
    `acc + lhs * rhs` on 2-d tiles (MxK, KxN, MxN) or batched 3-d tiles:
    `mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>`.
  }];
  let arguments = (ins CudaTile_MmaFOperandTile:$lhs,
                       CudaTile_MmaFOperandTile:$rhs,
                       CudaTile_MmaFResultTile:$acc, UnitAttr:$fast_acc);
  let results = (outs CudaTile_MmaFResultTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaIOperandTile : CudaTile_TileOf<[CudaTile_I8], [],
    "mmai operand tile type">;
def CudaTile_MmaIAccTile : CudaTile_TileOf<[CudaTile_I32], [],
    "mmai acc tile type">;
def CudaTile_MmaIResultTile : CudaTile_TileOf<[CudaTile_I32], [],
    "mmai result tile type">;

def CudaTile_MmaIOp : CudaTile_Op<"mmai", "13.1", [Pure,
    AllTypesMatch<["acc", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "i8 matrix multiply-accumulate into i32";
  let description = [{
    The signedness of lhs and rhs is given in that order:
    `mmai %a, %b, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>`.
  }];
  let arguments = (ins CudaTile_MmaIOperandTile:$lhs,
                       CudaTile_MmaIOperandTile:$rhs,
                       CudaTile_MmaIAccTile:$acc,
                       CudaTile_SignednessAttr:$signedness_lhs,
                       CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_MmaIResultTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFScaledOperandTile : CudaTile_TileOf<[CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F4E2M1FN], [], "mmaf_scaled operand tile type">;
def CudaTile_MmaFScaledScaleTile : CudaTile_TileOf<[CudaTile_F8E4M3FN,
    CudaTile_F8E8M0FNU], [], "mmaf_scaled scale tile type">;
def CudaTile_MmaFScaledResultTile : CudaTile_TileOf<[CudaTile_F32], [],
    "mmaf_scaled result tile type">;

def CudaTile_MmaFScaledOp : CudaTile_Op<"mmaf_scaled", "13.3", [Pure,
    AllTypesMatch<["acc", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs"]>,
    CudaTile_SameElementType<["lhs_scale", "rhs_scale"]>,
    AllRanksMatch<["lhs", "rhs", "acc", "lhs_scale", "rhs_scale"]>]> {
  let summary = "block-scaled low-precision matrix multiply-accumulate";
  let description = [{
    Each run of K elements of lhs/rhs shares one scale factor:
    `mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>,
       tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>`.
  }];
  let arguments = (ins CudaTile_MmaFScaledOperandTile:$lhs,
                       CudaTile_MmaFScaledOperandTile:$rhs,
                       CudaTile_MmaFScaledResultTile:$acc,
                       CudaTile_MmaFScaledScaleTile:$lhs_scale,
                       CudaTile_MmaFScaledScaleTile:$rhs_scale);
  let results = (outs CudaTile_MmaFScaledResultTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale))
    `,` custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILETILEOPS_TD
