// A libdevice call with no libdevice is an error naming the path searched,
// for every format (the bitcode is linked before PTX is made).
// RUN: rm -rf %t && mkdir -p %t/empty
// RUN: env -u CUDA_HOME -u CUDA_PATH not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=isa toolkit=%t/empty})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=OPTION
// RUN: env CUDA_HOME=%t/empty not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=llvm})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=HOME

// OPTION: libdevice-missing.mlir:[[# @LINE + 4]]:3: error: the module calls the libdevice function '__nv_expf' but libdevice was not found at '[[DIR]]/empty/nvvm/libdevice/libdevice.10.bc'; toolkit '[[DIR]]/empty' (from the `toolkit=` option of gpu-module-to-binary;
// HOME: error: the module calls the libdevice function '__nv_expf' but libdevice was not found at '[[DIR]]/empty/nvvm/libdevice/libdevice.10.bc'; toolkit '[[DIR]]/empty' (from CUDA_HOME;

module attributes {gpu.container_module} {
  gpu.module @exp [#tileiras.target] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @exp(%x: f32, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %y = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr<1>
      llvm.return
    }
  }
}
