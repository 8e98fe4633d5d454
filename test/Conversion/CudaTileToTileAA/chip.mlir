// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s --check-prefix=NOCHIP
// RUN: not %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=gfx90a})' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"}
// NOCHIP: gpu.module @m {
// BAD: error: invalid chip 'gfx90a', expected sm_<digits> with an optional a or f suffix
cuda_tile.module @m {
  entry @k() {
  }
}
