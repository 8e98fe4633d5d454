// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file -verify-diagnostics

// expected-error @below {{Failed to get ComputeCapability}}
gpu.module @m {
}

// -----

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %f: f32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %v = tensor.splat %f : tensor<8xf32, #tv>
    // A store cannot acquire.
    // expected-error @below {{'nv_tileas.store' op memory ordering 'acquire' does not apply to a store}}
    // expected-error @below {{failed to legalize operation 'nv_tileas.store'}}
    %t = nv_tileas.store acquire device %ps, %v : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// A thread holding the same element twice.
#tv = #nv_tileas.tv_layout<"(4,(2,2)):(2,(1,0))">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<i32, global>, %v: i32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>
    %vs = tensor.splat %v : tensor<8xi32, #tv>
    // expected-error @below {{'nv_tileaa.atomic_rmw' op atomic on a tile whose layout #nv_tileas.tv_layout<"(4,(2,2)):(2,(1,0))"> repeats elements within a thread or across strides is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.atomic_rmw'}}
    %o, %t = nv_tileaa.atomic_rmw add relaxed device %ps, %vs : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>, tensor<8xi32, #tv>
    nv_tileaa.return
  }
}

// -----

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<i1, global>) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<i1, global>, #tv>
    // expected-error @below {{'nv_tileas.load' op ordered access to 'i1' is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'nv_tileas.load'}}
    %v, %t = nv_tileas.load relaxed device %ps : tensor<8x!nv_tileaa.ptr<i1, global>, #tv> -> tensor<8xi1, #tv>
    nv_tileaa.return
  }
}

// -----

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f32) {
    %s = tensor.splat %a : tensor<8xf32, #tv>
    %c0 = arith.constant 0 : index
    // expected-error @below {{'tensor.extract' op extraction from a tile whose layout #nv_tileas.tv_layout<"(4,2):(2,1)"> spreads it over threads is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'tensor.extract'}}
    %e = tensor.extract %s[%c0] : tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// An existing global_smem is reused, but must hold the exchange's buffer.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // expected-error @below {{'llvm.mlir.global' op cannot hold the 16 bytes of shared memory this module needs}}
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x i8>
  nv_tileaa.func @k(%a: f32) {
    %s = tensor.splat %a : tensor<8xf32, #tv>
    %r = nv_tileaa.reduce %s dim = 0 identities = [0.0 : f32] : tensor<8xf32, #tv> -> f32 {
    ^bb0(%e: f32, %acc: f32):
      %x = arith.addf %e, %acc : f32
      nv_tileaa.yield %x : f32
    }
    nv_tileaa.return
  }
}

// -----

// An exchange too large for the shared memory a block may have on its
// target (a 256x256 f32 tile: 256 KiB; sm_90a gives 227 KiB): the error
// names the kernel and points at the op.
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

#ab = #nv_tileas.tv_layout<"(4,2):(2,1)">
#c = #nv_tileas.tv_layout<"(4,1):(1,0)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f8E4M3FNUZ, %y: f32) {
    %a = tensor.splat %x : tensor<2x4xf8E4M3FNUZ, #ab>
    %b = tensor.splat %x : tensor<4x2xf8E4M3FNUZ, #ab>
    %c = tensor.splat %y : tensor<2x2xf32, #c>
    // expected-error @below {{'nv_tileaa.dot' op matrix multiply of 'f8E4M3FNUZ' operands is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.dot'}}
    %d = nv_tileaa.dot %a, %b, %c : tensor<2x4xf8E4M3FNUZ, #ab>, tensor<4x2xf8E4M3FNUZ, #ab>, tensor<2x2xf32, #c>
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#b = #nv_tileas.tv_layout<"(4,2):(1,4)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    // expected-error @below {{'nv_tileaa.reshape' op reshape from layout #nv_tileas.tv_layout<"(4,2):(2,1)"> to layout #nv_tileas.tv_layout<"(4,2):(1,4)"> moves elements between threads; convert the layout first (nv_tileas.convert_layout)}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.reshape'}}
    %r = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<2x4xi32, #b>
    nv_tileaa.return
  }
}

// -----

gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32) {
    // expected-error @below {{'arith.truncf' op conversion from 'f32' to 'f8E8M0FNU' is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'arith.truncf'}}
    %e = arith.truncf %x : f32 to f8E8M0FNU
    nv_tileaa.return
  }
}

// -----

// A tile conversion to a format without a lowering stops at the op (the
// value-by-value bank does not take it).
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32) {
    %s = tensor.splat %x : tensor<8xf32, #tv>
    // expected-error @below {{'nv_tileas.truncf' op conversion from 'f32' to 'f4E2M1FN' is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'nv_tileas.truncf'}}
    %e = nv_tileas.truncf %s : tensor<8xf32, #tv> to tensor<8xf4E2M1FN, #tv>
    nv_tileaa.return
  }
}

// -----

#whole = #nv_tileas.tv_layout<"(4,4):(0,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    // expected-error @below {{'nv_tileaa.constant_tensor' op constant tile of 'index' is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.constant_tensor'}}
    %a = nv_tileaa.constant_tensor dense<[1, 2, 3, 4]> : tensor<4xindex, #whole>
    nv_tileaa.return
  }
}

// -----

