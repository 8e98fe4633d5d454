// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' -verify-diagnostics
// A global's alignment beyond 1 MiB is refused before any PTX exists
// (ptxas rejects 2^32 and spends minutes and gigabytes on 2^31).
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op alignment 2147483648 is above the 1048576 bytes a global may ask}}
  // expected-error @below {{failed to legalize operation 'cuda_tile.global'}}
  global @g alignment = 2147483648 <f32: [1.0, 2.0]> : tile<2xf32>
}
