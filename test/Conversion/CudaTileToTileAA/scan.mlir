// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// scan becomes nv_tileaa.scan with its direction; the body as for reduce.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @scans
  entry @scans() {
    %x = iota : tile<8xi32>
    // CHECK: nv_tileaa.scan %{{.*}} dim = 0 reverse = true identities = [0 : i32] : tensor<8xi32> -> tensor<8xi32> {
    // CHECK: ^bb0(%[[E:.*]]: i32, %[[A:.*]]: i32):
    // CHECK:   %[[S:.*]] = arith.addi %[[E]], %[[A]] : i32
    // CHECK:   nv_tileaa.yield %[[S]] : i32
    %s = scan %x dim=0 reverse=true identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %n = addi %e, %acc : tile<i32>
      yield %n : tile<i32>
    }
    return
  }
}
