// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @views
cuda_tile.module @views {
  // CHECK: entry @tensor_views(%[[P:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>, %[[Q:.*]]: tile<ptr<f16>>, %[[M:.*]]: tile<i64>)
  entry @tensor_views(%p: tile<ptr<f32>>, %n: tile<i32>, %q: tile<ptr<f16>>, %m: tile<i64>) {
    // CHECK-NEXT: make_tensor_view %[[P]], shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %0 = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    // CHECK-NEXT: make_tensor_view %[[P]], shape = [%[[N]], 64], strides = [%[[N]], 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    %1 = make_tensor_view %p, shape = [%n, 64], strides = [%n, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    // CHECK-NEXT: make_tensor_view %[[Q]], shape = [8], strides = [%[[M]]] : tile<i64> -> tensor_view<8xf16, strides=[?]>
    %2 = make_tensor_view %q, shape = [8], strides = [%m] : tile<i64> -> tensor_view<8xf16, strides=[?]>
    // CHECK-NEXT: make_tensor_view %[[P]], shape = [], strides = [] : tensor_view<f32>
    %3 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    // CHECK-NEXT: get_tensor_shape %{{.*}} : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
    %4:2 = get_tensor_shape %1 : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
    // CHECK-NEXT: get_tensor_shape %{{.*}} : tensor_view<8xf16, strides=[?]> -> tile<i16>
    %5 = get_tensor_shape %2 : tensor_view<8xf16, strides=[?]> -> tile<i16>
  }

  // CHECK: entry @tiled_views(%[[TV:.*]]: tensor_view<?x32xf32, strides=[32,1]>, %[[I:.*]]: tile<i32>, %[[J:.*]]: tile<i8>)
  entry @tiled_views(%tv: tensor_view<?x32xf32, strides=[32,1]>, %i: tile<i32>, %j: tile<i8>) {
    // CHECK-NEXT: %[[PV:.*]] = make_partition_view %[[TV]] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>
    // CHECK-NEXT: make_partition_view %[[TV]] : partition_view<tile=(8x16), padding_value = nan, tensor_view<?x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    %pv2 = make_partition_view %tv : partition_view<tile=(8x16), padding_value = nan, tensor_view<?x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: make_partition_view %[[TV]] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>
    %pv3 = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    // CHECK-NEXT: %[[SV:.*]] = make_strided_view %[[TV]] : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    // CHECK-NEXT: %[[GV:.*]] = make_gather_scatter_view %[[TV]] : gather_scatter_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>
    // CHECK-NEXT: get_index_space_shape %[[PV]] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>> -> tile<i32>
    %n:2 = get_index_space_shape %pv : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>> -> tile<i32>
    // CHECK-NEXT: get_index_space_shape %[[SV]] : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>> -> tile<i64>
    %m:2 = get_index_space_shape %sv : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>> -> tile<i64>

    %t = make_token : token
    // CHECK-NEXT: make_token
    // CHECK-NEXT: %[[X:.*]], %{{.*}} = load_view_tko weak %[[PV]][%[[I]], %[[I]]] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x16xf32>, token
    %x, %t0 = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x16xf32>, token
    // CHECK-NEXT: load_view_tko relaxed device %[[PV]][%[[I]], %[[I]]] token = %[[T:.*]] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x16xf32>, token
    %x1, %t1 = load_view_tko relaxed device %pv[%i, %i] token = %t : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32>, tile<i32> -> tile<8x16xf32>, token
    // CHECK-NEXT: load_view_tko acquire sys %[[PV]][%[[J]], %[[J]]] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i8> -> tile<8x16xf32>, token
    %x2, %t2 = load_view_tko acquire sys %pv[%j, %j] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i8>, tile<i8> -> tile<8x16xf32>, token
    // CHECK-NEXT: load_view_tko weak %[[SV]][%[[J]], %[[J]]] : strided_view<{{.*}}>, tile<i8> -> tile<8x16xf32>, token
    %x3, %t3 = load_view_tko weak %sv[%j, %j] : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i8> -> tile<8x16xf32>, token
    // CHECK-NEXT: store_view_tko weak %[[X]], %[[PV]][%[[I]], %[[I]]] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    %s0 = store_view_tko weak %x, %pv[%i, %i] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    // CHECK-NEXT: store_view_tko release tl_blk %[[X]], %[[PV]][%[[I]], %[[I]]] token = %[[T]] optimization_hints = <default = {latency = 4}> : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    %s1 = store_view_tko release tl_blk %x, %pv[%i, %i] token = %t optimization_hints = <default = {latency = 4}> : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    // CHECK-NEXT: store_view_tko relaxed device %[[X]], %[[SV]][%[[I]], %[[I]]] : tile<8x16xf32>, strided_view<{{.*}}>, tile<i32> -> token
    %s2 = store_view_tko relaxed device %x, %sv[%i, %i] : tile<8x16xf32>, strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
  }

  // CHECK: entry @gather(%[[GTV:.*]]: tensor_view<64x16xf32, strides=[16,1]>, %[[K:.*]]: tile<i32>)
  entry @gather(%tv: tensor_view<64x16xf32, strides=[16,1]>, %k: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %rows = iota : tile<8xi32>
    // CHECK: %[[G:.*]], %{{.*}} = load_view_tko weak %[[GV:.*]][%[[R:.*]], %[[K]]] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    %g, %t = load_view_tko weak %gv[%rows, %k] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    // CHECK-NEXT: store_view_tko weak %[[G]], %[[GV]][%[[R]], %[[K]]] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    %s = store_view_tko weak %g, %gv[%rows, %k] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    // CHECK-NEXT: get_index_space_shape %[[GV]] : gather_scatter_view<{{.*}}> -> tile<i32>
    %n:2 = get_index_space_shape %gv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0> -> tile<i32>
  }
}
