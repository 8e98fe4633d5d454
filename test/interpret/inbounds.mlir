// `inbounds`: a view access whose tile the op promises lies within the view
// along an index. Kept, the promise is checked (a located error where it is
// broken); without it the rows past the end read the padding value.
// RUN: %tileiras-interpret %s --kernel=padded --buffer=x:f32:1280:zeros --buffer=y:f32:2048:zeros --i32=20 | FileCheck %s --allow-empty --check-prefix=OK
// OK-NOT: error
// RUN: not %tileiras-interpret %s --kernel=promised --buffer=x:f32:1280:zeros --buffer=y:f32:2048:zeros --i32=20 2>&1 | FileCheck %s --check-prefix=BROKEN
// BROKEN: tileiras-interpret: error: {{.*}}inbounds.mlir:[[@LINE+18]]:{{[0-9]+}}: element (4, 0) of the tile lies outside the view along index 0, which inbounds promises it does not
cuda_tile.module @m {
  entry @padded(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %xv = make_tensor_view %x, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %xp = make_partition_view %xv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %yv = make_tensor_view %y, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    %yp = make_partition_view %yv : partition_view<tile=(16x64), tensor_view<32x64xf32, strides=[64,1]>>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %t, %tt = load_view_tko weak %xp[%one, %zero] attributes {inbounds = array<i1: false, true>} : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %s = store_view_tko weak %t, %yp[%one, %zero] attributes {inbounds = array<i1: true, true>} : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<32x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
  entry @promised(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %xv = make_tensor_view %x, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %xp = make_partition_view %xv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %t, %tt = load_view_tko weak %xp[%one, %zero] attributes {inbounds = array<i1: true, true>} : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}
