// The emulator's model of tcgen05.mma.cta_group::1.kind::f16 with A in
// tensor memory, and of tcgen05.st/ld of shapes 16x128b and 16x64b, against
// results computed in Python (Inputs/tcgen05_tmem_a_ref.py), and the errors
// it reports where a kernel leaves out a step of the ordering of A's stores
// before the product, or of the product's reads of A before later stores.
//
// @tmem_a (128 threads): warp 0 allocates 64 columns; every thread copies B
// (32 x N f16, row-major in %b) into shared memory K-major without swizzle
// (element (n, k) at (n % 8) 16 + (n / 8) 512 + (k % 8) 2 + (k / 8) 128:
// LBO 128, SBO 512). Each warp stores its rows of A (M x 32 f16, row-major
// in %a) into tensor memory from column 32 of the allocation with
// tcgen05.st.16x128b.x4 (register 2 j of thread l: row l / 4, register
// 2 j + 1: row l / 4 + 8, both the 32-bit column 4 j + l % 4, that is the
// K elements 8 j + 2 (l % 4) in the low half and 8 j + 2 (l % 4) + 1 in the
// high one) at the lanes of the data path layout of M: M = 64 (Layout F)
// rows 16 w .. 16 w + 15 at lanes 32 w .. from lane 0 (or 16 with flags &
// 1, A and D alike), M = 128 (Layout D) rows 32 w + 16 h .. at lanes 32 w +
// 16 h. tcgen05.wait::st, tcgen05.fence::before_thread_sync, a barrier and
// tcgen05.fence::after_thread_sync order the stores before the products.
// Thread 0 computes D = A0 B0 and D += A1 B1 (K halves 0-15 and 16-31: A at
// columns 32 and 40, B's descriptor 256 bytes on) and commits to an
// mbarrier; every thread waits for its phase, fences, reads its rows of D
// with tcgen05.ld.16x256b.x1 per 8 columns into %d and its rows of A back
// with tcgen05.ld.16x128b.x4 into %aback; warp 0 deallocates after a
// barrier. Arguments after the buffers: M, N, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tcgen05_tmem_a_ref.py %t
//
// M = 64, N = 32; the same at lane 16; M = 64, N = 8; M = 128, N = 16.
// RUN: %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=0 \
// RUN:   --compare=d:%t/m64_d.bin:rtol=0,atol=0 --compare=aback:%t/m64_a.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M64
// RUN: %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=1 \
// RUN:   --compare=d:%t/m64_d.bin:rtol=0,atol=0 --compare=aback:%t/m64_a.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M64
// M64: compare d: 2048 elements match
// M64: compare aback: 2048 elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64n8_a.bin \
// RUN:   --buffer=b:f16:256:%t/m64n8_b.bin --buffer=d:f32:512:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=8 --i32=0 \
// RUN:   --compare=d:%t/m64n8_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M64N8
// M64N8: compare d: 512 elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:512:%t/m128_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:4096:zeros --i32=128 --i32=16 --i32=0 \
// RUN:   --compare=d:%t/m128_d.bin:rtol=0,atol=0 --compare=aback:%t/m128_a.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M128
// M128: compare d: 2048 elements match
// M128: compare aback: 4096 elements match
// flags & 128: warp 1 stores zeros over its rows of A after its wait for
// the commit's phase and its tcgen05.fence::after_thread_sync (the products
// are complete: D is unchanged).
// RUN: %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=128 \
// RUN:   --compare=d:%t/m64_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=REUSE
// REUSE: compare d: 2048 elements match
//
// The flags leave out a step or break a rule of the ISA; each is an error.
// 2: no tcgen05.wait::st after the stores of A.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WAITST
// WAITST: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 0, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 0) wrote, before a tcgen05.wait::st of warp 0
// 4: no tcgen05.fence::before_thread_sync after the wait (warp 1's rows).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FENCEST
// FENCEST: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 32, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 1) wrote, and thread 32 executed no tcgen05.fence::before_thread_sync after its tcgen05.wait::st
// 8: no barrier between the other warps' stores and the products.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BARRIER
// BARRIER: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 32, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 1) wrote, and no barrier or mbarrier phase after the tcgen05.fence::before_thread_sync of thread 32, followed by a tcgen05.fence::after_thread_sync of thread 0, orders it before
// 16: no tcgen05.fence::after_thread_sync of thread 0 after the barrier.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:512:%t/m128_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:4096:zeros --i32=128 --i32=16 --i32=16 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FENCEMMA
// FENCEMMA: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 32, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 1) wrote, and no barrier or mbarrier phase after the tcgen05.fence::before_thread_sync of thread 32, followed by a tcgen05.fence::after_thread_sync of thread 0, orders it before
// 32: warp 0 stores over its rows of A right after the commit, before the
// phase that the commit completes (the products may still read them).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OVERWRITE
// OVERWRITE: error: line {{[0-9]+}}: the tcgen05.st of thread 0 writes tensor memory (lane 0, column 480) that the tcgen05.mma of line {{[0-9]+}} (thread 0) reads (as A), before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// 64: warp 1 stores over its rows of A after its wait for the phase, with
// no tcgen05.fence::after_thread_sync between.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: error: line {{[0-9]+}}: the tcgen05.st of thread 32 writes tensor memory (lane 32, column 480) that the tcgen05.mma of line {{[0-9]+}} (thread 0) reads (as A), and thread 32 executed no tcgen05.fence::after_thread_sync after its wait for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes (or after a barrier that followed such a wait)
// 256: the instruction descriptor sets transpose A (bit 15).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=256 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRANSPOSE
// TRANSPOSE: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 with A in tensor memory at 0x1e0 sets transpose A (bit 15 of the instruction descriptor): A in tensor memory is row-major (K-major), and only shared memory layouts are M-major
// 512: A's address at lane 16 while D's is at lane 0 (M = 64); with M = 128,
// A's address at lane 16.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=512 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALIGN64
// ALIGN64: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 with A in tensor memory at 0x1001e0 (lane 16, column 480): with M = 64 (Layout F, half the data path) A and D take the same lane alignment, 0 or 16, and D is at lane 0
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:512:%t/m128_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:4096:zeros --i32=128 --i32=16 --i32=512 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALIGN128
// ALIGN128: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 with A in tensor memory at 0x1001e0 (lane 16, column 480): with M = 128 (Layout D) A lies in lanes 0-127, from lane 0
// 1024: A's address 32 columns on, past the allocation.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tmem_a --buffer=a:f16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m64_b.bin --buffer=d:f32:2048:zeros \
// RUN:   --buffer=aback:f16:2048:zeros --i32=64 --i32=32 --i32=1024 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COLUMNS
// COLUMNS: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 (A) accesses columns 512-519 of tensor memory, and column 512 is past the last (511) (allocated: columns 448-511 (warp 0, line {{[0-9]+}}))
//
// @ldst (128 threads): each warp stores zeros over its 32 lanes, columns
// 0-15, with tcgen05.st.32x32b.x16, then 64 t + r + 1 from register r of
// its thread t with tcgen05.st.16x64b.x8 (shape 0) or 16x128b.x4 (shape 1)
// at lanes 32 w + 16 .., reads its lanes back with tcgen05.ld.32x32b.x16
// into %view (the positions of the ISA's fragments, computed in the
// reference) and with the shape of the store into %back. Flags & 1: warp 1
// stores at lanes 16-31 (warp 0's).
// RUN: %tileiras-emulate %t/k.mlir --kernel=ldst --buffer=view:i32:2048:zeros \
// RUN:   --buffer=back:i32:1024:zeros --i32=0 --i32=0 --compare=view:%t/ldst_16x64b.bin \
// RUN:   --compare=back:%t/ldst_back.bin | FileCheck %s --check-prefix=LDST
// RUN: %tileiras-emulate %t/k.mlir --kernel=ldst --buffer=view:i32:2048:zeros \
// RUN:   --buffer=back:i32:1024:zeros --i32=1 --i32=0 --compare=view:%t/ldst_16x128b.bin \
// RUN:   --compare=back:%t/ldst_back.bin | FileCheck %s --check-prefix=LDST
// LDST: compare view: 2048 elements match
// LDST: compare back: 1024 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=ldst --buffer=view:i32:2048:zeros \
// RUN:   --buffer=back:i32:1024:zeros --i32=1 --i32=1 2>&1 | FileCheck %s --check-prefix=LANES
// LANES: error: line {{[0-9]+}}: warp 1 accesses lanes 16-31 of tensor memory with tcgen05.st, outside lanes 32-63, which alone the warp of rank 1 in its warpgroup may access

