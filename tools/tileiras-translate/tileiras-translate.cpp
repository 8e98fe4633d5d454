//===- tileiras-translate.cpp - Tile IR bytecode <-> text -----------------===//
//
//   tileiras-translate -cudatilebc-to-mlir kernel.tilebc        # prints text
//   tileiras-translate -mlir-to-cudatilebc kernel.mlir -o k.tilebc \
//                      --bytecode-version=13.1
//
// The option names are those of the reference translator, so scripts written
// for it work unchanged. '-' (the default input) reads standard input.
//
//===----------------------------------------------------------------------===//

#include "bytecode/Bytecode.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
namespace cl = llvm::cl;
namespace bc = tileiras::bytecode;

namespace {
enum class Direction { None, ToMLIR, ToBytecode };

cl::opt<std::string> inputName(cl::Positional, cl::desc("<input>"),
                               cl::init("-"));
cl::opt<std::string> outputName("o", cl::desc("output file"),
                                cl::value_desc("file"), cl::init("-"));
cl::opt<Direction> direction(
    cl::desc("translation:"), cl::init(Direction::None),
    cl::values(clEnumValN(Direction::ToMLIR, "cudatilebc-to-mlir",
                          "Tile IR bytecode to the cuda_tile dialect"),
               clEnumValN(Direction::ToBytecode, "mlir-to-cudatilebc",
                          "the cuda_tile dialect to Tile IR bytecode")));
cl::opt<std::string> versionOpt(
    "bytecode-version",
    cl::desc("bytecode version to write: 13.1, 13.2, 13.3 (default) or 13.4"),
    cl::init(""));

/// Reports diagnostics as `file:line:col: error: message`, with the byte
/// offset as the column for bytecode input.
void printDiagnostic(Diagnostic &diag) {
  llvm::raw_ostream &os = llvm::errs();
  Location loc = diag.getLocation();
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn() << ": ";
  else if (!isa<UnknownLoc>(loc))
    os << loc << ": ";
  switch (diag.getSeverity()) {
  case DiagnosticSeverity::Error: os << "error: "; break;
  case DiagnosticSeverity::Warning: os << "warning: "; break;
  case DiagnosticSeverity::Note: os << "note: "; break;
  case DiagnosticSeverity::Remark: os << "remark: "; break;
  }
  os << diag << "\n";
  for (Diagnostic &note : diag.getNotes())
    printDiagnostic(note);
}

/// Writes `bytes` to the -o file (nothing is written after an error).
int writeOutput(llvm::StringRef bytes) {
  std::string error;
  auto output = openOutputFile(outputName, &error);
  if (!output) {
    llvm::WithColor::error() << error << "\n";
    return 1;
  }
  output->os() << bytes;
  output->keep();
  return 0;
}

int toMLIR(MLIRContext &context, std::unique_ptr<llvm::MemoryBuffer> input) {
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    printDiagnostic(diag);
    return success();
  });
  OwningOpRef<cuda_tile::ModuleOp> module =
      bc::readBytecode(input->getMemBufferRef(), &context);
  if (!module)
    return 1;
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags());
  os << "\n";
  return writeOutput(text);
}

int toBytecode(MLIRContext &context,
               std::unique_ptr<llvm::MemoryBuffer> input) {
  bc::Version version = bc::kDefaultVersion;
  if (!versionOpt.empty()) {
    std::optional<bc::Version> parsed = bc::Version::parse(versionOpt);
    if (!parsed) {
      llvm::WithColor::error()
          << "unsupported bytecode version '" << versionOpt
          << "' (expected 13.1, 13.2, 13.3 or 13.4)\n";
      return 1;
    }
    version = *parsed;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> parsed = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!parsed)
    return 1;
  // The cuda_tile.module: the top-level op, or the only one in the file.
  SmallVector<cuda_tile::ModuleOp> modules;
  parsed->walk([&](cuda_tile::ModuleOp m) { modules.push_back(m); });
  if (modules.size() != 1) {
    emitError(parsed->getLoc())
        << "expected exactly one cuda_tile.module, found " << modules.size();
    return 1;
  }
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(bc::writeBytecode(modules.front(), os, version)))
    return 1;
  return writeOutput(bytes);
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // --mlir-print-debuginfo and the other printing options of MLIR's tools.
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  cl::ParseCommandLineOptions(argc, argv,
                              "Tile IR bytecode translator (13.1 to 13.4)\n");
  if (direction == Direction::None) {
    llvm::WithColor::error()
        << "choose -cudatilebc-to-mlir or -mlir-to-cudatilebc\n";
    return 1;
  }
  std::string error;
  auto input = openInputFile(inputName, &error);
  if (!input) {
    llvm::WithColor::error() << error << "\n";
    return 1;
  }
  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  return direction == Direction::ToMLIR ? toMLIR(context, std::move(input))
                                        : toBytecode(context, std::move(input));
}
