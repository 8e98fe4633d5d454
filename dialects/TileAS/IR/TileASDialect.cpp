//===- TileASDialect.cpp - the nv_tileas dialect --------------------------===//

#include "dialects/TileAS/IR/TileASOps.h"

#include "dialects/Cute/Layout/LinearLayout.h"
#include "dialects/Cute/Layout/Mma.h"
#include "dialects/Cute/Layout/Swizzle.h"
#include "dialects/TileAS/IR/TargetInfo.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#include "dialects/TileAS/IR/TileASDialect.cpp.inc"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include "dialects/TileAS/IR/TileASAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/TileAS/IR/TileASAttrs.cpp.inc"

static ParseResult parseTensorMemoryShape(AsmParser &parser,
                                          SmallVector<int64_t> &shape,
                                          Type &elementType,
                                          int64_t &blockRows);
static void printTensorMemoryShape(AsmPrinter &printer, ArrayRef<int64_t> shape,
                                   Type elementType, int64_t blockRows);

#define GET_TYPEDEF_CLASSES
#include "dialects/TileAS/IR/TileASTypes.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/TileAS/IR/TileASOps.cpp.inc"

namespace {
/// Layouts print once, as `#tv`, `#tv1`, ... aliases.
struct TileASAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<TVLayoutAttr>(attr))
      os << "tv";
    else if (isa<MmaLayoutAttr>(attr))
      os << "mma";
    else if (isa<SliceLayoutAttr>(attr))
      os << "slice";
    else
      return AliasResult::NoAlias;
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void TileASDialect::initialize() {
  addInterfaces<TileASAsmInterface>();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/TileAS/IR/TileASAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/TileAS/IR/TileASTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/TileAS/IR/TileASOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// TVLayoutAttr
//===----------------------------------------------------------------------===//

LogicalResult TVLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef layout) {
  auto parsed = tileiras::cute::Layout::parse(layout.str());
  if (!parsed)
    return emitError() << "invalid layout '" << layout
                       << "': " << parsed.error();
  if (parsed->rank() != 2)
    return emitError() << "a thread-value layout has 2 modes (thread, value), "
                          "got "
                       << parsed->str();
  // A CTA has at most 1024 threads; a thread more values than sixteen
  // register files would hold (4080) could not compile in reasonable time.
  int64_t threads = parsed->mode(0)->size(), values = parsed->mode(1)->size();
  if (threads > 1024)
    return emitError() << "layout '" << layout << "' has " << threads
                       << " threads, more than the 1024 of a CTA";
  if (values > 4080)
    return emitError() << "layout '" << layout << "' gives a thread "
                       << values << " values, more than the 4080 it may hold";
  return success();
}

tileiras::cute::Layout TVLayoutAttr::getTVLayout() const {
  return *tileiras::cute::Layout::parse(getLayout().str());
}

TVLayoutAttr TVLayoutAttr::get(MLIRContext *context,
                               const tileiras::cute::Layout &layout) {
  return get(context, layout.str());
}

//===----------------------------------------------------------------------===//
// MmaLayoutAttr
//===----------------------------------------------------------------------===//

namespace {
struct MmaAtomName {
  StringRef name;
  tileiras::cute::MmaAtomKind kind;
};
constexpr MmaAtomName kMmaAtoms[] = {
    {"m16n8k16", tileiras::cute::MmaAtomKind::M16N8K16_16bit},
    {"m16n8k8", tileiras::cute::MmaAtomKind::M16N8K8_32bit},
    {"m16n8k32", tileiras::cute::MmaAtomKind::M16N8K32_8bit},
    {"m8n8k4", tileiras::cute::MmaAtomKind::M8N8K4_64bit},
    {"m16n8k64", tileiras::cute::MmaAtomKind::M16N8K64_4bit},
};
constexpr StringRef kMmaOperands[] = {"a", "b", "acc"};
/// B stored transposed: the tile is n x k.
constexpr StringRef kTransposedB = "bt";

/// The layout of an MMA operand as the attribute's parameters describe it.
tileiras::cute::Result<tileiras::cute::Layout>
computeMmaLayout(tileiras::cute::MmaAtomKind atom, StringRef operand,
                 int64_t warpsM, int64_t warpsN, int64_t rows, int64_t cols,
                 bool contiguousN) {
  tileiras::cute::MmaTiling tiling{atom, warpsM, warpsN, contiguousN};
  if (operand == kTransposedB)
    return tileiras::cute::makeTransposedMmaTVLayout(
        tiling, tileiras::cute::MmaOperand::B, cols, rows);
  auto index = llvm::find(kMmaOperands, operand) - std::begin(kMmaOperands);
  return tileiras::cute::makeMmaTVLayout(
      tiling, static_cast<tileiras::cute::MmaOperand>(index), rows, cols);
}
} // namespace

LogicalResult
MmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      StringRef operand, StringRef atom, int64_t warpsM,
                      int64_t warpsN, int64_t rows, int64_t cols,
                      bool contiguousN) {
  if (!llvm::is_contained(kMmaOperands, operand) && operand != kTransposedB)
    return emitError() << "unknown MMA operand '" << operand
                       << "', expected a, b, bt or acc";
  const MmaAtomName *found = llvm::find_if(
      kMmaAtoms, [&](const MmaAtomName &a) { return a.name == atom; });
  if (found == std::end(kMmaAtoms))
    return emitError() << "unknown MMA shape '" << atom
                       << "', expected m16n8k16, m16n8k8, m16n8k32 or m8n8k4";
  auto layout = computeMmaLayout(found->kind, operand, warpsM, warpsN, rows,
                                 cols, contiguousN);
  if (!layout)
    return emitError() << "invalid MMA layout: " << layout.error();
  return success();
}

