// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%[[N:.*]]: i32, %[[X:.*]]: f32)
  entry @k(%n: tile<i32>, %x: tile<f32>) {
    // CHECK: %[[T:.*]] = nv_tileaa.print "n = %d, x = %f\0A", %[[N]], %[[X]] : i32, f32
    %t0 = print_tko "n = %d, x = %f\n", %n, %x : tile<i32>, tile<f32> -> token
    // CHECK: nv_tileaa.print "100%%\0A" token(%[[T]])
    %t1 = print_tko "100%%\n" token=%t0 -> token
    return
  }
}

// A tile of pointers is printed like any tile (its elements print as
// addresses when convert-tileas-to-llvm lowers the print).
cuda_tile.module @pointers {
  // CHECK-LABEL: nv_tileaa.func @k
  entry @k(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    // CHECK: nv_tileaa.print "%p\0A", %{{.*}} : tensor<4x!nv_tileaa.ptr<f32, global>>
    %t = print_tko "%p\n", %ps : tile<4xptr<f32>> -> token
    return
  }
}
