//===- TypeConverter.cpp - the shared LLVM type converter -----------------===//

#include "conversions/LLVMCommon/TypeConverter.h"

#include "dialects/TileAS/IR/TileASOps.h"

#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Conversion/LLVMCommon/LoweringOptions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

using namespace mlir;
using namespace mlir::tileiras;

static LowerToLLVMOptions getTileLoweringOptions(MLIRContext *context) {
  LowerToLLVMOptions options(context);
  // Kernel parameters are single pointers and scalars (DESIGN.md, ABI).
  options.useBarePtrCallConv = true;
  return options;
}

static Value materializeCast(OpBuilder &builder, Type type, ValueRange inputs,
                             Location loc) {
  return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
      .getResult(0);
}

TileLLVMTypeConverter::TileLLVMTypeConverter(MLIRContext *context)
    : LLVMTypeConverter(context, getTileLoweringOptions(context)) {
  // Callbacks added later are tried first: these take precedence over the
  // upstream rules registered by the base class.
  addConversion([](nv_tileaa::PointerType type) -> Type {
    // The AddressSpace cases are numbered by their LLVM address spaces.
    return LLVM::LLVMPointerType::get(
        type.getContext(), static_cast<unsigned>(type.getAddressSpace()));
  });
  // tf32 lives in a 32-bit container: its values are f32 values.
  addConversion([](FloatTF32Type type) -> Type {
    return Float32Type::get(type.getContext());
  });
  // Memory and async tokens carry only dependences: i32 (0 once lowered).
  addConversion([](nv_tileaa::MemTokenType type) -> Type {
    return IntegerType::get(type.getContext(), 32);
  });
  addConversion([](nv_tileas::AsyncTokenType type) -> Type {
    return IntegerType::get(type.getContext(), 32);
  });
  // TMA descriptors and their workspaces: addresses in global memory.
  addConversion([](nv_tileas::TmaDescriptorIterType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext(), 1);
  });
  addConversion([](nv_tileas::TmaWorkspaceType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext(), 1);
  });
  // An accumulator in tensor memory: its 32-bit tensor-memory address.
  addConversion([](nv_tileas::TensorMemoryType type) -> Type {
    return IntegerType::get(type.getContext(), 32);
  });
  addConversion(
      [this](RankedTensorType type,
             SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        return convertTileTensorType(type, results);
      });
  // A memref is its base pointer and its dynamic sizes and strides (i64);
  // a tiled view the values of its memref.
  addConversion([this](nv_tileaa::MemRefType type,
                       SmallVectorImpl<Type> &results) -> LogicalResult {
    results.push_back(convertType(nv_tileaa::PointerType::get(
        type.getElementType(), type.getAddressSpace())));
    results.append(type.getNumDynamicSizes() + type.getNumDynamicStrides(),
                   IntegerType::get(type.getContext(), 64));
    return success();
  });
  addConversion([this](nv_tileaa::TiledViewType type,
                       SmallVectorImpl<Type> &results) -> LogicalResult {
    return convertType(type.getMemref(), results);
  });

  addSourceMaterialization(materializeCast);
  addTargetMaterialization(materializeCast);
}

LogicalResult TileLLVMTypeConverter::convertTileTensorType(
    RankedTensorType type, SmallVectorImpl<Type> &results) const {
  auto layout = dyn_cast_or_null<nv_tileas::DistributedLayoutAttrInterface>(
      type.getEncoding());
  if (!layout)
    return failure();
  Type element = convertType(type.getElementType());
  if (!element)
    return failure();
  results.append(layout.getValuesPerThread(), element);
  return success();
}

LLVM::LLVMFunctionType TileLLVMTypeConverter::convertFunctionSignatureOrReport(
    FunctionOpInterface func, FunctionType type,
    SignatureConversion &conversion) const {
  Type converted =
      convertFunctionSignature(type, /*isVariadic=*/false,
                               /*useBarePtrCallConv=*/true, conversion);
  if (auto llvmType = dyn_cast_or_null<LLVM::LLVMFunctionType>(converted))
    return llvmType;
  // Name the first type the ABI cannot carry.
  auto isUnconvertible = [&](Type t) {
    SmallVector<Type> ignored;
    return failed(
        convertCallingConventionType(t, ignored,
                                     /*useBarePointerCallConv=*/true));
  };
  Type culprit = type;
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (isUnconvertible(t)) {
      culprit = t;
      break;
    }
  // The type follows the message as printed, without the quotes a
  // diagnostic would put around a Type.
  std::string printed;
  llvm::raw_string_ostream(printed) << culprit;
  func.emitError("failed to convert function signature type for: ") << printed;
  return nullptr;
}
