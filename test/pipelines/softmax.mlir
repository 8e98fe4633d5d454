// The bundled row softmax: a row loaded through a partition view (rows
// checked against the dynamic row count, columns provably in bounds; 16
// bytes per access from the base's alignment); max and sum by reduce: 4
// values within each thread, 5 butterfly shuffles within each warp, the two
// warps holding the row through two slots of global_smem; the row written
// back through a partition view under the same row check.
// REQUIRES: ptxas
// RUN: %tileiras-opt %examples/softmax.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %examples/softmax.mlir -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/softmax.mlir -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %examples/softmax.mlir -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: gpu.binary @softmax
// PTX-SAME: .shared .align 16 .b8 global_smem[16];
// PTX-SAME: setp.le.u64 \09[[ROWCHECK:%p[0-9]+]],
// PTX-SAME: ld.global.v4.b32
// The max: nothing touched shared memory before its slots are written, so
// no barrier comes first.
// PTX-SAME: max.f32
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 16, 31, -1;
// PTX-NOT: bar.sync
// PTX-SAME: st.shared.b32
// PTX-SAME: bar.sync
// PTX-SAME: ld.shared.v2.b32
// PTX-SAME: max.f32
// The exponentials (libdevice), then the sum the same way, in the same
// slots: a barrier before they are written again.
// PTX-SAME: ex2.approx
// PTX-SAME: bar.sync
// PTX-SAME: shfl.sync.bfly.b32 \09%r{{[0-9]+}}, %r{{[0-9]+}}, 16, 31, -1;
// PTX-NOT: bar.sync
// PTX-SAME: st.shared.b32
// PTX-SAME: bar.sync
// PTX-SAME: ld.shared.v2.b32
// The store is ordered after the load by its token (the output may be the
// input): a CTA barrier first.
// PTX-SAME: bar.sync
// Out-of-range rows store nothing, and of the two copies of the row
// (threads t and t + 64) only the first stores (the last combine moves
// under the test).
// PTX-SAME: setp.gt.u32 \09[[COPY:%p[0-9]+]], %r{{[0-9]+}}, 63;
// PTX-SAME: or.pred \09[[SKIP:%p[0-9]+]], [[COPY]], [[ROWCHECK]];
// PTX-SAME: @[[SKIP]] bra
// PTX-SAME: add.rn.f32
// PTX-SAME: div.rn.f32
// PTX-SAME: st.global.v4.b32

// BIN: gpu.binary @softmax
// BIN-SAME: kernels = {row_softmax = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = 0 : i32, static_smem = 16 : i32}}
// BIN-SAME: bin = "\7FELF
