// The bundled GEMM with f32 operands keeps f32 precision: no tensor-core
// instruction (mma.sync has no f32 form; tf32 is asked for with ftof), the
// FMA fallback instead, register-blocked: each thread holds an 8x4 block of
// C and per k loads its 8 elements of A's column (one scalar shared load
// each) and its 4 of B's row (one 16-byte shared load) for 32 FMAs.
// REQUIRES: ptxas
// RUN: sed 's/f16/f32/g' %examples/gemm_f16.mlir > %t.mlir
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s
// CHECK: gpu.binary @gemm
// CHECK-NOT: mma.sync
// CHECK-SAME: ld.shared.v4.b32
// CHECK-SAME: fma.rn.f32
// CHECK-NOT: mma.sync
