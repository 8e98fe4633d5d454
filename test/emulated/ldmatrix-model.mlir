// The emulator's nvvm.ldmatrix (m8n8, b16) against the PTX ISA's layout:
// lanes 8j..8j+7 give the addresses of the eight 16-byte rows of matrix j,
// and lane l receives in register j elements (l / 4, 2 (l % 4)) and
// (l / 4, 2 (l % 4) + 1) of matrix j, the first in the low half; with
// .trans (layout col) those of its transpose.
//
// @ldmatrix: the lanes copy a 16x16 f16 matrix into shared memory, then
// load it as four 8x8 matrices (x4 and x4.trans: the blocks at rows 0/8,
// columns 0/8, as mma.m16n8k16 takes A), as two (x2: lanes 16-31 give a
// misaligned address, which x2 does not read) and as one (x1.trans: lanes
// 8-31 give an address outside shared memory, which x1 does not read).
// Rows 32 bytes apart put rows r and r + 4 of a matrix in the same banks:
// every ldmatrix needs two wavefronts.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/ldmatrix_model_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --kernel=ldmatrix --buffer=x:f16:256:%t/x.bin \
// RUN:   --buffer=out:i32:352:zeros --compare=out:%t/ldmatrix.bin --report-bank-conflicts \
// RUN:   | FileCheck %s --check-prefix=LOAD
// LOAD: tileiras-emulate: ldmatrix: 4 issued, 4 with bank conflicts
// LOAD: compare out: 352 elements match
//
// @banks: eight rows of 256 bytes. Matrix j reads 16-byte chunk 8 + j of
// each row (a column of a row-major tile), which puts its eight rows in the
// same four banks: eight wavefronts; or, swizzled, chunk j ^ r of row r,
// and its rows meet no bank twice. The first scalar says which matrices
// are swizzled (bit j for matrix j); the values read are the same either
// way. Without the barrier between the lanes' writes
// and the ldmatrix, lane 0 reads the row lane 8 wrote: a race; an address
// off by 2 bytes is an error too.
// RUN: %tileiras-emulate %t/k.mlir --kernel=banks --buffer=out:i32:128:zeros \
// RUN:   --i32=0 --i32=1 --i32=0 --compare=out:%t/banks.bin --report-bank-conflicts \
// RUN:   | FileCheck %s --check-prefix=STRIDED
// STRIDED: tileiras-emulate: ldmatrix: 1 issued, 1 with bank conflicts
// STRIDED: compare out: 128 elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=banks --buffer=out:i32:128:zeros \
// RUN:   --i32=7 --i32=1 --i32=0 --compare=out:%t/banks.bin --report-bank-conflicts \
// RUN:   | FileCheck %s --check-prefix=STRIDED
// RUN: %tileiras-emulate %t/k.mlir --kernel=banks --buffer=out:i32:128:zeros \
// RUN:   --i32=15 --i32=1 --i32=0 --compare=out:%t/banks.bin --report-bank-conflicts \
// RUN:   | FileCheck %s --check-prefix=SWIZZLED
// SWIZZLED: tileiras-emulate: ldmatrix: 1 issued, 0 with bank conflicts
// SWIZZLED: compare out: 128 elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=banks --buffer=out:i32:128:zeros \
// RUN:   --i32=0 --i32=1 --i32=0 --compare=out:%t/banks.bin | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: ldmatrix:
// QUIET: compare out: 128 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=banks --buffer=out:i32:128:zeros \
// RUN:   --i32=15 --i32=0 --i32=0 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: line {{[0-9]+}}: thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 8 wrote since the last barrier
// RUN: not %tileiras-emulate %t/k.mlir --kernel=banks --buffer=out:i32:128:zeros \
// RUN:   --i32=15 --i32=1 --i32=2 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: error: line {{[0-9]+}}: ldmatrix row address 0x{{[0-9a-f]+}} of thread 0 is not 16-byte aligned

