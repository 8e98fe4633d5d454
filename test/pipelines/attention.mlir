// The bundled attention kernel (online softmax around two FMA-fallback
// matrix products per K/V block) compiles for every target without spills.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @attention
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: fma.rn.f32
// PTX-SAME: shfl.sync.bfly.b32
// PTX-SAME: ex2.approx
// PTX-SAME: cvt.rn.f16x2.f32
// PTX-SAME: st.global.v4.b32

// BIN: gpu.binary @attention
// BIN-SAME: attention_f16 = {block = array<i32: 128, 1, 1>
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