#whole = #nv_tileas.tv_layout<"(4,4):(0,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%i: index) {
    %a = nv_tileaa.constant_tensor dense<[1, 2, 3, 4]> : tensor<4xi32, #whole>
    // expected-error @below {{'tensor.extract' op extraction at a dynamic index is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'tensor.extract'}}
    %e = tensor.extract %a[%i] : tensor<4xi32, #whole>
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#s = #nv_tileas.tv_layout<"(4,1):(1,0)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%off: index) {
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %m = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<4x2xi32, #a>
    // expected-error @below {{'tensor.extract_slice' op slices with strides or dropped dimensions are not lowered yet}}
    // expected-error @below {{failed to legalize operation 'tensor.extract_slice'}}
    %s = tensor.extract_slice %m[%off, 0] [2, 2] [2, 1] : tensor<4x2xi32, #a> to tensor<2x2xi32, #s>
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#s = #nv_tileas.tv_layout<"(4,1):(1,0)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%off: index) {
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %m = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<4x2xi32, #a>
    %n = nv_tileaa.iota : tensor<4xi32, #s>
    %p = nv_tileaa.reshape %n : tensor<4xi32, #s> -> tensor<2x2xi32, #s>
    // expected-error @below {{'tensor.insert_slice' op insertions with strides or added dimensions are not lowered yet}}
    // expected-error @below {{failed to legalize operation 'tensor.insert_slice'}}
    %r = tensor.insert_slice %p into %m[%off, 0] [2, 2] [2, 1] : tensor<2x2xi32, #s> into tensor<4x2xi32, #a>
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: i2) {
    %s = tensor.splat %x : tensor<8xi2, #a>
    // expected-error @below {{'nv_tileaa.repack' op repacking 'i2' elements of less than a byte is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.repack'}}
    %r = nv_tileaa.repack %s : tensor<8xi2, #a> -> tensor<2xi8, #a>
    nv_tileaa.return
  }
}

// -----

#rep = #nv_tileas.tv_layout<"((4,2),2):((2,0),1)">
!memref = !nv_tileaa.memref<?xf32, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0]>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %n: i64, %i: i32, %x: f32) {
    %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    %s = tensor.splat %x : tensor<8xf32, #rep>
    // expected-error @below {{'nv_tileaa.tiled_atomic_rmw' op tiled atomics are relaxed at tile-block or device scope}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.tiled_atomic_rmw'}}
    %t = nv_tileaa.tiled_atomic_rmw addf acq_rel device %s, %v[%i] : tensor<8xf32, #rep>, !view, i32
    nv_tileaa.return
  }
}

// -----

// An op without a lowering that holds a distributed tile stops the
// conversion at its location rather than reaching LLVM translation.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    // expected-error @below {{failed to legalize operation 'tensor.empty'}}
    %e = tensor.empty() : tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// Elements narrower than a byte share bytes: loads and stores of them are
// refused (kernels load bytes and unpack them).
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<64xf4E2M1FN, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0]>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f4E2M1FN, global>, %i: i32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f4E2M1FN, global>, #tv>
    // expected-error @below {{'nv_tileas.load' op memory access to elements of 4 bits is not lowered yet (access bytes and unpack them)}}
    // expected-error @below {{failed to legalize operation 'nv_tileas.load'}}
    %v, %t = nv_tileas.load weak %ps : tensor<8x!nv_tileaa.ptr<f4E2M1FN, global>, #tv> -> tensor<8xf4E2M1FN, #tv>
    nv_tileaa.return
  }
}

// -----

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<64xf4E2M1FN, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0]>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f4E2M1FN, global>, %i: i32, %x: f4E2M1FN) {
    %m = nv_tileaa.make_memref %p sizes() strides() : !nv_tileaa.ptr<f4E2M1FN, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    %s = tensor.splat %x : tensor<8xf4E2M1FN, #tv>
    // Weak ones are nibbles of bytes (f4-views.mlir); ordered ones are not.
    // expected-error @below {{'nv_tileas.tiled_store' op memory access to elements of 4 bits is not lowered yet (access bytes and unpack them)}}
    // expected-error @below {{failed to legalize operation 'nv_tileas.tiled_store'}}
    %t = nv_tileas.tiled_store release device %s, %v[%i] : tensor<8xf4E2M1FN, #tv>, !view, i32
    nv_tileaa.return
  }
}

// -----

// A gather's rows must be spread like the tile (tileas-assign-layouts gives
// them the tile's shape and so its layout).
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
#tw = #nv_tileas.tv_layout<"(4,2):(1,4)">
!memref = !nv_tileaa.memref<?xf32, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0] traversal = [1]>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %n: i64, %r: i32) {
    %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    %rows = tensor.splat %r : tensor<8xi32, #tw>
    // expected-error @below {{'nv_tileaa.gather_load' op rows must be spread over the threads like the tile}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.gather_load'}}
    %t, %tok = nv_tileaa.gather_load weak %v[] rows(%rows : tensor<8xi32, #tw>) sparse_dim = 0 : !view -> tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// A static global_smem where dynamic shared memory is needed.
#from = #nv_tileas.tv_layout<"(128,128):(128,1)">
#to = #nv_tileas.tv_layout<"(128,128):(1,128)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // expected-error @below {{'llvm.mlir.global' op is a static array, but this module needs 65536 bytes of shared memory, more than the 49152 a kernel can declare statically}}
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x i8>
  nv_tileaa.func @k(%a: f32) {
    %s = tensor.splat %a : tensor<128x128xf32, #from>
    %t = nv_tileas.convert_layout %s : tensor<128x128xf32, #from> -> tensor<128x128xf32, #to>
    nv_tileaa.return
  }
}
