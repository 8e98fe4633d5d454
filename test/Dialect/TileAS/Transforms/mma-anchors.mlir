// RUN: %tileiras-opt %s -p 'builtin.module(tileas-assign-layouts)' -split-input-file | FileCheck %s

// A K loop of an f16 product on sm_80: A, B and the accumulator are
// converted to the fragments of mma.sync m16n8k16 (four warps as 2x2); the
// accumulator's conversions leave the loop, so it stays in its fragments
// from the zero splat (made in that layout) to the one conversion after the
// loop.
// CHECK-DAG: #[[ACC:mma[0-9]*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
// CHECK-DAG: #[[A:mma[0-9]*]] = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 32]>
// CHECK-DAG: #[[B:mma[0-9]*]] = #nv_tileas.mma<"b", "m16n8k16", warps = [2, 2], shape = [32, 64]>
// CHECK-LABEL: nv_tileaa.func @gemm
// CHECK: %[[ZERO:.*]] = nv_tileaa.splat 0.000000e+00 : f32 : tensor<64x64xf32, #[[ACC]]>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[C:.*]] = %[[ZERO]]) -> (tensor<64x64xf32, #[[ACC]]>)
// CHECK:   %[[AM:.*]] = nv_tileas.convert_layout %{{.*}} : tensor<64x32xf16, #{{tv[0-9]*}}> -> tensor<64x32xf16, #[[A]]>
// CHECK:   %[[BM:.*]] = nv_tileas.convert_layout %{{.*}} : tensor<32x64xf16, #{{tv[0-9]*}}> -> tensor<32x64xf16, #[[B]]>
// CHECK:   %[[D:.*]] = nv_tileaa.dot %[[AM]], %[[BM]], %[[C]]
// CHECK:   scf.yield %[[D]] : tensor<64x64xf32, #[[ACC]]>
// CHECK: nv_tileas.convert_layout %[[SUM]] : tensor<64x64xf32, #[[ACC]]> -> tensor<64x64xf32, #{{tv[0-9]*}}>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @gemm(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %n: i32) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = nv_tileaa.splat 0.0 : f32 : tensor<64x64xf32>
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%c = %zero) -> (tensor<64x64xf32>) : i32 {
      %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.splat 1.0 : f32 : tensor<64x64xf32>
    %r = nv_tileas.addf %sum, %s : tensor<64x64xf32>
    nv_tileaa.return
  }
}

// -----

// Each instruction by its operand types: i8 into i32 is m16n8k32, tf32 is
// m16n8k8, f64 is m8n8k4.
// CHECK-LABEL: nv_tileaa.func @kinds
// CHECK: nv_tileaa.dot {{.*}} : tensor<64x64xi8, #mma{{[0-9]*}}>, tensor<64x64xi8, #mma{{[0-9]*}}>, tensor<64x64xi32, #mma{{[0-9]*}}>
// CHECK: nv_tileaa.dot {{.*}} : tensor<32x32xtf32, #mma{{[0-9]*}}>, tensor<32x32xtf32, #mma{{[0-9]*}}>, tensor<32x32xf32, #mma{{[0-9]*}}>
// CHECK: nv_tileaa.dot {{.*}} : tensor<16x16xf64, #mma{{[0-9]*}}>, tensor<16x16xf64, #mma{{[0-9]*}}>, tensor<16x16xf64, #mma{{[0-9]*}}>
gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @kinds(%a: tensor<64x64xi8>, %c: tensor<64x64xi32>, %t: tensor<32x32xtf32>, %f: tensor<32x32xf32>,
                        %d: tensor<16x16xf64>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %0 = nv_tileaa.dot %a, %a, %c : tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xi32>
    %1 = nv_tileaa.dot %t, %t, %f : tensor<32x32xtf32>, tensor<32x32xtf32>, tensor<32x32xf32>
    %2 = nv_tileaa.dot %d, %d, %d : tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>
    nv_tileaa.return
  }
}

// -----

// Eight warps over a 128x128 bf16 product as 2x4, each warp 64x32.
// CHECK-DAG: #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 4], shape = [128, 128]>
// CHECK-LABEL: nv_tileaa.func @eight_warps
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @eight_warps(%a: tensor<128x32xbf16>, %b: tensor<32x128xbf16>, %c: tensor<128x128xf32>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>} {
    %0 = nv_tileaa.dot %a, %b, %c : tensor<128x32xbf16>, tensor<32x128xbf16>, tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// On sm_100a the same product takes warpgroup accumulators (all warps along
// M), the rows tcgen05.mma with M = 64 gives each warp.
// CHECK-DAG: #nv_tileas.mma<"acc", "m16n8k16", warps = [8, 1], shape = [128, 128]>
// CHECK-LABEL: nv_tileaa.func @eight_warps_sm100
gpu.module @m attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  nv_tileaa.func @eight_warps_sm100(%a: tensor<128x32xbf16>, %b: tensor<32x128xbf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>} {
    %0 = nv_tileaa.dot %a, %b, %c : tensor<128x32xbf16>, tensor<32x128xbf16>, tensor<128x128xf32>
    nv_tileaa.return %0 : tensor<128x128xf32>
  }
}

// -----

// No instruction fits: f32 operands (kept in f32 precision), f16 into an
// f16 accumulator, batched products, tiles smaller than an instruction, and
// a target without tensor-core mma.sync: the blocked layouts stay and the
// general lowering computes them.
// CHECK-LABEL: nv_tileaa.func @fallbacks
// CHECK-NOT: #nv_tileas.mma
// CHECK: nv_tileaa.return
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @fallbacks(%f: tensor<32x32xf32>, %h: tensor<32x32xf16>, %bh: tensor<2x32x32xf16>, %bf: tensor<2x32x32xf32>,
                            %s: tensor<8x16xf16>, %t: tensor<16x8xf16>, %u: tensor<8x8xf32>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %0 = nv_tileaa.dot %f, %f, %f : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
    %1 = nv_tileaa.dot %h, %h, %h : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf16>
    %2 = nv_tileaa.dot %bh, %bh, %bf : tensor<2x32x32xf16>, tensor<2x32x32xf16>, tensor<2x32x32xf32>
    %3 = nv_tileaa.dot %s, %t, %u : tensor<8x16xf16>, tensor<16x8xf16>, tensor<8x8xf32>
    nv_tileaa.return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @volta
// CHECK-NOT: #nv_tileas.mma
gpu.module @m attributes {nv_tileaa.compute_capability = 70 : i32, nv_tileaa.target_spec = "sm_70"} {
  nv_tileaa.func @volta(%h: tensor<32x32xf16>, %f: tensor<32x32xf32>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %0 = nv_tileaa.dot %h, %h, %f : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32>
    nv_tileaa.return
  }
}
