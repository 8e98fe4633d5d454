// ptxas rejected the sm_90a cubin: wgmma on u8 x s8 operands needs PTX
// 8.4, and with cp.async stages (k a multiple of 4: no TMA) nothing else
// asked for a PTX version newer than sm_90a's default 8.0.
cuda_tile.module @wgmma_mixed_integers {
  entry @gemm_u8s8(%a_arg: tile<ptr<i8>>, %b_arg: tile<ptr<i8>>, %c_arg: tile<ptr<i32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<i8>>
    %b = assume div_by<16>, %b_arg : tile<ptr<i8>>
    %c = assume div_by<16>, %c_arg : tile<ptr<i32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<4>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xi32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <i32: 0> : tile<64x64xi32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xi32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %bt, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %btt = permute %bt [1, 0] : tile<64x64xi8> -> tile<64x64xi8>
      %next = mmai %at, %btt, %sum unsigned signed : tile<64x64xi8>, tile<64x64xi8>, tile<64x64xi32>
      continue %next : tile<64x64xi32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xi32>, partition_view<tile=(64x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
