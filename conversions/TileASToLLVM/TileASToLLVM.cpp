//===- TileASToLLVM.cpp - distributed tiles to per-thread values ----------===//

#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"
#include "conversions/TileASToLLVM/Passes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_CONVERTTILEASTOLLVM
#include "conversions/TileASToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;
using namespace mlir::tileiras;

namespace {

//===----------------------------------------------------------------------===//
// The arith bank: one scalar arith op per value
//===----------------------------------------------------------------------===//

/// An elementwise op on tiles becomes one scalar op per value: the
/// nv_tileas bank op `nv_tileas.X` becomes `arith.X`, a math op stays the
/// same math op.
class BankLowering : public ConversionPattern {
public:
  BankLowering(const TypeConverter &converter, MLIRContext *context,
               StringRef rootName)
      : ConversionPattern(converter, rootName, /*benefit=*/1, context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<ValueRange> operands,
                  ConversionPatternRewriter &rewriter) const override {
    // f8 and tf32 do not travel as themselves (NarrowFloats.cpp).
    if (isNarrowFloatCast(op))
      return failure();
    Type resultElement = getTypeConverter()->convertType(
        cast<RankedTensorType>(op->getResult(0).getType()).getElementType());
    std::string scalarName =
        isa<nv_tileas::TileASDialect>(op->getDialect())
            ? ("arith." + op->getName().stripDialect()).str()
            : op->getName().getStringRef().str();
    size_t numValues = operands.front().size();
    SmallVector<Value> results;
    for (size_t v = 0; v < numValues; ++v) {
      OperationState state(op->getLoc(), scalarName);
      for (ValueRange operand : operands)
        state.addOperands(operand[v]);
      state.addTypes(resultElement);
      // Modifiers (nv_tileaa.rounding_mode, nv_tileaa.flush_to_zero) stay
      // on each scalar op for convert-tile-modifiers-to-nvvm.
      state.addAttributes(op->getAttrs());
      results.push_back(rewriter.create(state)->getResult(0));
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

/// One BankLowering per elementwise op of the list (the nv_tileas op list
/// also holds convert_layout).
template <typename Op>
void addBankPattern(const TypeConverter &converter,
                    RewritePatternSet &patterns) {
  if constexpr (Op::template hasTrait<OpTrait::Elementwise>())
    patterns.add<BankLowering>(converter, patterns.getContext(),
                               Op::getOperationName());
}

template <typename... Ops>
void addBankPatterns(const TypeConverter &converter,
                     RewritePatternSet &patterns) {
  (addBankPattern<Ops>(converter, patterns), ...);
}

//===----------------------------------------------------------------------===//
// Tiles made from scalars
//===----------------------------------------------------------------------===//

struct TensorSplatLowering : public OpConversionPattern<tensor::SplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::SplatOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto layout = getLayout(op.getType());
    if (!layout)
      return failure();
    replaceWithCopies(rewriter, op, layout, adaptor.getInput().front());
    return success();
  }
};

struct ConstantSplatLowering : public OpConversionPattern<nv_tileaa::SplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::SplatOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto layout = getLayout(op.getType());
    if (!layout)
      return failure();
    replaceWithCopies(rewriter, op, layout,
                      emitElementConstant(rewriter, op.getLoc(), op.getValue(),
                                          *getTypeConverter()));
    return success();
  }
};

