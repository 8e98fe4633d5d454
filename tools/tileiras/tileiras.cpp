//===- tileiras.cpp - the tileiras command --------------------------------===//
//
//   tileiras kernel.mlir -o kernel.cubin --gpu-name sm_90 -O3 [--lineinfo]
//
// NVIDIA's tileiras command line, for the callers that run it (cuTile
// Python and others), plus --emit and --stop-after to look inside. Exit
// status: 0 on success, 1 when the input or output cannot be read or
// written or the command line is wrong, 3 when the program does not compile
// (located diagnostics on stderr).
//
//===----------------------------------------------------------------------===//

#include "tools/tileiras/Compiler.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace {

cl::OptionCategory category("tileiras options");

cl::opt<std::string> inputFile(cl::Positional,
                               cl::desc("<Tile IR file: bytecode or text>"),
                               cl::cat(category));
cl::opt<std::string> outputFile("output-file",
                                cl::desc("Output file ('-': standard output)"),
                                cl::value_desc("file"), cl::init("-"),
                                cl::cat(category));
cl::alias outputFileShort("o", cl::desc("Alias for --output-file"),
                          cl::aliasopt(outputFile), cl::cat(category));
cl::opt<std::string>
    gpuName("gpu-name",
            cl::desc("GPU to compile for: sm_80, sm_86, sm_87, sm_89, sm_90, "
                     "sm_100, sm_103, sm_110, sm_120, sm_121 (sm_90 and newer "
                     "get their arch-specific features, as sm_90a); a or f "
                     "suffixes are accepted"),
            cl::init("sm_80"), cl::cat(category));
cl::alias gpuNameArch("arch", cl::desc("Alias for --gpu-name"),
                      cl::aliasopt(gpuName), cl::cat(category));
cl::opt<unsigned> optLevel("opt-level", cl::desc("Optimization level (0-3)"),
                           cl::value_desc("N"), cl::init(3), cl::cat(category));
cl::opt<unsigned> optLevelShort("O", cl::desc("Alias for --opt-level (-O3)"),
                                cl::Prefix, cl::init(~0u), cl::cat(category));
cl::opt<bool> lineInfo("lineinfo",
                       cl::desc("Line tables (.loc/.file) from the program's "
                                "locations"),
                       cl::cat(category));
cl::opt<bool> deviceDebug("device-debug",
                          cl::desc("Full debug information from the "
                                   "program's locations, unoptimized "
                                   "(-O0, ptxas -g), for cuda-gdb"),
                          cl::cat(category));
cl::alias deviceDebugShort("g", cl::desc("Alias for --device-debug"),
                           cl::aliasopt(deviceDebug), cl::cat(category));
cl::opt<std::string> emit("emit",
                          cl::desc("Output: cubin (default), ptx, fatbin, "
                                   "llvm (LLVM IR) or mlir"),
                          cl::init("cubin"), cl::cat(category));
// --stop-after=PASS: LLVM's code generator owns an option of that name,
// which would stop the NVPTX backend itself; main takes the spelling off the
// command line before LLVM parses it.
cl::opt<std::string>
    stopAfter("tileiras-stop-after",
              cl::desc("Stop after this pass of the pipeline and write the "
                       "MLIR it leaves (spelled --stop-after=PASS; "
                       "--list-stages names them)"),
              cl::value_desc("pass"), cl::cat(category));
cl::opt<std::string>
    remarks("remarks",
            cl::desc("Remarks on what the compiler made of each matrix "
                     "product (tensorcore: tensor cores and which "
                     "instruction, or why not) and global-memory access "
                     "(memory: bytes per thread, cp.async): none (default), "
                     "tensorcore, memory or all"),
            cl::init("none"), cl::cat(category));
// NVIDIA's filters by kind: each names the category (none, all, memory,
// tensorcore) whose remarks of that kind are shown. This compiler's
// remarks are all `passed` or `missed`; it makes no `failed` or
// `analysis` ones.
cl::opt<std::string> remarksPassed(
    "remarks-passed",
    cl::desc("Category of passed remarks (what the compiler achieved)"),
    cl::init("none"), cl::cat(category));
cl::opt<std::string> remarksMissed(
    "remarks-missed",
    cl::desc("Category of missed remarks (what it could not, and why)"),
    cl::init("none"), cl::cat(category));
cl::opt<std::string> remarksFailed(
    "remarks-failed",
    cl::desc("Category of failed remarks (none are made)"), cl::init("none"),
    cl::cat(category));
cl::opt<std::string> remarksAnalysis(
    "remarks-analysis",
    cl::desc("Category of analysis remarks (none are made)"),
    cl::init("none"), cl::cat(category));
cl::opt<std::string> remarkFormat(
    "remark-format",
    cl::desc("command-line (remarks on stderr, the default) or yaml "
             "(written to --remarks-output-file)"),
    cl::init("command-line"), cl::cat(category));
cl::opt<std::string> remarksFile(
    "remarks-output-file",
    cl::desc("Where --remark-format=yaml writes (default tileir_remarks.yaml)"),
    cl::value_desc("file"), cl::init("tileir_remarks.yaml"), cl::cat(category));
cl::opt<bool> warnHints("Wunsupported-hints",
                        cl::desc("Warn about optimization hints that are "
                                 "unknown, on the wrong op or out of range"),
                        cl::cat(category));
cl::opt<bool> errorHints("Werr-hints",
                         cl::desc("Such hints are errors (the program does "
                                  "not compile)"),
                         cl::cat(category));
cl::opt<bool> listVersions("list-versions",
                           cl::desc("List the Tile IR bytecode versions the "
                                    "input may be in and exit"),
                           cl::cat(category));
