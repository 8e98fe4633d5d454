// The 128x256x64 bf16 GEMM of bench/kernels (eight warps, one CTA per SM by
// its hints) on sm_90a and sm_100a. B's rows (512 bytes) are staged as four
// panels of 64 columns, a box each of one view: one tensor map serves all
// four (and A a second), so the loop's copies are TMA's. On sm_90a each
// consumer warpgroup's 64 rows are one m64n256k16 per 16 of K. A producer warpgroup issues
// them; the stages end with the consumers' loop, so the epilogue's staging
// reuses their bytes (232448 bytes is all an SM gives a block). Odd sizes
// (100x296x72: a partial tile along M and N, a partial last k step).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_256.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: grep -c '"nvvm.setmaxregister"' %t/sm90a.mlir | FileCheck %s --check-prefix=PRODUCER
// PRODUCER: 2
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/sm90a.mlir | FileCheck %s --check-prefix=COPIES
// COPIES: 5
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/sm90a.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 4
// RUN: grep '"nvvm.wgmma.mma_async"' %t/sm90a.mlir | FileCheck %s --check-prefix=SHAPE
// SHAPE-COUNT-4: shape = #nvvm.shape<m = 64, n = 256, k = 16>
// Four stages of 48 KiB and their mbarriers; the epilogue's 128 KiB lie
// over the stages.
// RUN: grep -o 'tileiras.dynamic_smem_bytes = [0-9]*' %t/sm90a.mlir | FileCheck %s --check-prefix=SMEM
// SMEM: tileiras.dynamic_smem_bytes = 196672
// RUN: not grep -q '"nvvm.cp.async.shared.global"' %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=1,2 --seed=6 --dry-run --buffer=a:bf16:7200:random \
// RUN:   --buffer=b:bf16:21312:random --buffer=c:f32:29600:zeros --i32=100 --i32=296 --i32=72 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/a.bin %t/b.bin 100 296 72 %t/ref.bin
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=1,2 --seed=6 --buffer=a:bf16:7200:random \
// RUN:   --buffer=b:bf16:21312:random --buffer=c:f32:29600:zeros --i32=100 --i32=296 --i32=72 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 29600 elements match
//
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_256.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/sm100a.mlir | FileCheck %s --check-prefix=TCGEN05
// TCGEN05: 4
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=1,2 --seed=6 --buffer=a:bf16:7200:random \
// RUN:   --buffer=b:bf16:21312:random --buffer=c:f32:29600:zeros --i32=100 --i32=296 --i32=72 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
