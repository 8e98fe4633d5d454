// convert-tileas-to-llvm{remarks=...}: at each source op, what the lowering
// makes of a matrix product and of a global-memory access.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm{remarks=all}))' -verify-diagnostics -o /dev/null
// An unknown category is an error at the module.
// RUN: not %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm{remarks=bogus}))' 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: error: unknown remarks 'bogus' (expected none, tensorcore, memory or all)
cuda_tile.module @remarks {
  entry @k(%a: tile<ptr<f16>>, %c: tile<ptr<f32>>, %x: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), tensor_view<64x64xf16, strides=[64,1]>>
    %cv = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %z = constant <i32: 0> : tile<i32>
    // expected-remark @below{{[memory] missed: the view load element by element (2 bytes per access)}}
    %t, %tt = load_view_tko weak %ap[%z, %z] : partition_view<tile=(64x64), tensor_view<64x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-remark @below{{[tensorcore] passed: 64x64 times 64x64 on tensor cores: mma.sync m16n8k16 (f16 x f16 -> f32) over 2x2 warps}}
    %p = mmaf %t, %t, %acc : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
    %f = constant <f32: 1.0> : tile<64x64xf32>
    // expected-remark @below{{[tensorcore] missed: 64x64 times 64x64 on the FMA units, not tensor cores: sm_80 has no tensor-core instruction for f32 x f32 -> f32}}
    %q0 = mmaf %f, %f, %p : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
    %e = constant <f8E4M3FN: 1.0> : tile<64x64xf8E4M3FN>
    %s = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>
    %st = constant <f8E8M0FNU: 1.0> : tile<2x64xf8E8M0FNU>
    // expected-remark @below{{[tensorcore] missed: block-scaled 64x64 times 64x64 (f8E4M3FN scaled by f8E8M0FNU every 32 along K) on the FMA units, not tensor cores: mma.sync reads an 8-bit or 4-bit B K-major only (B stored n x k, loaded along K and permuted, or an 8-bit one staged transposed by a software pipeline)}}
    %q = mmaf_scaled %e, %e, %q0, %s, %st : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    // expected-remark @below{{[tensorcore] passed: 64x64 times 64x64 on tensor cores: mma.sync m16n8k32 (f8E4M3FN x f8E4M3FN -> f32) over 2x2 warps (f8 widened to f16 in registers, two m16n8k16 each)}}
    %q1 = mmaf %e, %e, %q : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>
    // expected-remark @below{{[memory] missed: the view store element by element (4 bytes per access)}}
    %ts = store_view_tko weak %q1, %cp[%z, %z] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    %one = constant <f32: 2.0> : tile<f32>
    // expected-remark @below{{[memory] missed: the pointer store element by element (4 bytes per access)}}
    %tp = store_ptr_tko weak %x, %one : tile<ptr<f32>>, tile<f32> -> token
  }
}
