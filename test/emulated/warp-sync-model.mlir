// bar.warp.sync (__syncwarp) in the release of a TMA pipeline's stages: the
// readers of a stage fence their reads for the async proxy
// (fence.proxy.async), meet at bar.warp.sync -1 (which orders what each lane
// of the warp did before after what each does after), and then only lane 0
// of each warp arrives on the stage's "empty" mbarrier, whose count is the
// number of warps (4). The TMA issuer (thread 0) waits for that phase and
// refills the stage: each reader's read and fence are ordered before the copy
// through its bar.warp.sync, lane 0's arrive and the issuer's wait, which the
// race checks and the cross-proxy check (a generic read overwritten by an
// async-proxy write needs a fence.proxy.async on the path) must accept.
//
// A ring of two 512-byte stages at 0 and 512, full[s] (count 1) at 1024 +
// 8 s, empty[s] (count 4) at 1040 + 8 s. In iteration i thread 0 waits for
// the phase of empty[s] (s = i % 2) that iteration i - 2 completed (parity
// ((i / 2) + 1) % 2, which the waits of iterations 0 and 1 see complete at
// once), arrives with expect-tx on full[s] and TMA-copies row i of in into
// stage s; every thread waits for the phase i / 2 of full[s] and reads the
// stage with llvm.load (elements t and (t + 1) % 128) or with ldmatrix x4
// (each warp the whole stage). The tensor map is built by tensormap.replace:
// rank 2, s32, box 128 x 1. Arguments: in, out, ITERS, flags; the reference
// is that of proxy-war-model.mlir (the sums do not depend on the stage).
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/proxy_war_model_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=0 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=1 --compare=out:%t/out_ldmatrix.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare out: 128 elements match
//
// Flags (1: ldmatrix rather than loads) change the release.
// 32: lane 5 arrives rather than lane 0 (any lane of the warp may).
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=32 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=33 --compare=out:%t/out_ldmatrix.bin:rtol=0,atol=0 | FileCheck %s
// 64: the lanes of a warp meet at two bar.warp.sync ops, lanes 0-15 at the
// one of an scf.if's then region and lanes 16-31 at the one of its else
// region (each region a group of threads of its own), with the same mask.
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=64 --compare=out:%t/out_loads.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin --buffer=out:i32:128:zeros \
// RUN:   --i32=5 --i32=97 --compare=out:%t/out_ldmatrix.bin:rtol=0,atol=0 | FileCheck %s
//
// Each of the following is an error.
// 2: no bar.warp.sync: lane 0's arrive orders only lane 0's reads before the
// next copy into the stage, not those of lanes 1-31.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=2 2>&1 | FileCheck %s --check-prefix=NOSYNC
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=3 2>&1 | FileCheck %s --check-prefix=NOSYNC
// NOSYNC: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier, and no mbarrier phase orders them
// 4: no fence.proxy.async: bar.warp.sync, the arrive and the wait order the
// reads before the copy, but only within the generic proxy.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=4 2>&1 | FileCheck %s --check-prefix=NOFENCE
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=5 2>&1 | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: error: line {{[0-9]+}}: the TMA copy of thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that thread {{[0-9]+}} read (line {{[0-9]+}}) with no fence.proxy.async between (the read is in the generic proxy, the copy writes in the async proxy
// 8: every lane executes bar.warp.sync with the mask 0x7fffffff, which does
// not name lane 31.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=8 2>&1 | FileCheck %s --check-prefix=NOTIN
// NOTIN: error: line {{[0-9]+}}: lane 31 of warp 0 executes bar.warp.sync with member mask 0x7fffffff, which does not name it
// 16: lane 31 of each warp skips bar.warp.sync -1: the others would wait for
// it forever.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=16 2>&1 | FileCheck %s --check-prefix=SKIP
// SKIP: error: line {{[0-9]+}}: deadlock: bar.warp.sync with member mask 0xffffffff reached by lanes 0-30 of warp 0, not by lane 31 of its mask (thread 31 waits elsewhere or went past it)
// 16 with 64: lanes 0-15 at the bar.warp.sync of the then region, lanes
// 16-30 at the one of the else region, which lane 31 skips.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=80 2>&1 | FileCheck %s --check-prefix=SKIP
// 192 (64 and 128): lanes 16-31 of each warp skip the bar.warp.sync of the
// else region and end it; lanes 0-15 wait at the one of the then region.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=192 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 16-31, 48-63, 80-95, 112-127 at the end of their region of the scf.if of line {{[0-9]+}}; threads 0-15 at the bar.warp.sync of line {{[0-9]+}} (member mask 0xffffffff: 16 of 32 lanes arrived)
// 24 (8 and 16): lane 31 skips it and the mask leaves it out, as it may, but
// then nothing orders lane 31's reads before the copy.
// RUN: not %tileiras-emulate %t/k.mlir --buffer=in:i32:640:%t/in.bin \
// RUN:   --buffer=out:i32:128:zeros --i32=5 --i32=24 2>&1 | FileCheck %s --check-prefix=NOSYNC

gpu.module @warpsync {
  llvm.mlir.global internal @maps(dense<0> : tensor<128xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<128 x i8>
  // Stages at 0 and 512, full[s] at 1024 + 8 s, empty[s] at 1040 + 8 s.
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<1056 x i8>

  llvm.func @warpsync(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %iters: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c1040 = arith.constant 1040 : i32
    %all = arith.constant -1 : i32
    %but31 = arith.constant 2147483647 : i32
    %c0_i64 = arith.constant 0 : i64
    %c512_i64 = arith.constant 512 : i64
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %ldmatrix = arith.cmpi ne, %f1, %c0 : i32
    // 2: no bar.warp.sync; 4: no fences; 8: the mask 0x7fffffff; 16: lane
    // 31 skips bar.warp.sync; 32: lane 5 arrives; 64: two bar.warp.sync ops.
    %f2 = arith.andi %flags, %c2 : i32
    %warp_sync = arith.cmpi eq, %f2, %c0 : i32
    %f4 = arith.andi %flags, %c4 : i32
    %fence = arith.cmpi eq, %f4, %c0 : i32
    %f8 = arith.andi %flags, %c8 : i32
    %no31 = arith.cmpi ne, %f8, %c0 : i32
    %mask = arith.select %no31, %but31, %all : i32
    %f16 = arith.andi %flags, %c16 : i32
    %skips = arith.cmpi ne, %f16, %c0 : i32
    %is31 = arith.cmpi eq, %lane, %c31 : i32
    %skip = arith.andi %skips, %is31 : i1
    %f32 = arith.andi %flags, %c32 : i32
    %lane5 = arith.cmpi ne, %f32, %c0 : i32
    %arriving = arith.select %lane5, %c5, %c0 : i32
    %arrives = arith.cmpi eq, %lane, %arriving : i32
    %f64 = arith.andi %flags, %c64 : i32
    %split = arith.cmpi ne, %f64, %c0 : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // 128 (with 64): lanes 16-31 skip bar.warp.sync.
    %f128 = arith.andi %flags, %c128 : i32
    %high_sync = arith.cmpi eq, %f128, %c0 : i32

    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %gmap = llvm.addrspacecast %pool : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
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
        %fo = arith.addi %s8, %c1024 : i32
        %eo = arith.addi %s8, %c1040 : i32
        %full = llvm.getelementptr %smem[%fo] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %empty = llvm.getelementptr %smem[%eo] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
        nvvm.mbarrier.init %empty, %c4 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
    }
    nvvm.barrier0
    scf.if %is0 {
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
    }

    %t1 = arith.addi %tid, %c1 : i32
    %next = arith.remui %t1, %c128 : i32
    // ldmatrix: lane l gives row l (16 bytes) of the stage's four 8 x 8
    // matrices of b16; register j of lane l is then word 32 j + l.
    %row16 = arith.muli %lane, %c16 : i32
    %sum = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.andi %i, %c1 : i32
      %round = arith.shrui %i, %c1 : i32
      %parity = arith.andi %round, %c1 : i32
      %previous = arith.xori %parity, %c1 : i32
      %s8 = arith.muli %s, %c8 : i32
      %fo = arith.addi %s8, %c1024 : i32
      %eo = arith.addi %s8, %c1040 : i32
      %full = llvm.getelementptr %smem[%fo] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %empty = llvm.getelementptr %smem[%eo] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %so = arith.muli %s, %c512 : i32
      %stage = llvm.getelementptr %smem[%so] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      scf.if %is0 {
        nvvm.mbarrier.try_wait.parity %empty, %previous, %ticks : !llvm.ptr<3>, i32, i32
        nvvm.mbarrier.arrive.expect_tx %full, %c512 : !llvm.ptr<3>, i32
        %stage7 = llvm.addrspacecast %stage : !llvm.ptr<3> to !llvm.ptr<7>
        nvvm.cp.async.bulk.tensor.shared.cluster.global %stage7, %gmap, %full, box[%c0, %i] : !llvm.ptr<7>, !llvm.ptr
      }
      nvvm.mbarrier.try_wait.parity %full, %parity, %ticks : !llvm.ptr<3>, i32, i32
      %i1 = arith.addi %i, %c1 : i32
      %acc2 = scf.if %ldmatrix -> (i32) {
        %rows = llvm.getelementptr %stage[%row16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
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
        %p0 = llvm.getelementptr %stage[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %x0 = llvm.load %p0 : !llvm.ptr<3> -> i32
        %p1 = llvm.getelementptr %stage[%next] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %x1 = llvm.load %p1 : !llvm.ptr<3> -> i32
        %scaled = arith.muli %x0, %i1 : i32
        %s1 = arith.addi %acc, %scaled : i32
        %s2 = arith.addi %s1, %x1 : i32
        scf.yield %s2 : i32
      }
      // The per-warp release: every lane fences its reads, the warp meets,
      // one lane arrives.
      scf.if %fence {
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      }
      scf.if %warp_sync {
        scf.if %split {
          scf.if %low {
            nvvm.bar.warp.sync %mask : i32
          } else {
            %goes = arith.xori %skip, %warp_sync : i1
            %goes_high = arith.andi %goes, %high_sync : i1
            scf.if %goes_high {
              nvvm.bar.warp.sync %mask : i32
            }
          }
        } else {
          %goes = arith.xori %skip, %warp_sync : i1
          scf.if %goes {
            nvvm.bar.warp.sync %mask : i32
          }
        }
      }
      scf.if %arrives {
        nvvm.mbarrier.arrive %empty : !llvm.ptr<3>
      }
      scf.yield %acc2 : i32
    }
    %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %sum, %dst : i32, !llvm.ptr<1>
    llvm.return
  }
}
