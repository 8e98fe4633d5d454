// bench/kernels/attention_f16_exp2.mlir (the softmax in powers of two,
// ex2.approx.ftz) at eight warps on this machine's GPU: 2 heads of 256
// rows, 2 x 2 tile blocks, against the double-precision reference of
// softmax(scale Q K^T) V (test/emulated/attention-exp2.mlir runs the same
// without a GPU).
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/attention_f16_exp2.mlir -p 'builtin.module(tileiras{chip=%gpu-chip num-warps=8})' -o %t/att.mlir
// RUN: %tileiras-run %t/att.mlir --grid=2,2 --seed=12 --dry-run --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 256 0.125 %t/ref.bin
// RUN: %tileiras-run %t/att.mlir --grid=2,2 --seed=12 --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// CHECK: kernel attention_f16: grid 2x2x1, block 256x1x1
// CHECK: compare o: 32768 elements match