/// A tile of different constants: where every thread holds all of it, each
/// value is its element's constant; otherwise the elements are a constant
/// global array that each thread reads at its elements' indices.
static LogicalResult lowerConstantTile(Operation *op, DenseElementsAttr dense,
                                       const TypeConverter &converter,
                                       ConversionPatternRewriter &rewriter) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  auto layout = getLayout(type);
  if (!layout)
    return failure();
  Location loc = op->getLoc();
  Type element = converter.convertType(type.getElementType());
  // The elements as the LLVM element type holds them (f8: their bits).
  auto flat = RankedTensorType::get({type.getNumElements()}, element);
  DenseElementsAttr stored;
  if (element == type.getElementType())
    stored = dense.reshape(flat);
  else if (element && type.getElementType().isIntOrFloat() &&
           element.isInteger(type.getElementType().getIntOrFloatBitWidth()))
    stored = dense.bitcast(element).reshape(flat);
  else
    return op->emitOpError("constant tile of ")
           << type.getElementType() << " is not lowered yet";

  ::tileiras::cute::Layout tv = layout.getTVLayout();
  ::tileiras::cute::Layout values = *tv.mode(1);
  SmallVector<Value> results;
  if (::tileiras::cute::dropReplicas(*tv.mode(0)).size() == 1) {
    auto all = stored.getValues<Attribute>();
    for (int64_t v = 0, e = values.size(); v < e; ++v)
      results.push_back(arith::ConstantOp::create(
          rewriter, loc, element, cast<TypedAttr>(all[*values(v)])));
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }

  auto module = op->getParentOfType<gpu::GPUModuleOp>();
  auto arrayType = LLVM::LLVMArrayType::get(element, flat.getNumElements());
  std::string name;
  for (int i = 0;; ++i) {
    name = "__tile_constant_" + std::to_string(i);
    if (!module.lookupSymbol(name))
      break;
  }
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(rewriter, loc, arrayType, /*isConstant=*/true,
                           LLVM::Linkage::Internal, name, stored,
                           /*alignment=*/16, /*addrSpace=*/1);
  }
  auto pointer = LLVM::LLVMPointerType::get(rewriter.getContext(), 1);
  Value base = LLVM::AddressOfOp::create(rewriter, loc, pointer, name);
  for (Value index : emitElementIndices(rewriter, loc, type))
    results.push_back(LLVM::LoadOp::create(
        rewriter, loc, element,
        LLVM::GEPOp::create(rewriter, loc, pointer, element, base,
                            ValueRange{index})));
  rewriter.replaceOpWithMultiple(op, {results});
  return success();
}

struct ConstantTensorLowering
    : public OpConversionPattern<nv_tileaa::ConstantTensorOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::ConstantTensorOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerConstantTile(op, cast<DenseElementsAttr>(op.getValue()),
                             *getTypeConverter(), rewriter);
  }
};

/// A constant tile that folding made during this conversion (a splat of a
/// constant, an op on constant tiles): a splat becomes copies of one scalar
/// constant, any other a constant tile as above.
struct ArithConstantTileLowering
    : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    auto layout = getLayout(op.getType());
    if (!dense || !layout)
      return failure();
    if (!dense.isSplat() ||
        !isa<IntegerType, FloatType>(dense.getElementType()))
      return lowerConstantTile(op, dense, *getTypeConverter(), rewriter);
    replaceWithCopies(rewriter, op, layout,
                      emitElementConstant(rewriter, op.getLoc(),
                                          dense.getSplatValue<TypedAttr>(),
                                          *getTypeConverter()));
    return success();
  }
};

/// Value v of thread t is the element index layout(t, v).
struct IotaLowering : public OpConversionPattern<nv_tileaa::IotaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::IotaOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!getLayout(op.getType()))
      return failure();
    Location loc = op.getLoc();
    Type element = op.getType().getElementType();
    SmallVector<Value> results;
    for (Value index : emitElementIndices(rewriter, loc, op.getType())) {
      if (element.getIntOrFloatBitWidth() > 32)
        index = arith::ExtUIOp::create(rewriter, loc, element, index);
      else if (element.getIntOrFloatBitWidth() < 32)
        index = arith::TruncIOp::create(rewriter, loc, element, index);
      results.push_back(index);
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

/// An element at a constant index of a tile every thread holds whole: the
/// value slot that holds it. Other tiles would need the element sent
/// between threads, which is not lowered yet.
struct ExtractLowering : public OpConversionPattern<tensor::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ExtractOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto layout = getLayout(op.getTensor().getType());
    if (!layout)
      return failure();
    // The element's row-major index, as the layout numbers elements.
    std::vector<::tileiras::cute::IntTuple> coordinate, shape;
    for (auto [index, extent] :
         llvm::zip(op.getIndices(), op.getTensor().getType().getShape())) {
      std::optional<int64_t> constant = getConstantIntValue(index);
      if (!constant)
        return op.emitOpError("extraction at a dynamic index is not lowered "
                              "yet");
      coordinate.push_back(*constant);
      shape.push_back(extent);
    }
    int64_t element = *::tileiras::cute::crd2idx(
        ::tileiras::cute::IntTuple::tuple(coordinate),
        *::tileiras::cute::makeLayoutRight(
            ::tileiras::cute::IntTuple::tuple(shape)));
    ::tileiras::cute::Layout tv = layout.getTVLayout();
    if (::tileiras::cute::dropReplicas(*tv.mode(0)).size() != 1)
      return op.emitOpError("extraction from a tile whose layout ")
             << layout << " spreads it over threads is not lowered yet";
    ::tileiras::cute::Layout values = *tv.mode(1);
    for (int64_t v = 0; v < values.size(); ++v) {
      if (*values(v) == element) {
        rewriter.replaceOp(op, adaptor.getTensor()[v]);
        return success();
      }
    }
    return op.emitOpError("element ") << element << " is not in the layout";
  }
};

