// The 128x128x64 bf16 GEMM of bench/kernels on this machine's GPU: on
// sm_90a B staged in two panels of 64 columns, two wgmma m64n128k16
// accumulators per warpgroup (test/emulated/gemm-bf16-128.mlir runs the same without a
// GPU); elsewhere mma.sync. Odd sizes (130x72x144) against the reference.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gemm.mlir
// RUN: %tileiras-run %t/gemm.mlir --grid=2,1 --seed=4 --dry-run --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../emulated/Inputs/mma_gemm_ref.py bf16 %t/a.bin %t/b.bin 130 72 144 %t/ref.bin
// RUN: %tileiras-run %t/gemm.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: kernel gemm_bf16_128: grid 2x1x1, block 128x1x1
// CHECK: compare c: 9360 elements match