tileiras::cute::MmaTiling MmaLayoutAttr::getTiling() const {
  const MmaAtomName *found = llvm::find_if(
      kMmaAtoms, [&](const MmaAtomName &a) { return a.name == getAtom(); });
  return {found->kind, getWarpsM(), getWarpsN(), getContiguousN()};
}

tileiras::cute::MmaOperand MmaLayoutAttr::getMmaOperand() const {
  if (isTransposed())
    return tileiras::cute::MmaOperand::B;
  auto index =
      llvm::find(kMmaOperands, getOperand()) - std::begin(kMmaOperands);
  return static_cast<tileiras::cute::MmaOperand>(index);
}

bool MmaLayoutAttr::isTransposed() const {
  return getOperand() == kTransposedB;
}

int64_t MmaLayoutAttr::getOperandRows() const {
  return isTransposed() ? getCols() : getRows();
}

int64_t MmaLayoutAttr::getOperandCols() const {
  return isTransposed() ? getRows() : getCols();
}

tileiras::cute::Layout MmaLayoutAttr::getTVLayout() const {
  const tileiras::cute::MmaTiling tiling = getTiling();
  return *computeMmaLayout(tiling.atom, getOperand(), tiling.warpsM,
                           tiling.warpsN, getRows(), getCols(),
                           tiling.contiguousN);
}

MmaLayoutAttr MmaLayoutAttr::getTransposed() const {
  if (getMmaOperand() != tileiras::cute::MmaOperand::B)
    return {};
  return get(getContext(), isTransposed() ? StringRef("b") : kTransposedB,
             getAtom(), getWarpsM(), getWarpsN(), getCols(), getRows(),
             getContiguousN());
}

MmaLayoutAttr MmaLayoutAttr::get(MLIRContext *context,
                                 const tileiras::cute::MmaTiling &tiling,
                                 tileiras::cute::MmaOperand operand,
                                 int64_t rows, int64_t cols) {
  StringRef atom = llvm::find_if(kMmaAtoms, [&](const MmaAtomName &a) {
                     return a.kind == tiling.atom;
                   })->name;
  return get(context, kMmaOperands[static_cast<int>(operand)], atom,
             tiling.warpsM, tiling.warpsN, rows, cols, tiling.contiguousN);
}

//===----------------------------------------------------------------------===//
// SliceLayoutAttr
//===----------------------------------------------------------------------===//

/// The sliced layout, or why there is none.
static tileiras::cute::Result<tileiras::cute::Layout>
sliceLayout(int64_t dim, ArrayRef<int64_t> shape, Attribute parent) {
  auto distributed = dyn_cast<DistributedLayoutAttrInterface>(parent);
  if (!distributed)
    return tileiras::cute::makeError("the parent is not a distributed layout");
  if (dim < 0 || dim >= static_cast<int64_t>(shape.size()))
    return tileiras::cute::makeError(
        "dimension " + std::to_string(dim) + " of a rank-" +
        std::to_string(shape.size()) + " shape");
  auto linear =
      tileiras::cute::LinearLayout::fromTVLayout(distributed.getTVLayout());
  if (!linear)
    return tileiras::cute::makeError(linear.error());
  auto sliced = linear->sliceDimension(
      std::vector<int64_t>(shape.begin(), shape.end()), dim, nullptr);
  if (!sliced)
    return tileiras::cute::makeError(sliced.error());
  return sliced->toTVLayout();
}

LogicalResult
SliceLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t dim, ArrayRef<int64_t> shape,
                        Attribute parent) {
  auto layout = sliceLayout(dim, shape, parent);
  if (!layout)
    return emitError() << "invalid slice layout: " << layout.error();
  return success();
}

tileiras::cute::Layout SliceLayoutAttr::getTVLayout() const {
  return *sliceLayout(getDim(), getShape(), getParent());
}

//===----------------------------------------------------------------------===//
// ConvertLayoutOp
//===----------------------------------------------------------------------===//

LogicalResult ConvertLayoutOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (!isa_and_nonnull<DistributedLayoutAttrInterface>(source.getEncoding()) ||
      !isa_and_nonnull<DistributedLayoutAttrInterface>(result.getEncoding()))
    return emitOpError("converts between tensors with distributed layout "
                       "encodings");
  return success();
}

//===----------------------------------------------------------------------===//
// AllocTensorOp
//===----------------------------------------------------------------------===//

/// The buffer's elements as a layout: its sizes and strides, whose cosize
/// is the number of elements it spans.
static tileiras::cute::Result<tileiras::cute::Layout>
getBufferLayout(nv_tileaa::MemRefType type) {
  std::vector<tileiras::cute::IntTuple> sizes(type.getShape().begin(),
                                              type.getShape().end());
  std::vector<tileiras::cute::IntTuple> strides(type.getStrides().begin(),
                                                type.getStrides().end());
  return tileiras::cute::Layout::create(
      tileiras::cute::IntTuple::tuple(sizes),
      tileiras::cute::IntTuple::tuple(strides));
}

LogicalResult AllocTensorOp::verify() {
  auto type = cast<nv_tileaa::MemRefType>(getResult().getType());
  if (type.getAddressSpace() != nv_tileaa::AddressSpace::Shared)
    return emitOpError("allocates shared memory, not ")
           << nv_tileaa::stringifyAddressSpace(type.getAddressSpace());
  if (type.getNumDynamicSizes() != 0 || type.getNumDynamicStrides() != 0)
    return emitOpError("needs static sizes and strides");
  if (llvm::any_of(type.getShape(), [](int64_t size) { return size <= 0; }))
    return emitOpError("needs positive sizes");
  if (llvm::any_of(type.getStrides(),
                   [](int64_t stride) { return stride < 0; }))
    return emitOpError("needs non-negative strides");
  Type element = type.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
    return emitOpError("needs elements of whole bytes, not ") << element;
  if (getAlignment() > kMaxAlignment)
    return emitOpError("alignment ")
           << getAlignment() << " is larger than " << kMaxAlignment;
  auto layout = getBufferLayout(type);
  if (!layout)
    return emitOpError("buffer too large: ") << layout.error();
  int64_t bytes;
  if (llvm::MulOverflow(layout->cosize(),
                        int64_t(element.getIntOrFloatBitWidth() / 8), bytes) ||
      bytes > kMaxBytes)
    return emitOpError("buffer too large: more than ") << kMaxBytes << " bytes";
  return success();
}

