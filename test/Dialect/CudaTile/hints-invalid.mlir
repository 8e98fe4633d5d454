// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @+1 {{expected dictionary attribute for optimization_hints entry `sm_100` got value=2 : i64}}
  entry @k() optimization_hints=<sm_100 = 2> {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{duplicate optimization_hints key `sm_100`}}
  entry @k() optimization_hints=<sm_100 = {}, sm_100 = {}> {}
}
