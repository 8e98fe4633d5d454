// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' -split-input-file | FileCheck %s

// Runs of 4 f32 in both views, no bounds: one 16-byte cp.async per run
// (.cg), one commit; the previous readers of the buffer are waited for
// first. The wait: every copy of the thread, then every thread.
#tv = #nv_tileas.tv_layout<"(32,(4,2)):(4,(1,128))">
!global = !nv_tileaa.memref<16x16xf32, strides = [16, 1], global>
!gview = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<16x16xf32, strides = [16, 1], shared>
!sview = !nv_tileaa.tiled_view<[16, 16], !shared, dim_map = [0, 1]>
gpu.module @runs attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>) {
    %c0 = arith.constant 0 : i32
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %m = nv_tileaa.make_memref %a sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !gview
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    // CHECK-NOT: nvvm.barrier0
    // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    // CHECK-NEXT: nvvm.cp.async.commit.group
    // CHECK-NEXT: nvvm.cp.async.wait.group 0
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-NEXT: nv_tileaa.return
    %t = nv_tileas.async.tiled_copy %g[%c0, %c0], %s[%c0, %c0] : !gview[i32, i32], !sview[i32, i32] as tensor<16x16xf32, #tv> -> !nv_tileas.async.token
    nv_tileas.async.wait %t : !nv_tileas.async.token
    nv_tileaa.return
  }
}

// -----

// Dynamic rows: a run lies inside or outside as a whole (columns are in
// bounds), so a run outside copies 0 source bytes: zeros, the padding.
#tv = #nv_tileas.tv_layout<"(32,(4,2)):(4,(1,128))">
!global = !nv_tileaa.memref<?x16xf32, strides = [16, 1], global>
!gview = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1], padding = 0.0 : f32>
!shared = !nv_tileaa.memref<16x16xf32, strides = [16, 1], shared>
!sview = !nv_tileaa.tiled_view<[16, 16], !shared, dim_map = [0, 1]>
gpu.module @bounds attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %rows: i64, %i: i32) {
    %c0 = arith.constant 0 : i32
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %m = nv_tileaa.make_memref %a sizes(%rows) strides() : !nv_tileaa.ptr<f32, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !gview
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    // CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i64
    // CHECK: %[[BYTES:.*]] = arith.select %[[IN]], %c16_i32, %c0_i32 : i32
    // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg, %[[BYTES]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
    // CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
    // CHECK-NEXT: nvvm.cp.async.commit.group
    %t = nv_tileas.async.tiled_copy %g[%i, %c0], %s[%c0, %c0] : !gview[i32, i32], !sview[i32, i32] as tensor<16x16xf32, #tv> -> !nv_tileas.async.token
    nv_tileas.async.wait %t : !nv_tileas.async.token
    nv_tileaa.return
  }
}

// -----

// Runs of 2 f16 (4 bytes): cp.async of 4 bytes, .ca.
#tv = #nv_tileas.tv_layout<"(32,(2,4)):(2,(1,64))">
!global = !nv_tileaa.memref<16x16xf16, strides = [16, 1], global>
!gview = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<16x16xf16, strides = [16, 1], shared>
!sview = !nv_tileaa.tiled_view<[16, 16], !shared, dim_map = [0, 1]>
gpu.module @small_runs attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-COUNT-4: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK-NEXT: nvvm.cp.async.commit.group
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f16, global>) {
    %c0 = arith.constant 0 : i32
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f16, global>
    %m = nv_tileaa.make_memref %a sizes() strides() : !nv_tileaa.ptr<f16, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !gview
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    %t = nv_tileas.async.tiled_copy %g[%c0, %c0], %s[%c0, %c0] : !gview[i32, i32], !sview[i32, i32] as tensor<16x16xf16, #tv> -> !nv_tileas.async.token
    nv_tileaa.return
  }
}

// -----

