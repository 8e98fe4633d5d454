//===- CudaTileTypes.cpp - cuda_tile types ----------------------------------===//

#include "dialects/CudaTile/IR/CudaTileTypes.h"
#include "dialects/CudaTile/IR/CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "dialects/CudaTile/IR/CudaTileTypeInterfaces.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/CudaTile/IR/CudaTileTypes.cpp.inc"

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/CudaTile/IR/CudaTileTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Types without the dialect prefix (needs the generated type parser)
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseCudaTileType(AsmParser &parser, Type &type) {
  // `token` is also a builtin type keyword; inside this dialect it is ours.
  if (succeeded(parser.parseOptionalKeyword("token"))) {
    type = TokenType::get(parser.getContext());
    return success();
  }
  OptionalParseResult parsed = parser.parseOptionalType(type);
  if (parsed.has_value())
    return *parsed;
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  parsed = generatedTypeParser(parser, &mnemonic, type);
  if (parsed.has_value())
    return *parsed;
  if (mnemonic.empty())
    return parser.emitError(loc, "expected type");
  return parser.emitError(loc, "unknown type: ") << mnemonic;
}

void mlir::cuda_tile::printCudaTileType(AsmPrinter &printer, Type type) {
  if (isa<CudaTileDialect>(type.getDialect()) &&
      succeeded(generatedTypePrinter(type, printer)))
    return;
  printer.printType(type);
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

LogicalResult
mlir::cuda_tile::verifyTileShape(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int64_t> shape) {
  int64_t numElements = 1;
  for (int64_t dim : shape) {
    if (dim <= 0)
      return emitError() << "all dimensions must be positive constants, got "
                         << shape;
    if (!llvm::isPowerOf2_64(dim))
      return emitError() << "all dimensions must be powers of two, got "
                         << shape;
    if (numElements > kMaxTileElements / dim)
      return emitError() << "tile would exceed the maximum of "
                         << kMaxTileElements << " elements";
    numElements *= dim;
  }
  return success();
}

TileType mlir::cuda_tile::getScalarTileType(Type elementType) {
  return TileType::get({}, elementType);
}

Type mlir::cuda_tile::getTileElementTypeOrSelf(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getElementType();
  return type;
}

TensorViewType mlir::cuda_tile::getViewedTensor(TileViewTypeInterface view) {
  return llvm::TypeSwitch<Type, TensorViewType>(view)
      .Case<PartitionViewType, StridedViewType, GatherScatterViewType>(
          [](auto type) { return type.getTensorView(); });
}

bool mlir::cuda_tile::isPointerLike(Type type) {
  return isa<PointerType>(getTileElementTypeOrSelf(type));
}

/// Numbers a pointer may point to and a tile may hold.
static bool isNumberType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.isSignless() &&
           llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type,
             Float64Type, Float8E4M3FNType, Float8E5M2Type,
             Float8E8M0FNUType, Float4E2M1FNType>(type);
}

/// The numbers, in the order diagnostics list them.
static constexpr const char kNumberTypes[] =
    "f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or "
    "f4E2M1FN or i1 or i8 or i16 or i32 or i64";

/// Prints a dimension list followed by the element type: `8x16xf32`.
static void printShapeAndElementType(AsmPrinter &printer,
                                     ArrayRef<int64_t> shape, Type elementType) {
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
  printCudaTileType(printer, elementType);
}

//===----------------------------------------------------------------------===//
// PointerType
//===----------------------------------------------------------------------===//

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type pointeeType) {
  if (!isNumberType(pointeeType))
    return emitError() << "failed to verify 'pointeeType': " << kNumberTypes;
  return success();
}

//===----------------------------------------------------------------------===//
// TileType
//===----------------------------------------------------------------------===//

Type TileType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false) ||
      parseCudaTileType(parser, elementType) || parser.parseGreater())
    return {};
  return parser.getChecked<TileType>(loc, parser.getContext(), shape,
                                     elementType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  printShapeAndElementType(printer, getShape(), getElementType());
  printer << '>';
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  bool isI4 = elementType.isInteger(4);
  if (!isNumberType(elementType) && !isI4 && !isa<PointerType>(elementType))
    return emitError() << "failed to verify 'elementType': " << kNumberTypes
                       << " or Pointer type or i4";
  // Two f4 values share a byte, so some dimension must be even.
  if (isa<Float4E2M1FNType>(elementType) &&
      llvm::all_of(shape, [](int64_t dim) { return dim % 2 != 0; }))
    return emitError() << "F4E2M1FN tiles must have an even number of elements";
  return verifyTileShape(emitError, shape);
}

