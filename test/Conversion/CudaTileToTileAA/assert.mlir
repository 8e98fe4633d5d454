// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @k
  entry @k(%c: tile<i1>) {
    // CHECK: nv_tileaa.assert %{{.*}}, "all lanes" : tensor<8xi1>
    %t = constant <i1: true> : tile<8xi1>
    assert %t, "all lanes" : tile<8xi1>
    // CHECK: nv_tileaa.assert %{{.*}}, "scalar" : i1
    assert %c, "scalar" : tile<i1>
    return
  }
}
