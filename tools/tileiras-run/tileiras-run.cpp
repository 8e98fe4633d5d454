//===- tileiras-run.cpp - launch a compiled tile kernel on a GPU ----------===//
//
// Loads a kernel from the output of the tileiras pipeline (a gpu.binary in
// MLIR text) or from a raw cubin, fatbin or PTX, fills its buffers, launches
// it through the CUDA driver opened at run time, and writes or compares its
// outputs. The same source builds tileiras-launch, which reads only raw
// images and manifests and links no MLIR, so that a launch exported here
// (--export) runs on a machine that has a GPU but no LLVM.
//
//===----------------------------------------------------------------------===//

#include "tools/tileiras-run/CudaDriver.h"
#include "tools/tileiras-run/Image.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <optional>

using namespace tileiras::run;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;
namespace cl = llvm::cl;
namespace json = llvm::json;

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

static cl::OptionCategory category("tileiras-run options");

static cl::opt<std::string> inputFile(
    cl::Positional, cl::cat(category),
    cl::desc("<output of the tileiras pipeline (.mlir), a cubin, fatbin or "
             "PTX; may be left out when the manifest names an image>"));
static cl::opt<std::string>
    manifestFile("manifest", cl::cat(category), cl::value_desc("file.json"),
                 cl::desc("Take kernel arguments, grid and outputs from a "
                          "JSON manifest instead of the options below"));
static cl::opt<std::string> kernelName(
    "kernel", cl::cat(category), cl::value_desc("name"),
    cl::desc("Kernel to launch; may be left out when the binary records one"));
static cl::opt<unsigned>
    objectIndex("object", cl::cat(category), cl::value_desc("index"),
                cl::desc("Object of the gpu.binary to load, when it has "
                         "several (default 0)"));
static cl::opt<std::string> gridOpt("grid", cl::cat(category),
                                    cl::value_desc("X,Y,Z"),
                                    cl::desc("Grid size in blocks"));
static cl::opt<std::string>
    blockOpt("block", cl::cat(category), cl::value_desc("X,Y,Z"),
             cl::desc("Block size in threads; required for a raw cubin, "
                      "overrides the recorded one otherwise"));
static cl::opt<unsigned>
    smemOpt("smem", cl::cat(category), cl::value_desc("bytes"),
            cl::desc("Dynamic shared memory in bytes; overrides the "
                     "recorded amount (0 for a raw cubin)"));
static cl::list<std::string> bufferOpts(
    "buffer", cl::cat(category), cl::value_desc("name:type:count:init"),
    cl::desc("A device buffer argument (its pointer is passed); type is "
             "f8E4M3FN, f8E5M2, f16, bf16, f32, f64, i8, i16, i32 or i64; "
             "init is random, "
             "zeros or a file of raw little-endian elements"));
static cl::list<int32_t> i32Opts("i32", cl::cat(category),
                                 cl::desc("An i32 scalar argument"));
static cl::list<int64_t> i64Opts("i64", cl::cat(category),
                                 cl::desc("An i64 scalar argument"));
static cl::list<float> f32Opts("f32", cl::cat(category),
                               cl::desc("An f32 scalar argument"));
static cl::list<double> f64Opts("f64", cl::cat(category),
                                cl::desc("An f64 scalar argument"));
static cl::list<std::string>
    outOpts("out", cl::cat(category), cl::value_desc("name:file"),
            cl::desc("Write a buffer after the launch to a file"));
static cl::list<std::string> compareOpts(
    "compare", cl::cat(category),
    cl::value_desc("name:file[:rtol=R,atol=A]"),
    cl::desc("Compare a buffer after the launch with a file; floats pass "
             "when |got-want| <= atol + rtol*|want| (defaults rtol=1e-5, "
             "atol=1e-6), integers must be equal"));
static cl::opt<uint64_t> seedOpt(
    "seed", cl::cat(category), cl::init(0),
    cl::desc("Seed of the random fill (splitmix64; see README)"));
static cl::opt<bool> dryRun(
    "dry-run", cl::cat(category),
    cl::desc("Load and check everything, fill the buffers, print the launch "
             "and write --out files with the inputs, without a GPU"));
static cl::opt<std::string> driverPath(
    "driver", cl::cat(category), cl::init("libcuda.so.1"),
    cl::value_desc("library"), cl::desc("CUDA driver library to open"));
static cl::opt<int> deviceOpt("device", cl::cat(category), cl::init(0),
                              cl::desc("CUDA device ordinal"));
static cl::opt<unsigned> repeatOpt(
    "repeat", cl::cat(category), cl::init(0), cl::value_desc("N"),
    cl::desc("After the checked launch, launch N more times back to back "
             "and print the mean time of one launch"));
static cl::opt<std::string> exportDir(
    "export", cl::cat(category), cl::value_desc("dir"),
    cl::desc("Instead of launching, write the image, its input and "
             "reference files and a manifest.json into dir, for "
             "tileiras-launch on another machine"));
