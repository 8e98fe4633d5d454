// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s

// Hints round-trip; architecture entries print in key order, empty
// dictionaries are kept, unknown keys are preserved.

cuda_tile.module @hints {
  // CHECK: entry @k() optimization_hints=<sm_100 = {num_cta_in_cga = 2}, sm_120 = {num_cta_in_cga = 2, occupancy = 2}> {
  entry @k() optimization_hints=<sm_120 = {num_cta_in_cga = 2, occupancy = 2}, sm_100 = {num_cta_in_cga = 2}> {
  }
  // CHECK: entry @empty() optimization_hints=<sm_89 = {}> {
  entry @empty() optimization_hints=<sm_89 = {}> {
  }
  // CHECK: entry @none() {
  entry @none() optimization_hints=<> {
  }
  // CHECK: entry @unknown() optimization_hints=<default = {occupancy = 4}, sm_100a = {future_hint = true}> {
  entry @unknown() optimization_hints=<sm_100a = {future_hint = true}, default = {occupancy = 4}> {
  }
}
