// PTX and bitcode need no CUDA toolkit when no libdevice function is called.
// RUN: env -u CUDA_HOME -u CUDA_PATH %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=isa toolkit=%t.no-toolkit})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=isa section=.tile_kernels})' | FileCheck %s --check-prefix=SECTION
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=llvm})' | FileCheck %s --check-prefix=OFFLOAD

module attributes {gpu.container_module} {
  // Launch facts come from the IR: the block from nvvm.reqntid (padded to three
  // dimensions), dynamic shared memory from tileiras.dynamic_smem_bytes (0 when
  // absent); no timings unless the target asks.
  // CHECK-LABEL: gpu.binary @store
  // CHECK-SAME: [#gpu.object<#tileiras.target<chip = "sm_90a">, properties = {kernels = {store = {block = array<i32: 128, 1, 1>, dynamic_smem = 1024 : i32}}}, assembly = "
  // CHECK-SAME: .target sm_90a
  // CHECK-SAME: .visible .entry store(
  // CHECK-SAME: .reqntid 128, 1, 1
  // CHECK-SAME: st.global.b32
  // CHECK-NOT: TimeInMs
  // SECTION-LABEL: gpu.binary @store
  // SECTION-SAME: properties = {kernels = {store = {block = array<i32: 128, 1, 1>, dynamic_smem = 1024 : i32}}, section = ".tile_kernels"}
  // OFFLOAD-LABEL: gpu.binary @store
  // OFFLOAD-SAME: [#gpu.object<#tileiras.target<chip = "sm_90a">, properties = {kernels = {store = {block = array<i32: 128, 1, 1>, dynamic_smem = 1024 : i32}}}, offload = "BC\C0\DE
  gpu.module @store [#tileiras.target<chip = "sm_90a">] {
    llvm.func @store(%p: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, tileiras.dynamic_smem_bytes = 1024 : i32} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %idx = llvm.zext %tid : i32 to i64
      %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %tid, %addr : i32, !llvm.ptr<1>
      llvm.return
    }
  }

  // One object per target; kernels without nvvm.reqntid have no block entry,
  // device functions are not listed.
  // CHECK-LABEL: gpu.binary @two
  // CHECK-SAME: [#gpu.object<#tileiras.target, properties = {kernels = {a = {dynamic_smem = 0 : i32}, b = {block = array<i32: 64, 2, 1>, dynamic_smem = 0 : i32}}}, assembly = "
  // CHECK-SAME: .version 7.0
  // CHECK-SAME: .target sm_80
  // CHECK-SAME: .visible .entry a()
  // CHECK-SAME: .visible .entry b()
  // CHECK-SAME: .reqntid 64, 2{{\\0A}}
  // CHECK-SAME: #gpu.object<#tileiras.target<chip = "sm_100a", features = "+ptx90">, properties = {kernels = {a = {dynamic_smem = 0 : i32}, b = {block = array<i32: 64, 2, 1>, dynamic_smem = 0 : i32}}}, assembly = "
  // CHECK-SAME: .version 9.0
  // CHECK-SAME: .target sm_100a
  gpu.module @two [#tileiras.target, #tileiras.target<chip = "sm_100a", features = "+ptx90">] {
    llvm.func @helper() {
      llvm.return
    }
    llvm.func @a() attributes {nvvm.kernel} {
      llvm.call @helper() : () -> ()
      llvm.return
    }
    llvm.func @b() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 2>} {
      llvm.return
    }
  }
}