int64_t AllocTensorOp::getNumBytes() {
  auto type = cast<nv_tileaa::MemRefType>(getResult().getType());
  return type.getSwizzledCosize(getBufferLayout(type)->cosize()) *
         (type.getElementType().getIntOrFloatBitWidth() / 8);
}

//===----------------------------------------------------------------------===//
// AsyncTiledCopyOp
//===----------------------------------------------------------------------===//

SmallVector<int64_t> mlir::nv_tileas::dropUnitDims(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> squeezed;
  for (int64_t extent : shape)
    if (extent != 1)
      squeezed.push_back(extent);
  return squeezed;
}

LogicalResult AsyncTiledCopyOp::verify() {
  nv_tileaa::TiledViewType source = getSource().getType();
  nv_tileaa::TiledViewType destination = getDestination().getType();
  if (source.getMemref().getAddressSpace() != nv_tileaa::AddressSpace::Global)
    return emitOpError("copies from global memory, not ")
           << nv_tileaa::stringifyAddressSpace(
                  source.getMemref().getAddressSpace());
  if (destination.getMemref().getAddressSpace() !=
      nv_tileaa::AddressSpace::Shared)
    return emitOpError("copies into shared memory, not ")
           << nv_tileaa::stringifyAddressSpace(
                  destination.getMemref().getAddressSpace());
  auto tile = cast<RankedTensorType>(getTile());
  if (!isa_and_nonnull<TVLayoutAttr>(tile.getEncoding()))
    return emitOpError("tile needs a #nv_tileas.tv_layout encoding");
  if (failed(nv_tileaa::verifyTileAccess(*this, source,
                                         getSourceIndices().size(), tile)))
    return failure();
  // The destination's tiles may differ from the source's in unit
  // dimensions: the same elements in the same row-major order.
  ArrayRef<int64_t> destinationTile = destination.getTileShape();
  if (destinationTile != tile.getShape() &&
      dropUnitDims(destinationTile) == dropUnitDims(tile.getShape())) {
    if (getDestinationIndices().size() != destinationTile.size())
      return emitOpError("needs ")
             << destinationTile.size() << " destination indices, got "
             << getDestinationIndices().size();
    if (destination.getMemref().getElementType() != tile.getElementType())
      return emitOpError("destination elements must be ")
             << tile.getElementType();
    return success();
  }
  return nv_tileaa::verifyTileAccess(*this, destination,
                                     getDestinationIndices().size(), tile);
}

void AsyncTiledCopyOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getSourceMutable());
  effects.emplace_back(MemoryEffects::Write::get(), &getDestinationMutable());
}

//===----------------------------------------------------------------------===//
// TMA descriptors, copies and mbarriers
//===----------------------------------------------------------------------===//

namespace {
/// Bytes of one element of `type`, 0 where it is not whole bytes.
int64_t getElementBytes(Type type) {
  if (!type.isIntOrFloat() || type.getIntOrFloatBitWidth() % 8 != 0)
    return 0;
  return type.getIntOrFloatBitWidth() / 8;
}

/// A buffer of mbarriers: 64-bit words of shared memory in one dimension.
LogicalResult verifyBarriers(Operation *op, Type type) {
  auto memref = cast<nv_tileaa::MemRefType>(type);
  if (memref.getAddressSpace() != nv_tileaa::AddressSpace::Shared ||
      !memref.getElementType().isInteger(64) || memref.getRank() != 1 ||
      memref.getNumDynamicSizes() != 0 || memref.getStrides()[0] != 1)
    return op->emitOpError("barriers must be a shared memref of i64 in one "
                           "dimension with unit stride, not ")
           << type;
  return success();
}
} // namespace

LogicalResult
TmaDescriptorIterType::verify(function_ref<InFlightDiagnostic()> emitError,
                              nv_tileaa::TiledViewType view, int64_t swizzle) {
  nv_tileaa::MemRefType memref = view.getMemref();
  if (memref.getAddressSpace() != nv_tileaa::AddressSpace::Global)
    return emitError() << "a TMA descriptor describes global memory, not "
                       << nv_tileaa::stringifyAddressSpace(
                              memref.getAddressSpace());
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return emitError() << "TMA swizzle must be 0, 32, 64 or 128 bytes, not "
                       << swizzle;
  ArrayRef<int64_t> box = view.getTileShape();
  if (box.empty() || box.size() > 5 || memref.getRank() != (int64_t)box.size())
    return emitError() << "a TMA descriptor has rank 1 to 5 and tiles of the "
                          "memref's rank";
  int64_t bytes = getElementBytes(memref.getElementType());
  if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8)
    return emitError() << "TMA copies elements of 1, 2, 4 or 8 bytes, not "
                       << memref.getElementType();
  for (auto [i, extent] : llvm::enumerate(box)) {
    if (view.getDimMap()[i] != static_cast<int32_t>(i) ||
        view.getTraversalStride(i) != extent)
      return emitError() << "TMA copies tiles of a view in the memref's "
                            "dimension order, without traversal strides";
    if (extent < 1 || extent > 256)
      return emitError() << "TMA boxes have 1 to 256 elements per dimension, "
                            "not "
                         << extent;
  }
  if (memref.getStrides().back() != 1)
    return emitError() << "TMA needs a unit stride along the last dimension";
  int64_t rowBytes = box.back() * bytes;
  if (rowBytes % 16 != 0 || (swizzle != 0 && rowBytes != swizzle))
    return emitError() << "TMA box rows of " << rowBytes
                       << " bytes do not fit swizzle " << swizzle;
  if (!view.hasZeroPadding())
    return emitError() << "TMA fills elements outside the tensor with zeros: "
                          "the view's padding must be zero";
  return success();
}

