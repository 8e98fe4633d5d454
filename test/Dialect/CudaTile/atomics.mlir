// RUN: %cuda-tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %cuda-tile-opt %s --allow-unregistered-dialect | %cuda-tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %cuda-tile-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %cuda-tile-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: cuda_tile.module @atomics
cuda_tile.module @atomics {
  // CHECK: entry @cas()
  entry @cas() {
    %ptrs = "test.ptrs"() : () -> !cuda_tile.tile<8xptr<i32>>
    %cmp = "test.cmp"() : () -> !cuda_tile.tile<8xi32>
    %val = "test.val"() : () -> !cuda_tile.tile<8xi32>
    %mask = "test.mask"() : () -> !cuda_tile.tile<8xi1>
    %t = make_token : token
    // CHECK: atomic_cas_tko relaxed device %[[P:.*]], %[[C:.*]], %[[V:.*]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %0, %t0 = atomic_cas_tko relaxed device %ptrs, %cmp, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_cas_tko acq_rel sys %[[P]], %[[C]], %[[V]], %[[M:.*]] : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %1, %t1 = atomic_cas_tko acq_rel sys %ptrs, %cmp, %val, %mask : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_cas_tko acquire tl_blk %[[P]], %[[C]], %[[V]] token=%[[T:.*]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %2, %t2 = atomic_cas_tko acquire tl_blk %ptrs, %cmp, %val token=%t : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }

  // CHECK: entry @cas_scalar(%[[FP:.*]]: tile<ptr<f64>>, %[[F:.*]]: tile<f64>)
  entry @cas_scalar(%p: tile<ptr<f64>>, %v: tile<f64>) {
    // CHECK-NEXT: atomic_cas_tko release device %[[FP]], %[[F]], %[[F]] : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %0, %t0 = atomic_cas_tko release device %p, %v, %v : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }

  // CHECK: entry @rmw()
  entry @rmw() {
    %ptrs = "test.ptrs"() : () -> !cuda_tile.tile<8xptr<i32>>
    %fptrs = "test.fptrs"() : () -> !cuda_tile.tile<8xptr<f16>>
    %val = "test.val"() : () -> !cuda_tile.tile<8xi32>
    %fval = "test.fval"() : () -> !cuda_tile.tile<8xf16>
    %mask = "test.mask"() : () -> !cuda_tile.tile<8xi1>
    %t = make_token : token
    // CHECK: atomic_rmw_tko relaxed device %[[P:.*]], and, %[[V:.*]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %0, %t0 = atomic_rmw_tko relaxed device %ptrs, and, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko relaxed device %[[P]], or, %[[V]]
    %1, %t1 = atomic_rmw_tko relaxed device %ptrs, or, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko relaxed device %[[P]], xor, %[[V]]
    %2, %t2 = atomic_rmw_tko relaxed device %ptrs, xor, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko acquire device %[[P]], add, %[[V]]
    %3, %t3 = atomic_rmw_tko acquire device %ptrs, add, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko release device %[[P]], max, %[[V]]
    %4, %t4 = atomic_rmw_tko release device %ptrs, max, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko acq_rel device %[[P]], min, %[[V]]
    %5, %t5 = atomic_rmw_tko acq_rel device %ptrs, min, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko relaxed sys %[[P]], umax, %[[V]]
    %6, %t6 = atomic_rmw_tko relaxed sys %ptrs, umax, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko relaxed tl_blk %[[P]], umin, %[[V]]
    %7, %t7 = atomic_rmw_tko relaxed tl_blk %ptrs, umin, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko relaxed device %[[P]], xchg, %[[V]], %[[M:.*]] token=%[[T:.*]] : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %8, %t8 = atomic_rmw_tko relaxed device %ptrs, xchg, %val, %mask token=%t : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    // CHECK-NEXT: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    %9, %t9 = atomic_rmw_tko relaxed device %fptrs, addf, %fval : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
  }

  // CHECK: entry @red(%[[TV:.*]]: tensor_view<4x4xi32, strides=[4,1]>, %[[FTV:.*]]: tensor_view<4x4xf32, strides=[4,1]>, %[[I:.*]]: tile<i32>, %[[J:.*]]: tile<i64>)
  entry @red(%tv: tensor_view<4x4xi32, strides=[4,1]>, %ftv: tensor_view<4x4xf32, strides=[4,1]>, %i: tile<i32>, %j: tile<i64>) {
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>
    %fpv = make_partition_view %ftv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<4x4xi32, strides=[4,1]>>
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    %fv = "test.fv"() : () -> !cuda_tile.tile<2x2xf32>
    %t = make_token : token
    // CHECK: atomic_red_view_tko relaxed device %[[PV:.*]][%[[I]], %[[I]]], add, %[[V:.*]] : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], add, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
    // CHECK-NEXT: atomic_red_view_tko relaxed tl_blk %[[PV]][%[[I]], %[[J]]], umin, %[[V]] token = %[[T:.*]] : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32>, tile<i64> -> token
    %1 = atomic_red_view_tko relaxed tl_blk %pv[%i, %j], umin, %v token = %t : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32>, tile<i64> -> token
    // CHECK-NEXT: atomic_red_view_tko relaxed device %{{.*}}[%[[I]], %[[I]]], addf, %{{.*}} : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    %2 = atomic_red_view_tko relaxed device %fpv[%i, %i], addf, %fv : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    // CHECK-NEXT: atomic_red_view_tko relaxed device %{{.*}}[%[[I]], %[[I]]], max, %[[V]] : tile<2x2xi32>, strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
    %3 = atomic_red_view_tko relaxed device %sv[%i, %i], max, %v : tile<2x2xi32>, strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}
