//===- CuteKernelToNVVM.cpp - cute.kernel to nvvm.kernel --------------------===//

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
    getOperation().walk([&](LLVM::LLVMFuncOp func) {
      if (!func->removeAttr("cute.kernel"))
        return;
      func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), unit);
    });
  }
};

} // namespace
