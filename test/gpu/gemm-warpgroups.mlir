// The bundled f16 GEMM with 128x64 tiles of C over eight warps, one CTA per
// SM (an occupancy hint), on this
// machine's GPU: on sm_90a two warpgroups, each a wgmma m64n64k16 on its 64
// rows, and a producer warpgroup of their own issuing the TMA copies
// (block 384; test/emulated/gemm-warpgroups.mlir runs the same without a
// GPU); elsewhere mma.sync or tcgen05. Odd sizes (200x72x136) against the reference.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/tile=(64x32)/tile=(128x32)/g; s/tile<64x32xf16>/tile<128x32xf16>/g; s/tile=(64x64)/tile=(128x64)/g; s/tile<64x64xf32>/tile<128x64xf32>/g; s/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {/' %examples/gemm_f16.mlir > %t/gemm-src.mlir
// RUN: %tileiras-opt %t/gemm-src.mlir -p 'builtin.module(tileiras{chip=%gpu-chip num-warps=8})' -o %t/gemm.mlir
// RUN: %tileiras-run %t/gemm.mlir --grid=2,2 --seed=3 --dry-run \
// RUN:   --buffer=a:f16:27200:random --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros \
// RUN:   --i32=200 --i32=72 --i32=136 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/gemm_ref.py %t/a.bin %t/b.bin 200 72 136 %t/ref.bin
// RUN: %tileiras-run %t/gemm.mlir --grid=2,2 --seed=3 \
// RUN:   --buffer=a:f16:27200:random --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros \
// RUN:   --i32=200 --i32=72 --i32=136 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: kernel gemm_f16: grid 2x2x1, block {{256|384}}x1x1
// CHECK: compare c: 14400 elements match
