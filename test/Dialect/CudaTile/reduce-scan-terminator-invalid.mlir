// RUN: %cuda-tile-opt %s -allow-unregistered-dialect -verify-diagnostics

// A body that ends in anything but `yield` is rejected.
cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: [1.0, 2.0]> : tile<2xf32>
    // expected-error @below {{'cuda_tile.reduce' op expects the body to end in 'cuda_tile.yield'}}
    %r = "cuda_tile.reduce"(%c) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      "test.terminator"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<2xf32>) -> !cuda_tile.tile<f32>
  }
}