//===----------------------------------------------------------------------===//
// TensorViewType
//===----------------------------------------------------------------------===//

/// `[1,?,4]`: strictly positive integers or `?`.
static ParseResult parseStrides(AsmParser &parser,
                                SmallVectorImpl<int64_t> &strides) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        if (succeeded(parser.parseOptionalQuestion())) {
          strides.push_back(TensorViewType::kDynamic);
          return success();
        }
        int64_t stride = 0;
        OptionalParseResult parsed = parser.parseOptionalInteger(stride);
        if (!parsed.has_value())
          return parser.emitError(
              loc, "expected either 64-bit integer or question mark");
        if (failed(*parsed))
          return failure();
        if (stride <= 0)
          return parser.emitError(loc, "expected strictly positive integer, got ")
                 << stride;
        strides.push_back(stride);
        return success();
      });
}

Type TensorViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape, strides;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true) ||
      parseCudaTileType(parser, elementType))
    return {};
  if (shape.empty()) {
    // A 0-d view has no strides.
    if (succeeded(parser.parseOptionalComma())) {
      bool wroteStrides = succeeded(parser.parseOptionalKeyword("strides"));
      parser.emitError(parser.getCurrentLocation(),
                       wroteStrides
                           ? "strides must not be provided for 0-d tiles"
                           : "unexpected token after element type in 0-d "
                             "tensor_view");
      return {};
    }
  } else {
    if (failed(parser.parseOptionalComma())) {
      parser.emitError(parser.getCurrentLocation(), "expected 'strides'");
      return {};
    }
    if (parser.parseKeyword("strides") || parser.parseEqual() ||
        parseStrides(parser, strides))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<TensorViewType>(loc, parser.getContext(),
                                           elementType, shape, strides);
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printShapeAndElementType(printer, getShape(), getElementType());
  if (!getShape().empty()) {
    printer << ", strides=[";
    llvm::interleave(
        getStrides(), printer,
        [&](int64_t stride) {
          if (stride == kDynamic)
            printer << '?';
          else
            printer << stride;
        },
        ",");
    printer << ']';
  }
  printer << '>';
}

/// `[4, ?]` in diagnostics.
static std::string formatDims(ArrayRef<int64_t> dims) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(dims, os, [&](int64_t dim) {
    if (dim == TensorViewType::kDynamic)
      os << '?';
    else
      os << dim;
  });
  os << ']';
  return text;
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type elementType, ArrayRef<int64_t> shape,
                       ArrayRef<int64_t> strides) {
  if (!isNumberType(elementType))
    return emitError() << "tensor_view element type must be a number type, got "
                       << elementType;
  if (shape.size() != strides.size())
    return emitError() << "expected shape and stride to be of same rank but "
                          "got shape of rank "
                       << shape.size() << " and stride of rank "
                       << strides.size();
  auto isBad = [](int64_t v) { return v <= 0 && v != kDynamic; };
  if (llvm::any_of(shape, isBad))
    return emitError()
           << "dimensions must have strictly positive constant sizes but got "
           << formatDims(shape);
  if (llvm::any_of(strides, isBad))
    return emitError()
           << "dimensions must have strictly positive constant strides but got "
           << formatDims(strides);
  return success();
}

size_t TensorViewType::getNumDynamicSizes() const {
  return llvm::count(getShape(), kDynamic);
}

size_t TensorViewType::getNumDynamicStrides() const {
  return llvm::count(getStrides(), kDynamic);
}

//===----------------------------------------------------------------------===//
// Tiled views: shared syntax and rules
//===----------------------------------------------------------------------===//

