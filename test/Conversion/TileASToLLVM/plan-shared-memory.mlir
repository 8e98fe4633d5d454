// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory))' -split-input-file -verify-diagnostics | FileCheck %s
// Without the plan, the lowering refuses an op that needs shared memory:
// RUN: not %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tileas-to-llvm))' -split-input-file 2>&1 | FileCheck %s --check-prefix=UNPLANNED

// Buffers share bytes when their lifetimes do not overlap. In the K loop,
// A and B staged for ldmatrix live until the product reads them (disjoint:
// 0 and 4096; of buffers of one size the earlier is placed first); the
// alloc_tensor lives from its alloc to its last use, in the loop, so it
// takes bytes of its own (8192). The two exchanges after the loop live only
// while their op runs: both reuse byte 0, and the kernel needs 16384 bytes,
// not the 25088 of all buffers side by side.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 32]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [2, 2], shape = [32, 64]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
#row = #nv_tileas.tv_layout<"(128,(32,1)):(32,(1,0))">
#vec = #nv_tileas.tv_layout<"(128,1):(1,0)">
!buf = !nv_tileaa.memref<128xf32, strides = [1], shared>
!view = !nv_tileaa.tiled_view<[128], !buf, dim_map = [0]>
// CHECK-LABEL: gpu.module @reuse
// UNPLANNED: error: 'nv_tileas.alloc_tensor' op needs shared memory but has no place in it: run tileas-plan-shared-memory before convert-tileas-to-llvm
// CHECK: nv_tileaa.func @k({{.*}}) attributes {nv_tileas.shared_bytes = 16384 : i64}
// CHECK: nv_tileas.alloc_tensor {nv_tileas.shared_offset = 8192 : i64}
// CHECK: scf.for
// CHECK: nv_tileas.convert_layout %{{.*}} {nv_tileas.reloaded_by_product, nv_tileas.shared_offset = 0 : i64} : tensor<64x32xf16, #tv> -> tensor<64x32xf16, #mma1>
// CHECK: nv_tileas.convert_layout %{{.*}} {nv_tileas.reloaded_by_product, nv_tileas.shared_offset = 4096 : i64} : tensor<32x64xf16, #tv> -> tensor<32x64xf16, #mma2>
// CHECK: nv_tileaa.dot
// CHECK: }
// CHECK: nv_tileas.convert_layout %{{.*}} {nv_tileas.shared_offset = 0 : i64} : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #tv2>
// CHECK: nv_tileas.convert_layout %{{.*}} {nv_tileas.shared_offset = 0 : i64} : tensor<64x64xf32, #tv2> -> tensor<64x64xf32, #mma>
gpu.module @reuse attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16, %y: f32, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %sa = tensor.splat %x : tensor<64x32xf16, #tv>
    %sb = tensor.splat %x : tensor<32x64xf16, #tv>
    %acc = tensor.splat %y : tensor<64x64xf32, #c>
    %v = tensor.splat %y : tensor<128xf32, #vec>
    %buf = nv_tileas.alloc_tensor : !buf
    %view = nv_tileaa.block_tile %buf : !buf -> !view
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc1 = %acc) -> (tensor<64x64xf32, #c>) : i32 {
      %a = nv_tileas.convert_layout %sa : tensor<64x32xf16, #tv> -> tensor<64x32xf16, #a>
      %b = nv_tileas.convert_layout %sb : tensor<32x64xf16, #tv> -> tensor<32x64xf16, #b>
      %d = nv_tileaa.dot %a, %b, %acc1 : tensor<64x32xf16, #a>, tensor<32x64xf16, #b>, tensor<64x64xf32, #c>
      %t = nv_tileas.tiled_store weak %v, %view[%c0] : tensor<128xf32, #vec>, !view, i32
      scf.yield %d : tensor<64x64xf32, #c>
    }
    %e = nv_tileas.convert_layout %r : tensor<64x64xf32, #c> -> tensor<64x64xf32, #row>
    %f = nv_tileas.convert_layout %e : tensor<64x64xf32, #row> -> tensor<64x64xf32, #c>
    nv_tileaa.return
  }
}

// -----

// Buffers yielded out of their block may be used anywhere after: each lives
// to the end of the kernel with bytes of its own (512 each, 128-byte
// aligned), and the exchange after the `if` (8 f32: 32 bytes) cannot reuse
// them.
#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#b = #nv_tileas.tv_layout<"(4,2):(1,4)">
!buf = !nv_tileaa.memref<128xf32, strides = [1], shared>
// CHECK-LABEL: gpu.module @escapes
// CHECK: attributes {nv_tileas.shared_bytes = 1056 : i64}
// CHECK: nv_tileas.alloc_tensor {alignment = 128 : i64, nv_tileas.shared_offset = 0 : i64}
// CHECK: nv_tileas.alloc_tensor {alignment = 128 : i64, nv_tileas.shared_offset = 512 : i64}
// CHECK: nv_tileas.convert_layout %{{.*}} {nv_tileas.shared_offset = 1024 : i64}
gpu.module @escapes attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: i1, %x: f32) {
    %m = scf.if %p -> (!buf) {
      %buf = nv_tileas.alloc_tensor {alignment = 128} : !buf
      scf.yield %buf : !buf
    } else {
      %other = nv_tileas.alloc_tensor {alignment = 128} : !buf
      scf.yield %other : !buf
    }
    %s = tensor.splat %x : tensor<8xf32, #a>
    %t = nv_tileas.convert_layout %s : tensor<8xf32, #a> -> tensor<8xf32, #b>
    nv_tileaa.return
  }
}

// -----

// An exchange too large for what sm_90a gives a block (227 KiB): the error
// names the kernel and the bytes, at the op with the largest buffer.
#from = #nv_tileas.tv_layout<"(128,512):(512,1)">
#to = #nv_tileas.tv_layout<"(128,512):(1,128)">
gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @k(%a: f32) {
    %s = tensor.splat %a : tensor<256x256xf32, #from>
    // expected-error @below {{kernel 'k' needs 262144 bytes of shared memory to move elements between threads, more than the 232448 bytes sm_90a gives a block}}
    %t = nv_tileas.convert_layout %s : tensor<256x256xf32, #from> -> tensor<256x256xf32, #to>
    nv_tileaa.return
  }
}

// -----

// A swizzled buffer spans its swizzled offsets: Sw<3,3,3> moves the bits
// below bit 6, so a cosize of 40 f16 takes the 64 elements of its block.
!swizzled = !nv_tileaa.memref<1x40xf16, strides = [64, 1], shared, Sw<3,3,3>>
// CHECK-LABEL: gpu.module @swizzled
// CHECK: attributes {nv_tileas.shared_bytes = 128 : i64}
gpu.module @swizzled attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %a = nv_tileas.alloc_tensor : !swizzled
    nv_tileaa.return
  }
}
