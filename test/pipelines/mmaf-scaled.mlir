// mmaf_scaled through the pipeline (the f32 fallback): c = (a * sa) x
// (b * sb) for a 16x64 f8E4M3FN a and a 64x16 b with one f8E8M0FNU scale
// per 32 elements along K (sa: 16x2, sb: 2x16); and the same product of
// f4E2M1FN operands unpacked from bytes with one f8E4M3FN scale per 16
// elements (d: 16x16).
// test/gpu/mmaf-scaled.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @mmaf_scaled
// CHECK-SAME: fma.rn.f32
// CHECK-SAME: st.global
cuda_tile.module @mmaf_scaled {
  entry @mx_f8(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %sa: tile<ptr<f8E8M0FNU>>, %sb: tile<ptr<f8E8M0FNU>>, %c: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf8E4M3FN, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(16x64), tensor_view<16x64xf8E4M3FN, strides=[64,1]>>
    %at, %t0 = load_view_tko weak %ap[%z, %z] : partition_view<tile=(16x64), tensor_view<16x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<16x64xf8E4M3FN>, token
    %bv = make_tensor_view %b, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf8E4M3FN, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x16), tensor_view<64x16xf8E4M3FN, strides=[16,1]>>
    %bt, %t1 = load_view_tko weak %bp[%z, %z] : partition_view<tile=(64x16), tensor_view<64x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<64x16xf8E4M3FN>, token
    %sav = make_tensor_view %sa, shape = [16, 2], strides = [2, 1] : tensor_view<16x2xf8E8M0FNU, strides=[2,1]>
    %sap = make_partition_view %sav : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>
    %sat, %t2 = load_view_tko weak %sap[%z, %z] : partition_view<tile=(16x2), tensor_view<16x2xf8E8M0FNU, strides=[2,1]>>, tile<i32> -> tile<16x2xf8E8M0FNU>, token
    %sbv = make_tensor_view %sb, shape = [2, 16], strides = [16, 1] : tensor_view<2x16xf8E8M0FNU, strides=[16,1]>
    %sbp = make_partition_view %sbv : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>
    %sbt, %t3 = load_view_tko weak %sbp[%z, %z] : partition_view<tile=(2x16), tensor_view<2x16xf8E8M0FNU, strides=[16,1]>>, tile<i32> -> tile<2x16xf8E8M0FNU>, token
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %r = mmaf_scaled %at, %bt, %acc, %sat, %sbt : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %cv = make_tensor_view %c, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %cp = make_partition_view %cv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t4 = store_view_tko weak %r, %cp[%z, %z] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }

  entry @nv_f4(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %sa: tile<ptr<f8E4M3FN>>, %sb: tile<ptr<f8E4M3FN>>, %d: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [512], strides = [1] : tensor_view<512xi8, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(512), tensor_view<512xi8, strides=[1]>>
    %ab, %t0 = load_view_tko weak %ap[%z] : partition_view<tile=(512), tensor_view<512xi8, strides=[1]>>, tile<i32> -> tile<512xi8>, token
    %a4 = unpack %ab : tile<512xi8> -> tile<1024xf4E2M1FN>
    %at = reshape %a4 : tile<1024xf4E2M1FN> -> tile<16x64xf4E2M1FN>
    %bv = make_tensor_view %b, shape = [512], strides = [1] : tensor_view<512xi8, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(512), tensor_view<512xi8, strides=[1]>>
    %bb, %t1 = load_view_tko weak %bp[%z] : partition_view<tile=(512), tensor_view<512xi8, strides=[1]>>, tile<i32> -> tile<512xi8>, token
    %b4 = unpack %bb : tile<512xi8> -> tile<1024xf4E2M1FN>
    %bt = reshape %b4 : tile<1024xf4E2M1FN> -> tile<64x16xf4E2M1FN>
    %sav = make_tensor_view %sa, shape = [16, 4], strides = [4, 1] : tensor_view<16x4xf8E4M3FN, strides=[4,1]>
    %sap = make_partition_view %sav : partition_view<tile=(16x4), tensor_view<16x4xf8E4M3FN, strides=[4,1]>>
    %sat, %t2 = load_view_tko weak %sap[%z, %z] : partition_view<tile=(16x4), tensor_view<16x4xf8E4M3FN, strides=[4,1]>>, tile<i32> -> tile<16x4xf8E4M3FN>, token
    %sbv = make_tensor_view %sb, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf8E4M3FN, strides=[16,1]>
    %sbp = make_partition_view %sbv : partition_view<tile=(4x16), tensor_view<4x16xf8E4M3FN, strides=[16,1]>>
    %sbt, %t3 = load_view_tko weak %sbp[%z, %z] : partition_view<tile=(4x16), tensor_view<4x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<4x16xf8E4M3FN>, token
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %r = mmaf_scaled %at, %bt, %acc, %sat, %sbt : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
    %dv = make_tensor_view %d, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %dp = make_partition_view %dv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t4 = store_view_tko weak %r, %dp[%z, %z] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}
