// RUN: %tileiras-opt %s -p 'builtin.module(cuda-tile-check-hints{werror=true})' -split-input-file -verify-diagnostics

// With werror, an op with findings also gets an error and the pass fails.
cuda_tile.module @m {
  // expected-warning @below {{unknown hint key sm_100a}}
  // expected-error @below {{Optimization hints verification failed}}
  entry @k() optimization_hints=<sm_100a = {num_cta_in_cga = 2}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @below {{num_qqq is not known hint for current Operation}}
  // expected-error @below {{Optimization hints verification failed}}
  entry @k() optimization_hints=<sm_100 = {num_qqq = 1}> {}
}
