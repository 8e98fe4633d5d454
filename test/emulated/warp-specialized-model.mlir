// A warp-specialized pipeline: an scf.if on the warpgroup splits the CTA
// into a producer and consumers that synchronize through mbarriers only, so
// that each waits for what the other does later in its own region (the
// emulator runs the two regions as coroutines that block at their waits).
// A ring of two stages in shared memory, each guarded by a "full" mbarrier
// (the 128 producer threads arrive once they stored the stage) and an
// "empty" one (the 128 consumers arrive once they read it). Iteration i
// uses stage s = i % 2 for the n-th time (n = i / 2): it waits for phase n
// of full[s] (parity n % 2) and, in the producer, first for phase n - 1 of
// empty[s] (parity (n + 1) % 2, which a wait for n = 0 sees complete at
// once). Arguments: in, out, ITERS, flags.
//
// 256 threads: warpgroup 1 (threads 128-255) produces, thread 128 + j
// stores element j of row i of in (128 i32) into the stage and arrives on
// full[s]; warpgroup 0 consumes, thread t reads elements t and (t + 1) % 128
// and accumulates, then arrives on empty[s]. After their loops the consumers
// exchange their sums through shared memory with a named barrier (bar.sync
// 1, 128) and the producers keep the sum of their column; the scf.if yields
// both, and after a CTA barrier every thread stores its value to out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/warp_specialized_model_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:768:%t/in.bin \
// RUN:   --buffer=out:i32:256:zeros --i32=6 --i32=0 \
// RUN:   --compare=out:%t/out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=OK
// OK: compare out: 256 elements match
//
// The flags break the synchronization.
// 1: consumer thread 77 does not arrive on empty: the producers wait for
// phase 0 of empty[0] before they refill stage 0, the consumers for the
// refill.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:768:%t/in.bin \
// RUN:   --buffer=out:i32:256:zeros --i32=6 --i32=1 2>&1 | FileCheck %s --check-prefix=ARRIVE
// ARRIVE: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 128-255 at line {{[0-9]+}} for a phase of the mbarrier at 0x{{[0-9a-f]+}} (1 arrivals and 0 bytes missing); threads 0-127 at line {{[0-9]+}} for a phase of the mbarrier at 0x{{[0-9a-f]+}} (128 arrivals and 0 bytes missing)
// 2: the producers do not wait on empty: they overwrite what the consumers
// read.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:768:%t/in.bin \
// RUN:   --buffer=out:i32:256:zeros --i32=6 --i32=2 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: line {{[0-9]+}}: thread 128 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier, and no mbarrier phase orders them (an arrive of thread {{[0-9]+}} after the read, completing a phase that thread 128 waited for before)
// 4: a CTA barrier in the consumers' region only, which the producers never
// reach.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:768:%t/in.bin \
// RUN:   --buffer=out:i32:256:zeros --i32=6 --i32=4 2>&1 | FileCheck %s --check-prefix=BARRIER
// BARRIER: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 128-255 at the end of their region of the scf.if of line {{[0-9]+}}; threads 0-127 at the barrier of line {{[0-9]+}} (128 of 256 threads arrived)
// 8: no named barrier between the consumers' exchange of their sums.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:768:%t/in.bin \
// RUN:   --buffer=out:i32:256:zeros --i32=6 --i32=8 2>&1 | FileCheck %s --check-prefix=NAMED
// NAMED: error: line {{[0-9]+}}: thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 1 wrote since the last barrier, and no mbarrier phase orders them

