// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers))' -split-input-file | FileCheck %s
// Without the pass, the lowering refuses a kernel touching shared memory:
// RUN: not %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,convert-tileas-to-llvm))' -split-input-file 2>&1 | FileCheck %s --check-prefix=UNPLACED

// A buffer stored before a loop and only read in it: one barrier before the
// loop (a read after a write of other threads), none in it. A store in an
// `if` after the loop's reads: a barrier before it (a write after reads),
// and one before the load after the `if` (a read after a possible write).
#vec = #nv_tileas.tv_layout<"(128,1):(1,0)">
!buf = !nv_tileaa.memref<128xf32, strides = [1], shared>
!view = !nv_tileaa.tiled_view<[128], !buf, dim_map = [0]>
// CHECK-LABEL: gpu.module @loop
// CHECK: nv_tileaa.func @k({{.*}}) attributes {nv_tileas.barriers_placed
// CHECK-NOT: gpu.barrier
// CHECK: nv_tileas.tiled_store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.for
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK: scf.if
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.tiled_store
// CHECK: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.tiled_load
// CHECK-NOT: gpu.barrier
// UNPLACED: error: 'nv_tileaa.func' op accesses shared memory but its barriers are not placed: run tileas-insert-barriers before convert-tileas-to-llvm
gpu.module @loop attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%y: f32, %n: i32, %p: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %v = tensor.splat %y : tensor<128xf32, #vec>
    %buf = nv_tileas.alloc_tensor : !buf
    %view = nv_tileaa.block_tile %buf : !buf -> !view
    %t = nv_tileas.tiled_store weak %v, %view[%c0] : tensor<128xf32, #vec>, !view, i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %v) -> (tensor<128xf32, #vec>) : i32 {
      %l, %tl = nv_tileas.tiled_load weak %view[%c0] : !view, i32 -> tensor<128xf32, #vec>
      %a = nv_tileas.addf %s, %l : tensor<128xf32, #vec>
      scf.yield %a : tensor<128xf32, #vec>
    }
    scf.if %p {
      %t2 = nv_tileas.tiled_store weak %r, %view[%c0] : tensor<128xf32, #vec>, !view, i32
    }
    %l2, %tl2 = nv_tileas.tiled_load weak %view[%c0] : !view, i32 -> tensor<128xf32, #vec>
    nv_tileaa.return
  }
}

// -----

// A K loop of staged MMA operands: the product reads what the stagings
// wrote (a barrier before it), and the next iteration's stagings overwrite
// what the product read (a barrier at the top of the loop, for the back
// edge; the first iteration needs none but shares the op). The exchange
// after the loop reuses the staging bytes: a barrier before it; its own
// barrier between its stores and loads is the lowering's. A second exchange
// right after needs one more (the first one's loads).
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 32]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [2, 2], shape = [32, 64]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
#row = #nv_tileas.tv_layout<"(128,(32,1)):(32,(1,0))">
// CHECK-LABEL: gpu.module @kloop
// CHECK: scf.for
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.convert_layout
// CHECK-NEXT: nv_tileas.convert_layout
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileaa.dot
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.convert_layout
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.convert_layout
// CHECK-NEXT: nv_tileaa.return
gpu.module @kloop attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16, %y: f32, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %sa = tensor.splat %x : tensor<64x32xf16, #tv>
    %sb = tensor.splat %x : tensor<32x64xf16, #tv>
    %acc = tensor.splat %y : tensor<64x64xf32, #c>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc1 = %acc) -> (tensor<64x64xf32, #c>) : i32 {
      %a = nv_tileas.convert_layout %sa : tensor<64x32xf16, #tv> -> tensor<64x32xf16, #a>
      %b = nv_tileas.convert_layout %sb : tensor<32x64xf16, #tv> -> tensor<32x64xf16, #b>
      %d = nv_tileaa.dot %a, %b, %acc1 : tensor<64x32xf16, #a>, tensor<32x64xf16, #b>, tensor<64x64xf32, #c>
      scf.yield %d : tensor<64x64xf32, #c>
    }
    %e = nv_tileas.convert_layout %r : tensor<64x64xf32, #c> -> tensor<64x64xf32, #row>
    %f = nv_tileas.convert_layout %e : tensor<64x64xf32, #row> -> tensor<64x64xf32, #c>
    nv_tileaa.return
  }
}

// -----

