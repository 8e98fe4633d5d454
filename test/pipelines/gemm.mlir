// The bundled f16 GEMM on tensor cores: the A and B tiles (64x32 and 32x64
// f16) go from global to shared memory through swizzled stages
// (tileas-pipeline: the copies of the first k steps before the loop); each
// k step waits for its stage (the next one's copies still in flight),
// synchronizes the CTA once and starts the copies of a later step. On
// sm_80 the copies are cp.async, 16 bytes per access (aligned bases, n and
// k multiples of 8), and the register fragments of mma.sync m16n8k16 are
// read with ldmatrix (.trans for B; 8 ldmatrix and 16 mma.sync per step and
// warp); on sm_100a TMA copies feed tcgen05.mma, the sums in tensor memory
// for the whole loop (with use-tensor-memory=false, the mma.sync fragments
// of sm_80 fed by TMA); on sm_90a TMA feeds wgmma (below). The accumulator
// stays in its fragments (or tensor memory) across the K loop; no scalar
// FMA computes the product on any target.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=WGMMA
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a format=isa})' | FileCheck %s --check-prefix=TC100
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a format=isa use-tensor-memory=false})' | FileCheck %s --check-prefix=TMA100
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN90
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN100
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

// Warp 0 allocates 64 columns (the 64x64 f32 sums: one M = 64 block),
// every warp stores its 16 rows of the zero accumulator (16x256b, 8
// columns per four registers), thread 0 starts two m64n64k16 products per
// step (K = 32) from swizzled descriptors and commits them to the stage's
// empty barrier; after the loop the rows come back the same way.
// TC100: gpu.binary @gemm
// TC100-SAME: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// TC100-SAME: tcgen05.st.sync.aligned.16x256b.x8.b32
// TC100-SAME: tcgen05.wait::st.sync.aligned;
// TC100-SAME: tcgen05.fence::before_thread_sync;
// TC100-SAME: bar.sync
// TC100-SAME: tcgen05.fence::after_thread_sync;
// TC100-SAME: tcgen05.mma.cta_group::1.kind::f16
// TC100-SAME: tcgen05.mma.cta_group::1.kind::f16
// TC100-SAME: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TC100-SAME: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// TC100-SAME: tcgen05.ld.sync.aligned.16x256b.x8.b32
// TC100-SAME: tcgen05.wait::ld.sync.aligned;
// TC100-SAME: tcgen05.dealloc.cta_group::1.sync.aligned.b32
// TC100-NOT: mma.sync
// TC100-NOT: ldmatrix
// TMA100: gpu.binary @gemm
// TMA100-SAME: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// TMA100-SAME: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// TMA100-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// TMA100-SAME: mbarrier.arrive.shared.b64
// TMA100-NOT: cp.async.cg

// On sm_90a the product is wgmma: thread 0 writes a tensor map per operand
// (a 64-byte swizzle for A's 64-byte rows, 128 for B's), each stage's
// copies complete on its full mbarrier, and each k step's two m64n64k16
// read A (K-major) and B (N-major) from the stage through descriptors,
// after a proxy fence; the threads release the previous step's stage on its
// empty mbarrier once the wgmma wait retired its products. No CTA barrier
// in the loop, no cp.async, no ldmatrix, no mma.sync.
// WGMMA: gpu.binary @gemm
// WGMMA-SAME: mbarrier.init.shared.b64
// WGMMA-SAME: fence.mbarrier_init.release.cluster;
// WGMMA-SAME: tensormap.replace.tile.global_address.global.b1024.b64
// WGMMA-SAME: tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd{{[0-9]+}}], 2;
// WGMMA-SAME: fence.proxy.tensormap::generic.release.gpu;
// WGMMA-SAME: fence.proxy.tensormap::generic.acquire.gpu
// WGMMA-SAME: tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd{{[0-9]+}}], 3;
// WGMMA-SAME: mbarrier.arrive.expect_tx.shared.b64
// WGMMA-SAME: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// WGMMA-SAME: mbarrier.try_wait.parity.shared.b64
// WGMMA-SAME: fence.proxy.async.shared::cta;
// WGMMA-SAME: wgmma.fence.sync.aligned;
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// WGMMA-SAME: wgmma.commit_group.sync.aligned;
// WGMMA-SAME: wgmma.wait_group.sync.aligned \091;
// WGMMA-SAME: mbarrier.arrive.shared.b64
// WGMMA-SAME: wgmma.wait_group.sync.aligned \090;
// WGMMA-SAME: bar.sync
// WGMMA-SAME: mbarrier.inval.shared.b64
// WGMMA-NOT: cp.async.cg
// WGMMA-NOT: ldmatrix
// WGMMA-NOT: mma.sync

// NOFMA-NOT: fma.rn.f32

// BIN: gpu.binary @gemm
// BIN-SAME: kernels = {gemm_f16 = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 24576 : i32}}
// BIN-SAME: bin = "\7FELF
// On sm_90a the pipeline has a fourth stage (its wgmma groups stay in
// flight); with TMA each stage has two 8-byte mbarriers (full, empty).
// BIN90: gpu.binary @gemm
// BIN90-SAME: kernels = {gemm_f16 = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 32832 : i32}}
// On sm_100a 4 bytes more: the slot tcgen05.alloc writes the tensor-memory
// address to.
// BIN100: gpu.binary @gemm
// BIN100-SAME: kernels = {gemm_f16 = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 24628 : i32}}
// BIN100-SAME: bin = "\7FELF
// BIN90-SAME: bin = "\7FELF
