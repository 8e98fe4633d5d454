// The emulator's TMA stores (cp.async.bulk.tensor from shared::cta to
// global memory in tile mode, bulk async-groups) against a Python reference.
// Every thread fills four 16-byte chunks of a bf16 box in shared memory
// (element x of the box, row-major, holds the bf16 pattern 0x3c00 + x +
// 0x1000 bx), with the 128-byte swizzle and rows of 64 elements (box 64 x
// 64), or with flag 1 without swizzle and rows of 128 elements (box 128 x
// 32, 256-byte rows packed one after the other); then each thread executes
// fence.proxy.async and a barrier follows. Thread 0 zero-fills a 128-byte
// map in global memory, replaces every field for the bf16 matrix out of M
// rows and N columns, row-major with rows ld elements apart, fences it for
// the tensormap proxy, and stores the box at column cx + box0 bx, row cy
// (the op executes in every thread, predicated on thread 0). Every thread
// commits a bulk async-group and waits for it (wait_group.read 0, then
// wait_group 0); after a barrier every thread overwrites part of the box.
// Elements of out outside the box, and those of the box outside the matrix
// (the store is clipped), keep their random initial values.
// Arguments after the buffer: M, N, ld, cx, cy, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-emulate %t/k.mlir --grid=2 --dry-run --buffer=out:bf16:8800:random \
// RUN:   --i32=100 --i32=80 --i32=88 --i32=40 --i32=-20 --i32=0 --out=out:%t/init_edges.bin
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --dry-run --buffer=out:bf16:8000:random \
// RUN:   --i32=50 --i32=150 --i32=160 --i32=-8 --i32=30 --i32=1 --out=out:%t/init_plain.bin
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --dry-run --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=0 --out=out:%t/init_exact.bin
// RUN: %python %S/Inputs/tma_store_model_ref.py %t
//
// A box partly outside the matrix on the left, top and right (and past
// column N, short of the row stride ld), then one wholly outside; the
// unswizzled box; a box that fits exactly (with wait_group 0 alone, which
// completes the reads too: flag 128).
// RUN: %tileiras-emulate %t/k.mlir --grid=2 --buffer=out:bf16:8800:random \
// RUN:   --i32=100 --i32=80 --i32=88 --i32=40 --i32=-20 --i32=0 \
// RUN:   --compare=out:%t/ref_edges.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EDGES
// EDGES: compare out: 8800 elements match
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:8000:random \
// RUN:   --i32=50 --i32=150 --i32=160 --i32=-8 --i32=30 --i32=1 \
// RUN:   --compare=out:%t/ref_plain.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=PLAIN
// PLAIN: compare out: 8000 elements match
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=128 \
// RUN:   --compare=out:%t/ref_exact.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EXACT
// EXACT: compare out: 4096 elements match
//
// The flags leave out or add a step; each is an error.
// 2: no fence.proxy.async of the writers.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=2 2>&1 | FileCheck %s --check-prefix=FENCE
// FENCE: error: line {{[0-9]+}}: the TMA store of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote with no fence.proxy.async between (the write is in the generic proxy, the store reads in the async proxy)
// 4: no wait at all before the end of the CTA.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=4 2>&1 | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: line [[LINE:[0-9]+]]: block (0, 0, 0) ends with the TMA store of line [[LINE]] still reading shared memory (thread 0 issued it and no cp.async.bulk.wait_group.read of the thread covered its bulk async-group)
// 8: thread 5 writes the box after the store is issued, before the wait.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=8 2>&1 | FileCheck %s --check-prefix=WAR
// WAR: error: line {{[0-9]+}}: thread 5 writes shared byte 0x{{[0-9a-f]+}} that the TMA store of line {{[0-9]+}} (thread 0) reads, before a cp.async.bulk.wait_group.read of thread 0 covered its bulk async-group
// 16: no fence.proxy.acquire of the map.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=16 2>&1 | FileCheck %s --check-prefix=ACQUIRE
// ACQUIRE: error: line {{[0-9]+}}: the TMA copy of thread 0 reads the tensor map at 0x{{[0-9a-f]+}}, which thread 0 wrote (line {{[0-9]+}}) without a fence.proxy.release of the writer and then a fence.proxy.acquire of the map by thread 0 between
// 32: no barrier between the writes of the box and the store.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=32 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: line {{[0-9]+}}: the TMA store of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 1 wrote since the last barrier
// 64: no barrier between the waits and the overwrites of the others.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=64 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: error: line {{[0-9]+}}: thread 1 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier
// 258: the writers do not fence, thread 0 fences after the barrier instead
// (its fence covers the others' writes before the barrier): no error. 512:
// the writers but thread 0 fence after the barrier, with no barrier after
// the fence.
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=258 \
// RUN:   --compare=out:%t/ref_exact.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EXACT
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=out:bf16:4096:random \
// RUN:   --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=512 2>&1 | FileCheck %s --check-prefix=LATE
// LATE: error: line {{[0-9]+}}: the TMA store of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 1 wrote and then fenced (fence.proxy.async) with no barrier or mbarrier phase after the fence ordering it before the store

