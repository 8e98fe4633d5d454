// The bundled attention kernel (online softmax around two matrix products
// per K/V block, both on tensor cores: mma.sync m16n8k16 with f32
// accumulators; on sm_90a wgmma m64n64k16, S = Q K^T with both operands
// from shared memory, O += P V with P from registers; on sm_100a tcgen05.mma
// m64n64k16 with the sums in tensor memory and Q and P written there as A)
// compiles for every target without spills.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=WGMMA
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a format=isa})' | FileCheck %s --check-prefix=TCGEN05
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a use-tensor-memory=false format=isa})' | FileCheck %s --check-prefix=MMA
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @attention
// K and V (1x64x64 tiles into 64x64 stages) by 16-byte cp.async.
// PTX-SAME: cp.async.cg.shared.global
// PTX-SAME: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTX-SAME: shfl.sync.bfly.b32
// PTX-SAME: ex2.approx
// PTX-SAME: st.global.v4.b32

// MMA: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// Q once before the loop, then each step P and the rescaled O are written to
// tensor memory (16x128b: f16 pairs; 16x256b: f32 sums), and S and O read
// back after their products' commits complete: S = Q K^T replaces its sums
// (the enable-input-D predicate false in its first K step), A from tensor
// memory in every product.
// TCGEN05: gpu.binary @attention
// TCGEN05-NOT: mma.sync
// TCGEN05-SAME: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// TCGEN05-SAME: tcgen05.st.sync.aligned.16x128b.x8.b32
// TCGEN05-SAME: tcgen05.mma.cta_group::1.kind::f16{{[a-z:.]*}} [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// TCGEN05-SAME: tcgen05.commit.cta_group::1.mbarrier::arrive::one
// TCGEN05-SAME: tcgen05.ld.sync.aligned.16x256b.x8.b32
// TCGEN05-SAME: tcgen05.st.sync.aligned.16x128b.x8.b32
// TCGEN05-SAME: tcgen05.st.sync.aligned.16x256b.x8.b32
// TCGEN05-SAME: tcgen05.dealloc.cta_group::1.sync.aligned.b32

// WGMMA: gpu.binary @attention
// WGMMA-NOT: mma.sync
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;

// BIN: gpu.binary @attention
// BIN-SAME: attention_f16 = {block = array<i32: 128, 1, 1>
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