//===----------------------------------------------------------------------===//
// Pointers and memory
//===----------------------------------------------------------------------===//

Type getPointee(Type pointers) {
  if (auto tensor = dyn_cast<RankedTensorType>(pointers))
    pointers = tensor.getElementType();
  return cast<nv_tileaa::PointerType>(pointers).getPointeeType();
}

struct AddPtrLowering : public OpConversionPattern<nv_tileaa::AddPtrOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::AddPtrOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type pointee = getTypeConverter()->convertType(getPointee(op.getType()));
    SmallVector<Value> results;
    for (auto [base, offset] :
         llvm::zip(adaptor.getBase(), adaptor.getOffset()))
      results.push_back(LLVM::GEPOp::create(rewriter, op.getLoc(),
                                            base.getType(), pointee, base,
                                            ValueRange{offset}));
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

/// Loads value by value, or in vectors where planVectorAccesses proved it
/// safe.
struct LoadLowering : public OpConversionPattern<nv_tileas::LoadOp> {
  LoadLowering(const TypeConverter &converter, MLIRContext *context,
               const VectorPlans &plans)
      : OpConversionPattern(converter, context), plans(plans) {}

  LogicalResult
  matchAndRewrite(nv_tileas::LoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type element =
        getTypeConverter()->convertType(getPointee(op.getSource().getType()));
    FailureOr<AccessOrdering> access =
        getAccessOrdering(op, op.getOrdering(), op.getScope(), element,
                          /*isStore=*/false);
    if (failed(access))
      return failure();
    Location loc = op.getLoc();
    ValueRange pointers = adaptor.getSource();
    ValueRange masks = op.getMask() ? adaptor.getMask() : ValueRange();
    ValueRange paddings = op.getPadding() ? adaptor.getPadding() : ValueRange();
    SmallVector<Value> results =
        emitTileLoad(rewriter, loc, element, pointers, masks, paddings, *access,
                     plans.lookup(op));
    rewriter.replaceOpWithMultiple(
        op, {results, SmallVector<Value>{zeroToken(rewriter, loc)}});
    return success();
  }

private:
  const VectorPlans &plans;
};

struct StoreLowering : public OpConversionPattern<nv_tileas::StoreOp> {
  StoreLowering(const TypeConverter &converter, MLIRContext *context,
                const VectorPlans &plans)
      : OpConversionPattern(converter, context), plans(plans) {}

  LogicalResult
  matchAndRewrite(nv_tileas::StoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<AccessOrdering> access =
        getAccessOrdering(op, op.getOrdering(), op.getScope(),
                          getTypeConverter()->convertType(
                              getPointee(op.getDestination().getType())),
                          /*isStore=*/true);
    if (failed(access))
      return failure();
    Location loc = op.getLoc();
    ValueRange pointers = adaptor.getDestination();
    ValueRange values = adaptor.getValue();
    SmallVector<Value> masks = restrictToCanonicalCopies(
        rewriter, loc, op.getDestination().getType(),
        op.getMask() ? adaptor.getMask() : ValueRange(), pointers.size());
    emitTileStore(rewriter, loc, values, pointers, masks, *access,
                  plans.lookup(op));
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }

private:
  const VectorPlans &plans;
};

/// Every thread runs the kernel, so an element that several threads hold
/// (a scalar: all of them) must be updated by one of them only: the thread
/// holding the canonical copy. Returns that predicate, or null when every
/// element has one holder.
FailureOr<Value> electOwner(Operation *op, Type valueType, OpBuilder &builder) {
  if (auto layout = getLayout(valueType)) {
    ::tileiras::cute::Layout tv = layout.getTVLayout();
    bool valuesRepeat =
        ::tileiras::cute::makeReplicaLayout(*tv.mode(1)).cosize() > 1;
    if (valuesRepeat || !::tileiras::cute::dropReplicas(tv).isInjective())
      return op->emitOpError("atomic on a tile whose layout ")
             << layout << " repeats elements within a thread or across "
             << "strides is not lowered yet";
  }
  return emitHoldsCanonicalCopy(builder, op->getLoc(), valueType);
}