gpu.module @ws {
  // Stages at 0 and 512, full[0..1] at 1024, empty[0..1] at 1040, the
  // consumers' sums at 1536.
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<2048 x i8>

  llvm.func @pipeline(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %iters: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c77 = arith.constant 77 : i32
    %c128 = arith.constant 128 : i32
    %c384 = arith.constant 384 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c1040 = arith.constant 1040 : i32
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %wg = arith.divui %tid, %c128 : i32
    %producer = arith.cmpi eq, %wg, %c1 : i32
    // 1: thread 77 does not arrive on empty.
    %f1 = arith.andi %flags, %c1 : i32
    %f1set = arith.cmpi ne, %f1, %c0 : i32
    %is77 = arith.cmpi eq, %tid, %c77 : i32
    %no_arrive = arith.andi %f1set, %is77 : i1
    // 2: the producers do not wait on empty.
    %f2 = arith.andi %flags, %c2 : i32
    %empty_waits = arith.cmpi eq, %f2, %c0 : i32
    // 4: a CTA barrier in the consumers' region.
    %f4 = arith.andi %flags, %c4 : i32
    %consumer_barrier = arith.cmpi ne, %f4, %c0 : i32
    // 8: no named barrier.
    %f8 = arith.andi %flags, %c8 : i32
    %named = arith.cmpi eq, %f8, %c0 : i32

    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    scf.if %is0 {
      scf.for %s = %c0 to %c2 step %c1 : i32 {
        %s8 = arith.muli %s, %c8 : i32
        %full_off = arith.addi %s8, %c1024 : i32
        %full = llvm.getelementptr %smem[%full_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %full, %c128 : !llvm.ptr<3>, i32
        %empty_off = arith.addi %s8, %c1040 : i32
        %empty = llvm.getelementptr %smem[%empty_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %empty, %c128 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
    }
    nvvm.barrier0

    %t1 = arith.addi %tid, %c1 : i32
    %next = arith.remui %t1, %c128 : i32
    %j = arith.remui %tid, %c128 : i32
    %result = scf.if %producer -> (i32) {
      %colsum = scf.for %i = %c0 to %iters step %c1 iter_args(%cs = %c0) -> (i32) : i32 {
        %s = arith.remui %i, %c2 : i32
        %n = arith.divui %i, %c2 : i32
        %parity = arith.andi %n, %c1 : i32
        %previous = arith.xori %parity, %c1 : i32
        %s8 = arith.muli %s, %c8 : i32
        %full_off = arith.addi %s8, %c1024 : i32
        %full = llvm.getelementptr %smem[%full_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %empty_off = arith.addi %s8, %c1040 : i32
        %empty = llvm.getelementptr %smem[%empty_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %stage_off = arith.muli %s, %c512 : i32
        %stage = llvm.getelementptr %smem[%stage_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        scf.if %empty_waits {
          nvvm.mbarrier.try_wait.parity %empty, %previous, %ticks : !llvm.ptr<3>, i32, i32
        }
        %row = arith.muli %i, %c128 : i32
        %k = arith.addi %row, %j : i32
        %src = llvm.getelementptr %in[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
        %v = llvm.load %src : !llvm.ptr<1> -> i32
        %dst = llvm.getelementptr %stage[%j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        llvm.store %v, %dst : i32, !llvm.ptr<3>
        nvvm.mbarrier.arrive %full : !llvm.ptr<3>
        %cs1 = arith.addi %cs, %v : i32
        scf.yield %cs1 : i32
      }
      scf.yield %colsum : i32
    } else {
      %sum = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
        %s = arith.remui %i, %c2 : i32
        %n = arith.divui %i, %c2 : i32
        %parity = arith.andi %n, %c1 : i32
        %s8 = arith.muli %s, %c8 : i32
        %full_off = arith.addi %s8, %c1024 : i32
        %full = llvm.getelementptr %smem[%full_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %empty_off = arith.addi %s8, %c1040 : i32
        %empty = llvm.getelementptr %smem[%empty_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %stage_off = arith.muli %s, %c512 : i32
        %stage = llvm.getelementptr %smem[%stage_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.try_wait.parity %full, %parity, %ticks : !llvm.ptr<3>, i32, i32
        %p0 = llvm.getelementptr %stage[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %x0 = llvm.load %p0 : !llvm.ptr<3> -> i32
        %p1 = llvm.getelementptr %stage[%next] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %x1 = llvm.load %p1 : !llvm.ptr<3> -> i32
        %i1 = arith.addi %i, %c1 : i32
        %scaled = arith.muli %x0, %i1 : i32
        %acc1 = arith.addi %acc, %scaled : i32
        %acc2 = arith.addi %acc1, %x1 : i32
        scf.if %no_arrive {
        } else {
          nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
        }
        scf.yield %acc2 : i32
      }
      scf.if %consumer_barrier {
        nvvm.barrier0
      }
      // The sums of the consumers through shared memory, ordered by a
      // barrier of their 128 threads only.
      %sums = llvm.getelementptr %smem[%c384] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %mine = llvm.getelementptr %sums[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %sum, %mine : i32, !llvm.ptr<3>
      scf.if %named {
        nvvm.barrier id = %c1 number_of_threads = %c128
      }
      %theirs = llvm.getelementptr %sums[%next] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %other = llvm.load %theirs : !llvm.ptr<3> -> i32
      %total = arith.addi %sum, %other : i32
      scf.yield %total : i32
    }
    nvvm.barrier0
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %result, %dst : i32, !llvm.ptr<1>
    llvm.return
  }
}
