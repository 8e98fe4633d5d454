// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @constants
cuda_tile.module @constants {
  entry @values() {
    // CHECK: constant <i32: 2147483647> : tile<i32>
    %0 = constant <i32: 0x7FFFFFFF> : tile<i32>
    // CHECK: constant <f32: 1.000000e+00> : tile<2x2xf32>
    %1 = constant <f32: 0x3F800000> : tile<2x2xf32>
    // CHECK: constant <i16: -1> : tile<i16>
    %2 = constant <i16: -1> : tile<i16>
    // CHECK: constant <i1: [true, false]> : tile<2xi1>
    %3 = constant <i1: [true, false]> : tile<2xi1>
    // CHECK: constant <i1: true> : tile<4xi1>
    %4 = constant <i1: true> : !cuda_tile.tile<4xi1>
    // CHECK: constant <f16: {{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf16>
    %5 = constant <f16: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf16>
    // CHECK: constant <bf16: 5.000000e-01> : tile<8xbf16>
    %6 = constant <bf16: 0.5> : tile<8xbf16>
    // CHECK: constant <f8E4M3FN: [1.000000e+00, 2.000000e+00]> : tile<2xf8E4M3FN>
    %7 = constant <f8E4M3FN: [1.0, 2.0]> : tile<2xf8E4M3FN>
    // CHECK: constant <i64: [1, 2, 3, 4]> : tile<4xi64>
    %8 = constant <i64: [1, 2, 3, 4]> : tile<4xi64>
    // CHECK: constant <f64: -2.500000e+00> : tile<f64>
    %9 = constant <f64: -2.5> : tile<f64>
  }
}