static cl::opt<std::string> exportUnder(
    "export-under", cl::cat(category), cl::value_desc("dir"),
    cl::desc("As --export, into a new folder of dir named after the input "
             "file and its folder (launches with --dry-run still run)"));
static cl::opt<bool> exportExpectingFailure(
    "export-expecting-failure", cl::cat(category),
    cl::desc("Record in the exported manifest that the launch is expected "
             "to fail (\"expect\": \"failure\"), for a replay that checks "
             "the launcher's own errors"));

//===----------------------------------------------------------------------===//
// The launch description
//===----------------------------------------------------------------------===//

static Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

enum class ElemType { F8E4M3FN, F8E5M2, F16, BF16, F32, F64, I8, I16, I32, I64 };

static std::optional<ElemType> parseElemType(StringRef name) {
  return llvm::StringSwitch<std::optional<ElemType>>(name)
      .Case("f8E4M3FN", ElemType::F8E4M3FN)
      .Case("f8E5M2", ElemType::F8E5M2)
      .Case("f16", ElemType::F16)
      .Case("bf16", ElemType::BF16)
      .Case("f32", ElemType::F32)
      .Case("f64", ElemType::F64)
      .Case("i8", ElemType::I8)
      .Case("i16", ElemType::I16)
      .Case("i32", ElemType::I32)
      .Case("i64", ElemType::I64)
      .Default(std::nullopt);
}

static StringRef elemTypeName(ElemType type) {
  switch (type) {
  case ElemType::F8E4M3FN:
    return "f8E4M3FN";
  case ElemType::F8E5M2:
    return "f8E5M2";
  case ElemType::F16:
    return "f16";
  case ElemType::BF16:
    return "bf16";
  case ElemType::F32:
    return "f32";
  case ElemType::F64:
    return "f64";
  case ElemType::I8:
    return "i8";
  case ElemType::I16:
    return "i16";
  case ElemType::I32:
    return "i32";
  case ElemType::I64:
    return "i64";
  }
  llvm_unreachable("unknown element type");
}

static size_t elemSize(ElemType type) {
  switch (type) {
  case ElemType::F8E4M3FN:
  case ElemType::F8E5M2:
  case ElemType::I8:
    return 1;
  case ElemType::F16:
  case ElemType::BF16:
  case ElemType::I16:
    return 2;
  case ElemType::F32:
  case ElemType::I32:
    return 4;
  case ElemType::F64:
  case ElemType::I64:
    return 8;
  }
  llvm_unreachable("unknown element type");
}

static bool isFloat(ElemType type) {
  return type == ElemType::F8E4M3FN || type == ElemType::F8E5M2 ||
         type == ElemType::F16 || type == ElemType::BF16 ||
         type == ElemType::F32 || type == ElemType::F64;
}

struct Buffer {
  std::string name;
  ElemType type;
  uint64_t count;
  std::string init; // "random", "zeros" or a file name
  std::vector<char> host;
  CUdeviceptr device = 0;
  size_t bytes() const { return count * elemSize(type); }
};

struct Argument {
  // A buffer argument refers to buffers[index]; a scalar holds its bytes.
  std::optional<size_t> buffer;
  uint64_t scalar = 0;
  std::string scalarType; // i32, i64, f32 or f64
  std::string describe;
};

struct Comparison {
  std::string buffer, file;
  double rtol = 1e-5, atol = 1e-6;
};

struct Launch {
  std::vector<Buffer> buffers;
  std::vector<Argument> args;
  std::vector<std::pair<std::string, std::string>> outputs;
  std::vector<Comparison> comparisons;
  std::optional<std::array<unsigned, 3>> grid, block;
  std::optional<unsigned> smem;
  std::string kernel;
  std::string image; // the manifest's "image", resolved
  uint64_t seed = 0;
};

static Expected<std::array<unsigned, 3>> parseDims(StringRef text,
                                                   StringRef what) {
  llvm::SmallVector<StringRef> parts;
  text.split(parts, ',');
  std::array<unsigned, 3> dims = {1, 1, 1};
  if (parts.size() > 3)
    return makeError(llvm::formatv(
        "{0} '{1}' has more than three dimensions", what, text));
  for (auto [i, part] : llvm::enumerate(parts)) {
    if (part.trim().getAsInteger(10, dims[i]) || dims[i] == 0)
      return makeError(llvm::formatv(
          "{0} '{1}' must be one to three positive integers X[,Y[,Z]]", what,
          text));
  }
  return dims;
}

static Error addBuffer(Launch &launch, StringRef name, StringRef type,
                       uint64_t count, StringRef init, StringRef where) {
  std::optional<ElemType> elem = parseElemType(type);
  if (!elem)
    return makeError(llvm::formatv("{0}: unknown element type '{1}' (expected "
                                   "f8E4M3FN, f8E5M2, f16, bf16, f32, f64, "
                                   "i8, i16, i32 or i64)",
                                   where, type));
  if (name.empty())
    return makeError(llvm::formatv("{0}: the buffer needs a name", where));
  if (count == 0)
    return makeError(
        llvm::formatv("{0}: the element count must be positive", where));
  if (init.empty())
    return makeError(llvm::formatv(
        "{0}: init must be random, zeros or a file name", where));
  for (const Buffer &b : launch.buffers)
    if (b.name == name)
      return makeError(
          llvm::formatv("{0}: buffer '{1}' is defined twice", where, name));
  Argument arg;
  arg.buffer = launch.buffers.size();
  arg.describe = llvm::formatv("buffer {0}: {1} x {2}", name, count, type);
  launch.args.push_back(arg);
  launch.buffers.push_back({name.str(), *elem, count, init.str(), {}, 0});
  return Error::success();
}

