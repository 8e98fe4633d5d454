// The bundled GEMM on f8E4M3FN operands (B along N, staged as its
// transpose) compiles to wgmma m64n64k32 on sm_90a, to f8 mma.sync
// m16n8k32 on sm_89 (inline PTX, which needs PTX 8.4: the module asks for
// 9.0), without spills on sm_90a and sm_100a, and on sm_80, which has no f8
// form, to f16 mma.sync m16n8k16 on the fragments widened in registers, two
// for each m16n8k32.
// REQUIRES: ptxas
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t.mlir
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=WGMMA
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_89 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=WIDENED
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @gemm
// PTX-SAME: .version 9.0
// PTX-SAME: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// WGMMA: gpu.binary @gemm
// WGMMA-SAME: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// BIN: gpu.binary @gemm
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
// WIDENED: gpu.binary @gemm
// WIDENED-NOT: e4m3
// WIDENED-SAME: mul.rn.f16x2
// WIDENED-SAME: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// WIDENED-NOT: fma.rn.f32
