// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// alloca keeps its element count, alignment and `global` flag; the pointer
// is a global one.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @k
  entry @k() {
    // CHECK: nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, global>
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    // CHECK: nv_tileaa.alloca num_elem = 8, alignment = 128 global : !nv_tileaa.ptr<i8, global>
    %1 = alloca num_elem = 8, alignment = 128 global : tile<ptr<i8>>
    return
  }
}
