// ptxas accepts the instructions the modifiers become (see modifiers-ptx.mlir).
// REQUIRES: ptxas
// RUN: %tileiras-opt %S/modifiers-ptx.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s
// RUN: %tileiras-opt %S/modifiers-ptx.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s

// CHECK: gpu.binary @modifiers
// CHECK-SAME: kernels = {modifiers = {block = array<i32: 128, 1, 1>
// CHECK-SAME: bin = "
