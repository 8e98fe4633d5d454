// examples/count_positive.mlir on this machine's GPU: the count of positive
// elements (a reduce through shared memory, then one elected atomic per tile
// block) and the in-place zeroing of negative elements, checked against a
// Python reference. n = 1000 ends inside the eighth tile block, and the
// buffer is longer than n, so the masked tail is checked too.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/count_positive.mlir
// RUN: %tileiras-run %t/count_positive.mlir --grid=8 --seed=5 --dry-run \
// RUN:   --buffer=x:f32:1100:random --buffer=counter:i32:1:zeros --i32=1000 \
// RUN:   --out=x:%t/x.bin
// RUN: %python %S/Inputs/count_positive_ref.py %t/x.bin 1000 %t/x_ref.bin %t/count_ref.bin
// RUN: %tileiras-run %t/count_positive.mlir --grid=8 --seed=5 \
// RUN:   --buffer=x:f32:1100:random --buffer=counter:i32:1:zeros --i32=1000 \
// RUN:   --compare=x:%t/x_ref.bin:rtol=0,atol=0 --compare=counter:%t/count_ref.bin | FileCheck %s
// CHECK: kernel count_positive: grid 8x1x1, block 128x1x1, dynamic smem 0
// CHECK-DAG: compare x: 1100 elements match
// CHECK-DAG: compare counter: 1 elements match
