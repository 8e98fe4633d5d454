// Remarks at block-scaled products on sm_90a: mma.sync computes one whose
// B is read K-major (a transposition), each block of 32 along K from zero;
// one whose 8-bit B runs along N stays on the FMA units, and the remark
// says why. An f4 product scaled by f8E4M3FN every 16 (NVFP4) or by
// f8E8M0FNU every 32 (MXFP4) is widened to f16 for mma.sync; with
// f8E8M0FNU scales every 16 it is not.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm{remarks=tensorcore}))' -verify-diagnostics -o /dev/null
cuda_tile.module @remarks {
  entry @k(%c: tile<ptr<f32>>) {
    %cv = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %z = constant <i32: 0> : tile<i32>
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    %e = constant <f8E4M3FN: 1.0> : tile<64x64xf8E4M3FN>
    %et = permute %e [1, 0] : tile<64x64xf8E4M3FN> -> tile<64x64xf8E4M3FN>
    %s = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>
    %st = constant <f8E8M0FNU: 1.0> : tile<2x64xf8E8M0FNU>
    // expected-remark @below{{[tensorcore] passed: block-scaled 64x64 times 64x64 (f8E4M3FN scaled by f8E8M0FNU every 32 along K) on tensor cores: mma.sync m16n8k32}}
    %q0 = mmaf_scaled %e, %et, %acc, %s, %st : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    // expected-remark @below{{[tensorcore] missed: block-scaled 64x64 times 64x64 (f8E4M3FN scaled by f8E8M0FNU every 32 along K) on the FMA units, not tensor cores: mma.sync and wgmma read an 8-bit or 4-bit B K-major only (B stored n x k, loaded along K and permuted, or an 8-bit one staged transposed by a software pipeline)}}
    %q = mmaf_scaled %e, %e, %q0, %s, %st : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %f4 = constant <f4E2M1FN: 1.0> : tile<64x64xf4E2M1FN>
    %f4t = permute %f4 [1, 0] : tile<64x64xf4E2M1FN> -> tile<64x64xf4E2M1FN>
    %f4u = permute %f4 [1, 0] : tile<64x64xf4E2M1FN> -> tile<64x64xf4E2M1FN>
    %nv = constant <f8E4M3FN: 1.0> : tile<64x4xf8E4M3FN>
    %nvt = constant <f8E4M3FN: 1.0> : tile<4x64xf8E4M3FN>
    // expected-remark @below{{[tensorcore] passed: block-scaled 64x64 times 64x64 (f4E2M1FN scaled by f8E4M3FN every 16 along K) on tensor cores: mma.sync m16n8k64 over 2x2 warps (f4 widened to f16 in registers, each register times its block's scale, four m16n8k16 each)}}
    %q1 = mmaf_scaled %f4, %f4t, %q, %nv, %nvt : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    // expected-remark @below{{[tensorcore] passed: block-scaled 64x64 times 64x64 (f4E2M1FN scaled by f8E8M0FNU every 32 along K) on tensor cores: mma.sync m16n8k64 over 2x2 warps (f4 widened to f16 in registers, four m16n8k16 each), each block's sums from zero, scaled and added}}
    %q2 = mmaf_scaled %f4, %f4u, %q1, %s, %st : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %f4v = permute %f4 [1, 0] : tile<64x64xf4E2M1FN> -> tile<64x64xf4E2M1FN>
    %mx16 = constant <f8E8M0FNU: 1.0> : tile<64x4xf8E8M0FNU>
    %mx16t = constant <f8E8M0FNU: 1.0> : tile<4x64xf8E8M0FNU>
    // expected-remark @below{{[tensorcore] missed: block-scaled 64x64 times 64x64 (f4E2M1FN scaled by f8E8M0FNU every 16 along K) on the FMA units, not tensor cores: mma.sync takes f4 products scaled by f8E4M3FN every 16 or by f8E8M0FNU every 32 along K only (NVFP4, MXFP4)}}
    %q3 = mmaf_scaled %f4, %f4v, %q2, %mx16, %mx16t : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    %ts = store_view_tko weak %q3, %cp[%z, %z] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
  }
}