template <typename T>
static void addScalar(Launch &launch, T value, StringRef type) {
  Argument arg;
  static_assert(sizeof(T) <= sizeof(arg.scalar));
  std::memcpy(&arg.scalar, &value, sizeof(T));
  arg.scalarType = type.str();
  arg.describe = llvm::formatv("{0} {1}", type, value);
  launch.args.push_back(arg);
}

static Expected<Comparison> parseCompare(StringRef text) {
  // name:file[:rtol=R,atol=A]; a file name may not hold ':' then.
  auto [name, rest] = text.split(':');
  auto [file, tolerances] = rest.split(':');
  if (name.empty() || file.empty())
    return makeError(llvm::formatv(
        "--compare={0}: expected name:file[:rtol=R,atol=A]", text));
  Comparison cmp{name.str(), file.str()};
  llvm::SmallVector<StringRef> items;
  if (!tolerances.empty())
    tolerances.split(items, ',');
  for (StringRef item : items) {
    auto [key, value] = item.split('=');
    double number;
    if (value.getAsDouble(number) || number < 0 ||
        (key != "rtol" && key != "atol"))
      return makeError(llvm::formatv(
          "--compare={0}: bad tolerance '{1}' (expected rtol=R or atol=A "
          "with R, A >= 0)",
          text, item));
    (key == "rtol" ? cmp.rtol : cmp.atol) = number;
  }
  return cmp;
}

/// Kernel arguments from the command line, in the order they were given.
static Error argumentsFromCommandLine(Launch &launch) {
  struct Item {
    unsigned position;
    std::function<Error()> add;
  };
  std::vector<Item> items;
  for (unsigned i = 0; i < bufferOpts.size(); ++i)
    items.push_back({bufferOpts.getPosition(i), [&, i]() -> Error {
                       StringRef text = bufferOpts[i];
                       std::string where = ("--buffer=" + text).str();
                       llvm::SmallVector<StringRef> parts;
                       text.split(parts, ':', /*MaxSplit=*/3);
                       uint64_t count;
                       if (parts.size() != 4 ||
                           parts[2].getAsInteger(10, count))
                         return makeError(where +
                                          ": expected name:type:count:init");
                       return addBuffer(launch, parts[0], parts[1], count,
                                        parts[3], where);
                     }});
  for (unsigned i = 0; i < i32Opts.size(); ++i)
    items.push_back({i32Opts.getPosition(i), [&, i] {
                       addScalar<int32_t>(launch, i32Opts[i], "i32");
                       return Error::success();
                     }});
  for (unsigned i = 0; i < i64Opts.size(); ++i)
    items.push_back({i64Opts.getPosition(i), [&, i] {
                       addScalar<int64_t>(launch, i64Opts[i], "i64");
                       return Error::success();
                     }});
  for (unsigned i = 0; i < f32Opts.size(); ++i)
    items.push_back({f32Opts.getPosition(i), [&, i] {
                       addScalar<float>(launch, f32Opts[i], "f32");
                       return Error::success();
                     }});
  for (unsigned i = 0; i < f64Opts.size(); ++i)
    items.push_back({f64Opts.getPosition(i), [&, i] {
                       addScalar<double>(launch, f64Opts[i], "f64");
                       return Error::success();
                     }});
  llvm::sort(items, [](const Item &a, const Item &b) {
    return a.position < b.position;
  });
  for (Item &item : items)
    if (Error err = item.add())
      return err;
  return Error::success();
}

static Expected<std::array<unsigned, 3>> dimsFromJSON(const json::Value &value,
                                                      StringRef what) {
  std::array<unsigned, 3> dims = {1, 1, 1};
  const json::Array *array = value.getAsArray();
  if (!array || array->empty() || array->size() > 3)
    return makeError(llvm::formatv(
        "manifest: '{0}' must be an array of one to three integers", what));
  for (auto [i, v] : llvm::enumerate(*array)) {
    std::optional<int64_t> n = v.getAsInteger();
    if (!n || *n <= 0 || *n > UINT32_MAX)
      return makeError(llvm::formatv(
          "manifest: '{0}' must hold positive 32-bit integers", what));
    dims[i] = *n;
  }
  return dims;
}

