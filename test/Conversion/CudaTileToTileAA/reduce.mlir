// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// The body moves into nv_tileaa.reduce with scalar arguments; its math
// becomes arith and its yield nv_tileaa.yield. A rank-1 reduce gives a
// scalar, a rank-2 one a tensor without the reduced dimension.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @sums
  entry @sums(%a: tile<f32>) {
    %x = constant <f32: 1.0> : tile<4x8xf32>
    %i = iota : tile<8xi32>
    // CHECK: %[[R:.*]] = nv_tileaa.reduce %{{.*}} dim = 0 identities = [0 : i32] : tensor<8xi32> -> i32 {
    // CHECK: ^bb0(%[[E:.*]]: i32, %[[ACC:.*]]: i32):
    // CHECK:   %[[S:.*]] = arith.addi %[[E]], %[[ACC]] : i32
    // CHECK:   nv_tileaa.yield %[[S]] : i32
    // CHECK: }
    %s = reduce %i dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %n = addi %e, %acc : tile<i32>
      yield %n : tile<i32>
    }
    // CHECK: nv_tileaa.reduce %{{.*}}, %{{.*}} dim = 1 identities = [0xFF800000 : f32, 0xFF800000 : f32] : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4xf32>, tensor<4xf32> {
    // CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
    // CHECK:   arith.maxnumf
    // CHECK:   arith.minnumf
    // CHECK:   nv_tileaa.yield %{{.*}}, %{{.*}} : f32, f32
    %m:2 = reduce %x, %x dim=1 identities=[0xFF800000 : f32, 0xFF800000 : f32] : tile<4x8xf32>, tile<4x8xf32> -> tile<4xf32>, tile<4xf32>
    (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
      %mx = maxf %e0, %a0 : tile<f32>
      %mn = minf %e1, %a1 : tile<f32>
      yield %mx, %mn : tile<f32>, tile<f32>
    }
    return
  }
}
