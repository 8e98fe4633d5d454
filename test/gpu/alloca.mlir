// test/pipelines/alloca.mlir on this machine's GPU: three tile blocks each
// reverse 512 elements through scratch memory from the device heap.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/alloca.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/alloca.mlir
// RUN: %tileiras-run %t/alloca.mlir --grid=3 --seed=5 --dry-run --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --out=x:%t/x.bin
// RUN: %python %S/Inputs/reverse_ref.py %t/x.bin %t/ref.bin
// RUN: %tileiras-run %t/alloca.mlir --grid=3 --seed=5 --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --compare=y:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare y: 1536 elements match
