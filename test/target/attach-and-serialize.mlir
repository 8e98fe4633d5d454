// tileiras-attach-target then gpu-module-to-binary: the chip read from the
// nv_tileaa attributes reaches the PTX, and the attributes do not disturb the
// translation.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras-attach-target{chip=sm_80},gpu-module-to-binary{format=isa})' | FileCheck %s

// CHECK: gpu.binary @k [#gpu.object<#tileiras.target<chip = "sm_90a">, properties = {kernels = {k = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32}}}, assembly = "
// CHECK-SAME: .target sm_90a
// CHECK-SAME: .visible .entry k()
module attributes {gpu.container_module} {
  gpu.module @k attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    llvm.func @k() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      llvm.return
    }
  }
}
