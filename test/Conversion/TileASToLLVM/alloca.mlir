// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// alloca: thread 0 takes the bytes from the device heap (trapping when
// there are none), every thread reads the address from global_smem, and at
// the end of the block holding the alloca, after a CTA barrier, thread 0
// frees them.

// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @free(!llvm.ptr)
// CHECK-DAG: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @scratch
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: %[[OWNER:.*]] = arith.cmpi eq, %[[TID]], %{{.*}} : i32
// CHECK: %[[HEAP:.*]]:2 = scf.if %[[OWNER]] -> (!llvm.ptr<1>, !llvm.ptr) {
// 64 f32, with 127 bytes of slack to align to 128.
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(383 : i64) : i64
// CHECK: %[[RAW:.*]] = llvm.call @malloc(%[[BYTES]]) : (i64) -> !llvm.ptr
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[FAILED:.*]] = llvm.icmp "eq" %[[RAW]], %[[NULL]] : !llvm.ptr
// CHECK: scf.if %[[FAILED]] {
// CHECK-NEXT: llvm.intr.trap
// CHECK: %[[GLOBAL:.*]] = llvm.addrspacecast %[[RAW]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: %[[BITS:.*]] = llvm.ptrtoint %[[GLOBAL]] : !llvm.ptr<1> to i64
// CHECK: %[[SLACK:.*]] = llvm.mlir.constant(127 : i64) : i64
// CHECK: %[[UP:.*]] = llvm.add %[[BITS]], %[[SLACK]] : i64
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(-128 : i64) : i64
// CHECK: %[[ALIGNED:.*]] = llvm.and %[[UP]], %[[MASK]] : i64
// CHECK: %[[ADDRESS:.*]] = llvm.inttoptr %[[ALIGNED]] : i64 to !llvm.ptr<1>
// CHECK: scf.yield %[[ADDRESS]], %[[RAW]] : !llvm.ptr<1>, !llvm.ptr
// CHECK: } else {
// CHECK: llvm.mlir.poison : !llvm.ptr<1>
// CHECK: }
// The address reaches every thread through shared memory (nothing touched
// it before: one barrier, between the store and the loads).
// CHECK-NOT: nvvm.barrier0
// CHECK: scf.if %[[OWNER]] {
// CHECK: llvm.store %[[HEAP]]#0, %{{.*}} : !llvm.ptr<1>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[SHARED:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<1>
// CHECK: llvm.getelementptr %[[SHARED]]
// The lifetime ends with the block.
// CHECK: nvvm.barrier0
// CHECK-NEXT: scf.if %[[OWNER]] {
// CHECK-NEXT: llvm.call @free(%[[HEAP]]#1) : (!llvm.ptr) -> ()
// CHECK: }
// CHECK-NEXT: llvm.return
cuda_tile.module @m {
  entry @scratch(%x: tile<f32>) {
    %buf = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %b1 = reshape %buf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %b1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %i = iota : tile<64xi32>
    %p = offset %bs, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %x1 = reshape %x : tile<f32> -> tile<1xf32>
    %xs = broadcast %x1 : tile<1xf32> -> tile<64xf32>
    %t = store_ptr_tko weak %p, %xs : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
}

// -----

// Inside a loop the lifetime is one iteration: freed before the yield. An
// alignment malloc already gives needs no slack; no elements still take a
// byte (malloc(0) may answer null).
// CHECK-LABEL: llvm.func @per_iteration
// CHECK: scf.for
// CHECK: llvm.mlir.constant(1 : i64) : i64
// CHECK-NOT: llvm.ptrtoint
// CHECK: llvm.call @malloc
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<1>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: scf.if
// CHECK-NEXT: llvm.call @free
// CHECK: }
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return
cuda_tile.module @m {
  entry @per_iteration(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %k in (%zero to %n, step %one) : tile<i32> {
      %buf = alloca num_elem = 0, alignment = 16 global : tile<ptr<i8>>
      continue
    }
    return
  }
}
