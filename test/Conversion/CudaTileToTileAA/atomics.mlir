// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// Mode, ordering, scope, mask and token carry over.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @atomics
  // CHECK-SAME: (%[[C:.*]]: !nv_tileaa.ptr<i32, global>, %[[N:.*]]: i32)
  entry @atomics(%c: tile<ptr<i32>>, %n: tile<i32>) {
    %c1 = reshape %c : tile<ptr<i32>> -> tile<1xptr<i32>>
    %cs = broadcast %c1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %lane = iota : tile<8xi32>
    %pc = offset %cs, %lane : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %m = constant <i1: true> : tile<8xi1>
    %t0 = make_token : token
    // CHECK: %[[OLD:.*]], %[[T1:.*]] = nv_tileaa.atomic_rmw add relaxed device %{{.*}}, %{{.*}}, %{{.*}} token(%{{.*}}) : tensor<8x!nv_tileaa.ptr<i32, global>>, tensor<8xi32>, tensor<8xi1>
    %old, %t1 = atomic_rmw_tko relaxed device %pc, add, %lane, %m token = %t0 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    // CHECK: nv_tileaa.atomic_rmw umin release sys %[[C]], %[[N]] token(%[[T1]]) : !nv_tileaa.ptr<i32, global>, i32
    %o2, %t2 = atomic_rmw_tko release sys %c, umin, %n token = %t1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK: nv_tileaa.atomic_cas acq_rel tl_blk %[[C]], %[[N]], %{{.*}} : !nv_tileaa.ptr<i32, global>, i32
    %zero = constant <i32: 0> : tile<i32>
    %o3, %t3 = atomic_cas_tko acq_rel tl_blk %c, %n, %zero : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}
