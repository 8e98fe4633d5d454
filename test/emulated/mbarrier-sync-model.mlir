// mbarrier arrive and wait as synchronization between threads (PTX memory
// model: an arrive releases at CTA scope, a try_wait.parity that sees the
// phase complete acquires): software pipelines over a ring of two stages in
// shared memory with no CTA barrier in the loop, each stage s guarded by a
// "full" mbarrier (count 1, thread 0 fills the stage and arrives) and an
// "empty" one (every consumer arrives after its reads; thread 0 waits for
// the phase of the stage's previous use before it refills the stage).
// Iteration i uses stage s = i % 2 for the n-th time (n = i / 2, from 0):
// it waits for phase n of full[s] (parity n % 2) and, in thread 0, first
// for phase n - 1 of empty[s] (parity (n + 1) % 2, which a wait for n = 0
// sees complete at once). Arguments: in, out, ITERS, flags.
//
// @ring (128 threads): thread 0 stores row i of in (128 i32) into the
// stage and arrives on full[s], or (flags & 1) arrives with expect-tx of
// its 512 bytes and TMA-copies the row into the stage (a tensor map built
// by tensormap.replace: rank 2, s32, box 128 x 1); every thread t reads
// elements t and (t + 1) % 128 and accumulates, then arrives on empty[s]
// (count 128); out[t] is its sum.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/mbarrier_sync_model_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=0 \
// RUN:   --compare=out:%t/ring_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=RING
// RUN: %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=1 \
// RUN:   --compare=out:%t/ring_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=RING
// RING: compare out: 128 elements match
//
// The flags leave out a step (each with stores, then with TMA copies).
// 2: thread 77 does not arrive on empty: the phase that thread 0 waits for
// before it refills stage 0 never completes.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=2 2>&1 | FileCheck %s --check-prefix=ARRIVE
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=3 2>&1 | FileCheck %s --check-prefix=ARRIVE
// ARRIVE: error: line {{[0-9]+}}: thread 0 waits for a phase of the mbarrier at 0x{{[0-9a-f]+}} that can never complete: 1 arrivals and 0 bytes missing
// 4: thread 0 does not wait on empty: it overwrites what the others read.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=4 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: line {{[0-9]+}}: thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier, and no mbarrier phase orders them (an arrive of thread 127 after the read, completing a phase that thread 0 waited for before)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=5 2>&1 | FileCheck %s --check-prefix=EMPTY-TMA
// EMPTY-TMA: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier, and no mbarrier phase orders them (an arrive of thread 127 after the read
// 8: thread 5 does not wait on full: it reads the stage before it is filled.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=8 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: error: line {{[0-9]+}}: thread 5 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote since the last barrier, and no mbarrier phase orders them (an arrive of thread 0 after the write, completing a phase that thread 5 waited for before)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=9 2>&1 | FileCheck %s --check-prefix=FULL-TMA
// FULL-TMA: error: line {{[0-9]+}}: thread 5 reads shared byte 0x{{[0-9a-f]+}} that the TMA copy of line {{[0-9]+}} wrote, without having waited for the mbarrier phase that completes the copy
// 16: the consumers arrive on empty before their reads, which the arrive
// then does not order before the refill.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=16 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=17 2>&1 | FileCheck %s --check-prefix=EMPTY-TMA
// 32: the arrives on empty are relaxed (.relaxed: no release).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring --buffer=in:i32:640:%t/ring_in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=32 2>&1 | FileCheck %s --check-prefix=EMPTY
//
// @ring_wgmma (256 threads, two warpgroups): thread 0 TMA-copies image i
// of in (A and B of a wgmma m64n8k16, bf16, K-major, no swizzle: a rank-2
// map of rows of 16 bytes, box 8 x 144) into the stage, or (flags & 8)
// stores it and then fences it for the async proxy (fence.proxy.async) and
// arrives; every thread waits on full[s], each warpgroup accumulates
// D += A B with wgmma.mma_async from the stage, commits, waits for the
// group and arrives on empty[s] (count 256). The stage thread 0 refills was
// read by warpgroup 1's wgmma, which the wgmma.wait.group and then the
// arrives order before the copy or the stores.
// RUN: %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=0 \
// RUN:   --compare=out:%t/wgmma_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=WGMMA
// RUN: %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=8 \
// RUN:   --compare=out:%t/wgmma_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=WGMMA
// WGMMA: compare out: 1024 elements match
// 2: warpgroup 1 arrives on empty before its wgmma.wait.group.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=2 2>&1 | FileCheck %s --check-prefix=RETIRE
// 4: thread 0 does not wait on empty.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=4 2>&1 | FileCheck %s --check-prefix=RETIRE
// RETIRE: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that a wgmma.mma_async of warpgroup 1 read since the last barrier, and no mbarrier phase orders them (an arrive of a thread of warpgroup 1 after the wgmma.wait.group that retired the wgmma.mma_async (line {{[0-9]+}}), completing a phase that thread 0 waited for before)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=12 2>&1 | FileCheck %s --check-prefix=RETIRE-STORE
// RETIRE-STORE: error: line {{[0-9]+}}: llvm.store of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that a wgmma.mma_async of warpgroup 1 read since the last barrier, and no mbarrier phase orders them
// 16 (with 8): no fence.proxy.async after the stores.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=24 2>&1 | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the wgmma.mma_async of warpgroup 0 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote with no fence.proxy.async between
// 32: warpgroup 1 does not wait on full.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=32 2>&1 | FileCheck %s --check-prefix=NOFULL
// NOFULL: error: line {{[0-9]+}}: the wgmma.mma_async of warpgroup 1 reads shared byte 0x{{[0-9a-f]+}} that the TMA copy of line {{[0-9]+}} wrote, and no thread of the warpgroup waited for the mbarrier phase that completes the copy
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ring_wgmma --buffer=in:bf16:5760:%t/wgmma_in.bin \
// RUN:   --buffer=out:f32:1024:zeros --i32=5 --i32=40 2>&1 | FileCheck %s --check-prefix=NOFULL-STORE
// NOFULL-STORE: error: line {{[0-9]+}}: the wgmma.mma_async of warpgroup 1 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote since the last barrier, and no mbarrier phase orders them (an arrive of thread 0 after the write, completing a phase that a thread of warpgroup 1 waited for before)

