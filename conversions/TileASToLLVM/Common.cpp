//===- Common.cpp - helpers shared by the tile-to-LLVM patterns -----------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "dialects/Cute/Layout/ThreadValue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <map>
#include <mutex>

using namespace mlir;
using namespace mlir::tileiras;

::tileiras::cute::Swizzle
mlir::tileiras::getSwizzle(nv_tileaa::MemRefType type) {
  if (!type.isSwizzled())
    return {};
  ArrayRef<int64_t> swizzle = type.getSwizzle();
  // The memref's verifier admits only valid swizzles.
  return *::tileiras::cute::Swizzle::create(swizzle[0], swizzle[1], swizzle[2]);
}

nv_tileas::DistributedLayoutAttrInterface mlir::tileiras::getLayout(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor ? dyn_cast_or_null<nv_tileas::DistributedLayoutAttrInterface>(
                      tensor.getEncoding())
                : nv_tileas::DistributedLayoutAttrInterface();
}

Value mlir::tileiras::getThreadId(OpBuilder &builder, Location loc) {
  return NVVM::ThreadIdXOp::create(builder, loc, builder.getI32Type());
}

Value mlir::tileiras::isFirstThread(OpBuilder &builder, Location loc) {
  return arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::eq, getThreadId(builder, loc),
      arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), 0));
}

Value mlir::tileiras::isIssuingThread(OpBuilder &builder, Location loc,
                                      Operation *op) {
  auto issuer = op->getAttrOfType<IntegerAttr>(kIssuerThreadAttr);
  return arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::eq, getThreadId(builder, loc),
      arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                   issuer ? issuer.getInt() : 0));
}

Value mlir::tileiras::constantI32(OpBuilder &builder, Location loc,
                                  int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                      value);
}

Value mlir::tileiras::emitBytePermute(OpBuilder &builder, Location loc,
                                      Value low, Value high, int64_t selector) {
  Type i32 = builder.getI32Type();
  return NVVM::PermuteOp::create(
      builder, loc, i32, low, high,
      LLVM::ConstantOp::create(builder, loc, i32, selector),
      NVVM::PermuteMode::DEFAULT);
}

Value mlir::tileiras::clusterMask(OpBuilder &builder, Location loc,
                                  int64_t ctas) {
  return LLVM::ConstantOp::create(
      builder, loc, builder.getI16Type(),
      builder.getI16IntegerAttr(static_cast<int16_t>((1 << ctas) - 1)));
}

Value mlir::tileiras::constantI64(OpBuilder &builder, Location loc,
                                  int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI64Type(),
                                      value);
}

void mlir::tileiras::emitIf(OpBuilder &builder, Location loc, Value condition,
                            function_ref<void(OpBuilder &, Location)> body) {
  scf::IfOp::create(builder, loc, condition, [&](OpBuilder &b, Location l) {
    body(b, l);
    scf::YieldOp::create(b, l);
  });
}

Value mlir::tileiras::zeroToken(OpBuilder &builder, Location loc) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), 0);
}

void mlir::tileiras::replaceWithCopies(
    ConversionPatternRewriter &rewriter, Operation *op,
    nv_tileas::DistributedLayoutAttrInterface layout, Value scalar) {
  rewriter.replaceOpWithMultiple(
      op, {SmallVector<Value>(layout.getValuesPerThread(), scalar)});
}

Value mlir::tileiras::emitHoldsCanonicalCopy(OpBuilder &builder, Location loc,
                                             Type type) {
  Value replica;
  if (auto layout = getLayout(type)) {
    ::tileiras::cute::Layout replicas =
        ::tileiras::cute::makeReplicaLayout(*layout.getTVLayout().mode(0));
    if (replicas.cosize() == 1)
      return Value();
    replica =
        emitLayoutOffset(builder, loc, replicas, getThreadId(builder, loc));
  } else {
    replica = getThreadId(builder, loc);
  }
  Value zero =
      arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), 0);
  return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, replica,
                               zero);
}