int64_t TmaDescriptorIterType::getBoxBytes() const {
  int64_t elements = 1;
  for (int64_t extent : getView().getTileShape())
    elements *= extent;
  return elements * getElementBytes(getView().getMemref().getElementType());
}

LogicalResult MakeTiledTMADescOp::verify() {
  if (getView().getType() != getDesc().getType().getView())
    return emitOpError("result must describe the view ")
           << getView().getType();
  if (getIndex() >= TmaWorkspaceType::kMaxDescriptors)
    return emitOpError("a workspace holds ")
           << TmaWorkspaceType::kMaxDescriptors << " descriptors, not "
           << getIndex() + 1;
  return success();
}

/// Which 32, 64 or 128-byte pattern of 16-byte chunks the swizzle of
/// `buffer` is (0 without one), as the layout library says; nullopt where
/// it is none of them.
static std::optional<int64_t>
getChunkSwizzleBytes(nv_tileaa::MemRefType buffer) {
  ArrayRef<int64_t> params = buffer.getSwizzle();
  ::tileiras::cute::Result<::tileiras::cute::Swizzle> swizzle =
      params.empty() ? ::tileiras::cute::Swizzle()
                     : ::tileiras::cute::Swizzle::create(params[0], params[1],
                                                         params[2]);
  if (!swizzle)
    return std::nullopt;
  return ::tileiras::cute::getChunkSwizzleBytes(
      *swizzle, getElementBytes(buffer.getElementType()));
}

/// The checks of a TMA copy between the box of `desc` at `numIndices`
/// indices and the tile of `shared` at `numSharedIndices` (`what`: how the
/// op calls that tile).
static LogicalResult verifyTmaBox(Operation *op, TmaDescriptorIterType desc,
                                  size_t numIndices,
                                  nv_tileaa::TiledViewType destination,
                                  size_t numDestinationIndices,
                                  StringRef what) {
  nv_tileaa::TiledViewType source = desc.getView();
  ArrayRef<int64_t> box = source.getTileShape();
  if (numIndices != box.size())
    return op->emitOpError("needs ") << box.size() << " indices, got "
                                     << numIndices;
  nv_tileaa::MemRefType buffer = destination.getMemref();
  if (buffer.getAddressSpace() != nv_tileaa::AddressSpace::Shared)
    return op->emitOpError() << what << " must be in shared memory, not "
           << nv_tileaa::stringifyAddressSpace(buffer.getAddressSpace());
  if (buffer.getElementType() != source.getMemref().getElementType())
    return op->emitOpError() << what << " elements must be "
           << source.getMemref().getElementType();
  // The box lands as its rows one after the other: the destination tile
  // must be the same elements (less unit dimensions) in whole rows of a
  // packed row-major buffer.
  ArrayRef<int64_t> tile = destination.getTileShape();
  if (dropUnitDims(tile) != dropUnitDims(box))
    return op->emitOpError() << what << " tiles must be the box "
           << "up to unit dimensions";
  if (numDestinationIndices != tile.size())
    return op->emitOpError("needs ")
           << tile.size() << " " << what << " indices, got "
           << numDestinationIndices;
  if (buffer.getNumDynamicSizes() != 0 || buffer.getNumDynamicStrides() != 0)
    return op->emitOpError() << what << " must have static sizes and strides";
  int64_t expected = 1;
  for (int64_t d = buffer.getRank() - 1; d >= 0; --d) {
    if (buffer.getStrides()[d] != expected ||
        destination.getDimMap()[d] != d)
      return op->emitOpError() << what << " must be a packed row-major buffer";
    expected *= buffer.getShape()[d];
  }
  if (tile.back() != buffer.getShape().back())
    return op->emitOpError() << what << " tiles must be whole rows";
  if (getChunkSwizzleBytes(buffer) != desc.getSwizzle())
    return op->emitOpError() << what << "'s swizzle is not the descriptor's "
           << desc.getSwizzle() << "-byte pattern";
  return success();
}

LogicalResult AsyncTiledTMALoadOp::verify() {
  if (failed(verifyTmaBox(*this, getDesc().getType(), getIndices().size(),
                          getDestination().getType(),
                          getDestinationIndices().size(), "destination")))
    return failure();
  return verifyBarriers(*this, getBarriers().getType());
}

LogicalResult AsyncTiledTMAStoreOp::verify() {
  return verifyTmaBox(*this, getDesc().getType(), getIndices().size(),
                      getSource().getType(), getSourceIndices().size(),
                      "source");
}

void AsyncTiledTMAStoreOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getSourceMutable());
  effects.emplace_back(MemoryEffects::Write::get());
}

void AsyncTiledTMALoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get(), &getDestinationMutable());
  effects.emplace_back(MemoryEffects::Write::get(), &getBarriersMutable());
}

LogicalResult AsyncMBarrierInitOp::verify() {
  return verifyBarriers(*this, getBarriers().getType());
}

LogicalResult AsyncMBarrierArriveOp::verify() {
  if (getCta() && (getClusterCtas() || getPerWarp()))
    return emitOpError("arrives on one CTA's barrier (`in_cta`) or on every "
                       "CTA's (`cluster_ctas`), once per thread or per warp: "
                       "`in_cta` takes neither `cluster_ctas` nor `per_warp`");
  if (getIssuer() && getPerWarp())
    return emitOpError("`issuer` and `per_warp` exclude each other");
  return verifyBarriers(*this, getBarriers().getType());
}

