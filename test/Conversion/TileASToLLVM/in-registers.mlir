// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// Attention's pattern on mma.sync accumulators with the four warps along M:
// the row maximum is reduced within each thread and across the four lanes
// of a quad (xor shuffles 1 and 2: two per result row a thread holds),
// broadcast back along the rows and P converted to the A operand of the
// next product, all in registers: no shared memory, no barrier.
#acc = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 64]>
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [4, 1], shape = [64, 64]>
#rows = #nv_tileas.slice<dim = 1, shape = [64, 64], parent = #acc>
// CHECK-LABEL: gpu.module @attention_step
// CHECK-NOT: global_smem
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-4: gpu.shuffle  xor
// CHECK-NOT: gpu.shuffle
// CHECK-NOT: nvvm.barrier0
// CHECK: nv_tileaa.return
gpu.module @attention_step attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32) {
    %s = tensor.splat %x : tensor<64x64xf32, #acc>
    %max = nv_tileaa.reduce %s dim = 1 identities = [0xFF800000 : f32] : tensor<64x64xf32, #acc> -> tensor<64xf32, #rows> {
    ^bb0(%e: f32, %m: f32):
      %r = arith.maximumf %e, %m : f32
      nv_tileaa.yield %r : f32
    }
    %max2 = nv_tileaa.reshape %max : tensor<64xf32, #rows> -> tensor<64x1xf32, #rows>
    %maxs = nv_tileaa.broadcast %max2 : tensor<64x1xf32, #rows> -> tensor<64x64xf32, #acc>
    %d = nv_tileas.subf %s, %maxs : tensor<64x64xf32, #acc>
    %p = nv_tileas.truncf %d : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
    %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #acc> -> tensor<64x64xf16, #a>
    nv_tileaa.return
  }
}

// -----

// The same with the warps split along N (2x2): rows span two warps, so the
// reduction goes through shared memory, and the accumulator's columns are
// not the A operand's in the same threads.
#acc = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 64]>
#rows = #nv_tileas.slice<dim = 1, shape = [64, 64], parent = #acc>
// CHECK-LABEL: gpu.module @split
// CHECK: global_smem
// CHECK: gpu.shuffle  xor
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
gpu.module @split attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32) {
    %s = tensor.splat %x : tensor<64x64xf32, #acc>
    %max = nv_tileaa.reduce %s dim = 1 identities = [0xFF800000 : f32] : tensor<64x64xf32, #acc> -> tensor<64xf32, #rows> {
    ^bb0(%e: f32, %m: f32):
      %r = arith.maximumf %e, %m : f32
      nv_tileaa.yield %r : f32
    }
    %p = nv_tileas.truncf %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
    %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #acc> -> tensor<64x64xf16, #a>
    nv_tileaa.return
  }
}
