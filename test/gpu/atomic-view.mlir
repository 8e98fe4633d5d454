// test/pipelines/atomic-view.mlir on this machine's GPU: 5 tile blocks add
// their rows into one row with atomic_red_view_tko; the result is the sum
// of the rows, whatever the order of the additions (hence the tolerance).
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/atomic-view.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/sum.mlir
// RUN: %tileiras-run %t/sum.mlir --grid=5 --seed=8 --dry-run --buffer=x:f32:1280:random \
// RUN:   --buffer=y:f32:256:zeros --i64=5 --out=x:%t/x.bin
// RUN: %python %S/Inputs/column_sum_ref.py %t/x.bin 5 %t/ref.bin
// RUN: %tileiras-run %t/sum.mlir --grid=5 --seed=8 --buffer=x:f32:1280:random \
// RUN:   --buffer=y:f32:256:zeros --i64=5 --compare=y:%t/ref.bin:rtol=1e-5,atol=1e-6 | FileCheck %s
// CHECK: compare y: 256 elements match