gpu.module @ldmatrix {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<256 x f16>
  llvm.mlir.global internal @rows() {addr_space = 3 : i32} : !llvm.array<2048 x i8>

  llvm.func @ldmatrix(%x: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c9 = arith.constant 9 : i32
    %c10 = arith.constant 10 : i32
    %c11 = arith.constant 11 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    // Lane l copies elements 8l..8l+7 (row-major, 16 columns).
    %first = arith.muli %lane, %c8 : i32
    %src = llvm.getelementptr %x[%first] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %v = llvm.load %src : !llvm.ptr -> vector<8xf16>
    %dst = llvm.getelementptr %tile[%first] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    llvm.store %v, %dst : vector<8xf16>, !llvm.ptr<3>
    nvvm.barrier0
    // Lane l gives row l % 16 at column 8 (l / 16): matrix j = l / 8 is the
    // block at rows 8 (j % 2), columns 8 (j / 2).
    %row = arith.andi %lane, %c15 : i32
    %right = arith.shrui %lane, %c4 : i32
    %col = arith.muli %right, %c8 : i32
    %row_at = arith.muli %row, %c16 : i32
    %at = arith.addi %row_at, %col : i32
    %p = llvm.getelementptr %tile[%at] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %r4 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %t4 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %upper = arith.cmpi uge, %lane, %c16 : i32
    %p_odd = llvm.getelementptr %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
    %p2 = llvm.select %upper, %p_odd, %p : i1, !llvm.ptr<3>
    %r2 = nvvm.ldmatrix %p2 {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %past8 = arith.cmpi uge, %lane, %c8 : i32
    %global = llvm.addrspacecast %x : !llvm.ptr to !llvm.ptr<3>
    %p1 = llvm.select %past8, %global, %p : i1, !llvm.ptr<3>
    %t1 = nvvm.ldmatrix %p1 {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
    // out[11 l ..]: x4 (4), x4.trans (4), x2 (2), x1.trans (1).
    %base = arith.muli %lane, %c11 : i32
    %o = llvm.getelementptr %out[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %r4_0 = llvm.extractvalue %r4[0] : !llvm.struct<(i32, i32, i32, i32)>
    %r4_1 = llvm.extractvalue %r4[1] : !llvm.struct<(i32, i32, i32, i32)>
    %r4_2 = llvm.extractvalue %r4[2] : !llvm.struct<(i32, i32, i32, i32)>
    %r4_3 = llvm.extractvalue %r4[3] : !llvm.struct<(i32, i32, i32, i32)>
    %t4_0 = llvm.extractvalue %t4[0] : !llvm.struct<(i32, i32, i32, i32)>
    %t4_1 = llvm.extractvalue %t4[1] : !llvm.struct<(i32, i32, i32, i32)>
    %t4_2 = llvm.extractvalue %t4[2] : !llvm.struct<(i32, i32, i32, i32)>
    %t4_3 = llvm.extractvalue %t4[3] : !llvm.struct<(i32, i32, i32, i32)>
    %r2_0 = llvm.extractvalue %r2[0] : !llvm.struct<(i32, i32)>
    %r2_1 = llvm.extractvalue %r2[1] : !llvm.struct<(i32, i32)>
    %o1 = llvm.getelementptr %o[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %o2 = llvm.getelementptr %o[2] : (!llvm.ptr) -> !llvm.ptr, i32
    %o3 = llvm.getelementptr %o[3] : (!llvm.ptr) -> !llvm.ptr, i32
    %o4 = llvm.getelementptr %o[4] : (!llvm.ptr) -> !llvm.ptr, i32
    %o5 = llvm.getelementptr %o[5] : (!llvm.ptr) -> !llvm.ptr, i32
    %o6 = llvm.getelementptr %o[6] : (!llvm.ptr) -> !llvm.ptr, i32
    %o7 = llvm.getelementptr %o[7] : (!llvm.ptr) -> !llvm.ptr, i32
    %o8 = llvm.getelementptr %o[8] : (!llvm.ptr) -> !llvm.ptr, i32
    %o9 = llvm.getelementptr %o[9] : (!llvm.ptr) -> !llvm.ptr, i32
    %o10 = llvm.getelementptr %o[10] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %r4_0, %o : i32, !llvm.ptr
    llvm.store %r4_1, %o1 : i32, !llvm.ptr
    llvm.store %r4_2, %o2 : i32, !llvm.ptr
    llvm.store %r4_3, %o3 : i32, !llvm.ptr
    llvm.store %t4_0, %o4 : i32, !llvm.ptr
    llvm.store %t4_1, %o5 : i32, !llvm.ptr
    llvm.store %t4_2, %o6 : i32, !llvm.ptr
    llvm.store %t4_3, %o7 : i32, !llvm.ptr
    llvm.store %r2_0, %o8 : i32, !llvm.ptr
    llvm.store %r2_1, %o9 : i32, !llvm.ptr
    llvm.store %t1, %o10 : i32, !llvm.ptr
    llvm.return
  }

  llvm.func @banks(%out: !llvm.ptr, %swizzle: i32, %sync: i32, %shift: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c256 = arith.constant 256 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %rows = llvm.mlir.addressof @rows : !llvm.ptr<3>
    // Lane l gives row r = l % 8 of matrix j = l / 8: chunk 8 + j of row r,
    // or chunk j ^ r where bit j of %swizzle is set.
    %j = arith.shrui %lane, %c3 : i32
    %r = arith.andi %lane, %c7 : i32
    %jr = arith.xori %j, %r : i32
    %j8 = arith.addi %j, %c8 : i32
    %bits = arith.shrui %swizzle, %j : i32
    %bit = arith.andi %bits, %c1 : i32
    %swizzled = arith.cmpi ne, %bit, %c0 : i32
    %chunk = arith.select %swizzled, %jr, %j8 : i32
    %row_at = arith.muli %r, %c256 : i32
    %chunk_at = arith.muli %chunk, %c16 : i32
    %at = arith.addi %row_at, %chunk_at : i32
    %p = llvm.getelementptr %rows[%at] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // The row holds 4l, 4l + 1, 4l + 2, 4l + 3.
    %w0 = arith.muli %lane, %c4 : i32
    %w1 = arith.addi %w0, %c1 : i32
    %w2 = arith.addi %w0, %c2 : i32
    %w3 = arith.addi %w0, %c3 : i32
    %u = llvm.mlir.undef : vector<4xi32>
    %u0 = llvm.insertelement %w0, %u[%c0 : i32] : vector<4xi32>
    %u1 = llvm.insertelement %w1, %u0[%c1 : i32] : vector<4xi32>
    %u2 = llvm.insertelement %w2, %u1[%c2 : i32] : vector<4xi32>
    %u3 = llvm.insertelement %w3, %u2[%c3 : i32] : vector<4xi32>
    llvm.store %u3, %p : vector<4xi32>, !llvm.ptr<3>
    %synced = arith.cmpi ne, %sync, %c0 : i32
    scf.if %synced {
      nvvm.barrier0
    }
    %q = llvm.getelementptr %p[%shift] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %m = nvvm.ldmatrix %q {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %m0 = llvm.extractvalue %m[0] : !llvm.struct<(i32, i32, i32, i32)>
    %m1 = llvm.extractvalue %m[1] : !llvm.struct<(i32, i32, i32, i32)>
    %m2 = llvm.extractvalue %m[2] : !llvm.struct<(i32, i32, i32, i32)>
    %m3 = llvm.extractvalue %m[3] : !llvm.struct<(i32, i32, i32, i32)>
    %o = llvm.getelementptr %out[%w0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %o1 = llvm.getelementptr %o[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %o2 = llvm.getelementptr %o[2] : (!llvm.ptr) -> !llvm.ptr, i32
    %o3 = llvm.getelementptr %o[3] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %m0, %o : i32, !llvm.ptr
    llvm.store %m1, %o1 : i32, !llvm.ptr
    llvm.store %m2, %o2 : i32, !llvm.ptr
    llvm.store %m3, %o3 : i32, !llvm.ptr
    llvm.return
  }
}
