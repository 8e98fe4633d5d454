// The bundled GEMM on f8E4M3FN operands compiles to f8 mma.sync m16n8k32
// (inline PTX, which needs PTX 8.4: the module asks for 9.0) on sm_90a and
// sm_100a without spills, and to the FMA path on sm_80.
// REQUIRES: ptxas
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t.mlir
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=FMA

// PTX: gpu.binary @gemm
// PTX-SAME: .version 9.0
// PTX-SAME: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// BIN: gpu.binary @gemm
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
// FMA: gpu.binary @gemm
// FMA-NOT: mma.sync
// FMA-SAME: fma.rn.f32