// The first exchange of a kernel: nothing is pending, no barrier before it.
#p = #nv_tileas.tv_layout<"(4,2):(2,1)">
#q = #nv_tileas.tv_layout<"(4,2):(1,4)">
// CHECK-LABEL: gpu.module @first
// CHECK-NOT: gpu.barrier
// CHECK: nv_tileas.convert_layout
// CHECK-NEXT: nv_tileaa.return
gpu.module @first attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32) {
    %s = tensor.splat %x : tensor<8xf32, #p>
    %t = nv_tileas.convert_layout %s : tensor<8xf32, #p> -> tensor<8xf32, #q>
    nv_tileaa.return
  }
}

// -----

// Nested loops and a while loop: in the outer loop a barrier before the
// store (the inner loop's loads of the previous iteration) and one before
// the inner loop (its loads read the store), none inside it; in the while
// loop's body a barrier before the store (the previous iteration's load)
// and one between the store and the load.
// CHECK-LABEL: gpu.module @nested
// CHECK: scf.for
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.tiled_store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.for
// CHECK-NOT: gpu.barrier
// CHECK: scf.while
// CHECK-NOT: gpu.barrier
// CHECK: } do {
// CHECK: gpu.barrier
// CHECK-NEXT: nv_tileas.tiled_store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nv_tileas.tiled_load
// CHECK-NOT: gpu.barrier
// CHECK: nv_tileaa.return
#vec = #nv_tileas.tv_layout<"(128,1):(1,0)">
!buf = !nv_tileaa.memref<128xf32, strides = [1], shared>
!view = !nv_tileaa.tiled_view<[128], !buf, dim_map = [0]>
gpu.module @nested attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%y: f32, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %v = tensor.splat %y : tensor<128xf32, #vec>
    %buf = nv_tileas.alloc_tensor : !buf
    %view = nv_tileaa.block_tile %buf : !buf -> !view
    scf.for %i = %c0 to %n step %c1 : i32 {
      %t = nv_tileas.tiled_store weak %v, %view[%c0] : tensor<128xf32, #vec>, !view, i32
      scf.for %j = %c0 to %n step %c1 : i32 {
        %l, %tl = nv_tileas.tiled_load weak %view[%c0] : !view, i32 -> tensor<128xf32, #vec>
      }
    }
    %r = scf.while (%k = %c0) : (i32) -> i32 {
      %more = arith.cmpi slt, %k, %n : i32
      scf.condition(%more) %k : i32
    } do {
    ^bb0(%k: i32):
      %t2 = nv_tileas.tiled_store weak %v, %view[%c0] : tensor<128xf32, #vec>, !view, i32
      %l2, %tl2 = nv_tileas.tiled_load weak %view[%c0] : !view, i32 -> tensor<128xf32, #vec>
      %next = arith.addi %k, %c1 : i32
      scf.yield %next : i32
    }
    nv_tileaa.return
  }
}

// -----

// Thread 0's mbarrier.inval writes the barriers' bytes, and the buffer
// planned after it reuses them: a barrier between the inval and the
// buffer's first store (without it, other threads' stores could land before
// the inval, which then overwrites them).
#vec = #nv_tileas.tv_layout<"(128,1):(1,0)">
!bars = !nv_tileaa.memref<2xi64, strides = [1], shared>
!buf = !nv_tileaa.memref<128xf32, strides = [1], shared>
!view = !nv_tileaa.tiled_view<[128], !buf, dim_map = [0]>
// CHECK-LABEL: gpu.module @inval
// CHECK: nv_tileas.alloc_tensor {{.*}}nv_tileas.shared_offset = 0 : i64} : !nv_tileaa.memref<2xi64
// CHECK: gpu.barrier
// CHECK-NEXT: nv_tileas.async.mbarrier_inval
// CHECK: nv_tileas.alloc_tensor {nv_tileas.shared_offset = 0 : i64} : !nv_tileaa.memref<128xf32
// CHECK: gpu.barrier
// CHECK-NEXT: nv_tileas.tiled_store
gpu.module @inval attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @k(%y: f32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %bars = nv_tileas.alloc_tensor {alignment = 8 : i64, nv_tileas.pipeline_buffer} : !bars
    nv_tileas.async.mbarrier_init %bars, %c1 : !bars
    gpu.barrier
    nv_tileas.async.mbarrier_inval %bars : !bars
    %v = tensor.splat %y : tensor<128xf32, #vec>
    %buf = nv_tileas.alloc_tensor : !buf
    %view = nv_tileaa.block_tile %buf : !buf -> !view
    %t = nv_tileas.tiled_store weak %v, %view[%c0] : tensor<128xf32, #vec>, !view, i32
    nv_tileaa.return
  }
}