/// The instruction of one value of an atomic, relaxed.
/// A relaxed system-scope atomic as PTX (`atom.relaxed.sys.global.<op>`):
/// the NVPTX backend gives LLVM atomics GPU scope whatever their sync
/// scope. `operands` follow the pointer (value; or compare and value).
Value emitSystemAtomic(OpBuilder &b, Location loc, StringRef operation,
                       Value pointer, ValueRange operands) {
  Type type = operands.front().getType();
  auto constraint = [&](Type t) -> char {
    if (t.isF32())
      return 'f';
    if (t.isF64())
      return 'd';
    switch (t.getIntOrFloatBitWidth()) {
    case 16:
      return 'h';
    case 64:
      return 'l';
    default:
      return 'r';
    }
  };
  std::string text =
      ("atom.relaxed.sys.global." + operation + " $0, [$1]").str();
  std::string constraints = std::string("=") + constraint(type) + ",l";
  for (size_t i = 0; i < operands.size(); ++i) {
    text += ", $" + std::to_string(i + 2);
    constraints += std::string(",") + constraint(operands[i].getType());
  }
  text += ";";
  SmallVector<Value> all{pointer};
  llvm::append_range(all, operands);
  return LLVM::InlineAsmOp::create(
             b, loc, type, all, b.getStringAttr(text),
             b.getStringAttr(constraints), b.getUnitAttr(), UnitAttr(),
             LLVM::TailCallKindAttr(), LLVM::AsmDialectAttr(), ArrayAttr())
      .getResult(0);
}

/// The PTX operation of an atomic mode on `type`, e.g. "add.u32".
std::string getPTXAtomicOperation(nv_tileaa::AtomicRMWMode mode, Type type) {
  std::string width = std::to_string(type.getIntOrFloatBitWidth());
  switch (mode) {
  case nv_tileaa::AtomicRMWMode::And:
    return "and.b" + width;
  case nv_tileaa::AtomicRMWMode::Or:
    return "or.b" + width;
  case nv_tileaa::AtomicRMWMode::Xor:
    return "xor.b" + width;
  case nv_tileaa::AtomicRMWMode::Add:
    return "add.u" + width;
  case nv_tileaa::AtomicRMWMode::AddF:
    if (type.isF16())
      return "add.noftz.f16";
    if (type.isBF16())
      return "add.noftz.bf16";
    return "add.f" + width;
  case nv_tileaa::AtomicRMWMode::Max:
    return "max.s" + width;
  case nv_tileaa::AtomicRMWMode::Min:
    return "min.s" + width;
  case nv_tileaa::AtomicRMWMode::UMax:
    return "max.u" + width;
  case nv_tileaa::AtomicRMWMode::UMin:
    return "min.u" + width;
  case nv_tileaa::AtomicRMWMode::Xchg:
    return "exch.b" + width;
  }
  llvm_unreachable("unknown atomic mode");
}

template <typename Adaptor>
Value emitAtomic(OpBuilder &b, Location loc, nv_tileaa::AtomicRMWOp op,
                 Adaptor adaptor, size_t v, StringRef scope) {
  Value pointer = adaptor.getPointers()[v], value = adaptor.getValue()[v];
  if (op.getScope() == nv_tileaa::MemoryScope::System)
    return emitSystemAtomic(
        b, loc, getPTXAtomicOperation(op.getMode(), value.getType()), pointer,
        value);
  return LLVM::AtomicRMWOp::create(b, loc, getAtomicBinOp(op.getMode()),
                                   pointer, value,
                                   LLVM::AtomicOrdering::monotonic, scope)
      .getResult();
}

