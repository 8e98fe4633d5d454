// C (f32, m x n) = A (bf16, m x k) * B (bf16, k x n), row-major:
// bench/kernels/gemm_bf16_128.mlir walking k in steps of 32 instead of 64
// (stages of 16 KiB instead of 32), to time how far ahead of the products
// the copies of a 128x128 tile need to run. The matrices are 16-byte
// aligned and n and k are multiples of 8.
cuda_tile.module @gemm_bf16_128_k32 {
  entry @gemm_bf16_128_k32(%a_arg: tile<ptr<bf16>>, %b_arg: tile<ptr<bf16>>, %c_arg: tile<ptr<f32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<bf16>>
    %b = assume div_by<16>, %b_arg : tile<ptr<bf16>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<8>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>

    // Number of k steps: ceil(k / 32).
    %kstep = constant <i32: 32> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x32xbf16>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x128xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<128x32xbf16>, tile<32x128xbf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