/// Reads the manifest: {"image", "kernel", "grid", "block", "smem", "seed",
/// "expect" (success or failure: read by test/gpu/replay.py, not here),
/// "args": [{"buffer", "type", "count", "init", "out", "compare", "rtol",
/// "atol"} | {"i32": N} | {"i64": N} | {"f32": X} | {"f64": X}]}.
static Error readManifest(Launch &launch, StringRef path) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return makeError(llvm::formatv("cannot read manifest {0}: {1}", path,
                                   file.getError().message()));
  Expected<json::Value> parsed = json::parse((*file)->getBuffer());
  if (!parsed)
    return makeError(llvm::formatv("manifest {0} is not valid JSON: {1}", path,
                                   llvm::toString(parsed.takeError())));
  const json::Object *root = parsed->getAsObject();
  if (!root)
    return makeError("manifest: the top level must be an object");
  for (const auto &[key, value] : *root) {
    StringRef k = key;
    if (k == "kernel") {
      std::optional<StringRef> s = value.getAsString();
      if (!s)
        return makeError("manifest: 'kernel' must be a string");
      launch.kernel = s->str();
    } else if (k == "grid" || k == "block") {
      auto dims = dimsFromJSON(value, k);
      if (!dims)
        return dims.takeError();
      (k == "grid" ? launch.grid : launch.block) = *dims;
    } else if (k == "smem") {
      std::optional<int64_t> n = value.getAsInteger();
      if (!n || *n < 0 || *n > INT32_MAX)
        return makeError("manifest: 'smem' must be a non-negative integer");
      launch.smem = *n;
    } else if (k == "seed") {
      std::optional<int64_t> n = value.getAsInteger();
      if (!n || *n < 0)
        return makeError("manifest: 'seed' must be a non-negative integer");
      launch.seed = *n;
    } else if (k == "image") {
      std::optional<StringRef> s = value.getAsString();
      if (!s || s->empty())
        return makeError("manifest: 'image' must be a file name");
      launch.image = *s;
    } else if (k == "expect") {
      std::optional<StringRef> s = value.getAsString();
      if (!s || (*s != "success" && *s != "failure"))
        return makeError("manifest: 'expect' must be success or failure");
    } else if (k != "args") {
      return makeError(llvm::formatv(
          "manifest: unknown key '{0}' (expected image, kernel, grid, block, "
          "smem, seed, expect, args)",
          k));
    }
  }
  const json::Array *args = root->getArray("args");
  if (!args)
    return makeError("manifest: 'args' must be an array of kernel arguments");
  // Paths in the manifest are relative to its folder.
  auto resolve = [&](StringRef file) {
    if (llvm::sys::path::is_absolute(file))
      return file.str();
    llvm::SmallString<256> full = llvm::sys::path::parent_path(path);
    llvm::sys::path::append(full, file);
    return std::string(full);
  };
  if (!launch.image.empty())
    launch.image = resolve(launch.image);
  for (auto [i, value] : llvm::enumerate(*args)) {
    std::string where = llvm::formatv("manifest: args[{0}]", i);
    const json::Object *arg = value.getAsObject();
    if (!arg)
      return makeError(where + " must be an object");
    if (std::optional<StringRef> name = arg->getString("buffer")) {
      std::optional<StringRef> type = arg->getString("type");
      std::optional<int64_t> count = arg->getInteger("count");
      std::optional<StringRef> init = arg->getString("init");
      if (!type || !count || *count <= 0 || !init)
        return makeError(where + ": a buffer needs 'type', a positive "
                                 "'count' and 'init'");
      std::string initValue = (*init == "random" || *init == "zeros")
                                  ? init->str()
                                  : resolve(*init);
      if (Error err =
              addBuffer(launch, *name, *type, *count, initValue, where))
        return err;
      if (std::optional<StringRef> out = arg->getString("out"))
        launch.outputs.push_back({name->str(), resolve(*out)});
      if (std::optional<StringRef> ref = arg->getString("compare")) {
        Comparison cmp{name->str(), resolve(*ref)};
        for (StringRef tol : {"rtol", "atol"}) {
          if (!arg->get(tol))
            continue;
          std::optional<double> v = arg->getNumber(tol);
          if (!v || *v < 0)
            return makeError(llvm::formatv(
                "{0}: '{1}' must be a non-negative number", where, tol));
          (tol == "rtol" ? cmp.rtol : cmp.atol) = *v;
        }
        launch.comparisons.push_back(cmp);
      }
      continue;
    }
    if (arg->size() != 1)
      return makeError(where + ": expected {\"buffer\": ...} or one of "
                               "{\"i32\"|\"i64\"|\"f32\"|\"f64\": value}");
    StringRef kind = arg->begin()->first;
    const json::Value &v = arg->begin()->second;
    std::optional<int64_t> integer = v.getAsInteger();
    std::optional<double> number = v.getAsNumber();
    if (kind == "i32" && integer && *integer >= INT32_MIN &&
        *integer <= INT32_MAX)
      addScalar<int32_t>(launch, *integer, "i32");
    else if (kind == "i64" && integer)
      addScalar<int64_t>(launch, *integer, "i64");
    else if (kind == "f32" && number)
      addScalar<float>(launch, *number, "f32");
    else if (kind == "f64" && number)
      addScalar<double>(launch, *number, "f64");
    else
      return makeError(llvm::formatv(
          "{0}: expected {{\"buffer\": ...} or one of "
          "{{\"i32\"|\"i64\"|\"f32\"|\"f64\": value} with a value of that "
          "type",
          where));
  }
  return Error::success();
}

