// A conversion without a lowering (here f32 to f8E8M0FNU, with its
// directed rounding) stops the pipeline at its op instead of being dropped
// or reaching LLVM.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras-to-nvvm{chip=sm_90a})' -verify-diagnostics

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %p: tile<ptr<f8E8M0FNU>>) {
    // expected-error @below {{'arith.truncf' op conversion from 'f32' to 'f8E8M0FNU' is not lowered yet}}
    // expected-error @below {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
    %f = ftof %x rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    %t = store_ptr_tko weak %p, %f : tile<ptr<f8E8M0FNU>>, tile<f8E8M0FNU> -> token
    return
  }
}