LogicalResult AsyncMBarrierTryWaitParityOp::verify() {
  return verifyBarriers(*this, getBarriers().getType());
}

LogicalResult AsyncMBarrierInvalOp::verify() {
  return verifyBarriers(*this, getBarriers().getType());
}

//===----------------------------------------------------------------------===//
// Tensor memory and tcgen05
//===----------------------------------------------------------------------===//

static ParseResult parseTensorMemoryShape(AsmParser &parser,
                                          SmallVector<int64_t> &shape,
                                          Type &elementType,
                                          int64_t &blockRows) {
  if (parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType))
    return failure();
  blockRows = TensorMemoryType::getDefaultBlockRows(shape.empty() ? 0
                                                                  : shape[0]);
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("m") || parser.parseEqual() ||
       parser.parseInteger(blockRows)))
    return failure();
  return success();
}

static void printTensorMemoryShape(AsmPrinter &printer, ArrayRef<int64_t> shape,
                                   Type elementType, int64_t blockRows) {
  for (int64_t extent : shape)
    printer << extent << "x";
  printer << elementType;
  if (shape.empty() ||
      blockRows != TensorMemoryType::getDefaultBlockRows(shape[0]))
    printer << ", m = " << blockRows;
}

LogicalResult
TensorMemoryType::verify(function_ref<InFlightDiagnostic()> emitError,
                         ArrayRef<int64_t> shape, Type elementType,
                         int64_t blockRows) {
  if (shape.size() != 2)
    return emitError() << "tensor memory holds a 2-D tile";
  // Scale factors of block-scaled products: bytes, every lane quarter a
  // copy of lanes 0-31 (rows of A or columns of B by 32 in the columns).
  bool scales = isa<Float8E8M0FNUType, Float8E4M3FNType>(elementType);
  if (!elementType.isF32() && !elementType.isInteger(32) &&
      !elementType.isF16() && !elementType.isBF16() && !scales)
    return emitError() << "tensor memory holds f32 or i32 sums, f16 or "
                          "bf16 operands or f8E8M0FNU or f8E4M3FN scales, "
                          "not "
                       << elementType;
  if (scales && (blockRows != 128 || shape[0] != 128))
    return emitError() << "scales in tensor memory take the 128 lanes, not "
                       << shape[0] << " rows in blocks of " << blockRows;
  if (blockRows != 64 && blockRows != 128)
    return emitError() << "tensor memory blocks have 64 or 128 rows, not "
                       << blockRows;
  if (shape[0] <= 0 || shape[0] % blockRows != 0)
    return emitError() << "tensor memory rows must be a positive multiple of "
                       << blockRows << ", not " << shape[0];
  // tcgen05.ld and st move 8-column chunks in counts that are powers of two.
  if (shape[1] < 8 || shape[1] > 256 || !llvm::isPowerOf2_64(shape[1]))
    return emitError() << "tensor memory columns must be a power of two "
                          "from 8 to 256, not "
                       << shape[1];
  int64_t columns = (shape[0] / blockRows) * shape[1] *
                    elementType.getIntOrFloatBitWidth() / 32;
  if (columns > kMaxColumns)
    return emitError() << "the tile takes " << columns
                       << " columns; tensor memory has " << kMaxColumns;
  return success();
}

int64_t TensorMemoryType::getAllocatedColumns() const {
  return std::max<int64_t>(32, llvm::PowerOf2Ceil(getNumColumns()));
}

SmallVector<int64_t>
TensorMemoryType::getColumnOffsets(ArrayRef<TensorMemoryType> tiles,
                                   int64_t &totalColumns) {
  SmallVector<int64_t> offsets;
  int64_t end = 0;
  for (TensorMemoryType tile : tiles) {
    int64_t columns = tile.getAllocatedColumns();
    end = llvm::alignTo(end, columns);
    offsets.push_back(end);
    end += columns;
  }
  totalColumns = std::max<int64_t>(32, llvm::PowerOf2Ceil(end));
  return offsets;
}

/// One allocation's tiles: at least one, and all of them in the tensor
/// memory together.
static LogicalResult verifyAllocation(Operation *op, TypeRange types) {
  if (types.empty())
    return op->emitOpError("allocates at least one tile");
  SmallVector<TensorMemoryType> tiles;
  for (Type type : types)
    tiles.push_back(cast<TensorMemoryType>(type));
  int64_t columns;
  TensorMemoryType::getColumnOffsets(tiles, columns);
  if (columns > TensorMemoryType::kMaxColumns)
    return op->emitOpError("the tiles take ")
           << columns << " columns; tensor memory has "
           << TensorMemoryType::kMaxColumns;
  return success();
}

LogicalResult AllocTensorMemoryOp::verify() {
  nv_tileaa::MemRefType slot = getSlot().getType();
  if (slot.getAddressSpace() != nv_tileaa::AddressSpace::Shared ||
      !slot.getElementType().isInteger(32) ||
      slot.getShape() != ArrayRef<int64_t>{1})
    return emitOpError("slot must be one i32 in shared memory, not ") << slot;
  return verifyAllocation(*this, getResultTypes());
}

LogicalResult DeallocTensorMemoryOp::verify() {
  return verifyAllocation(*this, getMemories().getTypes());
}

