//===- NoMLIR.cpp - tileiras-launch reads raw images only -----------------===//
//
// tileiras-launch links no MLIR, so that it runs where LLVM is not
// installed; the pipeline's output is read by tileiras-run, whose --export
// writes what this tool loads.
//
//===----------------------------------------------------------------------===//

#include "tools/tileiras-run/Image.h"

#include "llvm/Support/FormatVariadic.h"

using namespace tileiras::run;

llvm::Expected<Image>
tileiras::run::loadFromMLIR(std::unique_ptr<llvm::MemoryBuffer>,
                            llvm::StringRef path, llvm::StringRef,
                            unsigned) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      llvm::formatv("{0} is not a cubin, fatbin or PTX module; tileiras-launch "
                    "reads only those (tileiras-run --export writes them from "
                    "the pipeline's output)",
                    path));
}
