// RUN: %tileiras-opt %s -p 'builtin.module(tileas-prefetch-loads)' -split-input-file | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(tileas-prefetch-loads{max-registers=8})' -split-input-file | FileCheck %s --check-prefix=SMALL
// RUN: %tileiras-opt %s -p 'builtin.module(tileas-prefetch-loads{max-registers=0})' -split-input-file | FileCheck %s --check-prefix=OFF

// A K loop: the first tiles are loaded before the loop, each iteration
// loads the next ones first and carries them; the loads of the iteration
// are gone from it.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#tv1 = #nv_tileas.tv_layout<"(128,(4,8)):(4,(1,512))">
!va = !nv_tileaa.tiled_view<[64, 32], <?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : f16>
!vb = !nv_tileaa.tiled_view<[32, 64], <?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : f16>
gpu.module @k attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @gemm
  // SMALL-LABEL: nv_tileaa.func @gemm
  // OFF-LABEL: nv_tileaa.func @gemm
  nv_tileaa.func @gemm(%a: !va, %b: !vb, %bm: i32, %bn: i32, %n: i32, %init: tensor<64x64xf32, #tv1>) -> tensor<64x64xf32, #tv1> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // CHECK: %[[A0:[a-z0-9_]+]], %{{.*}} = nv_tileas.tiled_load weak %arg0[%arg2, %[[C0:[a-z0-9_]+]]]
    // CHECK: %[[B0:[a-z0-9_]+]], %{{.*}} = nv_tileas.tiled_load weak %arg1[%[[C0]], %arg3]
    // CHECK: scf.for %[[K:[a-z0-9_]+]] = {{.*}} iter_args(%[[ACC:[a-z0-9_]+]] = %arg5, %[[A:[a-z0-9_]+]] = %[[A0]], %[[B:[a-z0-9_]+]] = %[[B0]])
    // CHECK-NEXT: %[[NEXT:[a-z0-9_]+]] = arith.addi %[[K]], %{{.*}} : i32
    // CHECK-NEXT: %[[AN:[a-z0-9_]+]], %{{.*}} = nv_tileas.tiled_load weak %arg0[%arg2, %[[NEXT]]]
    // CHECK-NEXT: %[[BN:[a-z0-9_]+]], %{{.*}} = nv_tileas.tiled_load weak %arg1[%[[NEXT]], %arg3]
    // CHECK-NOT: tiled_load
    // CHECK: nv_tileaa.dot %[[A]], %[[B]], %[[ACC]]
    // CHECK: scf.yield %{{.*}}, %[[AN]], %[[BN]]
    // Within 8 registers a thread: A's tile (8), not B's.
    // SMALL: scf.for {{.*}} -> (tensor<64x64xf32, #{{.*}}>, tensor<64x32xf16, #{{.*}}>)
    // SMALL: nv_tileas.tiled_load weak %arg0
    // SMALL: nv_tileas.tiled_load weak %arg1
    // OFF: scf.for {{.*}} -> (tensor<64x64xf32, #{{.*}}>)
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64x64xf32, #tv1>) : i32 {
      %ta, %t1 = nv_tileas.tiled_load weak %a[%bm, %k] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %tb, %t2 = nv_tileas.tiled_load weak %b[%k, %bn] : !vb, i32, i32 -> tensor<32x64xf16, #tv>
      %d = nv_tileaa.dot %ta, %tb, %acc : tensor<64x32xf16, #tv>, tensor<32x64xf16, #tv>, tensor<64x64xf32, #tv1>
      scf.yield %d : tensor<64x64xf32, #tv1>
    }
    nv_tileaa.return %r : tensor<64x64xf32, #tv1>
  }
}

// -----

// An index computed from the induction variable is computed again for the
// next iteration.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
!va = !nv_tileaa.tiled_view<[64, 32], <?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : f16>
gpu.module @k attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @computed_index
  nv_tileaa.func @computed_index(%a: !va, %n: i32, %init: tensor<64x32xf16, #tv>) -> tensor<64x32xf16, #tv> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    // CHECK: %[[FIRST:[a-z0-9_]+]] = arith.muli %{{.*}}, %[[C2:[a-z0-9_]+]] : i32
    // CHECK: nv_tileas.tiled_load weak %arg0[%[[FIRST]], %{{.*}}]
    // CHECK: scf.for %[[K:[a-z0-9_]+]] =
    // CHECK-NEXT: %[[NEXT:[a-z0-9_]+]] = arith.addi %[[K]]
    // CHECK-NEXT: %[[I:[a-z0-9_]+]] = arith.muli %[[NEXT]], %[[C2]] : i32
    // CHECK-NEXT: nv_tileas.tiled_load weak %arg0[%[[I]], %{{.*}}]
    // The computation of this iteration's index went with its load.
    // CHECK-NEXT: arith.addf
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64x32xf16, #tv>) : i32 {
      %i = arith.muli %k, %c2 : i32
      %t, %t1 = nv_tileas.tiled_load weak %a[%i, %c0] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %s = arith.addf %acc, %t : tensor<64x32xf16, #tv>
      scf.yield %s : tensor<64x32xf16, #tv>
    }
    nv_tileaa.return %r : tensor<64x32xf16, #tv>
  }
}

// -----

