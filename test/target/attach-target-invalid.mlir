// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(tileiras-attach-target)'
// RUN: not %tileiras-opt %s -split-input-file -p 'builtin.module(tileiras-attach-target{module=[})' 2>&1 | FileCheck %s --check-prefix=REGEX
// RUN: not %tileiras-opt %s -split-input-file -p 'builtin.module(tileiras-attach-target{chip=sm_80 O=7})' 2>&1 | FileCheck %s --check-prefix=LEVEL

// REGEX: error: invalid module regex '[': brackets ([ ]) not balanced
// LEVEL: attach-target-invalid.mlir:[[# @LINE + 5]]:3: error: optimization level O = 7 is outside 0..3

// Neither an nv_tileaa attribute nor the chip option.
module attributes {gpu.container_module} {
  // expected-error @below {{Failed to get ComputeCapability}}
  gpu.module @k {
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{'nv_tileaa.target_spec' = "sm_90a" does not match 'nv_tileaa.compute_capability' = 100}}
  gpu.module @k attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_90a"} {
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{'nv_tileaa.compute_capability' must be an integer and 'nv_tileaa.target_spec' a string}}
  gpu.module @k attributes {nv_tileaa.compute_capability = "90"} {
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{unknown chip 'sm_70'}}
  gpu.module @k attributes {nv_tileaa.compute_capability = 70 : i32} {
  }
}

// -----

// The target's SM checks run on the result: a Hopper op under sm_80.
module attributes {gpu.container_module} {
  gpu.module @k attributes {nv_tileaa.compute_capability = 80 : i32} {
    llvm.func @k() attributes {nvvm.kernel} {
      // expected-error @below {{'nvvm.wgmma.fence.aligned' op is not supported on sm_80}}
      nvvm.wgmma.fence.aligned
      llvm.return
    }
  }
}

// -----

// A #tileiras.target for another chip than the module was lowered for.
module attributes {gpu.container_module} {
  // expected-error @below {{gpu.module already carries a conflicting target}}
  // expected-note @below {{#tileiras.target<chip = "sm_100a"> is for sm_100a, the module is lowered for sm_80}}
  gpu.module @k [#tileiras.target<chip = "sm_100a">] attributes {nv_tileaa.compute_capability = 80 : i32} {
  }
}
