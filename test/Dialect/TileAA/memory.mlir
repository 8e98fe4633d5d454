// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s
// RUN: %tileiras-opt %s --mlir-print-op-generic | %tileiras-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @vector_ops
nv_tileaa.func @vector_ops(%p: !nv_tileaa.ptr<f32, global>, %n: i32) kernel {
  // CHECK: %[[I:.*]] = nv_tileaa.iota : tensor<8xi32>
  %i = nv_tileaa.iota : tensor<8xi32>
  // CHECK: nv_tileaa.broadcast %{{.*}} : tensor<1xi32> -> tensor<8xi32>
  %n1 = tensor.splat %n : tensor<1xi32>
  %ns = nv_tileaa.broadcast %n1 : tensor<1xi32> -> tensor<8xi32>
  // CHECK: nv_tileaa.reshape %{{.*}} : tensor<8xi32> -> tensor<2x4xi32>
  %r = nv_tileaa.reshape %i : tensor<8xi32> -> tensor<2x4xi32>
  %mask = arith.cmpi slt, %i, %ns : tensor<8xi32>
  %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>>
  // CHECK: %[[Q:.*]] = nv_tileaa.add_ptr %{{.*}}, %[[I]] : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi32>
  %q = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi32>
  // CHECK: %[[T0:.*]] = nv_tileaa.make_token
  %t0 = nv_tileaa.make_token
  %pad = arith.constant dense<0.0> : tensor<8xf32>
  // CHECK: %[[V:.*]], %[[T1:.*]] = nv_tileaa.load weak %[[Q]], %{{.*}}, %{{.*}} token(%[[T0]]) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi1>, tensor<8xf32> -> tensor<8xf32>
  %v, %t1 = nv_tileaa.load weak %q, %mask, %pad token(%t0) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi1>, tensor<8xf32> -> tensor<8xf32>
  // CHECK: nv_tileaa.load acquire device %{{.*}} : !nv_tileaa.ptr<f32, global> -> f32
  %s, %t2 = nv_tileaa.load acquire device %p : !nv_tileaa.ptr<f32, global> -> f32
  // CHECK: nv_tileaa.store release sys %[[Q]], %[[V]], %{{.*}} token(%[[T1]]) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xf32>, tensor<8xi1>
  %t3 = nv_tileaa.store release sys %q, %v, %mask token(%t1) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xf32>, tensor<8xi1>
  // CHECK: nv_tileaa.join_tokens %{{.*}}, %{{.*}}
  %t4 = nv_tileaa.join_tokens %t2, %t3
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @constants
nv_tileaa.func @constants() {
  // CHECK: nv_tileaa.splat 1.500000e+00 : f32 : tensor<4x4xf32>
  %0 = nv_tileaa.splat 1.5 : f32 : tensor<4x4xf32>
  // CHECK: nv_tileaa.constant_tensor dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = nv_tileaa.constant_tensor dense<[1, 2, 3, 4]> : tensor<4xi32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @pointer_casts
nv_tileaa.func @pointer_casts(%a: tensor<4xi64>) {
  // CHECK: %[[P:.*]] = nv_tileaa.int_to_ptr %{{.*}} : tensor<4xi64> to tensor<4x!nv_tileaa.ptr<i8, global>>
  %p = nv_tileaa.int_to_ptr %a : tensor<4xi64> to tensor<4x!nv_tileaa.ptr<i8, global>>
  // CHECK: %[[Q:.*]] = nv_tileaa.bitcast %[[P]] : tensor<4x!nv_tileaa.ptr<i8, global>> to tensor<4x!nv_tileaa.ptr<f16, global>>
  %q = nv_tileaa.bitcast %p : tensor<4x!nv_tileaa.ptr<i8, global>> to tensor<4x!nv_tileaa.ptr<f16, global>>
  // CHECK: nv_tileaa.ptr_to_int %[[Q]] : tensor<4x!nv_tileaa.ptr<f16, global>> to tensor<4xi64>
  %r = nv_tileaa.ptr_to_int %q : tensor<4x!nv_tileaa.ptr<f16, global>> to tensor<4xi64>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @atomics
nv_tileaa.func @atomics(%p: tensor<4x!nv_tileaa.ptr<i32, global>>, %v: tensor<4xi32>, %m: tensor<4xi1>, %f: !nv_tileaa.ptr<f32, global>, %x: f32) {
  // CHECK: %{{.*}}, %[[T:.*]] = nv_tileaa.atomic_rmw add relaxed device %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x!nv_tileaa.ptr<i32, global>>, tensor<4xi32>, tensor<4xi1>
  %old, %t = nv_tileaa.atomic_rmw add relaxed device %p, %v, %m : tensor<4x!nv_tileaa.ptr<i32, global>>, tensor<4xi32>, tensor<4xi1>
  // CHECK: nv_tileaa.atomic_rmw addf acq_rel %{{.*}}, %{{.*}} token(%[[T]]) : !nv_tileaa.ptr<f32, global>, f32
  %o2, %t2 = nv_tileaa.atomic_rmw addf acq_rel %f, %x token(%t) : !nv_tileaa.ptr<f32, global>, f32
  // CHECK: nv_tileaa.atomic_cas acquire device %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x!nv_tileaa.ptr<i32, global>>, tensor<4xi32>, tensor<4xi1>
  %o3, %t3 = nv_tileaa.atomic_cas acquire device %p, %v, %v, %m : tensor<4x!nv_tileaa.ptr<i32, global>>, tensor<4xi32>, tensor<4xi1>
  nv_tileaa.return
}

llvm.mlir.global external @table(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 1 : i32} : !llvm.array<2 x f32>

// CHECK-LABEL: nv_tileaa.func @globals
nv_tileaa.func @globals() {
  // CHECK: nv_tileaa.global_address @table : !nv_tileaa.ptr<f32, global>
  %p = nv_tileaa.global_address @table : !nv_tileaa.ptr<f32, global>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @alloca
nv_tileaa.func @alloca() {
  // CHECK: nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, global>
  %p = nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, global>
  // CHECK: nv_tileaa.alloca num_elem = 0, alignment = 256 global : !nv_tileaa.ptr<i64, global>
  %q = nv_tileaa.alloca num_elem = 0, alignment = 256 global : !nv_tileaa.ptr<i64, global>
  nv_tileaa.return
}

// A swizzled buffer in shared memory round-trips.
// CHECK-LABEL: nv_tileaa.func @swizzled
// CHECK-SAME: !nv_tileaa.memref<64x64xf16, strides = [64, 1], shared, Sw<3,3,3>>
nv_tileaa.func @swizzled(%m: !nv_tileaa.memref<64x64xf16, strides = [64, 1], shared, Sw<3,3,3>>) {
  nv_tileaa.return
}
