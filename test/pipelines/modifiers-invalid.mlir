// A modifier without a lowering stops the pipeline at its op instead of
// being dropped by the arith lowering.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras-to-nvvm{chip=sm_90a})' -verify-diagnostics

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %p: tile<ptr<f8E8M0FNU>>) {
    // expected-error @below {{'arith.truncf' op modifier rounding<positive_inf> is not supported on this op}}
    %f = ftof %x rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    %t = store_ptr_tko weak %p, %f : tile<ptr<f8E8M0FNU>>, tile<f8E8M0FNU> -> token
    return
  }
}
