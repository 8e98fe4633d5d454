// The bundled count_positive kernel: the 128 i32 flags (4 per thread in
// the first warp, replicated by the other three) are summed within each
// thread, then across the warp by butterfly shuffles; one slot of
// global_smem passes the count on (nothing touched shared memory before:
// no barrier before its store), and one thread of the block adds it to
// the counter.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/count_positive.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @atomics
// PTX-SAME: .shared .align 16 .u32 global_smem
// PTX-SAME: add.s32
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 1, 31, -1;
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 2, 31, -1;
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 4, 31, -1;
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 8, 31, -1;
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 16, 31, -1;
// PTX-NOT: bar.sync
// PTX-SAME: st.shared
// PTX-SAME: bar.sync
// PTX-SAME: ld.shared
// The atomic and the store are ordered after the load of the flags by its
// token, and touch elements other threads loaded: a CTA barrier first.
// Thread 0 holds the canonical copy of the scalar count.
// PTX-SAME: bar.sync
// PTX-SAME: setp.ne.b32
// PTX-SAME: atom.global.add.u32
// PTX-SAME: bar.sync
// PTX-SAME: st.global

// BIN: gpu.binary @atomics
// BIN-SAME: kernels = {count_positive = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 4 : i32}}
// BIN-SAME: bin = "\7FELF
