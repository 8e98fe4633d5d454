// C (f32, m x n) = A (bf16, m x k) * B (bf16, k x n), row-major. Each tile block
// computes one 128x128 tile of C, walking k in steps of 64 with mmaf: the
// structure of examples/gemm_f16.mlir with a larger tile, for
// bench/sass_mix.py. The matrices are 16-byte aligned and n and k are
// multiples of 8, so every row starts 16-byte aligned and the tiles move 16
// bytes per access. The tile of C is kept as two 64x128 accumulators (rows
// 0-63 and 64-127, each from its own 64x64 tile of A and the shared 64x128
// tile of B): one 128x128 f32 accumulator would need 64 KiB of shared
// memory to reach the store's layout, more than a kernel can declare
// statically.
cuda_tile.module @gemm_bf16_128 {
  entry @gemm_bf16_128(%a_arg: tile<ptr<bf16>>, %b_arg: tile<ptr<bf16>>, %c_arg: tile<ptr<f32>>,
                       %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<bf16>>
    %b = assume div_by<16>, %b_arg : tile<ptr<bf16>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<8>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %bm0 = muli %bm, %two : tile<i32>
    %bm1 = addi %bm0, %one : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>

    // Number of k steps: ceil(k / 64).
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<64x128xf32>
    %acc0, %acc1 = for %kk in (%zero to %ksteps, step %one) : tile<i32>
        iter_values(%sum0 = %init, %sum1 = %init) -> (tile<64x128xf32>, tile<64x128xf32>) {
      %at0, %ta0 = load_view_tko weak %ap[%bm0, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %at1, %ta1 = load_view_tko weak %ap[%bm1, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %next0 = mmaf %at0, %bt, %sum0 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %next1 = mmaf %at1, %bt, %sum1 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %next0, %next1 : tile<64x128xf32>, tile<64x128xf32>
    }
    %tc0 = store_view_tko weak %acc0, %cp[%bm0, %bn] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %tc1 = store_view_tko weak %acc1, %cp[%bm1, %bn] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