cl::opt<bool> listStages("list-stages",
                         cl::desc("List the pipeline's passes and exit"),
                         cl::cat(category));

int fail(int status, const llvm::Twine &message) {
  llvm::errs() << "tileiras: error: " << message << "\n";
  return status;
}

/// argv with `--stop-after[=]PASS` (one or two dashes) spelled as the
/// option of this command.
std::vector<std::string> renameStopAfter(int argc, char **argv) {
  std::vector<std::string> args(argv, argv + argc);
  for (std::string &arg : args) {
    llvm::StringRef text = arg;
    if (!text.consume_front("-"))
      continue;
    text.consume_front("-");
    if (text == "stop-after" || text.starts_with("stop-after="))
      arg = "--tileiras-" + text.str();
  }
  return args;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  std::vector<std::string> args = renameStopAfter(argc, argv);
  std::vector<const char *> argPointers;
  for (const std::string &arg : args)
    argPointers.push_back(arg.c_str());
  cl::HideUnrelatedOptions(category);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "tileiras: " << tileiras::getVersion() << "\n";
  });
  cl::ParseCommandLineOptions(static_cast<int>(argPointers.size()),
                              argPointers.data(),
                              "tileiras: compile Tile IR to a GPU binary\n");

  tileiras::CompileOptions options;
  options.gpuName = gpuName;
  options.optLevel = optLevelShort != ~0u ? optLevelShort : optLevel;
  if (options.optLevel > 3)
    return fail(1, "optimization level " + llvm::Twine(options.optLevel) +
                       " is not 0 to 3");
  std::optional<tileiras::Emit> kind = tileiras::parseEmit(emit);
  if (!kind)
    return fail(1, "unknown --emit '" + emit +
                       "' (expected cubin, ptx, fatbin, llvm or mlir)");
  options.emit = *kind;
  options.lineInfo = lineInfo;
  options.stopAfter = stopAfter;
  // Which (kind, category) remarks to show.
  struct Selection {
    const cl::opt<std::string> &option;
    bool passed, missed;
  };
  Selection selections[] = {{remarks, true, true},
                            {remarksPassed, true, false},
                            {remarksMissed, false, true},
                            {remarksFailed, false, false},
                            {remarksAnalysis, false, false}};
  bool shownPassed[2] = {false, false}, shownMissed[2] = {false, false};
  for (const Selection &selection : selections) {
    const std::string &value = selection.option;
    if (value != "none" && value != "all" && value != "tensorcore" &&
        value != "memory")
      return fail(1, "unknown --" + selection.option.ArgStr + " '" + value +
                         "' (expected none, all, memory or tensorcore)");
    for (int c = 0; c < 2; ++c) {
      bool inCategory = value == "all" || value == (c ? "memory" : "tensorcore");
      shownPassed[c] |= inCategory && selection.passed;
      shownMissed[c] |= inCategory && selection.missed;
    }
  }
  if (remarkFormat != "command-line" && remarkFormat != "yaml")
    return fail(1, "unknown --remark-format '" + remarkFormat +
                       "' (expected command-line or yaml)");
  bool anyTensorCore = shownPassed[0] || shownMissed[0];
  bool anyMemory = shownPassed[1] || shownMissed[1];
  options.remarks = anyTensorCore && anyMemory ? "all"
                    : anyTensorCore            ? "tensorcore"
                    : anyMemory                ? "memory"
                                               : "none";
  options.hintChecks =
      errorHints ? tileiras::CompileOptions::HintChecks::Error
      : warnHints ? tileiras::CompileOptions::HintChecks::Warn
                  : tileiras::CompileOptions::HintChecks::Ignore;
  // Remarks are collected, filtered and then shown here.
  options.remarksInLog = false;
  options.deviceDebug = deviceDebug;

  if (listVersions) {
    for (const std::string &version : tileiras::getBytecodeVersions())
      llvm::outs() << version << "\n";
    return 0;
  }
  std::vector<std::string> stages = tileiras::getStages(options);
  if (listStages) {
    for (const std::string &stage : stages)
      llvm::outs() << stage << "\n";
    return 0;
  }
  if (!stopAfter.empty() && !llvm::is_contained(stages, stopAfter))
    return fail(1, "no stage named '" + stopAfter + "'; the stages are " +
                       llvm::join(stages, ", "));
  if (inputFile.empty())
    return fail(1, "no input file");

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFile, &error);
  if (!input)
    return fail(1, error);
  tileiras::CompileResult result =
      tileiras::compile(input->getBuffer(), inputFile, options);
  llvm::errs() << result.log;
  std::vector<tileiras::Remark> shown;
  for (const tileiras::Remark &remark : result.remarks) {
    int c = remark.category == "memory" ? 1 : 0;
    if (remark.passed ? shownPassed[c] : shownMissed[c])
      shown.push_back(remark);
  }
  if (options.remarks != "none" && remarkFormat == "yaml") {
    std::unique_ptr<llvm::ToolOutputFile> yaml =
        mlir::openOutputFile(remarksFile, &error);
    if (!yaml)
      return fail(1, error);
    yaml->os() << tileiras::formatRemarksAsYaml(shown);
    yaml->keep();
  } else {
    for (const tileiras::Remark &remark : shown)
      llvm::errs() << remark.file << ":" << remark.line << ":" << remark.column
                   << ": remark: [" << remark.category << "] "
                   << (remark.passed ? "passed: " : "missed: ")
                   << remark.message << "\n";
  }
  if (!result.succeeded)
    return 3;

  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFile, &error);
  if (!output)
    return fail(1, error);
  output->os() << result.output;
  output->keep();
  return 0;
}
