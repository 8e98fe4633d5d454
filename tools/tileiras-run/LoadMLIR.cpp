//===- LoadMLIR.cpp - the kernel image in the pipeline's output -----------===//
//
// tileiras-run reads the gpu.binary the tileiras pipeline leaves, with the
// block size and dynamic shared memory the target recorded per kernel.
//
//===----------------------------------------------------------------------===//

#include "tools/tileiras-run/Image.h"

#include "target/TileirasTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SourceMgr.h"

using namespace tileiras::run;
using llvm::Expected;
using llvm::StringRef;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

Expected<Image> tileiras::run::loadFromMLIR(
    std::unique_ptr<llvm::MemoryBuffer> file, StringRef inputFile,
    StringRef wantedKernel, unsigned objectIndex) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::gpu::GPUDialect, mlir::NVVM::NVVMDialect>();
  mlir::tileiras::registerTargetDialect(registry);
  mlir::MLIRContext context(registry);
  // Host code or other dialects may sit beside the gpu.binary; only the
  // binary is read, so they need not be registered here.
  context.allowUnregisteredDialects();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return makeError(llvm::formatv("cannot parse {0} as MLIR", inputFile));

  // The binary holding the kernel: the only one, or the one whose object
  // records the kernel asked for.
  struct Candidate {
    mlir::gpu::BinaryOp binary;
    mlir::DictionaryAttr kernels;
  };
  llvm::SmallVector<Candidate> candidates;
  std::string problem;
  module->walk([&](mlir::gpu::BinaryOp binary) {
    if (objectIndex >= binary.getObjects().size()) {
      problem = llvm::formatv("gpu.binary @{0} has no object {1}",
                              binary.getSymName(), objectIndex);
      return;
    }
    auto object =
        mlir::cast<mlir::gpu::ObjectAttr>(binary.getObjects()[objectIndex]);
    mlir::DictionaryAttr props = object.getProperties();
    mlir::DictionaryAttr kernels =
        props ? props.getAs<mlir::DictionaryAttr>("kernels") : nullptr;
    if (!wantedKernel.empty() &&
        !(kernels && kernels.get(wantedKernel)) &&
        binary.getSymName() != wantedKernel)
      return;
    candidates.push_back({binary, kernels});
  });
  if (candidates.empty())
    return makeError(
        !problem.empty() ? problem
        : wantedKernel.empty()
            ? llvm::formatv("{0} holds no gpu.binary", inputFile).str()
            : llvm::formatv("{0} holds no gpu.binary with kernel '{1}'",
                            inputFile, wantedKernel)
                  .str());
  if (candidates.size() > 1)
    return makeError(llvm::formatv(
        "{0} holds {1} gpu.binary ops; choose one with --kernel", inputFile,
        candidates.size()));

  auto [binary, kernels] = candidates.front();
  auto object =
      mlir::cast<mlir::gpu::ObjectAttr>(binary.getObjects()[objectIndex]);
  using mlir::gpu::CompilationTarget;
  CompilationTarget format = object.getFormat();
  if (format != CompilationTarget::Binary &&
      format != CompilationTarget::Fatbin &&
      format != CompilationTarget::Assembly)
    return makeError(llvm::formatv(
        "gpu.binary @{0} holds {1}, which the driver cannot load; compile "
        "with format=bin, fatbin or isa",
        binary.getSymName(), mlir::gpu::stringifyCompilationTarget(format)));

  Image image;
  image.bytes = object.getObject().getValue().str();
  image.format = format == CompilationTarget::Binary   ? ImageFormat::Cubin
                 : format == CompilationTarget::Fatbin ? ImageFormat::Fatbin
                                                        : ImageFormat::PTX;
  image.kernel = wantedKernel.str();
  if (image.kernel.empty()) {
    if (!kernels || kernels.size() != 1)
      return makeError(llvm::formatv(
          "gpu.binary @{0} records {1} kernels; choose one with --kernel",
          binary.getSymName(), kernels ? kernels.size() : 0));
    image.kernel = kernels.begin()->getName().str();
  }
  auto info = kernels ? kernels.getAs<mlir::DictionaryAttr>(image.kernel)
                      : nullptr;
  if (info) {
    if (auto block = info.getAs<mlir::DenseI32ArrayAttr>("block")) {
      if (block.size() != 3 || llvm::any_of(block.asArrayRef(),
                                            [](int32_t d) { return d <= 0; }))
        return makeError(llvm::formatv(
            "kernel '{0}' records a malformed block size", image.kernel));
      image.block = {unsigned(block[0]), unsigned(block[1]),
                     unsigned(block[2])};
    }
    if (auto smem = info.getAs<mlir::IntegerAttr>("dynamic_smem")) {
      if (smem.getInt() < 0)
        return makeError(llvm::formatv(
            "kernel '{0}' records negative dynamic shared memory",
            image.kernel));
      image.smem = smem.getInt();
    }
  }
  return std::move(image);
}