/// cmpxchg takes integers only: floats compare and swap their bits.
template <typename Adaptor>
Value emitAtomic(OpBuilder &b, Location loc, nv_tileaa::AtomicCASOp op,
                 Adaptor adaptor, size_t v, StringRef scope) {
  Value cmp = adaptor.getCmp()[v], value = adaptor.getValue()[v];
  Type type = value.getType();
  Type bits = b.getIntegerType(type.getIntOrFloatBitWidth());
  if (type != bits) {
    cmp = LLVM::BitcastOp::create(b, loc, bits, cmp);
    value = LLVM::BitcastOp::create(b, loc, bits, value);
  }
  Value old;
  if (op.getScope() == nv_tileaa::MemoryScope::System) {
    old = emitSystemAtomic(
        b, loc, "cas.b" + std::to_string(bits.getIntOrFloatBitWidth()),
        adaptor.getPointers()[v], ValueRange{cmp, value});
  } else {
    auto exchange =
        LLVM::AtomicCmpXchgOp::create(b, loc, adaptor.getPointers()[v], cmp,
                                      value, LLVM::AtomicOrdering::monotonic,
                                      LLVM::AtomicOrdering::monotonic, scope);
    old = LLVM::ExtractValueOp::create(b, loc, exchange, 0);
  }
  if (type != bits)
    old = LLVM::BitcastOp::create(b, loc, type, old);
  return old;
}

/// One relaxed atomic instruction per value, by the owning thread, under an
/// scf.if where masked or elected. The NVPTX backend drops the ordering of
/// atomic instructions (and their scope: system scope is written as PTX),
/// so fences carry it (PTX's fence-based release and acquire patterns, at
/// the op's scope), one pair for all the values.
template <typename AtomicOp>
struct AtomicLowering : public OpConversionPattern<AtomicOp> {
  using OpConversionPattern<AtomicOp>::OpConversionPattern;
  using OneToNOpAdaptor =
      typename OpConversionPattern<AtomicOp>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(AtomicOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    FailureOr<Value> owner = electOwner(op, op.getValue().getType(), rewriter);
    if (failed(owner))
      return failure();
    StringRef scope = getSyncScope(op.getScope());
    LLVM::AtomicOrdering ordering = getAtomicOrdering(op.getOrdering());
    if (ordering == LLVM::AtomicOrdering::release ||
        ordering == LLVM::AtomicOrdering::acq_rel)
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::release,
                            scope);
    SmallVector<Value> results;
    for (size_t v = 0; v < adaptor.getPointers().size(); ++v) {
      auto atomic = [&](OpBuilder &b, Location l) {
        return emitAtomic(b, l, op, adaptor, v, scope);
      };
      Value guard = *owner;
      if (op.getMask())
        guard = guard ? arith::AndIOp::create(rewriter, loc, guard,
                                              adaptor.getMask()[v])
                            .getResult()
                      : adaptor.getMask()[v];
      if (!guard) {
        results.push_back(atomic(rewriter, loc));
        continue;
      }
      Type type = adaptor.getValue()[v].getType();
      auto branch = scf::IfOp::create(
          rewriter, loc, guard,
          [&](OpBuilder &b, Location l) {
            scf::YieldOp::create(b, l, atomic(b, l));
          },
          [&](OpBuilder &b, Location l) {
            scf::YieldOp::create(
                b, l, LLVM::PoisonOp::create(b, l, type).getResult());
          });
      results.push_back(branch.getResult(0));
    }
    if (ordering == LLVM::AtomicOrdering::acquire ||
        ordering == LLVM::AtomicOrdering::acq_rel)
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acquire,
                            scope);
    // Only the owner of an element saw its old value: the other holders
    // read it from the owner.
    if (*owner && !op.getResult().use_empty())
      results = shareFromOwners(rewriter, loc, op, results,
                                op.getResult().getType(), *owner);
    rewriter.replaceOpWithMultiple(
        op, {results, SmallVector<Value>{zeroToken(rewriter, loc)}});
    return success();
  }
};

/// Each thread checks the values it holds; convert-gpu-to-nvvm turns
/// cf.assert into a call of the CUDA runtime's __assertfail.
struct AssertLowering : public OpConversionPattern<nv_tileaa::AssertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::AssertOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Value condition : adaptor.getCondition())
      cf::AssertOp::create(rewriter, op.getLoc(), condition, op.getMessage());
    rewriter.eraseOp(op);
    return success();
  }
};

