// RUN: %tileiras-opt %s -p 'builtin.module(cuda-tile-check-hints)' -split-input-file -verify-diagnostics

// Valid hints: no finding.
cuda_tile.module @ok {
  entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 1}, default = {occupancy = 32}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+2 {{unknown hint key sm_100a}}
  // expected-warning @+1 {{expected 1 for sm_80.num_cta_in_cga}}
  entry @k() optimization_hints=<sm_100a = {num_cta_in_cga = 2}, sm_80 = {num_cta_in_cga = 2}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+3 {{expected power-of-two <= 16 for sm_100.num_cta_in_cga}}
  // expected-warning @+2 {{integer value in the range [1, 32] is expected for sm_100.occupancy}}
  // expected-warning @+1 {{expected power-of-two <= 32 for sm_100.num_worker_warps_per_cta}}
  entry @k() optimization_hints=<sm_100 = {num_cta_in_cga = 3, occupancy = 33, num_worker_warps_per_cta = 6}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+2 {{latency is not a known hint for cuda_tile.entry}}
  // expected-warning @+1 {{integer value expected for default.occupancy}}
  entry @k() optimization_hints=<default = {latency = 3, occupancy = true}> {}
}