SmallVector<Value> mlir::tileiras::restrictToCanonicalCopies(OpBuilder &builder,
                                                             Location loc,
                                                             Type type,
                                                             ValueRange masks,
                                                             size_t numValues) {
  Value owner = emitHoldsCanonicalCopy(builder, loc, type);
  if (!owner)
    return SmallVector<Value>(masks);
  if (masks.empty())
    return SmallVector<Value>(numValues, owner);
  SmallVector<Value> restricted;
  for (Value mask : masks)
    restricted.push_back(arith::AndIOp::create(builder, loc, mask, owner));
  return restricted;
}

SmallVector<Value> mlir::tileiras::emitElementIndices(OpBuilder &builder,
                                                      Location loc, Type type) {
  Type i32 = builder.getI32Type();
  auto layout = getLayout(type);
  if (!layout)
    return {arith::ConstantIntOp::create(builder, loc, i32, 0)};
  ::tileiras::cute::Layout tv = layout.getTVLayout();
  Value threadPart =
      emitLayoutOffset(builder, loc, *tv.mode(0), getThreadId(builder, loc));
  ::tileiras::cute::Layout values = *tv.mode(1);
  SmallVector<Value> indices;
  for (int64_t v = 0, e = values.size(); v < e; ++v)
    indices.push_back(arith::AddIOp::create(
        builder, loc, threadPart,
        arith::ConstantIntOp::create(builder, loc, i32, *values(v))));
  return indices;
}

bool mlir::tileiras::holdsAlignedRuns(
    nv_tileas::DistributedLayoutAttrInterface layout, int64_t lastExtent,
    int64_t width) {
  return holdsAlignedRuns(layout, {lastExtent}, 0, width);
}

bool mlir::tileiras::holdsAlignedRuns(
    nv_tileas::DistributedLayoutAttrInterface layout, ArrayRef<int64_t> shape,
    int64_t dim, int64_t width) {
  // Row-major: dimension `dim` steps by `step`, its coordinate of index i
  // is i / step % extent.
  int64_t extent = shape[dim], step = 1;
  for (int64_t later : shape.drop_front(dim + 1))
    step *= later;
  if (extent % width != 0)
    return false;
  auto coordinate = [&](int64_t index) { return index / step % extent; };
  ::tileiras::cute::Layout tv = layout.getTVLayout();
  ::tileiras::cute::Layout threads = tv.mode(0)->flatten();
  for (auto [leaf, stride] :
       llvm::zip(threads.shape().leaves(), threads.stride().leaves()))
    if (leaf > 1 && coordinate(stride) % width != 0)
      return false;
  ::tileiras::cute::Layout values = *tv.mode(1);
  if (values.size() % width != 0)
    return false;
  for (int64_t start = 0; start < values.size(); start += width) {
    int64_t first = *values(start);
    if (coordinate(first) % width != 0)
      return false;
    for (int64_t i = 1; i < width; ++i)
      if (*values(start + i) != first + i * step)
        return false;
  }
  return true;
}

using ThreadValueSplit =
    std::pair<::tileiras::cute::Layout, ::tileiras::cute::Layout>;

/// `map` composed with the thread-value layout `tv`, split into its thread
/// and value modes, where the composition is a layout that agrees with
/// `map` after `tv` (checked on every thread, every value and 256 mixed
/// points: a cheap guard against a composition the library got wrong).
static std::optional<ThreadValueSplit>
computeThreadValueSplit(const ::tileiras::cute::Layout &map,
                        const ::tileiras::cute::Layout &tv) {
  namespace cute = ::tileiras::cute;
  cute::Result<cute::Layout> composed = cute::composition(map, tv);
  if (!composed || composed->rank() != 2)
    return std::nullopt;
  cute::Result<cute::Layout> threads = composed->mode(0);
  cute::Result<cute::Layout> values = composed->mode(1);
  cute::Result<cute::Layout> tvThreads = tv.mode(0);
  if (!threads || !values || !tvThreads ||
      threads->size() != tvThreads->size() || composed->size() != tv.size())
    return std::nullopt;
  // Every thread with value 0, every value of thread 0, and 256 points
  // mixing both (the flat index is thread + threads * value).
  int64_t numThreads = tvThreads->size(), numValues = values->size();
  auto agrees = [&](int64_t t, int64_t v) {
    int64_t i = t + numThreads * v;
    cute::Result<int64_t> element = tv(i);
    if (!element)
      return false;
    cute::Result<int64_t> expected = map(*element);
    cute::Result<int64_t> got = (*composed)(i);
    return expected && got && *expected == *got;
  };
  for (int64_t t = 0; t < numThreads; ++t)
    if (!agrees(t, 0))
      return std::nullopt;
  for (int64_t v = 0; v < numValues; ++v)
    if (!agrees(0, v))
      return std::nullopt;
  for (int64_t j = 0; j < 256; ++j)
    if (!agrees((j * 37 + 11) % numThreads, (j * 13 + 5) % numValues))
      return std::nullopt;
  return std::make_pair(*threads, *values);
}