bool mlir::nv_tileas::isWarpgroupAccumulator(RankedTensorType type) {
  auto layout = dyn_cast_or_null<MmaLayoutAttr>(type.getEncoding());
  if (!layout || type.getRank() != 2 ||
      layout.getMmaOperand() != ::tileiras::cute::MmaOperand::Accumulator ||
      layout.getTiling().atom == ::tileiras::cute::MmaAtomKind::M8N8K4_64bit)
    return false;
  ::tileiras::cute::MmaTiling tiling = layout.getTiling();
  auto warpgroups = ::tileiras::cute::chooseWarpgroupTiling(
      tiling.atom, type.getDimSize(0), type.getDimSize(1),
      tiling.warpsM * tiling.warpsN);
  return warpgroups && warpgroups->warpsM == tiling.warpsM &&
         warpgroups->warpsN == tiling.warpsN &&
         warpgroups->contiguousN == tiling.contiguousN;
}

RankedTensorType
mlir::nv_tileas::getTensorMemoryTileType(TensorMemoryType memory,
                                         int64_t numWarps) {
  MLIRContext *context = memory.getContext();
  int64_t m = memory.getShape()[0], n = memory.getShape()[1];
  Attribute encoding;
  if (memory.getBlockRows() == 128) {
    auto layout = ::tileiras::cute::makeTensorMemoryTVLayout(numWarps, m, n);
    if (!layout)
      return {};
    encoding = TVLayoutAttr::get(context, *layout);
  } else {
    auto tiling = ::tileiras::cute::chooseWarpgroupTiling(
        ::tileiras::cute::MmaAtomKind::M16N8K16_16bit, m, n, numWarps);
    if (!tiling)
      return {};
    encoding = MmaLayoutAttr::get(
        context, *tiling, ::tileiras::cute::MmaOperand::Accumulator, m, n);
  }
  return RankedTensorType::get(memory.getShape(), memory.getElementType(),
                               encoding);
}

/// Whether `type` holds `memory`'s shape and elements as the m16n8
/// fragments that tcgen05.ld and st move: a warpgroup accumulator for
/// blocks of 64 rows, their lanes' order for blocks of 128.
static LogicalResult verifyAccumulatorTile(Operation *op, Type type,
                                           TensorMemoryType memory) {
  auto tile = cast<RankedTensorType>(type);
  if (tile.getShape() != memory.getShape() ||
      tile.getElementType() != memory.getElementType())
    return op->emitOpError("tile must be ")
           << memory.getShape()[0] << "x" << memory.getShape()[1] << " "
           << memory.getElementType() << " like the tensor memory";
  auto layout =
      dyn_cast_or_null<DistributedLayoutAttrInterface>(tile.getEncoding());
  int64_t threads = layout ? layout.getTVLayout().mode(0)->size() : 0;
  RankedTensorType expected = getTensorMemoryTileType(memory, threads / 32);
  bool matches =
      expected && (memory.getBlockRows() == 128
                       ? layout.getTVLayout() ==
                             cast<DistributedLayoutAttrInterface>(
                                 expected.getEncoding())
                                 .getTVLayout()
                       : isWarpgroupAccumulator(tile));
  if (!matches)
    return op->emitOpError(memory.getBlockRows() == 128
                               ? "tile must be held as the m16n8k16 "
                                 "accumulators of the lanes of 4 or 8 warps"
                               : "tile must be held as m16n8k16 "
                                 "accumulators of whole warpgroups");
  return success();
}

LogicalResult TensorMemoryStoreOp::verify() {
  return verifyAccumulatorTile(*this, getTile().getType(),
                               getMemory().getType());
}

LogicalResult TensorMemoryLoadOp::verify() {
  return verifyAccumulatorTile(*this, getTile().getType(),
                               getMemory().getType());
}

/// The checks of a tcgen05 operand: the `rows` x `cols` tile of `view`
/// (`numIndices` indices), in a packed row-major shared buffer of f16,
/// bf16 or f8 whose rows are one swizzle row of 32, 64 or 128 bytes.
static LogicalResult verifyMmaOperand(Operation *op, StringRef what,
                                      nv_tileaa::TiledViewType view,
                                      size_t numIndices, int64_t rows,
                                      int64_t cols, bool panels = false) {
  nv_tileaa::MemRefType buffer = view.getMemref();
  ArrayRef<int64_t> tile = view.getTileShape();
  if (buffer.getAddressSpace() != nv_tileaa::AddressSpace::Shared)
    return op->emitOpError() << what << " must be in shared memory";
  Type element = buffer.getElementType();
  if (!element.isF16() && !element.isBF16() && !element.isInteger(8) &&
      !element.isF32() && !isa<Float8E4M3FNType, Float8E5M2Type>(element))
    return op->emitOpError()
           << what
           << " elements must be f16, bf16, f32 (read as tf32), f8E4M3FN, "
              "f8E5M2 or i8, not "
           << element;
  // A 2-D tile, or (`panels`) rows x cols panels side by side: a 3-D tile
  // whose leading dimension counts them.
  size_t rank = panels ? 3 : 2;
  if (tile.size() != rank || numIndices != rank)
    return op->emitOpError() << what << " must be a " << rank << "-D tile"
                             << (panels ? " of panels" : "") << " with "
                             << rank << " indices";
  if (tile[rank - 2] != rows || tile[rank - 1] != cols)
    return op->emitOpError()
           << what << " tiles must be " << rows << "x" << cols << ", not "
           << tile[rank - 2] << "x" << tile[rank - 1];
  bool packed = buffer.getRank() == static_cast<int64_t>(rank) &&
                buffer.getNumDynamicSizes() == 0 &&
                tile[rank - 1] == buffer.getShape()[rank - 1] &&
                (rank == 2 || tile[1] == buffer.getShape()[1]);
  int64_t expected = 1;
  for (int64_t d = rank; packed && d-- > 0;) {
    packed = buffer.getStrides()[d] == expected &&
             view.getDimMap()[d] == static_cast<int32_t>(d);
    expected *= buffer.getShape()[d];
  }
  if (!packed)
    return op->emitOpError()
           << what << " tiles must be whole rows of a packed row-major buffer";
  std::optional<int64_t> pattern = getChunkSwizzleBytes(buffer);
  if (!pattern || *pattern == 0 ||
      *pattern != element.getIntOrFloatBitWidth() / 8 * tile[rank - 1])
    return op->emitOpError()
           << what << " rows must be one 32, 64 or 128-byte swizzle row";
  return success();
}

