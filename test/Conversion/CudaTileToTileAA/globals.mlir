// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// Globals become LLVM arrays in the global address space; private ones are
// internal to the module. get_global takes the address.
cuda_tile.module @m {
  // CHECK: llvm.mlir.global external @table(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>) {addr_space = 1 : i32} : !llvm.array<4 x f32>
  global @table <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  // CHECK: llvm.mlir.global internal constant @lut(dense<[7, 8]> : tensor<2xi32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<2 x i32>
  global private constant @lut alignment = 16 <i32: [7, 8]> : tile<2xi32>
  // CHECK-LABEL: nv_tileaa.func @k
  entry @k() {
    // CHECK: nv_tileaa.global_address @table : !nv_tileaa.ptr<f32, global>
    %g = get_global @table : tile<ptr<f32>>
    // CHECK: nv_tileaa.global_address @lut : !nv_tileaa.ptr<i32, global>
    %l = get_global @lut : tile<ptr<i32>>
    return
  }
}
