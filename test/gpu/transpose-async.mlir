// test/pipelines/transpose-async.mlir on this machine's GPU: a 32x32
// transpose whose tile reaches shared memory by cp.async.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/transpose-async.mlir -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse,convert-tile-modifiers-to-nvvm),cute-kernel-to-nvvm,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm,convert-math-to-llvm),reconcile-unrealized-casts,tileiras-attach-target{chip=%gpu-chip},gpu-module-to-binary)' -o %t/transpose.mlir
// RUN: %tileiras-run %t/transpose.mlir --grid=1 --seed=10 --dry-run --buffer=x:f32:1024:random \
// RUN:   --buffer=y:f32:1024:zeros --out=x:%t/x.bin
// RUN: %python %S/Inputs/transpose_ref.py %t/x.bin %t/ref.bin
// RUN: %tileiras-run %t/transpose.mlir --grid=1 --seed=10 --buffer=x:f32:1024:random \
// RUN:   --buffer=y:f32:1024:zeros --compare=y:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare y: 1024 elements match
