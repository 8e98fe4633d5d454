// A matrix product next to an unrelated reduction to a rank-0 tile (the
// rank-0 result has no layout: tileas-remove-layout-conversions crashed on
// it).
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %x: tile<ptr<i32>>, %c: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %av = make_tensor_view %a, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf16, strides=[32,1]>
    %bv = make_tensor_view %b, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf16, strides=[64,1]>
    %cv = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<64x32xf16, strides=[32,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %at, %t0 = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(64x32), tensor_view<64x32xf16, strides=[32,1]>>, tile<i32> -> tile<64x32xf16>, token
    %bt, %t1 = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %r = mmaf %at, %bt, %init : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %t2 = store_view_tko weak %r, %cp[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    %i = iota : tile<128xi32>
    %s = reduce %i dim=0 identities=[0 : i32] : tile<128xi32> -> tile<i32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %y = addi %e, %acc : tile<i32>
      yield %y : tile<i32>
    }
    %px = offset %x, %bid : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t3 = store_ptr_tko weak %px, %s : tile<ptr<i32>>, tile<i32> -> token
  }
}
