// The bundled attention kernel (online softmax around two matrix products
// per K/V block, both on tensor cores: mma.sync m16n8k16 with f32
// accumulators) compiles for every target without spills.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=MMA
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a format=isa})' | FileCheck %s --check-prefix=MMA
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @attention
// PTX-SAME: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTX-SAME: shfl.sync.bfly.b32
// PTX-SAME: ex2.approx
// PTX-SAME: st.global.v4.b32

// MMA: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// BIN: gpu.binary @attention
// BIN-SAME: attention_f16 = {block = array<i32: 128, 1, 1>
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
