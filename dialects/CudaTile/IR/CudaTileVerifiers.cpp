//===- CudaTileVerifiers.cpp - rules shared by op verifiers ----------------===//

#include "dialects/CudaTile/IR/CudaTileVerifiers.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult mlir::cuda_tile::verifyFlushToZero(Operation *op,
                                                 bool flushToZero) {
  if (!flushToZero || op->getNumResults() == 0)
    return success();
  Type elementType = getTileElementTypeOrSelf(op->getResult(0).getType());
  if (!elementType.isF32())
    return op->emitOpError("flush_to_zero modifier only supported for f32 "
                           "data type, but got: ")
           << elementType;
  return success();
}

/// Shared by loads and stores: `allowed` lists the orderings, `what` names
/// the access in diagnostics.
static LogicalResult verifyOrdering(Operation *op, MemoryOrdering ordering,
                                    std::optional<MemoryScope> scope,
                                    MemoryOrdering synchronizing,
                                    StringRef what) {
  if (ordering != MemoryOrdering::Weak && ordering != MemoryOrdering::Relaxed &&
      ordering != synchronizing)
    return op->emitOpError("expect one of: weak, relaxed, or ")
           << stringifyMemoryOrdering(synchronizing)
           << ", but got: " << stringifyMemoryOrdering(ordering);
  if (ordering == MemoryOrdering::Weak && scope)
    return op->emitOpError("weak ") << what << " must not have memory scope";
  if (ordering != MemoryOrdering::Weak && !scope)
    return op->emitOpError("memory scope is required for ")
           << stringifyMemoryOrdering(ordering) << " " << what;
  return success();
}

LogicalResult
mlir::cuda_tile::verifyLoadOrdering(Operation *op, MemoryOrdering ordering,
                                    std::optional<MemoryScope> scope) {
  return verifyOrdering(op, ordering, scope, MemoryOrdering::Acquire, "load");
}

LogicalResult
mlir::cuda_tile::verifyStoreOrdering(Operation *op, MemoryOrdering ordering,
                                     std::optional<MemoryScope> scope) {
  return verifyOrdering(op, ordering, scope, MemoryOrdering::Release, "store");
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

/// The di_loc inside a location, looking through names, call sites (the
/// caller), fused and opaque locations.
static DILocAttr findDILoc(LocationAttr loc) {
  return llvm::TypeSwitch<LocationAttr, DILocAttr>(loc)
      .Case([](DILocAttr di) { return di; })
      .Case([](NameLoc name) { return findDILoc(name.getChildLoc()); })
      .Case([](CallSiteLoc site) { return findDILoc(site.getCaller()); })
      .Case([](OpaqueLoc opaque) {
        return findDILoc(opaque.getFallbackLocation());
      })
      .Case([](FusedLoc fused) {
        for (Location part : fused.getLocations())
          if (DILocAttr di = findDILoc(part))
            return di;
        return DILocAttr();
      })
      .Default([](LocationAttr) { return DILocAttr(); });
}

/// The subprogram enclosing a local scope.
static DISubprogramAttr getEnclosingSubprogram(Attribute scope) {
  while (auto block = dyn_cast_or_null<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return dyn_cast_or_null<DISubprogramAttr>(scope);
}

LogicalResult mlir::cuda_tile::verifyKernelDebugInfo(FunctionOpInterface kernel) {
  if (isa<CallSiteLoc>(kernel.getLoc()))
    return kernel.emitOpError("invalid function debug info location: ")
           << kernel.getLoc()
           << ". Function location must not be a CallSiteLoc.";
  DILocAttr di = findDILoc(kernel.getLoc());
  if (!di)
    return success();
  auto subprogram = dyn_cast<DISubprogramAttr>(di.getScope());
  if (!subprogram)
    return kernel.emitOpError("invalid function debug info scope: ")
           << di.getScope()
           << ". Function location must have cuda_tile.di_subprogram debug "
              "info scope.";
  if (subprogram.getLinkageName() != kernel.getName())
    return kernel.emitOpError("invalid function debug info scope: ")
           << subprogram << ". Function name \"" << kernel.getName()
           << "\" does not match subprogram scope linkage name "
           << subprogram.getLinkageName() << ".";
  return success();
}

LogicalResult
mlir::cuda_tile::verifyKernelBodyDebugInfo(FunctionOpInterface kernel) {
  DISubprogramAttr kernelScope;
  if (DILocAttr di = findDILoc(kernel.getLoc()))
    kernelScope = getEnclosingSubprogram(di.getScope());
  WalkResult walk = kernel->walk([&](Operation *op) {
    if (op == kernel.getOperation())
      return WalkResult::advance();
    DILocAttr di = findDILoc(op->getLoc());
    DISubprogramAttr opScope = di ? getEnclosingSubprogram(di.getScope())
                                  : DISubprogramAttr();
    if (!opScope)
      return WalkResult::advance();
    if (!kernelScope) {
      op->emitOpError("invalid operation debug info scope: ")
          << opScope
          << ". Operation has debug info scope, but function debug info "
             "scope is undefined.";
      return WalkResult::interrupt();
    }
    if (opScope != kernelScope) {
      op->emitError("invalid operation debug info scope: ")
          << opScope
          << ". Operation debug info scope does not match function debug "
             "info scope: "
          << kernelScope << ".";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult mlir::cuda_tile::verifyModuleItemDebugInfo(Operation *item) {
  if (isa<FunctionOpInterface>(item))
    return success();
  if (DILocAttr di = findDILoc(item->getLoc()))
    return item->emitOpError("invalid operation debug info scope: ")
           << di << ". Global variables must not have scope.";
  return success();
}
