// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%cuda-toolkit})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=fatbin toolkit=%cuda-toolkit})' | FileCheck %s --check-prefix=FATBIN

// ptxas's report per kernel next to the launch facts; a cubin is an ELF, a
// fatbin starts with its magic 0xBA55ED50.

module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.binary @sm80
  // CHECK-SAME: [#gpu.object<#tileiras.target, properties = {kernels = {store = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[1-9][0-9]*}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 256 : i32}}}, bin = "\7FELF
  // FATBIN-LABEL: gpu.binary @sm80
  // FATBIN-SAME: [#gpu.object<#tileiras.target, properties = {kernels = {store = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[1-9][0-9]*}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 256 : i32}}}, "P\EDU\BA
  gpu.module @sm80 [#tileiras.target] {
    llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i32>
    llvm.func @store(%p: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %idx = llvm.zext %tid : i32 to i64
      %c63 = llvm.mlir.constant(63 : i64) : i64
      %slot = llvm.and %idx, %c63 : i64
      %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
      %s = llvm.getelementptr %buf[%slot] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %tid, %s : i32, !llvm.ptr<3>
      nvvm.barrier0
      %v = llvm.load %s : !llvm.ptr<3> -> i32
      %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %v, %addr : i32, !llvm.ptr<1>
      llvm.return
    }
  }

  // CHECK-LABEL: gpu.binary @sm90a
  // CHECK-SAME: [#gpu.object<#tileiras.target<chip = "sm_90a">, properties = {kernels = {fence = {block = array<i32: 128, 1, 1>, dynamic_smem = 98304 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 0 : i32}}}, bin = "\7FELF
  gpu.module @sm90a [#tileiras.target<chip = "sm_90a">] {
    llvm.func @fence() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, tileiras.dynamic_smem_bytes = 98304 : i32} {
      nvvm.wgmma.fence.aligned
      llvm.return
    }
  }

  // Timings only when asked for.
  // CHECK-LABEL: gpu.binary @sm100a
  // CHECK-SAME: [#gpu.object<#tileiras.target<chip = "sm_100a", timings = true>, properties = {ISAToBinaryTimeInMs = {{[0-9]+}} : i64, LLVMIRToISATimeInMs = {{[0-9]+}} : i64, kernels = {store = {block = array<i32: 256, 1, 1>, dynamic_smem = 0 : i32, registers = {{[1-9][0-9]*}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 0 : i32}}}, bin = "\7FELF
  gpu.module @sm100a [#tileiras.target<chip = "sm_100a", timings = true>] {
    llvm.func @store(%p: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %idx = llvm.zext %tid : i32 to i64
      %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %tid, %addr : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}
