// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @tiles
cuda_tile.module @tiles {
  entry @shapes() {
    // CHECK: %[[X:.*]] = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    // CHECK: %[[IO:.*]] = iota : tile<4xi32>
    %io = iota : tile<4xi32>
    // CHECK: iota : tile<256xi8>
    %io8 = iota : tile<256xi8>
    // CHECK: %[[R:.*]] = reshape %[[X]] : tile<4xf32> -> tile<1x4xf32>
    %r = reshape %x : tile<4xf32> -> tile<1x4xf32>
    // CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1x4xf32> -> tile<8x4xf32>
    %b = broadcast %r : tile<1x4xf32> -> tile<8x4xf32>
    // CHECK: %[[P:.*]] = permute %[[B]] [1, 0] : tile<8x4xf32> -> tile<4x8xf32>
    %p = permute %b [1, 0] : tile<8x4xf32> -> tile<4x8xf32>
    // CHECK: %[[C:.*]] = cat %[[P]], %[[P]] dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    %c = cat %p, %p dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    // CHECK: %[[I:.*]] = constant <i32: 1> : tile<i32>
    %i = constant <i32: 1> : tile<i32>
    // CHECK: extract %[[C]][%[[I]], %[[I]]] : tile<4x16xf32> -> tile<2x4xf32>
    %e = extract %c[%i, %i] : tile<4x16xf32> -> tile<2x4xf32>
    // CHECK: %[[M:.*]] = constant <i1: [true, false, true, false]> : tile<4xi1>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    // CHECK: select %[[M]], %[[X]], %[[X]] : tile<4xi1>, tile<4xf32>
    %s = select %m, %x, %x : tile<4xi1>, tile<4xf32>
    // CHECK: %[[A:.*]] = constant <i64: 4096> : tile<4xi64>
    %a = constant <i64: 4096> : tile<4xi64>
    // CHECK: %[[PTR:.*]] = int_to_ptr %[[A]] : tile<4xi64> -> tile<4xptr<f32>>
    %ptr = int_to_ptr %a : tile<4xi64> -> tile<4xptr<f32>>
    // CHECK: offset %[[PTR]], %[[IO]] : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %o = offset %ptr, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    // CHECK: %[[PK:.*]] = pack %[[X]] : tile<4xf32> -> tile<16xi8>
    %pk = pack %x : tile<4xf32> -> tile<16xi8>
    // CHECK: unpack %[[PK]] : tile<16xi8> -> tile<8xf16>
    %up = unpack %pk : tile<16xi8> -> tile<8xf16>
    // CHECK: unpack %[[PK]] : tile<16xi8> -> tile<32xf4E2M1FN>
    %u4 = unpack %pk : tile<16xi8> -> tile<32xf4E2M1FN>
    // CHECK: return
  }
}
