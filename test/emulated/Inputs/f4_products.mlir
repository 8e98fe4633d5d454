// Variants of bench/kernels/gemm_nvf4_tn.mlir for tcgen05-f4.mlir:
// gemm_mxf4_tn takes f8E8M0FNU scales per 32 elements along K
// (kind::mxf4); gemm_nvf4_n16 computes 128x16 tiles of C, too narrow for a
// block-scaled tcgen05.mma (N a multiple of 32), so its f4 loads are bytes
// repacked in registers and its products run on the FMA units.
cuda_tile.module @f4_products {
  entry @gemm_mxf4_tn(%a_arg: tile<ptr<f4E2M1FN>>, %b_arg: tile<ptr<f4E2M1FN>>,
                   %sa_arg: tile<ptr<f8E8M0FNU>>, %sb_arg: tile<ptr<f8E8M0FNU>>,
                   %c_arg: tile<ptr<f32>>,
                   %m: tile<i32>, %n_arg: tile<i32>, %k_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f4E2M1FN>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f4E2M1FN>>
    %sa = assume div_by<16>, %sa_arg : tile<ptr<f8E8M0FNU>>
    %sb = assume div_by<16>, %sb_arg : tile<ptr<f8E8M0FNU>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<16>, %n_arg : tile<i32>
    %k = assume div_by<32>, %k_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %block = constant <i32: 32> : tile<i32>
    %kb = divi %k, %block signed rounding<positive_inf> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %sav = make_tensor_view %sa, shape = [%m, %kb], strides = [%kb, 1] : tile<i32> -> tensor_view<?x?xf8E8M0FNU, strides=[?,1]>
    %sbv = make_tensor_view %sb, shape = [%kb, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf8E8M0FNU, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %sap = make_partition_view %sav : partition_view<tile=(128x4), padding_value = zero, tensor_view<?x?xf8E8M0FNU, strides=[?,1]>>
    %sbp = make_partition_view %sbv : partition_view<tile=(4x128), padding_value = zero, tensor_view<?x?xf8E8M0FNU, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>

    // Number of k steps: ceil(k / 128).
    %kstep = constant <i32: 128> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf4E2M1FN>, token
      %bnk, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf4E2M1FN>, token
      %bt = permute %bnk [1, 0] : tile<128x128xf4E2M1FN> -> tile<128x128xf4E2M1FN>
      %sat, %tsa = load_view_tko weak %sap[%bm, %kk] : partition_view<tile=(128x4), padding_value = zero, tensor_view<?x?xf8E8M0FNU, strides=[?,1]>>, tile<i32> -> tile<128x4xf8E8M0FNU>, token
      %sbt, %tsb = load_view_tko weak %sbp[%kk, %bn] : partition_view<tile=(4x128), padding_value = zero, tensor_view<?x?xf8E8M0FNU, strides=[?,1]>>, tile<i32> -> tile<4x128xf8E8M0FNU>, token
      %next = mmaf_scaled %at, %bt, %sum, %sat, %sbt : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
      continue %next : tile<128x128xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_nvf4_n16(%a_arg: tile<ptr<f4E2M1FN>>, %b_arg: tile<ptr<f4E2M1FN>>,
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
    %bp = make_partition_view %bv : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %sap = make_partition_view %sav : partition_view<tile=(128x8), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %sbp = make_partition_view %sbv : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x16), tensor_view<?x?xf32, strides=[?,1]>>

    // Number of k steps: ceil(k / 128).
    %kstep = constant <i32: 128> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<128x16xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<128x16xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf4E2M1FN>, token
      %bnk, %tb = load_view_tko weak %bp[%bn, %kk] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<16x128xf4E2M1FN>, token
      %bt = permute %bnk [1, 0] : tile<16x128xf4E2M1FN> -> tile<128x16xf4E2M1FN>
      %sat, %tsa = load_view_tko weak %sap[%bm, %kk] : partition_view<tile=(128x8), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<128x8xf8E4M3FN>, token
      %sbt, %tsb = load_view_tko weak %sbp[%kk, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<8x16xf8E4M3FN>, token
      %next = mmaf_scaled %at, %bt, %sum, %sat, %sbt : tile<128x128xf4E2M1FN>, tile<128x16xf4E2M1FN>, tile<128x16xf32>, tile<128x8xf8E4M3FN>, tile<8x16xf8E4M3FN>
      continue %next : tile<128x16xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<128x16xf32>, partition_view<tile=(128x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
