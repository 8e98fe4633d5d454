// cute-kernel-to-nvvm: cute.kernel becomes nvvm.kernel on llvm.func.
// RUN: %tileiras-opt %s -p 'builtin.module(cute-kernel-to-nvvm)' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,cute-kernel-to-nvvm)' | FileCheck %s --check-prefix=CHAIN

// CHECK-LABEL: llvm.func @k
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>}
// CHECK-LABEL: llvm.func @helper()
// CHECK-NOT: nvvm.kernel
// CHECK-LABEL: llvm.func @unmarked
// CHECK-SAME: attributes {nvvm.reqntid = array<i32: 64, 1, 1>}
gpu.module @m {
  llvm.func @k() attributes {cute.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    llvm.return
  }
  llvm.func @helper() {
    llvm.return
  }
  llvm.func @unmarked() attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
    llvm.return
  }
}

// The two passes in a row: a kernel becomes an nvvm.kernel, a helper not.
// CHAIN-LABEL: llvm.func @tile_kernel
// CHAIN-SAME: nvvm.kernel
// CHAIN-NOT: cute.kernel
// CHAIN-LABEL: llvm.func @tile_helper()
// CHAIN-NOT: nvvm.kernel
gpu.module @n attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @tile_kernel() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    nv_tileaa.return
  }
  nv_tileaa.func @tile_helper() {
    nv_tileaa.return
  }
}
