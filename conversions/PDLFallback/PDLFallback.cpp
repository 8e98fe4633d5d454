//===- PDLFallback.cpp - user PDL patterns in conversion passes -------------===//

#include "conversions/PDLFallback/PDLFallback.h"

#include "mlir/Conversion/PDLToPDLInterp/PDLToPDLInterp.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace {

/// Moves every pdl.pattern of `parsed` into `flat`, top level. Anything but
/// patterns and the modules holding them is an error.
LogicalResult collectPatterns(ModuleOp parsed, ModuleOp flat, StringRef path) {
  SmallVector<pdl::PatternOp> found;
  WalkResult walk = parsed->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto pattern = dyn_cast<pdl::PatternOp>(op)) {
      found.push_back(pattern);
      return WalkResult::skip();
    }
    if (isa<ModuleOp>(op))
      return WalkResult::advance();
    op->emitError("a PDL pattern file holds only pdl.pattern ops and modules "
                  "around them, found '")
        << op->getName() << "'";
    return WalkResult::interrupt();
  });
  if (walk.wasInterrupted())
    return failure();
  if (found.empty())
    return emitError(parsed.getLoc(), "PDL pattern file '")
           << path << "' holds no pdl.pattern";
  Block *body = flat.getBody();
  for (pdl::PatternOp pattern : found)
    pattern->moveBefore(body, body->end());
  // Patterns from different nested modules may share a name.
  return verify(flat);
}

/// Checks what the PDL interpreter resolves by name, which its lowering and
/// bytecode generation take on trust: operation names and native functions.
LogicalResult checkReferences(ModuleOp flat, RewritePatternSet &patterns) {
  MLIRContext *context = flat.getContext();
  PDLPatternModule &held = patterns.getPDLPatterns();
  const auto &constraints = held.getConstraintFunctions();
  const auto &rewrites = held.getRewriteFunctions();
  bool failed = false;
  flat.walk([&](Operation *op) {
    if (auto operation = dyn_cast<pdl::OperationOp>(op)) {
      std::optional<StringRef> name = operation.getOpName();
      if (name && !context->allowsUnregisteredDialects() &&
          !RegisteredOperationName::lookup(*name, context)) {
        operation.emitError("operation '")
            << *name << "' is not registered in this context";
        failed = true;
      }
    } else if (auto constraint = dyn_cast<pdl::ApplyNativeConstraintOp>(op)) {
      if (!constraints.contains(constraint.getName())) {
        constraint.emitError("native constraint '")
            << constraint.getName() << "' is not registered";
        failed = true;
      }
    } else if (auto rewrite = dyn_cast<pdl::ApplyNativeRewriteOp>(op)) {
      if (!rewrites.contains(rewrite.getName())) {
        rewrite.emitError("native rewrite '")
            << rewrite.getName() << "' is not registered";
        failed = true;
      }
    }
  });
  return failure(failed);
}

/// Lowers a copy of `flat` to the PDL interpreter, the step the pattern
/// driver would otherwise take later without a way to report failure.
LogicalResult checkLowering(ModuleOp flat) {
  OwningOpRef<ModuleOp> trial = flat.clone();
  DenseMap<Operation *, PDLPatternConfigSet *> configs;
  PassManager lowering(flat.getContext(), ModuleOp::getOperationName());
  lowering.addPass(createConvertPDLToPDLInterpPass(configs));
  return lowering.run(*trial);
}

} // namespace

LogicalResult mlir::tileiras::addPDLPatternsFromFile(
    StringRef path, RewritePatternSet &patterns, Operation *diagAnchor,
    const TypeConverter *converter) {
  if (path.empty())
    return success();
  MLIRContext *context = patterns.getContext();
  auto fail = [&] { return diagAnchor->emitError(kPDLLoweringFailure); };

  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer) {
    diagAnchor->emitError("cannot read PDL pattern file '")
        << path << "': " << buffer.getError().message();
    return fail();
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  // Verified separately so that syntax and verifier errors stay apart.
  OwningOpRef<ModuleOp> parsed = parseSourceFile<ModuleOp>(
      sourceMgr, ParserConfig(context, /*verifyAfterParse=*/false));
  if (!parsed || failed(verify(*parsed)))
    return fail();

  OwningOpRef<ModuleOp> flat = ModuleOp::create(parsed->getLoc());
  if (failed(collectPatterns(*parsed, *flat, path)))
    return fail();
  if (converter)
    registerConversionPDLFunctions(patterns);
  if (failed(checkReferences(*flat, patterns)) || failed(checkLowering(*flat)))
    return fail();

  if (converter)
    patterns.add(
        PDLPatternModule(std::move(flat), PDLConversionConfig(converter)));
  else
    patterns.add(PDLPatternModule(std::move(flat)));
  return success();
}
