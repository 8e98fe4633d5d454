// test/pipelines/pack.mlir on this machine's GPU: pack and unpack keep the
// bytes of the tile, in order.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/pack.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/pack.mlir
// RUN: %tileiras-run %t/pack.mlir --grid=1 --seed=2 --dry-run --buffer=x:f16:64:random \
// RUN:   --buffer=b:i8:128:zeros --buffer=y:f32:32:zeros --out=x:%t/x.bin
// RUN: %python %S/Inputs/pack_ref.py %t/x.bin %t
// RUN: %tileiras-run %t/pack.mlir --grid=1 --seed=2 --buffer=x:f16:64:random \
// RUN:   --buffer=b:i8:128:zeros --buffer=y:f32:32:zeros \
// RUN:   --compare=b:%t/b.bin --compare=y:%t/y.bin:rtol=0,atol=0 | FileCheck %s
// CHECK-DAG: compare b: 128 elements match
// CHECK-DAG: compare y: 32 elements match
