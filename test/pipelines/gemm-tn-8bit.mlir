// GEMMs of 8-bit operands with B stored n x k (both operands K-major)
// compile to the tensor cores' asynchronous products, through ptxas
// without spills: wgmma m64n64k32 on sm_90a (f8 into f32, u8 x s8 into
// s32, the groups left in flight across K steps) and tcgen05.mma
// kind::f8f6f4 and kind::i8 on sm_100a. With B along N (row-major k x n) 8-bit products
// keep mma.sync (gemm-f8.mlir): neither instruction reads 8-bit B that way.
// REQUIRES: ptxas
// RUN: %tileiras-opt %S/../emulated/Inputs/gemm-tn.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=SM90
// RUN: %tileiras-opt %S/../emulated/Inputs/gemm-tn.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %S/../emulated/Inputs/gemm-tn.mlir -p 'builtin.module(tileiras{chip=sm_100a format=isa})' | FileCheck %s --check-prefix=SM100
// RUN: %tileiras-opt %S/../emulated/Inputs/gemm-tn.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// SM90: gpu.binary @gemm_tn
// SM90-NOT: mma.sync
// SM90-SAME: cp.async.bulk.tensor.2d
// SM90-SAME: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// SM90-SAME: wgmma.wait_group.sync.aligned {{[^;]*}}1;
// SM90-SAME: wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e5m2
// SM90-SAME: wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.s8

// SM100: gpu.binary @gemm_tn
// SM100-NOT: mma.sync
// SM100-SAME: tcgen05.mma.cta_group::1.kind::f8f6f4
// SM100-SAME: tcgen05.mma.cta_group::1.kind::f8f6f4
// SM100-SAME: tcgen05.mma.cta_group::1.kind::i8

// Without TMA (k a multiple of 4 only: rows not 16-byte aligned) the
// stages are cp.async's, and the module asks for a PTX version that has
// wgmma's mixed integer types (8.4; the TMA path asks for 9.0 anyway).
// RUN: sed -e 's/%%k = assume div_by<16>/%%k = assume div_by<4>/' %S/../emulated/Inputs/gemm-tn.mlir > %t.mlir
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=CPASYNC
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// CPASYNC: gpu.binary @gemm_tn
// CPASYNC-SAME: .version 9.0
// CPASYNC-NOT: cp.async.bulk.tensor.2d.shared::cluster.global
// CPASYNC-SAME: wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.s8

// BIN: gpu.binary @gemm_tn
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
// BIN-NOT: spill_loads = {{[1-9]}}

// The bundled 128x128x128 f8 GEMM at 4 warps on sm_90a without fast_acc:
// each warpgroup holds 128 f32 sums and one promoted 64x64 block at a time
// (each block's wgmma takes the registers of the block before, whose
// additions it waits for), so nothing spills.
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_f8_tn.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=PROMOTED
// PROMOTED: gpu.binary @gemm_f8_tn
// PROMOTED-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
