// Generic-proxy reads of shared memory and a later TMA copy (an async-proxy
// write) into the same bytes (PTX memory model, proxies: accesses of one
// location through two proxies are ordered only with a cross-proxy fence,
// fence.proxy.async, on the path that orders them). One stage of 512 bytes
// in shared memory, guarded by a "full" mbarrier (count 1: thread 0 arrives
// with expect-tx and TMA-copies row i of in into the stage) and an "empty"
// one (count 128: every thread arrives after its reads; thread 0 waits for
// phase i - 1 before it refills the stage in iteration i, parity (i + 1) % 2,
// which a wait in iteration 0 sees complete at once). The tensor map is
// built by tensormap.replace: rank 2, s32, box 128 x 1. Every thread waits
// for phase i of full (parity i % 2), reads the stage with llvm.load
// (elements t and (t + 1) % 128) or with ldmatrix x4 (each warp the whole
// stage), executes fence.proxy.async and arrives on empty: the arrive
// orders the reads before thread 0's next copy (the happens-before rule
// the race checks already apply), and the fence between the reads and the
// arrive makes that order hold across the proxies. Arguments: in, out,
// ITERS, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/proxy_war_model_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=0 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=1 --compare=out:%t/out_ldmatrix.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare out: 128 elements match
//
// Flags (1: ldmatrix rather than loads) change the fences.
// 8 (with 2): no reader fences, but thread 0 executes fence.proxy.async
// after its wait on empty and before the copy: the fence is on the path
// from the reads (then the arrives, then the wait) to the copy too.
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=10 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=11 --compare=out:%t/out_ldmatrix.bin:rtol=0,atol=0 | FileCheck %s
// 32: a CTA barrier instead of the empty mbarrier, the readers' fences
// before it (or, with 2 and 8, thread 0's after it).
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=32 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=42 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=33 --compare=out:%t/out_ldmatrix.bin:rtol=0,atol=0 | FileCheck %s
//
// Each of the following is an error.
// 2: no fence.proxy.async: the arrive and the wait order the reads before
// the copy, but only within the generic proxy.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=2 2>&1 | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that thread 127 read (line {{[0-9]+}}) with no fence.proxy.async between (the read is in the generic proxy, the copy writes in the async proxy: a fence.proxy.async of thread 127 after the read and before the arrive or barrier that orders it before the copy, or of thread 0 after that and before the copy)
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=3 2>&1 | FileCheck %s --check-prefix=NOFENCE-LDMATRIX
// NOFENCE-LDMATRIX: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that thread 32 read (line {{[0-9]+}}) with no fence.proxy.async between
// 16 (with 2): thread 0's fence before its wait on empty, which does not
// follow the readers' arrives.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=18 2>&1 | FileCheck %s --check-prefix=NOFENCE
// 32 with 2: the barrier orders the reads before the copy, no fence.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=34 2>&1 | FileCheck %s --check-prefix=NOFENCE
// 4: the readers' fences after their arrives on empty, which the copy's
// order then does not include.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=4 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=5 2>&1 | FileCheck %s --check-prefix=LATE
// LATE: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that thread {{127|32}} read (line {{[0-9]+}}) and then fenced (fence.proxy.async), with no barrier or mbarrier phase after the fence ordering it before the copy (an arrive of thread {{127|32}} after its fence.proxy.async, completing a phase that thread 0 waited for before)
// 64: thread 0 does not wait on empty: the fences are there, but nothing
// orders the reads before the copy (the race check of before).
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=64 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier, and no mbarrier phase orders them

