// The view ops and every type of the dialect, built inside kernels: in
// bytecode an entry argument is a rank-0 tile.
cuda_tile.module @views {
  entry @tensor_views(%p: tile<ptr<f32>>, %n: tile<i32>, %q: tile<ptr<f16>>, %m: tile<i64>) {
    %0 = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %1 = make_tensor_view %p, shape = [%n, 64], strides = [%n, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    %2 = make_tensor_view %q, shape = [8], strides = [%m] : tile<i64> -> tensor_view<8xf16, strides=[?]>
    %3 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    %4:2 = get_tensor_shape %1 : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
    %5 = get_tensor_shape %2 : tensor_view<8xf16, strides=[?]> -> tile<i16>
  }
  entry @tiled_views(%base: tile<ptr<f32>>, %d: tile<i32>, %i: tile<i32>, %j: tile<i8>) {
    %tv = make_tensor_view %base, shape = [%d, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>
    %pv2 = make_partition_view %tv : partition_view<tile=(8x16), padding_value = nan, tensor_view<?x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    %pv3 = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %sv = make_strided_view %tv : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>
    %n:2 = get_index_space_shape %pv : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>> -> tile<i32>
    %m:2 = get_index_space_shape %sv : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>> -> tile<i64>
    %t = make_token : token
    %x, %t0 = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x16xf32>, token
    %x1, %t1 = load_view_tko relaxed device %pv[%i, %i] token = %t : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32>, tile<i32> -> tile<8x16xf32>, token
    %x2, %t2 = load_view_tko acquire sys %pv[%j, %j] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i8>, tile<i8> -> tile<8x16xf32>, token
    %x3, %t3 = load_view_tko weak %sv[%j, %j] : strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i8> -> tile<8x16xf32>, token
    %s0 = store_view_tko weak %x, %pv[%i, %i] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    %s1 = store_view_tko release tl_blk %x, %pv[%i, %i] token = %t optimization_hints = <default = {latency = 4}> : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    %s2 = store_view_tko relaxed device %x, %sv[%i, %i] : tile<8x16xf32>, strided_view<tile=(8x16), traversal_strides=[4,8], padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
  }
  entry @gather(%base: tile<ptr<f32>>, %k: tile<i32>) {
    %tv = make_tensor_view %base, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %rows = iota : tile<8xi32>
    %g, %t = load_view_tko weak %gv[%rows, %k] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    %s = store_view_tko weak %g, %gv[%rows, %k] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    %n:2 = get_index_space_shape %gv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0> -> tile<i32>
  }
  entry @types(%a: tile<i1>, %b: tile<i8>, %c: tile<i16>, %d: tile<i32>, %e: tile<i64>,
               %f: tile<f16>, %g: tile<bf16>, %h: tile<f32>, %i: tile<tf32>, %j: tile<f64>,
               %k: tile<f8E4M3FN>, %l: tile<f8E5M2>, %m: tile<f8E8M0FNU>,
               %p: tile<ptr<f32>>, %q: tile<ptr<i1>>, %r: tile<ptr<f8E4M3FN>>, %s: tile<ptr<i32>>) {
    %t0 = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %pv0 = make_partition_view %t0 : partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    %pv1 = make_partition_view %t0 : partition_view<tile=(2), padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %pv2 = make_partition_view %t0 : partition_view<tile=(2), padding_value = neg_inf, tensor_view<16xf32, strides=[1]>, dim_map=[0]>
    %pv3 = make_partition_view %t0 : partition_view<tile=(2), padding_value = pos_inf, tensor_view<16xf32, strides=[1]>>
    %pv4 = make_partition_view %t0 : partition_view<tile=(2), padding_value = neg_zero, tensor_view<16xf32, strides=[1]>>
    %t1 = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv5 = make_partition_view %t1 : partition_view<tile=(2x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %t2 = make_tensor_view %p, shape = [%d, %d], strides = [%d, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %sv = make_strided_view %t2 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %t3 = make_tensor_view %s, shape = [%e, %e], strides = [%e, 1] : tile<i64> -> tensor_view<?x?xi32, strides=[?,1]>
    %gv = make_gather_scatter_view %t3 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, sparse_dim=1>
  }
}
