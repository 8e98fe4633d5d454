// Diagnostics of convert-nv-tile-func-to-llvm.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm)' -split-input-file -verify-diagnostics

// The kernel-return policy; an empty return is fine.
// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m {
    nv_tileaa.func @k(%a: i32) kernel {
      // expected-error @below {{Kernel functions do not support return with operands}}
      // expected-error @below {{failed to legalize operation 'nv_tileaa.return'}}
      nv_tileaa.return %a : i32
    }
  }
}

// -----

// A PTX .entry has no results.
// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m {
    // expected-error @below {{Kernel functions do not support results}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k() -> i32 kernel {
      nv_tileaa.return
    }
  }
}

// -----

// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    // expected-error @below {{nv_tileaa.occupancy must be a positive integer, got 0 : i32}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 0 : i32} {
      nv_tileaa.return
    }
  }
}

// -----

// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    // expected-error @below {{nv_tileaa.occupancy must be a positive integer, got "2"}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = "2"} {
      nv_tileaa.return
    }
  }
}

// -----

// The target attributes must have their kinds.
// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m attributes {nv_tileaa.compute_capability = "90", nv_tileaa.target_spec = "sm_90a"} {
    // expected-error @below {{nv_tileaa.compute_capability must be an integer, got "90"}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
      nv_tileaa.return
    }
  }
}

// -----

// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = 90 : i32} {
    // expected-error @below {{nv_tileaa.target_spec must be a string, got 90 : i32}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
      nv_tileaa.return
    }
  }
}

// -----

// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    // expected-error @below {{nv_tileaa.kernel_spec must be a #nv_tileaa.kernel_spec, got 4 : i32}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = 4 : i32} {
      nv_tileaa.return
    }
  }
}

// -----

// A signature type without an LLVM form.
// expected-error @below {{region types conversion failed}}
module {
  gpu.module @m {
    // expected-error @below {{failed to convert function signature type for: tensor<128xf32>}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
    nv_tileaa.func @k(%t: tensor<128xf32>) kernel {
      nv_tileaa.return
    }
  }
}
