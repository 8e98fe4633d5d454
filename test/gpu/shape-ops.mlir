// test/pipelines/shape-ops.mlir on this machine's GPU: permute, extract and
// cat of an 8x4 tile against a Python reference.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/shape-ops.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/shapes.mlir
// RUN: %tileiras-run %t/shapes.mlir --grid=1 --seed=4 --dry-run --buffer=x:i32:32:random \
// RUN:   --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 --out=x:%t/x.bin
// RUN: %python %S/Inputs/shape_ops_ref.py %t/x.bin 3 %t
// RUN: %tileiras-run %t/shapes.mlir --grid=1 --seed=4 --buffer=x:i32:32:random \
// RUN:   --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 \
// RUN:   --compare=y:%t/y.bin --compare=z:%t/z.bin --compare=w:%t/w.bin | FileCheck %s
// CHECK-DAG: compare y: 32 elements match
// CHECK-DAG: compare z: 8 elements match
// CHECK-DAG: compare w: 64 elements match
