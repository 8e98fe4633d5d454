// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' -split-input-file -verify-diagnostics

// Ops this stage does not lower yet fail the pass where they stand.

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{failed to legalize operation 'cuda_tile.alloca'}}
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    return
  }
}
