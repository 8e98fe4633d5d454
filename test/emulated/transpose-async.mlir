// test/gpu/transpose-async.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/transpose-async.mlir: a 32x32
// transpose whose tile reaches shared memory by cp.async.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/transpose-async.mlir -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' \
// RUN:   --mlir-print-op-generic -o %t/transpose.mlir
// RUN: %tileiras-emulate %t/transpose.mlir --grid=1 --seed=10 --dry-run --buffer=x:f32:1024:random \
// RUN:   --buffer=y:f32:1024:zeros --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/transpose_ref.py %t/x.bin %t/ref.bin
// RUN: %tileiras-emulate %t/transpose.mlir --grid=1 --seed=10 --buffer=x:f32:1024:random \
// RUN:   --buffer=y:f32:1024:zeros --compare=y:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare y: 1024 elements match

