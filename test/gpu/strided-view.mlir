// test/pipelines/strided-view.mlir on this machine's GPU: sums of
// overlapping windows read through a strided view, the last ones padded.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/strided-view.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/windows.mlir
// RUN: %tileiras-run %t/windows.mlir --grid=8 --seed=6 --dry-run --buffer=x:f32:32:random \
// RUN:   --buffer=y:f32:8:zeros --i64=30 --out=x:%t/x.bin
// RUN: %python %S/Inputs/windows_ref.py %t/x.bin 30 8 %t/ref.bin
// RUN: %tileiras-run %t/windows.mlir --grid=8 --seed=6 --buffer=x:f32:32:random \
// RUN:   --buffer=y:f32:8:zeros --i64=30 --compare=y:%t/ref.bin:rtol=1e-6,atol=1e-6 | FileCheck %s
// CHECK: compare y: 8 elements match
