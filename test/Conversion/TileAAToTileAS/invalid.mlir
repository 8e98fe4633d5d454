// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas)' -split-input-file -verify-diagnostics
// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{num-warps=0})' 2>&1 | FileCheck %s --check-prefix=WARPS

// WARPS: num-warps must be in [1, 32], got 0

// An arith op on tensors without a TileAS counterpart cannot be lowered; the
// failure names the gpu.module (the cuda_tile.module it came from).
module {
  // expected-error @below {{expect lower MakeTiledTMADescOp}}
  gpu.module @m {
    nv_tileaa.func @f(%a: tensor<4xi32>) {
      // expected-error @below {{failed to legalize operation 'arith.mului_extended'}}
      %lo, %hi = arith.mului_extended %a, %a : tensor<4xi32>
      nv_tileaa.return
    }
  }
}
