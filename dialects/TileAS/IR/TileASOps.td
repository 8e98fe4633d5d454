//===- TileASOps.td - the nv_tileas dialect ------------------*- tablegen -*-===//
//
// The assembler-near layer. Tiles are ranked tensors whose encoding (added by
// the layout passes) says how they are spread over the threads of a CTA.
// This file holds the arith bank: one op per upstream arith op that has a
// same-named TileAS counterpart, with the same operands, results and
// attributes, on tensors (the ops with the Elementwise trait), the layout
// conversion, and the loads and stores (through pointers and of view
// tiles) that convert-tileaa-to-tileas makes of nv_tileaa's.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_TD
#define TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "dialects/TileAA/IR/TileAAMemoryOps.td"

def TileAS_Dialect : Dialect {
  let name = "nv_tileas";
  let cppNamespace = "::mlir::nv_tileas";
  let summary = "tile kernels on distributed tensors";
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::nv_tileaa::TileAADialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

def TileAS_AsyncTokenType : TypeDef<TileAS_Dialect, "AsyncToken"> {
  let mnemonic = "async.token";
  let summary = "an asynchronous operation in flight";
  let description = [{
    `!nv_tileas.async.token`: made by an asynchronous copy, consumed by the
    wait for it. It carries no value, only the dependence: the shared LLVM
    type converter makes it an `i32` (seed 000's token rule).
  }];
}

def TileAS_TmaWorkspaceType : TypeDef<TileAS_Dialect, "TmaWorkspace"> {
  let mnemonic = "tma_workspace";
  let summary = "global memory for the TMA descriptors of one CTA";
  let description = [{
    `!nv_tileas.tma_workspace`: room for kMaxDescriptors tensor maps of
    128 bytes in global memory, owned by one CTA from `alloc_tma_workspace`
    to `free_tma_workspace`. It lowers to the room's global address.
  }];
  let extraClassDeclaration = [{
    /// Tensor maps one workspace holds.
    static constexpr int64_t kMaxDescriptors = 4;
  }];
}

def TileAS_TmaDescriptorIterType
    : TypeDef<TileAS_Dialect, "TmaDescriptorIter"> {
  let mnemonic = "tma_descriptor_iter";
  let summary = "a TMA descriptor of a view of global memory";
  let description = [{
    `!nv_tileas.tma_descriptor_iter<!nv_tileaa.tiled_view<...>, swizzle = 128>`:
    the tensor map through which the Tensor Memory Accelerator copies the
    tiles of `view` into shared memory, each tile one box, written in
    shared memory with the `swizzle`-byte pattern (0, 32, 64 or 128). It
    lowers to the global address of the 128-byte descriptor.
  }];
  let parameters = (ins "::mlir::nv_tileaa::TiledViewType":$view,
                        "int64_t":$swizzle);
  let assemblyFormat = "`<` $view `,` `swizzle` `=` $swizzle `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Bytes one tile (one box) of the view takes.
    int64_t getBoxBytes() const;
  }];
}

def TileAS_TensorMemoryType : TypeDef<TileAS_Dialect, "TensorMemory"> {
  let mnemonic = "tensor_memory";
  let summary = "a tile in the tensor memory of the CTA (sm_100a)";
  let description = [{
    `!nv_tileas.tensor_memory<128x64xf32>`: the f32 (or i32) sums of an M x N product
    that `tcgen05.mma` accumulates into, in columns the CTA allocated with
    `alloc_tensor_memory`. The rows are blocks of 128 or 64 (`m = 64` after
    the element type; without it, 128 where the rows are a multiple of 128,
    else 64): each block is the D of one `tcgen05.mma` with that M, in the
    ISA's data path layout for it (M = 128: row i in lane i; M = 64: rows
    16q..16q+15 in lanes 32q..32q+15), the blocks side by side (block b
    from column b * N).

    `!nv_tileas.tensor_memory<64x64xf16>` (or bf16): an M x K A operand of
    `tcgen05.mma`, in the same lanes as the sums of its product, two
    elements per 32-bit column (K elements 2c and 2c + 1 in column c, the
    lower in the lower half), so K / 2 columns per block of 64 rows.

    It lowers to the 32-bit tensor-memory address of its first column
    (lane 0).
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "int64_t":$blockRows);
  let assemblyFormat =
      "`<` custom<TensorMemoryShape>($shape, $elementType, $blockRows) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The fewest rows of a block (the instruction's smallest M).
    static constexpr int64_t kBlockRows = 64;
    /// Columns of 32 bits a CTA's tensor memory has.
    static constexpr int64_t kMaxColumns = 512;
    /// The rows of a block, the M of the tcgen05.mma that writes it, where
    /// the type does not say: 128 where `rows` is a multiple of 128, else
    /// 64.
    static int64_t getDefaultBlockRows(int64_t rows) {
      return rows % 128 == 0 ? 128 : kBlockRows;
    }
    /// Blocks of rows.
    int64_t getNumBlocks() const { return getShape()[0] / getBlockRows(); }
    /// The 32-bit columns of one block (N, or K / 2 for 16-bit elements).
    int64_t getBlockColumns() const {
      return getShape()[1] * getElementType().getIntOrFloatBitWidth() / 32;
    }
    /// Columns the tile takes.
    int64_t getNumColumns() const { return getNumBlocks() * getBlockColumns(); }
    /// Columns allocated for it: a power of two, 32 at least.
    int64_t getAllocatedColumns() const;
    /// Where each of `tiles`, allocated together, starts (its column
    /// offset: each at a multiple of its own allocated columns), and the
    /// columns of the whole allocation (a power of two, 32 at least).
    static ::llvm::SmallVector<int64_t>
    getColumnOffsets(::llvm::ArrayRef<TensorMemoryType> tiles,
                     int64_t &totalColumns);
  }];
}

//===----------------------------------------------------------------------===//
// Distributed layouts
//===----------------------------------------------------------------------===//

def TileAS_DistributedLayoutAttrInterface
    : AttrInterface<"DistributedLayoutAttrInterface"> {
  let cppNamespace = "::mlir::nv_tileas";
  let description = [{
    The encoding of a distributed tensor, whatever its kind: it gives the
    thread-value layout, a CuTe layout of rank 2 mapping (thread, value) to
    the row-major index of the element that the thread holds as that value.
    The lowering asks only this; the kinds say where the layout comes from
    (a blocked spread for coalesced accesses, the fragments of an MMA
    instruction, ...).
  }];
  let methods = [
    InterfaceMethod<"The thread-value layout; valid for a verified attribute.",
      "::tileiras::cute::Layout", "getTVLayout">,
    InterfaceMethod<"Threads the layout spreads over (size of mode 0).",
      "int64_t", "getNumThreads", (ins), [{}], [{
        return $_attr.getTVLayout().mode(0)->size();
      }]>,
    InterfaceMethod<"Values each thread holds (size of mode 1).",
      "int64_t", "getValuesPerThread", (ins), [{}], [{
        return $_attr.getTVLayout().mode(1)->size();
      }]>,
  ];
}

