//===- CudaTileAsm.h - shared pieces of the cuda_tile syntax -----*- C++ -*-===//
//
// Parsers and printers used as `custom<...>` directives by several op
// groups. Types of this dialect are written without the `!cuda_tile.` prefix
// inside ops (`tile<4xf32>`); both spellings parse.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEASM_H
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEASM_H

#include "dialects/CudaTile/IR/CudaTileTypes.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::cuda_tile {

//--- Types without the dialect prefix --------------------------------------//

ParseResult parseCudaTileType(AsmParser &parser, Type &type);
ParseResult parseCudaTileType(AsmParser &parser, SmallVectorImpl<Type> &types);
void printCudaTileType(AsmPrinter &printer, Type type);
void printCudaTileType(AsmPrinter &printer, Operation *, Type type);
void printCudaTileType(AsmPrinter &printer, Operation *, TypeRange types);

/// One type written for a list of operands that all share it.
ParseResult
parseCudaTileTypeSplat(AsmParser &parser, SmallVectorImpl<Type> &types,
                       ArrayRef<OpAsmParser::UnresolvedOperand> operands);
void printCudaTileTypeSplat(AsmPrinter &printer, Operation *, TypeRange types,
                            ValueRange operands);

/// A type list without parentheses: `tile<f32>, tile<i32>`.
ParseResult parseCudaTileTypeList(AsmParser &parser,
                                  SmallVectorImpl<Type> &types);

//--- Function signatures (entry and test functions) ------------------------//

/// `(%a: tile<ptr<f32>>, %b: tile<i32>) -> (...)`, types without prefix.
ParseResult
parseFunctionSignature(OpAsmParser &parser,
                       SmallVectorImpl<OpAsmParser::Argument> &arguments,
                       SmallVectorImpl<Type> &resultTypes);
void printFunctionSignature(OpAsmPrinter &printer, Region &body,
                            ArrayRef<Type> argTypes, ArrayRef<Type> resultTypes);

} // namespace mlir::cuda_tile


namespace mlir::cuda_tile {

//--- Dense constants: `<f32: [[1.0, 2.0]]> : tile<1x2xf32>` -----------------//

/// Parses the literal and the tile type after it; the attribute's type is the
/// tile type. A single value fills the whole tile. Integers and floats may be
/// written in hex (floats as their bit pattern).
ParseResult parseDenseConstant(OpAsmParser &parser, DenseElementsAttr &value,
                               Type &resultType);
void printDenseConstant(OpAsmPrinter &printer, Operation *op,
                        DenseElementsAttr value, Type resultType);
/// The same without a separate result type (globals).
ParseResult parseDenseConstantNoResult(OpAsmParser &parser,
                                       DenseElementsAttr &value);
void printDenseConstantNoResult(OpAsmPrinter &printer, Operation *op,
                                DenseElementsAttr value);

//--- Symbol visibility of globals: `private` or nothing ---------------------//

ParseResult parseSymbolVisibility(OpAsmParser &parser,
                                  SymbolVisibilityAttr &visibility);
void printSymbolVisibility(OpAsmPrinter &printer, Operation *op,
                           SymbolVisibilityAttr visibility);

} // namespace mlir::cuda_tile

namespace mlir::cuda_tile {

//--- Modifier keywords shared by several op groups ---------------------------//

/// Who rejects a known rounding mode that an op does not allow.
enum class RoundingModeCheck {
  /// The parser: only `allowed` modes parse.
  InParser,
  /// The op's verifier: every known mode parses (the generic form can carry
  /// any mode, so the verifier checks it anyway).
  InVerifier,
};

/// `rounding<MODE>`; absent means `defaultMode`. An unknown mode name is an
/// error listing the `allowed` modes.
ParseResult parseRoundingMode(OpAsmParser &parser, RoundingModeAttr &mode,
                              ArrayRef<RoundingMode> allowed,
                              RoundingMode defaultMode,
                              RoundingModeCheck check = RoundingModeCheck::InParser);
/// Prints `rounding<MODE>` unless the mode is `defaultMode`. Like the
/// reference printer, an omitted mode leaves two spaces in the op's text.
void printRoundingMode(OpAsmPrinter &printer, RoundingModeAttr mode,
                       RoundingMode defaultMode);

/// The IEEE modes (nearest_even, zero, negative_inf, positive_inf);
/// nearest_even is the default and is not printed.
ParseResult parseIEEERoundingMode(OpAsmParser &parser, RoundingModeAttr &mode);
void printIEEERoundingMode(OpAsmPrinter &printer, Operation *op,
                           RoundingModeAttr mode);

/// `signed` or `unsigned`.
ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &signedness);
void printSignedness(OpAsmPrinter &printer, Operation *op,
                     SignednessAttr signedness);

/// `overflow<no_signed_wrap>`; `none` is the default and is not printed.
ParseResult parseIntegerOverflow(OpAsmParser &parser,
                                 IntegerOverflowAttr &overflow);
void printIntegerOverflow(OpAsmPrinter &printer, Operation *op,
                          IntegerOverflowAttr overflow);

} // namespace mlir::cuda_tile

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILEASM_H
