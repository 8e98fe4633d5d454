//===- Pipelines.h - the tileiras pipelines ----------------------*- C++ -*-===//

#ifndef TILEIRAS_PIPELINES_PIPELINES_H
#define TILEIRAS_PIPELINES_PIPELINES_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::tileiras {

/// What the pipelines take (their options, by the same names).
struct PipelineOptions {
  std::string chip = "sm_80";
  unsigned optLevel = 3;
  int64_t numWarps = 4;
  int64_t prefetchRegisters = 32;
  int64_t pipelineStages = 3;
  /// TMA copies through mbarriers in the pipelines where they apply.
  bool useTma = true;
  /// On sm_100a, products in tensor memory by tcgen05 where they apply.
  bool useTensorMemory = true;
  /// On sm_90a, a producer warpgroup for kernels of 8 warps or more.
  bool warpSpecialize = true;
  /// Line tables (`.loc`/`.file` in the PTX) from the kernels' locations.
  bool lineInfo = false;
  /// Full debug information (DWARF sections, ptxas -g), unoptimized.
  bool deviceDebug = false;
  /// Remarks of convert-tileas-to-llvm: none, tensorcore, memory or all.
  std::string remarks = "none";
};

/// The pass pipeline text of `tileiras-to-nvvm` (run inside a
/// builtin.module pass manager): the one spelling of the cascade, which the
/// registered pipelines and the `tileiras` command both run.
std::string getToNVVMPipeline(const PipelineOptions &options);

/// gpu-module-to-binary's spelling of an output format (`offload` is LLVM
/// bitcode, `llvm`); none for a format no stage makes.
std::optional<std::string> getBinaryFormat(llvm::StringRef format);

/// Registers `tileiras-to-nvvm` (everything before serialization) and
/// `tileiras` (that plus gpu-module-to-binary).
void registerTileirasPipelines();

} // namespace mlir::tileiras

#endif // TILEIRAS_PIPELINES_PIPELINES_H
