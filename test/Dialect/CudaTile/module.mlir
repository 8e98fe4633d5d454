// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @kernels {
cuda_tile.module @kernels {
  // CHECK: entry @add(%[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>) {
  entry @add(%a: tile<f32>, %b: !cuda_tile.tile<f32>) {
    // CHECK-NEXT: addf %[[A]], %[[B]] : tile<f32>
    %0 = addf %a, %b : tile<f32>
    // CHECK-NEXT: addf %[[A]], %[[B]] rounding<zero> : tile<f32>
    %1 = cuda_tile.addf %a, %b rounding<zero> : !cuda_tile.tile<f32>
    // CHECK-NEXT: addf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<f32>
    %2 = addf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>
    // CHECK-NEXT: return
  }
  // CHECK: global @g <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  // CHECK: global private constant @h alignment = 256 <i32: 255> : tile<1xi32>
  global private constant @h alignment = 256 <i32: 255> : tile<1xi32>
}
