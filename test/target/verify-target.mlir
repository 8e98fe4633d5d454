// The target's SM checks are NVVM's: an op the chip lacks is a diagnostic
// (without them, LLVM instruction selection aborts the process).
// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu-module-to-binary{format=isa})'

module attributes {gpu.container_module} {
  gpu.module @hopper_op [#tileiras.target<chip = "sm_80">] {
    llvm.func @k() attributes {nvvm.kernel} {
      // expected-error @below {{'nvvm.wgmma.fence.aligned' op is not supported on sm_80}}
      nvvm.wgmma.fence.aligned
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @blackwell_op [#tileiras.target<chip = "sm_90a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      // expected-error @below {{'nvvm.tcgen05.fence' op is not supported on sm_90a}}
      nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
      llvm.return
    }
  }
}