/// computeThreadValueSplit, remembered per (map, tv): kernels ask for the
/// same few pairs many times. Passes may run on several modules at once.
static std::optional<ThreadValueSplit>
composeWithThreadValues(const ::tileiras::cute::Layout &map,
                        const ::tileiras::cute::Layout &tv) {
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>,
                  std::optional<ThreadValueSplit>>
      cache;
  std::pair<std::string, std::string> key(map.str(), tv.str());
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end())
      return it->second;
  }
  std::optional<ThreadValueSplit> split = computeThreadValueSplit(map, tv);
  std::lock_guard<std::mutex> lock(mutex);
  cache.emplace(std::move(key), split);
  return split;
}

SmallVector<Value>
mlir::tileiras::emitMappedElementOffsets(OpBuilder &builder, Location loc,
                                         Type type,
                                         const ::tileiras::cute::Layout &map) {
  SmallVector<Value> offsets;
  if (auto layout = getLayout(type)) {
    if (auto split = composeWithThreadValues(map, layout.getTVLayout())) {
      Type i32 = builder.getI32Type();
      Value threadPart = emitLayoutOffset(builder, loc, split->first,
                                          getThreadId(builder, loc));
      DenseMap<int64_t, Value> byOffset;
      for (int64_t v = 0, e = split->second.size(); v < e; ++v) {
        int64_t offset = *split->second(v);
        Value &value = byOffset[offset];
        if (!value)
          value = offset == 0
                      ? threadPart
                      : arith::AddIOp::create(builder, loc, threadPart,
                                              arith::ConstantIntOp::create(
                                                  builder, loc, i32, offset))
                            .getResult();
        offsets.push_back(value);
      }
      return offsets;
    }
  }
  for (Value index : emitElementIndices(builder, loc, type))
    offsets.push_back(emitLayoutOffset(builder, loc, map, index));
  return offsets;
}

//===----------------------------------------------------------------------===//
// Memory accesses
//===----------------------------------------------------------------------===//

