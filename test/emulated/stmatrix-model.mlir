// The emulator's nvvm.stmatrix (m8n8, b16) against the PTX ISA's layout
// ("Warp-level matrix store instruction: stmatrix"): lanes 8j..8j+7 give
// the addresses of the eight 16-byte rows of matrix j, and lane l stores
// from register j elements (l / 4, 2 (l % 4)) (the low half) and
// (l / 4, 2 (l % 4) + 1) of matrix j; with .trans (layout col) the matrix
// is stored column-major. In every kernel lane l holds 64 j + 2 l and
// 64 j + 2 l + 1 in register j, and gives row l % 16 at column 8 (l / 16)
// of a 16x16 tile of 16-bit elements: matrix j is the block at rows
// 8 (j % 2), columns 8 (j / 2).
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/stmatrix_model_ref.py %t
//
// @store: x1 (lanes 8-31 give an address outside shared memory, which x1
// does not use), x2 (lanes 16-31 give a misaligned one, which x2 does not
// use), x4 and x4.trans into four tiles; after a barrier the lanes copy the
// tiles to out with plain loads (the bytes no stmatrix wrote keep the fill
// 0xA5), and ldmatrix x4 and x4.trans read the last two back into the
// registers they were stored from. Rows 32 bytes apart put rows r and r + 4
// of a matrix in the same banks: every stmatrix and ldmatrix needs two
// wavefronts.
// RUN: %tileiras-emulate %t/k.mlir --kernel=store --buffer=out:i16:1024:zeros \
// RUN:   --buffer=regs:i32:256:zeros --compare=out:%t/store.bin \
// RUN:   --compare=regs:%t/regs.bin --report-bank-conflicts | FileCheck %s --check-prefix=STORE
// STORE: tileiras-emulate: ldmatrix: 2 issued, 2 with bank conflicts
// STORE: tileiras-emulate: stmatrix: 4 issued, 4 with bank conflicts
// STORE: compare out: 1024 elements match
// STORE: compare regs: 256 elements match
//
// @race: warp 0 stores the tile with x4, warp 1 copies it to out with plain
// loads. With the barrier between (0), warp 1 reads what the lanes of warp
// 0 stored; without it (1), a race; with warp 1 reading the tile before the
// stmatrix and no barrier (2), a race too (the store overwrites the read).
// RUN: %tileiras-emulate %t/k.mlir --kernel=race --buffer=out:i16:256:zeros --i32=0 \
// RUN:   --compare=out:%t/tile.bin | FileCheck %s --check-prefix=SYNCED
// SYNCED: compare out: 256 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=race --buffer=out:i16:256:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: line {{[0-9]+}}: thread 32 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote since the last barrier
// RUN: not %tileiras-emulate %t/k.mlir --kernel=race --buffer=out:i16:256:zeros \
// RUN:   --i32=2 2>&1 | FileCheck %s --check-prefix=WAR
// WAR: error: line {{[0-9]+}}: thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier
//
// @bad: an x2 store with every lane's address valid (0); lane 5's address 2
// bytes off (1); lane 3's outside shared memory (2); lanes 0-15 only (3);
// m16n8 b8 (4), which the model does not cover.
// RUN: %tileiras-emulate %t/k.mlir --kernel=bad --buffer=out:i16:16:zeros --i32=0
// RUN: not %tileiras-emulate %t/k.mlir --kernel=bad --buffer=out:i16:16:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: error: line {{[0-9]+}}: stmatrix row address 0x{{[0-9a-f]+}} of thread 5 is not 16-byte aligned
// RUN: not %tileiras-emulate %t/k.mlir --kernel=bad --buffer=out:i16:16:zeros \
// RUN:   --i32=2 2>&1 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: error: line {{[0-9]+}}: stmatrix row address 0x{{[0-9a-f]+}} of thread 3 is outside shared memory
// RUN: not %tileiras-emulate %t/k.mlir --kernel=bad --buffer=out:i16:16:zeros \
// RUN:   --i32=3 2>&1 | FileCheck %s --check-prefix=WARP
// WARP: error: line {{[0-9]+}}: stmatrix in warp 0 without lane 16 (the whole warp must take part)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=bad --buffer=out:i16:16:zeros \
// RUN:   --i32=4 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: line {{[0-9]+}}: stmatrix x1 m=16,n=8 b8 col of i32 is not modelled
//
// @epilogue: the warp stores the tile with x4, fences the generic proxy
// against the async one, and after a barrier lane 0 writes it to out with a
// TMA store (u16, box 16 x 16, no swizzle). Without the fence (flag 1) the
// store reads bytes written in the generic proxy; a second stmatrix into
// the tile before the store's wait_group.read (flag 2) writes bytes the
// store still reads.
// RUN: %tileiras-emulate %t/k.mlir --kernel=epilogue --buffer=out:i16:256:zeros --i32=0 \
// RUN:   --compare=out:%t/tile.bin | FileCheck %s --check-prefix=SYNCED
// RUN: not %tileiras-emulate %t/k.mlir --kernel=epilogue --buffer=out:i16:256:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=FENCE
// FENCE: error: line {{[0-9]+}}: the TMA store of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote with no fence.proxy.async between
// RUN: not %tileiras-emulate %t/k.mlir --kernel=epilogue --buffer=out:i16:256:zeros \
// RUN:   --i32=2 2>&1 | FileCheck %s --check-prefix=REUSE
// REUSE: error: line {{[0-9]+}}: thread 0 writes shared byte 0x{{[0-9a-f]+}} that the TMA store of line {{[0-9]+}} (thread 0) reads, before a cp.async.bulk.wait_group.read of thread 0 covered its bulk async-group