/// A tile block prints once: thread 0 calls printf (vprintf after
/// convert-gpu-to-nvvm, which also widens f32 to f64).
struct PrintLowering : public OpConversionPattern<nv_tileaa::PrintOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::PrintOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> args;
    // printf's C promotions: a pointer prints as its 64-bit address,
    // integers narrower than int widen to i32 (i1 as 0/1), floats narrower
    // than f32 to f32 (f8 from their bits; f32 to f64 is the vprintf
    // lowering's).
    Type i32 = rewriter.getI32Type();
    for (auto [arg, values] : llvm::zip(op.getArgs(), adaptor.getArgs())) {
      Type format = arg.getType();
      for (Value value : values) {
        Type type = value.getType();
        if (isDecodableNarrowFloat(format))
          value = decodeNarrowFloat(rewriter, loc, value, format);
        else if (isa<FloatType>(format) && !isa<FloatType>(type))
          return op.emitOpError("printing ") << format << " is not lowered yet";
        else if (isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 32)
          value = arith::ExtFOp::create(rewriter, loc, rewriter.getF32Type(),
                                        value);
        else if (isa<LLVM::LLVMPointerType>(type))
          value = LLVM::PtrToIntOp::create(rewriter, loc, rewriter.getI64Type(),
                                           value);
        else if (type.isInteger(1))
          value = arith::ExtUIOp::create(rewriter, loc, i32, value);
        else if (type.isInteger() && type.getIntOrFloatBitWidth() < 32)
          value = arith::ExtSIOp::create(rewriter, loc, i32, value);
        args.push_back(value);
      }
    }
    scf::IfOp::create(rewriter, loc, isFirstThread(rewriter, loc),
                      [&](OpBuilder &b, Location l) {
                        gpu::PrintfOp::create(b, l, op.getFormatAttr(), args);
                        scf::YieldOp::create(b, l);
                      });
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

/// A scalar select of pointers: the only arith op that can carry a
/// `!nv_tileaa.ptr`, which convert-arith-to-llvm does not know.
struct PointerSelectLowering : public OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<nv_tileaa::PointerType>(op.getType()))
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::SelectOp>(op, adaptor.getCondition(),
                                                adaptor.getTrueValue(),
                                                adaptor.getFalseValue());
    return success();
  }
};

struct GlobalAddressLowering
    : public OpConversionPattern<nv_tileaa::GlobalAddressOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::GlobalAddressOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getName());
    return success();
  }
};

/// Pointer casts value by value: inttoptr, ptrtoint, and nothing for a
/// change of pointee (LLVM pointers are opaque).
template <typename SourceOp>
struct PointerCastLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OneToNOpAdaptor =
      typename OpConversionPattern<SourceOp>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange sources = adaptor.getSource();
    SmallVector<Type> types;
    if (failed(this->getTypeConverter()->convertType(op.getType(), types)) ||
        types.size() != sources.size())
      return failure();
    SmallVector<Value> results;
    for (auto [source, type] : llvm::zip(sources, types)) {
      if constexpr (std::is_same_v<SourceOp, nv_tileaa::IntToPtrOp>)
        results.push_back(
            LLVM::IntToPtrOp::create(rewriter, op.getLoc(), type, source));
      else if constexpr (std::is_same_v<SourceOp, nv_tileaa::PtrToIntOp>)
        results.push_back(
            LLVM::PtrToIntOp::create(rewriter, op.getLoc(), type, source));
      else
        results.push_back(source);
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

/// A shared buffer is its place in `global_smem`, planned before the
/// conversion (tileas-plan-shared-memory).
struct AllocTensorLowering
    : public OpConversionPattern<nv_tileas::AllocTensorOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileas::AllocTensorOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, getSharedBuffer(rewriter, op.getLoc(), getSharedOffset(op)));
    return success();
  }
};

/// The CTA barriers tileas-insert-barriers placed.
struct BarrierLowering : public OpConversionPattern<gpu::BarrierOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(gpu::BarrierOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::Barrier0Op>(op);
    return success();
  }
};

template <typename TokenOp>
struct TokenLowering : public OpConversionPattern<TokenOp> {
  using OpConversionPattern<TokenOp>::OpConversionPattern;
  using OpAdaptor = typename TokenOp::Adaptor;

