//===- Image.h - the kernel image a launch loads ------------------*- C++ -*-===//
//
// What the driver loads: the bytes of a cubin, fatbin or PTX module, the
// kernel to launch, and the block size and dynamic shared memory the
// compiler recorded for it (when the image came from the pipeline's output).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRASRUN_IMAGE_H
#define TILEIRAS_TOOLS_TILEIRASRUN_IMAGE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <array>
#include <memory>
#include <optional>
#include <string>

namespace tileiras::run {

enum class ImageFormat { Cubin, Fatbin, PTX };

/// The file extension an image of this format is written with.
llvm::StringRef getImageExtension(ImageFormat format);

struct Image {
  std::string bytes; // null-terminated, as cuModuleLoadData reads PTX
  ImageFormat format = ImageFormat::Cubin;
  std::string kernel;
  std::optional<std::array<unsigned, 3>> block;
  unsigned smem = 0;
};

/// The format of a raw image (an ELF cubin, a fatbin, PTX text), or none.
std::optional<ImageFormat> getRawImageFormat(llvm::StringRef data);

/// Reads the gpu.binary in the MLIR text `file` (named `path`) and the
/// kernel `kernel` of its object `objectIndex`; `kernel` may be empty when
/// the object records a single kernel. tileiras-launch, which links no MLIR,
/// answers with an error saying so.
llvm::Expected<Image> loadFromMLIR(std::unique_ptr<llvm::MemoryBuffer> file,
                                   llvm::StringRef path,
                                   llvm::StringRef kernel,
                                   unsigned objectIndex);

} // namespace tileiras::run

#endif // TILEIRAS_TOOLS_TILEIRASRUN_IMAGE_H