gpu.module @stmatrix {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32} : !llvm.array<1024 x i16>
  llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<256 x i16>
  llvm.mlir.global internal @maps(dense<0> : tensor<128xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<128 x i8>

  llvm.func @store(%out: !llvm.ptr, %regs: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c192 = arith.constant 192 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // Register j: 64 j + 2 l in the low half, 64 j + 2 l + 1 in the high.
    %lo0 = arith.muli %lane, %c2 : i32
    %lo1 = arith.addi %lo0, %c64 : i32
    %lo2 = arith.addi %lo0, %c128 : i32
    %lo3 = arith.addi %lo0, %c192 : i32
    %hi0 = arith.addi %lo0, %c1 : i32
    %hi1 = arith.addi %lo1, %c1 : i32
    %hi2 = arith.addi %lo2, %c1 : i32
    %hi3 = arith.addi %lo3, %c1 : i32
    %up0 = arith.shli %hi0, %c16 : i32
    %up1 = arith.shli %hi1, %c16 : i32
    %up2 = arith.shli %hi2, %c16 : i32
    %up3 = arith.shli %hi3, %c16 : i32
    %r0 = arith.ori %lo0, %up0 : i32
    %r1 = arith.ori %lo1, %up1 : i32
    %r2 = arith.ori %lo2, %up2 : i32
    %r3 = arith.ori %lo3, %up3 : i32
    // Row l % 16, column 8 (l / 16) of tile k (256 elements each).
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %row = arith.andi %lane, %c15 : i32
    %right = arith.shrui %lane, %c4 : i32
    %col = arith.muli %right, %c8 : i32
    %row_at = arith.muli %row, %c16 : i32
    %at0 = arith.addi %row_at, %col : i32
    %at1 = arith.addi %at0, %c256 : i32
    %at2 = arith.addi %at0, %c512 : i32
    %at3 = arith.addi %at0, %c768 : i32
    %p0 = llvm.getelementptr %tiles[%at0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %p1 = llvm.getelementptr %tiles[%at1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %p2 = llvm.getelementptr %tiles[%at2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %p3 = llvm.getelementptr %tiles[%at3] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %past8 = arith.cmpi uge, %lane, %c8 : i32
    %global = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<3>
    %q0 = llvm.select %past8, %global, %p0 : i1, !llvm.ptr<3>
    nvvm.stmatrix %q0, %r0 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
    %upper = arith.cmpi uge, %lane, %c16 : i32
    %p1_odd = llvm.getelementptr %p1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16
    %q1 = llvm.select %upper, %p1_odd, %p1 : i1, !llvm.ptr<3>
    nvvm.stmatrix %q1, %r0, %r1 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
    nvvm.stmatrix %p2, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    nvvm.stmatrix %p3, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    nvvm.barrier0
    // Lane l copies elements 8l..8l+7 of each tile.
    %e8 = arith.muli %lane, %c8 : i32
    scf.for %k = %c0 to %c4 step %c1 : i32 {
      %k256 = arith.muli %k, %c256 : i32
      %e = arith.addi %k256, %e8 : i32
      %src = llvm.getelementptr %tiles[%e] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
      %v = llvm.load %src : !llvm.ptr<3> -> vector<8xi16>
      %dst = llvm.getelementptr %out[%e] : (!llvm.ptr, i32) -> !llvm.ptr, i16
      llvm.store %v, %dst : vector<8xi16>, !llvm.ptr
    }
    // ldmatrix of tiles 2 and 3 as they were stored: regs[8 l ..].
    %m = nvvm.ldmatrix %p2 {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %t = nvvm.ldmatrix %p3 {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %m0 = llvm.extractvalue %m[0] : !llvm.struct<(i32, i32, i32, i32)>
    %m1 = llvm.extractvalue %m[1] : !llvm.struct<(i32, i32, i32, i32)>
    %m2 = llvm.extractvalue %m[2] : !llvm.struct<(i32, i32, i32, i32)>
    %m3 = llvm.extractvalue %m[3] : !llvm.struct<(i32, i32, i32, i32)>
    %t0 = llvm.extractvalue %t[0] : !llvm.struct<(i32, i32, i32, i32)>
    %t1 = llvm.extractvalue %t[1] : !llvm.struct<(i32, i32, i32, i32)>
    %t2 = llvm.extractvalue %t[2] : !llvm.struct<(i32, i32, i32, i32)>
    %t3 = llvm.extractvalue %t[3] : !llvm.struct<(i32, i32, i32, i32)>
    %o = llvm.getelementptr %regs[%e8] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %o1 = llvm.getelementptr %o[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %o2 = llvm.getelementptr %o[2] : (!llvm.ptr) -> !llvm.ptr, i32
    %o3 = llvm.getelementptr %o[3] : (!llvm.ptr) -> !llvm.ptr, i32
    %o4 = llvm.getelementptr %o[4] : (!llvm.ptr) -> !llvm.ptr, i32
    %o5 = llvm.getelementptr %o[5] : (!llvm.ptr) -> !llvm.ptr, i32
    %o6 = llvm.getelementptr %o[6] : (!llvm.ptr) -> !llvm.ptr, i32
    %o7 = llvm.getelementptr %o[7] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %m0, %o : i32, !llvm.ptr
    llvm.store %m1, %o1 : i32, !llvm.ptr
    llvm.store %m2, %o2 : i32, !llvm.ptr
    llvm.store %m3, %o3 : i32, !llvm.ptr
    llvm.store %t0, %o4 : i32, !llvm.ptr
    llvm.store %t1, %o5 : i32, !llvm.ptr
    llvm.store %t2, %o6 : i32, !llvm.ptr
    llvm.store %t3, %o7 : i32, !llvm.ptr
    llvm.return
  }

  llvm.func @race(%out: !llvm.ptr, %mode: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c192 = arith.constant 192 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %warp = arith.shrui %tid, %c5 : i32
    %warp0 = arith.cmpi eq, %warp, %c0 : i32
    %warp1 = arith.cmpi ne, %warp, %c0 : i32
    %lo0 = arith.muli %lane, %c2 : i32
    %lo1 = arith.addi %lo0, %c64 : i32
    %lo2 = arith.addi %lo0, %c128 : i32
    %lo3 = arith.addi %lo0, %c192 : i32
    %hi0 = arith.addi %lo0, %c1 : i32
    %hi1 = arith.addi %lo1, %c1 : i32
    %hi2 = arith.addi %lo2, %c1 : i32
    %hi3 = arith.addi %lo3, %c1 : i32
    %up0 = arith.shli %hi0, %c16 : i32
    %up1 = arith.shli %hi1, %c16 : i32
    %up2 = arith.shli %hi2, %c16 : i32
    %up3 = arith.shli %hi3, %c16 : i32
    %r0 = arith.ori %lo0, %up0 : i32
    %r1 = arith.ori %lo1, %up1 : i32
    %r2 = arith.ori %lo2, %up2 : i32
    %r3 = arith.ori %lo3, %up3 : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %row = arith.andi %lane, %c15 : i32
    %right = arith.shrui %lane, %c4 : i32
    %col = arith.muli %right, %c8 : i32
    %row_at = arith.muli %row, %c16 : i32
    %at = arith.addi %row_at, %col : i32
    %p = llvm.getelementptr %tile[%at] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    // Lane l of warp 1 reads elements 8l..8l+7 of the tile.
    %e8 = arith.muli %lane, %c8 : i32
    %src = llvm.getelementptr %tile[%e8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %dst = llvm.getelementptr %out[%e8] : (!llvm.ptr, i32) -> !llvm.ptr, i16
    %early = arith.cmpi eq, %mode, %c2 : i32
    %read_early = arith.andi %early, %warp1 : i1
    scf.if %read_early {
      %v = llvm.load %src : !llvm.ptr<3> -> vector<8xi16>
      llvm.store %v, %dst : vector<8xi16>, !llvm.ptr
    }
    scf.if %warp0 {
      nvvm.stmatrix %p, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    }
    %synced = arith.cmpi eq, %mode, %c0 : i32
    scf.if %synced {
      nvvm.barrier0
    }
    scf.if %warp1 {
      %v = llvm.load %src : !llvm.ptr<3> -> vector<8xi16>
      llvm.store %v, %dst : vector<8xi16>, !llvm.ptr
    }
    llvm.return
  }

  llvm.func @bad(%out: !llvm.ptr, %mode: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %row = arith.andi %lane, %c15 : i32
    %right = arith.shrui %lane, %c4 : i32
    %col = arith.muli %right, %c8 : i32
    %row_at = arith.muli %row, %c16 : i32
    %at = arith.addi %row_at, %col : i32
    %p = llvm.getelementptr %tile[%at] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %is5 = arith.cmpi eq, %lane, %c5 : i32
    %mode1 = arith.cmpi eq, %mode, %c1 : i32
    %shift = arith.andi %is5, %mode1 : i1
    %p_odd = llvm.getelementptr %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16
    %pa = llvm.select %shift, %p_odd, %p : i1, !llvm.ptr<3>
    %is3 = arith.cmpi eq, %lane, %c3 : i32
    %mode2 = arith.cmpi eq, %mode, %c2 : i32
    %away = arith.andi %is3, %mode2 : i1
    %global = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<3>
    %pb = llvm.select %away, %global, %pa : i1, !llvm.ptr<3>
    %mode3 = arith.cmpi eq, %mode, %c3 : i32
    %not3 = arith.cmpi ne, %mode, %c3 : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    %runs = arith.ori %low, %not3 : i1
    %mode4 = arith.cmpi eq, %mode, %c4 : i32
    scf.if %mode4 {
      nvvm.stmatrix %pb, %lane {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
    } else {
      scf.if %runs {
        nvvm.stmatrix %pb, %lane, %lane {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
      }
    }
    llvm.return
  }

  llvm.func @epilogue(%out: !llvm.ptr<1>, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c192 = arith.constant 192 : i32
    %c32_i64 = arith.constant 32 : i64
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %is0 = arith.cmpi eq, %lane, %c0 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %fenced = arith.cmpi eq, %f1, %c0 : i32
    %f2 = arith.andi %flags, %c2 : i32
    %reuse = arith.cmpi ne, %f2, %c0 : i32
    %lo0 = arith.muli %lane, %c2 : i32
    %lo1 = arith.addi %lo0, %c64 : i32
    %lo2 = arith.addi %lo0, %c128 : i32
    %lo3 = arith.addi %lo0, %c192 : i32
    %hi0 = arith.addi %lo0, %c1 : i32
    %hi1 = arith.addi %lo1, %c1 : i32
    %hi2 = arith.addi %lo2, %c1 : i32
    %hi3 = arith.addi %lo3, %c1 : i32
    %up0 = arith.shli %hi0, %c16 : i32
    %up1 = arith.shli %hi1, %c16 : i32
    %up2 = arith.shli %hi2, %c16 : i32
    %up3 = arith.shli %hi3, %c16 : i32
    %r0 = arith.ori %lo0, %up0 : i32
    %r1 = arith.ori %lo1, %up1 : i32
    %r2 = arith.ori %lo2, %up2 : i32
    %r3 = arith.ori %lo3, %up3 : i32
    // The map of out: u16, 16 x 16, rows of 32 bytes, box 16 x 16.
    %map = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %gmap = llvm.addrspacecast %map : !llvm.ptr<1> to !llvm.ptr
    scf.if %is0 {
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map, %out : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 16;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 16;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 16;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, 16;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %c32_i64 : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
    }
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %row = arith.andi %lane, %c15 : i32
    %right = arith.shrui %lane, %c4 : i32
    %col = arith.muli %right, %c8 : i32
    %row_at = arith.muli %row, %c16 : i32
    %at = arith.addi %row_at, %col : i32
    %p = llvm.getelementptr %tile[%at] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    nvvm.stmatrix %p, %r0, %r1, %r2, %r3 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    scf.if %fenced {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    nvvm.barrier0
    nvvm.cp.async.bulk.tensor.global.shared.cta %gmap, %tile, box[%c0, %c0], predicate = %is0 : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    scf.if %reuse {
      nvvm.stmatrix %p, %r3, %r2, %r1, %r0 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
    }
    nvvm.cp.async.bulk.wait_group 0 {read}
    nvvm.cp.async.bulk.wait_group 0
    llvm.return
  }
}
