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
