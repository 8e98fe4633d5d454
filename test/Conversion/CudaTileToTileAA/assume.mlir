// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// Facts travel with their values.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<f16, global>, %[[N:.*]]: i32)
  entry @k(%p: tile<ptr<f16>>, %n: tile<i32>) {
    // CHECK: nv_tileaa.assume #cuda_tile.div_by<16>, %[[P]] : !nv_tileaa.ptr<f16, global>
    %q = assume div_by<16>, %p : tile<ptr<f16>>
    // CHECK: nv_tileaa.assume #cuda_tile.bounded<0, ?>, %[[N]] : i32
    %m = assume bounded<0, ?>, %n : tile<i32>
    %i = iota : tile<8xi32>
    // CHECK: nv_tileaa.assume #cuda_tile.div_by<4, every 4 along 0>, %{{.*}} : tensor<8xi32>
    %j = assume div_by<4, every 4 along 0>, %i : tile<8xi32>
  }
}
