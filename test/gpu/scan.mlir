// test/pipelines/scan.mlir on this machine's GPU: prefix sums and suffix
// maxima of two rows of 1024 random integers against a Python reference.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/scan.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/scan.mlir
// RUN: %tileiras-run %t/scan.mlir --grid=1 --seed=9 --dry-run \
// RUN:   --buffer=x:i32:2048:random --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros --out=x:%t/x.bin
// RUN: %python %S/Inputs/scan_ref.py %t/x.bin %t/y_ref.bin %t/z_ref.bin
// RUN: %tileiras-run %t/scan.mlir --grid=1 --seed=9 \
// RUN:   --buffer=x:i32:2048:random --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros \
// RUN:   --compare=y:%t/y_ref.bin --compare=z:%t/z_ref.bin | FileCheck %s
// CHECK-DAG: compare y: 2048 elements match
// CHECK-DAG: compare z: 2048 elements match