gpu.module @tcgen05_tmem_a {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<4096 x i8>
  llvm.mlir.global internal @aux() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x i8>

  llvm.func @tmem_a(%a: !llvm.ptr, %b: !llvm.ptr, %d: !llvm.ptr, %aback: !llvm.ptr, %m: i32, %n: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c12 = arith.constant 12 : i32
    %c16 = arith.constant 16 : i32
    %c17 = arith.constant 17 : i32
    %c24 = arith.constant 24 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c4_i64 = arith.constant 4 : i64
    %c46_i64 = arith.constant 46 : i64
    %c256_i64 = arith.constant 256 : i64
    %ticks = arith.constant 10000000 : i32
    %true = arith.constant true
    %false = arith.constant false
    %zeros = arith.constant dense<0> : vector<8xi32>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %isw1 = arith.cmpi eq, %warp, %c1 : i32
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %tiles_ptr = llvm.ptrtoint %tiles : !llvm.ptr<3> to i64
    %c262143_i64 = arith.constant 262143 : i64
    %tiles_addr = arith.andi %tiles_ptr, %c262143_i64 : i64
    // The flags: %fK is true where flag K is set.
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %f2i = arith.andi %flags, %c2 : i32
    %f2 = arith.cmpi ne, %f2i, %c0 : i32
    %f4i = arith.andi %flags, %c4 : i32
    %f4 = arith.cmpi ne, %f4i, %c0 : i32
    %f8i = arith.andi %flags, %c8 : i32
    %f8 = arith.cmpi ne, %f8i, %c0 : i32
    %f16i = arith.andi %flags, %c16 : i32
    %f16 = arith.cmpi ne, %f16i, %c0 : i32
    %f32i = arith.andi %flags, %c32 : i32
    %f32 = arith.cmpi ne, %f32i, %c0 : i32
    %f64i = arith.andi %flags, %c64 : i32
    %f64 = arith.cmpi ne, %f64i, %c0 : i32
    %f128i = arith.andi %flags, %c128 : i32
    %f128 = arith.cmpi ne, %f128i, %c0 : i32
    %f256i = arith.andi %flags, %c256 : i32
    %f256 = arith.cmpi ne, %f256i, %c0 : i32
    %f512i = arith.andi %flags, %c512 : i32
    %f512 = arith.cmpi ne, %f512i, %c0 : i32
    %f1024i = arith.andi %flags, %c1024 : i32
    %f1024 = arith.cmpi ne, %f1024i, %c0 : i32

    // Thread 0 initializes the mbarrier; warp 0 allocates 64 columns.
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    }
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot, %c64 : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }

    // B (32 x N, row-major in %b) into the tiles, K-major without swizzle.
    %b_count = arith.muli %n, %c32 : i32
    scf.for %ib = %tid to %b_count step %c128 : i32 {
      %kb = arith.divui %ib, %n : i32
      %jb = arith.remui %ib, %n : i32
      %src = llvm.getelementptr %b[%ib] : (!llvm.ptr, i32) -> !llvm.ptr, i16
      %vb = llvm.load %src : !llvm.ptr -> i16
      %mn8 = arith.remui %jb, %c8 : i32
      %mnh = arith.divui %jb, %c8 : i32
      %k8 = arith.remui %kb, %c8 : i32
      %kh = arith.divui %kb, %c8 : i32
      %n0 = arith.muli %mn8, %c16 : i32
      %n1 = arith.muli %mnh, %c512 : i32
      %n2 = arith.muli %k8, %c2 : i32
      %n3 = arith.muli %kh, %c128 : i32
      %n01 = arith.addi %n0, %n1 : i32
      %n23 = arith.addi %n2, %n3 : i32
      %off = arith.addi %n01, %n23 : i32
      %dst = llvm.getelementptr %tiles[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %vb, %dst : i16, !llvm.ptr<3>
    }
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier0

    // The tensor memory address: lane 0, the first column of the
    // allocation; D there (at lane 16 with flags & 1), A 32 columns on.
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %w4 = arith.remui %warp, %c4 : i32
    %w32 = arith.muli %w4, %c32 : i32
    %w16 = arith.muli %w4, %c16 : i32
    %is128 = arith.cmpi eq, %m, %c128 : i32
    %align = arith.select %f1, %c16, %c0 : i32
    %acol = arith.addi %taddr, %c32 : i32
    %halves = arith.select %is128, %c2, %c1 : i32
    %g = arith.divui %lane, %c4 : i32
    %q = arith.remui %lane, %c4 : i32

    // A's rows into tensor memory with tcgen05.st.16x128b.x4: half h of
    // the warp's rows (M = 128: rows and lanes 32 w + 16 h ..; M = 64: rows
    // 16 w .. at lanes 32 w + align ..). %a read as i32: the f16 pair
    // (2 c, 2 c + 1) of row r, c = 4 j + l % 4, at %a[16 r + c], element 2 c
    // in the low half.
    scf.for %h = %c0 to %halves step %c1 : i32 {
      %h16 = arith.muli %h, %c16 : i32
      %lb128 = arith.addi %w32, %h16 : i32
      %lb64 = arith.addi %w32, %align : i32
      %lanebase = arith.select %is128, %lb128, %lb64 : i32
      %rowbase = arith.select %is128, %lb128, %w16 : i32
      %row0 = arith.addi %rowbase, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %r0 = arith.muli %row0, %c16 : i32
      %r1 = arith.muli %row1, %c16 : i32
      %p0 = llvm.mlir.poison : vector<8xi32>
      %v = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %p0) -> (vector<8xi32>) : i32 {
        %j4 = arith.muli %j, %c4 : i32
        %c = arith.addi %j4, %q : i32
        %i0 = arith.addi %r0, %c : i32
        %i1 = arith.addi %r1, %c : i32
        %s0 = llvm.getelementptr %a[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %s1 = llvm.getelementptr %a[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %x0 = llvm.load %s0 : !llvm.ptr -> i32
        %x1 = llvm.load %s1 : !llvm.ptr -> i32
        %e0 = arith.muli %j, %c2 : i32
        %e1 = arith.addi %e0, %c1 : i32
        %y0 = llvm.insertelement %x0, %acc[%e0 : i32] : vector<8xi32>
        %y1 = llvm.insertelement %x1, %y0[%e1 : i32] : vector<8xi32>
        scf.yield %y1 : vector<8xi32>
      }
      %lanebits = arith.shli %lanebase, %c16 : i32
      %ta = arith.addi %acol, %lanebits : i32
      %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
      nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
    }
    // flags & 2: no tcgen05.wait::st; & 4: no tcgen05.fence::before_thread_sync;
    // & 8: no barrier; & 16: no tcgen05.fence::after_thread_sync.
    scf.if %f2 {
    } else {
      nvvm.tcgen05.wait <store>
    }
    scf.if %f4 {
    } else {
      nvvm.tcgen05.fence <before>
    }
    scf.if %f8 {
    } else {
      nvvm.barrier0
    }
    scf.if %f16 {
    } else {
      nvvm.tcgen05.fence <after>
    }

    // Thread 0: D = A0 B0, then D += A1 B1, and a commit to the mbarrier.
    scf.if %is0 {
      // The instruction descriptor: F32 D (bit 4), F16 A and B, both
      // K-major, N >> 3 in bits 17-22, M >> 4 in bits 24-28 (flags & 256:
      // transpose A, bit 15).
      %n3 = arith.shrui %n, %c3 : i32
      %nf = arith.shli %n3, %c17 : i32
      %m4 = arith.shrui %m, %c4 : i32
      %mf = arith.shli %m4, %c24 : i32
      %i0 = arith.ori %c16, %nf : i32
      %idesc0 = arith.ori %i0, %mf : i32
      %c32768 = arith.constant 32768 : i32
      %ta_bit = arith.select %f256, %c32768, %c0 : i32
      %idesc = arith.ori %idesc0, %ta_bit : i32
      // B's descriptors: LBO 128 (8 in bits 16-29), SBO 512 (32 in bits
      // 32-45), 0b001 in bits 46-48, no swizzle; K half 1 from byte 256.
      %lbo = arith.constant 524288 : i64
      %sbo = arith.constant 137438953472 : i64
      %one = arith.constant 1 : i64
      %fixed = arith.shli %one, %c46_i64 : i64
      %f0 = arith.ori %lbo, %sbo : i64
      %fields = arith.ori %f0, %fixed : i64
      %b0s = arith.shrui %tiles_addr, %c4_i64 : i64
      %db0 = arith.ori %fields, %b0s : i64
      %b1_addr = arith.addi %tiles_addr, %c256_i64 : i64
      %b1s = arith.shrui %b1_addr, %c4_i64 : i64
      %db1 = arith.ori %fields, %b1s : i64
      // D at lane align (M = 64); A at lane align, columns 32 and 40 of
      // the allocation (flags & 512: A at lane 16 more; & 1024: A 32
      // columns further, past the allocation).
      %alignbits = arith.shli %align, %c16 : i32
      %dcol = arith.addi %taddr, %alignbits : i32
      %dt = llvm.inttoptr %dcol : i32 to !llvm.ptr<6>
      %a0 = arith.addi %acol, %alignbits : i32
      %c1048576 = arith.constant 1048576 : i32
      %a0_lane = arith.addi %a0, %c1048576 : i32
      %a0_l = arith.select %f512, %a0_lane, %a0 : i32
      %a0_far = arith.addi %a0_l, %c32 : i32
      %a0_c = arith.select %f1024, %a0_far, %a0_l : i32
      %a1_c = arith.addi %a0_c, %c8 : i32
      %at0 = llvm.inttoptr %a0_c : i32 to !llvm.ptr<6>
      %at1 = llvm.inttoptr %a1_c : i32 to !llvm.ptr<6>
      nvvm.tcgen05.mma %dt, %at0, %db0, %idesc, %false {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
      nvvm.tcgen05.mma %dt, %at1, %db1, %idesc, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
      nvvm.tcgen05.commit %bar : !llvm.ptr<3>
    }
    // The first rows of the warp's A (M = 64: lanes 32 w + align ..), for
    // the stores over A of the flags.
    %wlane = arith.addi %w32, %align : i32
    %wlanebits = arith.shli %wlane, %c16 : i32
    %wa = arith.addi %acol, %wlanebits : i32
    %wap = llvm.inttoptr %wa : i32 to !llvm.ptr<6>
    // flags & 32: warp 0 stores over its rows of A before the phase.
    %over0 = arith.andi %f32, %isw0 : i1
    scf.if %over0 {
      nvvm.tcgen05.st %wap, %zeros {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
    }
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    // flags & 64: warp 1 stores over its rows of A before its fence.
    %over1 = arith.andi %f64, %isw1 : i1
    scf.if %over1 {
      nvvm.tcgen05.st %wap, %zeros {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
    }
    nvvm.tcgen05.fence <after>
    // flags & 128: warp 1 stores over its rows of A after its fence.
    %over2 = arith.andi %f128, %isw1 : i1
    scf.if %over2 {
      nvvm.tcgen05.st %wap, %zeros {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
      nvvm.tcgen05.wait <store>
    }

    // D out with tcgen05.ld.16x256b.x1 per 8 columns, A back with
    // tcgen05.ld.16x128b.x4, each half of the warp's rows as stored.
    %nchunks = arith.divui %n, %c8 : i32
    %c4i = arith.constant 4 : i32
    scf.for %h = %c0 to %halves step %c1 : i32 {
      %h16 = arith.muli %h, %c16 : i32
      %lb128 = arith.addi %w32, %h16 : i32
      %lb64 = arith.addi %w32, %align : i32
      %lanebase = arith.select %is128, %lb128, %lb64 : i32
      %rowbase = arith.select %is128, %lb128, %w16 : i32
      %row0 = arith.addi %rowbase, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %lanebits = arith.shli %lanebase, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      %dr0 = arith.muli %row0, %n : i32
      %dr1 = arith.muli %row1, %n : i32
      %q2 = arith.muli %q, %c2 : i32
      scf.for %ch = %c0 to %nchunks step %c1 : i32 {
        %col8 = arith.muli %ch, %c8 : i32
        %ta = arith.addi %tw, %col8 : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        %v = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
        %col = arith.addi %col8, %q2 : i32
        %i0 = arith.addi %dr0, %col : i32
        %i2 = arith.addi %dr1, %col : i32
        %i1 = arith.addi %i0, %c1 : i32
        %i3 = arith.addi %i2, %c1 : i32
        %e0 = llvm.extractelement %v[%c0 : i32] : vector<4xi32>
        %e1 = llvm.extractelement %v[%c1 : i32] : vector<4xi32>
        %e2 = llvm.extractelement %v[%c2 : i32] : vector<4xi32>
        %e3 = llvm.extractelement %v[%c3 : i32] : vector<4xi32>
        %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p3 = llvm.getelementptr %d[%i3] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %e0, %p0 : i32, !llvm.ptr
        llvm.store %e1, %p1 : i32, !llvm.ptr
        llvm.store %e2, %p2 : i32, !llvm.ptr
        llvm.store %e3, %p3 : i32, !llvm.ptr
      }
      %ta = arith.addi %acol, %lanebits : i32
      %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
      %av = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
      %r0 = arith.muli %row0, %c16 : i32
      %r1 = arith.muli %row1, %c16 : i32
      scf.for %j = %c0 to %c4i step %c1 : i32 {
        %j4 = arith.muli %j, %c4 : i32
        %c = arith.addi %j4, %q : i32
        %i0 = arith.addi %r0, %c : i32
        %i1 = arith.addi %r1, %c : i32
        %e0 = arith.muli %j, %c2 : i32
        %e1 = arith.addi %e0, %c1 : i32
        %x0 = llvm.extractelement %av[%e0 : i32] : vector<8xi32>
        %x1 = llvm.extractelement %av[%e1 : i32] : vector<8xi32>
        %s0 = llvm.getelementptr %aback[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %s1 = llvm.getelementptr %aback[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %x0, %s0 : i32, !llvm.ptr
        llvm.store %x1, %s1 : i32, !llvm.ptr
      }
    }
    // Every warp's accesses are complete before the dealloc.
    nvvm.tcgen05.wait <load>
    nvvm.tcgen05.wait <store>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %isw0 {
      nvvm.tcgen05.fence <after>
      %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %tp, %c64 : !llvm.ptr<6>, i32
    }
    llvm.return
  }

  llvm.func @ldst(%view: !llvm.ptr, %back: !llvm.ptr, %shape: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %zeros = arith.constant dense<0> : vector<16xi32>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %isw1 = arith.cmpi eq, %warp, %c1 : i32
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %by128 = arith.cmpi ne, %shape, %c0 : i32
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot, %c32 : !llvm.ptr<3>, i32
    }
    nvvm.barrier0
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %w4 = arith.remui %warp, %c4 : i32
    %w32 = arith.muli %w4, %c32 : i32
    %wbits = arith.shli %w32, %c16 : i32
    %tw = arith.addi %taddr, %wbits : i32
    %twp = llvm.inttoptr %tw : i32 to !llvm.ptr<6>
    // Zeros over the warp's 32 lanes, columns 0-15.
    nvvm.tcgen05.st %twp, %zeros {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
    nvvm.tcgen05.wait <store>
    // 64 t + r + 1 in register r at lanes 32 w + 16 .. (flags & 1: warp 1
    // at lanes 16 ..).
    %base = arith.muli %tid, %c64 : i32
    %p0 = llvm.mlir.poison : vector<8xi32>
    %v = scf.for %r = %c0 to %c8 step %c1 iter_args(%acc = %p0) -> (vector<8xi32>) : i32 {
      %x0 = arith.addi %base, %r : i32
      %x = arith.addi %x0, %c1 : i32
      %y = llvm.insertelement %x, %acc[%r : i32] : vector<8xi32>
      scf.yield %y : vector<8xi32>
    }
    %lb = arith.addi %w32, %c16 : i32
    %steal = arith.andi %f1, %isw1 : i1
    %lbs = arith.select %steal, %c16, %lb : i32
    %lbits = arith.shli %lbs, %c16 : i32
    %ts = arith.addi %taddr, %lbits : i32
    %tsp = llvm.inttoptr %ts : i32 to !llvm.ptr<6>
    scf.if %by128 {
      nvvm.tcgen05.st %tsp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
    } else {
      nvvm.tcgen05.st %tsp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<8xi32>
    }
    nvvm.tcgen05.wait <store>
    // The warp's 32 lanes with 32x32b (thread l: lane 32 w + l, register c
    // column c), and the registers back with the shape of the store.
    %all = nvvm.tcgen05.ld %twp {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
    %row = arith.addi %w32, %lane : i32
    %rowbase = arith.muli %row, %c16 : i32
    scf.for %c = %c0 to %c16 step %c1 : i32 {
      %e = llvm.extractelement %all[%c : i32] : vector<16xi32>
      %i = arith.addi %rowbase, %c : i32
      %p = llvm.getelementptr %view[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %e, %p : i32, !llvm.ptr
    }
    %again = scf.if %by128 -> (vector<8xi32>) {
      %x = nvvm.tcgen05.ld %tsp {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<8xi32>
      scf.yield %x : vector<8xi32>
    } else {
      %x = nvvm.tcgen05.ld %tsp {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<8xi32>
      scf.yield %x : vector<8xi32>
    }
    %bbase = arith.muli %tid, %c8 : i32
    scf.for %r = %c0 to %c8 step %c1 : i32 {
      %e = llvm.extractelement %again[%r : i32] : vector<8xi32>
      %i = arith.addi %bbase, %r : i32
      %p = llvm.getelementptr %back[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %e, %p : i32, !llvm.ptr
    }
    nvvm.tcgen05.wait <load>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %isw0 {
      nvvm.tcgen05.fence <after>
      %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %tp, %c32 : !llvm.ptr<6>, i32
    }
    llvm.return
  }
}
