// examples/softmax.mlir on this machine's GPU: one row of 256 per tile block
// through partition views, max and sum by reduce. The grid has one block
// more than there are rows, so the row bound of the view is checked too:
// that block must neither read nor write.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/softmax.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/softmax.mlir
// RUN: %tileiras-run %t/softmax.mlir --grid=6 --seed=3 --dry-run \
// RUN:   --buffer=x:f32:1536:random --buffer=y:f32:1536:zeros --i64=5 --out=x:%t/x.bin
// RUN: %python %S/Inputs/softmax_ref.py %t/x.bin 5 %t/ref.bin
// RUN: %tileiras-run %t/softmax.mlir --grid=6 --seed=3 \
// RUN:   --buffer=x:f32:1536:random --buffer=y:f32:1536:zeros --i64=5 \
// RUN:   --compare=y:%t/ref.bin:rtol=1e-5,atol=1e-7 | FileCheck %s
// CHECK: kernel row_softmax: grid 6x1x1, block 128x1x1, dynamic smem 0
// CHECK: compare y: 1536 elements match
