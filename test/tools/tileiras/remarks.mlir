// Remarks: what became of each matrix product (tensor cores and which
// instruction, or the FMA units and why) and each global-memory access,
// at the source op, on the command line or as YAML.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_90 --remarks=all --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=HOPPER
// HOPPER: gemm_f16.mlir:28:18: remark: [memory] passed: the view load goes to shared memory by TMA, one 64x32 box per copy, 64-byte swizzle (software pipeline, mbarriers)
// HOPPER: gemm_f16.mlir:29:18: remark: [memory] passed: the view load goes to shared memory by TMA, one 32x64 box per copy, 128-byte swizzle (software pipeline, mbarriers)
// HOPPER: gemm_f16.mlir:30:15: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: wgmma.mma_async m64n64k16 (f16 x f16 -> f32), 2 per warpgroup, operands from shared memory
// HOPPER: gemm_f16.mlir:33:11: remark: [memory] passed: the view store goes to global memory by TMA, 2 boxes of 64x32 side by side from shared memory (128-byte swizzle)
// HOPPER-NOT: remark
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_100 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=BLACKWELL
// BLACKWELL: gemm_f16.mlir:30:15: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: tcgen05.mma m64n64k16 (f16 x f16 -> f32), 2 per K step started by one thread, operands from shared memory, sums in tensor memory (64 columns)
// The 128-row GEMM's product takes M = 128 and N = 128, B's 256-byte rows
// in panels; attention's products take A from tensor
// memory (Q and P).
// RUN: %tileiras %S/../../../bench/kernels/gemm_bf16_128.mlir --gpu-name sm_100 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=BLACKWELL128
// BLACKWELL128: remark: [tensorcore] passed: 128x64 times 64x128 on tensor cores: tcgen05.mma m128n128k16 (bf16 x bf16 -> f32), 4 per K step started by one thread, operands from shared memory (B in 2 panels of 64 columns), sums in tensor memory (128 columns)
// RUN: %tileiras %S/../../../bench/kernels/gemm_f8_tn.mlir --gpu-name sm_90 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=F8HOPPER
// F8HOPPER: remark: [tensorcore] passed: 128x128 times 128x128 on tensor cores: wgmma.mma_async m64n128k32 (f8E4M3FN x f8E4M3FN -> f32), 8 per warpgroup, operands from shared memory, each block's sums added to the f32 sums (no fast_acc)
// RUN: %tileiras %S/../../../bench/kernels/gemm_f8_tn.mlir --gpu-name sm_100 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=F8BLACKWELL
// F8BLACKWELL: remark: [tensorcore] passed: 128x128 times 128x128 on tensor cores: tcgen05.mma m128n128k32 (f8E4M3FN x f8E4M3FN -> f32), 4 per K step started by one thread, operands from shared memory, sums in tensor memory (128 columns)
// tf32 products of f32 data: wgmma and tcgen05 read the f32 stages as tf32.
// RUN: %tileiras %S/../../../bench/kernels/gemm_tf32_tn.mlir --gpu-name sm_90 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=TF32HOPPER
// TF32HOPPER: remark: [tensorcore] passed: 128x32 times 32x128 on tensor cores: wgmma.mma_async m64n128k8 (tf32 x tf32 -> f32), 8 per warpgroup, operands from shared memory, f32 operands read as tf32 (their upper 19 bits, in place of ftof's rounding)
// RUN: %tileiras %S/../../../bench/kernels/gemm_tf32_tn.mlir --gpu-name sm_100 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=TF32BLACKWELL
// TF32BLACKWELL: remark: [tensorcore] passed: 128x32 times 32x128 on tensor cores: tcgen05.mma m128n128k8 (tf32 x tf32 -> f32), 4 per K step started by one thread, operands from shared memory (f32 read as tf32: their upper 19 bits, in place of ftof's rounding), sums in tensor memory (128 columns)
// RUN: %tileiras %S/../../emulated/Inputs/gemm-tf32-nn.mlir --gpu-name sm_90 --remarks=all --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=TF32NN
// TF32NN: remark: [memory] passed: the view load goes to shared memory by cp.async, 4 bytes per copy (software pipeline)
// TF32NN: remark: [tensorcore] passed: 128x32 times 32x128 on tensor cores: wgmma.mma_async m64n128k8 (tf32 x tf32 -> f32), 8 per warpgroup, operands from shared memory, f32 operands read as tf32 (their upper 19 bits, in place of ftof's rounding)
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t/gemm_f8.mlir
// An 8-bit B along N: staged as its transpose, which wgmma reads K-major.
// RUN: %tileiras %t/gemm_f8.mlir --gpu-name sm_90 --remarks=all --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=F8NN
// F8NN: gemm_f8.mlir:29:18: remark: [memory] missed: the view load goes to shared memory transposed, through registers (loads of 4 bytes, stores of 4 down its columns: cp.async copies no element narrower than 4 bytes)
// F8NN: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: wgmma.mma_async m64n64k32 (f8E4M3FN x f8E4M3FN -> f32), 1 per warpgroup, operands from shared memory, each block's sums added to the f32 sums (no fast_acc)
// RUN: %tileiras %examples/attention_f16.mlir --gpu-name sm_100 --remarks=tensorcore --emit=ptx -o %t/a.ptx 2>&1 | FileCheck %s --check-prefix=ATTENTION
// ATTENTION: attention_f16.mlir:46:13: remark: [tensorcore] passed: 64x64 times 64x64 on tensor cores: tcgen05.mma m64n64k16 (f16 x f16 -> f32), 4 per K step started by one thread, A from tensor memory, B from shared memory, sums in tensor memory (64 columns)
// ATTENTION: attention_f16.mlir:77:18: remark: [tensorcore] passed: 64x64 times 64x64 on tensor cores: tcgen05.mma m64n64k16 (f16 x f16 -> f32), 4 per K step started by one thread, A from tensor memory, B from shared memory, sums in tensor memory (64 columns)
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_80 --remarks=tensorcore --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=AMPERE
// AMPERE: gemm_f16.mlir:30:15: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: mma.sync m16n8k16 (f16 x f16 -> f32) over 2x2 warps
// AMPERE-NOT: [memory]
// An f32 product keeps f32 precision: the FMA units, and the remark says why.
// RUN: sed -e 's/xf16/xf32/g; s/ptr<f16>/ptr<f32>/g' %examples/gemm_f16.mlir > %t/gemm_f32.mlir
// RUN: %tileiras %t/gemm_f32.mlir --gpu-name sm_80 --remarks=tensorcore --emit=ptx -o %t/f.ptx 2>&1 | FileCheck %s --check-prefix=FMA
// FMA: remark: [tensorcore] missed: 64x32 times 32x64 on the FMA units, not tensor cores: sm_80 has no tensor-core instruction for f32 x f32 -> f32
// YAML, as LLVM writes remarks.
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_90 --remarks=tensorcore --remark-format=yaml --remarks-output-file=%t/r.yaml --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: remark
// RUN: FileCheck %s --check-prefix=YAML < %t/r.yaml
// YAML: --- !Passed
// YAML-NEXT: Pass: tileiras
// YAML-NEXT: Name: tensorcore
// YAML-NEXT: DebugLoc: { File: '{{.*}}gemm_f16.mlir', Line: 30, Column: 15 }
// YAML-NEXT: Args:
// YAML-NEXT: - String: '64x32 times 32x64 on tensor cores: wgmma.mma_async m64n64k16 (f16 x f16 -> f32), 2 per warpgroup, operands from shared memory'
// YAML-NEXT: ...
// RUN: not %tileiras %examples/gemm_f16.mlir --remarks=everything 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: tileiras: error: unknown --remarks 'everything' (expected none, all, memory or tensorcore)
// The pass itself refuses an unknown category.
// RUN: not %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras-to-nvvm{remarks=bogus})' 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: error: unknown remarks 'bogus' (expected none, tensorcore, memory or all)
// Filters by kind, as NVIDIA's: passed (what was achieved) and missed
// (what was not, and why) per category; no failed or analysis remarks are
// made.
// RUN: %tileiras %t/gemm_f32.mlir --gpu-name sm_80 --remarks-missed=all --emit=ptx -o %t/f.ptx 2>&1 | FileCheck %s --check-prefix=MISSED
// MISSED: remark: [tensorcore] missed: 64x32 times 32x64 on the FMA units
// MISSED-NOT: passed
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_90 --remarks-passed=memory --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=PASSEDMEM
// PASSEDMEM: remark: [memory] passed: the view load goes to shared memory by TMA
// PASSEDMEM-NOT: [tensorcore]
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_90 --remarks-failed=all --remarks-analysis=all --emit=ptx -o %t/g.ptx 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
// NONE-NOT: remark
// RUN: not %tileiras %examples/gemm_f16.mlir --remarks-missed=most 2>&1 | FileCheck %s --check-prefix=BADKIND
// BADKIND: tileiras: error: unknown --remarks-missed 'most' (expected none, all, memory or tensorcore)
