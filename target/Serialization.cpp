//===- Serialization.cpp - #tileiras.target to bitcode, PTX, cubin, fatbin ===//
//
// The LLVM half (translation, linking, optimization, PTX emission) is MLIR's
// ModuleToObject driven with the equivalent #nvvm.target's triple, chip,
// features and O. Linking libdevice, running ptxas (with -v, for the resource
// report) and fatbinary are done here, so that the toolkit search is ours,
// libdevice is linked only when called, and the object properties say what
// each kernel uses.
//
//===----------------------------------------------------------------------===//

#include "target/TileirasTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/Target/LLVM/ModuleToObject.h"
#include "mlir/Target/LLVM/NVVM/Utils.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <chrono>
#include <cstdlib>
#include <map>

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// The CUDA toolkit a compilation uses, and which setting chose it.
struct Toolkit {
  std::string path;
  std::string origin;

  /// "'<path>' (from <origin>; ...)" for diagnostics.
  std::string describe() const {
    return "toolkit '" + path + "' (from " + origin +
           "; the toolkit is the first of: the target's `toolkit` parameter, "
           "the `toolkit=` option of gpu-module-to-binary, CUDA_HOME, "
           "CUDA_PATH, /usr/local/cuda)";
  }
};

/// The first toolkit setting that is given wins; later ones are not consulted
/// even when it lacks a tool, so that what is used never depends on the
/// machine's other installations.
Toolkit findToolkit(TargetAttr target, const gpu::TargetOptions &options) {
  if (!target.getToolkit().empty())
    return {target.getToolkit().str(), "the target's `toolkit` parameter"};
  if (!options.getToolkitPath().empty())
    return {options.getToolkitPath().str(),
            "the `toolkit=` option of gpu-module-to-binary"};
  for (const char *var : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *value = std::getenv(var); value && *value)
      return {value, var};
  return {"/usr/local/cuda", "the default"};
}

/// What ptxas -v reports for one entry function.
struct KernelResources {
  int64_t registers = 0;
  int64_t stackFrame = 0;
  int64_t spillStores = 0;
  int64_t spillLoads = 0;
  int64_t staticSmem = 0;
};

/// Reads the report of `ptxas -v`:
///   ptxas info    : Compiling entry function 'k' for 'sm_80'
///   ptxas info    : Function properties for k
///       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
///   ptxas info    : Used 8 registers, used 0 barriers, 256 bytes smem, ...
/// Only entry functions are kept; device functions are folded into them.
std::map<std::string, KernelResources> parsePtxasReport(StringRef log) {
  std::map<std::string, KernelResources> kernels;
  KernelResources *current = nullptr;
  SmallVector<StringRef> lines;
  log.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.trim();
    if (line.consume_front("ptxas info")) {
      line = line.ltrim();
      line.consume_front(":");
      line = line.ltrim();
      if (line.consume_front("Compiling entry function '")) {
        current = &kernels[line.take_until([](char c) { return c == '\''; })
                               .str()];
        continue;
      }
      if (line.consume_front("Function properties for ")) {
        auto it = kernels.find(line.str());
        current = it == kernels.end() ? nullptr : &it->second;
        continue;
      }
      if (!line.starts_with("Used "))
        continue;
    }
    if (!current)
      continue;
    // "<N> <what>" items separated by commas, e.g. "Used 8 registers".
    SmallVector<StringRef> items;
    line.split(items, ',');
    for (StringRef item : items) {
      item = item.trim();
      item.consume_front("Used ");
      item.consume_front("used ");
      int64_t value;
      if (item.consumeInteger(10, value))
        continue;
      item = item.trim();
      if (item == "registers")
        current->registers = value;
      else if (item == "bytes stack frame")
        current->stackFrame = value;
      else if (item == "bytes spill stores")
        current->spillStores = value;
      else if (item == "bytes spill loads")
        current->spillLoads = value;
      else if (item == "bytes smem")
        current->staticSmem = value;
    }
  }
  return kernels;
}

/// A temporary file removed when this goes out of scope.
struct TempFile {
  SmallString<128> path;
  llvm::FileRemover remover;
};

