// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' -split-input-file | FileCheck %s

// Tensor views become memrefs (dynamic sizes and strides as i64), partition
// views tiled views with their padding element and dim_map, view loads and
// stores tiled_load / tiled_store, and the shape queries arithmetic on the
// memref's sizes.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @views
  // CHECK-SAME: (%[[X:.*]]: !nv_tileaa.ptr<f32, global>, %[[M:.*]]: i32, %[[S:.*]]: i32)
  entry @views(%x: tile<ptr<f32>>, %m: tile<i32>, %s: tile<i32>) {
    // CHECK: %[[M64:.*]] = arith.extsi %[[M]] : i32 to i64
    // CHECK: %[[S64:.*]] = arith.extsi %[[S]] : i32 to i64
    // CHECK: %[[TV:.*]] = nv_tileaa.make_memref %[[X]] sizes(%[[M64]]) strides(%[[S64]]) : !nv_tileaa.ptr<f32, global> -> !nv_tileaa.memref<?x64xf32, strides = [?, 1], global>
    %tv = make_tensor_view %x, shape = [%m, 64], strides = [%s, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    // CHECK: %[[PV:.*]] = nv_tileaa.block_tile %[[TV]] : !nv_tileaa.memref<?x64xf32, strides = [?, 1], global> -> !nv_tileaa.tiled_view<[16, 32], <?x64xf32, strides = [?, 1], global>, dim_map = [1, 0], padding = 0x7FC00000 : f32>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]>
    %i = constant <i32: 1> : tile<i32>
    // CHECK: %[[T:.*]], %[[TOK:.*]] = nv_tileaa.tiled_load acquire device %[[PV]][%{{.*}}, %{{.*}}] : !nv_tileaa.tiled_view<{{.*}}>, i32, i32 -> tensor<16x32xf32>
    %t, %tok = load_view_tko acquire device %pv[%i, %i] : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token
    // CHECK: nv_tileaa.tiled_store weak %[[T]], %[[PV]][%{{.*}}, %{{.*}}] token(%[[TOK]]) : tensor<16x32xf32>, !nv_tileaa.tiled_view<{{.*}}>, i32, i32
    %tok2 = store_view_tko weak %t, %pv[%i, %i] token = %tok : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> token

    // Tile dimension 0 runs along memref dimension 1 (64, static), tile
    // dimension 1 along dimension 0 (dynamic).
    // CHECK: %[[C64:.*]] = arith.constant 64 : i64
    // CHECK: %[[C16:.*]] = arith.constant 16 : i64
    // CHECK: %[[N0:.*]] = arith.ceildivui %[[C64]], %[[C16]] : i64
    // CHECK: arith.trunci %[[N0]] : i64 to i32
    // CHECK: %[[D0:.*]] = nv_tileaa.get_dim_size %[[PV]], 0 : !nv_tileaa.tiled_view<{{.*}}>
    // CHECK: %[[C32:.*]] = arith.constant 32 : i64
    // CHECK: arith.ceildivui %[[D0]], %[[C32]] : i64
    %n0, %n1 = get_index_space_shape %pv : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    // CHECK: %[[SZ:.*]] = nv_tileaa.get_dim_size %[[TV]], 0 : !nv_tileaa.memref<?x64xf32, strides = [?, 1], global>
    // CHECK: arith.constant 64 : i64
    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
    return
  }
}

// -----

