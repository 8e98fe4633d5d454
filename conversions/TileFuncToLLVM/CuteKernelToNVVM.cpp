//===- CuteKernelToNVVM.cpp - cute.kernel to nvvm.kernel ------------------===//

#include "conversions/TileFuncToLLVM/Passes.h"

namespace mlir::tileiras {
#define GEN_PASS_DEF_CUTEKERNELTONVVM
#include "conversions/TileFuncToLLVM/Passes.h.inc"
} // namespace mlir::tileiras

using namespace mlir;

namespace {

class CuteKernelToNVVMPass
    : public tileiras::impl::CuteKernelToNVVMBase<CuteKernelToNVVMPass> {
public:
  void runOnOperation() override {
    UnitAttr unit = UnitAttr::get(&getContext());
    // Functions and the modules holding them; never their bodies.
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
      if (!func)
        return WalkResult::advance();
      if (func->removeAttr("cute.kernel"))
        func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), unit);
      return WalkResult::skip();
    });
  }
};

} // namespace
