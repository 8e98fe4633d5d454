// examples/gemm_f16.mlir with its result rounded to f16 in the epilogue
// (C = A B in f16, as torch.matmul of f16 returns it): on sm_90a and
// sm_100a the 64x64 f16 tile leaves the CTA by one TMA store, written into
// the staging buffer with stmatrix.
cuda_tile.module @gemm {
  entry @gemm_f16(%a_arg: tile<ptr<f16>>, %b_arg: tile<ptr<f16>>, %c_arg: tile<ptr<f16>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f16>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f16>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f16>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<8>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>

    // Number of k steps: ceil(k / 32).
    %kstep = constant <i32: 32> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
      %next = mmaf %at, %bt, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %acc16 = ftof %acc : tile<64x64xf32> -> tile<64x64xf16>
    %tc = store_view_tko weak %acc16, %cp[%bm, %bn] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
