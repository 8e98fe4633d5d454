// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas)' -split-input-file | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{num-warps=8})' -split-input-file | FileCheck %s --check-prefix=OPT

// Without hints: the option (default 4).
// CHECK-LABEL: nv_tileaa.func @plain
// CHECK-SAME: nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>
// OPT-LABEL: nv_tileaa.func @plain
// OPT-SAME: nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>
gpu.module @m {
  nv_tileaa.func @plain() kernel {
    nv_tileaa.return
  }
  // Functions that are not kernels get no launch specification.
  // CHECK-LABEL: nv_tileaa.func @helper()
  // CHECK-NOT: kernel_spec
  nv_tileaa.func @helper() {
    nv_tileaa.return
  }
}

// -----

// The module's tt.num_warps wins over the option.
// CHECK-LABEL: nv_tileaa.func @triton
// CHECK-SAME: #nv_tileaa.kernel_spec<num_warps = 2, cluster = [1, 1, 1]>
// OPT-LABEL: nv_tileaa.func @triton
// OPT-SAME: #nv_tileaa.kernel_spec<num_warps = 2, cluster = [1, 1, 1]>
module attributes {tt.num_warps = 2 : i32} {
  gpu.module @m {
    nv_tileaa.func @triton() kernel {
      nv_tileaa.return
    }
  }
}

// -----

// The hints of the target (sm_90a reads sm_90) win, then `default`.
// CHECK-LABEL: nv_tileaa.func @hinted
// CHECK-SAME: nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [2, 1, 1]>
// CHECK-SAME: nv_tileaa.occupancy = 3 : i32
// CHECK-LABEL: nv_tileaa.func @fallback
// CHECK-SAME: nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [4, 1, 1]>
module attributes {tt.num_warps = 2 : i32} {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    nv_tileaa.func @hinted() kernel attributes {optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_worker_warps_per_cta = 8, num_cta_in_cga = 2, occupancy = 3}, sm_100 = {num_cta_in_cga = 8}>} {
      nv_tileaa.return
    }
    nv_tileaa.func @fallback() kernel attributes {optimization_hints = #cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 8}, default = {num_worker_warps_per_cta = 4, num_cta_in_cga = 4}>} {
      nv_tileaa.return
    }
  }
}
