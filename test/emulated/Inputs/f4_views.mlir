// Kernels over views of f4E2M1FN elements (two per byte, the even element
// in the low nibble), for f4-views.mlir.
cuda_tile.module @f4_views {
  // T = A^T and W = f32(A) for an m x k A, in 16x32 tiles of A; partial
  // tiles read zeros and write nothing outside T and W.
  entry @transpose_f4(%a: tile<ptr<f4E2M1FN>>, %t: tile<ptr<f4E2M1FN>>,
                      %w: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %tv = make_tensor_view %t, shape = [%k, %m], strides = [%m, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %wv = make_tensor_view %w, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %tp = make_partition_view %tv : partition_view<tile=(32x16), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %wp = make_partition_view %wv : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %t0 = load_view_tko weak %ap[%bx, %by] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<16x32xf4E2M1FN>, token
    %xt = permute %x [1, 0] : tile<16x32xf4E2M1FN> -> tile<32x16xf4E2M1FN>
    %t1 = store_view_tko weak %xt, %tp[%by, %bx] : tile<32x16xf4E2M1FN>, partition_view<tile=(32x16), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> token
    %xf = ftof %x : tile<16x32xf4E2M1FN> -> tile<16x32xf32>
    %t2 = store_view_tko weak %xf, %wp[%bx, %by] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // C (f32, m x n) = (A * SA) (B * SB) with f4E2M1FN A (m x k) and B
  // (n x k, loaded along K and permuted) and one f8E4M3FN scale per 16
  // elements along K: SA (m x k/16), SB (k/16 x n). 32x32 tiles of C, k in
  // steps of 64; partial steps read zeros.
  entry @gemm_nvf4_tn(%a: tile<ptr<f4E2M1FN>>, %b: tile<ptr<f4E2M1FN>>,
                      %sa: tile<ptr<f8E4M3FN>>, %sb: tile<ptr<f8E4M3FN>>,
                      %c: tile<ptr<f32>>,
                      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
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
    %ap = make_partition_view %av : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %sap = make_partition_view %sav : partition_view<tile=(32x4), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %sbp = make_partition_view %sbv : partition_view<tile=(4x32), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<32x32xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<32x64xf4E2M1FN>, token
      %bnk, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<32x64xf4E2M1FN>, token
      %bt = permute %bnk [1, 0] : tile<32x64xf4E2M1FN> -> tile<64x32xf4E2M1FN>
      %sat, %tsa = load_view_tko weak %sap[%bm, %kk] : partition_view<tile=(32x4), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<32x4xf8E4M3FN>, token
      %sbt, %tsb = load_view_tko weak %sbp[%kk, %bn] : partition_view<tile=(4x32), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<4x32xf8E4M3FN>, token
      %next = mmaf_scaled %at, %bt, %sum, %sat, %sbt : tile<32x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<32x32xf32>, tile<32x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
      continue %next : tile<32x32xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