// Left alone: a loop that stores; a load whose index is carried by the
// loop; a view whose static size the tile divides (its accesses check no
// bounds, so the load past the last iteration would read past the end); a
// load whose index does not move.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
!va = !nv_tileaa.tiled_view<[64, 32], <?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : f16>
!vs = !nv_tileaa.tiled_view<[64, 32], <128x256xf16, strides = [256, 1], global>, dim_map = [0, 1]>
gpu.module @k attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @kept
  // CHECK: scf.for
  // CHECK-NEXT: nv_tileas.tiled_load
  // CHECK: scf.for
  // CHECK-NEXT: nv_tileas.tiled_load
  // CHECK: scf.for
  // CHECK-NEXT: nv_tileas.tiled_load
  // CHECK: scf.for
  // CHECK-NEXT: nv_tileas.tiled_load
  // CHECK: nv_tileaa.return
  nv_tileaa.func @kept(%a: !va, %s: !vs, %n: i32, %init: tensor<64x32xf16, #tv>) -> tensor<64x32xf16, #tv> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r0 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64x32xf16, #tv>) : i32 {
      %t, %t1 = nv_tileas.tiled_load weak %a[%c0, %k] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %s1 = arith.addf %acc, %t : tensor<64x32xf16, #tv>
      %t2 = nv_tileas.tiled_store weak %s1, %a[%k, %c0] : tensor<64x32xf16, #tv>, !va, i32, i32
      scf.yield %s1 : tensor<64x32xf16, #tv>
    }
    %r1:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %r0, %i = %c0) -> (tensor<64x32xf16, #tv>, i32) : i32 {
      %t, %t1 = nv_tileas.tiled_load weak %a[%c0, %i] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %s1 = arith.addf %acc, %t : tensor<64x32xf16, #tv>
      %i1 = arith.addi %i, %c1 : i32
      scf.yield %s1, %i1 : tensor<64x32xf16, #tv>, i32
    }
    %r2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %r1#0) -> (tensor<64x32xf16, #tv>) : i32 {
      %t, %t1 = nv_tileas.tiled_load weak %s[%c0, %k] : !vs, i32, i32 -> tensor<64x32xf16, #tv>
      %s1 = arith.addf %acc, %t : tensor<64x32xf16, #tv>
      scf.yield %s1 : tensor<64x32xf16, #tv>
    }
    %r3 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %r2) -> (tensor<64x32xf16, #tv>) : i32 {
      %t, %t1 = nv_tileas.tiled_load weak %a[%c0, %c1] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %s1 = arith.addf %acc, %t : tensor<64x32xf16, #tv>
      scf.yield %s1 : tensor<64x32xf16, #tv>
    }
    nv_tileaa.return %r3 : tensor<64x32xf16, #tv>
  }
}

// -----

// A loop carrying a 128x128 f32 accumulator over 128 threads (128
// registers each) has no room left: nothing is prefetched.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#acc = #nv_tileas.tv_layout<"(128,(4,32)):(4,(1,512))">
!va = !nv_tileaa.tiled_view<[64, 32], <?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : f16>
gpu.module @k attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @full
  // CHECK: scf.for {{.*}} -> (tensor<128x128xf32, #{{.*}}>)
  nv_tileaa.func @full(%a: !va, %n: i32, %init: tensor<128x128xf32, #acc>, %x: tensor<64x32xf16, #tv>) -> (tensor<128x128xf32, #acc>, tensor<64x32xf16, #tv>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init, %y = %x) -> (tensor<128x128xf32, #acc>, tensor<64x32xf16, #tv>) : i32 {
      %t, %t1 = nv_tileas.tiled_load weak %a[%c0, %k] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %s = arith.addf %y, %t : tensor<64x32xf16, #tv>
      scf.yield %acc, %s : tensor<128x128xf32, #acc>, tensor<64x32xf16, #tv>
    }
    nv_tileaa.return %r#0, %r#1 : tensor<128x128xf32, #acc>, tensor<64x32xf16, #tv>
  }
}

// -----

// A loop that writes only shared memory (a pipelined loop's stages), and
// whose 128x128 accumulator passes through unchanged and unused after it
// (sums kept in tensor memory), prefetches its load.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#acc = #nv_tileas.tv_layout<"(128,(4,32)):(4,(1,512))">
!va = !nv_tileaa.tiled_view<[64, 32], <?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : f16>
!sbuf = !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>
!sv = !nv_tileaa.tiled_view<[64, 32], !sbuf, dim_map = [0, 1]>
gpu.module @k attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @on_chip
  // CHECK: nv_tileas.tiled_load
  // CHECK: scf.for {{.*}} -> (tensor<128x128xf32, #{{.*}}>, tensor<64x32xf16, #{{.*}}>)
  // CHECK: nv_tileas.tiled_load
  // CHECK: nv_tileas.tiled_store weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tensor<64x32xf16, #{{.*}}>, !nv_tileaa.tiled_view<{{.*}}shared>
  nv_tileaa.func @on_chip(%a: !va, %n: i32, %init: tensor<128x128xf32, #acc>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %buf = nv_tileas.alloc_tensor : !sbuf
    %sv = nv_tileaa.block_tile %buf : !sbuf -> !sv
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #acc>) : i32 {
      %t, %t1 = nv_tileas.tiled_load weak %a[%c0, %k] : !va, i32, i32 -> tensor<64x32xf16, #tv>
      %t2 = nv_tileas.tiled_store weak %t, %sv[%c0, %c0] : tensor<64x32xf16, #tv>, !sv, i32, i32
      scf.yield %acc : tensor<128x128xf32, #acc>
    }
    nv_tileaa.return
  }
}
