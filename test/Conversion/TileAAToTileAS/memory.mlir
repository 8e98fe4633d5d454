// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas)' | FileCheck %s

// Loads and stores through pointers and of view tiles move to nv_tileas
// with their operands, ordering, scope and tokens; gathers, scatters and
// atomics stay nv_tileaa ops.

!memref = !nv_tileaa.memref<?x16xf32, strides = [16, 1], global>
!view = !nv_tileaa.tiled_view<[4, 16], !memref, dim_map = [0, 1]>
module {
  gpu.module @m {
    // CHECK-LABEL: nv_tileaa.func @memory
    nv_tileaa.func @memory(%q: tensor<8x!nv_tileaa.ptr<f32, global>>, %mask: tensor<8xi1>, %pad: tensor<8xf32>, %p: !nv_tileaa.ptr<f32, global>, %n: i64, %i: i32) {
      %t0 = nv_tileaa.make_token
      // CHECK: %[[V:.*]], %[[T1:.*]] = nv_tileas.load weak %{{.*}}, %{{.*}}, %{{.*}} token(%{{.*}}) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi1>, tensor<8xf32> -> tensor<8xf32>
      %v, %t1 = nv_tileaa.load weak %q, %mask, %pad token(%t0) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xi1>, tensor<8xf32> -> tensor<8xf32>
      // CHECK: nv_tileas.load acquire device %{{.*}} : !nv_tileaa.ptr<f32, global> -> f32
      %s, %t2 = nv_tileaa.load acquire device %p : !nv_tileaa.ptr<f32, global> -> f32
      // CHECK: nv_tileas.store release sys %{{.*}}, %[[V]], %{{.*}} token(%[[T1]]) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xf32>, tensor<8xi1>
      %t3 = nv_tileaa.store release sys %q, %v, %mask token(%t1) : tensor<8x!nv_tileaa.ptr<f32, global>>, tensor<8xf32>, tensor<8xi1>
      %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f32, global> -> !memref
      %view = nv_tileaa.block_tile %m : !memref -> !view
      // CHECK: %[[T:.*]], %{{.*}} = nv_tileas.tiled_load weak %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}}, i32, i32 -> tensor<4x16xf32>
      %t, %t4 = nv_tileaa.tiled_load weak %view[%i, %i] : !view, i32, i32 -> tensor<4x16xf32>
      // CHECK: nv_tileas.tiled_store weak %[[T]], %{{.*}}[%{{.*}}, %{{.*}}] token(%{{.*}}) : tensor<4x16xf32>, {{.*}}, i32, i32
      %t5 = nv_tileaa.tiled_store weak %t, %view[%i, %i] token(%t4) : tensor<4x16xf32>, !view, i32, i32
      // CHECK: nv_tileaa.atomic_rmw
      %old, %t6 = nv_tileaa.atomic_rmw addf relaxed device %p, %s : !nv_tileaa.ptr<f32, global>, f32
      nv_tileaa.return
    }
  }
}
