// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

// The default alignment (16) is not printed.
// CHECK-LABEL: nv_tileaa.func @buffers
// CHECK: nv_tileas.alloc_tensor : !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>
// CHECK: nv_tileas.alloc_tensor {alignment = 128 : i64} : !nv_tileaa.memref<8x8xf32, strides = [1, 8], shared>
nv_tileaa.func @buffers() {
  %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>
  %b = nv_tileas.alloc_tensor {alignment = 128} : !nv_tileaa.memref<8x8xf32, strides = [1, 8], shared>
  nv_tileaa.return
}

// An asynchronous copy of a tile from global into shared memory, and the
// wait for it.
#tv = #nv_tileas.tv_layout<"(32,2):(2,1)">
!global = !nv_tileaa.memref<?x8xf32, strides = [8, 1], global>
!gview = !nv_tileaa.tiled_view<[8, 8], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<8x8xf32, strides = [8, 1], shared>
!sview = !nv_tileaa.tiled_view<[8, 8], !shared, dim_map = [0, 1]>
// CHECK-LABEL: nv_tileaa.func @copy
// CHECK: %[[TOK:.*]] = nv_tileas.async.tiled_copy %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}] : !nv_tileaa.tiled_view<{{.*}}global>, dim_map = [0, 1]>[i32, i32], !nv_tileaa.tiled_view<{{.*}}shared>, dim_map = [0, 1]>[i64, i64] as tensor<8x8xf32, #tv> -> !nv_tileas.async.token
// CHECK: nv_tileas.async.wait %[[TOK]], %[[TOK]] : !nv_tileas.async.token, !nv_tileas.async.token
nv_tileaa.func @copy(%v: !gview, %i: i32, %j: i64) {
  %b = nv_tileas.alloc_tensor : !shared
  %s = nv_tileaa.block_tile %b : !shared -> !sview
  %t = nv_tileas.async.tiled_copy %v[%i, %i], %s[%j, %j] : !gview[i32, i32], !sview[i64, i64] as tensor<8x8xf32, #tv> -> !nv_tileas.async.token
  nv_tileas.async.wait %t, %t : !nv_tileas.async.token, !nv_tileas.async.token
  nv_tileaa.return
}