class Serializer : public LLVM::ModuleToObject {
public:
  Serializer(gpu::GPUModuleOp module, TargetAttr target,
             NVVM::NVVMTargetAttr nvvm, const gpu::TargetOptions &options)
      : ModuleToObject(*module, nvvm.getTriple(), nvvm.getChip(),
                       nvvm.getFeatures(), nvvm.getO(),
                       options.getInitialLlvmIRCallback(),
                       options.getLinkedLlvmIRCallback(),
                       options.getOptimizedLlvmIRCallback(),
                       options.getISACallback()),
        gpuModule(module), target(target), nvvm(nvvm), options(options),
        toolkit(findToolkit(target, options)) {}

  /// Per-kernel ptxas resources (empty unless a binary was made).
  const std::map<std::string, KernelResources> &getResources() const {
    return resources;
  }
  std::optional<int64_t> llvmToIsaMs, isaToBinaryMs;

protected:
  std::optional<SmallVector<std::unique_ptr<llvm::Module>>>
  loadBitcodeFiles(llvm::Module &module) override;
  FailureOr<SmallVector<char, 0>>
  moduleToObject(llvm::Module &llvmModule) override;

private:
  FailureOr<SmallVector<char, 0>> compileToBinary(StringRef ptx);
  FailureOr<std::string> findTool(StringRef name);
  FailureOr<TempFile> createTemp(StringRef suffix);
  LogicalResult runTool(StringRef name, StringRef program,
                        ArrayRef<StringRef> args, StringRef logPath);

  gpu::GPUModuleOp gpuModule;
  TargetAttr target;
  NVVM::NVVMTargetAttr nvvm;
  const gpu::TargetOptions &options;
  Toolkit toolkit;
  std::map<std::string, KernelResources> resources;
};

} // namespace

/// Shared-memory addresses 32 bits wide, as nvcc makes them, while a module
/// is compiled: the NVPTX backend's `nvptx-short-ptr` (read when the target
/// machine is made), set for the compilation and restored after it. A
/// kernel keeps many shared-memory addresses live (one per ldmatrix and
/// staging store); 64-bit ones take twice the registers.
class ShortSharedPointers {
public:
  ShortSharedPointers() {
    option = llvm::cl::getRegisteredOptions().lookup("nvptx-short-ptr");
    if (option)
      option->addOccurrence(0, "nvptx-short-ptr", "true");
  }
  ~ShortSharedPointers() {
    if (option)
      option->addOccurrence(0, "nvptx-short-ptr", "false");
  }

private:
  llvm::cl::Option *option = nullptr;
};

static int64_t millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now() - start)
      .count();
}

std::optional<SmallVector<std::unique_ptr<llvm::Module>>>
Serializer::loadBitcodeFiles(llvm::Module &module) {
  MLIRContext *ctx = target.getContext();
  SmallVector<Attribute> libraries(options.getLibrariesToLink());
  if (ArrayAttr link = target.getLink())
    libraries.append(link.begin(), link.end());

  // libdevice is needed exactly when a called function is one of its
  // `__nv_*` declarations; it is never skipped when needed.
  const llvm::Function *libdeviceCall = nullptr;
  for (const llvm::Function &func : module)
    if (func.isDeclaration() && !func.use_empty() &&
        func.getName().starts_with("__nv_")) {
      libdeviceCall = &func;
      break;
    }
  if (libdeviceCall) {
    SmallString<256> path(toolkit.path);
    llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
    if (!llvm::sys::fs::is_regular_file(path)) {
      gpuModule.emitError() << "the module calls the libdevice function '"
                            << libdeviceCall->getName()
                            << "' but libdevice was not found at '" << path
                            << "'; " << toolkit.describe();
      return std::nullopt;
    }
    libraries.push_back(StringAttr::get(ctx, path));
  }

  SmallVector<std::unique_ptr<llvm::Module>> modules;
  if (failed(loadBitcodeFilesFromList(module.getContext(), libraries, modules,
                                      /*failureOnError=*/true)))
    return std::nullopt;
  return std::move(modules);
}

