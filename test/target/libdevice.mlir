// libdevice is linked when a `__nv_*` function is called (serialize-isa.mlir
// shows that it is not looked for otherwise).
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=isa toolkit=%cuda-toolkit})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%cuda-toolkit})' | FileCheck %s --check-prefix=BIN

// The body of __nv_expf is inlined: no call, no declaration left.
// CHECK-LABEL: gpu.binary @exp
// CHECK-SAME: .visible .entry exp(
// CHECK-NOT: __nv_expf
// CHECK-SAME: ex2.approx
// CHECK-NOT: __nv_expf
// BIN-LABEL: gpu.binary @exp
// BIN-SAME: bin = "\7FELF
module attributes {gpu.container_module} {
  gpu.module @exp [#tileiras.target<chip = "sm_90a">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @exp(%p: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %idx = llvm.zext %tid : i32 to i64
      %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %x = llvm.load %addr : !llvm.ptr<1> -> f32
      %y = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.store %y, %addr : f32, !llvm.ptr<1>
      llvm.return
    }
  }
}