// atomic_red_view_tko becomes nv_tileaa.tiled_atomic_rmw.
cuda_tile.module @m2 {
  // CHECK-LABEL: nv_tileaa.func @atomic_view
  entry @atomic_view(%x: tile<ptr<f32>>) {
    %tv = make_tensor_view %x, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %i = constant <i32: 1> : tile<i32>
    %v = constant <f32: 1.0> : tile<16xf32>
    // CHECK: nv_tileaa.tiled_atomic_rmw addf relaxed device %{{.*}}, %{{.*}}[%{{.*}}] : tensor<16xf32>, !nv_tileaa.tiled_view<{{.*}}>, i32
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// A strided view is a tiled view with its traversal strides; its index
// space is ceil(size / stride).
cuda_tile.module @m3 {
  // CHECK-LABEL: nv_tileaa.func @strided
  entry @strided(%x: tile<ptr<f32>>) {
    %tv = make_tensor_view %x, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    // CHECK: nv_tileaa.block_tile %{{.*}} -> !nv_tileaa.tiled_view<[8], <16xf32, strides = [1], global>, dim_map = [0] traversal = [4]>
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<16xf32, strides=[1]>>
    %i = constant <i32: 1> : tile<i32>
    // CHECK: nv_tileaa.tiled_load weak
    %t, %tok = load_view_tko weak %sv[%i] : strided_view<tile=(8), traversal_strides=[4], tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    // CHECK: %[[S:.*]] = arith.constant 16 : i64
    // CHECK: %[[T:.*]] = arith.constant 4 : i64
    // CHECK: arith.ceildivui %[[S]], %[[T]] : i64
    %n = get_index_space_shape %sv : strided_view<tile=(8), traversal_strides=[4], tensor_view<16xf32, strides=[1]>> -> tile<i32>
    return
  }
}

// -----

// A strided view with a dim_map: tile dimension i, its index and its
// traversal stride walk tensor dimension dim_map[i]; the index space is in
// tile-dimension order (tile dimension 0 walks the 16 columns by 4: 4
// tiles; tile dimension 1 the 64 rows by 3: 22 tiles).
cuda_tile.module @m4 {
  // CHECK-LABEL: nv_tileaa.func @strided_dim_map
  entry @strided_dim_map(%x: tile<ptr<f32>>) {
    %tv = make_tensor_view %x, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    // CHECK: nv_tileaa.block_tile %{{.*}} -> !nv_tileaa.tiled_view<[4, 2], <64x16xf32, strides = [16, 1], global>, dim_map = [1, 0] traversal = [4, 3]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK: %[[C:.*]] = arith.constant 16 : i64
    // CHECK: %[[S0:.*]] = arith.constant 4 : i64
    // CHECK: arith.ceildivui %[[C]], %[[S0]] : i64
    // CHECK: %[[R:.*]] = arith.constant 64 : i64
    // CHECK: %[[S1:.*]] = arith.constant 3 : i64
    // CHECK: arith.ceildivui %[[R]], %[[S1]] : i64
    %n0, %n1 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    return
  }
}

// -----

// Gather/scatter views: tiled views whose tiles start at element offsets
// (traversal 1); a load or store picks, along the sparse dimension, the
// rows of its index tile, repeated over the other dimensions so each
// element holds its own; the other indices are the tile's start.
cuda_tile.module @m5 {
  // CHECK-LABEL: nv_tileaa.func @gather
  entry @gather(%x: tile<ptr<f32>>, %r: tile<i32>) {
    %cols = iota : tile<4xi32>
    %tv = make_tensor_view %x, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    // CHECK: %[[V:.*]] = nv_tileaa.block_tile %{{.*}} -> !nv_tileaa.tiled_view<[8, 4], <16x32xf32, strides = [32, 1], global>, dim_map = [0, 1] traversal = [1, 1], padding = 0.000000e+00 : f32>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
    // CHECK: %[[LINE:.*]] = nv_tileaa.reshape %[[COLS:.*]] : tensor<4xi32> -> tensor<1x4xi32>
    // CHECK: %[[ROWS:.*]] = nv_tileaa.broadcast %[[LINE]] : tensor<1x4xi32> -> tensor<8x4xi32>
    // CHECK: %[[T:.*]], %{{.*}} = nv_tileaa.gather_load weak %[[V]][%[[R:.*]]] rows(%[[ROWS]] : tensor<8x4xi32>) sparse_dim = 1 : {{.*}}, i32 -> tensor<8x4xf32>
    %t, %tok = load_view_tko weak %gv[%r, %cols] : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<4xi32> -> tile<8x4xf32>, token
    // CHECK: nv_tileaa.scatter_store weak %[[T]], %[[V]][%[[R]]] rows(%{{.*}} : tensor<8x4xi32>) sparse_dim = 1 token(%{{.*}}) : tensor<8x4xf32>, {{.*}}, i32
    %tok2 = store_view_tko weak %t, %gv[%r, %cols] token = %tok : tile<8x4xf32>, gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<4xi32> -> token
    return
  }

  // A 1-d gather: the index tile is the rows as it stands.
  // CHECK-LABEL: nv_tileaa.func @gather_1d
  // CHECK: %[[IDX:.*]] = nv_tileaa.iota : tensor<8xi32>
  entry @gather_1d(%x: tile<ptr<f32>>) {
    %idx = iota : tile<8xi32>
    %tv = make_tensor_view %x, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8), tensor_view<64xf32, strides=[1]>, sparse_dim=0>
    // CHECK: nv_tileaa.gather_load weak %{{.*}}[] rows(%[[IDX]] : tensor<8xi32>) sparse_dim = 0 : {{.*}} -> tensor<8xf32>
    %t, %tok = load_view_tko weak %gv[%idx] : gather_scatter_view<tile=(8), tensor_view<64xf32, strides=[1]>, sparse_dim=0>, tile<8xi32> -> tile<8xf32>, token
    return
  }
}
