// The emulator's Hopper TMA path (tensor maps built in global memory by
// tensormap.replace, mbarriers, cp.async.bulk.tensor in tile mode with the
// 128-byte swizzle) against a box cut out in Python. In each CTA thread 0
// zero-fills a 128-byte map in a pool of 1 MiB in global memory (one slot
// for all CTAs: global memory persists from CTA to CTA, so each rebuilds
// it), replaces every field for the bf16 matrix a of M rows and N columns,
// row-major with rows ld elements apart (rank 2, global_dim {N, M},
// global_stride {2 ld}, a box of 64 x 64 elements: 128-byte rows), fences
// it for the tensormap proxy and initializes an mbarrier. Then, twice (the
// mbarrier's phases 0 and 1), thread 0 arrives with expect-tx of the 8192
// bytes of the box and copies the box at column cx + 64 bx, row cy + 128 by
// + 64 k into shared memory, every thread waits for the phase and copies
// four 16-byte chunks of the box out, undoing the swizzle (bits 4-6 of the
// shared address XOR bits 7-9), to box k of the CTA in out. Elements outside
// the matrix are zeros.
// Arguments after the buffers: M, N, ld, cx, cy, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tma_model_ref.py %t
//
// Boxes partly outside the matrix on every side, one wholly outside, and
// strides past the last column.
// RUN: %tileiras-emulate %t/k.mlir --grid=2 --buffer=a:bf16:8800:%t/a_edges.bin \
// RUN:   --buffer=out:bf16:16384:zeros --i32=100 --i32=80 --i32=88 --i32=40 --i32=-20 \
// RUN:   --i32=0 --compare=out:%t/out_edges.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EDGES
// EDGES: compare out: 16384 elements match
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 \
// RUN:   --i32=0 --compare=out:%t/out_exact.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EXACT
// EXACT: compare out: 8192 elements match
// RUN: %tileiras-emulate %t/k.mlir --grid=3,2 --buffer=a:bf16:28800:%t/a_grid.bin \
// RUN:   --buffer=out:bf16:49152:zeros --i32=200 --i32=136 --i32=144 --i32=-8 --i32=30 \
// RUN:   --i32=0 --compare=out:%t/out_grid.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=GRID
// GRID: compare out: 49152 elements match
//
// The flags leave out or add a step; each is an error.
// 1: no fence.proxy.acquire of the map; 32: no fence.proxy.release.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ACQUIRE
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ACQUIRE
// ACQUIRE: error: line {{[0-9]+}}: the TMA copy of thread 0 reads the tensor map at 0x{{[0-9a-f]+}}, which thread 0 wrote (line {{[0-9]+}}) without a fence.proxy.release of the writer and then a fence.proxy.acquire of the map by thread 0 between, both of gpu or sys scope
// 2: expect-tx of 128 bytes more than the box; 4: of 128 bytes less.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: line {{[0-9]+}}: thread 0 waits for a phase of the mbarrier at 0x{{[0-9a-f]+}} that can never complete: 0 arrivals and 128 bytes missing
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXCESS
// EXCESS: error: line {{[0-9]+}}: the TMA copies that signal the mbarrier at 0x{{[0-9a-f]+}} complete 128 bytes more than its phase 0 expects (expect-tx)
// 8: every thread reads its first chunk before the wait.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EARLY
// EARLY: error: line {{[0-9]+}}: thread 0 reads shared byte 0x{{[0-9a-f]+}} before the TMA copy of line {{[0-9]+}} that writes it completed
// 16: no barrier between the mbarrier's init by thread 0 and the others' waits.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=16 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INIT
// INIT: error: line {{[0-9]+}}: thread 1 uses the mbarrier at 0x{{[0-9a-f]+}} that thread 0 initialized (line {{[0-9]+}}) with no barrier between
// 64: only thread 0 waits; the others read the box all the same.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: line {{[0-9]+}}: thread 1 reads shared byte 0x{{[0-9a-f]+}} that the TMA copy of line {{[0-9]+}} wrote, without having waited for the mbarrier phase that completes the copy
// 64 + 4096: threads 64-127 wait too, and threads 0-63 meet at a named
// barrier after thread 0's wait, which orders it before their reads (a
// barrier after a wait for the phase).
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 \
// RUN:   --i32=4160 --compare=out:%t/out_exact.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EXACT
// 128: no barrier between the reads of the first box and the second copy.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=128 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WAR
// WAR: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier
// 256: mbarrier.inval right after the copy.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=256 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INVAL
// INVAL: error: line {{[0-9]+}}: thread 0 invalidates the mbarrier at 0x{{[0-9a-f]+}} while the TMA copy of line {{[0-9]+}} that signals it is in flight
// 1024: threads 0 and 1 store to the bytes of the mbarrier right after
// thread 0's mbarrier.inval, with no barrier between (thread 1's store
// races the inval); with 2048, a barrier between orders the inval first.
// RUN: not %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=1024 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REUSE
// REUSE: error: line {{[0-9]+}}: thread 1 writes byte 0x{{[0-9a-f]+}} of an mbarrier that thread 0 invalidated at line {{[0-9]+}}, and no barrier orders the mbarrier.inval before it
// RUN: %tileiras-emulate %t/k.mlir --grid=1 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:8192:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=3072 \
// RUN:   --compare=out:%t/out_exact.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=EXACT
// 512: fill_mode is not replaced (with two CTAs: the second zero-fills the
// first's map).
// RUN: not %tileiras-emulate %t/k.mlir --grid=2 --buffer=a:bf16:4096:%t/a_exact.bin \
// RUN:   --buffer=out:bf16:16384:zeros --i32=64 --i32=64 --i32=64 --i32=0 --i32=0 --i32=512 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FIELD
// FIELD: error: line {{[0-9]+}}: the tensor map at 0x{{[0-9a-f]+}} lacks fill_mode: a map built in memory must set each field a copy uses by tensormap.replace

