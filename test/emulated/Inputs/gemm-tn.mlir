// C = A * B^T with B stored n x k, both operands K-major (the layout of
// f8 and i8 GEMMs, whose wgmma and tcgen05 products read 8-bit operands
// along K only): 64x64 tiles, 64 of K per step, A and B loaded as tiles
// of rows along K and B transposed in registers. gemm_e4m3_fast_acc is
// gemm_e4m3 with mmaf's fast_acc.
cuda_tile.module @gemm_tn {
  entry @gemm_e4m3(%a_arg: tile<ptr<f8E4M3FN>>, %b_arg: tile<ptr<f8E4M3FN>>, %c_arg: tile<ptr<f32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f8E4M3FN>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f8E4M3FN>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<16>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
      %bt, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
      %btt = permute %bt [1, 0] : tile<64x64xf8E4M3FN> -> tile<64x64xf8E4M3FN>
      %next = mmaf %at, %btt, %sum : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_e4m3_fast_acc(%a_arg: tile<ptr<f8E4M3FN>>, %b_arg: tile<ptr<f8E4M3FN>>, %c_arg: tile<ptr<f32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f8E4M3FN>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f8E4M3FN>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<16>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
      %bt, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
      %btt = permute %bt [1, 0] : tile<64x64xf8E4M3FN> -> tile<64x64xf8E4M3FN>
      %next = mmaf %at, %btt, %sum fast_acc : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_e5m2(%a_arg: tile<ptr<f8E5M2>>, %b_arg: tile<ptr<f8E5M2>>, %c_arg: tile<ptr<f32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f8E5M2>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f8E5M2>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<16>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[?,1]>>, tile<i32> -> tile<64x64xf8E5M2>, token
      %bt, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[?,1]>>, tile<i32> -> tile<64x64xf8E5M2>, token
      %btt = permute %bt [1, 0] : tile<64x64xf8E5M2> -> tile<64x64xf8E5M2>
      %next = mmaf %at, %btt, %sum : tile<64x64xf8E5M2>, tile<64x64xf8E5M2>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_u8s8(%a_arg: tile<ptr<i8>>, %b_arg: tile<ptr<i8>>, %c_arg: tile<ptr<i32>>,
                  %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<i8>>
    %b = assume div_by<16>, %b_arg : tile<ptr<i8>>
    %c = assume div_by<16>, %c_arg : tile<ptr<i32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %k = assume div_by<16>, %k_arg : tile<i32>
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