FailureOr<SmallVector<char, 0>>
Serializer::moduleToObject(llvm::Module &llvmModule) {
  gpu::CompilationTarget format = options.getCompilationTarget();
  if (format == gpu::CompilationTarget::Offload)
    return ModuleToObject::moduleToObject(llvmModule);

  FailureOr<llvm::TargetMachine *> machine = getOrCreateTargetMachine();
  if (failed(machine))
    return gpuModule.emitError()
           << "no LLVM target machine for triple '" << triple << "' and chip '"
           << chip << "'";

  auto start = std::chrono::steady_clock::now();
  FailureOr<SmallString<0>> ptx = translateModuleToISA(
      llvmModule, **machine, [&]() { return gpuModule.emitError(); });
  llvmToIsaMs = millisecondsSince(start);
  if (failed(ptx))
    return failure();
  if (isaCallback)
    isaCallback(*ptx);
  if (format == gpu::CompilationTarget::Assembly)
    return SmallVector<char, 0>(ptx->begin(), ptx->end());

  start = std::chrono::steady_clock::now();
  FailureOr<SmallVector<char, 0>> binary = compileToBinary(*ptx);
  isaToBinaryMs = millisecondsSince(start);
  return binary;
}

FailureOr<std::string> Serializer::findTool(StringRef name) {
  SmallString<256> path(toolkit.path);
  llvm::sys::path::append(path, "bin", name);
  if (!llvm::sys::fs::can_execute(path))
    return gpuModule.emitError() << "`" << name << "` not found: '" << path
                                 << "' is not an executable; "
                                 << toolkit.describe();
  return path.str().str();
}

FailureOr<TempFile> Serializer::createTemp(StringRef suffix) {
  std::string prefix = ("tileiras-" + gpuModule.getName() + "-" + chip).str();
  SmallString<128> path;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile(prefix, suffix, path))
    return gpuModule.emitError()
           << "cannot create a temporary file: " << ec.message();
  return TempFile{path, llvm::FileRemover(path)};
}

LogicalResult Serializer::runTool(StringRef name, StringRef program,
                                  ArrayRef<StringRef> args, StringRef logPath) {
  std::optional<StringRef> redirects[] = {std::nullopt, logPath, logPath};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(program, args, /*Env=*/std::nullopt,
                                         redirects, /*SecondsToWait=*/0,
                                         /*MemoryLimit=*/0, &message);
  if (status == 0)
    return success();
  InFlightDiagnostic diag = gpuModule.emitError()
                            << "`" << name << "` failed for " << chip;
  if (!message.empty())
    diag << ": " << message;
  if (auto log = llvm::MemoryBuffer::getFile(logPath))
    diag << "\n" << (*log)->getBuffer().rtrim();
  return failure();
}