static Expected<Launch> buildLaunch() {
  Launch launch;
  bool argsOnCommandLine = !bufferOpts.empty() || !i32Opts.empty() ||
                           !i64Opts.empty() || !f32Opts.empty() ||
                           !f64Opts.empty();
  if (!manifestFile.empty()) {
    if (argsOnCommandLine)
      return makeError("kernel arguments come either from --manifest or from "
                       "--buffer/--i32/--i64/--f32/--f64, not both");
    if (Error err = readManifest(launch, manifestFile))
      return std::move(err);
  } else if (Error err = argumentsFromCommandLine(launch)) {
    return std::move(err);
  }

  // Options given on the command line win over the manifest.
  if (!kernelName.empty())
    launch.kernel = kernelName;
  if (seedOpt.getNumOccurrences())
    launch.seed = seedOpt;
  if (smemOpt.getNumOccurrences())
    launch.smem = smemOpt;
  if (!gridOpt.empty()) {
    auto dims = parseDims(gridOpt, "--grid");
    if (!dims)
      return dims.takeError();
    launch.grid = *dims;
  }
  if (!blockOpt.empty()) {
    auto dims = parseDims(blockOpt, "--block");
    if (!dims)
      return dims.takeError();
    launch.block = *dims;
  }
  for (StringRef out : outOpts) {
    auto [name, file] = out.split(':');
    if (name.empty() || file.empty())
      return makeError(
          llvm::formatv("--out={0}: expected name:file", out));
    launch.outputs.push_back({name.str(), file.str()});
  }
  for (StringRef text : compareOpts) {
    Expected<Comparison> cmp = parseCompare(text);
    if (!cmp)
      return cmp.takeError();
    launch.comparisons.push_back(*cmp);
  }

  auto known = [&](StringRef name) {
    return llvm::any_of(launch.buffers,
                        [&](const Buffer &b) { return b.name == name; });
  };
  for (auto &[name, file] : launch.outputs)
    if (!known(name))
      return makeError(llvm::formatv("output names no buffer '{0}'", name));
  for (Comparison &cmp : launch.comparisons)
    if (!known(cmp.buffer))
      return makeError(
          llvm::formatv("comparison names no buffer '{0}'", cmp.buffer));
  if (!launch.grid)
    return makeError("no grid: give --grid=X,Y,Z or \"grid\" in the manifest");
  return std::move(launch);
}

//===----------------------------------------------------------------------===//
// The kernel image
//===----------------------------------------------------------------------===//

/// What the input names: the positional file, else the manifest's image.
static StringRef imagePath(const Launch &launch) {
  return inputFile.empty() ? StringRef(launch.image) : StringRef(inputFile);
}

static Expected<Image> loadImage(const Launch &launch) {
  StringRef path = imagePath(launch);
  if (path.empty())
    return makeError("no input: give the image file, or \"image\" in the "
                     "manifest");
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                          /*RequiresNullTerminator=*/false);
  if (!file)
    return makeError(llvm::formatv("cannot read {0}: {1}", path,
                                   file.getError().message()));
  std::optional<ImageFormat> format = getRawImageFormat((*file)->getBuffer());
  if (format) {
    if (launch.kernel.empty())
      return makeError("a raw binary needs --kernel=NAME");
    Image image;
    image.bytes = (*file)->getBuffer().str();
    image.format = *format;
    image.kernel = launch.kernel;
    return std::move(image);
  }
  return loadFromMLIR(std::move(*file), path, launch.kernel, objectIndex);
}

//===----------------------------------------------------------------------===//
// Host data
//===----------------------------------------------------------------------===//

