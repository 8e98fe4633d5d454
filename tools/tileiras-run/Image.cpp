//===- Image.cpp - raw kernel images --------------------------------------===//

#include "tools/tileiras-run/Image.h"

using namespace tileiras::run;
using llvm::StringRef;

StringRef tileiras::run::getImageExtension(ImageFormat format) {
  switch (format) {
  case ImageFormat::Cubin:
    return "cubin";
  case ImageFormat::Fatbin:
    return "fatbin";
  case ImageFormat::PTX:
    return "ptx";
  }
  return "bin";
}

std::optional<ImageFormat> tileiras::run::getRawImageFormat(StringRef data) {
  if (data.starts_with("\x7f"
                       "ELF"))
    return ImageFormat::Cubin;
  // A fatbin's header starts with its magic 0xBA55ED50, little-endian.
  if (data.starts_with("\x50\xed\x55\xba"))
    return ImageFormat::Fatbin;
  // PTX: comments and blank lines, then the .version directive that every
  // module starts with.
  StringRef rest = data;
  while (!rest.empty()) {
    rest = rest.ltrim();
    if (rest.starts_with("//")) {
      rest = rest.drop_until([](char c) { return c == '\n'; });
      continue;
    }
    return rest.starts_with(".version") ? std::optional(ImageFormat::PTX)
                                        : std::nullopt;
  }
  return std::nullopt;
}
