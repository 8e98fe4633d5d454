// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file -verify-diagnostics | FileCheck %s

// Buffers placed by tileas-plan-shared-memory, lowered: the scratch of the
// convert_layout of an 8x8 f32 tile (256 bytes) lives only while the convert
// runs, so the first buffer, allocated after it, reuses its bytes (offset
// 0); the second lives alongside the first, at the next multiple of its
// alignment, 256. global_smem takes the largest alignment. A tile stored by
// some threads and loaded by others: a barrier before the store (the
// exchange read those bytes) and one between the store and the load, none
// after; the store of two consecutive values is a vector.
#a = #nv_tileas.tv_layout<"(32,2):(2,1)">
#b = #nv_tileas.tv_layout<"(32,2):(1,32)">
!buf = !nv_tileaa.memref<8x8xf32, strides = [8, 1], shared>
!view = !nv_tileaa.tiled_view<[8, 8], !buf, dim_map = [0, 1]>
!out = !nv_tileaa.memref<8x8xf32, strides = [8, 1], global>
!outview = !nv_tileaa.tiled_view<[8, 8], !out, dim_map = [0, 1]>
!bytes = !nv_tileaa.memref<4xi8, strides = [1], shared>
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<260 x i8>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%x: f32, %p: !nv_tileaa.ptr<f32, global>) {
    %c0 = arith.constant 0 : i32
    %xs = tensor.splat %x : tensor<8x8xf32, #a>
    // The exchange: its stores, its own barrier, its loads.
    // CHECK-NOT: nvvm.barrier0
    // CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    %e = nv_tileas.convert_layout %xs : tensor<8x8xf32, #a> -> tensor<8x8xf32, #b>
    // CHECK: %[[BUF:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: %[[BASE2:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: llvm.getelementptr %[[BASE2]][256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %s = nv_tileas.alloc_tensor : !buf
    %t = nv_tileas.alloc_tensor {alignment = 128} : !bytes
    %v = nv_tileaa.block_tile %s : !buf -> !view
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-NOT: nvvm.barrier0
    // CHECK: %[[AT:.*]] = llvm.getelementptr %[[BUF]][%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    // CHECK: llvm.store %{{.*}}, %[[AT]] {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-NOT: nvvm.barrier0
    // CHECK: llvm.getelementptr %[[BUF]]
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK-NOT: nvvm.barrier0
    // CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<1>
    %t0 = nv_tileas.tiled_store weak %xs, %v[%c0, %c0] : tensor<8x8xf32, #a>, !view, i32, i32
    %y, %t1 = nv_tileas.tiled_load weak %v[%c0, %c0] token(%t0) : !view, i32, i32 -> tensor<8x8xf32, #b>
    %m = nv_tileaa.make_memref %p sizes() strides() : !nv_tileaa.ptr<f32, global> -> !out
    %o = nv_tileaa.block_tile %m : !out -> !outview
    %t2 = nv_tileas.tiled_store weak %y, %o[%c0, %c0] : tensor<8x8xf32, #b>, !outview, i32, i32
    nv_tileaa.return
  }
}

// -----

// Kernels of a module share global_smem: it holds the larger kernel's
// buffers (64 bytes), not both. Two buffers live at the same time take
// bytes of their own.
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
gpu.module @two attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @small
  // CHECK: llvm.getelementptr %{{.*}}[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  nv_tileaa.func @small() {
    %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<2xf32, strides = [1], shared>
    %b = nv_tileas.alloc_tensor : !nv_tileaa.memref<2xf32, strides = [1], shared>
    %va = nv_tileaa.block_tile %a : !nv_tileaa.memref<2xf32, strides = [1], shared> -> !nv_tileaa.tiled_view<[2], !nv_tileaa.memref<2xf32, strides = [1], shared>, dim_map = [0]>
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @large
  // The buffer spans its cosize: 1 + 3 * 5 = 16 f32.
  // CHECK: llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // CHECK-NOT: llvm.getelementptr
  // CHECK: nv_tileaa.return
  nv_tileaa.func @large() {
    %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<4xf32, strides = [5], shared>
    nv_tileaa.return
  }
}

// -----

// An existing global_smem must be aligned as the buffers ask.
gpu.module @aligned attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // expected-error @below {{'llvm.mlir.global' op is not aligned to the 128 bytes a shared buffer of this module needs}}
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
  nv_tileaa.func @k() {
    %a = nv_tileas.alloc_tensor {alignment = 128} : !nv_tileaa.memref<4xf32, strides = [1], shared>
    nv_tileaa.return
  }
}

// -----

// More than a block may have on sm_80 (163 KiB): the error is at the
// buffer.
gpu.module @big attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    // expected-error @below {{kernel 'k' needs 262144 bytes of shared memory (its nv_tileas.alloc_tensor buffers take 262144), more than the 166912 bytes sm_80 gives a block}}
    %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<128x512xf32, strides = [512, 1], shared>
    nv_tileaa.return
  }
}

// -----

// A buffer belongs to a kernel: placing buffers (seed 001's bufferization
// analysis) fails before any rewrite.
// expected-error @below {{fails to do bufferization analysis}}
gpu.module @outside attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // expected-error @below {{'nv_tileas.alloc_tensor' op is not inside a function}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<4xf32, strides = [1], shared>
}

// -----

// Without buffers, an existing global_smem needs no alignment attribute.
#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#b = #nv_tileas.tv_layout<"(4,2):(1,4)">
// CHECK-LABEL: gpu.module @unaligned
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32} : !llvm.array<64 x i8>
gpu.module @unaligned attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32} : !llvm.array<64 x i8>
  nv_tileaa.func @k(%x: f32) {
    %s = tensor.splat %x : tensor<8xf32, #a>
    %t = nv_tileas.convert_layout %s : tensor<8xf32, #a> -> tensor<8xf32, #b>
    nv_tileaa.return
  }
}
