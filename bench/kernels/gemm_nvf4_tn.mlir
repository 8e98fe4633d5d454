// C (f32, m x n) = (A * SA) (B * SB): an NVFP4 GEMM with B stored n x k
// (loaded along K and permuted). A (f4E2M1FN, m x k) and B (f4E2M1FN,
// n x k) are row-major, two elements per byte (the even one in the low
// nibble), with one f8E4M3FN scale per 16 elements along K: SA (m x k/16)
// for the rows of A, SB (k/16 x n) for the columns of B. Each tile block
// computes one 128x128 tile of C, walking k in steps of 128 with
// mmaf_scaled; a partial last step reads zeros (data and scales). k is a
// multiple of 32 and n of 16, so every row of A and B starts 16-byte
// aligned.
cuda_tile.module @gemm_nvf4_tn {
  entry @gemm_nvf4_tn(%a_arg: tile<ptr<f4E2M1FN>>, %b_arg: tile<ptr<f4E2M1FN>>,
                   %sa_arg: tile<ptr<f8E4M3FN>>, %sb_arg: tile<ptr<f8E4M3FN>>,
                   %c_arg: tile<ptr<f32>>,
                   %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f4E2M1FN>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f4E2M1FN>>
    %sa = assume div_by<16>, %sa_arg : tile<ptr<f8E4M3FN>>
    %sb = assume div_by<16>, %sb_arg : tile<ptr<f8E4M3FN>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<16>, %n_arg : tile<i32>
    %k = assume div_by<32>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %block = constant <i32: 16> : tile<i32>
    %kb = divi %k, %block signed rounding<positive_inf> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %sav = make_tensor_view %sa, shape = [%m, %kb], strides = [%kb, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %sbv = make_tensor_view %sb, shape = [%kb, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %sap = make_partition_view %sav : partition_view<tile=(128x8), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %sbp = make_partition_view %sbv : partition_view<tile=(8x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>

    // Number of k steps: ceil(k / 128).
    %kstep = constant <i32: 128> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf4E2M1FN>, token
      %bnk, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf4E2M1FN>, token
      %bt = permute %bnk [1, 0] : tile<128x128xf4E2M1FN> -> tile<128x128xf4E2M1FN>
      %sat, %tsa = load_view_tko weak %sap[%bm, %kk] : partition_view<tile=(128x8), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<128x8xf8E4M3FN>, token
      %sbt, %tsb = load_view_tko weak %sbp[%kk, %bn] : partition_view<tile=(8x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<8x128xf8E4M3FN>, token
      %next = mmaf_scaled %at, %bt, %sum, %sat, %sbt : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E4M3FN>, tile<8x128xf8E4M3FN>
      continue %next : tile<128x128xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
