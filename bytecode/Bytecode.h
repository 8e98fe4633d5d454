//===- Bytecode.h - read and write Tile IR bytecode -------------*- C++ -*-===//
//
// The binary form of a cuda_tile module that NVIDIA's tools exchange
// (cuTile Python writes it, tileiras and the CUDA driver read it), versions
// 13.1 to 13.4. Every tool of the project links this library.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_BYTECODE_BYTECODE_H
#define TILEIRAS_BYTECODE_BYTECODE_H

#include "bytecode/Format.h"

#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
class MLIRContext;
namespace cuda_tile {
class ModuleOp;
} // namespace cuda_tile
} // namespace mlir

namespace tileiras::bytecode {

/// True when `buffer` starts with the bytecode magic.
bool isBytecode(llvm::MemoryBufferRef buffer);

/// Decodes `buffer` into a verified cuda_tile module (named @kernels: the
/// format does not keep the name). Errors are reported to the context's
/// diagnostic handler at a location in the buffer's file whose column is
/// the byte offset where decoding failed; null is returned.
mlir::OwningOpRef<mlir::cuda_tile::ModuleOp>
readBytecode(llvm::MemoryBufferRef buffer, mlir::MLIRContext *context);

/// Encodes `module` for `version`. An op, attribute, type or operand form
/// that `version` cannot express is an error at its location; nothing is
/// written to `os` then.
mlir::LogicalResult writeBytecode(mlir::cuda_tile::ModuleOp module,
                                  llvm::raw_ostream &os,
                                  Version version = kDefaultVersion);

} // namespace tileiras::bytecode

#endif // TILEIRAS_BYTECODE_BYTECODE_H
