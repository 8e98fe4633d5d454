//===- CudaDriver.h - the CUDA driver API, opened at run time -----*- C++ -*-===//
//
// tileiras-run needs no CUDA toolkit or driver to build: it declares the few
// driver entry points it calls and looks them up with dlopen/dlsym.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRASRUN_CUDADRIVER_H
#define TILEIRAS_TOOLS_TILEIRASRUN_CUDADRIVER_H

#include "llvm/Support/Error.h"

#include <cstddef>
#include <memory>
#include <string>

namespace tileiras::run {

// The driver's C ABI, as far as it is used here.
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUstream_st;
struct CUevent_st;
using CUcontext = CUctx_st *;
using CUmodule = CUmod_st *;
using CUfunction = CUfunc_st *;
using CUstream = CUstream_st *;
using CUevent = CUevent_st *;

/// The opened driver library and its entry points. Every call checks the
/// result and turns a failure into an error carrying the driver's name and
/// string for it.
class CudaDriver {
public:
  /// Opens `path` (normally "libcuda.so.1") and resolves the entry points.
  static llvm::Expected<std::unique_ptr<CudaDriver>>
  open(const std::string &path);

  CudaDriver(const CudaDriver &) = delete;
  CudaDriver &operator=(const CudaDriver &) = delete;
  ~CudaDriver();

  /// cuInit, checks that a device exists, and makes device `ordinal`'s
  /// primary context current.
  llvm::Error initDevice(int ordinal);
  llvm::Error loadModule(const void *image, CUmodule &module);
  llvm::Error getFunction(CUmodule module, const std::string &name,
                          CUfunction &function);
  /// Allows `bytes` of dynamic shared memory (needed above 48 KiB).
  llvm::Error setMaxDynamicSharedMemory(CUfunction function, unsigned bytes);
  llvm::Error alloc(size_t bytes, CUdeviceptr &ptr);
  llvm::Error copyToDevice(CUdeviceptr dst, const void *src, size_t bytes);
  llvm::Error copyToHost(void *dst, CUdeviceptr src, size_t bytes);
  llvm::Error launch(CUfunction function, const unsigned grid[3],
                     const unsigned block[3], unsigned smem, void **params);
  llvm::Error synchronize();
  /// Launches `repeat` times back to back and returns the mean time of one
  /// launch in milliseconds, measured with driver events around the batch.
  llvm::Expected<double> timeLaunches(CUfunction function,
                                      const unsigned grid[3],
                                      const unsigned block[3], unsigned smem,
                                      void **params, unsigned repeat);
  llvm::Error free(CUdeviceptr ptr);

private:
  CudaDriver() = default;
  llvm::Error check(CUresult result, const char *what);

  void *handle = nullptr;
  CUdevice device = 0;
  bool haveContext = false;

  CUresult (*cuInit)(unsigned) = nullptr;
  CUresult (*cuDeviceGetCount)(int *) = nullptr;
  CUresult (*cuDeviceGet)(CUdevice *, int) = nullptr;
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice) = nullptr;
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice) = nullptr;
  CUresult (*cuCtxSetCurrent)(CUcontext) = nullptr;
  CUresult (*cuModuleLoadData)(CUmodule *, const void *) = nullptr;
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *) =
      nullptr;
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int) = nullptr;
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t) = nullptr;
  CUresult (*cuMemFree)(CUdeviceptr) = nullptr;
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t) = nullptr;
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t) = nullptr;
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, unsigned, CUstream,
                             void **, void **) = nullptr;
  CUresult (*cuCtxSynchronize)() = nullptr;
  CUresult (*cuEventCreate)(CUevent *, unsigned) = nullptr;
  CUresult (*cuEventRecord)(CUevent, CUstream) = nullptr;
  CUresult (*cuEventSynchronize)(CUevent) = nullptr;
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent) = nullptr;
  CUresult (*cuEventDestroy)(CUevent) = nullptr;
  CUresult (*cuGetErrorName)(CUresult, const char **) = nullptr;
  CUresult (*cuGetErrorString)(CUresult, const char **) = nullptr;
};

} // namespace tileiras::run

#endif // TILEIRAS_TOOLS_TILEIRASRUN_CUDADRIVER_H