/// `tile=(64x32)`
static ParseResult parseViewTileShape(AsmParser &parser,
                                      SmallVectorImpl<int32_t> &tileShape) {
  if (parser.parseKeyword("tile") || parser.parseEqual() ||
      parser.parseLParen())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> dims;
  if (parser.parseDimensionList(dims, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen())
    return failure();
  for (auto [i, dim] : llvm::enumerate(dims)) {
    if (dim <= 0 || dim > std::numeric_limits<int32_t>::max())
      return parser.emitError(loc)
             << "tile dimension " << i << " exceeds i32 limitations (got "
             << dim << ", expected strictly positive and less than or equal "
             << "to " << std::numeric_limits<int32_t>::max() << ")";
    tileShape.push_back(static_cast<int32_t>(dim));
  }
  return success();
}

static void printViewTileShape(AsmPrinter &printer, ArrayRef<int32_t> shape) {
  printer << "tile=(";
  llvm::interleave(shape, printer, "x");
  printer << ")";
}

/// `padding_value = zero,` (optional, comma included)
static ParseResult parseOptionalPadding(AsmParser &parser,
                                        PaddingValueAttr &padding) {
  if (failed(parser.parseOptionalKeyword("padding_value")))
    return success();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseEqual() || parser.parseKeyword(&keyword))
    return failure();
  std::optional<PaddingValue> value = symbolizePaddingValue(keyword);
  if (!value)
    return parser.emitError(loc)
           << "invalid padding_value attribute specification. Got \""
           << keyword
           << "\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf";
  padding = PaddingValueAttr::get(parser.getContext(), *value);
  return parser.parseComma();
}

static void printOptionalPadding(AsmPrinter &printer, PaddingValueAttr padding) {
  if (padding)
    printer << "padding_value = " << stringifyPaddingValue(padding.getValue())
            << ", ";
}

static ParseResult parseViewedTensor(AsmParser &parser,
                                     TensorViewType &tensorView) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  tensorView = dyn_cast<TensorViewType>(type);
  if (!tensorView)
    return parser.emitError(loc) << "expected 'tensor_view' type, but got "
                                 << type;
  return success();
}

/// `, dim_map=[1, 0]`, the identity when absent.
static ParseResult parseOptionalDimMap(AsmParser &parser,
                                       SmallVectorImpl<int32_t> &dimMap,
                                       size_t rank) {
  if (failed(parser.parseOptionalComma())) {
    llvm::append_range(dimMap, llvm::seq<int32_t>(0, rank));
    return success();
  }
  if (parser.parseKeyword("dim_map") || parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        int32_t dim;
        if (parser.parseInteger(dim))
          return failure();
        dimMap.push_back(dim);
        return success();
      });
}

static void printOptionalDimMap(AsmPrinter &printer, ArrayRef<int32_t> dimMap) {
  if (llvm::equal(dimMap, llvm::seq<int32_t>(0, dimMap.size())))
    return;
  printer << ", dim_map=[";
  llvm::interleaveComma(dimMap, printer);
  printer << "]";
}

/// Rules shared by every tiled view.
static LogicalResult
verifyTiledView(function_ref<InFlightDiagnostic()> emitError,
                ArrayRef<int32_t> tileShape, TensorViewType tensorView,
                PaddingValueAttr padding) {
  if (tileShape.empty())
    return emitError() << "0-dimension tile shape is not supported";
  if (tileShape.size() != static_cast<size_t>(tensorView.getRank()))
    return emitError() << "expected tensor_view rank and tile rank to match, "
                          "got tensor_view of rank "
                       << tensorView.getRank() << " and tiles of rank "
                       << tileShape.size();
  if (llvm::any_of(tileShape, [](int32_t d) { return d <= 0; }))
    return emitError()
           << "tile shape dimensions must have positive length but got ["
           << tileShape << "]";
  if (llvm::any_of(tileShape, [](int32_t d) { return !llvm::isPowerOf2_32(d); }))
    return emitError()
           << "tile shape dimensions must have power of two length but got ["
           << tileShape << "]";
  SmallVector<int64_t> shape(tileShape.begin(), tileShape.end());
  if (failed(TileType::verify(emitError, shape, tensorView.getElementType())))
    return failure();
  if (padding && padding.getValue() != PaddingValue::Zero &&
      !isa<FloatType>(tensorView.getElementType()))
    return emitError() << "padding_value "
                       << stringifyPaddingValue(padding.getValue())
                       << " can only be used with floating point element "
                          "types, got "
                       << tensorView.getElementType();
  return success();
}

static LogicalResult
verifyDimMap(function_ref<InFlightDiagnostic()> emitError,
             ArrayRef<int32_t> dimMap, size_t rank) {
  if (dimMap.size() != rank)
    return emitError() << "expected dim_map to map exactly all " << rank
                       << " dimensions of the tile, got " << dimMap.size()
                       << " mappings";
  SmallVector<int64_t> mappedFrom(rank, -1);
  for (auto [tileDim, viewDim] : llvm::enumerate(dimMap)) {
    if (viewDim < 0)
      return emitError() << "target dimension must not be negative, got "
                         << viewDim;
    if (static_cast<size_t>(viewDim) >= rank)
      return emitError() << "target dimension is outside of tensor view "
                            "dimensions, expected strictly less than "
                         << rank << ", got " << viewDim;
    if (mappedFrom[viewDim] >= 0)
      return emitError() << "target dimension " << viewDim
                         << " mapped at least twice (for tile dimensions "
                         << mappedFrom[viewDim] << " and " << tileDim << ")";
    mappedFrom[viewDim] = tileDim;
  }
  return success();
}

