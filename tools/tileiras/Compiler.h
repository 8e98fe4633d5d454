//===- Compiler.h - compile a Tile IR program in-process ---------*- C++ -*-===//
//
// What the `tileiras` command and the C API (tileiras.h) share: one call
// takes a program (Tile IR bytecode or text) and options and returns the output bytes and
// the diagnostics. Each call has its own MLIRContext, so calls on different
// threads do not share state; the pipeline is the one the mlir-opt plugins
// register (pipelines/Pipelines.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRAS_COMPILER_H
#define TILEIRAS_TOOLS_TILEIRAS_COMPILER_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace tileiras {

/// What a compilation produces.
enum class Emit { Mlir, Llvm, Ptx, Cubin, Fatbin };

/// `mlir`, `llvm`, `ptx`, `cubin` or `fatbin`; none for other names.
std::optional<Emit> parseEmit(llvm::StringRef name);

struct CompileOptions {
  /// The GPU, as NVIDIA's tileiras names it (`sm_90`) or with the suffix of
  /// arch-specific code (`sm_90a`).
  std::string gpuName = "sm_80";
  unsigned optLevel = 3;
  Emit emit = Emit::Cubin;
  /// Stop after this pass of the pipeline and emit the MLIR it leaves.
  std::string stopAfter;
  /// `.loc`/`.file` line tables from the program's locations.
  bool lineInfo = false;
  /// Full debug information, unoptimized (NVIDIA's --device-debug, -g).
  bool deviceDebug = false;
  /// Remarks on what became of each matrix product and global-memory
  /// access: none, tensorcore, memory or all.
  std::string remarks = "none";
  /// Remarks go to the log (as diagnostics) unless only collected.
  bool remarksInLog = true;
  /// Optimization hints that are unknown, misplaced or out of range:
  /// ignored, warnings (-Wunsupported-hints) or errors (-Werr-hints).
  enum class HintChecks { Ignore, Warn, Error } hintChecks = HintChecks::Ignore;
};

/// One remark: where, its category (tensorcore, memory), whether the
/// compiler did what it aims for (passed) or not (missed), and the text.
struct Remark {
  std::string file;
  unsigned line = 0, column = 0;
  std::string category;
  bool passed = false;
  std::string message;
};

struct CompileResult {
  bool succeeded = false;
  /// The output: text (MLIR, LLVM IR, PTX) or an object (cubin, fatbin).
  std::string output;
  /// Diagnostics, each with its location, as a terminal shows them.
  std::string log;
  /// The remarks CompileOptions::remarks asked for.
  std::vector<Remark> remarks;
};

/// `remarks` as LLVM's YAML remark documents (--- !Passed / !Missed).
std::string formatRemarksAsYaml(const std::vector<Remark> &remarks);

/// The chip the pipeline targets for `gpuName`: NVIDIA's tileiras compiles
/// sm_90 and newer with their arch-specific features, so `sm_90` is
/// `sm_90a`, `sm_100` is `sm_100a`; a name with a suffix is kept. None for a
/// name that is no SM.
std::optional<std::string> getChip(llvm::StringRef gpuName);

/// The names of the pipeline's passes, in order (what `stopAfter` takes).
std::vector<std::string> getStages(const CompileOptions &options);

/// Compiles `input` (Tile IR bytecode or text; `inputName` names it in
/// diagnostics).
CompileResult compile(llvm::StringRef input, llvm::StringRef inputName,
                      const CompileOptions &options);

/// The version the command and the library report.
const char *getVersion();

/// The Tile IR bytecode versions the input may be in ("13.1", ...).
std::vector<std::string> getBytecodeVersions();

} // namespace tileiras

#endif // TILEIRAS_TOOLS_TILEIRAS_COMPILER_H
