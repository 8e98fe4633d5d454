//===- Alloca.cpp - tile-block memory from the device heap ----------------===//
//
// A tile block's alloca must be one allocation seen by every thread of the
// CTA, addressed by an ordinary global pointer, so it comes from the device
// heap of the CUDA runtime (malloc/free, which ptxas knows like vprintf):
// thread 0 allocates, every thread reads the address from shared memory,
// and thread 0 frees it once every thread is past the end of the loop
// iteration or kernel holding the alloca (cuda_tile's allocation scopes;
// an alloca directly inside an `if` is refused). The heap is global memory, which also gives what the
// `global` flag asks: other tile blocks may use the address.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// What CUDA's device malloc guarantees of the addresses it returns.
constexpr int64_t kMallocAlignment = 16;

struct AllocaLowering : public OpConversionPattern<nv_tileaa::AllocaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(nv_tileaa::AllocaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto module = op->getParentOfType<gpu::GPUModuleOp>();
    auto malloc = module.lookupSymbol<LLVM::LLVMFuncOp>("malloc");
    auto free = module.lookupSymbol<LLVM::LLVMFuncOp>("free");
    if (!malloc || !free)
      return rewriter.notifyMatchFailure(op, "malloc and free not declared");

    auto type = cast<nv_tileaa::PointerType>(op.getType());
    if (type.getAddressSpace() != nv_tileaa::AddressSpace::Global)
      return op.emitOpError("is lowered to device-heap memory, which takes a "
                            "global pointer, not ")
             << type;
    // Its memory lives to the end of the enclosing loop iteration or
    // kernel (cuda_tile's allocation scopes): freed at the end of this block
    // only where that is such a scope.
    Operation *scope = op->getParentOp();
    if (!isa<scf::ForOp, FunctionOpInterface>(scope))
      return op.emitOpError("inside ")
             << scope->getName()
             << " is not lowered yet: its memory must outlive the block";
    Type global = getTypeConverter()->convertType(type);
    Type generic = LLVM::LLVMPointerType::get(rewriter.getContext());
    Type i64 = rewriter.getI64Type();
    int64_t alignment = op.getAlignment();
    // Beyond what malloc aligns to, ask for the slack to round up within.
    int64_t slack = alignment > kMallocAlignment ? alignment - 1 : 0;
    // At least a byte: malloc(0) may answer null, which is not a failure.
    std::optional<int64_t> needed = llvm::checkedMul<int64_t>(
        op.getNumElem(), getElementBytes(type.getPointeeType()));
    if (needed)
      needed = llvm::checkedAdd<int64_t>(*needed, slack);
    if (!needed)
      return op.emitOpError("asks for more bytes than 64 bits count");
    int64_t bytes = std::max<int64_t>(*needed, 1);

    Value owner = emitHoldsCanonicalCopy(rewriter, loc, type);
    auto allocate = scf::IfOp::create(
        rewriter, loc, owner,
        [&](OpBuilder &b, Location l) {
          Value size = LLVM::ConstantOp::create(b, l, i64, bytes);
          Value raw =
              LLVM::CallOp::create(b, l, malloc, ValueRange{size}).getResult();
          // The spec's "trap if the request cannot be satisfied".
          Value failed =
              LLVM::ICmpOp::create(b, l, LLVM::ICmpPredicate::eq, raw,
                                   LLVM::ZeroOp::create(b, l, generic));
          scf::IfOp::create(b, l, failed, [&](OpBuilder &inner, Location at) {
            LLVM::Trap::create(inner, at);
            scf::YieldOp::create(inner, at);
          });
          Value address = LLVM::AddrSpaceCastOp::create(b, l, global, raw);
          if (slack) {
            Value bits = LLVM::PtrToIntOp::create(b, l, i64, address);
            bits = LLVM::AddOp::create(
                b, l, bits, LLVM::ConstantOp::create(b, l, i64, slack));
            bits = LLVM::AndOp::create(
                b, l, bits, LLVM::ConstantOp::create(b, l, i64, -alignment));
            address = LLVM::IntToPtrOp::create(b, l, global, bits);
          }
          scf::YieldOp::create(b, l, ValueRange{address, raw});
        },
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(
              b, l,
              ValueRange{LLVM::PoisonOp::create(b, l, global).getResult(),
                         LLVM::PoisonOp::create(b, l, generic).getResult()});
        });
    Value address =
        shareFromOwners(rewriter, loc, op, allocate.getResult(0), type, owner)
            .front();

    // The end of the alloca's lifetime: every thread must be done with it.
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(op->getBlock()->getTerminator());
      NVVM::Barrier0Op::create(rewriter, loc);
      scf::IfOp::create(rewriter, loc, owner, [&](OpBuilder &b, Location l) {
        LLVM::CallOp::create(b, l, free, allocate.getResult(1));
        scf::YieldOp::create(b, l);
      });
    }
    rewriter.replaceOp(op, address);
    return success();
  }
};

} // namespace

LogicalResult mlir::tileiras::declareHeapFunctions(gpu::GPUModuleOp module) {
  bool allocates =
      module.walk([](nv_tileaa::AllocaOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
  if (!allocates)
    return success();
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  if (failed(LLVM::lookupOrCreateMallocFn(builder, module,
                                          builder.getI64Type())) ||
      failed(LLVM::lookupOrCreateFreeFn(builder, module)))
    return failure();
  return success();
}

void mlir::tileiras::populateAllocaPatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<AllocaLowering>(converter, patterns.getContext());
}