gpu.module @war {
  llvm.mlir.global internal @maps(dense<0> : tensor<128xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<128 x i8>
  // The stage at 0, full at 512, empty at 520.
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<528 x i8>

  llvm.func @war(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %iters: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c520 = arith.constant 520 : i32
    %c0_i64 = arith.constant 0 : i64
    %c512_i64 = arith.constant 512 : i64
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %ldmatrix = arith.cmpi ne, %f1, %c0 : i32
    // 2: no reader fences; 4: the readers' fences after their arrives.
    %f2 = arith.andi %flags, %c2 : i32
    %f4 = arith.andi %flags, %c4 : i32
    %f24 = arith.ori %f2, %f4 : i32
    %fence_before = arith.cmpi eq, %f24, %c0 : i32
    %fence_after = arith.cmpi ne, %f4, %c0 : i32
    // 8: thread 0 fences after its wait on empty; 16: before it.
    %f8 = arith.andi %flags, %c8 : i32
    %issuer_after = arith.cmpi ne, %f8, %c0 : i32
    %f16 = arith.andi %flags, %c16 : i32
    %issuer_before = arith.cmpi ne, %f16, %c0 : i32
    // 32: a CTA barrier instead of the empty mbarrier; 64: thread 0 does
    // not wait on empty.
    %f32 = arith.andi %flags, %c32 : i32
    %use_barrier = arith.cmpi ne, %f32, %c0 : i32
    %f64 = arith.andi %flags, %c64 : i32
    %f96 = arith.ori %f32, %f64 : i32
    %empty_waits = arith.cmpi eq, %f96, %c0 : i32

    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %gmap = llvm.addrspacecast %pool : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %full = llvm.getelementptr %smem[%c512] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %empty = llvm.getelementptr %smem[%c520] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
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
      nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %empty, %c128 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    nvvm.barrier0
    scf.if %is0 {
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
    }

    %lane = arith.andi %tid, %c31 : i32
    %t1 = arith.addi %tid, %c1 : i32
    %next = arith.remui %t1, %c128 : i32
    // ldmatrix: lane l gives row l (16 bytes) of the stage's four 8 x 8
    // matrices of b16; register j of lane l is then word 32 j + l.
    %row16 = arith.muli %lane, %c4 : i32
    %rows = llvm.getelementptr %smem[%row16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %stage7 = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
    %sum = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %parity = arith.andi %i, %c1 : i32
      %previous = arith.xori %parity, %c1 : i32
      scf.if %is0 {
        scf.if %issuer_before {
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        }
        scf.if %empty_waits {
          nvvm.mbarrier.try_wait.parity %empty, %previous, %ticks : !llvm.ptr<3>, i32, i32
        }
        scf.if %issuer_after {
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        }
        nvvm.mbarrier.arrive.expect_tx %full, %c512 : !llvm.ptr<3>, i32
        nvvm.cp.async.bulk.tensor.shared.cluster.global %stage7, %gmap, %full, box[%c0, %i] : !llvm.ptr<7>, !llvm.ptr
      }
      nvvm.mbarrier.try_wait.parity %full, %parity, %ticks : !llvm.ptr<3>, i32, i32
      %i1 = arith.addi %i, %c1 : i32
      %acc2 = scf.if %ldmatrix -> (i32) {
        %r = nvvm.ldmatrix %rows {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
        %r0 = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32)>
        %r1 = llvm.extractvalue %r[1] : !llvm.struct<(i32, i32, i32, i32)>
        %r2 = llvm.extractvalue %r[2] : !llvm.struct<(i32, i32, i32, i32)>
        %r3 = llvm.extractvalue %r[3] : !llvm.struct<(i32, i32, i32, i32)>
        %scaled = arith.muli %r0, %i1 : i32
        %s1 = arith.addi %acc, %scaled : i32
        %s2 = arith.addi %s1, %r1 : i32
        %s3 = arith.addi %s2, %r2 : i32
        %s4 = arith.addi %s3, %r3 : i32
        scf.yield %s4 : i32
      } else {
        %p0 = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %x0 = llvm.load %p0 : !llvm.ptr<3> -> i32
        %p1 = llvm.getelementptr %smem[%next] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %x1 = llvm.load %p1 : !llvm.ptr<3> -> i32
        %scaled = arith.muli %x0, %i1 : i32
        %s1 = arith.addi %acc, %scaled : i32
        %s2 = arith.addi %s1, %x1 : i32
        scf.yield %s2 : i32
      }
      scf.if %fence_before {
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      }
      scf.if %use_barrier {
        nvvm.barrier0
      } else {
        nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
      }
      scf.if %fence_after {
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      }
      scf.yield %acc2 : i32
    }
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %sum, %dst : i32, !llvm.ptr<1>
    llvm.return
  }
}
