// The tf32 GEMM of f32 data (bench/kernels/gemm_tf32_tn.mlir) on this
// machine's GPU: on sm_90a (wgmma) and sm_100a (tcgen05) the tensor core
// reads the TMA-filled f32 stages as tf32, taking each value's upper 19
// bits, so the sums match a reference of the truncated operands to f32
// accuracy. Partial tiles along M, N and K (130x72x40); then eight warps
// with a producer warpgroup. Twin of emulated/wgmma-tf32.mlir. (sm_80
// rounds the operands in registers: emulated/mma-tf32-pipeline.mlir.)
// REQUIRES: cuda-gpu, ptxas
// UNSUPPORTED: gpu-sm_80
// (sm_80 rounds tf32 operands in registers, so this truncated reference does
// not hold there.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_tf32_tn.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/tn.mlir
// RUN: %tileiras-run %t/tn.mlir --grid=2,1 --seed=5 --dry-run --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../emulated/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/truncated.bin truncate
// RUN: %tileiras-run %t/tn.mlir --grid=2,1 --seed=5 --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}, sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_tf32_tn.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(tileiras{chip=%gpu-chip num-warps=8})' -o %t/ws.mlir
// RUN: %tileiras-run %t/ws.mlir --grid=2,1 --seed=5 --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 9360 elements match
