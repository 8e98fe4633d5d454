// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

// Defaults (O = 3, nvptx64-nvidia-cuda, sm_80, no knobs) are not printed.
// CHECK: gpu.module @defaults [#tileiras.target] {
gpu.module @defaults [#tileiras.target] {
}

// CHECK: gpu.module @spelled_defaults [#tileiras.target] {
gpu.module @spelled_defaults [#tileiras.target<O = 3, triple = "nvptx64-nvidia-cuda", chip = "sm_80", max_registers = 0, timings = false>] {
}

// CHECK: gpu.module @all [#tileiras.target<O = 1, chip = "sm_90a", features = "+ptx88", flags = {fast, "ptxas-cmd-options" = ["-lineinfo"]}, link = ["/tmp/a.bc"], toolkit = "/opt/cuda", ptxas_opts = ["--warn-on-spills"], max_registers = 128, timings = true>] {
gpu.module @all [#tileiras.target<O = 1, chip = "sm_90a", features = "+ptx88", flags = {fast, "ptxas-cmd-options" = ["-lineinfo"]}, link = ["/tmp/a.bc"], toolkit = "/opt/cuda", ptxas_opts = ["--warn-on-spills"], max_registers = 128, timings = true>] {
}

// Next to other targets, in any order of parameters.
// CHECK: gpu.module @mixed [#nvvm.target<chip = "sm_90">, #tileiras.target<O = 0, chip = "sm_100a">] {
gpu.module @mixed [#nvvm.target<chip = "sm_90">, #tileiras.target<chip = "sm_100a", O = 0>] {
}

// The kernel attribute for dynamic shared memory.
// CHECK: gpu.module @smem
// CHECK: llvm.func @k() attributes {nvvm.kernel, tileiras.dynamic_smem_bytes = 49152 : i32}
gpu.module @smem [#tileiras.target<chip = "sm_90a">] {
  llvm.func @k() attributes {nvvm.kernel, tileiras.dynamic_smem_bytes = 49152 : i32} {
    llvm.return
  }
}