/// Indices of partition and strided views: 0-d tiles of one type.
static LogicalResult
verifyUniformScalarIndices(function_ref<InFlightDiagnostic()> emitError,
                           TypeRange indexTypes) {
  for (auto [i, type] : llvm::enumerate(indexTypes)) {
    auto tile = dyn_cast<TileType>(type);
    if (!tile)
      return emitError() << "expected index type to be a tile type, got "
                         << type;
    if (tile.getRank() != 0)
      return emitError() << "expected index type to be a scalar tile, got "
                         << type;
    if (type != indexTypes.front())
      return emitError() << "expected index type " << i
                         << " to be the same as other index types ("
                         << indexTypes.front() << "), got " << type;
  }
  return success();
}

static TileType getTileTypeOfView(ArrayRef<int32_t> tileShape,
                                  TensorViewType tensorView) {
  SmallVector<int64_t> shape(tileShape.begin(), tileShape.end());
  return TileType::get(shape, tensorView.getElementType());
}

//===----------------------------------------------------------------------===//
// PartitionViewType
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int32_t> tileShape, dimMap;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  if (parser.parseLess() || parseViewTileShape(parser, tileShape) ||
      parser.parseComma() || parseOptionalPadding(parser, padding) ||
      parseViewedTensor(parser, tensorView) ||
      parseOptionalDimMap(parser, dimMap, tileShape.size()) ||
      parser.parseGreater())
    return {};
  return parser.getChecked<PartitionViewType>(
      loc, parser.getContext(),
      DenseI32ArrayAttr::get(parser.getContext(), tileShape), tensorView,
      dimMap, padding);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printViewTileShape(printer, getTileShape().asArrayRef());
  printer << ", ";
  printOptionalPadding(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printOptionalDimMap(printer, getDimMap());
  printer << '>';
}

LogicalResult
PartitionViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                          DenseI32ArrayAttr tileShape,
                          TensorViewType tensorView, ArrayRef<int32_t> dimMap,
                          PaddingValueAttr padding) {
  if (failed(verifyTiledView(emitError, tileShape.asArrayRef(), tensorView,
                             padding)))
    return failure();
  return verifyDimMap(emitError, dimMap, tileShape.size());
}

size_t PartitionViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type PartitionViewType::getViewTileType() const {
  return getTileTypeOfView(getTileShape().asArrayRef(), getTensorView());
}

LogicalResult PartitionViewType::verifyIndices(
    function_ref<InFlightDiagnostic()> emitError, TypeRange indexTypes) const {
  return verifyUniformScalarIndices(emitError, indexTypes);
}

//===----------------------------------------------------------------------===//
// StridedViewType
//===----------------------------------------------------------------------===//

Type StridedViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int32_t> tileShape, strides, dimMap;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  auto parseStride = [&]() -> ParseResult {
    return parser.parseInteger(strides.emplace_back());
  };
  if (parser.parseLess() || parseViewTileShape(parser, tileShape) ||
      parser.parseComma() || parser.parseKeyword("traversal_strides") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     parseStride) ||
      parser.parseComma() || parseOptionalPadding(parser, padding) ||
      parseViewedTensor(parser, tensorView) ||
      parseOptionalDimMap(parser, dimMap, tileShape.size()) ||
      parser.parseGreater())
    return {};
  MLIRContext *ctx = parser.getContext();
  return parser.getChecked<StridedViewType>(
      loc, ctx, DenseI32ArrayAttr::get(ctx, tileShape),
      DenseI32ArrayAttr::get(ctx, strides), tensorView, dimMap, padding);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printViewTileShape(printer, getTileShape().asArrayRef());
  printer << ", traversal_strides=[";
  llvm::interleave(getTraversalStrides().asArrayRef(), printer, ",");
  printer << "], ";
  printOptionalPadding(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printOptionalDimMap(printer, getDimMap());
  printer << '>';
}