Type AsyncTcgen05MmaOp::getOperandElementType() {
  if (getTf32())
    return FloatTF32Type::get(getContext());
  if (getF4())
    return Float4E2M1FNType::get(getContext());
  return getRhs().getType().getMemref().getElementType();
}

int64_t AsyncTcgen05MmaOp::getKPerInstruction() {
  if (getF4())
    return 64;
  return getAsyncMmaK(getOperandElementType());
}

int64_t AsyncTcgen05MmaOp::getScaleBlock() {
  TypedValue<TensorMemoryType> scale = getLhsScale();
  return scale && isa<Float8E4M3FNType>(scale.getType().getElementType()) ? 16
                                                                          : 32;
}

/// The scales of a block-scaled product: both or neither, with a slot;
/// f8E8M0FNU for f8 operands, f8E8M0FNU or f8E4M3FN for f4 ones, in
/// tensor memory of 128 lanes, A's rows and B's columns by 32 in the
/// columns of one slot (a set of chunks per four blocks of the step's K:
/// one instruction reads at most the four scales of a cell).
static LogicalResult verifyScales(AsyncTcgen05MmaOp op, Type element, int64_t m,
                                  int64_t n, int64_t k) {
  TypedValue<TensorMemoryType> lhs = op.getLhsScale(), rhs = op.getRhsScale();
  if (!lhs && !rhs && !op.getSlot()) {
    if (op.getF4())
      return op.emitOpError("f4 products are block-scaled");
    return success();
  }
  if (!lhs || !rhs || !op.getSlot())
    return op.emitOpError("a block-scaled product takes both scales and a "
                          "slot");
  if (!isa<Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType>(element))
    return op.emitOpError("block-scaled operands must be f8E4M3FN, "
                          "f8E5M2 or f4E2M1FN, not ")
           << element;
  Type scale = lhs.getType().getElementType();
  if (rhs.getType().getElementType() != scale)
    return op.emitOpError("scales of A and B must be of one type");
  if (!isa<Float8E8M0FNUType>(scale) &&
      !(op.getF4() && isa<Float8E4M3FNType>(scale)))
    return op.emitOpError(op.getF4() ? "scales of f4 operands must be "
                                       "f8E8M0FNU or f8E4M3FN"
                                     : "scales of f8 operands must be "
                                       "f8E8M0FNU");
  if (op.getF4() && !op.getTransposeB())
    return op.emitOpError("f4 products read B K-major (transpose_b)");
  if (op.getAccumulator().getType().getBlockRows() != 128)
    return op.emitOpError("a block-scaled product has blocks of M = 128");
  if (n % 32 != 0)
    return op.emitOpError("a block-scaled product has N a multiple of 32, "
                          "not ")
           << n;
  int64_t blocks = k / op.getScaleBlock();
  if (blocks > 4 && blocks % 4 != 0)
    return op.emitOpError("a K step of ")
           << blocks << " scale blocks is not sets of four";
  int64_t lhsColumns = ::tileiras::cute::getScaleChunkColumns(m, blocks);
  int64_t rhsColumns = ::tileiras::cute::getScaleChunkColumns(n, blocks);
  if (lhs.getType().getNumColumns() < lhsColumns ||
      rhs.getType().getNumColumns() < rhsColumns)
    return op.emitOpError("scales must hold a slot of ")
           << lhsColumns << " and " << rhsColumns << " columns";
  return success();
}

