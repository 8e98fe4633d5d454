// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// Pointer casts keep their operand; only the type changes.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @casts
  // CHECK-SAME: (%[[S:.*]]: i64)
  entry @casts(%s: tile<i64>) {
    // CHECK: %[[A:.*]] = nv_tileaa.broadcast
    %s1 = reshape %s : tile<i64> -> tile<1xi64>
    %a = broadcast %s1 : tile<1xi64> -> tile<4xi64>
    // CHECK: %[[P:.*]] = nv_tileaa.int_to_ptr %[[A]] : tensor<4xi64> to tensor<4x!nv_tileaa.ptr<i8, global>>
    %p = int_to_ptr %a : tile<4xi64> -> tile<4xptr<i8>>
    // CHECK: %[[Q:.*]] = nv_tileaa.bitcast %[[P]] : tensor<4x!nv_tileaa.ptr<i8, global>> to tensor<4x!nv_tileaa.ptr<f64, global>>
    %q = ptr_to_ptr %p : tile<4xptr<i8>> -> tile<4xptr<f64>>
    // CHECK: nv_tileaa.ptr_to_int %[[Q]] : tensor<4x!nv_tileaa.ptr<f64, global>> to tensor<4xi64>
    %r = ptr_to_int %q : tile<4xptr<f64>> -> tile<4xi64>
    // Scalars stay scalars.
    // CHECK: nv_tileaa.int_to_ptr %[[S]] : i64 to !nv_tileaa.ptr<f32, global>
    %x = int_to_ptr %s : tile<i64> -> tile<ptr<f32>>
    return
  }
}
