// The lifecycle of tt.num_warps (seed 003): tt.num_warps = 4 ->
// nv_tileaa.kernel_spec<num_warps = 4> -> nvvm.reqntid = 128 -> the PTX
// directive .reqntid 128, 1, 1. The body is already LLVM/NVVM; only the
// boundary is nv_tileaa.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas,convert-nv-tile-func-to-llvm,cute-kernel-to-nvvm,tileiras-attach-target{toolkit=%cuda-toolkit},gpu-module-to-binary{format=isa})' | FileCheck %s

// CHECK: gpu.binary @m [#gpu.object<#tileiras.target<chip = "sm_90a"{{.*}}>, properties = {kernels = {store_tid = {block = array<i32: 128, 1, 1>
// CHECK-SAME: .visible .entry store_tid(
// CHECK-SAME: .param .u64 .ptr .global {{.*}}store_tid_param_0,
// CHECK-SAME: .param .u32 store_tid_param_1
// CHECK-SAME: .reqntid 128, 1, 1
// CHECK-SAME: .minnctapersm 1
// CHECK-SAME: st.global.b32
module attributes {gpu.container_module, tt.num_warps = 4 : i32} {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    nv_tileaa.func @store_tid(%out: !nv_tileaa.ptr<f32, global>, %n: i32) kernel {
      %p = builtin.unrealized_conversion_cast %out : !nv_tileaa.ptr<f32, global> to !llvm.ptr<1>
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %v = llvm.sitofp %tid : i32 to f32
      %q = llvm.getelementptr %p[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %v, %q : f32, !llvm.ptr<1>
      nv_tileaa.return
    }
  }
}
