//===- TypeConverter.h - the shared LLVM type converter ---------*- C++ -*-===//
//
// The one LLVM type converter of the project. Every Convert*ToLLVM pass
// builds exactly one and threads it through all its patterns and legality
// checks, so that function boundaries and bodies agree on the ABI: two
// converters disagreeing about a pointer's address space or an argument's
// shape produce IR that verifies and PTX that is wrong.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_LLVMCOMMON_TYPECONVERTER_H
#define TILEIRAS_CONVERSIONS_LLVMCOMMON_TYPECONVERTER_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::tileiras {

/// Maps the types of the tile dialects to the LLVM dialect:
///
/// * `!nv_tileaa.ptr<T, space>` -> `!llvm.ptr<N>`, N the LLVM address space
///   of the memory space (register 0, global 1, internal 2, shared 3,
///   constant 4, local 5, tensor 6, generic 101);
/// * `!nv_tileaa.mem_token` -> `i32` (tokens only order memory operations);
/// * `!nv_tileaa.memref<...>` -> its base pointer, then one i64 per dynamic
///   size and per dynamic stride; a `!nv_tileaa.tiled_view` -> the values
///   of its memref;
/// * builtin integers, floats, index and vectors as upstream (f8 types as
///   i8 of their bits), tf32 as f32 (its 32-bit container);
/// * function signatures in the bare-pointer kernel ABI: a pointer argument
///   is one pointer, a scalar is passed by value, a memref is its aligned
///   pointer.
///
/// Source and target materializations are `builtin.unrealized_conversion_cast`;
/// cast reconciliation removes them once both sides are converted.
class TileLLVMTypeConverter : public LLVMTypeConverter {
public:
  explicit TileLLVMTypeConverter(MLIRContext *context);

  /// Converts the signature of `func` (of type `type`) in the bare-pointer
  /// ABI and fills `conversion` with the mapping of its arguments. Returns
  /// the LLVM function type, or null after reporting
  /// `failed to convert function signature type for: <type>` on `func` for
  /// the first argument or result type that has no LLVM form.
  LLVM::LLVMFunctionType
  convertFunctionSignatureOrReport(FunctionOpInterface func, FunctionType type,
                                   SignatureConversion &conversion) const;

  /// The conversion of a tile into the values one thread holds: 1:N, one
  /// SSA value per value index of its `#nv_tileas.tv_layout` encoding. A
  /// tensor without a layout has no LLVM form (a tensor in a signature is
  /// reported as unconvertible). Registered ahead of the upstream rules so
  /// that it alone decides for tensors.
  LogicalResult convertTileTensorType(RankedTensorType type,
                                      SmallVectorImpl<Type> &results) const;
};

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_LLVMCOMMON_TYPECONVERTER_H
