// mmaf_scaled on tensor cores without an instruction that scales blocks:
// the MXFP8 GEMM of bench/kernels/gemm_mxf8_tn.mlir (f8E4M3FN operands,
// one f8E8M0FNU scale per 32 of K, 128x128 tiles of C, K steps of 128, B
// stored n x k, read along K and permuted). On sm_90a wgmma reads the
// TMA-fed stages: each block of 32 along K is one m64n64k32 instruction
// per 64x64 block of C whose sums start from zero, are waited for, and are
// added to the accumulator scaled by their row's scale of A and their
// column's scale of B, which each step stages in shared memory decoded to
// f32. On sm_100a without tensor memory, the same on mma.sync m16n8k32
// (ldmatrix reads the stages one K step at a time). Odd sizes (150x160x176:
// partial tiles along M, N and K, where the padded scales are 2^-127 and
// the padded elements zero) against the interpreter, at 4 warps and at 8 (warp-specialized).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py e4m3 26400 1 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 28160 2 %t/b.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 900 3 %t/sa.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 960 4 %t/sb.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_mxf8_tn.mlir --grid=2,2 --buffer=a:i8:26400:%t/a.bin \
// RUN:   --buffer=b:i8:28160:%t/b.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 --out=c:%t/ref.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --buffer=a:i8:26400:%t/a.bin \
// RUN:   --buffer=b:i8:28160:%t/b.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s
// CHECK: compare c: 24000 elements match

// Eight warps at one CTA per SM: a producer warpgroup issues the copies,
// and the consumers' barriers (the scales' staging) are named barriers
// among them.
// RUN: sed 's/%%k_arg: tile<i32>)/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 8, occupancy = 1}>/' %S/../../bench/kernels/gemm_mxf8_tn.mlir > %t/ws.mlir
// RUN: %tileiras-opt %t/ws.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/w8.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/w8.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED < %t/w8.mlir
// RUN: %tileiras-emulate %t/w8.mlir --grid=2,2 --buffer=a:i8:26400:%t/a.bin \
// RUN:   --buffer=b:i8:28160:%t/b.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s
// SPECIALIZED-DAG: reqntid = array<i32: 384,
// SPECIALIZED-DAG: "nvvm.barrier"(

// sm_100a, sums in registers: mma.sync.
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8_tn.mlir -p '%lower-to-llvm-sm100a-registers' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --buffer=a:i8:26400:%t/a.bin \
// RUN:   --buffer=b:i8:28160:%t/b.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s

// The remark on sm_90a.
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8_tn.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm{remarks=tensorcore}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: [tensorcore] passed: block-scaled 128x128 times 128x128 (f8E4M3FN scaled by f8E8M0FNU every 32 along K) on tensor cores: wgmma.mma_async m64n64k32 from shared memory, each block's sums from zero, scaled and added

// sm_90a: each wgmma group (one instruction: a block of 32 along K) is
// waited for, then its sums scaled and added.
// WGMMA: "nvvm.wgmma.mma_async"
// WGMMA-NOT: "nvvm.wgmma.mma_async"
// WGMMA: "nvvm.wgmma.wait.group.sync.aligned"
// WGMMA-NOT: "nvvm.wgmma.mma_async"
// WGMMA: "arith.mulf"
// WGMMA-NOT: "nvvm.wgmma.mma_async"
// WGMMA: "math.fma"
// WGMMA-NOT: mma.sync.aligned

// The operands' fragments by ldmatrix from the stages; each f8 mma.sync
// is followed by its sums' scaling before the next one.
// LOWERED: "nvvm.ldmatrix"
// LOWERED: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// LOWERED-NOT: mma.sync.aligned
// LOWERED: "arith.mulf"
// LOWERED-NOT: mma.sync.aligned
// LOWERED: "math.fma"
