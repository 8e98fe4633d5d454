//===- RequiredPtx.h - PTX versions the lowering's instructions need ------===//
//
// The lowering writes some instructions as inline PTX (the NVVM dialect has
// no op for them); where the PTX ISA version that has such an instruction
// is newer than LLVM's default for a chip, the inline-asm op carries
// kRequiredPtxAttrName (the version times ten, e.g. 84 for PTX 8.4) and
// tileiras-attach-target asks for a PTX version that has it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TARGET_REQUIREDPTX_H
#define TILEIRAS_TARGET_REQUIREDPTX_H

#include "llvm/ADT/StringRef.h"

namespace mlir::tileiras {

inline constexpr llvm::StringLiteral kRequiredPtxAttrName =
    "tileiras.required_ptx";

} // namespace mlir::tileiras

#endif // TILEIRAS_TARGET_REQUIREDPTX_H
