// Where the CUDA toolkit is found, and the errors when it lacks a tool.
// RUN: rm -rf %t && mkdir -p %t/empty
// RUN: env -u CUDA_HOME -u CUDA_PATH not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%t/empty})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=OPTION
// RUN: env CUDA_HOME=%t/empty CUDA_PATH=%t/other not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=HOME
// RUN: env -u CUDA_HOME CUDA_PATH=%t/empty not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=PATH
// The attribute's parameter comes first, even before the pass option.
// RUN: sed 's|#tileiras.target|#tileiras.target<toolkit = "%t/empty">|' %s | env CUDA_HOME=%t/other not %tileiras-opt -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%t/other})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=PARAM

// OPTION: error: `ptxas` not found: '[[DIR]]/empty/bin/ptxas' is not an executable; toolkit '[[DIR]]/empty' (from the `toolkit=` option of gpu-module-to-binary; the toolkit is the first of: the target's `toolkit` parameter, the `toolkit=` option of gpu-module-to-binary, CUDA_HOME, CUDA_PATH, /usr/local/cuda)
// HOME: error: `ptxas` not found: '[[DIR]]/empty/bin/ptxas' is not an executable; toolkit '[[DIR]]/empty' (from CUDA_HOME;
// PATH: error: `ptxas` not found: '[[DIR]]/empty/bin/ptxas' is not an executable; toolkit '[[DIR]]/empty' (from CUDA_PATH;
// PARAM: error: `ptxas` not found: '[[DIR]]/empty/bin/ptxas' is not an executable; toolkit '[[DIR]]/empty' (from the target's `toolkit` parameter;

module attributes {gpu.container_module} {
  gpu.module @k [#tileiras.target] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
