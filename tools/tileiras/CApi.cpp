//===- CApi.cpp - the C API of tileiras.h ---------------------------------===//

#include "tools/tileiras/tileiras.h"

#include "tools/tileiras/Compiler.h"

#include <new>

struct tileirasResult {
  int status;
  std::string output;
  std::string log;
};

void tileirasInitOptions(tileirasOptions *options) {
  if (!options)
    return;
  options->gpuName = "sm_80";
  options->optLevel = 3;
  options->emit = TILEIRAS_EMIT_CUBIN;
  options->lineInfo = 0;
  options->deviceDebug = 0;
  options->stopAfter = nullptr;
  options->remarks = nullptr;
}

int tileirasCompile(const void *input, size_t size, const char *inputName,
                    const tileirasOptions *options, tileirasResult **result) {
  if (!result)
    return 1;
  *result = nullptr;
  if (!options)
    return 1;
  auto *out = new (std::nothrow) tileirasResult{1, {}, {}};
  if (!out)
    return 1;
  *result = out;
  if (!input && size != 0) {
    out->log = "error: no input bytes\n";
    return 1;
  }
  tileiras::CompileOptions compileOptions;
  compileOptions.gpuName = options->gpuName ? options->gpuName : "";
  if (options->optLevel < 0 || options->optLevel > 3) {
    out->log = "error: optimization level " +
               std::to_string(options->optLevel) + " is not 0 to 3\n";
    return 1;
  }
  compileOptions.optLevel = options->optLevel;
  switch (options->emit) {
  case TILEIRAS_EMIT_CUBIN:
    compileOptions.emit = tileiras::Emit::Cubin;
    break;
  case TILEIRAS_EMIT_PTX:
    compileOptions.emit = tileiras::Emit::Ptx;
    break;
  case TILEIRAS_EMIT_FATBIN:
    compileOptions.emit = tileiras::Emit::Fatbin;
    break;
  case TILEIRAS_EMIT_LLVM:
    compileOptions.emit = tileiras::Emit::Llvm;
    break;
  case TILEIRAS_EMIT_MLIR:
    compileOptions.emit = tileiras::Emit::Mlir;
    break;
  default:
    out->log = "error: unknown output kind " +
               std::to_string(static_cast<int>(options->emit)) + "\n";
    return 1;
  }
  compileOptions.lineInfo = options->lineInfo != 0;
  compileOptions.deviceDebug = options->deviceDebug != 0;
  if (options->stopAfter)
    compileOptions.stopAfter = options->stopAfter;
  if (options->remarks)
    compileOptions.remarks = options->remarks;
  if (compileOptions.remarks != "none" && compileOptions.remarks != "all" &&
      compileOptions.remarks != "tensorcore" &&
      compileOptions.remarks != "memory") {
    out->log = "error: unknown remarks '" + compileOptions.remarks +
               "' (expected none, all, memory or tensorcore)\n";
    return 1;
  }
  tileiras::CompileResult compiled = tileiras::compile(
      llvm::StringRef(static_cast<const char *>(input), size),
      inputName ? inputName : "<input>", compileOptions);
  out->output = std::move(compiled.output);
  out->log = std::move(compiled.log);
  out->status = compiled.succeeded ? 0 : 1;
  return out->status;
}

const void *tileirasGetOutput(const tileirasResult *result, size_t *size) {
  if (size)
    *size = result ? result->output.size() : 0;
  return result ? result->output.data() : nullptr;
}

const char *tileirasGetLog(const tileirasResult *result) {
  return result ? result->log.c_str() : "";
}

void tileirasDestroyResult(tileirasResult *result) { delete result; }

const char *tileirasGetVersion(void) { return tileiras::getVersion(); }
