cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %i = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%i, %i] attributes {inbounds = array<i1: false, true>} : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %t2 = store_view_tko weak %x, %pv[%i, %i] attributes {inbounds = array<i1: true, true>} : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    %y, %t3 = load_view_tko weak %pv[%i, %i] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
  }
}
