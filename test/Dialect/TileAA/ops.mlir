// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s
// RUN: %tileiras-opt %s --mlir-print-op-generic | %tileiras-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @kernel(
// CHECK-SAME: %{{.*}}: !nv_tileaa.ptr<f32, global>, %{{.*}}: !nv_tileaa.ptr<f16, shared>, %{{.*}}: i32) kernel
// CHECK-SAME: attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>}
// CHECK-NEXT: nv_tileaa.return
nv_tileaa.func @kernel(%x: !nv_tileaa.ptr<f32, global>, %s: !nv_tileaa.ptr<f16, shared>, %n: i32) kernel
    attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>} {
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @helper(%{{.*}}: tensor<4xf32>, %{{.*}}: !nv_tileaa.mem_token) -> tensor<4xf32>
// CHECK-NOT: kernel
// CHECK: nv_tileaa.return %{{.*}} : tensor<4xf32>
nv_tileaa.func @helper(%v: tensor<4xf32>, %t: !nv_tileaa.mem_token) -> tensor<4xf32> {
  nv_tileaa.return %v : tensor<4xf32>
}

// CHECK-LABEL: nv_tileaa.func @spaces
// CHECK-SAME: !nv_tileaa.ptr<i8, register>, %{{.*}}: !nv_tileaa.ptr<i8, internal>, %{{.*}}: !nv_tileaa.ptr<i8, constant>, %{{.*}}: !nv_tileaa.ptr<i8, local>, %{{.*}}: !nv_tileaa.ptr<i8, tensor>, %{{.*}}: !nv_tileaa.ptr<i8, generic>
nv_tileaa.func @spaces(%a: !nv_tileaa.ptr<i8, register>, %b: !nv_tileaa.ptr<i8, internal>,
                       %c: !nv_tileaa.ptr<i8, constant>, %d: !nv_tileaa.ptr<i8, local>,
                       %e: !nv_tileaa.ptr<i8, tensor>, %f: !nv_tileaa.ptr<i8, generic>) {
  nv_tileaa.return
}

// A declaration has no body.
// CHECK-LABEL: nv_tileaa.func @external(i32)
// CHECK-NOT: {
nv_tileaa.func @external(i32)

// CHECK-LABEL: nv_tileaa.func @asserts
nv_tileaa.func @asserts(%c: i1, %t: tensor<4xi1>) {
  // CHECK: nv_tileaa.assert %{{.*}}, "scalar" : i1
  nv_tileaa.assert %c, "scalar" : i1
  // CHECK: nv_tileaa.assert %{{.*}}, "tile" : tensor<4xi1>
  nv_tileaa.assert %t, "tile" : tensor<4xi1>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @prints
nv_tileaa.func @prints(%n: i32, %x: f32) {
  // CHECK: %[[T:.*]] = nv_tileaa.print "n = %d, x = %f", %{{.*}}, %{{.*}} : i32, f32
  %t = nv_tileaa.print "n = %d, x = %f", %n, %x : i32, f32
  // CHECK: nv_tileaa.print "done" token(%[[T]])
  %t2 = nv_tileaa.print "done" token(%t)
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @aggregates
nv_tileaa.func @aggregates(%x: tensor<2x8xf32>, %i: tensor<2x8xi32>) {
  // CHECK: nv_tileaa.reduce %{{.*}} dim = 0 identities = [0.000000e+00 : f32] : tensor<2x8xf32> -> tensor<8xf32> {
  // CHECK: nv_tileaa.yield %{{.*}} : f32
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<2x8xf32> -> tensor<8xf32> {
  ^bb0(%e: f32, %acc: f32):
    %r = arith.addf %e, %acc : f32
    nv_tileaa.yield %r : f32
  }
  // CHECK: nv_tileaa.reduce %{{.*}}, %{{.*}} dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<2x8xf32>, tensor<2x8xi32> -> tensor<2xf32>, tensor<2xi32>
  %m:2 = nv_tileaa.reduce %x, %i dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<2x8xf32>, tensor<2x8xi32> -> tensor<2xf32>, tensor<2xi32> {
  ^bb0(%e: f32, %acc: f32, %ei: i32, %ai: i32):
    %gt = arith.cmpf ogt, %e, %acc : f32
    %v = arith.select %gt, %e, %acc : f32
    %j = arith.select %gt, %ei, %ai : i32
    nv_tileaa.yield %v, %j : f32, i32
  }
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @views
nv_tileaa.func @views(%p: !nv_tileaa.ptr<f32, global>, %n: i64, %i: i32) {
  // CHECK: nv_tileaa.make_memref %{{.*}} sizes(%{{.*}}) strides() : !nv_tileaa.ptr<f32, global> -> !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>
  %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f32, global> -> !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>
  // CHECK: nv_tileaa.get_dim_size %{{.*}}, 0 : !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>
  %d = nv_tileaa.get_dim_size %m, 0 : !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>
  // CHECK: nv_tileaa.block_tile %{{.*}} : !nv_tileaa.memref<?x256xf32, strides = [256, 1], global> -> !nv_tileaa.tiled_view<[1, 256], <?x256xf32, strides = [256, 1], global>, dim_map = [0, 1], padding = 0xFF800000 : f32>
  %v = nv_tileaa.block_tile %m : !nv_tileaa.memref<?x256xf32, strides = [256, 1], global> -> !nv_tileaa.tiled_view<[1, 256], !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>, dim_map = [0, 1], padding = 0xFF800000 : f32>
  // CHECK: nv_tileaa.tiled_load relaxed device %{{.*}}[%{{.*}}, %{{.*}}] : !nv_tileaa.tiled_view<{{.*}}>, i32, i32 -> tensor<1x256xf32>
  %t, %tok = nv_tileaa.tiled_load relaxed device %v[%i, %i] : !nv_tileaa.tiled_view<[1, 256], !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>, dim_map = [0, 1], padding = 0xFF800000 : f32>, i32, i32 -> tensor<1x256xf32>
  // CHECK: nv_tileaa.tiled_store weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token(%{{.*}}) : tensor<1x256xf32>, !nv_tileaa.tiled_view<{{.*}}>, i32, i32
  %tok2 = nv_tileaa.tiled_store weak %t, %v[%i, %i] token(%tok) : tensor<1x256xf32>, !nv_tileaa.tiled_view<[1, 256], !nv_tileaa.memref<?x256xf32, strides = [256, 1], global>, dim_map = [0, 1], padding = 0xFF800000 : f32>, i32, i32
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @dots
nv_tileaa.func @dots(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>, %c: tensor<4x2xf32>, %ia: tensor<3x4x8xi8>, %ib: tensor<3x8x2xi8>, %ic: tensor<3x4x2xi32>) {
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf16>, tensor<8x2xf16>, tensor<4x2xf32>
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x2xf16>, tensor<4x2xf32>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {rhs_unsigned} : tensor<3x4x8xi8>, tensor<3x8x2xi8>, tensor<3x4x2xi32>
  %e = nv_tileaa.dot %ia, %ib, %ic {rhs_unsigned} : tensor<3x4x8xi8>, tensor<3x8x2xi8>, tensor<3x4x2xi32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @scaled_dots
nv_tileaa.func @scaled_dots(%a: tensor<16x64xf8E4M3FN>, %b: tensor<64x8xf8E4M3FN>, %c: tensor<16x8xf32>, %sa: tensor<16x2xf8E8M0FNU>, %sb: tensor<2x8xf8E8M0FNU>) {
  // CHECK: nv_tileaa.dot_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>, tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>
  %d = nv_tileaa.dot_scaled %a, %b, %c, %sa, %sb : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>, tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>
  nv_tileaa.return
}
