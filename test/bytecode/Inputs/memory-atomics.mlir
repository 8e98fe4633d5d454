// Memory and atomic ops in every operand form, for the round trip through
// bytecode (the dialect tests feed these ops from unregistered test ops,
// which bytecode cannot hold).
cuda_tile.module @memory_atomics {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>

  entry @atomics(%base: tile<ptr<i32>>, %fbase: tile<ptr<f16>>, %p: tile<ptr<f64>>, %v: tile<f64>) {
    %r = reshape %base : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ptrs = broadcast %r : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %fr = reshape %fbase : tile<ptr<f16>> -> tile<1xptr<f16>>
    %fptrs = broadcast %fr : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %val = iota : tile<8xi32>
    %fval = constant <f16: 1.0> : tile<8xf16>
    %mask = cmpi less_than %val, %val, signed : tile<8xi32> -> tile<8xi1>
    %t = make_token : token
    %0, %t0 = atomic_cas_tko relaxed device %ptrs, %val, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %1, %t1 = atomic_cas_tko acq_rel sys %ptrs, %val, %val, %mask : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %2, %t2 = atomic_cas_tko acquire tl_blk %ptrs, %val, %val token=%t : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %3, %t3 = atomic_cas_tko release device %p, %v, %v : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %4, %t4 = atomic_rmw_tko relaxed device %ptrs, and, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %5, %t5 = atomic_rmw_tko acq_rel sys %ptrs, umin, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %6, %t6 = atomic_rmw_tko relaxed device %ptrs, xchg, %val, %mask token=%t : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %7, %t7 = atomic_rmw_tko relaxed device %fptrs, addf, %fval : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
  }

  entry @red(%base: tile<ptr<i32>>, %i: tile<i32>, %j: tile<i64>) {
    %tv = make_tensor_view %base, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xi32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>
    %v = constant <i32: 3> : tile<2x2xi32>
    %t = make_token : token
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], add, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
    %1 = atomic_red_view_tko relaxed tl_blk %pv[%i, %j], umin, %v token = %t : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32>, tile<i64> -> token
  }

  entry @memory(%base: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>) {
    %tv = make_tensor_view %base, shape = [%n, 32], strides = [%n, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[?,1]>
    %g = get_global @g : tile<ptr<f32>>
    %a = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %b = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %r = reshape %base : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ptrs = broadcast %r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %idx = iota : tile<16xi32>
    %mask = cmpi less_than %idx, %idx, signed : tile<16xi32> -> tile<16xi1>
    %pad = constant <f32: 0.0> : tile<16xf32>
    %t = make_token : token
    %v0, %t0 = load_ptr_tko weak %ptrs : tile<16xptr<f32>> -> tile<16xf32>, token
    %v1, %t1 = load_ptr_tko acquire device %ptrs, %mask, %pad token=%t optimization_hints=<sm_100 = {latency = 3}> : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
    %t2 = store_ptr_tko weak %ptrs, %v0 : tile<16xptr<f32>>, tile<16xf32> -> token
    %t3 = store_ptr_tko release sys %ptrs, %v1, %mask token=%t2 : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
    %pv = make_partition_view %tv : partition_view<tile=(4x32), padding_value = nan, tensor_view<?x32xf32, strides=[?,1]>>
    %tile, %t4 = load_view_tko weak %pv[%i, %i] token = %t3 optimization_hints=<sm_90 = {allow_tma = false, latency = 2}> : partition_view<tile=(4x32), padding_value = nan, tensor_view<?x32xf32, strides=[?,1]>>, tile<i32> -> tile<4x32xf32>, token
    %t5 = store_view_tko relaxed device %tile, %pv[%i, %i] token = %t4 : tile<4x32xf32>, partition_view<tile=(4x32), padding_value = nan, tensor_view<?x32xf32, strides=[?,1]>>, tile<i32> -> token
    %t6 = join_tokens %t5, %t0, %t1 : token
  }
}
