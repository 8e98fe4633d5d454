// The old value of a scalar atomic, used by every thread: thread 0 (the
// owner of the canonical copy) updates the counter, writes the old value to
// shared memory (nothing touched it before: no barrier first), and every
// thread reads it back after one barrier. Each tile block then
// stores old + 1 at out[old]. test/gpu/atomic-result.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s

// CHECK: gpu.binary @tickets
// CHECK-SAME: .shared .align 16 {{.*}} global_smem
// CHECK-SAME: setp.ne.b32
// CHECK-SAME: atom.global.add.u32
// CHECK-NOT: bar.sync
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared.b32
// CHECK-SAME: st.global.b32
cuda_tile.module @tickets {
  entry @tickets(%counter: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %old, %t = atomic_rmw_tko relaxed device %counter, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %slot = offset %out, %old : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %next = addi %old, %one : tile<i32>
    %t2 = store_ptr_tko weak %slot, %next : tile<ptr<i32>>, tile<i32> -> token
  }
}