gpu.module @sync {
  llvm.mlir.global internal @maps(dense<0> : tensor<256xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<256 x i8>
  // Stages at 0 and 512, full[0..1] at 1024, empty[0..1] at 1040.
  llvm.mlir.global internal @ring_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<1056 x i8>
  // Stages at 0 and 2304, full[0..1] at 4608, empty[0..1] at 4624.
  llvm.mlir.global internal @wg_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<4640 x i8>

  llvm.func @ring(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %iters: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c77 = arith.constant 77 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c1040 = arith.constant 1040 : i32
    %c0_i64 = arith.constant 0 : i64
    %c512_i64 = arith.constant 512 : i64
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %tma = arith.cmpi ne, %f1, %c0 : i32
    // 2: thread 77 does not arrive on empty.
    %f2 = arith.andi %flags, %c2 : i32
    %f2set = arith.cmpi ne, %f2, %c0 : i32
    %is77 = arith.cmpi eq, %tid, %c77 : i32
    %no_arrive = arith.andi %f2set, %is77 : i1
    // 4: thread 0 does not wait on empty.
    %f4 = arith.andi %flags, %c4 : i32
    %empty_waits = arith.cmpi eq, %f4, %c0 : i32
    // 8: thread 5 does not wait on full.
    %f8 = arith.andi %flags, %c8 : i32
    %f8set = arith.cmpi ne, %f8, %c0 : i32
    %is5 = arith.cmpi eq, %tid, %c5 : i32
    %no_full_wait = arith.andi %f8set, %is5 : i1
    // 16: the arrive on empty before the reads; 32: relaxed arrives.
    %f16 = arith.andi %flags, %c16 : i32
    %early = arith.cmpi ne, %f16, %c0 : i32
    %f32 = arith.andi %flags, %c32 : i32
    %relaxed = arith.cmpi ne, %f32, %c0 : i32

    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %gmap = llvm.addrspacecast %pool : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @ring_smem : !llvm.ptr<3>
    scf.if %is0 {
      scf.for %w = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %pool[%w] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %pool, %in : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 128;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 128;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %pool, %iters : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %pool, %c512_i64 : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 3;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %pool : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      scf.for %s = %c0 to %c2 step %c1 : i32 {
        %s8 = arith.muli %s, %c8 : i32
        %full_off = arith.addi %s8, %c1024 : i32
        %full = llvm.getelementptr %smem[%full_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
        %empty_off = arith.addi %s8, %c1040 : i32
        %empty = llvm.getelementptr %smem[%empty_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %empty, %c128 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
    }
    nvvm.barrier0
    scf.if %is0 {
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
    }

    %t1 = arith.addi %tid, %c1 : i32
    %next = arith.remui %t1, %c128 : i32
    %sum = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
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
      scf.if %is0 {
        scf.if %empty_waits {
          nvvm.mbarrier.try_wait.parity %empty, %previous, %ticks : !llvm.ptr<3>, i32, i32
        }
        scf.if %tma {
          nvvm.mbarrier.arrive.expect_tx %full, %c512 : !llvm.ptr<3>, i32
          %stage7 = llvm.addrspacecast %stage : !llvm.ptr<3> to !llvm.ptr<7>
          nvvm.cp.async.bulk.tensor.shared.cluster.global %stage7, %gmap, %full, box[%c0, %i] : !llvm.ptr<7>, !llvm.ptr
        } else {
          %row = arith.muli %i, %c128 : i32
          scf.for %j = %c0 to %c128 step %c1 : i32 {
            %k = arith.addi %row, %j : i32
            %src = llvm.getelementptr %in[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
            %v = llvm.load %src : !llvm.ptr<1> -> i32
            %dst = llvm.getelementptr %stage[%j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
            llvm.store %v, %dst : i32, !llvm.ptr<3>
          }
          nvvm.mbarrier.arrive %full : !llvm.ptr<3>
        }
      }
      scf.if %no_full_wait {
      } else {
        nvvm.mbarrier.try_wait.parity %full, %parity, %ticks : !llvm.ptr<3>, i32, i32
      }
      scf.if %early {
        scf.if %no_arrive {
        } else {
          nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
        }
      }
      %p0 = llvm.getelementptr %stage[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %x0 = llvm.load %p0 : !llvm.ptr<3> -> i32
      %p1 = llvm.getelementptr %stage[%next] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %x1 = llvm.load %p1 : !llvm.ptr<3> -> i32
      %i1 = arith.addi %i, %c1 : i32
      %scaled = arith.muli %x0, %i1 : i32
      %acc1 = arith.addi %acc, %scaled : i32
      %acc2 = arith.addi %acc1, %x1 : i32
      scf.if %early {
      } else {
        scf.if %no_arrive {
        } else {
          // The reads (generic proxy) before the refill by TMA (async proxy).
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          scf.if %relaxed {
            nvvm.mbarrier.arrive %empty {relaxed = true} : !llvm.ptr<3>
          } else {
            nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
          }
        }
      }
      scf.yield %acc2 : i32
    }
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %sum, %dst : i32, !llvm.ptr<1>
    llvm.return
  }

  llvm.func @ring_wgmma(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %iters: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c144 = arith.constant 144 : i32
    %c256 = arith.constant 256 : i32
    %c288 = arith.constant 288 : i32
    %c2304 = arith.constant 2304 : i32
    %c4608 = arith.constant 4608 : i32
    %c4624 = arith.constant 4624 : i32
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c2048_i64 = arith.constant 2048 : i64
    %c262143_i64 = arith.constant 262143 : i64
    // LBO 128 (>> 4 = 8) in bits 16-29, SBO 256 (>> 4 = 16) in bits 32-45.
    %strides = arith.constant 68720001024 : i64
    %ticks = arith.constant 10000000 : i32
    %zero = arith.constant 0.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %wg = arith.divui %tid, %c128 : i32
    // 2: warpgroup 1 arrives on empty before its wgmma.wait.group.
    %f2 = arith.andi %flags, %c2 : i32
    %f2set = arith.cmpi ne, %f2, %c0 : i32
    %is_wg1 = arith.cmpi eq, %wg, %c1 : i32
    %early = arith.andi %f2set, %is_wg1 : i1
    // 4: thread 0 does not wait on empty.
    %f4 = arith.andi %flags, %c4 : i32
    %empty_waits = arith.cmpi eq, %f4, %c0 : i32
    // 8: thread 0 stores the stage (then fence.proxy.async, unless 16).
    %f8 = arith.andi %flags, %c8 : i32
    %stores = arith.cmpi ne, %f8, %c0 : i32
    %f16 = arith.andi %flags, %c16 : i32
    %fence = arith.cmpi eq, %f16, %c0 : i32
    // 32: warpgroup 1 does not wait on full.
    %f32 = arith.andi %flags, %c32 : i32
    %f32set = arith.cmpi ne, %f32, %c0 : i32
    %no_full_wait = arith.andi %f32set, %is_wg1 : i1

    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %gmap = llvm.addrspacecast %pool : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @wg_smem : !llvm.ptr<3>
    %rows = arith.muli %iters, %c144 : i32
    scf.if %is0 {
      scf.for %w = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %pool[%w] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %pool, %in : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 8;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 144;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 8;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %pool, %rows : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %pool, %c16_i64 : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 10;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %pool : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %pool : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      scf.for %s = %c0 to %c2 step %c1 : i32 {
        %s8 = arith.muli %s, %c8 : i32
        %full_off = arith.addi %s8, %c4608 : i32
        %full = llvm.getelementptr %smem[%full_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
        %empty_off = arith.addi %s8, %c4624 : i32
        %empty = llvm.getelementptr %smem[%empty_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %empty, %c256 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
    }
    nvvm.barrier0
    scf.if %is0 {
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
    }

    %u = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
    %u0 = llvm.insertvalue %zero, %u[0] : !llvm.struct<(f32, f32, f32, f32)>
    %u1 = llvm.insertvalue %zero, %u0[1] : !llvm.struct<(f32, f32, f32, f32)>
    %u2 = llvm.insertvalue %zero, %u1[2] : !llvm.struct<(f32, f32, f32, f32)>
    %init = llvm.insertvalue %zero, %u2[3] : !llvm.struct<(f32, f32, f32, f32)>
    %d = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %init) -> (!llvm.struct<(f32, f32, f32, f32)>) : i32 {
      %s = arith.remui %i, %c2 : i32
      %n = arith.divui %i, %c2 : i32
      %parity = arith.andi %n, %c1 : i32
      %previous = arith.xori %parity, %c1 : i32
      %s8 = arith.muli %s, %c8 : i32
      %full_off = arith.addi %s8, %c4608 : i32
      %full = llvm.getelementptr %smem[%full_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %empty_off = arith.addi %s8, %c4624 : i32
      %empty = llvm.getelementptr %smem[%empty_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %stage_off = arith.muli %s, %c2304 : i32
      %stage = llvm.getelementptr %smem[%stage_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      scf.if %is0 {
        scf.if %empty_waits {
          nvvm.mbarrier.try_wait.parity %empty, %previous, %ticks : !llvm.ptr<3>, i32, i32
        }
        scf.if %stores {
          %words = arith.muli %i, %c288 : i32
          scf.for %j = %c0 to %c288 step %c1 : i32 {
            %k = arith.addi %words, %j : i32
            %src = llvm.getelementptr %in[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
            %v = llvm.load %src : !llvm.ptr<1> -> i64
            %dst = llvm.getelementptr %stage[%j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
            llvm.store %v, %dst : i64, !llvm.ptr<3>
          }
          scf.if %fence {
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          }
          nvvm.mbarrier.arrive %full : !llvm.ptr<3>
        } else {
          nvvm.mbarrier.arrive.expect_tx %full, %c2304 : !llvm.ptr<3>, i32
          %stage7 = llvm.addrspacecast %stage : !llvm.ptr<3> to !llvm.ptr<7>
          %y = arith.muli %i, %c144 : i32
          nvvm.cp.async.bulk.tensor.shared.cluster.global %stage7, %gmap, %full, box[%c0, %y] : !llvm.ptr<7>, !llvm.ptr
        }
      }
      scf.if %no_full_wait {
      } else {
        nvvm.mbarrier.try_wait.parity %full, %parity, %ticks : !llvm.ptr<3>, i32, i32
      }
      // Descriptors: start address >> 4 in bits 0-13, LBO and SBO, no swizzle.
      %addr = llvm.ptrtoint %stage : !llvm.ptr<3> to i64
      %window = arith.andi %addr, %c262143_i64 : i64
      %start_a = arith.shrui %window, %c4_i64 : i64
      %desc_a = arith.ori %start_a, %strides : i64
      %window_b = arith.addi %window, %c2048_i64 : i64
      %start_b = arith.shrui %window_b, %c4_i64 : i64
      %desc_b = arith.ori %start_b, %strides : i64
      nvvm.wgmma.fence.aligned
      %r = nvvm.wgmma.mma_async %desc_a, %desc_b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
      nvvm.wgmma.commit.group.sync.aligned
      scf.if %early {
        nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
      }
      nvvm.wgmma.wait.group.sync.aligned 0
      scf.if %early {
      } else {
        nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
      }
      scf.yield %r : !llvm.struct<(f32, f32, f32, f32)>
    }

    // Thread t of warpgroup w (warp q = (t / 32) % 4, lane l) holds d(i) at
    // row 64 w + 16 q + l / 4 + 8 (i / 2), column 2 (l % 4) + i % 2.
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %q = arith.remui %warp, %c4 : i32
    %g = arith.divui %lane, %c4 : i32
    %l4 = arith.remui %lane, %c4 : i32
    %wrow = arith.muli %wg, %c64 : i32
    %qrow = arith.muli %q, %c16 : i32
    %row0 = arith.addi %wrow, %qrow : i32
    %row = arith.addi %row0, %g : i32
    %row8 = arith.muli %row, %c8 : i32
    %col = arith.muli %l4, %c2 : i32
    %base = arith.addi %row8, %col : i32
    %v0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %p0 = llvm.getelementptr %out[%base] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.store %v0, %p0 : f32, !llvm.ptr<1>
    %v1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v1, %p1 : f32, !llvm.ptr<1>
    %v2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %p2 = llvm.getelementptr %p0[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v2, %p2 : f32, !llvm.ptr<1>
    %v3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %p3 = llvm.getelementptr %p0[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    llvm.store %v3, %p3 : f32, !llvm.ptr<1>
    llvm.return
  }
}
