//===- CudaTileDialect.cpp - the cuda_tile dialect --------------------------===//

#include "dialects/CudaTile/IR/CudaTileDialect.h"
#include "dialects/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "dialects/CudaTile/IR/CudaTileDialect.cpp.inc"

namespace {
/// Debug-info scopes print once, as aliases named after their kind
/// (`#di_subprogram`, `#di_file1`, ...), instead of inline at every use.
struct CudaTileAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    return llvm::TypeSwitch<Attribute, AliasResult>(attr)
        .Case<DIFileAttr, DICompileUnitAttr, DISubprogramAttr,
              DILexicalBlockAttr>([&](auto scope) {
          os << scope.getMnemonic();
          return AliasResult::OverridableAlias;
        })
        .Default([](Attribute) { return AliasResult::NoAlias; });
  }
};
} // namespace

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
  addInterfaces<CudaTileAsmInterface>();
}

void CudaTileDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileModuleOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileArithOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileConversionOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileTileOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileMemoryOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"
      >();
}
