// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' -split-input-file -verify-diagnostics

// Ops this stage does not lower yet fail the pass where they stand.

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    // expected-error @below {{'cuda_tile.print_tko' op printing a tile of pointers is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.print_tko'}}
    %t = print_tko "%p\n", %ps : tile<4xptr<f32>> -> token
  }
}

