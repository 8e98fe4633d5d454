// The whole cascade with one pipeline: cuda_tile to cubin, for each target.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefixes=CHECK,SM80
// RUN: %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefixes=CHECK,SM100

// CHECK: gpu.binary @vector_add
// (sm_80 is the default chip, so the target prints without parameters.)
// SM80-SAME: #gpu.object<#tileiras.target, properties
// SM90-SAME: #tileiras.target<chip = "sm_90a">
// SM100-SAME: #tileiras.target<chip = "sm_100a">
// One CTA of 4 warps per tile block, no spills, no shared memory.
// CHECK-SAME: kernels = {vector_add = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 0 : i32}}
// CHECK-SAME: bin = "\7FELF
