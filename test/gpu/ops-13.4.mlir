// The operations Tile IR 13.4 adds on this machine's GPU (the emulated twin:
// test/emulated/ops-13.4.mlir): fpowi through libdevice, insert through
// shared memory, griddepcontrol wait / launch_dependents (sm_90 and newer)
// and fence.proxy.alias, against the interpreter.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %S/../emulated/Inputs/ops-13.4.mlir --seed=5 --buffer=x:f32:128:random \
// RUN:   --buffer=n:i32:128:random --buffer=y:f32:128:zeros --buffer=z:f32:128:zeros \
// RUN:   --out=y:%t/y.bin --out=z:%t/z.bin
// RUN: %tileiras-opt %S/../emulated/Inputs/ops-13.4.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/ops.mlir
// RUN: %tileiras-run %t/ops.mlir --grid=1 --seed=5 --buffer=x:f32:128:random --buffer=n:i32:128:random \
// RUN:   --buffer=y:f32:128:zeros --buffer=z:f32:128:zeros \
// RUN:   --compare=y:%t/y.bin:rtol=1e-6,atol=0 --compare=z:%t/z.bin:rtol=1e-3,atol=0 | FileCheck %s
// CHECK: compare y: 128 elements match
// CHECK: compare z: 128 elements match
