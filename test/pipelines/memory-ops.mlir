// Atomics, ordered accesses, globals and asserts through the whole pipeline
// to PTX: the ordering and scope survive, elected atomics are guarded by the
// thread id, asserts call the runtime's __assertfail.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s

// CHECK: gpu.binary @m
// CHECK-SAME: .extern .func __assertfail
// CHECK-SAME: .global .align 4 .b8 table[8]
// CHECK-SAME: .entry k(
cuda_tile.module @m {
  global @table <i32: [1, 2]> : tile<2xi32>
  entry @k(%c: tile<ptr<i32>>, %n: tile<i32>) {
    // CHECK-SAME: ld.acquire.gpu.global.b32 {{.*}}[table]
    %g = get_global @table : tile<ptr<i32>>
    %v, %t0 = load_ptr_tko acquire device %g : tile<ptr<i32>> -> tile<i32>, token
    %zero = constant <i32: 0> : tile<i32>
    %pos = cmpi greater_than %n, %zero, signed : tile<i32> -> tile<i1>
    assert %pos, "n must be positive" : tile<i1>
    // A scalar atomic is done by thread 0 alone, between fences.
    // CHECK-SAME: setp.ne.b32 {{.*}}[[P:%p[0-9]+]], %r{{[0-9]+}}, 0;
    // CHECK-SAME: fence.acq_rel.cta;
    // CHECK-SAME: @[[P]] bra
    // CHECK-SAME: atom.global.add.u32
    // CHECK-SAME: fence.acq_rel.cta;
    %old, %t1 = atomic_rmw_tko acq_rel tl_blk %c, add, %v token = %t0 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-SAME: st.release.gpu.global.b32
    // The failing assert's block comes last.
    // CHECK-SAME: call.uni {{.*}}__assertfail
    %t2 = store_ptr_tko release device %c, %n token = %t1 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