/// splitmix64: small, fast, and a few lines in any language, so that a test
/// can regenerate the inputs.
static uint64_t splitmix64(uint64_t &state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/// The float format of a floating-point element type narrower than f32.
static const llvm::fltSemantics &getSemantics(ElemType type) {
  switch (type) {
  case ElemType::F8E4M3FN:
    return llvm::APFloat::Float8E4M3FN();
  case ElemType::F8E5M2:
    return llvm::APFloat::Float8E5M2();
  case ElemType::BF16:
    return llvm::APFloat::BFloat();
  default:
    return llvm::APFloat::IEEEhalf();
  }
}

static void storeElement(Buffer &buffer, uint64_t i, double value,
                         int64_t integer) {
  char *p = buffer.host.data() + i * elemSize(buffer.type);
  auto put = [&](auto v) { std::memcpy(p, &v, sizeof(v)); };
  switch (buffer.type) {
  case ElemType::F8E4M3FN:
  case ElemType::F8E5M2:
  case ElemType::F16:
  case ElemType::BF16: {
    llvm::APFloat f(value);
    bool lost;
    f.convert(getSemantics(buffer.type), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    uint64_t bits = f.bitcastToAPInt().getZExtValue();
    if (elemSize(buffer.type) == 1)
      put(uint8_t(bits));
    else
      put(uint16_t(bits));
    return;
  }
  case ElemType::F32:
    return put(float(value));
  case ElemType::F64:
    return put(value);
  case ElemType::I8:
    return put(int8_t(integer));
  case ElemType::I16:
    return put(int16_t(integer));
  case ElemType::I32:
    return put(int32_t(integer));
  case ElemType::I64:
    return put(integer);
  }
}

static double loadElement(const char *p, ElemType type) {
  auto get = [&](auto v) {
    std::memcpy(&v, p, sizeof(v));
    return v;
  };
  switch (type) {
  case ElemType::F8E4M3FN:
  case ElemType::F8E5M2:
  case ElemType::F16:
  case ElemType::BF16: {
    unsigned bits = 8 * elemSize(type);
    llvm::APFloat f(getSemantics(type),
                    llvm::APInt(bits, bits == 8 ? get(uint8_t())
                                                : get(uint16_t())));
    bool lost;
    f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    return f.convertToDouble();
  }
  case ElemType::F32:
    return get(float());
  case ElemType::F64:
    return get(double());
  case ElemType::I8:
    return get(int8_t());
  case ElemType::I16:
    return get(int16_t());
  case ElemType::I32:
    return get(int32_t());
  case ElemType::I64:
    return double(get(int64_t()));
  }
  llvm_unreachable("unknown element type");
}

/// Fills every buffer. Random values: buffer k (counting buffers from 0 in
/// argument order) draws from splitmix64 with state seed + k; an element
/// takes the top 24 bits r of one draw: floats are r / 2^23 - 1, in
/// [-1, 1) and exact in every float type but f8/f16/bf16 (rounded to nearest
/// even), integers are r % 201 - 100.
static Error fillBuffers(Launch &launch) {
  for (auto [k, buffer] : llvm::enumerate(launch.buffers)) {
    buffer.host.assign(buffer.bytes(), 0);
    if (buffer.init == "zeros")
      continue;
    if (buffer.init == "random") {
      uint64_t state = launch.seed + k;
      for (uint64_t i = 0; i < buffer.count; ++i) {
        uint64_t r = splitmix64(state) >> 40;
        storeElement(buffer, i, double(r) / double(1 << 23) - 1.0,
                     int64_t(r % 201) - 100);
      }
      continue;
    }
    auto file = llvm::MemoryBuffer::getFile(buffer.init, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
    if (!file)
      return makeError(llvm::formatv("cannot read {0} for buffer '{1}': {2}",
                                     buffer.init, buffer.name,
                                     file.getError().message()));
    if ((*file)->getBufferSize() != buffer.bytes())
      return makeError(llvm::formatv(
          "{0} has {1} bytes, buffer '{2}' needs {3}", buffer.init,
          (*file)->getBufferSize(), buffer.name, buffer.bytes()));
    std::memcpy(buffer.host.data(), (*file)->getBufferStart(),
                buffer.bytes());
  }
  return Error::success();
}

static Error writeOutputs(const Launch &launch) {
  for (const auto &[name, path] : launch.outputs) {
    const Buffer &buffer = *llvm::find_if(
        launch.buffers, [&](const Buffer &b) { return b.name == name; });
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
    if (ec)
      return makeError(llvm::formatv("cannot write {0}: {1}", path,
                                     ec.message()));
    os.write(buffer.host.data(), buffer.host.size());
  }
  return Error::success();
}

static Error compareOutputs(const Launch &launch) {
  std::string failures;
  for (const Comparison &cmp : launch.comparisons) {
    const Buffer &buffer = *llvm::find_if(
        launch.buffers, [&](const Buffer &b) { return b.name == cmp.buffer; });
    auto file = llvm::MemoryBuffer::getFile(cmp.file, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
    if (!file)
      return makeError(llvm::formatv("cannot read {0}: {1}", cmp.file,
                                     file.getError().message()));
    if ((*file)->getBufferSize() != buffer.bytes())
      return makeError(llvm::formatv(
          "{0} has {1} bytes, buffer '{2}' has {3}", cmp.file,
          (*file)->getBufferSize(), buffer.name, buffer.bytes()));
    size_t size = elemSize(buffer.type);
    uint64_t mismatches = 0, first = 0;
    double firstGot = 0, firstWant = 0;
    for (uint64_t i = 0; i < buffer.count; ++i) {
      double got = loadElement(buffer.host.data() + i * size, buffer.type);
      double want = loadElement((*file)->getBufferStart() + i * size,
                                buffer.type);
      bool equal;
      if (!isFloat(buffer.type))
        // Compare the bits: doubles cannot hold every i64.
        equal = !std::memcmp(buffer.host.data() + i * size,
                             (*file)->getBufferStart() + i * size, size);
      else if (std::isnan(got) || std::isnan(want))
        equal = std::isnan(got) && std::isnan(want);
      else
        equal = got == want ||
                std::fabs(got - want) <= cmp.atol + cmp.rtol * std::fabs(want);
      if (equal)
        continue;
      if (mismatches++ == 0) {
        first = i;
        firstGot = got;
        firstWant = want;
      }
    }
    if (mismatches == 0) {
      llvm::outs() << llvm::formatv("compare {0}: {1} elements match {2}\n",
                                    buffer.name, buffer.count, cmp.file);
      continue;
    }
    failures += llvm::formatv(
        "{0}buffer '{1}' differs from {2} in {3} of {4} elements; first at "
        "index {5}: got {6}, expected {7} (rtol={8}, atol={9})",
        failures.empty() ? "" : "\n", buffer.name, cmp.file, mismatches,
        buffer.count, first, firstGot, firstWant, cmp.rtol, cmp.atol);
  }
  if (!failures.empty())
    return makeError(failures);
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Exporting a launch
//===----------------------------------------------------------------------===//

static Error copyInto(StringRef from, StringRef dir, StringRef name) {
  llvm::SmallString<256> to(dir);
  llvm::sys::path::append(to, name);
  if (std::error_code ec = llvm::sys::fs::copy_file(from, to))
    return makeError(llvm::formatv("cannot copy {0} to {1}: {2}", from, to,
                                   ec.message()));
  return Error::success();
}

/// A new folder for --export-under: named after the input file and the
/// folder holding it (a lit test's %t), with -2, -3, ... for later launches
/// of the same file.
static Expected<std::string> makeExportFolder(StringRef root, StringRef input) {
  StringRef folder = llvm::sys::path::filename(llvm::sys::path::parent_path(
      input));
  folder.consume_back(".tmp");
  std::string base = (llvm::sys::path::stem(folder) + "-" +
                      llvm::sys::path::stem(input))
                         .str();
  if (std::error_code ec = llvm::sys::fs::create_directories(root))
    return makeError(llvm::formatv("cannot create {0}: {1}", root,
                                   ec.message()));
  for (unsigned n = 1;; ++n) {
    llvm::SmallString<256> dir(root);
    llvm::sys::path::append(dir, n == 1 ? base : base + "-" + llvm::Twine(n));
    std::error_code ec =
        llvm::sys::fs::create_directory(dir, /*IgnoreExisting=*/false);
    if (!ec)
      return std::string(dir);
    if (ec != std::errc::file_exists)
      return makeError(llvm::formatv("cannot create {0}: {1}", dir,
                                     ec.message()));
  }
}

/// Writes the image, copies of the input and reference files, and a
/// manifest that launches exactly what this invocation would have.
static Error exportLaunch(const Launch &launch, const Image &image,
                          const std::array<unsigned, 3> &block, unsigned smem,
                          StringRef dir) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return makeError(llvm::formatv("cannot create {0}: {1}", dir,
                                   ec.message()));
  std::string imageName =
      ("kernel." + getImageExtension(image.format)).str();
  {
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, imageName);
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
    if (ec)
      return makeError(llvm::formatv("cannot write {0}: {1}", path,
                                     ec.message()));
    StringRef bytes = image.bytes;
    if (image.format == ImageFormat::PTX)
      bytes = bytes.rtrim('\0');
    os << bytes;
  }

  auto dims = [](const std::array<unsigned, 3> &d) {
    return json::Array{d[0], d[1], d[2]};
  };
  json::Array args;
  for (const Argument &arg : launch.args) {
    if (!arg.buffer) {
      json::Value value = nullptr;
      if (arg.scalarType == "i32")
        value = int32_t(arg.scalar);
      else if (arg.scalarType == "i64")
        value = int64_t(arg.scalar);
      else if (arg.scalarType == "f32") {
        float f;
        std::memcpy(&f, &arg.scalar, sizeof(f));
        value = double(f);
      } else {
        double d;
        std::memcpy(&d, &arg.scalar, sizeof(d));
        value = d;
      }
      args.push_back(json::Object{{arg.scalarType, std::move(value)}});
      continue;
    }
    const Buffer &buffer = launch.buffers[*arg.buffer];
    json::Object entry{{"buffer", buffer.name},
                       {"type", elemTypeName(buffer.type)},
                       {"count", int64_t(buffer.count)}};
    if (buffer.init == "random" || buffer.init == "zeros") {
      entry["init"] = buffer.init;
    } else {
      std::string name = buffer.name + ".in";
      if (Error err = copyInto(buffer.init, dir, name))
        return err;
      entry["init"] = name;
    }
    for (const auto &[name, file] : launch.outputs)
      if (name == buffer.name)
        entry["out"] = buffer.name + ".out";
    for (const Comparison &cmp : launch.comparisons) {
      if (cmp.buffer != buffer.name)
        continue;
      std::string name = buffer.name + ".ref";
      if (Error err = copyInto(cmp.file, dir, name))
        return err;
      entry["compare"] = name;
      entry["rtol"] = cmp.rtol;
      entry["atol"] = cmp.atol;
    }
    args.push_back(std::move(entry));
  }
  json::Object manifest{{"image", imageName},
                        {"kernel", image.kernel},
                        {"grid", dims(*launch.grid)},
                        {"block", dims(block)},
                        {"smem", int64_t(smem)},
                        {"seed", int64_t(launch.seed)},
                        {"args", std::move(args)}};
  if (exportExpectingFailure)
    manifest["expect"] = "failure";
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "manifest.json");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec)
    return makeError(llvm::formatv("cannot write {0}: {1}", path,
                                   ec.message()));
  os << llvm::formatv("{0:2}", json::Value(std::move(manifest))) << "\n";
  llvm::outs() << llvm::formatv("exported to {0}\n", dir);
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

static Error launchOnDevice(Launch &launch, const Image &image,
                            const std::array<unsigned, 3> &block,
                            unsigned smem) {
  Expected<std::unique_ptr<CudaDriver>> opened = CudaDriver::open(driverPath);
  if (!opened)
    return opened.takeError();
  CudaDriver &driver = **opened;
  if (Error err = driver.initDevice(deviceOpt))
    return err;
  CUmodule module = nullptr;
  if (Error err = driver.loadModule(image.bytes.c_str(), module))
    return err;
  CUfunction function = nullptr;
  if (Error err = driver.getFunction(module, image.kernel, function))
    return err;
  // Launches may use 48 KiB of dynamic shared memory without asking.
  if (smem > 48 * 1024)
    if (Error err = driver.setMaxDynamicSharedMemory(function, smem))
      return err;

  Error result = Error::success();
  for (Buffer &buffer : launch.buffers) {
    if ((result = driver.alloc(buffer.bytes(), buffer.device)))
      break;
    if ((result = driver.copyToDevice(buffer.device, buffer.host.data(),
                                      buffer.bytes())))
      break;
  }
  if (!result) {
    std::vector<void *> params;
    for (Argument &arg : launch.args)
      params.push_back(arg.buffer ? &launch.buffers[*arg.buffer].device
                                  : static_cast<void *>(&arg.scalar));
    if (!(result = driver.launch(function, launch.grid->data(), block.data(),
                                 smem, params.data())))
      result = driver.synchronize();
    // The outputs are those of the first launch; the timed ones follow.
    for (Buffer &buffer : launch.buffers)
      if (!result)
        result = driver.copyToHost(buffer.host.data(), buffer.device,
                                   buffer.bytes());
    if (!result && repeatOpt > 0) {
      // One untimed launch first, so that the batch finds warm caches.
      Expected<double> ms = driver.timeLaunches(
          function, launch.grid->data(), block.data(), smem, params.data(), 1);
      if (ms)
        ms = driver.timeLaunches(function, launch.grid->data(), block.data(),
                                 smem, params.data(), repeatOpt);
      if (!ms)
        result = ms.takeError();
      else
        llvm::outs() << llvm::formatv(
            "time: {0:f3} us per launch (mean of {1})\n", *ms * 1000.0,
            repeatOpt.getValue());
    }
  }
  for (Buffer &buffer : launch.buffers)
    if (buffer.device)
      result = llvm::joinErrors(std::move(result), driver.free(buffer.device));
  return result;
}

static Error run() {
  Expected<Launch> launch = buildLaunch();
  if (!launch)
    return launch.takeError();
  Expected<Image> image = loadImage(*launch);
  if (!image)
    return image.takeError();
  std::optional<std::array<unsigned, 3>> block =
      launch->block ? launch->block : image->block;
  if (!block)
    return makeError(llvm::formatv(
        "no block size for kernel '{0}': the binary records none, give "
        "--block=X,Y,Z",
        image->kernel));
  unsigned smem = launch->smem.value_or(image->smem);
  if (Error err = fillBuffers(*launch))
    return err;

  llvm::outs() << llvm::formatv(
      "kernel {0}: grid {1}x{2}x{3}, block {4}x{5}x{6}, dynamic smem {7}\n",
      image->kernel, (*launch->grid)[0], (*launch->grid)[1],
      (*launch->grid)[2], (*block)[0], (*block)[1], (*block)[2], smem);
  for (auto [i, arg] : llvm::enumerate(launch->args))
    llvm::outs() << llvm::formatv("  arg {0}: {1}\n", i, arg.describe);

  if (dryRun)
    return writeOutputs(*launch);
  if (!exportDir.empty())
    return exportLaunch(*launch, *image, *block, smem, exportDir);
  if (!exportUnder.empty()) {
    Expected<std::string> dir =
        makeExportFolder(exportUnder, imagePath(*launch));
    if (!dir)
      return dir.takeError();
    return exportLaunch(*launch, *image, *block, smem, *dir);
  }
  if (Error err = launchOnDevice(*launch, *image, *block, smem))
    return err;
  if (Error err = writeOutputs(*launch))
    return err;
  return compareOutputs(*launch);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  std::string tool = llvm::sys::path::filename(argv[0]).str();
  cl::ParseCommandLineOptions(
      argc, argv,
      tool + ": launch a kernel compiled by tileiras on a CUDA GPU\n");
  if (Error err = run()) {
    llvm::WithColor::error(llvm::errs(), tool)
        << llvm::toString(std::move(err)) << "\n";
    return 1;
  }
  return 0;
}
