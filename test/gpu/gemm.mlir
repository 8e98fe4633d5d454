// examples/gemm_f16.mlir on this machine's GPU (tensor cores: mma.sync, or wgmma on sm_90a): C = A * B
// with M = 100, N = 72, K = 40, none a multiple of the 64x64 tile or the
// 32-wide k step (N and K are multiples of 8, as the example assumes), so
// the padded loads and masked stores at the edges are checked too.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gemm.mlir
// RUN: %tileiras-run %t/gemm.mlir --grid=2,2 --seed=7 --dry-run \
// RUN:   --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros \
// RUN:   --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-run %t/gemm.mlir --grid=2,2 --seed=7 \
// RUN:   --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros \
// RUN:   --i32=100 --i32=72 --i32=40 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: kernel gemm_f16: grid 2x2x1, block 128x1x1, dynamic smem 0
// CHECK: compare c: 7200 elements match
