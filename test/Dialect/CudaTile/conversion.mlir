// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @conversions
cuda_tile.module @conversions {
  entry @convert() {
    // CHECK: %[[I:.*]] = constant <i32: [5, 6, 7, 8]> : tile<4xi32>
    %i = constant <i32: [5, 6, 7, 8]> : tile<4xi32>
    // CHECK: %[[F:.*]] = bitcast %[[I]] : tile<4xi32> -> tile<4xf32>
    %f = bitcast %i : tile<4xi32> -> tile<4xf32>
    // CHECK: ftof %[[F]] : tile<4xf32> -> tile<4xf16>
    // CHECK: bitcast %{{.*}} : tile<4xf16> -> tile<4xbf16>
    %h = ftof %f : tile<4xf32> -> tile<4xf16>
    %bf = bitcast %h : tile<4xf16> -> tile<4xbf16>
    // CHECK: exti %[[I]] signed : tile<4xi32> -> tile<4xi64>
    %e0 = exti %i signed : tile<4xi32> -> tile<4xi64>
    // CHECK: %[[W:.*]] = exti %[[I]] unsigned : tile<4xi32> -> tile<4xi64>
    %w = exti %i unsigned : tile<4xi32> -> tile<4xi64>
    // CHECK: trunci %[[I]] : tile<4xi32> -> tile<4xi8>
    %t0 = trunci %i : tile<4xi32> -> tile<4xi8>
    // CHECK: %[[T4:.*]] = trunci %[[I]] overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi4>
    %t4 = trunci %i overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi4>
    // CHECK: exti %[[T4]] signed : tile<4xi4> -> tile<4xi16>
    %e4 = exti %t4 signed : tile<4xi4> -> tile<4xi16>
    // CHECK: ftof %[[F]] rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %s0 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    // CHECK: ftof %[[F]] rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %s1 = ftof %f rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    // CHECK: ftof %[[F]] : tile<4xf32> -> tile<4xf4E2M1FN>
    %s2 = ftof %f : tile<4xf32> -> tile<4xf4E2M1FN>
    // CHECK: ftof %[[F]] : tile<4xf32> -> tile<4xf8E4M3FN>
    %s3 = ftof %f rounding<nearest_even> : tile<4xf32> -> tile<4xf8E4M3FN>
    // CHECK: ftoi %[[F]] signed : tile<4xf32> -> tile<4xi32>
    %fi0 = ftoi %f signed : tile<4xf32> -> tile<4xi32>
    // CHECK: ftoi %[[F]] unsigned : tile<4xf32> -> tile<4xi8>
    %fi1 = ftoi %f unsigned rounding<nearest_int_to_zero> : tile<4xf32> -> tile<4xi8>
    // CHECK: itof %[[I]] signed : tile<4xi32> -> tile<4xf32>
    %if0 = itof %i signed : tile<4xi32> -> tile<4xf32>
    // CHECK: itof %[[I]] unsigned : tile<4xi32> -> tile<4xf64>
    %if1 = itof %i unsigned rounding<nearest_even> : tile<4xi32> -> tile<4xf64>
    // CHECK: %[[P:.*]] = int_to_ptr %[[W]] : tile<4xi64> -> tile<4xptr<i8>>
    %p = int_to_ptr %w : tile<4xi64> -> tile<4xptr<i8>>
    // CHECK: %[[Q:.*]] = ptr_to_ptr %[[P]] : tile<4xptr<i8>> -> tile<4xptr<f64>>
    %q = ptr_to_ptr %p : tile<4xptr<i8>> -> !cuda_tile.tile<4x!cuda_tile.ptr<f64>>
    // CHECK: ptr_to_int %[[Q]] : tile<4xptr<f64>> -> tile<4xi64>
    %r = ptr_to_int %q : tile<4xptr<f64>> -> tile<4xi64>
    // CHECK: return
  }
}
