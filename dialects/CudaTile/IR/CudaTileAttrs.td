//===- CudaTileAttrs.td - cuda_tile attributes ---------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEATTRS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEATTRS_TD

include "dialects/CudaTile/IR/CudaTileDialect.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

//===----------------------------------------------------------------------===//
// Enumerations. Each keyword is spelled as the language spells it.
//===----------------------------------------------------------------------===//

class CudaTile_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

class CudaTile_EnumAttr<EnumAttrInfo info, string attrMnemonic>
    : EnumAttr<CudaTile_Dialect, info, attrMnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_Signedness : CudaTile_I32Enum<"Signedness", "integer signedness", [
  I32EnumAttrCase<"Unsigned", 0, "unsigned">,
  I32EnumAttrCase<"Signed", 1, "signed">]>;
def CudaTile_SignednessAttr : CudaTile_EnumAttr<CudaTile_Signedness, "signedness">;

def CudaTile_IntegerOverflow : CudaTile_I32Enum<"IntegerOverflow",
    "overflow behaviour the compiler may assume", [
  I32EnumAttrCase<"None", 0, "none">,
  I32EnumAttrCase<"NSW", 1, "no_signed_wrap">,
  I32EnumAttrCase<"NUW", 2, "no_unsigned_wrap">,
  I32EnumAttrCase<"NW", 3, "no_wrap">]>;
def CudaTile_IntegerOverflowAttr : CudaTile_EnumAttr<CudaTile_IntegerOverflow, "overflow">;

def CudaTile_RoundingMode : CudaTile_I32Enum<"RoundingMode", "rounding mode", [
  I32EnumAttrCase<"NearestEven", 0, "nearest_even">,
  I32EnumAttrCase<"Zero", 1, "zero">,
  I32EnumAttrCase<"NegativeInf", 2, "negative_inf">,
  I32EnumAttrCase<"PositiveInf", 3, "positive_inf">,
  I32EnumAttrCase<"Approx", 4, "approx">,
  I32EnumAttrCase<"Full", 5, "full">,
  I32EnumAttrCase<"NearestIntToZero", 6, "nearest_int_to_zero">]>;
def CudaTile_RoundingModeAttr : CudaTile_EnumAttr<CudaTile_RoundingMode, "rounding">;

def CudaTile_ComparisonOrdering : CudaTile_I32Enum<"ComparisonOrdering",
    "NaN handling of a float comparison", [
  I32EnumAttrCase<"Unordered", 0, "unordered">,
  I32EnumAttrCase<"Ordered", 1, "ordered">]>;
def CudaTile_ComparisonOrderingAttr
    : CudaTile_EnumAttr<CudaTile_ComparisonOrdering, "comparison_ordering">;

def CudaTile_ComparisonPredicate : CudaTile_I32Enum<"ComparisonPredicate",
    "comparison predicate", [
  I32EnumAttrCase<"Equal", 0, "equal">,
  I32EnumAttrCase<"NotEqual", 1, "not_equal">,
  I32EnumAttrCase<"LessThan", 2, "less_than">,
  I32EnumAttrCase<"LessThanOrEqual", 3, "less_than_or_equal">,
  I32EnumAttrCase<"GreaterThan", 4, "greater_than">,
  I32EnumAttrCase<"GreaterThanOrEqual", 5, "greater_than_or_equal">]>;
def CudaTile_ComparisonPredicateAttr
    : CudaTile_EnumAttr<CudaTile_ComparisonPredicate, "comparison_predicate">;

// Memory scope, memory ordering and the atomic mode are stored as plain i32
// enumerations (`memory_scope = 1 : i32` in generic form), as other tools
// of the language write them.
class CudaTile_I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_AtomicRMWModeAttr : CudaTile_I32EnumAttr<"AtomicRMWMode",
    "read-modify-write operation of an atomic", [
  I32EnumAttrCase<"And", 0, "and">,
  I32EnumAttrCase<"Or", 1, "or">,
  I32EnumAttrCase<"Xor", 2, "xor">,
  I32EnumAttrCase<"Add", 3, "add">,
  I32EnumAttrCase<"AddF", 4, "addf">,
  I32EnumAttrCase<"Max", 5, "max">,
  I32EnumAttrCase<"Min", 6, "min">,
  I32EnumAttrCase<"UMax", 7, "umax">,
  I32EnumAttrCase<"UMin", 8, "umin">,
  I32EnumAttrCase<"Xchg", 9, "xchg">]>;

def CudaTile_MemoryScopeAttr : CudaTile_I32EnumAttr<"MemoryScope",
    "threads that may access a location concurrently", [
  I32EnumAttrCase<"TileBlock", 0, "tl_blk">,
  I32EnumAttrCase<"Device", 1, "device">,
  I32EnumAttrCase<"System", 2, "sys">]>;

def CudaTile_MemoryOrderingAttr : CudaTile_I32EnumAttr<"MemoryOrdering",
    "memory ordering semantics", [
  I32EnumAttrCase<"Weak", 0, "weak">,
  I32EnumAttrCase<"Relaxed", 1, "relaxed">,
  I32EnumAttrCase<"Acquire", 2, "acquire">,
  I32EnumAttrCase<"Release", 3, "release">,
  I32EnumAttrCase<"AcqRel", 4, "acq_rel">]>;

def CudaTile_PaddingValue : CudaTile_I32Enum<"PaddingValue",
    "value read for out-of-bounds elements", [
  I32EnumAttrCase<"Zero", 0, "zero">,
  I32EnumAttrCase<"NegZero", 1, "neg_zero">,
  I32EnumAttrCase<"NaN", 2, "nan">,
  I32EnumAttrCase<"PosInf", 3, "pos_inf">,
  I32EnumAttrCase<"NegInf", 4, "neg_inf">]>;
