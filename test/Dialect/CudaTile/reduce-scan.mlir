// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @aggregates
cuda_tile.module @aggregates {
  entry @aggregate() {
    %x = constant <f32: 0.0> : tile<8x4xf32>
    %y = constant <i32: 0> : tile<8x4xi32>
    // CHECK: reduce %{{.*}} dim=1 identities=[0.000000e+00 : f32] : tile<8x4xf32> -> tile<8xf32>
    // CHECK-NEXT: (%{{.*}}: tile<f32>, %{{.*}}: tile<f32>) {
    // CHECK-NEXT: addf
    // CHECK-NEXT: yield %{{.*}} : tile<f32>
    %0 = reduce %x dim=1 identities=[0.0 : f32] : tile<8x4xf32> -> tile<8xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        %s = addf %a, %b : tile<f32>
        yield %s : tile<f32>
      }
    // CHECK: reduce %{{.*}}, %{{.*}} dim=0 identities=[0.000000e+00 : f32, 0 : i32] : tile<8x4xf32>, tile<8x4xi32> -> tile<4xf32>, tile<4xi32>
    %1:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0 : i32] : tile<8x4xf32>, tile<8x4xi32> -> tile<4xf32>, tile<4xi32>
      (%a: tile<f32>, %b: tile<f32>, %c: tile<i32>, %d: tile<i32>) {
        yield %a, %c : tile<f32>, tile<i32>
      }
    // CHECK: scan %{{.*}} dim=0 reverse=true identities=[1.000000e+00 : f32] : tile<8x4xf32> -> tile<8x4xf32>
    // CHECK-NEXT: (%{{.*}}: tile<f32>, %{{.*}}: tile<f32>) {
    %2 = scan %x dim=0 reverse=true identities=[1.0 : f32] : tile<8x4xf32> -> tile<8x4xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        %p = mulf %a, %b : tile<f32>
        yield %p : tile<f32>
      }
    // CHECK: scan %{{.*}} dim=1 reverse=false identities=[0 : i32]
    %3 = scan %y dim=1 reverse=false identities=[0 : i32] : tile<8x4xi32> -> tile<8x4xi32>
      (%a: tile<i32>, %b: tile<i32>) {
        yield %a : tile<i32>
      }
  }
}
