// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// The FMA fallback: A (2x4) and B (4x2) go to global_smem (B at byte 16),
// and each thread computes its element of C (2x2, one per thread) in a loop
// over K = 4: A[m, k] * B[k, n] + acc, f16 widened to f32.
#ab = #nv_tileas.tv_layout<"(4,2):(2,1)">
#c = #nv_tileas.tv_layout<"(4,1):(1,0)">
// CHECK-LABEL: gpu.module @f16
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x i8>
gpu.module @f16 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16, %y: f32) {
    %a = tensor.splat %x : tensor<2x4xf16, #ab>
    %b = tensor.splat %x : tensor<4x2xf16, #ab>
    %c = tensor.splat %y : tensor<2x2xf32, #c>
    // CHECK-COUNT-2: llvm.store %{{.*}} : f16, !llvm.ptr<3>
    // CHECK: llvm.getelementptr %{{.*}}[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}} : f16, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) : i32 {
    // CHECK:   %[[AI:.*]] = arith.addi %{{.*}}, %[[S]] : i32
    // CHECK:   %[[A:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f16
    // CHECK:   %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f16
    // CHECK:   %[[AW:.*]] = arith.extf %[[A]] : f16 to f32
    // CHECK:   %[[BW:.*]] = arith.extf %[[B]] : f16 to f32
    // CHECK:   %[[N:.*]] = math.fma %[[AW]], %[[BW]], %[[ACC]] : f32
    // CHECK:   scf.yield %[[N]] : f32
    %d = nv_tileaa.dot %a, %b, %c : tensor<2x4xf16, #ab>, tensor<4x2xf16, #ab>, tensor<2x2xf32, #c>
    nv_tileaa.return
  }
}

// -----

// i8 into i32, batched; an unsigned operand is zero-extended.
#ab = #nv_tileas.tv_layout<"(4,4):(4,1)">
#c = #nv_tileas.tv_layout<"(4,2):(2,1)">
// CHECK-LABEL: gpu.module @i8
gpu.module @i8 attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: i8, %y: i32) {
    %a = tensor.splat %x : tensor<2x2x4xi8, #ab>
    %b = tensor.splat %x : tensor<2x4x2xi8, #ab>
    %c = tensor.splat %y : tensor<2x2x2xi32, #c>
    // CHECK: scf.for {{.*}} -> (i32, i32) : i32 {
    // CHECK:   arith.extui %{{.*}} : i8 to i32
    // CHECK:   arith.extsi %{{.*}} : i8 to i32
    // CHECK:   arith.muli
    // CHECK:   arith.addi
    %d = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<2x2x4xi8, #ab>, tensor<2x4x2xi8, #ab>, tensor<2x2x2xi32, #c>
    nv_tileaa.return
  }
}

// -----

// Values of one row of C share their row of A: C (2x4) is held a row per
// thread (layout (2,4):(4,1)), so each step the four values of a thread
// read A[m, k] at one index (the layout composed with the row map is a
// thread part plus a constant per value) and B[k, n] at four.
#ab = #nv_tileas.tv_layout<"(4,2):(2,1)">
#c = #nv_tileas.tv_layout<"(2,4):(4,1)">
// CHECK-LABEL: gpu.module @rows
gpu.module @rows attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f32, %y: f32) {
    %a = tensor.splat %x : tensor<2x4xf32, #ab>
    %b = tensor.splat %x : tensor<4x4xf32, #ab>
    %c = tensor.splat %y : tensor<2x4xf32, #c>
    // CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32) : i32 {
    // CHECK:   %[[AI:.*]] = arith.addi %[[ROW:.*]], %[[S]] : i32
    // CHECK:   %[[AP:.*]] = llvm.getelementptr %{{.*}}[%[[AI]]]
    // CHECK:   llvm.load %[[AP]]
    // CHECK:   %[[AI1:.*]] = arith.addi %[[ROW]], %[[S]] : i32
    // CHECK:   %[[AI2:.*]] = arith.addi %[[ROW]], %[[S]] : i32
    // CHECK:   %[[AI3:.*]] = arith.addi %[[ROW]], %[[S]] : i32
    // CHECK:   scf.yield
    %d = nv_tileaa.dot %a, %b, %c : tensor<2x4xf32, #ab>, tensor<4x4xf32, #ab>, tensor<2x4xf32, #c>
    nv_tileaa.return
  }
}