// Single f16 elements (2 bytes) and a padding of 1.0 have no cp.async: the
// copy is loads and stores, then an empty group of copies (waits that leave
// the newest N groups in flight count every tiled_copy as one).
#single = #nv_tileas.tv_layout<"(32,8):(1,32)">
#tv = #nv_tileas.tv_layout<"(32,(4,2)):(4,(1,128))">
!global = !nv_tileaa.memref<16x16xf16, strides = [16, 1], global>
!gview = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1]>
!padded = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1], padding = 1.0 : f16>
!shared = !nv_tileaa.memref<16x16xf16, strides = [16, 1], shared>
!sview = !nv_tileaa.tiled_view<[16, 16], !shared, dim_map = [0, 1]>
gpu.module @synchronous attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @single
  // CHECK-NOT: nvvm.cp.async.shared
  // CHECK-COUNT-8: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
  // CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
  // CHECK-NEXT: nvvm.cp.async.commit.group
  // CHECK-NEXT: nv_tileaa.return
  nv_tileaa.func @single(%p: !nv_tileaa.ptr<f16, global>) {
    %c0 = arith.constant 0 : i32
    %m = nv_tileaa.make_memref %p sizes() strides() : !nv_tileaa.ptr<f16, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !gview
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    %t = nv_tileas.async.tiled_copy %g[%c0, %c0], %s[%c0, %c0] : !gview[i32, i32], !sview[i32, i32] as tensor<16x16xf16, #single> -> !nv_tileas.async.token
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @padded
  // CHECK-NOT: nvvm.cp.async.shared
  // CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<4xf16>, !llvm.ptr<3>
  // CHECK-NOT: nvvm.cp.async.shared
  // CHECK: nvvm.cp.async.commit.group
  // CHECK-NEXT: nv_tileaa.return
  nv_tileaa.func @padded(%p: !nv_tileaa.ptr<f16, global>) {
    %c0 = arith.constant 0 : i32
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f16, global>
    %m = nv_tileaa.make_memref %a sizes() strides() : !nv_tileaa.ptr<f16, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !padded
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    %t = nv_tileas.async.tiled_copy %g[%c0, %c0], %s[%c0, %c0] : !padded[i32, i32], !sview[i32, i32] as tensor<16x16xf16, #tv> -> !nv_tileas.async.token
    nv_tileaa.return
  }
}

// -----

// A target before sm_80 has no cp.async: 16-byte loads and stores instead.
#tv = #nv_tileas.tv_layout<"(32,(4,2)):(4,(1,128))">
!global = !nv_tileaa.memref<16x16xf32, strides = [16, 1], global>
!gview = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<16x16xf32, strides = [16, 1], shared>
!sview = !nv_tileaa.tiled_view<[16, 16], !shared, dim_map = [0, 1]>
gpu.module @turing attributes {nv_tileaa.compute_capability = 75 : i32, nv_tileaa.target_spec = "sm_75"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-NOT: nvvm.cp.async
  // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
  // The wait has no copies to wait for, only the threads.
  // CHECK-NOT: nvvm.cp.async
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: nv_tileaa.return
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>) {
    %c0 = arith.constant 0 : i32
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %m = nv_tileaa.make_memref %a sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !gview
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    %t = nv_tileas.async.tiled_copy %g[%c0, %c0], %s[%c0, %c0] : !gview[i32, i32], !sview[i32, i32] as tensor<16x16xf32, #tv> -> !nv_tileas.async.token
    nv_tileas.async.wait %t : !nv_tileas.async.token
    nv_tileaa.return
  }
}

// -----

// A destination with bounds (14 of the tile's 16 columns): no cp.async; a
// run of 4 is stored whole only when all of its columns are inside, else
// lane by lane, so columns 14 and 15 are never written.
#tv = #nv_tileas.tv_layout<"(32,(4,2)):(4,(1,128))">
!global = !nv_tileaa.memref<16x16xf32, strides = [16, 1], global>
!gview = !nv_tileaa.tiled_view<[16, 16], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<16x14xf32, strides = [16, 1], shared>
!sview = !nv_tileaa.tiled_view<[16, 16], !shared, dim_map = [0, 1]>
gpu.module @bounded attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-NOT: nvvm.cp.async
  // CHECK: %[[IN0:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
  // CHECK: %[[IN1:.*]] = arith.andi %[[IN0]], %{{.*}} : i1
  // CHECK: %[[ALL:.*]] = arith.andi %[[IN1]], %{{.*}} : i1
  // CHECK: scf.if %[[ALL]] {
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
  // CHECK: } else {
  // CHECK-COUNT-4: llvm.intr.masked.store
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>) {
    %c0 = arith.constant 0 : i32
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %m = nv_tileaa.make_memref %a sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
    %g = nv_tileaa.block_tile %m : !global -> !gview
    %b = nv_tileas.alloc_tensor : !shared
    %s = nv_tileaa.block_tile %b : !shared -> !sview
    %t = nv_tileas.async.tiled_copy %g[%c0, %c0], %s[%c0, %c0] : !gview[i32, i32], !sview[i32, i32] as tensor<16x16xf32, #tv> -> !nv_tileas.async.token
    nv_tileas.async.wait %t : !nv_tileas.async.token
    nv_tileaa.return
  }
}
