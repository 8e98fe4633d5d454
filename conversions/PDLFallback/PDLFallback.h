//===- PDLFallback.h - user PDL patterns in conversion passes ----*- C++ -*-===//
//
// Conversion passes accept PDL pattern modules from a file (the
// `pdl-patterns` option, PDLFallback.td) and run them next to their C++
// patterns. The upstream driver lowers PDL to the PDL interpreter only when
// the pattern set is frozen and aborts the process if that fails; this
// component reads, checks and test-lowers the module first, so a bad file
// becomes located diagnostics and a failed pass instead.
//
// A pass that uses it lists `::mlir::pdl::PDLDialect` and
// `::mlir::pdl_interp::PDLInterpDialect` among its dependent dialects: both
// must be loaded before the pass runs.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_PDLFALLBACK_PDLFALLBACK_H
#define TILEIRAS_CONVERSIONS_PDLFALLBACK_PDLFALLBACK_H

#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
class TypeConverter;

namespace tileiras {

/// The error every failure of the fallback ends with, on `diagAnchor`.
inline constexpr llvm::StringLiteral kPDLLoweringFailure =
    "failed to lower PDL pattern module to the PDL Interpreter";

/// Reads the MLIR file at `path`, which holds `pdl.pattern` ops at top level
/// or inside nested `builtin.module`s, and adds them to `patterns` as one
/// PDL pattern module. An empty `path` adds nothing.
///
/// The file is checked before anything is added: it must open, parse and
/// verify; hold only patterns (and modules around them), at least one; name
/// only operations registered in the context (unless it allows unregistered
/// dialects) and native constraints and rewrites already registered with
/// `patterns`; and lower to the PDL interpreter. Otherwise the cause is reported where it
/// lies, `kPDLLoweringFailure` is emitted on `diagAnchor` and failure is
/// returned.
///
/// With a `converter`, the patterns carry it (PDLConversionConfig) and the
/// dialect conversion functions (`convertValue`, `convertType`, ...) are
/// registered, so that PDL rewrites can convert types the way the pass does.
LogicalResult addPDLPatternsFromFile(StringRef path,
                                     RewritePatternSet &patterns,
                                     Operation *diagAnchor,
                                     const TypeConverter *converter = nullptr);

} // namespace tileiras
} // namespace mlir

#endif // TILEIRAS_CONVERSIONS_PDLFALLBACK_PDLFALLBACK_H
