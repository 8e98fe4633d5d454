// test/pipelines/pack-f4.mlir on this machine's GPU: bytes unpacked to
// f4E2M1FN values (read as f32) and packed back.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/pack-f4.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/pack.mlir
// RUN: %tileiras-run %t/pack.mlir --grid=1 --seed=3 --dry-run --buffer=x:i8:32:random \
// RUN:   --buffer=y:f32:64:zeros --buffer=z:i8:32:zeros --out=x:%t/x.bin
// RUN: %python %S/Inputs/pack_f4_ref.py %t/x.bin %t
// RUN: %tileiras-run %t/pack.mlir --grid=1 --seed=3 --buffer=x:i8:32:random \
// RUN:   --buffer=y:f32:64:zeros --buffer=z:i8:32:zeros \
// RUN:   --compare=y:%t/y.bin:rtol=0,atol=0 --compare=z:%t/z.bin | FileCheck %s
// CHECK-DAG: compare y: 64 elements match
// CHECK-DAG: compare z: 32 elements match
