// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' -split-input-file | FileCheck %s

// permute becomes nv_tileaa.permute; extract a slice at index * extent;
// cat a tensor.concat.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @shapes
  // CHECK-SAME: (%[[K:.*]]: i32)
  entry @shapes(%k: tile<i32>) {
    %x = constant <i32: 1> : tile<8x4xi32>
    // CHECK: nv_tileaa.permute %{{.*}} [1, 0] : tensor<8x4xi32> -> tensor<4x8xi32>
    %p = permute %x [1, 0] : tile<8x4xi32> -> tile<4x8xi32>
    %zero = constant <i32: 0> : tile<i32>
    // CHECK: %[[KI:.*]] = arith.index_castui %[[K]] : i32 to index
    // CHECK: %[[ROW:.*]] = arith.muli %[[KI]], %c2{{.*}} : index
    // CHECK: tensor.extract_slice %{{.*}}[%[[ROW]], %{{.*}}] [2, 4] [1, 1] : tensor<8x4xi32> to tensor<2x4xi32>
    %b = extract %x[%k, %zero] : tile<8x4xi32> -> tile<2x4xi32>
    // CHECK: tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x8xi32>
    %c = cat %x, %x dim = 1 : tile<8x4xi32>, tile<8x4xi32> -> tile<8x8xi32>
    return
  }
}

// -----

// pack and unpack: nv_tileaa.repack.
cuda_tile.module @m2 {
  // CHECK-LABEL: nv_tileaa.func @packs
  entry @packs() {
    %x = constant <f16: 1.0> : tile<8xf16>
    // CHECK: %[[B:.*]] = nv_tileaa.repack %{{.*}} : tensor<8xf16> -> tensor<16xi8>
    %b = pack %x : tile<8xf16> -> tile<16xi8>
    // CHECK: nv_tileaa.repack %[[B]] : tensor<16xi8> -> tensor<4xf32>
    %y = unpack %b : tile<16xi8> -> tile<4xf32>
    return
  }
}

// -----

// A 0-d tile has one block, itself: its extract is the tile (a scalar here),
// no slice.
cuda_tile.module @m3 {
  // CHECK-LABEL: nv_tileaa.func @scalar
  // CHECK-SAME: (%[[X:.*]]: f32, %[[P:.*]]: !nv_tileaa.ptr<f32, global>)
  entry @scalar(%x: tile<f32>, %p: tile<ptr<f32>>) {
    // CHECK-NOT: tensor.extract_slice
    // CHECK: nv_tileaa.store {{.*}}%[[P]], %[[X]]
    %e = extract %x[] : tile<f32> -> tile<f32>
    %t = store_ptr_tko weak %p, %e : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
