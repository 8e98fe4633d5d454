// Types without an LLVM form in a signature. Tiles (ranked tensors) have no
// per-thread form until the distributed layout encoding exists.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm)' -split-input-file -verify-diagnostics

// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m {
    // expected-error @below {{failed to convert function signature type for: tensor<4xf32>}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @tile_argument(%a: i32, %t: tensor<4xf32>) {
      nv_tileaa.return
    }
  }
}

// -----

// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m {
    // expected-error @below {{failed to convert function signature type for: tensor<8x!nv_tileaa.ptr<f32, global>>}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @tile_result(%a: i32) -> tensor<8x!nv_tileaa.ptr<f32, global>>
  }
}
