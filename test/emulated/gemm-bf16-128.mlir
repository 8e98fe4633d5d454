// The 128x128x64 bf16 GEMM of bench/kernels on sm_90a: B's rows (256 bytes)
// are wider than the 128-byte rows wgmma reads, so each stage holds B as two
// panels of 64 columns side by side (a TMA box each, one tensor map), and
// one warpgroup (four warps) computes the product as two m64n128k16
// accumulators (rows 0-63 and 64-127) reading both panels through one
// descriptor: 2 x 4 = 8 wgmma per K step, committed as one group that stays
// in flight while the next step begins. Three TMA stages of A (128x64) and
// B (64x128) take 96 KiB and their mbarriers 48 bytes, so
// global_smem is dynamic shared memory (the emulator gives it the bytes the
// kernel records); odd sizes (130x72x144: a partial tile along M and N,
// zeros from the TMA outside, three k steps, no copy past the last one)
// against the reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_128.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm.mlir
// RUN: grep -o 'tileiras.dynamic_smem_bytes = [0-9]*' %t/gemm.mlir | FileCheck %s --check-prefix=SMEM
// SMEM: tileiras.dynamic_smem_bytes = 98352
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/gemm.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 8
// RUN: grep '"nvvm.wgmma.mma_async"' %t/gemm.mlir | FileCheck %s --check-prefix=SHAPE
// SHAPE-COUNT-8: shape = #nvvm.shape<m = 64, n = 128, k = 16>
// RUN: not grep -q '"nvvm.mma.sync"' %t/gemm.mlir
// RUN: FileCheck %s --check-prefix=GROUP < %t/gemm.mlir
// GROUP: "scf.for"
// GROUP-COUNT-8: "nvvm.wgmma.mma_async"
// GROUP: "nvvm.wgmma.commit.group.sync.aligned"
// GROUP-NEXT: "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}>
// GROUP: "scf.yield"
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,1 --seed=4 --dry-run --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/a.bin %t/b.bin 130 72 144 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 9360 elements match

// With cp.async instead of TMA (use-tma=false): B's panels are a copy
// each, and the same m64n128k16 read them.
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{use-tma=false},tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-cp.mlir
// RUN: grep '"nvvm.wgmma.mma_async"' %t/gemm-cp.mlir | FileCheck %s --check-prefix=SHAPE
// RUN: not grep -q '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/gemm-cp.mlir
// RUN: %tileiras-emulate %t/gemm-cp.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s

// In clusters of two CTAs along x (the CTAs of a cluster load the same B):
// each CTA copies its 32-row slice of each of B's panels to both, by TMA
// multicast, and both read the panels with m64n128k16 (200x72x72: one
// cluster, its second CTA's rows partly past M).
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {/' %S/../../bench/kernels/gemm_bf16_128.mlir > %t/cluster.mlir
// RUN: %tileiras-opt %t/cluster.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm-cluster.mlir
// RUN: grep '"nvvm.wgmma.mma_async"' %t/gemm-cluster.mlir | FileCheck %s --check-prefix=SHAPE
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global".*i16) -> ()' %t/gemm-cluster.mlir | FileCheck %s --check-prefix=MULTICAST
// MULTICAST: {{[1-9][0-9]*}}
// RUN: %tileiras-emulate %t/gemm-cluster.mlir --grid=1,1 --seed=5 --dry-run --buffer=a:bf16:14400:random \
// RUN:   --buffer=b:bf16:5184:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=72 \
// RUN:   --out=a:%t/ca.bin --out=b:%t/cb.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/ca.bin %t/cb.bin 200 72 72 %t/cref.bin
// RUN: %tileiras-emulate %t/gemm-cluster.mlir --grid=1,1 --seed=5 --buffer=a:bf16:14400:random \
// RUN:   --buffer=b:bf16:5184:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=72 \
// RUN:   --compare=c:%t/cref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: compare c: 14400 elements match

// The same with eight warps (two warpgroups, one block of 64 rows each: 4
// wgmma per K step) ...
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-w8.mlir
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/gemm-w8.mlir | FileCheck %s --check-prefix=W8
// W8: 4
// RUN: %tileiras-emulate %t/gemm-w8.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// ... and with f16 operands and f16 sums (wgmma's f16 D, each step waited
// for), against the exact sums rounded once to f16.
// RUN: sed -e 's/bf16/f16/g; s/tile<128x128xf32>/tile<128x128xf16>/g; s/<f32: 0.000000e+00> : tile<128x128xf16>/<f16: 0.000000e+00> : tile<128x128xf16>/; s/ptr<f32>/ptr<f16>/g; s/tensor_view<?x?xf32/tensor_view<?x?xf16/g' %S/../../bench/kernels/gemm_bf16_128.mlir > %t/f16.mlir
// RUN: %tileiras-opt %t/f16.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm-f16.mlir
// RUN: grep -c '"nvvm.wgmma.mma_async".*-> !llvm.struct<(vector<2xf16>' %t/gemm-f16.mlir | FileCheck %s --check-prefix=WGMMA
// RUN: %tileiras-emulate %t/gemm-f16.mlir --grid=2,1 --seed=4 --buffer=a:f16:18720:random \
// RUN:   --buffer=b:f16:10368:random --buffer=c:f16:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --dry-run --out=a:%t/a16.bin --out=b:%t/b16.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py f16 %t/a16.bin %t/b16.bin 130 72 144 %t/ref16.bin
// RUN: %tileiras-emulate %t/gemm-f16.mlir --grid=2,1 --seed=4 --buffer=a:f16:18720:random \
// RUN:   --buffer=b:f16:10368:random --buffer=c:f16:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref16.bin:rtol=1e-2,atol=2e-2 | FileCheck %s
