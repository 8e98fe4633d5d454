// GEMM kernels for test/emulated/mma-gemm-*.mlir: C = A * B, row-major, one
// tile of C per tile block, a K loop over partition views whose padding
// (zero) covers M, N and K that are not multiples of the tile.
// gemm_batched_bf16 multiplies a batch of matrices (B x M x K times
// B x K x N), four per tile block (padding covers a batch count that is
// not a multiple of four).
cuda_tile.module @mma_gemm {
  entry @gemm_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %c: tile<ptr<f32>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %kstep = constant <i32: 32> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x64xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_f16f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f16>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %kstep = constant <i32: 32> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f16: 0.000000e+00> : tile<64x64xf16>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf16>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
      %next = mmaf %at, %bt, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf16>
      continue %next : tile<64x64xf16>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_u8s8(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %c: tile<ptr<i32>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x32), tensor_view<?x?xi32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <i32: 0> : tile<64x32xi32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x32xi32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum unsigned signed : tile<64x64xi8>, tile<64x32xi8>, tile<64x32xi32>
      continue %next : tile<64x32xi32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x32xi32>, partition_view<tile=(64x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_s8s8(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %c: tile<ptr<i32>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x32), tensor_view<?x?xi32, strides=[?,1]>>
    %kstep = constant <i32: 64> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <i32: 0> : tile<64x32xi32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x32xi32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<64x64xi8>, tile<64x32xi8>, tile<64x32xi32>
      continue %next : tile<64x32xi32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x32xi32>, partition_view<tile=(64x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_tf32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %kstep = constant <i32: 16> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<32x32xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x16xf32>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
      %a32 = ftof %at : tile<32x16xf32> -> tile<32x16xtf32>
      %b32 = ftof %bt : tile<16x32xf32> -> tile<16x32xtf32>
      %next = mmaf %a32, %b32, %sum : tile<32x16xtf32>, tile<16x32xtf32>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_f64(%a: tile<ptr<f64>>, %b: tile<ptr<f64>>, %c: tile<ptr<f64>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x8), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,1]>>
    %kstep = constant <i32: 8> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f64: 0.000000e+00> : tile<32x32xf64>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xf64>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(32x8), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<32x8xf64>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<8x32xf64>, token
      %next = mmaf %at, %bt, %sum : tile<32x8xf64>, tile<8x32xf64>, tile<32x32xf64>
      continue %next : tile<32x32xf64>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<32x32xf64>, partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @gemm_batched_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %c: tile<ptr<f32>>,
      %m: tile<i32>, %n: tile<i32>, %k: tile<i32>, %nb: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %mk = muli %m, %k : tile<i32>
    %kn = muli %k, %n : tile<i32>
    %mn = muli %m, %n : tile<i32>
    %av = make_tensor_view %a, shape = [%nb, %m, %k], strides = [%mk, %k, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %bv = make_tensor_view %b, shape = [%nb, %k, %n], strides = [%kn, %n, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %cv = make_tensor_view %c, shape = [%nb, %m, %n], strides = [%mn, %n, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %ap = make_partition_view %av : partition_view<tile=(4x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(4x32x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(4x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %kstep = constant <i32: 32> : tile<i32>
    %ksteps = divi %k, %kstep signed rounding<positive_inf> : tile<i32>
    %init = constant <f32: 0.000000e+00> : tile<4x64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<4x64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bz, %bm, %kk] : partition_view<tile=(4x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<4x64x32xbf16>, token
      %bt, %tb = load_view_tko weak %bp[%bz, %kk, %bn] : partition_view<tile=(4x32x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<4x32x64xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<4x64x32xbf16>, tile<4x32x64xbf16>, tile<4x64x64xf32>
      continue %next : tile<4x64x64xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bz, %bm, %bn] : tile<4x64x64xf32>, partition_view<tile=(4x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