gpu.module @tma {
  llvm.mlir.global internal @maps(dense<0> : tensor<1048576xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<1048576 x i8>
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<9216 x i8>

  llvm.func @tile(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %m: i32, %n: i32, %ld: i32, %cx: i32, %cy: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c4096 = arith.constant 4096 : i32
    %c8192 = arith.constant 8192 : i32
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c7_i64 = arith.constant 7 : i64
    %c7_i64b = arith.constant 7 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %gx = nvvm.read.ptx.sreg.nctaid.x : i32
    %cta_y = arith.muli %by, %gx : i32
    %cta = arith.addi %cta_y, %bx : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    // The flags: %skip_K is true where flag K leaves a step out.
    %f1 = arith.andi %flags, %c1 : i32
    %skip_acquire = arith.cmpi ne, %f1, %c0 : i32
    %f2 = arith.andi %flags, %c2 : i32
    %more_tx = arith.cmpi ne, %f2, %c0 : i32
    %f4 = arith.andi %flags, %c4 : i32
    %less_tx = arith.cmpi ne, %f4, %c0 : i32
    %f8 = arith.andi %flags, %c8 : i32
    %early = arith.cmpi ne, %f8, %c0 : i32
    %f16 = arith.andi %flags, %c16 : i32
    %keep_init_barrier = arith.cmpi eq, %f16, %c0 : i32
    %f32 = arith.andi %flags, %c32 : i32
    %keep_release = arith.cmpi eq, %f32, %c0 : i32
    %f64 = arith.andi %flags, %c64 : i32
    %all_wait = arith.cmpi eq, %f64, %c0 : i32
    %f128 = arith.andi %flags, %c128 : i32
    %keep_read_barrier = arith.cmpi eq, %f128, %c0 : i32
    %f256 = arith.andi %flags, %c256 : i32
    %early_inval = arith.cmpi ne, %f256, %c0 : i32
    %f512 = arith.andi %flags, %c512 : i32
    %keep_fill = arith.cmpi eq, %f512, %c0 : i32
    %c1024 = arith.constant 1024 : i32
    %f1024 = arith.andi %flags, %c1024 : i32
    %reuse = arith.cmpi ne, %f1024, %c0 : i32
    %c2048 = arith.constant 2048 : i32
    %f2048 = arith.andi %flags, %c2048 : i32
    %reuse_barrier = arith.cmpi ne, %f2048, %c0 : i32
    %c4096_flag = arith.constant 4096 : i32
    %f4096 = arith.andi %flags, %c4096_flag : i32
    %named_after_wait = arith.cmpi ne, %f4096, %c0 : i32

    // The map: slot 1024 of the pool, for every CTA.
    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %map = llvm.getelementptr %pool[%c131072_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %gmap = llvm.addrspacecast %map : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %bar = llvm.getelementptr %smem[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %ld2 = arith.muli %ld, %c2 : i32
    %stride = arith.extui %ld2 : i32 to i64
    scf.if %is0 {
      scf.for %i = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %map[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map, %a : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 64;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %c64 : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r" %map, %n : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %m : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %stride : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 10;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 3;", "l" %map : (!llvm.ptr<1>) -> ()
      scf.if %keep_fill {
        llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      }
      scf.if %keep_release {
        nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      }
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    scf.if %keep_init_barrier {
      nvvm.barrier0
    }
    %acquire = arith.andi %is0, %skip_acquire : i1
    %do_acquire = arith.xori %acquire, %is0 : i1
    scf.if %do_acquire {
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
    }

    %bytes_more = arith.addi %c8192, %c128 : i32
    %bytes_less = arith.subi %c8192, %c128 : i32
    %bytes_m = arith.select %more_tx, %bytes_more, %c8192 : i32
    %bytes = arith.select %less_tx, %bytes_less, %bytes_m : i32
    %bx64 = arith.muli %bx, %c64 : i32
    %x0 = arith.addi %cx, %bx64 : i32
    %by128 = arith.muli %by, %c128 : i32
    %ybase = arith.addi %cy, %by128 : i32
    %smem7 = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
    %sbase = llvm.ptrtoint %smem : !llvm.ptr<3> to i64
    %waits0 = arith.ori %is0, %all_wait : i1
    // (With flag 4096, threads 64-127 wait too.)
    %upper_half = arith.cmpi uge, %tid, %c64 : i32
    %upper_waits = arith.andi %upper_half, %named_after_wait : i1
    %waits = arith.ori %waits0, %upper_waits : i1
    %cta2 = arith.muli %cta, %c2 : i32
    scf.for %k = %c0 to %c2 step %c1 : i32 {
      %k64 = arith.muli %k, %c64 : i32
      %y0 = arith.addi %ybase, %k64 : i32
      scf.if %is0 {
        nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32
        nvvm.cp.async.bulk.tensor.shared.cluster.global %smem7, %gmap, %bar, box[%x0, %y0] : !llvm.ptr<7>, !llvm.ptr
        scf.if %early_inval {
          nvvm.mbarrier.inval %bar : !llvm.ptr<3>
        }
      }
      scf.if %early {
        %first = llvm.load %smem : !llvm.ptr<3> -> i32
      }
      scf.if %waits {
        nvvm.mbarrier.try_wait.parity %bar, %k, %ticks : !llvm.ptr<3>, i32, i32
      }
      // Flag 4096: a named barrier of threads 0-63 (barrier 1) after
      // thread 0's wait, which orders it before their reads.
      %lower_half = arith.cmpi ult, %tid, %c64 : i32
      %named = arith.andi %lower_half, %named_after_wait : i1
      scf.if %named {
        %id1 = arith.constant 1 : i32
        nvvm.barrier id = %id1 number_of_threads = %c64
      }
      // Box k of this CTA in out: elements (2 cta + k) 4096 on.
      %box = arith.addi %cta2, %k : i32
      %box_base = arith.muli %box, %c4096 : i32
      scf.for %j = %c0 to %c4 step %c1 : i32 {
        %j128 = arith.muli %j, %c128 : i32
        %q = arith.addi %tid, %j128 : i32
        %row = arith.divui %q, %c8 : i32
        %chunk = arith.remui %q, %c8 : i32
        %row_bytes = arith.muli %row, %c128 : i32
        %chunk_bytes = arith.muli %chunk, %c16 : i32
        %offset = arith.addi %row_bytes, %chunk_bytes : i32
        %offset64 = arith.extui %offset : i32 to i64
        %plain = arith.addi %sbase, %offset64 : i64
        %line = arith.shrui %plain, %c7_i64 : i64
        %bits = arith.andi %line, %c7_i64b : i64
        %flip = arith.shli %bits, %c4_i64 : i64
        %swizzled = arith.xori %plain, %flip : i64
        %src = llvm.inttoptr %swizzled : i64 to !llvm.ptr<3>
        %v = llvm.load %src : !llvm.ptr<3> -> vector<8xi16>
        %row64 = arith.muli %row, %c64 : i32
        %chunk8 = arith.muli %chunk, %c8 : i32
        %in_box = arith.addi %row64, %chunk8 : i32
        %index = arith.addi %box_base, %in_box : i32
        %dst = llvm.getelementptr %out[%index] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i16
        llvm.store %v, %dst : vector<8xi16>, !llvm.ptr<1>
      }
      // The reads (generic proxy) before the refill by TMA (async proxy).
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      scf.if %keep_read_barrier {
        nvvm.barrier0
      }
    }
    scf.if %is0 {
      nvvm.mbarrier.inval %bar : !llvm.ptr<3>
    }
    // Flag 1024: threads 0 and 1 then store a word each to the bytes of the
    // invalidated mbarrier (their reuse); with 2048, after a barrier.
    scf.if %reuse {
      scf.if %reuse_barrier {
        nvvm.barrier0
      }
      %writes = arith.cmpi ult, %tid, %c2 : i32
      scf.if %writes {
        %word_at = llvm.getelementptr %bar[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        llvm.store %tid, %word_at : i32, !llvm.ptr<3>
      }
    }
    llvm.return
  }
}