def TileAS_TVLayoutAttr : AttrDef<TileAS_Dialect, "TVLayout",
    [DeclareAttrInterfaceMethods<TileAS_DistributedLayoutAttrInterface,
                                 ["getTVLayout"]>]> {
  let mnemonic = "tv_layout";
  let summary = "a tile spread over the threads of a CTA by a given layout";
  let description = [{
    A distributed layout written out as a CuTe layout of rank 2 mapping
    (thread, value) to the row-major index of an element of the tensor:
    `tensor<1024xf32, #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">>` puts
    elements 4t..4t+3 and 512+4t..512+4t+3 in thread t (the blocked spread
    of `tileas-assign-layouts`). A thread stride of 0 replicates elements
    across threads. All index arithmetic on the layout is asked of the
    layout library.
  }];
  let parameters = (ins StringRefParameter<"layout in CuTe notation">:$layout);
  let assemblyFormat = "`<` $layout `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    static TVLayoutAttr get(::mlir::MLIRContext *context,
                            const ::tileiras::cute::Layout &layout);
  }];
}

def TileAS_MmaLayoutAttr : AttrDef<TileAS_Dialect, "MmaLayout",
    [DeclareAttrInterfaceMethods<TileAS_DistributedLayoutAttrInterface,
                                 ["getTVLayout"]>]> {
  let mnemonic = "mma";
  let summary = "a tile held as the register fragments of warp-level MMAs";
  let description = [{
    ```mlir
    tensor<64x64xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2],
                                     shape = [64, 64]>>
    ```
    One operand (`"a"`, `"b"` or the accumulator `"acc"`; `"bt"` is B held
    as its n x k transpose, which a product A * X^T reads) of a matrix
    product computed by `mma.sync` instructions of the given PTX shape
    (`m16n8k16`: 16-bit operands, `m16n8k8`: tf32, `m16n8k32`: 8-bit,
    `m8n8k4`: f64, `m16n8k64`: 4-bit), the warps of the CTA arranged `warps = [along M, along
    N]`, each repeating the instruction over its share of the tile of
    `shape` (rows, columns of the operand). Every thread holds its lane's
    fragments, atom by atom (layout library `makeMmaTVLayout`), so the
    product reads its operands and accumulators from registers. The warps
    along N take every `warpsN`-th atom along N, or, with `contiguous_n =
    true`, a contiguous block of the columns each: the way warpgroups side
    by side share the columns of a wgmma or of tensor memory.
  }];
  let parameters = (ins StringRefParameter<"operand: a, b or acc">:$operand,
                        StringRefParameter<"PTX shape of the instruction">:$atom,
                        "int64_t":$warpsM, "int64_t":$warpsN,
                        "int64_t":$rows, "int64_t":$cols,
                        DefaultValuedParameter<"bool", "false",
                          "warps along N take contiguous columns">:$contiguousN);
  let assemblyFormat = [{
    `<` $operand `,` $atom `,` `warps` `=` `[` $warpsM `,` $warpsN `]` `,`
    `shape` `=` `[` $rows `,` $cols `]`
    (`,` `contiguous_n` `=` $contiguousN^)? `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The instruction and the warps' arrangement; valid when verified.
    ::tileiras::cute::MmaTiling getTiling() const;
    ::tileiras::cute::MmaOperand getMmaOperand() const;
    /// Whether the tile is B's transpose (`"bt"`).
    bool isTransposed() const;
    /// Rows and columns of the operand itself (B's k x n also for "bt").
    int64_t getOperandRows() const;
    int64_t getOperandCols() const;
    /// The same fragments indexed in the transposed tile ("b" <-> "bt");
    /// null for other operands.
    MmaLayoutAttr getTransposed() const;
    static MmaLayoutAttr get(::mlir::MLIRContext *context,
                             const ::tileiras::cute::MmaTiling &tiling,
                             ::tileiras::cute::MmaOperand operand,
                             int64_t rows, int64_t cols);
  }];
}

def TileAS_SliceLayoutAttr : AttrDef<TileAS_Dialect, "SliceLayout",
    [DeclareAttrInterfaceMethods<TileAS_DistributedLayoutAttrInterface,
                                 ["getTVLayout"]>]> {
  let mnemonic = "slice";
  let summary = "a tile spread like another with one dimension reduced away";
  let description = [{
    ```mlir
    tensor<64xf32, #nv_tileas.slice<dim = 1, shape = [64, 64], parent = #mma>>
    ```
    The layout of the result of reducing dimension `dim` of a tile of
    `shape` in the layout `parent`: every thread holds the reduced elements
    of the elements it held (so the lanes and warps that shared a row share
    its result), and values that only differed along `dim` become one. The
    same layout serves the tile with a unit dimension in place of `dim`
    (their row-major indices coincide), so a reduction, the reshape that
    keeps the dimension and the broadcast back to `shape` in `parent` stay
    in registers. Computed by the layout library from the parent's bit map;
    the parent's extents and strides must be powers of two.
  }];
  let parameters = (ins "int64_t":$dim, ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Attribute":$parent);
  let assemblyFormat = [{
    `<` `dim` `=` $dim `,` `shape` `=` `[` $shape `]` `,` `parent` `=` $parent `>`
  }];
  let genVerifyDecl = 1;
}

class TileAS_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileAS_Dialect, mnemonic, !listconcat([Pure, Elementwise], traits)>;

def TileAS_Tensor : RankedTensorOf<[AnyType]>;
def TileAS_BoolTensor : RankedTensorOf<[I1]>;

//===----------------------------------------------------------------------===//
// Op shapes of the bank
//===----------------------------------------------------------------------===//

class TileAS_FloatBinaryOp<string mnemonic>
    : TileAS_Op<mnemonic, [SameOperandsAndResultType]> {
  let summary = "arith." # mnemonic # " on a tile";
  let arguments = (ins TileAS_Tensor:$lhs, TileAS_Tensor:$rhs,
      DefaultValuedAttr<Arith_FastMathAttr,
                        "::mlir::arith::FastMathFlags::none">:$fastmath);
  let results = (outs TileAS_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)
  }];
}

class TileAS_FloatUnaryOp<string mnemonic>
    : TileAS_Op<mnemonic, [SameOperandsAndResultType]> {
  let summary = "arith." # mnemonic # " on a tile";
  let arguments = (ins TileAS_Tensor:$operand,
      DefaultValuedAttr<Arith_FastMathAttr,
                        "::mlir::arith::FastMathFlags::none">:$fastmath);
  let results = (outs TileAS_Tensor:$result);
  let assemblyFormat = [{
    $operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)
  }];
}

class TileAS_IntBinaryOp<string mnemonic>
    : TileAS_Op<mnemonic, [SameOperandsAndResultType]> {
  let summary = "arith." # mnemonic # " on a tile";
  let arguments = (ins TileAS_Tensor:$lhs, TileAS_Tensor:$rhs);
  let results = (outs TileAS_Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

class TileAS_IntOverflowOp<string mnemonic>
    : TileAS_Op<mnemonic, [SameOperandsAndResultType]> {
  let summary = "arith." # mnemonic # " on a tile, with overflow flags";
  let arguments = (ins TileAS_Tensor:$lhs, TileAS_Tensor:$rhs,
      DefaultValuedAttr<Arith_IntegerOverflowAttr,
                        "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags);
  let results = (outs TileAS_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)
  }];
}

class TileAS_CastOp<string mnemonic>
    : TileAS_Op<mnemonic, [SameOperandsAndResultShape]> {
  let summary = "arith." # mnemonic # " on a tile";
  let arguments = (ins TileAS_Tensor:$in);
  let results = (outs TileAS_Tensor:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

//===----------------------------------------------------------------------===//
// The 43 ops, in the order the conversion registers their patterns
//===----------------------------------------------------------------------===//

def TileAS_CmpFOp : TileAS_Op<"cmpf", [SameTypeOperands,
    SameOperandsAndResultShape]> {
  let summary = "arith.cmpf on a tile";
  let arguments = (ins Arith_CmpFPredicateAttr:$predicate, TileAS_Tensor:$lhs,
      TileAS_Tensor:$rhs,
      DefaultValuedAttr<Arith_FastMathAttr,
                        "::mlir::arith::FastMathFlags::none">:$fastmath);
  let results = (outs TileAS_BoolTensor:$result);
  let assemblyFormat = [{
    $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:`
    type($lhs) `->` type($result)
  }];
}
def TileAS_CmpIOp : TileAS_Op<"cmpi", [SameTypeOperands,
    SameOperandsAndResultShape]> {
  let summary = "arith.cmpi on a tile";
  let arguments = (ins Arith_CmpIPredicateAttr:$predicate, TileAS_Tensor:$lhs,
                       TileAS_Tensor:$rhs);
  let results = (outs TileAS_BoolTensor:$result);
  let assemblyFormat = [{
    $predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)
  }];
}
def TileAS_AddFOp : TileAS_FloatBinaryOp<"addf">;
def TileAS_AddIOp : TileAS_IntOverflowOp<"addi">;
def TileAS_AndIOp : TileAS_IntBinaryOp<"andi">;
def TileAS_BitcastOp : TileAS_CastOp<"bitcast">;
def TileAS_CeilDivSIOp : TileAS_IntBinaryOp<"ceildivsi">;
def TileAS_CeilDivUIOp : TileAS_IntBinaryOp<"ceildivui">;
def TileAS_DivFOp : TileAS_FloatBinaryOp<"divf">;
def TileAS_DivSIOp : TileAS_IntBinaryOp<"divsi">;
def TileAS_DivUIOp : TileAS_IntBinaryOp<"divui">;
def TileAS_ExtFOp : TileAS_CastOp<"extf">;
def TileAS_ExtSIOp : TileAS_CastOp<"extsi">;
def TileAS_ExtUIOp : TileAS_CastOp<"extui">;
def TileAS_FloorDivSIOp : TileAS_IntBinaryOp<"floordivsi">;
def TileAS_FPToSIOp : TileAS_CastOp<"fptosi">;
def TileAS_FPToUIOp : TileAS_CastOp<"fptoui">;
def TileAS_MaximumFOp : TileAS_FloatBinaryOp<"maximumf">;
def TileAS_MaxNumFOp : TileAS_FloatBinaryOp<"maxnumf">;
def TileAS_MaxSIOp : TileAS_IntBinaryOp<"maxsi">;
def TileAS_MaxUIOp : TileAS_IntBinaryOp<"maxui">;
def TileAS_MinimumFOp : TileAS_FloatBinaryOp<"minimumf">;
def TileAS_MinNumFOp : TileAS_FloatBinaryOp<"minnumf">;
def TileAS_MinSIOp : TileAS_IntBinaryOp<"minsi">;
def TileAS_MinUIOp : TileAS_IntBinaryOp<"minui">;
def TileAS_MulFOp : TileAS_FloatBinaryOp<"mulf">;
def TileAS_MulIOp : TileAS_IntOverflowOp<"muli">;
def TileAS_NegFOp : TileAS_FloatUnaryOp<"negf">;
def TileAS_OrIOp : TileAS_IntBinaryOp<"ori">;
def TileAS_RemFOp : TileAS_FloatBinaryOp<"remf">;
def TileAS_RemSIOp : TileAS_IntBinaryOp<"remsi">;
def TileAS_RemUIOp : TileAS_IntBinaryOp<"remui">;
def TileAS_SelectOp : TileAS_Op<"select", [AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "arith.select on a tile";
  let arguments = (ins TileAS_BoolTensor:$condition, TileAS_Tensor:$true_value,
                       TileAS_Tensor:$false_value);
  let results = (outs TileAS_Tensor:$result);
  let assemblyFormat = [{
    $condition `,` $true_value `,` $false_value attr-dict `:` type($condition)
    `,` type($result)
  }];
}
def TileAS_ShLIOp : TileAS_IntOverflowOp<"shli">;
def TileAS_ShRSIOp : TileAS_IntBinaryOp<"shrsi">;
def TileAS_ShRUIOp : TileAS_IntBinaryOp<"shrui">;
def TileAS_SIToFPOp : TileAS_CastOp<"sitofp">;
def TileAS_SubFOp : TileAS_FloatBinaryOp<"subf">;
def TileAS_SubIOp : TileAS_IntOverflowOp<"subi">;
def TileAS_TruncFOp : TileAS_Op<"truncf", [SameOperandsAndResultShape]> {
  let summary = "arith.truncf on a tile";
  let arguments = (ins TileAS_Tensor:$in,
      OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
      DefaultValuedAttr<Arith_FastMathAttr,
                        "::mlir::arith::FastMathFlags::none">:$fastmath);
  let results = (outs TileAS_Tensor:$out);
  let assemblyFormat = [{
    $in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in)
    `to` type($out)
  }];
}
def TileAS_TruncIOp : TileAS_Op<"trunci", [SameOperandsAndResultShape]> {
  let summary = "arith.trunci on a tile, with overflow flags";
  let arguments = (ins TileAS_Tensor:$in,
      DefaultValuedAttr<Arith_IntegerOverflowAttr,
                        "::mlir::arith::IntegerOverflowFlags::none">:$overflowFlags);
  let results = (outs TileAS_Tensor:$out);
  let assemblyFormat = [{
    $in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)
  }];
}
def TileAS_UIToFPOp : TileAS_CastOp<"uitofp">;
def TileAS_XOrIOp : TileAS_IntBinaryOp<"xori">;

