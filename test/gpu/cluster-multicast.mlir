// Clusters on this machine's GPU: the bundled GEMM and attention with
// num_cta_in_cga, whose shared tiles (the GEMM's B, attention's K and V)
// each CTA of a cluster loads a slice of and multicasts to all (README,
// "Clusters"). The launch grid counts clusters (.blocksareclusters), so
// --grid=1,2 runs clusters of 2 (or 4) CTAs along x; with 4, two CTAs lie
// wholly past M = 100. Twin of emulated/cluster-multicast.mlir.
// REQUIRES: cuda-gpu, ptxas
// UNSUPPORTED: gpu-sm_80
// (sm_80 has no clusters: its launch grid would count CTAs, not clusters.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {num_cta_in_cga = 2}> {/' %examples/gemm_f16.mlir > %t/gemm2-src.mlir
// RUN: %tileiras-opt %t/gemm2-src.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gemm2.mlir
// RUN: %tileiras-run %t/gemm2.mlir --grid=1,2 --seed=3 --dry-run --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 136 %t/ref.bin
// RUN: %tileiras-run %t/gemm2.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 4}, sm_100 = {num_cta_in_cga = 4}> {/' %examples/gemm_f16.mlir > %t/gemm4-src.mlir
// RUN: %tileiras-opt %t/gemm4-src.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gemm4.mlir
// RUN: %tileiras-run %t/gemm4.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// Eight warps, one CTA per SM: the producer warpgroup issues the slices.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 1}, sm_100 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 1}> {/' %examples/gemm_f16.mlir > %t/gemm-ws-src.mlir
// RUN: %tileiras-opt %t/gemm-ws-src.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gemm-ws.mlir
// RUN: %tileiras-run %t/gemm-ws.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
//
// Attention, K and V shared: 3 blocks of 64 rows of Q in 2 clusters of 2.
// RUN: sed -e 's/%%scale: tile<f32>) {/%%scale: tile<f32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {num_cta_in_cga = 2}> {/' %examples/attention_f16.mlir > %t/att-src.mlir
// RUN: %tileiras-opt %t/att-src.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/att.mlir
// RUN: %tileiras-run %t/att.mlir --grid=2,2 --seed=12 --dry-run --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 192 0.125 %t/att-ref.bin
// RUN: %tileiras-run %t/att.mlir --grid=2,2 --seed=12 --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATTENTION
// ATTENTION: compare o: 24576 elements match
