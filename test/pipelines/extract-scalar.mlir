// The extract of a 0-d tile compiles through the whole pipeline (it used to
// build a slice of a scalar, invalid IR).
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s
// CHECK: gpu.binary @m
// CHECK-SAME: st.global.b32
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %e = extract %x[] : tile<f32> -> tile<f32>
    %t = store_ptr_tko weak %p, %e : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
