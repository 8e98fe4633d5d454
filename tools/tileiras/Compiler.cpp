//===- Compiler.cpp - compile a Tile IR program in-process ----------------===//

#include "tools/tileiras/Compiler.h"

#include "bytecode/Bytecode.h"
#include "dialects/CudaTile/IR/CudaTileOps.h"

#include "pipelines/Pipelines.h"
#include "plugins/Registration.h"
#include "target/TileirasTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;

namespace {

/// Passes and pipelines live in one registry per process: registered once,
/// by the first call, whatever its thread.
void registerPassesOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    ::tileiras::registerAllPasses();
  });
}

/// What mlir-opt with the plugin knows: every upstream dialect, extension
/// and LLVM IR translation, and the project's dialects.
DialectRegistry makeRegistry() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  ::tileiras::registerAllDialects(registry);
  return registry;
}

/// The pass pipeline text up to and including the pass `stage` (any depth),
/// with the nested pipelines it is in closed; every pass name seen goes to
/// `stages`. None when no pass is named `stage`.
std::optional<std::string> cutPipelineAfter(StringRef text, StringRef stage,
                                            std::vector<std::string> &stages) {
  auto isNameChar = [](char c) {
    return llvm::isAlnum(c) || c == '-' || c == '_' || c == '.';
  };
  size_t i = 0, n = text.size();
  int open = 0;
  while (i < n) {
    size_t start = i;
    while (i < n && isNameChar(text[i]))
      ++i;
    StringRef name = text.slice(start, i);
    if (i < n && text[i] == '{') {
      for (int depth = 0; i < n; ++i) {
        depth += text[i] == '{' ? 1 : text[i] == '}' ? -1 : 0;
        if (depth == 0) {
          ++i;
          break;
        }
      }
    }
    if (i < n && text[i] == '(') {
      // An op's nested pipeline, not a pass.
      ++open;
      ++i;
      continue;
    }
    if (name.empty())
      return std::nullopt; // Not reached: the pipeline text is well formed.
    stages.push_back(name.str());
    if (!stage.empty() && name == stage)
      return text.take_front(i).str() + std::string(open, ')');
    while (i < n && text[i] == ')') {
      --open;
      ++i;
    }
    if (i < n && text[i] == ',')
      ++i;
  }
  return std::nullopt;
}

/// gpu-module-to-binary's format for `emit` (none for MLIR).
std::optional<std::string> getFormat(::tileiras::Emit emit) {
  switch (emit) {
  case ::tileiras::Emit::Mlir:
    return std::nullopt;
  case ::tileiras::Emit::Llvm:
    return std::string("llvm");
  case ::tileiras::Emit::Ptx:
    return std::string("isa");
  case ::tileiras::Emit::Cubin:
    return std::string("bin");
  case ::tileiras::Emit::Fatbin:
    return std::string("fatbin");
  }
  return std::nullopt;
}

mlir::tileiras::PipelineOptions getPipelineOptions(StringRef chip,
                                             const ::tileiras::CompileOptions &o) {
  mlir::tileiras::PipelineOptions options;
  options.chip = chip.str();
  options.optLevel = o.optLevel;
  options.lineInfo = o.lineInfo;
  options.deviceDebug = o.deviceDebug;
  options.remarks = o.remarks;
  return options;
}

/// The pipeline text for `options` (to the output `emit` asks for).
std::string getPipelineText(StringRef chip,
                            const ::tileiras::CompileOptions &options) {
  std::string text =
      mlir::tileiras::getToNVVMPipeline(getPipelineOptions(chip, options));
  if (options.hintChecks != ::tileiras::CompileOptions::HintChecks::Ignore)
    text = std::string("cuda-tile-check-hints{werror=") +
           (options.hintChecks ==
                    ::tileiras::CompileOptions::HintChecks::Error
                ? "true"
                : "false") +
           "}," + text;
  if (std::optional<std::string> format = getFormat(options.emit))
    text += ",gpu-module-to-binary{format=" + *format + "}";
  return text;
}

} // namespace