FailureOr<SmallVector<char, 0>> Serializer::compileToBinary(StringRef ptx) {
  bool fatbin = options.getCompilationTarget() == gpu::CompilationTarget::Fatbin;
  FailureOr<std::string> ptxas = findTool("ptxas");
  if (failed(ptxas))
    return failure();
  FailureOr<std::string> fatbinary;
  if (fatbin && failed(fatbinary = findTool("fatbinary")))
    return failure();

  FailureOr<TempFile> ptxFile = createTemp("ptx");
  FailureOr<TempFile> cubinFile = createTemp("cubin");
  FailureOr<TempFile> logFile = createTemp("log");
  if (failed(ptxFile) || failed(cubinFile) || failed(logFile))
    return failure();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(ptxFile->path, ec);
    if (!ec)
      os << ptx;
    if (ec || os.has_error())
      return gpuModule.emitError()
             << "cannot write the PTX to '" << ptxFile->path << "'";
  }

  // -v makes ptxas print the per-kernel resource report read below.
  std::string optLevel = std::to_string(target.getO());
  std::string maxRegisters = std::to_string(target.getMaxRegisters());
  SmallVector<StringRef> args = {"ptxas",       "-arch",
                                 chip,          "--opt-level",
                                 optLevel,      "-v",
                                 ptxFile->path, "-o",
                                 cubinFile->path};
  if (target.getMaxRegisters() != 0)
    args.append({"--maxrregcount", maxRegisters});
  if (DictionaryAttr flags = target.getFlags())
    if (auto nvvmOptions = flags.getAs<ArrayAttr>(TargetAttr::kPtxasCmdOptionsFlag))
      for (Attribute option : nvvmOptions)
        args.push_back(cast<StringAttr>(option).getValue());
  if (ArrayAttr ptxasOptions = target.getPtxasOpts())
    for (Attribute option : ptxasOptions)
      args.push_back(cast<StringAttr>(option).getValue());
  auto passOptions = options.tokenizeCmdOptions();
  for (const char *option : passOptions.second)
    args.push_back(option);

  if (failed(runTool("ptxas", *ptxas, args, logFile->path)))
    return failure();
  if (auto log = llvm::MemoryBuffer::getFile(logFile->path))
    resources = parsePtxasReport((*log)->getBuffer());

  StringRef resultPath = cubinFile->path;
  FailureOr<TempFile> fatbinFile;
  if (fatbin) {
    fatbinFile = createTemp("fatbin");
    if (failed(fatbinFile))
      return failure();
    // The cubin for the chip plus its PTX, so that the driver can JIT it for
    // newer GPUs.
    StringRef sm = chip;
    sm.consume_front("sm_");
    std::string elfImage =
        ("--image3=kind=elf,sm=" + sm + ",file=" + cubinFile->path).str();
    std::string ptxImage =
        ("--image3=kind=ptx,sm=" + sm + ",file=" + ptxFile->path).str();
    SmallVector<StringRef> fatbinArgs = {"fatbinary", "-64", elfImage,
                                         ptxImage,    "--create",
                                         fatbinFile->path};
    if (failed(runTool("fatbinary", *fatbinary, fatbinArgs, logFile->path)))
      return failure();
    resultPath = fatbinFile->path;
  }

  auto result = llvm::MemoryBuffer::getFile(resultPath, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!result)
    return gpuModule.emitError() << "cannot read '" << resultPath
                                 << "': " << result.getError().message();
  StringRef bytes = (*result)->getBuffer();
  return SmallVector<char, 0>(bytes.begin(), bytes.end());
}

//===----------------------------------------------------------------------===//
// gpu::TargetAttrInterface
//===----------------------------------------------------------------------===//

/// Locations of dialects (cuda_tile's `di_loc`, a source position in a
/// debug scope) that LLVM's debug-info translation does not know, and would
/// crash on, become the file, line and column they hold (unknown where they
/// hold none). The module is about to be replaced by its binary.
static void lowerDialectLocations(gpu::GPUModuleOp module) {
  AttrTypeReplacer replacer;
  replacer.addReplacement(
      [](LocationAttr loc) -> std::optional<std::pair<Attribute, WalkResult>> {
        if (isa<FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc, UnknownLoc,
                OpaqueLoc>(loc))
          return std::nullopt; // Known: its nested locations are visited.
        LocationAttr position = UnknownLoc::get(loc.getContext());
        loc.walk([&](Location nested) {
          auto file = dyn_cast<FileLineColLoc>(nested);
          if (!file)
            return WalkResult::advance();
          position = file;
          return WalkResult::interrupt();
        });
        return std::make_pair(position, WalkResult::skip());
      });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/false,
                                        /*replaceLocs=*/true,
                                        /*replaceTypes=*/false);
}

