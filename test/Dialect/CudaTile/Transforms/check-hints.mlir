// RUN: %tileiras-opt %s -p 'builtin.module(cuda-tile-check-hints)' -split-input-file -verify-diagnostics

// Valid hints: no finding.
cuda_tile.module @ok {
  entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 1}, default = {occupancy = 32}> {}
}

// -----

// Every architecture key of 13.4, sm_107 (Rubin) among them; sm_101 is not
// one.
cuda_tile.module @keys {
  entry @k() optimization_hints=<sm_80 = {occupancy = 1}, sm_86 = {occupancy = 1}, sm_87 = {occupancy = 1}, sm_88 = {occupancy = 1}, sm_89 = {occupancy = 1}, sm_90 = {occupancy = 1}, sm_100 = {occupancy = 1}, sm_103 = {occupancy = 1}, sm_107 = {occupancy = 1}, sm_110 = {occupancy = 1}, sm_120 = {occupancy = 1}, sm_121 = {occupancy = 1}, default = {occupancy = 1}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+1 {{unknown hint key sm_101}}
  entry @k() optimization_hints=<sm_101 = {occupancy = 1}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+2 {{unknown hint key sm_100a}}
  // expected-warning @+1 {{expected 1 for sm_80.num_cta_in_cga}}
  entry @k() optimization_hints=<sm_100a = {num_cta_in_cga = 2}, sm_80 = {num_cta_in_cga = 2}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+3 {{expected power-of-two ≤ 16 for sm_100.num_cta_in_cga}}
  // expected-warning @+2 {{integer value in the range [1, 32] is expected for sm_100.occupancy}}
  // expected-warning @+1 {{expected power-of-two ≤ 32 for sm_100.num_worker_warps_per_cta}}
  entry @k() optimization_hints=<sm_100 = {num_cta_in_cga = 3, occupancy = 33, num_worker_warps_per_cta = 6}> {}
}

// -----

cuda_tile.module @m {
  // expected-warning @+2 {{latency is not known hint for current Operation}}
  // expected-warning @+1 {{integer value expected for default.occupancy}}
  entry @k() optimization_hints=<default = {latency = 3, occupancy = true}> {}
}


// -----

// Memory ops take `latency` (1..10); view loads and stores also `allow_tma`.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    %t, %tok = load_view_tko weak %v[%i] optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    // expected-warning @below {{integer value in the range [1, 10] is expected for sm_90.latency}}
    %x, %tok2 = load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 11}> : tile<ptr<f32>> -> tile<f32>, token
    // expected-warning @below {{allow_tma is not known hint for current Operation}}
    %tok3 = store_ptr_tko weak %p, %x optimization_hints = <sm_90 = {allow_tma = true}> : tile<ptr<f32>>, tile<f32> -> token
    // expected-warning @below {{boolean value expected for sm_100.allow_tma}}
    %tok4 = store_view_tko weak %t, %v[%i] optimization_hints = <sm_100 = {allow_tma = 1}> : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}
