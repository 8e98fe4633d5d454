//===- TileAAViews.cpp - memrefs, tiled views and their ops ---------------===//

#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/IR/DialectImplementation.h"

namespace mlir::nv_tileaa {

//===----------------------------------------------------------------------===//
// MemRefType
//===----------------------------------------------------------------------===//

Type MemRefType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, strides;
  Type element;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parser.parseType(element) || parser.parseComma() ||
      parser.parseKeyword("strides") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() -> ParseResult {
            if (succeeded(parser.parseOptionalQuestion())) {
              strides.push_back(ShapedType::kDynamic);
              return success();
            }
            return parser.parseInteger(strides.emplace_back());
          }) ||
      parser.parseComma())
    return {};
  FailureOr<AddressSpace> space = FieldParser<AddressSpace>::parse(parser);
  if (failed(space))
    return {};
  // `, Sw<B,M,S>`
  SmallVector<int64_t> swizzle;
  if (succeeded(parser.parseOptionalComma())) {
    int64_t b, m, s;
    if (parser.parseKeyword("Sw") || parser.parseLess() ||
        parser.parseInteger(b) || parser.parseComma() ||
        parser.parseInteger(m) || parser.parseComma() ||
        parser.parseInteger(s) || parser.parseGreater())
      return {};
    swizzle = {b, m, s};
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), element, ArrayRef<int64_t>(shape),
                    ArrayRef<int64_t>(strides), *space,
                    ArrayRef<int64_t>(swizzle));
}

void MemRefType::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printDimensionList(getShape());
  if (!getShape().empty())
    printer << "x";
  printer << getElementType() << ", strides = [";
  llvm::interleaveComma(getStrides(), printer, [&](int64_t stride) {
    if (ShapedType::isDynamic(stride))
      printer << "?";
    else
      printer << stride;
  });
  printer << "], " << stringifyAddressSpace(getAddressSpace());
  if (isSwizzled())
    printer << ", Sw<" << getSwizzle()[0] << "," << getSwizzle()[1] << ","
            << getSwizzle()[2] << ">";
  printer << ">";
}

int64_t MemRefType::getSwizzledCosize(int64_t cosize) const {
  if (!isSwizzled() || getSwizzle()[0] == 0)
    return cosize;
  // The swizzle changes bits below its highest target bit only.
  int64_t b = getSwizzle()[0], m = getSwizzle()[1], s = getSwizzle()[2];
  int64_t block = int64_t(1) << (m + b + std::max<int64_t>(-s, 0));
  return llvm::alignTo(cosize, block);
}

