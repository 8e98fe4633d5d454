// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

nv_tileaa.func @global() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op allocates shared memory, not global}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<8xf32, strides = [1], global>
  nv_tileaa.return
}

// -----

nv_tileaa.func @dynamic() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op needs static sizes and strides}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<?xf32, strides = [1], shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @empty() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op needs positive sizes}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<0x4xf32, strides = [4, 1], shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @negative_stride() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op needs non-negative strides}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<4xf32, strides = [-1], shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @sub_byte() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op needs elements of whole bytes, not 'i1'}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<8xi1, strides = [1], shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @alignment() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = nv_tileas.alloc_tensor {alignment = 24} : !nv_tileaa.memref<8xf32, strides = [1], shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @too_large() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op buffer too large:}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<4611686018427387904x4xf32, strides = [4, 1], shared>
  nv_tileaa.return
}

// -----

// 2^61 f64: the element count fits in 64 bits, the bytes do not.
nv_tileaa.func @too_many_bytes() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op buffer too large: more than 1073741824 bytes}}
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<2305843009213693952xf64, strides = [1], shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @huge_alignment() {
  // expected-error @below {{'nv_tileas.alloc_tensor' op alignment 2048 is larger than 1024}}
  %a = nv_tileas.alloc_tensor {alignment = 2048} : !nv_tileaa.memref<8xf32, strides = [1], shared>
  nv_tileaa.return
}

// -----

#tv = #nv_tileas.tv_layout<"(32,2):(2,1)">
!shared = !nv_tileaa.memref<8x8xf32, strides = [8, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 8], !shared, dim_map = [0, 1]>
nv_tileaa.func @copy_from_shared(%s: !sview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op copies from global memory, not shared}}
  %t = nv_tileas.async.tiled_copy %s[%i, %i], %s[%i, %i] : !sview[i32, i32], !sview[i32, i32] as tensor<8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

#tv = #nv_tileas.tv_layout<"(32,2):(2,1)">
!global = !nv_tileaa.memref<8x8xf32, strides = [8, 1], global>
!gview = !nv_tileaa.tiled_view<[8, 8], !global, dim_map = [0, 1]>
nv_tileaa.func @copy_to_global(%g: !gview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op copies into shared memory, not global}}
  %t = nv_tileas.async.tiled_copy %g[%i, %i], %g[%i, %i] : !gview[i32, i32], !gview[i32, i32] as tensor<8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!global = !nv_tileaa.memref<8x8xf32, strides = [8, 1], global>
!gview = !nv_tileaa.tiled_view<[8, 8], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<8x8xf32, strides = [8, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 8], !shared, dim_map = [0, 1]>
nv_tileaa.func @copy_without_layout(%g: !gview, %s: !sview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op tile needs a #nv_tileas.tv_layout encoding}}
  %t = nv_tileas.async.tiled_copy %g[%i, %i], %s[%i, %i] : !gview[i32, i32], !sview[i32, i32] as tensor<8x8xf32> -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

#tv = #nv_tileas.tv_layout<"(32,1):(1,0)">
!global = !nv_tileaa.memref<8x8xf32, strides = [8, 1], global>
!gview = !nv_tileaa.tiled_view<[8, 8], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<8x4xf32, strides = [4, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 4], !shared, dim_map = [0, 1]>
nv_tileaa.func @copy_shapes(%g: !gview, %s: !sview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op tile must be 'tensor<8x4xf32>'}}
  %t = nv_tileas.async.tiled_copy %g[%i, %i], %s[%i, %i] : !gview[i32, i32], !sview[i32, i32] as tensor<8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

#tv = #nv_tileas.tv_layout<"(32,2):(2,1)">
!global = !nv_tileaa.memref<8x8xf32, strides = [8, 1], global>
!gview = !nv_tileaa.tiled_view<[8, 8], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<8x8xf32, strides = [8, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 8], !shared, dim_map = [0, 1]>
nv_tileaa.func @copy_indices(%g: !gview, %s: !sview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op needs 2 indices, got 1}}
  %t = nv_tileas.async.tiled_copy %g[%i, %i], %s[%i] : !gview[i32, i32], !sview[i32] as tensor<8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

// A destination that drops the source's unit dimensions needs one index per
// remaining dimension.
#tv = #nv_tileas.tv_layout<"(32,2):(2,1)">
!global = !nv_tileaa.memref<1x8x8xf32, strides = [64, 8, 1], global>
!gview = !nv_tileaa.tiled_view<[1, 8, 8], !global, dim_map = [0, 1, 2]>
!shared = !nv_tileaa.memref<8x8xf32, strides = [8, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 8], !shared, dim_map = [0, 1]>
nv_tileaa.func @copy_squeezed_indices(%g: !gview, %s: !sview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op needs 2 destination indices, got 1}}
  %t = nv_tileas.async.tiled_copy %g[%i, %i, %i], %s[%i] : !gview[i32, i32, i32], !sview[i32] as tensor<1x8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

#tv = #nv_tileas.tv_layout<"(32,2):(2,1)">
!global = !nv_tileaa.memref<1x8x8xf32, strides = [64, 8, 1], global>
!gview = !nv_tileaa.tiled_view<[1, 8, 8], !global, dim_map = [0, 1, 2]>
!shared = !nv_tileaa.memref<8x8xf16, strides = [8, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 8], !shared, dim_map = [0, 1]>
nv_tileaa.func @copy_squeezed_elements(%g: !gview, %s: !sview, %i: i32) {
  // expected-error @below {{'nv_tileas.async.tiled_copy' op destination elements must be 'f32'}}
  %t = nv_tileas.async.tiled_copy %g[%i, %i, %i], %s[%i, %i] : !gview[i32, i32, i32], !sview[i32, i32] as tensor<1x8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileaa.return
}
