//===- Pipelines.h - the tileiras pipelines ----------------------*- C++ -*-===//

#ifndef TILEIRAS_PIPELINES_PIPELINES_H
#define TILEIRAS_PIPELINES_PIPELINES_H

namespace mlir::tileiras {

/// Registers `tileiras-to-nvvm` (everything before serialization) and
/// `tileiras` (that plus gpu-module-to-binary).
void registerTileirasPipelines();

} // namespace mlir::tileiras

#endif // TILEIRAS_PIPELINES_PIPELINES_H
