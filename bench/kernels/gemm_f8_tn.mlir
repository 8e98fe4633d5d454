// C (f32, m x n) = A (f8E4M3FN, m x k) * B^T with B (f8E4M3FN, n x k), both
// row-major: the usual layout of f8 GEMMs (both operands K-major, the only
// one in which wgmma takes 8-bit operands from shared memory). Each tile
// block computes one 128x128 tile of C, walking k in steps of 128 (one
// 128-byte row of each operand per step). n and k are multiples of 16, so
// every row starts 16-byte aligned.
cuda_tile.module @gemm_f8_tn {
  entry @gemm_f8_tn(%a_arg: tile<ptr<f8E4M3FN>>, %b_arg: tile<ptr<f8E4M3FN>>, %c_arg: tile<ptr<f32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f8E4M3FN>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f8E4M3FN>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<16>, %n_arg : tile<i32>
    %k = assume div_by<16>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>

    // Number of k steps: ceil(k / 128).
    %kstep = constant <i32: 128> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bnk, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt = permute %bnk [1, 0] : tile<128x128xf8E4M3FN> -> tile<128x128xf8E4M3FN>
      %next = mmaf %at, %bt, %sum : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
