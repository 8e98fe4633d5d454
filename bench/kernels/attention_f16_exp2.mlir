// Attention forward as bench/kernels/attention_f16_128.mlir (tiles of 128
// rows of Q and O, K and V in blocks of 64 rows), written the way cuTile's
// flash attention is: the scores scaled by scale * log2(e) and the softmax
// in powers of two (exp2 with flush_to_zero, one ex2.approx.ftz each), the
// scaling and the subtraction of the row maximum one fma per score, the
// result divided with rounding<approx>. The same function as
// attention_f16_128 up to those roundings; written for eight warps (two
// warpgroups of 64 rows; `num-warps=8`). seq is a multiple of 128.
cuda_tile.module @attention {
  entry @attention_f16(%q_arg: tile<ptr<f16>>, %k_arg: tile<ptr<f16>>, %v_arg: tile<ptr<f16>>,
                       %o_arg: tile<ptr<f32>>, %seq_arg: tile<i32>, %scale: tile<f32>) {
    %q = assume div_by<16>, %q_arg : tile<ptr<f16>>
    %k = assume div_by<16>, %k_arg : tile<ptr<f16>>
    %v = assume div_by<16>, %v_arg : tile<ptr<f16>>
    %o = assume div_by<16>, %o_arg : tile<ptr<f32>>
    %seq = assume div_by<64>, %seq_arg : tile<i32>
    %rb, %head, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %rows = constant <i32: 64> : tile<i32>
    %nrb, %heads, %nz = get_num_tile_blocks : tile<i32>
    %hstride = muli %seq, %rows : tile<i32>

    %qv = make_tensor_view %q, shape = [%heads, %seq, 64], strides = [%hstride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %kv = make_tensor_view %k, shape = [%heads, %seq, 64], strides = [%hstride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %vv = make_tensor_view %v, shape = [%heads, %seq, 64], strides = [%hstride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf16, strides=[?,64,1]>
    %ov = make_tensor_view %o, shape = [%heads, %seq, 64], strides = [%hstride, 64, 1] : tile<i32> -> tensor_view<?x?x64xf32, strides=[?,64,1]>
    %qp = make_partition_view %qv : partition_view<tile=(1x128x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %kp = make_partition_view %kv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %vp = make_partition_view %vv : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>
    %op = make_partition_view %ov : partition_view<tile=(1x128x64), tensor_view<?x?x64xf32, strides=[?,64,1]>>

    %q3, %tq = load_view_tko weak %qp[%head, %rb, %zero] : partition_view<tile=(1x128x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %qt = reshape %q3 : tile<1x128x64xf16> -> tile<128x64xf16>
    %log2e = constant <f32: 1.44269504> : tile<f32>
    %scale2 = mulf %scale, %log2e : tile<f32>
    %scale1 = reshape %scale2 : tile<f32> -> tile<1x1xf32>
    %scales = broadcast %scale1 : tile<1x1xf32> -> tile<128x64xf32>
    %scale_rows = broadcast %scale1 : tile<1x1xf32> -> tile<128x1xf32>
    %zeros = constant <f32: 0.000000e+00> : tile<128x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<128x1xf32>
    %l0 = constant <f32: 0.000000e+00> : tile<128x1xf32>
    %blocks = divi %seq, %rows signed : tile<i32>

    %acc, %m, %l = for %j in (%zero to %blocks, step %one) : tile<i32>
        iter_values(%acc_i = %zeros, %m_i = %m0, %l_i = %l0) -> (tile<128x64xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %k3, %tk = load_view_tko weak %kp[%head, %j, %zero] : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %kt = reshape %k3 : tile<1x64x64xf16> -> tile<64x64xf16>
      %ktt = permute %kt [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %s0 = mmaf %qt, %ktt, %zeros : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>

      // With s = scale' * s0 (scale' = scale * log2(e) > 0): m_new = max(m_i,
      // scale' * max_j s0); p = 2^(s - m_new), one fma per score;
      // alpha = 2^(m_i - m_new).
      %smax = reduce %s0 dim=1 identities=[0xFF800000 : f32] : tile<128x64xf32> -> tile<128xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %mx = maxf %e, %a : tile<f32>
        yield %mx : tile<f32>
      }
      %smax2 = reshape %smax : tile<128xf32> -> tile<128x1xf32>
      %smax_scaled = mulf %smax2, %scale_rows : tile<128x1xf32>
      %m_new = maxf %m_i, %smax_scaled : tile<128x1xf32>
      %neg_m = negf %m_new : tile<128x1xf32>
      %neg_ms = broadcast %neg_m : tile<128x1xf32> -> tile<128x64xf32>
      %shifted = fma %s0, %scales, %neg_ms : tile<128x64xf32>
      %p = exp2 %shifted flush_to_zero : tile<128x64xf32>
      %dm = subf %m_i, %m_new : tile<128x1xf32>
      %alpha = exp2 %dm flush_to_zero : tile<128x1xf32>

      // l = l_i * alpha + sum_j p; acc = acc_i * alpha + p V.
      %psum = reduce %p dim=1 identities=[0.000000e+00 : f32] : tile<128x64xf32> -> tile<128xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %sm = addf %e, %a : tile<f32>
        yield %sm : tile<f32>
      }
      %psum2 = reshape %psum : tile<128xf32> -> tile<128x1xf32>
      %l_scaled = mulf %l_i, %alpha : tile<128x1xf32>
      %l_new = addf %l_scaled, %psum2 : tile<128x1xf32>
      %alphas = broadcast %alpha : tile<128x1xf32> -> tile<128x64xf32>
      %acc_scaled = mulf %acc_i, %alphas : tile<128x64xf32>
      %v3, %tv = load_view_tko weak %vp[%head, %j, %zero] : partition_view<tile=(1x64x64), tensor_view<?x?x64xf16, strides=[?,64,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %vt = reshape %v3 : tile<1x64x64xf16> -> tile<64x64xf16>
      %p16 = ftof %p : tile<128x64xf32> -> tile<128x64xf16>
      %acc_new = mmaf %p16, %vt, %acc_scaled : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %acc_new, %m_new, %l_new : tile<128x64xf32>, tile<128x1xf32>, tile<128x1xf32>
    }

    %ls = broadcast %l : tile<128x1xf32> -> tile<128x64xf32>
    %out = divf %acc, %ls rounding<approx> flush_to_zero : tile<128x64xf32>
    %out3 = reshape %out : tile<128x64xf32> -> tile<1x128x64xf32>
    %to = store_view_tko weak %out3, %op[%head, %rb, %zero] : tile<1x128x64xf32>, partition_view<tile=(1x128x64), tensor_view<?x?x64xf32, strides=[?,64,1]>>, tile<i32> -> token
    return
  }
}
