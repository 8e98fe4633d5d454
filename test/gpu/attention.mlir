// examples/attention_f16.mlir on this machine's GPU: 2 heads of 128 rows,
// 2 x 2 tile blocks, against a Python reference that follows the kernel's
// online softmax (f16 probabilities) in double precision.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/att.mlir
// RUN: %tileiras-run %t/att.mlir --grid=2,2 --seed=9 --dry-run \
// RUN:   --buffer=q:f16:16384:random --buffer=k:f16:16384:random --buffer=v:f16:16384:random \
// RUN:   --buffer=o:f32:16384:zeros --i32=128 --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 128 0.125 %t/ref.bin
// RUN: %tileiras-run %t/att.mlir --grid=2,2 --seed=9 \
// RUN:   --buffer=q:f16:16384:random --buffer=k:f16:16384:random --buffer=v:f16:16384:random \
// RUN:   --buffer=o:f32:16384:zeros --i32=128 --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// CHECK: kernel attention_f16: grid 2x2x1, block 128x1x1, dynamic smem 0
// CHECK: compare o: 16384 elements match
