// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// mmaf and mmai become nv_tileaa.dot; unsigned i8 operands are marked.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @mma
  entry @mma() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 2.0> : tile<8x2xf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf16>, tensor<8x2xf16>, tensor<4x2xf32>
    %d = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %ia = constant <i8: 1> : tile<2x4x8xi8>
    %ib = constant <i8: 2> : tile<2x8x2xi8>
    %ic = constant <i32: 0> : tile<2x4x2xi32>
    // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {lhs_unsigned} : tensor<2x4x8xi8>, tensor<2x8x2xi8>, tensor<2x4x2xi32>
    %e = mmai %ia, %ib, %ic unsigned signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
    return
  }
}
