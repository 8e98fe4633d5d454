// The bundled f16 GEMM on tensor cores: the A and B tiles (64x32 and 32x64
// f16) go from global to shared memory by cp.async, 16 bytes per access
// (aligned bases, n and k multiples of 8), through three swizzled stages
// (tileas-pipeline: the copies of the first two k steps before the loop);
// each k step waits for its stage (the next one's copies still in flight),
// synchronizes the CTA once, starts the copies two steps ahead and, on sm_80
// and sm_100a, reads the register fragments of mma.sync m16n8k16 with
// ldmatrix (.trans for B; 8 ldmatrix and 16 mma.sync per step and warp);
// on sm_90a it runs wgmma (below). The
// accumulator stays in its fragments across the K loop; no scalar FMA
// computes the product on any target.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=WGMMA
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN90
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=NOFMA

// PTX: gpu.binary @gemm
// PTX-SAME: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX-SAME: cp.async.commit_group
// PTX-NOT: st.shared
// PTX-SAME: cp.async.wait_group \092;
// PTX-SAME: bar.sync
// PTX-NOT: bar.sync
// Shared-memory addresses are 32-bit registers (%r), as nvcc makes them.
// PTX-SAME: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r
// PTX-SAME: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTX-SAME: st.global.{{v4.b32|v2.b64}}

// On sm_90a the product is wgmma: each k step's two m64n64k16 read A
// (K-major, 64-byte swizzle) and B (N-major, 128-byte swizzle) from the
// stage through descriptors, after a proxy fence; no ldmatrix, no mma.sync.
// WGMMA: gpu.binary @gemm
// WGMMA-SAME: cp.async.wait_group \092;
// WGMMA-SAME: bar.sync
// WGMMA-SAME: fence.proxy.async.shared::cta;
// WGMMA-SAME: wgmma.fence.sync.aligned;
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// WGMMA-SAME: wgmma.commit_group.sync.aligned;
// WGMMA-SAME: wgmma.wait_group.sync.aligned \091;
// WGMMA-SAME: wgmma.wait_group.sync.aligned \090;
// WGMMA-NOT: ldmatrix
// WGMMA-NOT: mma.sync

// NOFMA-NOT: fma.rn.f32

// BIN: gpu.binary @gemm
// BIN-SAME: kernels = {gemm_f16 = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 24576 : i32}}
// BIN-SAME: bin = "\7FELF
// On sm_90a the pipeline has a fourth stage (its wgmma groups stay in flight).
// BIN90: gpu.binary @gemm
// BIN90-SAME: kernels = {gemm_f16 = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 32768 : i32}}
// BIN90-SAME: bin = "\7FELF