std::optional<SmallVector<char, 0>>
TargetAttr::serializeToObject(Operation *module,
                              const gpu::TargetOptions &options) const {
  auto gpuModule = dyn_cast_or_null<gpu::GPUModuleOp>(module);
  if (!gpuModule) {
    if (module)
      module->emitError("#tileiras.target serializes only gpu.module ops");
    return std::nullopt;
  }
  StringRef reportName = TileirasDialect::getSerializationReportAttrName();
  module->removeAttr(reportName);

  lowerDialectLocations(gpuModule);
  NVVM::SerializeGPUModuleBase::init();
  Serializer serializer(gpuModule, *this, getNVVMTarget(), options);
  std::optional<SmallVector<char, 0>> object;
  {
    ShortSharedPointers shortPointers;
    object = serializer.run();
  }
  if (!object)
    return std::nullopt;

  // Hand what createObject needs over on the module, which the pass replaces
  // right after.
  Builder builder(getContext());
  SmallVector<NamedAttribute> kernels;
  for (const auto &[name, r] : serializer.getResources()) {
    kernels.push_back(builder.getNamedAttr(
        name, builder.getDictionaryAttr({
                  builder.getNamedAttr("registers",
                                       builder.getI32IntegerAttr(r.registers)),
                  builder.getNamedAttr("stack_frame",
                                       builder.getI32IntegerAttr(r.stackFrame)),
                  builder.getNamedAttr(
                      "spill_stores", builder.getI32IntegerAttr(r.spillStores)),
                  builder.getNamedAttr("spill_loads",
                                       builder.getI32IntegerAttr(r.spillLoads)),
                  builder.getNamedAttr("static_smem",
                                       builder.getI32IntegerAttr(r.staticSmem)),
              })));
  }
  SmallVector<NamedAttribute> report = {
      builder.getNamedAttr("kernels", builder.getDictionaryAttr(kernels))};
  if (getTimings()) {
    if (serializer.llvmToIsaMs)
      report.push_back(builder.getNamedAttr(
          "LLVMIRToISATimeInMs",
          builder.getI64IntegerAttr(*serializer.llvmToIsaMs)));
    if (serializer.isaToBinaryMs)
      report.push_back(builder.getNamedAttr(
          "ISAToBinaryTimeInMs",
          builder.getI64IntegerAttr(*serializer.isaToBinaryMs)));
  }
  module->setAttr(reportName, builder.getDictionaryAttr(report));
  return object;
}

Attribute TargetAttr::createObject(Operation *module,
                                   const SmallVector<char, 0> &object,
                                   const gpu::TargetOptions &options) const {
  MLIRContext *ctx = getContext();
  Builder builder(ctx);
  StringRef reportName = TileirasDialect::getSerializationReportAttrName();
  auto report = module->getAttrOfType<DictionaryAttr>(reportName);
  module->removeAttr(reportName);
  DictionaryAttr resources =
      report ? report.getAs<DictionaryAttr>("kernels") : DictionaryAttr();

  // One entry per kernel: launch facts from the IR, then ptxas's report.
  SmallVector<NamedAttribute> kernels;
  for (auto func : cast<gpu::GPUModuleOp>(module).getOps<LLVM::LLVMFuncOp>()) {
    if (!func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      continue;
    SmallVector<NamedAttribute> entry;
    if (auto reqntid = func->getAttrOfType<DenseI32ArrayAttr>(
            NVVM::NVVMDialect::getReqntidAttrName())) {
      SmallVector<int32_t, 3> block(reqntid.asArrayRef());
      block.resize(3, 1);
      entry.push_back(builder.getNamedAttr(
          "block", DenseI32ArrayAttr::get(ctx, block)));
    }
    int64_t dynamicSmem = 0;
    if (auto bytes = func->getAttrOfType<IntegerAttr>(
            TileirasDialect::getDynamicSmemBytesAttrName()))
      dynamicSmem = bytes.getInt();
    entry.push_back(builder.getNamedAttr(
        "dynamic_smem", builder.getI32IntegerAttr(dynamicSmem)));
    if (resources)
      if (auto used = resources.getAs<DictionaryAttr>(func.getSymName()))
        entry.append(used.begin(), used.end());
    kernels.push_back(builder.getNamedAttr(func.getSymName(),
                                           builder.getDictionaryAttr(entry)));
  }

  SmallVector<NamedAttribute> properties = {
      builder.getNamedAttr("kernels", builder.getDictionaryAttr(kernels))};
  if (StringRef section = options.getELFSection(); !section.empty())
    properties.push_back(builder.getNamedAttr(gpu::elfSectionName,
                                              builder.getStringAttr(section)));
  if (report)
    for (NamedAttribute timing : report)
      if (timing.getName() != "kernels")
        properties.push_back(timing);

  return gpu::ObjectAttr::get(
      ctx, *this, options.getCompilationTarget(),
      builder.getStringAttr(StringRef(object.data(), object.size())),
      builder.getDictionaryAttr(properties), /*kernels=*/nullptr);
}