LogicalResult StridedViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShape,
    DenseI32ArrayAttr traversalStrides, TensorViewType tensorView,
    ArrayRef<int32_t> dimMap, PaddingValueAttr padding) {
  if (failed(verifyTiledView(emitError, tileShape.asArrayRef(), tensorView,
                             padding)) ||
      failed(verifyDimMap(emitError, dimMap, tileShape.size())))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "expected " << tileShape.size()
                       << " traversal strides, got "
                       << traversalStrides.size();
  if (llvm::any_of(traversalStrides.asArrayRef(),
                   [](int32_t s) { return s <= 0; }))
    return emitError() << "traversal strides must be strictly positive but got ["
                       << traversalStrides.asArrayRef() << "]";
  return success();
}

size_t StridedViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type StridedViewType::getViewTileType() const {
  return getTileTypeOfView(getTileShape().asArrayRef(), getTensorView());
}

LogicalResult StridedViewType::verifyIndices(
    function_ref<InFlightDiagnostic()> emitError, TypeRange indexTypes) const {
  return verifyUniformScalarIndices(emitError, indexTypes);
}

//===----------------------------------------------------------------------===//
// GatherScatterViewType
//===----------------------------------------------------------------------===//

Type GatherScatterViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int32_t> tileShape;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  uint32_t sparseDim;
  if (parser.parseLess() || parseViewTileShape(parser, tileShape) ||
      parser.parseComma() || parseOptionalPadding(parser, padding) ||
      parseViewedTensor(parser, tensorView) || parser.parseComma() ||
      parser.parseKeyword("sparse_dim") || parser.parseEqual() ||
      parser.parseInteger(sparseDim) || parser.parseGreater())
    return {};
  return parser.getChecked<GatherScatterViewType>(
      loc, parser.getContext(),
      DenseI32ArrayAttr::get(parser.getContext(), tileShape), tensorView,
      sparseDim, padding);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printViewTileShape(printer, getTileShape().asArrayRef());
  printer << ", ";
  printOptionalPadding(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << '>';
}

LogicalResult GatherScatterViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShape,
    TensorViewType tensorView, uint32_t sparseDim, PaddingValueAttr padding) {
  if (failed(verifyTiledView(emitError, tileShape.asArrayRef(), tensorView,
                             padding)))
    return failure();
  if (sparseDim >= tensorView.getRank())
    return emitError() << "gather dimension is outside of tensor view "
                          "dimensions, expected strictly less than "
                       << tensorView.getRank() << ", got " << sparseDim;
  return success();
}

size_t GatherScatterViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type GatherScatterViewType::getViewTileType() const {
  return getTileTypeOfView(getTileShape().asArrayRef(), getTensorView());
}

LogicalResult GatherScatterViewType::verifyIndices(
    function_ref<InFlightDiagnostic()> emitError, TypeRange indexTypes) const {
  // The index along the sparse dimension is a 1-d tile of row numbers, one
  // per tile row; every other index is a 0-d tile, all of one type.
  if (indexTypes.empty())
    return success();
  uint32_t sparseDim = getSparseDim();
  if (sparseDim >= indexTypes.size())
    return emitError() << "gather/scatter dimension " << sparseDim
                       << " is out of range for index count "
                       << indexTypes.size();
  auto gatherIndex = dyn_cast<TileType>(indexTypes[sparseDim]);
  if (!gatherIndex || gatherIndex.getRank() != 1)
    return emitError() << "expected index at sparse_dim position " << sparseDim
                       << " to be a 1-d tile, got " << indexTypes[sparseDim];
  if (gatherIndex.getDimSize(0) != getTileShape()[sparseDim])
    return emitError() << "expected gather/scatter index size ("
                       << gatherIndex.getDimSize(0)
                       << ") to match tile shape at gather/scatter dimension "
                       << sparseDim << " (" << getTileShape()[sparseDim] << ")";
  Type scalarType;
  for (auto [i, type] : llvm::enumerate(indexTypes)) {
    if (i == sparseDim)
      continue;
    auto tile = dyn_cast<TileType>(type);
    if (!tile || tile.getRank() != 0)
      return emitError() << "expected index " << i << " to be a scalar tile, got "
                         << type;
    if (!scalarType)
      scalarType = type;
    else if (type != scalarType)
      return emitError() << "expected scalar index " << i
                         << " to have the same type as other scalar indices ("
                         << scalarType << "), got " << type;
  }
  return success();
}
