cuda_tile.module @m {
  entry @k(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %bv = make_tensor_view %b, shape = [64, 64], strides = [128, 1] : tensor_view<64x64xf16, strides=[128,1]>
    %cv = make_tensor_view %c, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf32, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<64x64xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x128), padding_value = zero, tensor_view<64x64xf16, strides=[128,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x128xf32>
    %r = for %k in (%c0 to %c1, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x128xf32>) {
      %at, %t0 = load_view_tko weak %ap[%c0, %k] : partition_view<tile=(64x64), padding_value = zero, tensor_view<64x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
      %bt, %t1 = load_view_tko weak %bp[%k, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<64x64xf16, strides=[128,1]>>, tile<i32> -> tile<64x128xf16>, token
      %p = mmaf %at, %bt, %acc : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %p : tile<64x128xf32>
    }
    %t2 = store_view_tko weak %r, %cp[%c0, %c0] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
