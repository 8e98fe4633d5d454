// Kernels as cuTile Python writes them assume facts about every argument;
// the facts do not stop the compilation (no later stage uses them yet).
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: .entry scale(
// CHECK-SAME: mul.rn.f32
cuda_tile.module @kernels {
  entry @scale(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<sm_80 = {}> {
    %p = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %n = assume bounded<0, ?>, %arg1 : tile<i32>
    %lane = iota : tile<256xi32>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %q = offset %ps, %lane : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %ns = broadcast %n1 : tile<1xi32> -> tile<256xi32>
    %mask = cmpi less_than %lane, %ns, signed : tile<256xi32> -> tile<256xi1>
    %v, %t = load_ptr_tko weak %q, %mask : tile<256xptr<f32>>, tile<256xi1> -> tile<256xf32>, token
    %three = constant <f32: 3.0> : tile<256xf32>
    %r = mulf %v, %three : tile<256xf32>
    %t2 = store_ptr_tko weak %q, %r, %mask token=%t : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  }
}
