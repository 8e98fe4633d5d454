// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

// The default alignment (16) is not printed.
// CHECK-LABEL: nv_tileaa.func @buffers
// CHECK: nv_tileas.alloc_tensor : !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>
// CHECK: nv_tileas.alloc_tensor {alignment = 128 : i64} : !nv_tileaa.memref<8x8xf32, strides = [1, 8], shared>
nv_tileaa.func @buffers() {
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>
  %b = nv_tileas.alloc_tensor {alignment = 128} : !nv_tileaa.memref<8x8xf32, strides = [1, 8], shared>
  nv_tileaa.return
}
