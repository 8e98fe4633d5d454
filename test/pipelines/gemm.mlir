// The bundled f16 GEMM through the FMA fallback: per k step, the A and B
// tiles (64x32 and 32x64 f16, 8 KiB) go through global_smem and every
// thread accumulates its 32 elements of C in f32. The tiles move 16 bytes
// per access (aligned bases, n and k multiples of 8).
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @gemm
// PTX-SAME: .shared .align 16 .b8 global_smem[8192];
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: bar.sync
// PTX-SAME: st.shared
// PTX-SAME: bar.sync
// PTX-SAME: ld.shared
// PTX-SAME: cvt.f32.f16
// PTX-SAME: fma.rn.f32
// PTX-SAME: st.global.v4.b32

// BIN: gpu.binary @gemm
// BIN-SAME: kernels = {gemm_f16 = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 8192 : i32}}
// BIN-SAME: bin = "\7FELF