//===----------------------------------------------------------------------===//
// Layout conversions
//===----------------------------------------------------------------------===//

def TileAS_ConvertLayoutOp : Op<TileAS_Dialect, "convert_layout", [Pure,
    SameOperandsAndResultShape, SameOperandsAndResultElementType]> {
  let summary = "the same tile spread over the threads another way";
  let description = [{
    ```mlir
    %b = nv_tileas.convert_layout %a : tensor<8xi32, #tv> -> tensor<8xi32, #tv1>
    ```
    Elements move between threads (through shared memory when lowered).
  }];
  let arguments = (ins TileAS_Tensor:$source);
  let results = (outs TileAS_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

def TileAS_AllocTensorOp : Op<TileAS_Dialect, "alloc_tensor", [
    MemoryEffects<[MemAlloc]>]> {
  let summary = "a buffer in the shared memory of the CTA";
  let description = [{
    ```mlir
    %buf = nv_tileas.alloc_tensor {alignment = 128 : i64}
        : !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>
    ```
    A memref in shared memory with static sizes and strides, for tiles the
    threads of the CTA hand each other (block_tile, tiled_store and
    tiled_load on it). It lives until the last use of a memref or view made
    from it: `tileas-plan-shared-memory` gives it bytes of `global_smem`
    that no buffer live at the same time uses, aligned to `alignment` bytes
    (16 by default, at most 1024), and `tileas-insert-barriers` puts a CTA
    barrier between accesses of different threads that need one, so a tile
    stored by some threads is seen whole by every thread that loads it.
  }];
  let arguments = (ins
      ConfinedAttr<DefaultValuedAttr<I64Attr, "16">,
                   [IntPositivePowerOf2]>:$alignment);
  let results = (outs TileAA_MemRef:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes the buffer spans: the cosize of its sizes and strides in
    /// elements, times the element size (at most kMaxBytes).
    int64_t getNumBytes();
    /// Far above what a CTA has (228 KiB on sm_90/sm_100), low enough that
    /// offsets in shared memory stay 32-bit.
    static constexpr int64_t kMaxBytes = int64_t(1) << 30;
    /// The largest alignment a shared buffer may ask for.
    static constexpr int64_t kMaxAlignment = 1024;
  }];
}

//===----------------------------------------------------------------------===//
// Asynchronous copies
//===----------------------------------------------------------------------===//

def TileAS_AsyncTiledCopyOp : Op<TileAS_Dialect, "async.tiled_copy", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "starts copying a tile from global into shared memory";
  let description = [{
    ```mlir
    %tok = nv_tileas.async.tiled_copy %src[%i, %c0], %buf[%c0, %c0]
        : !gview[i32, i32], !sview[i32, i32] as tensor<64x32xf16, #tv>
        -> !nv_tileas.async.token
    ```
    The tile at the grid index of `source` (a view of global memory) goes to
    the tile at the grid index of `destination` (a view of shared memory);
    `tile` says which thread moves which elements; the destination's tiles
    may differ from the source's in unit dimensions (a 1x64x64 tile of a
    batched global view into a 64x64 tile of shared memory, or a 64x64 tile
    into a 1x64x64 panel of a buffer of panels). Elements
    outside the source read its padding; elements outside the destination are not
    written. With `if %pred` and `%pred` false nothing is read (the
    destination gets zeros or keeps its bytes), but the copy still counts
    as started: a software pipeline keeps its count of copies in flight
    past the last tile. The copy is complete for every thread of the CTA
    once a `nv_tileas.async.wait` on its token returns. Lowered to
    `cp.async` (4, 8 or 16 bytes per access, zero-filling elements outside
    the source) where the elements allow, otherwise to loads and stores.
    With `synchronous`, always loads and stores, complete for the thread
    that made them when the op returns (no `cp.async` group, so that a
    pipeline whose other copies are TMA's can count these copies on its
    mbarriers).
  }];
  let arguments = (ins TileAA_TiledView:$source,
                       Variadic<AnySignlessInteger>:$sourceIndices,
                       TileAA_TiledView:$destination,
                       Variadic<AnySignlessInteger>:$destinationIndices,
                       Optional<I1>:$predicate,
                       TypeAttrOf<AnyRankedTensor>:$tile,
                       UnitAttr:$synchronous);
  let results = (outs TileAS_AsyncTokenType:$token);
  let assemblyFormat = [{
    $source `[` $sourceIndices `]` `,` $destination `[` $destinationIndices `]`
    (`if` $predicate^)?
    attr-dict `:` qualified(type($source)) `[` type($sourceIndices) `]` `,`
    qualified(type($destination)) `[` type($destinationIndices) `]` `as` $tile
    `->` qualified(type($token))
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncWaitOp : Op<TileAS_Dialect, "async.wait", []> {
  let summary = "waits until asynchronous copies are complete for the CTA";
  let description = [{
    ```mlir
    nv_tileas.async.wait %tok : !nv_tileas.async.token
    nv_tileas.async.wait outstanding = 2
    ```
    Returns once the copies of the tokens (and every earlier copy of the
    thread) have landed, and every thread of the CTA has reached this
    point: afterwards any thread may read what any thread copied. With
    `outstanding = N`, the last N copies the thread started (one group per
    `async.tiled_copy`) may still be in flight: a software pipeline waits
    for the oldest of its stages while the newer ones load.
  }];
  let arguments = (ins Variadic<TileAS_AsyncTokenType>:$tokens,
                       ConfinedAttr<DefaultValuedAttr<I64Attr, "0">,
                                    [IntNonNegative]>:$outstanding);
  let assemblyFormat = [{
    (`outstanding` `=` $outstanding^)? ($tokens^ `:` qualified(type($tokens)))?
    attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// TMA and mbarriers
//===----------------------------------------------------------------------===//

def TileAS_AllocTMAWorkspaceOp : Op<TileAS_Dialect, "alloc_tma_workspace", [
    MemoryEffects<[MemAlloc]>]> {
  let summary = "claims global memory for the CTA's TMA descriptors";
  let description = [{
    ```mlir
    %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
    ```
    Thread 0 of the CTA claims a free workspace of the module's pool in
    global memory with an atomic compare-and-swap, so that concurrent CTAs
    and launches never share one; it spins while every workspace is taken
    (their owners hold no other and finish without waiting for this CTA).
    Only thread 0 may use the result.
  }];
  let results = (outs TileAS_TmaWorkspaceType:$workspace);
  let assemblyFormat = "attr-dict `:` qualified(type($workspace))";
}

def TileAS_FreeTMAWorkspaceOp : Op<TileAS_Dialect, "free_tma_workspace", [
    MemoryEffects<[MemFree]>]> {
  let summary = "gives the CTA's TMA descriptor workspace back";
  let description = [{
    ```mlir
    nv_tileas.free_tma_workspace %ws : !nv_tileas.tma_workspace
    ```
    Every copy through the workspace's descriptors must be complete.
  }];
  let arguments = (ins TileAS_TmaWorkspaceType:$workspace);
  let assemblyFormat = "$workspace attr-dict `:` qualified(type($workspace))";
}

def TileAS_MakeTiledTMADescOp : Op<TileAS_Dialect, "make_tiled_tma_desc", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "builds the TMA descriptor of a view on the device";
  let description = [{
    ```mlir
    %desc = nv_tileas.make_tiled_tma_desc %view in %ws[0]
        : !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
        -> !nv_tileas.tma_descriptor_iter<..., swizzle = 128>
    ```
    Thread 0 writes the view's base address, sizes, strides and tile shape
    into tensor map `index` of the workspace with `tensormap.replace` (on a
    map of zeros) and fences it for the tensormap proxy; only thread 0 may
    copy through the result. The view must be a global view of a row-major
    memref whose base and strides are multiples of 16 bytes (the TMA's
    requirement; the caller proves it) with zero or no padding.
  }];
  let arguments = (ins TileAA_TiledView:$view,
                       TileAS_TmaWorkspaceType:$workspace,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$index);
  let results = (outs TileAS_TmaDescriptorIterType:$desc);
  let assemblyFormat = [{
    $view `in` $workspace `[` $index `]` attr-dict `:` qualified(type($view))
    `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTiledTMALoadOp : Op<TileAS_Dialect, "async.tiled_tma_load", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "starts a TMA copy of a tile into shared memory";
  let description = [{
    ```mlir
    %tok = nv_tileas.async.tiled_tma_load %desc[%k, %j], %buf[%s, %c0],
        %bars[%s] if %pred
        : !nv_tileas.tma_descriptor_iter<...>[i32, i32], !sview[i32, i32],
          !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
        -> !nv_tileas.async.token
    ```
    Thread 0 arrives on mbarrier `%bars[%s]`, expecting the tile's bytes,
    and starts the copy of the tile at the grid index of the descriptor's
    view (elements outside the view read zero) to the tile at the grid index
    of `destination`, which the copy completes on that barrier. With `if
    %pred` and `%pred` false nothing happens. The destination's tiles are
    whole swizzle rows of a row-major buffer swizzled as the descriptor
    says (the destination tile is the box up to unit dimensions: a 1x64x64
    box into a 64x64 tile, or a 64x64 box into one 1x64x64 panel of a
    buffer of panels).

    With `cluster_ctas(C)`, the tile is one the C CTAs of the kernel's
    cluster (ranks 0 to C - 1) all load: the copy writes its box into the
    destination tile of every one of them and completes on each one's
    barrier `%bars[%s]`, and the thread arrives expecting C boxes' bytes
    (each CTA copies its own slice of the tile to all). Every CTA's barriers
    must be initialized, and their previous phase's readers done in every
    CTA, before any copies into them.
  }];
  let arguments = (ins TileAS_TmaDescriptorIterType:$desc,
                       Variadic<AnySignlessInteger>:$indices,
                       TileAA_TiledView:$destination,
                       Variadic<AnySignlessInteger>:$destinationIndices,
                       TileAA_MemRef:$barriers,
                       AnySignlessInteger:$barrierIndex,
                       Optional<I1>:$predicate,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntMinValue<2>, IntMaxValue<16>]>>:$cluster_ctas);
  let results = (outs TileAS_AsyncTokenType:$token);
  let assemblyFormat = [{
    $desc `[` $indices `]` `,` $destination `[` $destinationIndices `]` `,`
    $barriers `[` $barrierIndex `]` (`cluster_ctas` `(` $cluster_ctas^ `)`)?
    (`if` $predicate^)? attr-dict `:`
    qualified(type($desc)) `[` type($indices) `]` `,`
    qualified(type($destination)) `[` type($destinationIndices) `]` `,`
    qualified(type($barriers)) `[` type($barrierIndex) `]`
    `->` qualified(type($token))
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTiledTMAStoreOp
    : Op<TileAS_Dialect, "async.tiled_tma_store", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "starts a TMA copy of a tile from shared memory to a view";
  let description = [{
    ```mlir
    %tok = nv_tileas.async.tiled_tma_store %desc[%i, %j], %buf[%c0, %c0]
        : !nv_tileas.tma_descriptor_iter<...>[i32, i32], !sview[i32, i32]
        -> !nv_tileas.async.token
    ```
    Every thread fences its writes of shared memory for the async proxy and
    waits for every other; then thread 0 starts the copy of the tile at the
    grid index of `source` (the box, in rows swizzled as the descriptor
    says) to the tile at the grid index of the descriptor's view (elements
    outside the view are not written), as one bulk group. The source must
    not be written until `async.tma_store_wait` on the token.

    With `fenced`, the threads' writes of the source were already fenced
    and met before an earlier store of the same group (the panels of one
    tile, written together): the op starts its copy without fencing or
    waiting again.
  }];
  let arguments = (ins TileAS_TmaDescriptorIterType:$desc,
                       Variadic<AnySignlessInteger>:$indices,
                       TileAA_TiledView:$source,
                       Variadic<AnySignlessInteger>:$sourceIndices,
                       UnitAttr:$fenced);
  let results = (outs TileAS_AsyncTokenType:$token);
  let assemblyFormat = [{
    $desc `[` $indices `]` `,` $source `[` $sourceIndices `]` attr-dict `:`
    qualified(type($desc)) `[` type($indices) `]` `,`
    qualified(type($source)) `[` type($sourceIndices) `]`
    `->` qualified(type($token))
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTMAStoreWaitOp
    : Op<TileAS_Dialect, "async.tma_store_wait", []> {
  let summary = "waits for a TMA store";
  let description = [{
    ```mlir
    nv_tileas.async.tma_store_wait %tok, %buf : !sview
    ```
    Thread 0, which started the store of `token`, waits until it is
    complete: its source (`source`, named so that the buffer lives until
    here) may then be reused once the threads synchronize.
  }];
  let arguments = (ins TileAS_AsyncTokenType:$token, TileAA_TiledView:$source);
  let assemblyFormat = "$token `,` $source attr-dict `:` qualified(type($source))";
}

def TileAS_AsyncMBarrierInitOp : Op<TileAS_Dialect, "async.mbarrier_init", []> {
  let summary = "initializes the mbarriers of a shared buffer";
  let description = [{
    ```mlir
    nv_tileas.async.mbarrier_init %bars, %ticks
        : !nv_tileaa.memref<3xi64, strides = [1], shared>
    ```
    Thread 0 initializes each 64-bit barrier of `barriers` to expect
    `ticks` arrivals per phase and fences the initialization for the async
    proxy; every thread fences its earlier shared-memory accesses for the
    async proxy (the copies about to complete on the barriers may write
    bytes that served another buffer); then every thread of the CTA waits
    for every other.
  }];
  let arguments = (ins TileAA_MemRef:$barriers, I32:$ticks);
  let assemblyFormat = "$barriers `,` $ticks attr-dict `:` qualified(type($barriers))";
  let hasVerifier = 1;
}

def TileAS_AsyncMBarrierArriveOp
    : Op<TileAS_Dialect, "async.mbarrier_arrive", []> {
  let summary = "every thread arrives on an mbarrier";
  let description = [{
    ```mlir
    nv_tileas.async.mbarrier_arrive %bars[%s]
        : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
    nv_tileas.async.mbarrier_arrive %bars[%s] per_warp
        : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
    ```
    Each thread arrives once on barrier `%bars[%s]` (release at CTA scope:
    what the thread did before, its reads of a pipeline stage included, is
    ordered before what a thread that waits for the phase does after). With
    `per_warp`, the threads of each warp first synchronize (`bar.warp.sync`,
    which orders what each did before for the others) and only the warp's
    first lane arrives: the barrier expects one arrival per warp.

    With `cluster_ctas(C)`, each arrival is made on barrier `%bars[%s]` of
    every one of the C CTAs of the kernel's cluster (ranks 0 to C - 1):
    their copies into this CTA's stage may start once its readers are done.
    These arrivals release at CTA scope: they order the thread's reads
    (completed before the arrive) before the copies that follow the phase,
    which is all a stage's release needs, and not its writes, which another
    CTA's threads would see only through a release at cluster scope (one
    per warp per stage at cluster scope costs a third of a GEMM's
    throughput). With `in_cta %r`, on the barrier of the CTA of cluster
    rank `%r` instead (release at cluster scope: it passes on the stage's
    copy, which the thread saw complete, to that CTA). With
    `issuer`, only the thread that starts the CTA's TMA copies (thread 0)
    arrives.
  }];
  let arguments = (ins TileAA_MemRef:$barriers, AnySignlessInteger:$index,
                       UnitAttr:$per_warp,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntMinValue<2>, IntMaxValue<16>]>>:$cluster_ctas,
                       Optional<I32>:$cta, UnitAttr:$issuer);
  let assemblyFormat = [{
    $barriers `[` $index `]` (`per_warp` $per_warp^)? (`issuer` $issuer^)?
    (`cluster_ctas` `(` $cluster_ctas^ `)`)? (`in_cta` $cta^)? attr-dict `:`
    qualified(type($barriers)) `[` type($index) `]`
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncMBarrierTryWaitParityOp
    : Op<TileAS_Dialect, "async.mbarrier_try_wait.parity", []> {
  let summary = "waits for a phase of an mbarrier";
  let description = [{
    ```mlir
    nv_tileas.async.mbarrier_try_wait.parity %bars[%s], %phase
        : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
    nv_tileas.async.mbarrier_try_wait.parity %bars[%s], %phase issuer
        : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
    ```
    The thread waits until the phase of barrier `%bars[%s]` with parity
    `%phase` (its low bit) is complete; what the copies completing that
    phase wrote, and what the threads arriving on it did before, is then
    visible to it. With `issuer`, only the thread that starts the CTA's TMA
    copies (thread 0) waits, the others go on.
  }];
  let arguments = (ins TileAA_MemRef:$barriers, AnySignlessInteger:$index,
                       I32:$phase, UnitAttr:$issuer);
  let assemblyFormat = [{
    $barriers `[` $index `]` `,` $phase (`issuer` $issuer^)? attr-dict `:`
    qualified(type($barriers)) `[` type($index) `]`
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncMBarrierInvalOp
    : Op<TileAS_Dialect, "async.mbarrier_inval", []> {
  let summary = "invalidates the mbarriers of a shared buffer";
  let description = [{
    ```mlir
    nv_tileas.async.mbarrier_inval %bars : !nv_tileaa.memref<3xi64, strides = [1], shared>
    ```
    After a CTA barrier, thread 0 invalidates each barrier, so that the
    buffer's bytes may serve anything else (no phase may be pending).
  }];
  let arguments = (ins TileAA_MemRef:$barriers);
  let assemblyFormat = "$barriers attr-dict `:` qualified(type($barriers))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tensor memory and tcgen05 (sm_100a)
//===----------------------------------------------------------------------===//

def TileAS_AllocTensorMemoryOp : Op<TileAS_Dialect, "alloc_tensor_memory", [
    MemoryEffects<[MemAlloc]>]> {
  let summary = "allocates columns of tensor memory for tiles";
  let description = [{
    ```mlir
    %acc, %a = nv_tileas.alloc_tensor_memory %slot
        : !nv_tileaa.memref<1xi32, strides = [1], shared>
        -> !nv_tileas.tensor_memory<128x64xf32>,
           !nv_tileas.tensor_memory<128x64xf16>
    ```
    Warp 0 allocates the columns of all the results at once (one
    `tcgen05.alloc` of their sum, rounded up to a power of two, 32 at
    least; each result starts at a multiple of its own columns, in order),
    which writes their address to `slot`; then every thread of the CTA
    waits for every other and reads it. Every thread of the CTA must reach
    the op. The columns are held until `dealloc_tensor_memory`; an
    allocation waits while other CTAs on the SM hold the columns it needs.
    (One allocation per CTA: CTAs that each held part of what they need
    could wait for each other forever.)

    With `cta_pair`, the CTAs of each pair of the kernel's cluster (ranks 2i
    and 2i + 1) allocate together (`tcgen05.alloc.cta_group::2`, warp 0 of
    each): the same columns in both, as the pair's products
    (`async.tcgen05_mma ... cta_pair`) need.
  }];
  let arguments = (ins TileAA_MemRef:$slot, UnitAttr:$cta_pair);
  let results = (outs Variadic<TileAS_TensorMemoryType>:$results);
  let assemblyFormat = [{
    $slot (`cta_pair` $cta_pair^)? attr-dict `:` qualified(type($slot)) `->`
    qualified(type($results))
  }];
  let hasVerifier = 1;
}

def TileAS_DeallocTensorMemoryOp : Op<TileAS_Dialect, "dealloc_tensor_memory", [
    MemoryEffects<[MemFree]>]> {
  let summary = "frees the tensor memory of an allocation";
  let description = [{
    ```mlir
    nv_tileas.dealloc_tensor_memory %acc, %a
        : !nv_tileas.tensor_memory<128x64xf32>,
          !nv_tileas.tensor_memory<128x64xf16>
    ```
    Warp 0 frees the columns of one `alloc_tensor_memory`, whose results
    are the operands, in order, with `tcgen05.dealloc`. Every access to
    them must be complete and ordered before (a CTA barrier after the last
    `tensor_memory_load`). With `cta_pair`, an allocation of the CTA pair:
    both CTAs free it together, once neither accesses it any more (a
    cluster barrier before).
  }];
  let arguments = (ins Variadic<TileAS_TensorMemoryType>:$memories,
                       UnitAttr:$cta_pair);
  let assemblyFormat = [{
    $memories (`cta_pair` $cta_pair^)? attr-dict `:` qualified(type($memories))
  }];
  let hasVerifier = 1;
}

def TileAS_StoreScaleChunksOp : Op<TileAS_Dialect, "store_scale_chunks", []> {
  let summary = "writes a tile of scale factors to shared memory for tcgen05.cp";
  let description = [{
    ```mlir
    nv_tileas.store_scale_chunks %sa, %buf[%s]
        : tensor<128x4xf8E8M0FNU, #blocked>, !nv_tileaa.memref<3x512xf8E8M0FNU, strides = [512, 1], shared>[i32]
    nv_tileas.store_scale_chunks %sb, %bufb[%s] transposed : ...
    ```
    Each thread writes the scales it holds to row `slot` of the buffer,
    in the chunks `async.tcgen05_copy_scales` copies to tensor memory: the
    scale of block b (of at most four along K) of row 128c + 32j + r at
    byte 512c + 16r + 4j + b (the layout library's makeScaleChunkIndexMap).
    The tile is R x B (A's scales, M x K / 32) or, `transposed`, B x R
    (B's, K / 32 x N); a buffer row holds the chunks of R rows.
  }];
  let arguments = (ins TileAS_Tensor:$tile, TileAA_MemRef:$buffer,
                       AnySignlessInteger:$slot, UnitAttr:$transposed);
  let assemblyFormat = [{
    $tile `,` $buffer `[` $slot `]` (`transposed` $transposed^)? attr-dict
    `:` type($tile) `,` qualified(type($buffer)) `[` type($slot) `]`
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTcgen05CopyScalesOp
    : Op<TileAS_Dialect, "async.tcgen05_copy_scales", []> {
  let summary = "starts copies of scale factors to tensor memory";
  let description = [{
    ```mlir
    nv_tileas.async.tcgen05_copy_scales %buf[%s], %tsa
        : !nv_tileaa.memref<3x512xf8E8M0FNU, strides = [512, 1], shared>[i32]
        -> !nv_tileas.tensor_memory<128x64xf8E8M0FNU>
    ```
    Thread 0 starts one `tcgen05.cp.cta_group::1.32x128b.warpx4` per
    512-byte chunk of row `slot` of the buffer (written by
    `store_scale_chunks`, fenced for the async proxy and met by every
    thread before): chunk c goes to columns 4c to 4c + 3 of slot `slot`
    of the tensor memory (a buffer row's chunks' columns per slot), its
    row r to lane r of every lane quarter. Like the products it feeds, the
    copies are asynchronous: a later `async.tcgen05_mma` of the thread reads
    what they wrote, and `async.tcgen05_commit` observes that they are
    complete (and their reads of the buffer done).
  }];
  let arguments = (ins TileAA_MemRef:$buffer, AnySignlessInteger:$slot,
                       TileAS_TensorMemoryType:$memory);
  let assemblyFormat = [{
    $buffer `[` $slot `]` `,` $memory attr-dict `:`
    qualified(type($buffer)) `[` type($slot) `]` `->` qualified(type($memory))
  }];
  let hasVerifier = 1;
}

def TileAS_TensorMemoryStoreOp : Op<TileAS_Dialect, "tensor_memory_store", []> {
  let summary = "writes a tile from registers to tensor memory";
  let description = [{
    ```mlir
    nv_tileas.tensor_memory_store %tile, %acc
        : tensor<128x64xf32, #mma_acc> -> !nv_tileas.tensor_memory<128x64xf32>
    ```
    Each warp writes its rows with `tcgen05.st`, waits for the stores, and
    fences them before the thread synchronization that orders them before
    a `tcgen05.mma`. The tile's layout puts each warp's rows in the lanes
    it may access: for blocks of 64 rows a warpgroup accumulator (an m16n8
    accumulator tiling with all warps along M, a multiple of 4 of them, the
    layout wgmma's sums have); for blocks of 128 rows the same fragments
    with warp w holding rows 32 (w % 4) on (4 or 8 warps: the layout
    library's makeTensorMemoryTVLayout). f32 sums move with the 16x256b shape,
    whose four registers per 8 columns are an m16n8 fragment; 16-bit A
    operands with the 16x128b shape, a fragment's two pairs packed into
    one register each (the pair of row g in the column of its K pair).
  }];
  let arguments = (ins TileAS_Tensor:$tile, TileAS_TensorMemoryType:$memory);
  let assemblyFormat = [{
    $tile `,` $memory attr-dict `:` type($tile) `->` qualified(type($memory))
  }];
  let hasVerifier = 1;
}

def TileAS_TensorMemoryLoadOp : Op<TileAS_Dialect, "tensor_memory_load", []> {
  let summary = "reads a tile of sums from tensor memory into registers";
  let description = [{
    ```mlir
    %tile = nv_tileas.tensor_memory_load %acc
        : !nv_tileas.tensor_memory<128x64xf32> -> tensor<128x64xf32, #mma_acc>
    ```
    After the thread synchronization that orders the products writing the
    sums before it (a wait on the mbarrier their commit completes), each
    warp reads its rows with `tcgen05.ld` and waits for them. The result's
    layout is a warpgroup accumulator, with the shapes of
    `tensor_memory_store`.
  }];
  let arguments = (ins TileAS_TensorMemoryType:$memory);
  let results = (outs TileAS_Tensor:$tile);
  let assemblyFormat = [{
    $memory attr-dict `:` qualified(type($memory)) `->` type($tile)
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTcgen05MmaOp : Op<TileAS_Dialect, "async.tcgen05_mma", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "starts a product into tensor memory";
  let description = [{
    ```mlir
    nv_tileas.async.tcgen05_mma %a[%s, %c0], %b[%s, %c0], %acc
        : !sview_a[i32, i32], !sview_b[i32, i32]
        -> !nv_tileas.tensor_memory<128x64xf32>
    nv_tileas.async.tcgen05_mma %a[%s, %c0], %bt[%s, %c0] transpose_b, %acc ...
    nv_tileas.async.tcgen05_mma %p, %v[%s, %c0], %acc overwrite
        : !nv_tileas.tensor_memory<64x64xf16>, !sview_v[i32, i32]
        -> !nv_tileas.tensor_memory<64x64xf32>
    ```
    Thread 0 starts `tcgen05.mma` (cta_group::1, one per block of the
    accumulator with its M of 128 or 64: kind::f16 with K = 16 per
    instruction for f16 and bf16 operands, kind::f8f6f4 with K = 32 for
    f8E4M3FN and f8E5M2, kind::i8 with K = 32 for i8, signed unless
    `lhs_unsigned` or `rhs_unsigned` say otherwise; with `tf32`, f32 tiles
    in shared memory read as tf32 by kind::tf32 with K = 8, the instruction
    taking the upper 19 bits of each value) adding the product of
    `a` (M x K) and tile `b` (K x N, rows along N; with `transpose_b`, the
    stored N x K transpose) to the accumulator, or with `overwrite`
    replacing it by the product. `b`, and `a` when it is a tiled view, are
    tiles of row-major shared buffers whose rows are one 32, 64 or 128-byte
    swizzle row (the TMA's and the MMA's canonical layouts; A's rows along
    K), read through shared-memory descriptors; a `b` along N whose rows
    are wider is a P x K x (N / P) tile of its column panels side by side
    (the descriptor's leading byte offset steps from panel to panel); a
    16-bit `a` may instead be in tensor memory. The sums are f32, or i32 (wrapping) for i8. The product
    runs asynchronously: its completion, and the end of its reads of `a`
    and `b`, are observed through `async.tcgen05_commit`.

    With `scales`, the product is block-scaled (kind::mxf8f6f4,
    `.block_scale.scale_vec::1X`: f8E4M3FN or f8E5M2 operands, one
    f8E8M0FNU scale per 32 elements along K of each row of A and column of
    B, M = 128 blocks): the scales of slot `slot` of `lhs_scale` and
    `rhs_scale` (tensor memory as `async.tcgen05_copy_scales` fills it: the
    scale of block b of row r in byte b of column r / 32 of the slot, lane
    r % 32 of every lane quarter) multiply each product of an A and a B
    element; instruction kk of the K step reads the byte kk.

    With `f4` (block-scaled only), `a` and `b` are i8 tiles holding
    f4E2M1FN pairs (each row's elements packed, the even one in the low
    nibble; K = 2 x the tiles' columns), B K-major (`transpose_b`), read by
    kind::mxf4 (f8E8M0FNU scales per 32 elements, `.block32`: two per
    instruction) or kind::mxf4nvf4 (f8E4M3FN scales per 16, `.block16`:
    four) with K = 64 per instruction; blocks 4g to 4g + 3 lie in the g-th
    set of the slot's chunks (see cute::makeScaleChunkIndexMap).

    With `cta_pair`, the product is the CTA pair's (`tcgen05.mma.cta_group::2`,
    M = 256): thread 0 of the pair's even CTA (cluster rank 2i) starts it on
    both CTAs' tiles at the same addresses. Each CTA holds its own 128 rows
    of A (in shared memory) and of the sums (the accumulator, in M = 128
    blocks), and half of B's columns: `b` is K x N / 2, the even CTA's the
    first half, the odd CTA's the second; N is the accumulator's. The odd
    CTA starts nothing. Not block-scaled.
  }];
  let arguments = (ins AnyTypeOf<[TileAA_TiledView,
                                  TileAS_TensorMemoryType]>:$lhs,
                       Variadic<AnySignlessInteger>:$lhsIndices,
                       TileAA_TiledView:$rhs,
                       Variadic<AnySignlessInteger>:$rhsIndices,
                       UnitAttr:$transpose_b,
                       TileAS_TensorMemoryType:$accumulator,
                       UnitAttr:$overwrite,
                       UnitAttr:$lhs_unsigned,
                       UnitAttr:$rhs_unsigned,
                       UnitAttr:$tf32,
                       UnitAttr:$f4,
                       Optional<TileAS_TensorMemoryType>:$lhs_scale,
                       Optional<TileAS_TensorMemoryType>:$rhs_scale,
                       Optional<AnySignlessInteger>:$slot,
                       UnitAttr:$cta_pair);
  let assemblyFormat = [{
    $lhs (`[` $lhsIndices^ `]`)? `,` $rhs `[` $rhsIndices `]`
    (`transpose_b` $transpose_b^)? (`lhs_unsigned` $lhs_unsigned^)?
    (`rhs_unsigned` $rhs_unsigned^)? (`tf32` $tf32^)? (`f4` $f4^)? `,`
    $accumulator
    (`overwrite` $overwrite^)? (`cta_pair` $cta_pair^)?
    (`scales` $lhs_scale^ `,` $rhs_scale `[` $slot `]` `:`
     qualified(type($lhs_scale)) `,` qualified(type($rhs_scale)) `[`
     type($slot) `]`)? attr-dict `:`
    qualified(type($lhs)) (`[` type($lhsIndices)^ `]`)? `,`
    qualified(type($rhs)) `[` type($rhsIndices) `]` `->`
    qualified(type($accumulator))
  }];
  let extraClassDeclaration = [{
    /// The element type of A and B as the instruction reads them (tf32
    /// for `tf32` products of f32 tiles).
    ::mlir::Type getOperandElementType();
    /// The K of one instruction: 32 bytes of A's and B's rows (64 f4
    /// elements).
    int64_t getKPerInstruction();
    /// The elements of K along which one scale applies (32 for f8E8M0FNU
    /// scales, 16 for f8E4M3FN ones), for block-scaled products.
    int64_t getScaleBlock();
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTcgen05CommitOp
    : Op<TileAS_Dialect, "async.tcgen05_commit", []> {
  let summary = "completes an mbarrier phase when the started products end";
  let description = [{
    ```mlir
    nv_tileas.async.tcgen05_commit %bars[%s]
        : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
    ```
    Thread 0, which starts the CTA's `async.tcgen05_mma`, makes barrier
    `%bars[%s]` receive one arrival when every product it started before
    is complete (their reads of shared memory and their writes of tensor
    memory done). With `cluster_ctas(C)`, barrier `%bars[%s]` of every one
    of the C CTAs of the kernel's cluster (ranks 0 to C - 1) receives it.
    With `cta_pair`, the commit is of the pair's products
    (`tcgen05.commit.cta_group::2`), by thread 0 of the pair's even CTA, to
    the barrier of both CTAs of the pair.
  }];
  let arguments = (ins TileAA_MemRef:$barriers, AnySignlessInteger:$index,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntMinValue<2>, IntMaxValue<16>]>>:$cluster_ctas,
                       UnitAttr:$cta_pair);
  let assemblyFormat = [{
    $barriers `[` $index `]` (`cluster_ctas` `(` $cluster_ctas^ `)`)?
    (`cta_pair` $cta_pair^)?
    attr-dict `:` qualified(type($barriers)) `[`
    type($index) `]`
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loads and stores
//===----------------------------------------------------------------------===//

def TileAS_LoadOp : TileMemory_LoadOp<TileAS_Dialect> {
  let summary = "loads a tile through its tensor of pointers";
  let description = [{
    ```mlir
    %v, %t1 = nv_tileas.load weak %ptrs, %mask, %pad
        : tensor<1024x!nv_tileaa.ptr<f32, global>, #tv>, tensor<1024xi1, #tv>,
          tensor<1024xf32, #tv> -> tensor<1024xf32, #tv>
    ```
    nv_tileaa.load once the layout passes may spread its tiles: each thread
    loads the elements it holds (up to 16 bytes per access where the
    pointers are proven consecutive and aligned). Masked-off elements read
    `pad` (undefined without it).
  }];
}

def TileAS_StoreOp : TileMemory_StoreOp<TileAS_Dialect> {
  let summary = "stores a tile through its tensor of pointers";
  let description = [{
    ```mlir
    %t1 = nv_tileas.store weak %ptrs, %v, %mask
        : tensor<1024x!nv_tileaa.ptr<f32, global>, #tv>, tensor<1024xf32, #tv>,
          tensor<1024xi1, #tv>
    ```
    nv_tileaa.store once the layout passes may spread its tiles; an element
    several threads hold is stored once. Masked-off elements are not
    written.
  }];
}

def TileAS_TiledLoadOp : TileMemory_TiledLoadOp<TileAS_Dialect> {
  let summary = "loads the tile at a grid index of a tiled view";
  let description = [{
    ```mlir
    %row, %t1 = nv_tileas.tiled_load weak %view[%bid, %c0]
        : !nv_tileaa.tiled_view<...>, i32 -> tensor<1x256xf32, #tv>
    ```
    nv_tileaa.tiled_load once the layout passes may spread its tile. Index
    i counts tiles along tile dimension i (unsigned); elements outside the
    memref read the view's padding.
  }];
}

def TileAS_TiledStoreOp : TileMemory_TiledStoreOp<TileAS_Dialect> {
  let summary = "stores a tile at a grid index of a tiled view";
  let description = [{
    ```mlir
    %t1 = nv_tileas.tiled_store weak %out, %view[%bid, %c0]
        : tensor<1x256xf32, #tv>, !nv_tileaa.tiled_view<...>, i32
    ```
    nv_tileaa.tiled_store once the layout passes may spread its tile.
    Elements outside the memref are not written.
  }];
}

#endif // TILEIRAS_DIALECTS_TILEAS_IR_TILEASOPS_TD
