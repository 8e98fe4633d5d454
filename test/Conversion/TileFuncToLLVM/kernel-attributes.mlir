// The kernel attribute table of convert-nv-tile-func-to-llvm.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm)' -split-input-file | FileCheck %s

// sm_90a, a cluster of two CTAs: every row; the kernel spec stays.
// CHECK-LABEL: llvm.func @hopper_cluster
// CHECK-SAME: attributes {cute.kernel, nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>, nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// A cluster of one CTA needs no cluster directive.
// CHECK-LABEL: llvm.func @hopper_single
// CHECK-SAME: attributes {cute.kernel, nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 256, 1, 1>}
// The whole cluster shape is carried.
// CHECK-LABEL: llvm.func @hopper_2d
// CHECK-SAME: nvvm.cluster_dim = array<i32: 1, 2, 2>
// CHECK-SAME: nvvm.reqntid = array<i32: 32, 1, 1>
gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @hopper_cluster(%p: !nv_tileaa.ptr<f32, global>) kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>} {
    nv_tileaa.return
  }
  nv_tileaa.func @hopper_single() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>} {
    nv_tileaa.return
  }
  nv_tileaa.func @hopper_2d() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 1, cluster = [1, 2, 2]>} {
    nv_tileaa.return
  }
}

// -----

// sm_80 has no clusters: the cluster shape gives no directive.
// CHECK-LABEL: llvm.func @ampere_cluster
// CHECK-SAME: attributes {cute.kernel, nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @ampere_cluster() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>} {
    nv_tileaa.return
  }
}

// -----

// sm_100a with clusters; the target attributes may sit on the function.
// CHECK-LABEL: llvm.func @blackwell
// CHECK-SAME: nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 4, 1, 1>
gpu.module @m {
  nv_tileaa.func @blackwell() kernel attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a", nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [4, 1, 1]>} {
    nv_tileaa.return
  }
}

// -----

// Without any one of kernel spec, compute capability and target spec, only
// the signature is rewritten; the attributes present stay.
// CHECK-LABEL: llvm.func @no_target_spec
// CHECK-SAME: attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>}
// CHECK-NOT: nvvm.
// CHECK-NOT: cute.kernel
// CHECK: llvm.func @no_kernel_spec() {
gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @no_target_spec() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>} {
    nv_tileaa.return
  }
  nv_tileaa.func @no_kernel_spec() kernel {
    nv_tileaa.return
  }
}

// -----

// CHECK-LABEL: llvm.func @no_compute_capability
// CHECK-SAME: attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>}
// CHECK-NOT: nvvm.
// CHECK-NOT: cute.kernel
gpu.module @m attributes {nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @no_compute_capability() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [2, 1, 1]>} {
    nv_tileaa.return
  }
}