gpu.module @tma_store {
  llvm.mlir.global internal @maps(dense<0> : tensor<256xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<256 x i8>
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>

  llvm.func @store(%out: !llvm.ptr<1>, %m: i32, %n: i32, %ld: i32, %cx: i32, %cy: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c4096 = arith.constant 4096 : i32
    %c15360 = arith.constant 15360 : i32
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c7_i64 = arith.constant 7 : i64
    %c15_i64 = arith.constant 15 : i64
    %cm16_i64 = arith.constant -16 : i64
    %c0_i16 = arith.constant 0 : i16
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %is5 = arith.cmpi eq, %tid, %c5 : i32
    // The flags.
    %f1 = arith.andi %flags, %c1 : i32
    %plain = arith.cmpi ne, %f1, %c0 : i32
    %swizzled = arith.cmpi eq, %f1, %c0 : i32
    %f2 = arith.andi %flags, %c2 : i32
    %no_fence = arith.cmpi ne, %f2, %c0 : i32
    %f4 = arith.andi %flags, %c4 : i32
    %waits = arith.cmpi eq, %f4, %c0 : i32
    %f8 = arith.andi %flags, %c8 : i32
    %war = arith.cmpi ne, %f8, %c0 : i32
    %f16 = arith.andi %flags, %c16 : i32
    %no_acquire = arith.cmpi ne, %f16, %c0 : i32
    %f32 = arith.andi %flags, %c32 : i32
    %keep_barrier = arith.cmpi eq, %f32, %c0 : i32
    %f64 = arith.andi %flags, %c64 : i32
    %keep_barrier2 = arith.cmpi eq, %f64, %c0 : i32
    %f128 = arith.andi %flags, %c128 : i32
    %full_only = arith.cmpi ne, %f128, %c0 : i32
    %f256 = arith.andi %flags, %c256 : i32
    %issuer_fence = arith.cmpi ne, %f256, %c0 : i32
    %f512 = arith.andi %flags, %c512 : i32
    %late_fence = arith.cmpi ne, %f512, %c0 : i32

    // The box: box0 x box1 elements of 2 bytes, 8192 bytes.
    %box0 = arith.select %plain, %c128, %c64 : i32
    %box1 = arith.select %plain, %c32, %c64 : i32
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %sbase = llvm.ptrtoint %smem : !llvm.ptr<3> to i64
    %bx4096 = arith.muli %bx, %c4096 : i32
    %pattern = arith.addi %bx4096, %c15360 : i32
    scf.for %j = %c0 to %c4 step %c1 : i32 {
      %j128 = arith.muli %j, %c128 : i32
      %q = arith.addi %tid, %j128 : i32
      %q16 = arith.muli %q, %c16 : i32
      %q16_64 = arith.extui %q16 : i32 to i64
      %chunk = arith.addi %sbase, %q16_64 : i64
      %line = arith.shrui %chunk, %c7_i64 : i64
      %bits = arith.andi %line, %c7_i64 : i64
      %flip = arith.shli %bits, %c4_i64 : i64
      %flip_or_0 = arith.select %swizzled, %flip, %c0_i64 : i64
      %at = arith.xori %chunk, %flip_or_0 : i64
      %q8 = arith.muli %q, %c8 : i32
      scf.for %k = %c0 to %c8 step %c1 : i32 {
        %x = arith.addi %q8, %k : i32
        %v32 = arith.addi %pattern, %x : i32
        %v = arith.trunci %v32 : i32 to i16
        %k2 = arith.muli %k, %c2 : i32
        %k2_64 = arith.extui %k2 : i32 to i64
        %a = arith.addi %at, %k2_64 : i64
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<3>
        llvm.store %v, %p : i16, !llvm.ptr<3>
      }
    }
    // Before the barrier: unless flag 2, and with flag 512 thread 0 only.
    %not0 = arith.cmpi ne, %tid, %c0 : i32
    %late_others = arith.andi %late_fence, %not0 : i1
    %skip_fence = arith.ori %no_fence, %late_others : i1
    %fence_now = arith.cmpi eq, %skip_fence, %false : i1
    scf.if %fence_now {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }

    // The map, for every CTA.
    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %map = llvm.getelementptr %pool[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %gmap = llvm.addrspacecast %map : !llvm.ptr<1> to !llvm.ptr
    %ld2 = arith.muli %ld, %c2 : i32
    %stride = arith.extui %ld2 : i32 to i64
    scf.if %is0 {
      scf.for %i = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %map[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map, %out : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, $1;", "l,r" %map, %box0 : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %box1 : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r" %map, %n : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %m : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %stride : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 10;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      scf.if %plain {
        llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      } else {
        llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 3;", "l" %map : (!llvm.ptr<1>) -> ()
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      %acquire = arith.xori %no_acquire, %is0 : i1
      scf.if %acquire {
        nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
      }
    }
    scf.if %keep_barrier {
      nvvm.barrier0
    }
    %fence_late = arith.andi %late_others, %keep_barrier : i1
    %fence0 = arith.andi %issuer_fence, %is0 : i1
    %fence_after = arith.ori %fence_late, %fence0 : i1
    scf.if %fence_after {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }

    // The store, of thread 0 only; every thread commits and waits.
    %bxbox = arith.muli %bx, %box0 : i32
    %x0 = arith.addi %cx, %bxbox : i32
    nvvm.cp.async.bulk.tensor.global.shared.cta %gmap, %smem, box[%x0, %cy], predicate = %is0 : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    %war5 = arith.andi %war, %is5 : i1
    scf.if %war5 {
      %second = llvm.getelementptr %smem[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.store %c0_i16, %second : i16, !llvm.ptr<3>
    }
    scf.if %waits {
      %read_first = arith.xori %full_only, %waits : i1
      scf.if %read_first {
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      nvvm.cp.async.bulk.wait_group 0
    }
    scf.if %keep_barrier2 {
      nvvm.barrier0
    }
    // The box is free again (after the waits): every thread overwrites a
    // word of it.
    scf.if %waits {
      %tid4 = arith.muli %tid, %c4 : i32
      %word = llvm.getelementptr %smem[%tid4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %c0, %word : i32, !llvm.ptr<3>
    }
    llvm.return
  }
}