LLVM::AtomicOrdering
mlir::tileiras::getAtomicOrdering(nv_tileaa::MemoryOrdering ordering) {
  switch (ordering) {
  case nv_tileaa::MemoryOrdering::Weak:
  case nv_tileaa::MemoryOrdering::Relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case nv_tileaa::MemoryOrdering::Acquire:
    return LLVM::AtomicOrdering::acquire;
  case nv_tileaa::MemoryOrdering::Release:
    return LLVM::AtomicOrdering::release;
  case nv_tileaa::MemoryOrdering::AcqRel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  llvm_unreachable("unknown memory ordering");
}

StringRef
mlir::tileiras::getSyncScope(std::optional<nv_tileaa::MemoryScope> scope) {
  if (!scope)
    return "";
  switch (*scope) {
  case nv_tileaa::MemoryScope::TileBlock:
    return "block";
  case nv_tileaa::MemoryScope::Device:
    return "device";
  case nv_tileaa::MemoryScope::System:
    return ""; // LLVM's default scope is the whole system.
  }
  llvm_unreachable("unknown memory scope");
}

FailureOr<AccessOrdering> mlir::tileiras::getAccessOrdering(
    Operation *op, nv_tileaa::MemoryOrdering ordering,
    std::optional<nv_tileaa::MemoryScope> scope, Type element, bool isStore) {
  // Elements narrower than a byte but i1 (the bits of f4) share bytes: one
  // element's access would read or clobber its neighbour's bits.
  if (isSubByteInteger(element))
    return op->emitOpError("memory access to elements of ")
           << element.getIntOrFloatBitWidth()
           << " bits is not lowered yet (access bytes and unpack them)";
  if (ordering == nv_tileaa::MemoryOrdering::Weak)
    return AccessOrdering();
  bool fits = (ordering == nv_tileaa::MemoryOrdering::Relaxed) ||
              (ordering == nv_tileaa::MemoryOrdering::Acquire && !isStore) ||
              (ordering == nv_tileaa::MemoryOrdering::Release && isStore);
  if (!fits)
    return op->emitOpError("memory ordering '")
           << nv_tileaa::stringifyMemoryOrdering(ordering) << "' does not "
           << "apply to a " << (isStore ? "store" : "load");
  unsigned bits = isa<nv_tileaa::PointerType, LLVM::LLVMPointerType>(element)
                      ? 64
                      : element.getIntOrFloatBitWidth();
  if (bits < 8 || !llvm::isPowerOf2_32(bits))
    return op->emitOpError("ordered access to ")
           << element << " is not lowered yet";
  return AccessOrdering{getAtomicOrdering(ordering), getSyncScope(scope),
                        bits / 8};
}

Value mlir::tileiras::emitElementConstant(OpBuilder &builder, Location loc,
                                          TypedAttr value,
                                          const TypeConverter &converter) {
  Type element = converter.convertType(value.getType());
  if (auto floating = dyn_cast<FloatAttr>(value);
      floating && element && element != value.getType()) {
    if (auto wider = dyn_cast<FloatType>(element)) {
      bool lost = false;
      APFloat converted = floating.getValue();
      converted.convert(wider.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                        &lost);
      value = FloatAttr::get(wider, converted);
    } else if (element.isInteger(floating.getType().getIntOrFloatBitWidth())) {
      value = IntegerAttr::get(element, floating.getValue().bitcastToAPInt());
    }
  }
  return arith::ConstantOp::create(builder, loc, value);
}

bool mlir::tileiras::isSubByteInteger(Type type) {
  return type.isInteger() && type.getIntOrFloatBitWidth() < 8 &&
         !type.isInteger(1);
}

unsigned mlir::tileiras::getElementBytes(Type type) {
  if (isa<nv_tileaa::PointerType, LLVM::LLVMPointerType>(type))
    return 8;
  return std::max<unsigned>(1, type.getIntOrFloatBitWidth() / 8);
}

/// `value` as the only lane of a one-element vector.
static Value toLane(OpBuilder &builder, Location loc, Value value) {
  auto vector = VectorType::get({1}, value.getType());
  return LLVM::InsertElementOp::create(
      builder, loc, LLVM::PoisonOp::create(builder, loc, vector), value,
      LLVM::ConstantOp::create(builder, loc, builder.getI32Type(), 0));
}

static Value fromLane(OpBuilder &builder, Location loc, Value vector) {
  return LLVM::ExtractElementOp::create(
      builder, loc, vector,
      LLVM::ConstantOp::create(builder, loc, builder.getI32Type(), 0));
}

/// Weak masked accesses of scalars are LLVM's masked load and store
/// intrinsics on one-lane vectors: no control flow here (LLVM scalarizes
/// them late), which keeps kernels with many masked elements cheap to
/// lower. Ordered accesses branch, as atomic accesses cannot be masked.
static bool isMaskableScalar(Type element, const AccessOrdering &access) {
  return access.ordering == LLVM::AtomicOrdering::not_atomic &&
         !isa<VectorType>(element);
}

Value mlir::tileiras::emitLoad(OpBuilder &builder, Location loc, Type element,
                               Value pointer, const AccessOrdering &access,
                               Value mask, Value fallback) {
  auto load = [&](OpBuilder &b, Location l) {
    return LLVM::LoadOp::create(b, l, element, pointer, access.alignment,
                                /*isVolatile=*/false, /*isNonTemporal=*/false,
                                /*isInvariant=*/false,
                                /*isInvariantGroup=*/false, access.ordering,
                                access.scope)
        .getResult();
  };
  if (!mask)
    return load(builder, loc);
  if (!fallback)
    fallback = LLVM::PoisonOp::create(builder, loc, element);
  if (isMaskableScalar(element, access)) {
    Value lanes = LLVM::MaskedLoadOp::create(
        builder, loc, VectorType::get({1}, element), pointer,
        toLane(builder, loc, mask), toLane(builder, loc, fallback),
        builder.getI32IntegerAttr(getElementBytes(element)),
        /*nontemporal=*/nullptr);
    return fromLane(builder, loc, lanes);
  }
  return scf::IfOp::create(
             builder, loc, mask,
             [&](OpBuilder &b, Location l) {
               scf::YieldOp::create(b, l, load(b, l));
             },
             [&](OpBuilder &b, Location l) {
               scf::YieldOp::create(b, l, fallback);
             })
      .getResult(0);
}

void mlir::tileiras::emitStore(OpBuilder &builder, Location loc, Value value,
                               Value pointer, const AccessOrdering &access,
                               Value mask) {
  auto store = [&](OpBuilder &b, Location l) {
    LLVM::StoreOp::create(b, l, value, pointer, access.alignment,
                          /*isVolatile=*/false, /*isNonTemporal=*/false,
                          /*isInvariantGroup=*/false, access.ordering,
                          access.scope);
  };
  if (!mask) {
    store(builder, loc);
    return;
  }
  if (isMaskableScalar(value.getType(), access)) {
    LLVM::MaskedStoreOp::create(
        builder, loc, toLane(builder, loc, value), pointer,
        toLane(builder, loc, mask),
        builder.getI32IntegerAttr(getElementBytes(value.getType())));
    return;
  }
  scf::IfOp::create(builder, loc, mask, [&](OpBuilder &b, Location l) {
    store(b, l);
    scf::YieldOp::create(b, l);
  });
}

LLVM::AtomicBinOp
mlir::tileiras::getAtomicBinOp(nv_tileaa::AtomicRMWMode mode) {
  switch (mode) {
  case nv_tileaa::AtomicRMWMode::And:
    return LLVM::AtomicBinOp::_and;
  case nv_tileaa::AtomicRMWMode::Or:
    return LLVM::AtomicBinOp::_or;
  case nv_tileaa::AtomicRMWMode::Xor:
    return LLVM::AtomicBinOp::_xor;
  case nv_tileaa::AtomicRMWMode::Add:
    return LLVM::AtomicBinOp::add;
  case nv_tileaa::AtomicRMWMode::AddF:
    return LLVM::AtomicBinOp::fadd;
  case nv_tileaa::AtomicRMWMode::Max:
    return LLVM::AtomicBinOp::max;
  case nv_tileaa::AtomicRMWMode::Min:
    return LLVM::AtomicBinOp::min;
  case nv_tileaa::AtomicRMWMode::UMax:
    return LLVM::AtomicBinOp::umax;
  case nv_tileaa::AtomicRMWMode::UMin:
    return LLVM::AtomicBinOp::umin;
  case nv_tileaa::AtomicRMWMode::Xchg:
    return LLVM::AtomicBinOp::xchg;
  }
  llvm_unreachable("unknown atomic mode");
}

Type mlir::tileiras::getLaneType(Type element) {
  if (isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 8)
    return IntegerType::get(element.getContext(), 8);
  return element;
}

Value mlir::tileiras::toLaneValue(OpBuilder &builder, Location loc,
                                  Value value) {
  Type lane = getLaneType(value.getType());
  return lane == value.getType()
             ? value
             : arith::BitcastOp::create(builder, loc, lane, value).getResult();
}

Value mlir::tileiras::fromLaneValue(OpBuilder &builder, Location loc,
                                    Value lane, Type element) {
  return lane.getType() == element
             ? lane
             : arith::BitcastOp::create(builder, loc, element, lane)
                   .getResult();
}