  LogicalResult
  matchAndRewrite(TokenOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, zeroToken(rewriter, op.getLoc()));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ConvertTileASToLLVMPass
    : public mlir::tileiras::impl::ConvertTileASToLLVMBase<
          ConvertTileASToLLVMPass> {
  using Base::Base;
  void runOnOperation() override {
    gpu::GPUModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    if (!module->hasAttr(
            nv_tileaa::TileAADialect::kComputeCapabilityAttrName) ||
        !module->hasAttr(nv_tileaa::TileAADialect::kTargetSpecAttrName)) {
      module.emitError("Failed to get ComputeCapability");
      return signalPassFailure();
    }

    // Phase 1: prints of tiles become prints of scalars.
    if (failed(decomposePrints(module))) {
      module.emitError("fails to decompose print ops");
      return signalPassFailure();
    }

    // Phase 2: the global_smem that holds the buffers
    // tileas-plan-shared-memory placed.
    if (failed(ensureGlobalSmem(module)))
      return signalPassFailure();

    if (failed(declareHeapFunctions(module)))
      return signalPassFailure();
    ensureTmaDescriptorPool(module);

    // Decided on the IR before conversion: which accesses move vectors.
    VectorPlans plans = planVectorAccesses(module);
    std::optional<RemarkCategories> categories = parseRemarkCategories(remarks);
    if (!categories) {
      module.emitError("unknown remarks '")
          << remarks << "' (expected none, tensorcore, memory or all)";
      return signalPassFailure();
    }
    emitLoweringRemarks(module, plans, *categories);

    TileLLVMTypeConverter converter(context);
    RewritePatternSet patterns(context);
    addBankPatterns<
#define GET_OP_LIST
#include "dialects/TileAS/IR/TileASOps.cpp.inc"
        >(converter, patterns);
    // The math ops that elementwise cuda_tile math becomes.
    addBankPatterns<math::AbsFOp, math::AbsIOp, math::Atan2Op, math::CeilOp,
                    math::CosOp, math::CoshOp, math::ExpOp, math::Exp2Op,
                    math::FloorOp, math::FmaOp, math::FPowIOp, math::LogOp,
                    math::Log2Op,
                    math::PowFOp, math::RsqrtOp, math::SinOp, math::SinhOp,
                    math::SqrtOp, math::TanOp, math::TanhOp>(converter,
                                                             patterns);
    patterns
        .add<TensorSplatLowering, ConstantSplatLowering, ConstantTensorLowering,
             ArithConstantTileLowering, IotaLowering, AddPtrLowering,
             AtomicLowering<nv_tileaa::AtomicRMWOp>,
             AtomicLowering<nv_tileaa::AtomicCASOp>,
             ForwardOperandLowering<nv_tileaa::AssumeOp>, GlobalAddressLowering,
             AssertLowering, PrintLowering, PointerSelectLowering,
             ExtractLowering, PointerCastLowering<nv_tileaa::IntToPtrOp>,
             PointerCastLowering<nv_tileaa::PtrToIntOp>,
             PointerCastLowering<nv_tileaa::BitcastOp>,
             TokenLowering<nv_tileaa::MakeTokenOp>,
             TokenLowering<nv_tileaa::JoinTokensOp>>(converter, context);
    patterns.add<LoadLowering, StoreLowering>(converter, context, plans);
    patterns.add<AllocTensorLowering, BarrierLowering>(converter, context);

    ConversionTarget target(*context);
    target.addIllegalDialect<nv_tileas::TileASDialect>();
    target.addIllegalOp<gpu::BarrierOp>();
    target.addDynamicallyLegalDialect<math::MathDialect>([](Operation *op) {
      return llvm::none_of(op->getOperandTypes(),
                           [](Type t) { return isa<RankedTensorType>(t); });
    });
    target.addIllegalOp<
        tensor::SplatOp, nv_tileaa::SplatOp, nv_tileaa::ConstantTensorOp,
        nv_tileaa::PermuteOp, nv_tileaa::RepackOp, tensor::ExtractSliceOp,
        tensor::InsertSliceOp, tensor::ConcatOp, nv_tileaa::IotaOp, nv_tileaa::ReshapeOp,
        nv_tileaa::BroadcastOp, nv_tileaa::AddPtrOp, nv_tileaa::LoadOp,
        nv_tileaa::StoreOp, nv_tileaa::AtomicRMWOp, nv_tileaa::AtomicCASOp,
        nv_tileaa::GlobalAddressOp, nv_tileaa::AssertOp, nv_tileaa::PrintOp,
        nv_tileaa::AssumeOp, nv_tileaa::IntToPtrOp, nv_tileaa::PtrToIntOp,
        nv_tileaa::BitcastOp, nv_tileaa::MakeTokenOp, nv_tileaa::JoinTokensOp,
        nv_tileaa::ReduceOp, nv_tileaa::MakeMemRefOp, nv_tileaa::BlockTileOp,
        nv_tileaa::GetDimSizeOp, nv_tileaa::TiledLoadOp,
        nv_tileaa::TiledStoreOp, nv_tileaa::TiledAtomicRMWOp,
        nv_tileaa::GatherLoadOp, nv_tileaa::ScatterStoreOp, nv_tileaa::DotOp,
        nv_tileaa::DotScaledOp,
        nv_tileaa::ScanOp, nv_tileaa::AllocaOp>();
    target.addDynamicallyLegalOp<tensor::ExtractOp>([](tensor::ExtractOp op) {
      return !getLayout(op.getTensor().getType());
    });
    // Every tile becomes per-thread values: an op left holding a distributed
    // tile (one without a pattern, or one that folding made) fails the
    // conversion with its location instead of reaching LLVM translation.
    auto holdsNoTile = [](Operation *op) {
      auto isTile = [](Type type) {
        return static_cast<bool>(getLayout(type));
      };
      return llvm::none_of(op->getOperandTypes(), isTile) &&
             llvm::none_of(op->getResultTypes(), isTile);
    };
    target.addDynamicallyLegalOp<arith::ExtFOp, arith::TruncFOp>(
        [=](Operation *op) {
          return holdsNoTile(op) && !isNarrowFloatCast(op);
        });
    target.addDynamicallyLegalOp<arith::SelectOp>([=](arith::SelectOp op) {
      return holdsNoTile(op) && !isa<nv_tileaa::PointerType>(op.getType());
    });
    target.markUnknownOpDynamicallyLegal(holdsNoTile);
    populateCrossThreadPatterns(converter, patterns);
    populateMmaDotPatterns(converter, patterns);
    populateWgmmaDotPatterns(converter, patterns);
    populateLdmatrixPatterns(converter, patterns);
    populateNarrowFloatPatterns(converter, patterns);
    populateViewPatterns(converter, patterns, plans);
    populateAllocaPatterns(converter, patterns);
    populateTmaPatterns(converter, patterns);
    populateTcgen05Patterns(converter, patterns);
    populateStmatrixPatterns(converter, patterns);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);

    markFinalTensorMemoryAllocations(module);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    mergeAdjacentBarriers(module);
    nameConsumerBarriers(module);
    // The plan's marks on kernels have served.
    for (auto function : module.getOps<FunctionOpInterface>()) {
      function->removeAttr(kSharedBytesAttr);
      function->removeAttr(kBarriersPlacedAttr);
    }
  }