namespace tileiras {

std::optional<Emit> parseEmit(StringRef name) {
  return llvm::StringSwitch<std::optional<Emit>>(name)
      .Case("mlir", Emit::Mlir)
      .Case("llvm", Emit::Llvm)
      .Case("ptx", Emit::Ptx)
      .Case("cubin", Emit::Cubin)
      .Case("fatbin", Emit::Fatbin)
      .Default(std::nullopt);
}

std::optional<std::string> getChip(StringRef gpuName) {
  StringRef digits = gpuName;
  if (!digits.consume_front("sm_"))
    return std::nullopt;
  StringRef number = digits.take_while(llvm::isDigit);
  StringRef suffix = digits.drop_front(number.size());
  unsigned capability;
  if (number.empty() || number.getAsInteger(10, capability) ||
      !(suffix.empty() || suffix == "a" || suffix == "f"))
    return std::nullopt;
  if (suffix.empty() && capability >= 90)
    return gpuName.str() + "a";
  return gpuName.str();
}

std::vector<std::string> getStages(const CompileOptions &options) {
  std::vector<std::string> stages;
  std::string chip = getChip(options.gpuName).value_or("sm_80");
  (void)cutPipelineAfter(getPipelineText(chip, options), "", stages);
  return stages;
}

const char *getVersion() { return "tileiras-mlir " TILEIRAS_VERSION; }

std::string formatRemarksAsYaml(const std::vector<Remark> &remarks) {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto quoted = [](StringRef value) {
    std::string out = "'";
    for (char c : value)
      out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
  };
  for (const Remark &remark : remarks) {
    os << "--- !" << (remark.passed ? "Passed" : "Missed") << "\n"
       << "Pass:            tileiras\n"
       << "Name:            " << remark.category << "\n";
    if (!remark.file.empty())
      os << "DebugLoc:        { File: " << quoted(remark.file)
         << ", Line: " << remark.line << ", Column: " << remark.column
         << " }\n";
    os << "Args:\n"
       << "  - String:          " << quoted(remark.message) << "\n"
       << "...\n";
  }
  return text;
}

std::vector<std::string> getBytecodeVersions() {
  std::vector<std::string> versions;
  for (unsigned minor = bytecode::kOldestVersion.minor;
       minor <= bytecode::kNewestVersion.minor; ++minor)
    versions.push_back("13." + std::to_string(minor));
  return versions;
}

CompileResult compile(StringRef input, StringRef inputName,
                      const CompileOptions &options) {
  CompileResult result;
  llvm::raw_string_ostream log(result.log);
  registerPassesOnce();

  std::optional<std::string> chip = getChip(options.gpuName);
  if (!chip || !mlir::tileiras::TargetAttr::isKnownChip(*chip)) {
    log << "error: unknown GPU '" << options.gpuName
        << "'; expected one of sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, "
           "sm_103, sm_110, sm_120, sm_121 (or with the suffix a or f)\n";
    return result;
  }
  std::string pipeline = getPipelineText(*chip, options);
  if (!options.stopAfter.empty()) {
    std::vector<std::string> stages;
    std::optional<std::string> cut =
        cutPipelineAfter(pipeline, options.stopAfter, stages);
    if (!cut) {
      log << "error: no stage named '" << options.stopAfter
          << "'; the stages are " << llvm::join(stages, ", ") << "\n";
      return result;
    }
    pipeline = *cut;
  }
  bool emitsMlir = options.emit == Emit::Mlir || !options.stopAfter.empty();

  // One context per call; its own diagnostics, no threads of its own.
  MLIRContext context(makeRegistry(), MLIRContext::Threading::DISABLED);
  // Diagnostics name the user's source op; the IR it became is for
  // compiler developers (mlir-opt prints it).
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(input, inputName), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context, log);
  // Remarks of the lowering ("[category] passed: text") are collected; they
  // reach the log too unless only collected.
  context.getDiagEngine().registerHandler([&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() != DiagnosticSeverity::Remark)
      return failure();
    std::string text = diagnostic.str();
    StringRef rest = text;
    Remark remark;
    if (!rest.consume_front("["))
      return failure();
    remark.category = rest.take_until([](char c) { return c == ']'; }).str();
    rest = rest.drop_front(remark.category.size()).drop_front(1).ltrim();
    remark.passed = rest.consume_front("passed: ");
    if (!remark.passed && !rest.consume_front("missed: "))
      return failure();
    remark.message = rest.str();
    if (auto where = dyn_cast<FileLineColLoc>(diagnostic.getLocation())) {
      remark.file = where.getFilename().str();
      remark.line = where.getLine();
      remark.column = where.getColumn();
    }
    result.remarks.push_back(std::move(remark));
    return success(!options.remarksInLog);
  });

  // Tile IR bytecode (what cuTile Python writes) or the textual form.
  OwningOpRef<ModuleOp> module;
  llvm::MemoryBufferRef buffer(input, inputName);
  if (bytecode::isBytecode(buffer)) {
    OwningOpRef<cuda_tile::ModuleOp> program =
        bytecode::readBytecode(buffer, &context);
    if (!program)
      return result;
    module = ModuleOp::create(UnknownLoc::get(&context));
    module->getBody()->push_back(program.release());
  } else {
    module = parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  }
  if (!module)
    return result;

  PassManager pm(&context, ModuleOp::getOperationName());
  std::string pipelineErrors;
  llvm::raw_string_ostream pipelineLog(pipelineErrors);
  if (failed(parsePassPipeline(pipeline, pm, pipelineLog))) {
    log << "error: " << pipelineErrors << "\n";
    return result;
  }
  if (failed(pm.run(*module)))
    return result;

  llvm::raw_string_ostream output(result.output);
  if (emitsMlir) {
    module->print(output);
    result.succeeded = true;
    return result;
  }
  SmallVector<gpu::BinaryOp> binaries(module->getOps<gpu::BinaryOp>());
  if (binaries.size() != 1 || binaries.front().getObjects().size() != 1) {
    emitError(module->getLoc())
        << "the program compiles to " << binaries.size()
        << " GPU binaries; one output holds exactly one";
    return result;
  }
  auto object = cast<gpu::ObjectAttr>(binaries.front().getObjects()[0]);
  StringRef bytes = object.getObject().getValue();
  if (options.emit != Emit::Llvm) {
    output << bytes;
    result.succeeded = true;
    return result;
  }
  // LLVM IR: the object is bitcode; users read it as text.
  llvm::LLVMContext llvmContext;
  llvm::Expected<std::unique_ptr<llvm::Module>> llvmModule =
      llvm::parseBitcodeFile(llvm::MemoryBufferRef(bytes, inputName),
                             llvmContext);
  if (!llvmModule) {
    log << "error: " << llvm::toString(llvmModule.takeError()) << "\n";
    return result;
  }
  (*llvmModule)->print(output, nullptr);
  result.succeeded = true;
  return result;
}

} // namespace tileiras
