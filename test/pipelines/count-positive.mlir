// The bundled count_positive kernel: a reduce over a distributed tile goes
// through global_smem (one 512-byte buffer for the 128 i32 flags), then one
// thread of the block adds the count to the counter.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @atomics
// PTX-SAME: .shared .align 16 .b8 global_smem[512];
// The flags are written, the block synchronizes, every thread sums them.
// PTX-SAME: bar.sync
// PTX-SAME: st.shared
// PTX-SAME: bar.sync
// PTX-SAME: ld.shared
// PTX-SAME: add.s32
// Thread 0 holds the canonical copy of the scalar count.
// PTX-SAME: setp.ne.b32
// PTX-SAME: atom.global.add.u32
// PTX-SAME: st.global

// BIN: gpu.binary @atomics
// BIN-SAME: kernels = {count_positive = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 512 : i32}}
// BIN-SAME: bin = "\7FELF