def CudaTile_PaddingValueAttr : CudaTile_EnumAttr<CudaTile_PaddingValue, "padding_value">;

def CudaTile_SymbolVisibility : CudaTile_I32Enum<"SymbolVisibility",
    "symbol visibility", [
  I32EnumAttrCase<"Public", 0, "public">,
  I32EnumAttrCase<"Private", 1, "private">]>;
def CudaTile_SymbolVisibilityAttr
    : CudaTile_EnumAttr<CudaTile_SymbolVisibility, "symbol_visibility">;

//===----------------------------------------------------------------------===//
// Optimization hints
//===----------------------------------------------------------------------===//

def CudaTile_OptimizationHintsAttr
    : AttrDef<CudaTile_Dialect, "OptimizationHints"> {
  let mnemonic = "optimization_hints";
  let summary = "per-architecture compiler hints";
  let description = [{
    `<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 2}>`: one
    dictionary per architecture key; a lookup tries the architecture first,
    then `default`. Unknown keys are kept, so kernels written for newer tools
    still parse; `cuda-tile-check-hints` reports them.
  }];
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    static constexpr ::llvm::StringLiteral kDefaultKey = "default";
    static constexpr ::llvm::StringLiteral kNumCTAInCGA = "num_cta_in_cga";
    static constexpr ::llvm::StringLiteral kNumWorkerWarpsPerCTA = "num_worker_warps_per_cta";
    static constexpr ::llvm::StringLiteral kOccupancy = "occupancy";
    static constexpr ::llvm::StringLiteral kAllowTMA = "allow_tma";
    static constexpr ::llvm::StringLiteral kLatency = "latency";

    /// The hint `key` for architecture `sm` ("sm_90"), else its `default`.
    ::mlir::Attribute lookup(::llvm::StringRef sm, ::llvm::StringRef key) const;
    /// Typed look-ups; a value that fails validation reads as absent.
    std::optional<int64_t> getNumCTAInCGA(::llvm::StringRef sm) const;
    std::optional<int64_t> getNumWorkerWarpsPerCTA(::llvm::StringRef sm) const;
    std::optional<int64_t> getOccupancy(::llvm::StringRef sm) const;
    std::optional<bool> getAllowTMA(::llvm::StringRef sm) const;
    std::optional<int64_t> getLatency(::llvm::StringRef sm) const;
  }];
}

//===----------------------------------------------------------------------===//
// Predicates of `assume`
//===----------------------------------------------------------------------===//

def CudaTile_AssumePredicateAttrInterface
    : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = "An attribute usable as the predicate of `assume`.";
  let methods = [
    InterfaceMethod<"Checks the predicate against the assumed value.",
      "::llvm::LogicalResult", "verifyWithAssumeOp",
      (ins "::mlir::Operation *":$op)>
  ];
}

def CudaTile_DivByAttr : AttrDef<CudaTile_Dialect, "DivBy",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let mnemonic = "div_by";
  let summary = "elements (or a view's base address) are divisible by a power of two";
  let description = [{
    `div_by<16>` or `div_by<1, every 4 along 1>`: when `every`/`along` are
    given, only every `every`-th element along dimension `along` is divisible,
    the others increase from it by one each.
  }];
  let parameters = (ins "uint64_t":$divisor,
                        OptionalParameter<"std::optional<int64_t>">:$every,
                        OptionalParameter<"std::optional<int64_t>">:$along);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_SameElementsAttr : AttrDef<CudaTile_Dialect, "SameElements",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let mnemonic = "same_elements";
  let summary = "groups of elements along each dimension are equal";
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let assemblyFormat = "`<` $values `>`";
}

def CudaTile_BoundedAttr : AttrDef<CudaTile_Dialect, "Bounded",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let mnemonic = "bounded";
  let summary = "inclusive signed bounds; `?` leaves a side open";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let assemblyFormat = "`<` ($lb^) : (`?`)? `,` ($ub^) : (`?`)? `>`";
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

class CudaTile_DIAttr<string name, string attrMnemonic,
                      string baseCppClass = "::mlir::Attribute">
    : AttrDef<CudaTile_Dialect, name, [], baseCppClass> {
  let mnemonic = attrMnemonic;
}

def CudaTile_DIFileAttr : CudaTile_DIAttr<"DIFile", "di_file"> {
  let summary = "a source file";
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr : CudaTile_DIAttr<"DICompileUnit", "di_compile_unit"> {
  let summary = "the root scope of a compilation unit";
  let parameters = (ins "DIFileAttr":$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DISubprogramAttr : CudaTile_DIAttr<"DISubprogram", "di_subprogram"> {
  let summary = "a source function";
  let parameters = (ins "DIFileAttr":$file, "unsigned":$line,
                        "::mlir::StringAttr":$name, "::mlir::StringAttr":$linkageName,
                        "DICompileUnitAttr":$compileUnit,
                        OptionalParameter<"unsigned">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILexicalBlockAttr : CudaTile_DIAttr<"DILexicalBlock", "di_lexical_block"> {
  let summary = "a lexical block inside a subprogram";
  let parameters = (ins "::mlir::Attribute":$scope, "DIFileAttr":$file,
                        "unsigned":$line, OptionalParameter<"unsigned">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def CudaTile_DILocAttr : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let mnemonic = "di_loc";
  let summary = "a source location inside a debug scope";
  let parameters = (ins "::mlir::FileLineColLoc":$sourceLoc,
                        "::mlir::Attribute":$scope);
  let assemblyFormat = "`<` $sourceLoc `in` $scope `>`";
  let genVerifyDecl = 1;
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEATTRS_TD
