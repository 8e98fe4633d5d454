//===- CudaDriver.cpp - the CUDA driver API, opened at run time -----------===//

#include "tools/tileiras-run/CudaDriver.h"

#include "llvm/Support/FormatVariadic.h"

#include <dlfcn.h>
#include <type_traits>

using namespace tileiras::run;
using llvm::Error;
using llvm::Expected;

// Driver error codes this file gives its own message for.
static constexpr CUresult kSuccess = 0;
static constexpr CUresult kErrorNoDevice = 100;
// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES.
static constexpr int kMaxDynamicSharedSizeBytes = 8;

static Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

Expected<std::unique_ptr<CudaDriver>>
CudaDriver::open(const std::string &path) {
  std::unique_ptr<CudaDriver> driver(new CudaDriver());
  driver->handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!driver->handle)
    return makeError(llvm::formatv(
        "CUDA driver library {0} could not be loaded: {1}", path, dlerror()));

  // The _v2 names are the 64-bit entry points every driver since CUDA 4
  // exports; the unsuffixed ones are the legacy 32-bit ABI.
  std::string missing;
  auto need = [&](auto &fn, const char *name) {
    void *symbol = dlsym(driver->handle, name);
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(symbol);
    if (!symbol)
      missing += (missing.empty() ? "" : ", ") + std::string(name);
  };
  need(driver->cuInit, "cuInit");
  need(driver->cuDeviceGetCount, "cuDeviceGetCount");
  need(driver->cuDeviceGet, "cuDeviceGet");
  need(driver->cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  need(driver->cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
  need(driver->cuCtxSetCurrent, "cuCtxSetCurrent");
  need(driver->cuModuleLoadData, "cuModuleLoadData");
  need(driver->cuModuleGetFunction, "cuModuleGetFunction");
  need(driver->cuFuncSetAttribute, "cuFuncSetAttribute");
  need(driver->cuMemAlloc, "cuMemAlloc_v2");
  need(driver->cuMemFree, "cuMemFree_v2");
  need(driver->cuMemcpyHtoD, "cuMemcpyHtoD_v2");
  need(driver->cuMemcpyDtoH, "cuMemcpyDtoH_v2");
  need(driver->cuLaunchKernel, "cuLaunchKernel");
  need(driver->cuCtxSynchronize, "cuCtxSynchronize");
  need(driver->cuEventCreate, "cuEventCreate");
  need(driver->cuEventRecord, "cuEventRecord");
  need(driver->cuEventSynchronize, "cuEventSynchronize");
  // CUDA 12.8 added a _v2 (the same signature); older drivers have only the
  // first.
  if (!(driver->cuEventElapsedTime =
            reinterpret_cast<decltype(driver->cuEventElapsedTime)>(
                dlsym(driver->handle, "cuEventElapsedTime_v2"))))
    need(driver->cuEventElapsedTime, "cuEventElapsedTime");
  need(driver->cuEventDestroy, "cuEventDestroy_v2");
  need(driver->cuGetErrorName, "cuGetErrorName");
  need(driver->cuGetErrorString, "cuGetErrorString");
  if (!missing.empty())
    return makeError(llvm::formatv(
        "CUDA driver library {0} lacks the entry points {1}", path, missing));
  return std::move(driver);
}

CudaDriver::~CudaDriver() {
  if (haveContext)
    cuDevicePrimaryCtxRelease(device);
  if (handle)
    dlclose(handle);
}

Error CudaDriver::check(CUresult result, const char *what) {
  if (result == kSuccess)
    return Error::success();
  const char *name = nullptr, *text = nullptr;
  if (cuGetErrorName(result, &name) != kSuccess)
    name = nullptr;
  if (cuGetErrorString(result, &text) != kSuccess)
    text = nullptr;
  return makeError(llvm::formatv("{0} failed: {1} ({2}): {3}", what,
                                 name ? name : "unknown error", result,
                                 text ? text : "no description"));
}

Error CudaDriver::initDevice(int ordinal) {
  CUresult result = cuInit(0);
  if (result == kErrorNoDevice)
    return makeError("no CUDA device found (cuInit: CUDA_ERROR_NO_DEVICE)");
  if (Error err = check(result, "cuInit"))
    return err;
  int count = 0;
  if (Error err = check(cuDeviceGetCount(&count), "cuDeviceGetCount"))
    return err;
  if (count == 0)
    return makeError("no CUDA device found");
  if (ordinal < 0 || ordinal >= count)
    return makeError(llvm::formatv(
        "device {0} does not exist; {1} CUDA device(s) found", ordinal, count));
  if (Error err = check(cuDeviceGet(&device, ordinal), "cuDeviceGet"))
    return err;
  CUcontext context = nullptr;
  if (Error err = check(cuDevicePrimaryCtxRetain(&context, device),
                        "cuDevicePrimaryCtxRetain"))
    return err;
  haveContext = true;
  return check(cuCtxSetCurrent(context), "cuCtxSetCurrent");
}

Error CudaDriver::loadModule(const void *image, CUmodule &module) {
  return check(cuModuleLoadData(&module, image), "cuModuleLoadData");
}

Error CudaDriver::getFunction(CUmodule module, const std::string &name,
                              CUfunction &function) {
  CUresult result = cuModuleGetFunction(&function, module, name.c_str());
  if (result == kSuccess)
    return Error::success();
  return llvm::joinErrors(
      makeError(llvm::formatv("kernel '{0}' not found in the binary", name)),
      check(result, "cuModuleGetFunction"));
}

Error CudaDriver::setMaxDynamicSharedMemory(CUfunction function,
                                            unsigned bytes) {
  return check(cuFuncSetAttribute(function, kMaxDynamicSharedSizeBytes, bytes),
               "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
}

Error CudaDriver::alloc(size_t bytes, CUdeviceptr &ptr) {
  return check(cuMemAlloc(&ptr, bytes), "cuMemAlloc");
}

Error CudaDriver::copyToDevice(CUdeviceptr dst, const void *src, size_t bytes) {
  return check(cuMemcpyHtoD(dst, src, bytes), "cuMemcpyHtoD");
}

Error CudaDriver::copyToHost(void *dst, CUdeviceptr src, size_t bytes) {
  return check(cuMemcpyDtoH(dst, src, bytes), "cuMemcpyDtoH");
}

Error CudaDriver::launch(CUfunction function, const unsigned grid[3],
                         const unsigned block[3], unsigned smem,
                         void **params) {
  return check(cuLaunchKernel(function, grid[0], grid[1], grid[2], block[0],
                              block[1], block[2], smem, nullptr, params,
                              nullptr),
               "cuLaunchKernel");
}

Error CudaDriver::synchronize() {
  return check(cuCtxSynchronize(), "kernel execution (cuCtxSynchronize)");
}

Error CudaDriver::free(CUdeviceptr ptr) {
  return check(cuMemFree(ptr), "cuMemFree");
}

Expected<double> CudaDriver::timeLaunches(CUfunction function,
                                          const unsigned grid[3],
                                          const unsigned block[3],
                                          unsigned smem, void **params,
                                          unsigned repeat) {
  CUevent start = nullptr, stop = nullptr;
  Error err = check(cuEventCreate(&start, 0), "cuEventCreate");
  if (!err)
    err = check(cuEventCreate(&stop, 0), "cuEventCreate");
  if (!err)
    err = check(cuEventRecord(start, nullptr), "cuEventRecord");
  for (unsigned i = 0; i < repeat && !err; ++i)
    err = launch(function, grid, block, smem, params);
  if (!err)
    err = check(cuEventRecord(stop, nullptr), "cuEventRecord");
  if (!err)
    err = check(cuEventSynchronize(stop), "kernel execution (cuEventSynchronize)");
  float ms = 0;
  if (!err)
    err = check(cuEventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
  for (CUevent event : {start, stop})
    if (event)
      cuEventDestroy(event);
  if (err)
    return std::move(err);
  return double(ms) / repeat;
}
