// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// One warp, one m16n8k16 instruction: A's eight f16 values become four
// vector<2xf16> registers in order, B's four two, the four f32 accumulator
// values are C and the results are D. No shared memory is used.
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [1, 1], shape = [16, 16]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [1, 1], shape = [16, 8]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [1, 1], shape = [16, 8]>
// CHECK-LABEL: gpu.module @f16
// CHECK-NOT: global_smem
// CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%[[Y:.*]], %[[Y]], %[[Y]], %[[Y]]]
// CHECK-SAME: layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>
// CHECK-SAME: (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-4: llvm.extractvalue
// CHECK-NOT: nvvm.mma.sync
gpu.module @f16 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16, %y: f32) {
    %a = tensor.splat %x : tensor<16x16xf16, #a>
    %b = tensor.splat %x : tensor<16x8xf16, #b>
    %c = tensor.splat %y : tensor<16x8xf32, #c>
    %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf16, #a>, tensor<16x8xf16, #b>, tensor<16x8xf32, #c>
    nv_tileaa.return
  }
}

// -----

// A 32x16 by 16x16 product on one warp: 2 atoms along M, 2 along N, one
// along K: four instructions; the A registers of each M atom (4) and the B
// registers of each N atom (2) are packed once in the K step, two
// insertions each, right before their first instruction.
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [1, 1], shape = [32, 16]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [1, 1], shape = [16, 16]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [1, 1], shape = [32, 16]>
// CHECK-LABEL: gpu.module @atoms
// CHECK-COUNT-12: llvm.insertelement
// CHECK: nvvm.mma.sync
// CHECK-COUNT-4: llvm.insertelement
// CHECK: nvvm.mma.sync
// CHECK-COUNT-8: llvm.insertelement
// CHECK: nvvm.mma.sync
// CHECK-NOT: llvm.insertelement
// CHECK: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
gpu.module @atoms attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16, %y: f32) {
    %a = tensor.splat %x : tensor<32x16xf16, #a>
    %b = tensor.splat %x : tensor<16x16xf16, #b>
    %c = tensor.splat %y : tensor<32x16xf32, #c>
    %d = nv_tileaa.dot %a, %b, %c : tensor<32x16xf16, #a>, tensor<16x16xf16, #b>, tensor<32x16xf32, #c>
    nv_tileaa.return
  }
}

// -----

// bf16 pairs, as the i32 of their bits.
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [1, 1], shape = [16, 16]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [1, 1], shape = [16, 8]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [1, 1], shape = [16, 8]>
// CHECK-LABEL: gpu.module @bf16
// CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK: nvvm.mma.sync
// CHECK-SAME: multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>
// CHECK-SAME: (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
gpu.module @bf16 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: bf16, %y: f32) {
    %a = tensor.splat %x : tensor<16x16xbf16, #a>
    %b = tensor.splat %x : tensor<16x8xbf16, #b>
    %c = tensor.splat %y : tensor<16x8xf32, #c>
    %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xbf16, #a>, tensor<16x8xbf16, #b>, tensor<16x8xf32, #c>
    nv_tileaa.return
  }
}

// -----

// i8: four to a register; unsigned A, signed B; the i32 sums wrap.
#a = #nv_tileas.mma<"a", "m16n8k32", warps = [1, 1], shape = [16, 32]>
#b = #nv_tileas.mma<"b", "m16n8k32", warps = [1, 1], shape = [32, 8]>
#c = #nv_tileas.mma<"acc", "m16n8k32", warps = [1, 1], shape = [16, 8]>
// CHECK-LABEL: gpu.module @i8
// CHECK: llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: nvvm.mma.sync
// CHECK-SAME: intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>
// CHECK-SAME: multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>
// CHECK-SAME: shape = #nvvm.shape<m = 16, n = 8, k = 32>
// CHECK-SAME: (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
gpu.module @i8 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: i8, %y: i32) {
    %a = tensor.splat %x : tensor<16x32xi8, #a>
    %b = tensor.splat %x : tensor<32x8xi8, #b>
    %c = tensor.splat %y : tensor<16x8xi32, #c>
    %d = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<16x32xi8, #a>, tensor<32x8xi8, #b>, tensor<16x8xi32, #c>
    nv_tileaa.return
  }
}

// -----

// tf32 values travel as f32: each is a register of its bits. f64: DMMA.
#a = #nv_tileas.mma<"a", "m16n8k8", warps = [1, 1], shape = [16, 8]>
#b = #nv_tileas.mma<"b", "m16n8k8", warps = [1, 1], shape = [8, 8]>
#c = #nv_tileas.mma<"acc", "m16n8k8", warps = [1, 1], shape = [16, 8]>
#da = #nv_tileas.mma<"a", "m8n8k4", warps = [1, 1], shape = [8, 4]>
#db = #nv_tileas.mma<"b", "m8n8k4", warps = [1, 1], shape = [4, 8]>
#dc = #nv_tileas.mma<"acc", "m8n8k4", warps = [1, 1], shape = [8, 8]>
// CHECK-LABEL: gpu.module @tf32_f64
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: nvvm.mma.sync
// CHECK-SAME: multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>
// CHECK-SAME: shape = #nvvm.shape<m = 16, n = 8, k = 8>
// CHECK: nvvm.mma.sync A[%{{.*}}]  B[%{{.*}}]  C[%{{.*}}, %{{.*}}]
// CHECK-SAME: shape = #nvvm.shape<m = 8, n = 8, k = 4>
// CHECK-SAME: (f64, f64, f64) -> !llvm.struct<(f64, f64)>
gpu.module @tf32_f64 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: tf32, %y: f32, %z: f64) {
    %a = tensor.splat %x : tensor<16x8xtf32, #a>
    %b = tensor.splat %x : tensor<8x8xtf32, #b>
    %c = tensor.splat %y : tensor<16x8xf32, #c>
    %d = nv_tileaa.dot %a, %b, %c : tensor<16x8xtf32, #a>, tensor<8x8xtf32, #b>, tensor<16x8xf32, #c>
    %e = tensor.splat %z : tensor<8x4xf64, #da>
    %f = tensor.splat %z : tensor<4x8xf64, #db>
    %g = tensor.splat %z : tensor<8x8xf64, #dc>
    %h = nv_tileaa.dot %e, %f, %g : tensor<8x4xf64, #da>, tensor<4x8xf64, #db>, tensor<8x8xf64, #dc>
    nv_tileaa.return
  }
}

// -----

// MMA layouts on element types the target has no mma.sync for (f32 here)
// take the general FMA path, with the shared memory it needs.
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [1, 1], shape = [16, 16]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [1, 1], shape = [16, 8]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [1, 1], shape = [16, 8]>
// CHECK-LABEL: gpu.module @f32
// CHECK: llvm.mlir.global internal @global_smem
// CHECK-NOT: nvvm.mma.sync
// CHECK: math.fma
gpu.module @f32 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32) {
    %a = tensor.splat %x : tensor<16x16xf32, #a>
    %b = tensor.splat %x : tensor<16x8xf32, #b>
    %c = tensor.splat %x : tensor<16x8xf32, #c>
    %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf32, #a>, tensor<16x8xf32, #b>, tensor<16x8xf32, #c>
    nv_tileaa.return
  }
}