LogicalResult MemRefType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Type element, ArrayRef<int64_t> shape,
                                 ArrayRef<int64_t> strides, AddressSpace space,
                                 ArrayRef<int64_t> swizzle) {
  if (shape.size() != strides.size())
    return emitError() << "a memref of rank " << shape.size()
                       << " needs as many strides, got " << strides.size();
  if (!element.isIntOrFloat() && !isa<PointerType>(element))
    return emitError() << "memref elements must be numbers or pointers, got "
                       << element;
  for (int64_t size : shape)
    if (!ShapedType::isDynamic(size) && size < 0)
      return emitError() << "sizes must not be negative";
  if (!swizzle.empty()) {
    if (space != AddressSpace::Shared)
      return emitError() << "only a memref in shared memory is swizzled";
    if (swizzle.size() != 3)
      return emitError() << "a swizzle is Sw<B,M,S>";
    int64_t b = swizzle[0], m = swizzle[1], s = swizzle[2];
    if (b < 0 || m < 0 || std::abs(s) < b || m + std::abs(s) + b > 30)
      return emitError() << "Sw<" << b << "," << m << "," << s
                         << "> is not a swizzle: it needs B, M >= 0, |S| >= B "
                            "and M + |S| + B <= 30";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// TiledViewType
//===----------------------------------------------------------------------===//

bool TiledViewType::hasZeroPadding() const {
  TypedAttr padding = getPadding();
  if (!padding)
    return true;
  if (auto value = dyn_cast<FloatAttr>(padding))
    return value.getValue().isPosZero();
  if (auto value = dyn_cast<IntegerAttr>(padding))
    return value.getValue().isZero();
  return false;
}

LogicalResult
TiledViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                      ArrayRef<int64_t> tileShape, MemRefType memref,
                      ArrayRef<int32_t> dimMap, TypedAttr padding,
                      ArrayRef<int64_t> traversal) {
  if (!traversal.empty() &&
      (traversal.size() != tileShape.size() ||
       llvm::any_of(traversal, [](int64_t s) { return s <= 0; })))
    return emitError() << "traversal needs one positive stride per tile "
                          "dimension";
  if (tileShape.size() != static_cast<size_t>(memref.getRank()) ||
      dimMap.size() != tileShape.size())
    return emitError() << "a tile of rank " << tileShape.size()
                       << " needs a memref and a dim_map of the same rank";
  for (int64_t extent : tileShape)
    if (extent <= 0)
      return emitError() << "tile extents must be positive";
  SmallVector<bool> seen(dimMap.size(), false);
  for (int32_t dim : dimMap) {
    if (dim < 0 || dim >= static_cast<int32_t>(dimMap.size()) || seen[dim])
      return emitError() << "dim_map must be a permutation of the memref's "
                         << "dimensions";
    seen[dim] = true;
  }
  if (padding && padding.getType() != memref.getElementType())
    return emitError() << "padding must be of the element type "
                       << memref.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult MakeMemRefOp::verify() {
  MemRefType type = getType();
  if (getBase().getType().getPointeeType() != type.getElementType() ||
      getBase().getType().getAddressSpace() != type.getAddressSpace())
    return emitOpError("base must point to ")
           << type.getElementType() << " in the memref's address space";
  if (getSizes().size() != type.getNumDynamicSizes() ||
      getStrides().size() != type.getNumDynamicStrides())
    return emitOpError("needs one value per dynamic size and stride, ")
           << type.getNumDynamicSizes() << " and "
           << type.getNumDynamicStrides();
  return success();
}

LogicalResult GetDimSizeOp::verify() {
  if (getDim() >= getMemRefType().getRank())
    return emitOpError("dimension ") << getDim() << " is out of range for rank "
                                     << getMemRefType().getRank();
  return success();
}

LogicalResult BlockTileOp::verify() {
  if (getType().getMemref() != getMemref().getType())
    return emitOpError("the view must cut ") << getMemref().getType();
  return success();
}

/// The indices name one tile: one per tile dimension.
LogicalResult verifyTileAccess(Operation *op, TiledViewType view,
                               size_t numIndices, Type tile) {
  if (numIndices != view.getTileShape().size())
    return op->emitOpError("needs ")
           << view.getTileShape().size() << " indices, got " << numIndices;
  auto tensor = cast<RankedTensorType>(tile);
  if (tensor.getShape() != view.getTileShape() ||
      tensor.getElementType() != view.getMemref().getElementType())
    return op->emitOpError("tile must be ") << view.getTileType();
  return success();
}

LogicalResult TiledAtomicRMWOp::verify() {
  return verifyTileAccess(*this, getView().getType(), getIndices().size(),
                          getValue().getType());
}

/// A gather or scatter: one index per dimension but the sparse one, rows of
/// the tile's shape, and a view whose tiles start at element offsets.
static LogicalResult verifySparseAccess(Operation *op, TiledViewType view,
                                        size_t numIndices, Value rows,
                                        int64_t sparseDim, Type tile) {
  int64_t rank = view.getTileShape().size();
  if (sparseDim < 0 || sparseDim >= rank)
    return op->emitOpError("sparse_dim ")
           << sparseDim << " is out of range for rank " << rank;
  if (static_cast<int64_t>(numIndices) != rank - 1)
    return op->emitOpError("needs ")
           << rank - 1 << " indices (one per dimension but sparse_dim), got "
           << numIndices;
  if (!llvm::equal(view.getDimMap(), llvm::seq<int32_t>(0, rank)) ||
      llvm::any_of(llvm::seq<int64_t>(0, rank),
                   [&](int64_t i) { return view.getTraversalStride(i) != 1; }))
    return op->emitOpError("view must have the identity dim_map and "
                           "traversal strides of 1");
  auto tensor = cast<RankedTensorType>(tile);
  if (tensor.getShape() != view.getTileShape() ||
      tensor.getElementType() != view.getMemref().getElementType())
    return op->emitOpError("tile must be ") << view.getTileType();
  if (cast<RankedTensorType>(rows.getType()).getShape() != tensor.getShape())
    return op->emitOpError("rows must have the tile's shape");
  return success();
}

LogicalResult GatherLoadOp::verify() {
  return verifySparseAccess(*this, getView().getType(), getIndices().size(),
                            getRows(), getSparseDim(), getResult().getType());
}

void GatherLoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getViewMutable());
}

LogicalResult ScatterStoreOp::verify() {
  return verifySparseAccess(*this, getView().getType(), getIndices().size(),
                            getRows(), getSparseDim(), getValue().getType());
}

void ScatterStoreOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Write::get(), &getViewMutable());
}

} // namespace mlir::nv_tileaa
