// One NVFP4 product without a loop: C (f32, 64x64) = (A * SA) (B * SB)
// with A 64x128 and B stored 64x128 (n x k), f4E2M1FN, one f8E4M3FN scale
// per 16 elements along K (SA 64x8, SB 8x64). Its operands are not staged:
// they come to the fragments through registers.
cuda_tile.module @f4_product_once {
  entry @nvf4_once(%a: tile<ptr<f4E2M1FN>>, %b: tile<ptr<f4E2M1FN>>,
                   %sa: tile<ptr<f8E4M3FN>>, %sb: tile<ptr<f8E4M3FN>>,
                   %c: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf4E2M1FN, strides=[128,1]>
    %bv = make_tensor_view %b, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf4E2M1FN, strides=[128,1]>
    %sav = make_tensor_view %sa, shape = [64, 8], strides = [8, 1] : tensor_view<64x8xf8E4M3FN, strides=[8,1]>
    %sbv = make_tensor_view %sb, shape = [8, 64], strides = [64, 1] : tensor_view<8x64xf8E4M3FN, strides=[64,1]>
    %cv = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x128), tensor_view<64x128xf4E2M1FN, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x128), tensor_view<64x128xf4E2M1FN, strides=[128,1]>>
    %sap = make_partition_view %sav : partition_view<tile=(64x8), tensor_view<64x8xf8E4M3FN, strides=[8,1]>>
    %sbp = make_partition_view %sbv : partition_view<tile=(8x64), tensor_view<8x64xf8E4M3FN, strides=[64,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %z = constant <i32: 0> : tile<i32>
    %at, %ta = load_view_tko weak %ap[%z, %z] : partition_view<tile=(64x128), tensor_view<64x128xf4E2M1FN, strides=[128,1]>>, tile<i32> -> tile<64x128xf4E2M1FN>, token
    %bnk, %tb = load_view_tko weak %bp[%z, %z] : partition_view<tile=(64x128), tensor_view<64x128xf4E2M1FN, strides=[128,1]>>, tile<i32> -> tile<64x128xf4E2M1FN>, token
    %bt = permute %bnk [1, 0] : tile<64x128xf4E2M1FN> -> tile<128x64xf4E2M1FN>
    %sat, %tsa = load_view_tko weak %sap[%z, %z] : partition_view<tile=(64x8), tensor_view<64x8xf8E4M3FN, strides=[8,1]>>, tile<i32> -> tile<64x8xf8E4M3FN>, token
    %sbt, %tsb = load_view_tko weak %sbp[%z, %z] : partition_view<tile=(8x64), tensor_view<8x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<8x64xf8E4M3FN>, token
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %prod = mmaf_scaled %at, %bt, %init, %sat, %sbt : tile<64x128xf4E2M1FN>, tile<128x64xf4E2M1FN>, tile<64x64xf32>, tile<64x8xf8E4M3FN>, tile<8x64xf8E4M3FN>
    %tc = store_view_tko weak %prod, %cp[%z, %z] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
