// nvvm.maxnreg from nv_tileaa.occupancy: 65536 registers per SM shared by
// `occupancy` CTAs (at most the SM's resident threads), rounded down to a
// multiple of 8, at most 255.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm)' -split-input-file | FileCheck %s

// sm_90, 128 threads per CTA, 2048 resident threads.
// CHECK-LABEL: llvm.func @occ1
// CHECK-SAME: nvvm.maxnreg = 255 : i32
// CHECK-LABEL: llvm.func @occ2
// CHECK-SAME: nvvm.maxnreg = 255 : i32
// CHECK-LABEL: llvm.func @occ3
// CHECK-SAME: nvvm.maxnreg = 168 : i32
// CHECK-LABEL: llvm.func @occ4
// CHECK-SAME: nvvm.maxnreg = 128 : i32
// CHECK-LABEL: llvm.func @occ8
// CHECK-SAME: nvvm.maxnreg = 64 : i32
// CHECK-LABEL: llvm.func @occ16
// CHECK-SAME: nvvm.maxnreg = 32 : i32
// More CTAs than fit: the thread limit binds.
// CHECK-LABEL: llvm.func @occ32
// CHECK-SAME: nvvm.maxnreg = 32 : i32
// 256 threads per CTA.
// CHECK-LABEL: llvm.func @warps8_occ2
// CHECK-SAME: nvvm.maxnreg = 128 : i32
// No occupancy, no maxnreg.
// CHECK-LABEL: llvm.func @none
// CHECK-NOT: nvvm.maxnreg
gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @occ1() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 1 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @occ2() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 2 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @occ3() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 3 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @occ4() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 4 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @occ8() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 8 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @occ16() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 16 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @occ32() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 32 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @warps8_occ2() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 2 : i32} {
    nv_tileaa.return
  }
  nv_tileaa.func @none() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    nv_tileaa.return
  }
}

// -----

// sm_89 holds 1536 threads: 16 CTAs of 128 get 42 -> 40 registers.
// CHECK-LABEL: llvm.func @ada_occ16
// CHECK-SAME: nvvm.maxnreg = 40 : i32
gpu.module @m attributes {nv_tileaa.compute_capability = 89 : i32, nv_tileaa.target_spec = "sm_89"} {
  nv_tileaa.func @ada_occ16() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 16 : i32} {
    nv_tileaa.return
  }
}

// -----

// sm_80: 5 CTAs of 128 threads get 102 -> 96 registers.
// CHECK-LABEL: llvm.func @ampere_occ5
// CHECK-SAME: nvvm.maxnreg = 96 : i32
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @ampere_occ5() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>, nv_tileaa.occupancy = 5 : i32} {
    nv_tileaa.return
  }
}