  /// In a warp-specialized kernel the producer warps do not take part in
  /// the consumers' barriers: each CTA barrier among the consumers (the
  /// then-region of the scf.if marked with their count) becomes named
  /// barrier 1 for that many threads.
  static void nameConsumerBarriers(gpu::GPUModuleOp module) {
    module.walk([&](scf::IfOp split) {
      auto threads = split->getAttrOfType<IntegerAttr>(kConsumerThreadsAttr);
      if (!threads)
        return;
      SmallVector<Operation *> barriers;
      split.getElseRegion().walk([&](Operation *op) {
        if (isa<NVVM::Barrier0Op, gpu::BarrierOp>(op))
          barriers.push_back(op);
      });
      for (Operation *barrier : barriers) {
        OpBuilder builder(barrier);
        Location loc = barrier->getLoc();
        auto constant = [&](int64_t v) {
          return LLVM::ConstantOp::create(builder, loc, builder.getI32Type(),
                                          v);
        };
        NVVM::BarrierOp::create(builder, loc, Type(), constant(1),
                                constant(threads.getInt()),
                                NVVM::BarrierReductionAttr(), Value());
        barrier->erase();
      }
    });
  }

  /// Accesses of shared memory end and begin with a CTA barrier; where one
  /// barrier follows another with nothing touching memory between them,
  /// the second synchronizes nothing the first did not.
  static void mergeAdjacentBarriers(gpu::GPUModuleOp module) {
    SmallVector<Operation *> redundant;
    module.walk([&](NVVM::Barrier0Op barrier) {
      for (Operation *next = barrier->getNextNode(); next;
           next = next->getNextNode()) {
        if (isa<NVVM::Barrier0Op>(next)) {
          redundant.push_back(next);
          return;
        }
        if (!isMemoryEffectFree(next))
          return;
      }
    });
    for (Operation *barrier : redundant)
      barrier->erase();
  }
};

} // namespace