LogicalResult AsyncTcgen05MmaOp::verify() {
  TensorMemoryType acc = getAccumulator().getType();
  Type element = getOperandElementType();
  // The element type of the tiles: f32 for a tf32 product.
  Type stored = getRhs().getType().getMemref().getElementType();
  if (getTf32() &&
      (!stored.isF32() || isa<TensorMemoryType>(getLhs().getType())))
    return emitOpError("tf32 reads f32 tiles in shared memory");
  if (!getTf32() && stored.isF32())
    return emitOpError("f32 tiles are read as tf32 only (`tf32`)");
  if (getF4() && (!stored.isInteger(8) || getTf32() ||
                  isa<TensorMemoryType>(getLhs().getType())))
    return emitOpError("f4 reads i8 tiles of f4 pairs in shared memory");
  // i8 operands (kind::i8) sum into i32, the others into f32.
  bool integer = element.isInteger(8);
  Type sum = integer ? Type(IntegerType::get(getContext(), 32))
                     : Type(Float32Type::get(getContext()));
  if (acc.getElementType() != sum)
    return emitOpError("accumulator must hold ")
           << sum << " sums, not " << acc.getElementType();
  if (!integer && (getLhsUnsigned() || getRhsUnsigned()))
    return emitOpError("only i8 operands are signed or unsigned");
  int64_t m = acc.getShape()[0], n = acc.getShape()[1];
  // The pair's product: this CTA's 128 rows, from shared memory, and half
  // of B's columns.
  if (getCtaPair()) {
    if (m != 128 || acc.getBlockRows() != 128 || getLhsScale() ||
        isa<TensorMemoryType>(getLhs().getType()))
      return emitOpError("a CTA pair's product takes 128 rows of A in shared "
                         "memory and of the sums in one M = 128 block per "
                         "CTA, without scales");
    if (n % 32 != 0)
      return emitOpError("a CTA pair's product splits N in halves of whole "
                         "16 columns, not ")
             << n;
    n /= 2;
  }
  // K in elements; f4 tiles hold two per byte.
  int64_t k, packing = getF4() ? 2 : 1;
  if (auto tmem = dyn_cast<TensorMemoryType>(getLhs().getType())) {
    // A in tensor memory: the lanes of the accumulator's rows.
    k = tmem.getShape()[1];
    if (!getLhsIndices().empty())
      return emitOpError("lhs in tensor memory takes no indices");
    if (tmem.getShape()[0] != m)
      return emitOpError("lhs in tensor memory must have the accumulator's ")
             << m << " rows, not " << tmem.getShape()[0];
    if (tmem.getBlockRows() != acc.getBlockRows())
      return emitOpError("lhs in tensor memory must have the accumulator's "
                         "blocks of ")
             << acc.getBlockRows() << " rows, not " << tmem.getBlockRows();
    if (tmem.getElementType() != element)
      return emitOpError("lhs and rhs elements must be the same");
  } else {
    auto view = cast<nv_tileaa::TiledViewType>(getLhs().getType());
    if (view.getTileShape().size() != 2)
      return emitOpError("lhs must be a 2-D tile");
    k = view.getTileShape()[1] * packing;
    if (view.getMemref().getElementType() != stored)
      return emitOpError("lhs and rhs elements must be the same");
    if (k % getKPerInstruction() == 0 &&
        failed(verifyMmaOperand(*this, "lhs", view, getLhsIndices().size(), m,
                                k / packing)))
      return failure();
  }
  // One instruction reads 32 bytes of K.
  if (k % getKPerInstruction() != 0)
    return emitOpError("K must be a multiple of ")
           << getKPerInstruction() << ", not " << k;
  if (failed(verifyScales(*this, element, m, n, k)))
    return failure();
  nv_tileaa::TiledViewType rhs = getRhs().getType();
  ArrayRef<int64_t> rhsTile = rhs.getTileShape();
  if (rhsTile.size() == 3) {
    // B along N in panels of one swizzle row side by side.
    if (getTransposeB())
      return emitOpError("rhs in panels must be along N, not transposed");
    if (rhsTile[0] * rhsTile[2] != n)
      return emitOpError("rhs panels must hold ")
             << (getCtaPair() ? "half of the accumulator's columns, "
                              : "the accumulator's ")
             << n << (getCtaPair() ? "," : " columns,") << " not " << rhsTile[0]
             << "x" << rhsTile[2];
    return verifyMmaOperand(*this, "rhs", rhs, getRhsIndices().size(), k,
                            rhsTile[2], /*panels=*/true);
  }
  return verifyMmaOperand(*this, "rhs", rhs, getRhsIndices().size(),
                          getTransposeB() ? n : k,
                          getTransposeB() ? k / packing : n);
}

void AsyncTcgen05MmaOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getLhsMutable());
  effects.emplace_back(MemoryEffects::Read::get(), &getRhsMutable());
  effects.emplace_back(MemoryEffects::Write::get(), &getAccumulatorMutable());
  if (getLhsScale()) {
    effects.emplace_back(MemoryEffects::Read::get(),
                         &getLhsScaleMutable()[0]);
    effects.emplace_back(MemoryEffects::Read::get(),
                         &getRhsScaleMutable()[0]);
  }
}

LogicalResult StoreScaleChunksOp::verify() {
  auto tile = cast<RankedTensorType>(getTile().getType());
  auto buffer = cast<nv_tileaa::MemRefType>(getBuffer().getType());
  if (tile.getRank() != 2)
    return emitOpError("scales must be a 2-D tile");
  int64_t rows = tile.getDimSize(getTransposed() ? 1 : 0);
  int64_t blocks = tile.getDimSize(getTransposed() ? 0 : 1);
  auto map = ::tileiras::cute::makeScaleChunkIndexMap(rows, blocks,
                                                      getTransposed());
  if (!map)
    return emitOpError(map.error());
  if (buffer.getAddressSpace() != nv_tileaa::AddressSpace::Shared ||
      buffer.getShape().size() != 2 ||
      buffer.getShape()[1] !=
          ::tileiras::cute::getScaleChunkBytes(rows, blocks) ||
      buffer.getStrides()[0] != buffer.getShape()[1] ||
      buffer.getStrides()[1] != 1 || !buffer.getSwizzle().empty())
    return emitOpError("buffer must be packed shared rows of ")
           << ::tileiras::cute::getScaleChunkBytes(rows, blocks) << " bytes";
  if (buffer.getElementType() != tile.getElementType())
    return emitOpError("buffer and tile elements must be the same");
  return success();
}

LogicalResult AsyncTcgen05CopyScalesOp::verify() {
  auto buffer = cast<nv_tileaa::MemRefType>(getBuffer().getType());
  TensorMemoryType memory = getMemory().getType();
  if (buffer.getAddressSpace() != nv_tileaa::AddressSpace::Shared ||
      buffer.getShape().size() != 2 ||
      buffer.getShape()[1] % ::tileiras::cute::kScaleChunkBytes != 0 ||
      buffer.getStrides()[0] != buffer.getShape()[1] ||
      buffer.getStrides()[1] != 1)
    return emitOpError("buffer must be packed shared rows of 512-byte "
                       "chunks");
  if (memory.getElementType() != buffer.getElementType())
    return emitOpError("buffer and tensor memory elements must be the same");
  // A chunk's columns for each chunk of each of the buffer's slots.
  int64_t columns = buffer.getShape()[0] * buffer.getShape()[1] /
                    ::tileiras::cute::kScaleChunkBytes *
                    ::tileiras::cute::kScaleChunkColumns;
  if (memory.getNumColumns() < columns)
    return emitOpError("tensor memory of ")
           << memory.getNumColumns() << " columns cannot hold " << columns;
  return success();
}

LogicalResult AsyncTcgen05CommitOp::verify() {
  return verifyBarriers(*this, getBarriers().getType());
}
