// RUN: not %tileiras-opt %s -p 'builtin.module(cuda-tile-check-hints{werror=true})' 2>&1 | FileCheck %s

// With werror the findings are errors and the pass fails.
// CHECK: error: unknown hint key sm_100a
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_100a = {num_cta_in_cga = 2}> {}
}
