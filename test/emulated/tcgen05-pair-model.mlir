// The emulator's model of tcgen05 on CTA pairs (PTX ISA, "TensorCore 5th
// Generation Family Instructions", .cta_group::2): tcgen05.alloc, dealloc
// and relinquish_alloc_permit that a warp of each CTA of the pair performs
// together, tcgen05.mma.cta_group::2 with A, B and D split between the two
// CTAs, tcgen05.commit.cta_group::2 with a multicast mask, against matrix
// products computed in Python (Inputs/tcgen05_pair_model_ref.py), and the
// errors it reports for kernels that leave out a step.
//
// @pair_mma: clusters of 2 CTAs of 128 threads (nvvm.blocksareclusters:
// --grid counts clusters). Cluster c computes D = A B, A (M x 32) and B
// (32 x N) f16, row-major in %a and %b from M 32 c and 32 N c, D (M x N
// f32) into %d from M N c. Thread 0 of each CTA initializes an mbarrier
// (one arrival: the commit's) and fence.mbarrier.init, a cluster barrier;
// warp 0 of each CTA allocates 32 columns with
// tcgen05.alloc.cta_group::2. The CTA of rank v (bit 0 of
// %cluster_ctarank) stages rows v M/2 .. v M/2 + M/2 - 1 of A and columns
// v N/2 .. v N/2 + N/2 - 1 of B in its own shared memory, K-major without
// swizzle (8x16-byte core matrices: LBO 128, SBO 512), then
// fence.proxy.async and a cluster barrier. Thread 0 of the even CTA issues
// two tcgen05.mma.cta_group::2 (K = 0-15, then 16-31 accumulating) whose
// descriptors give the same CTA-relative addresses for both CTAs, and
// tcgen05.commit.cta_group::2 with multicast mask 0b11 to the mbarrier of
// both CTAs. Every thread waits for the phase, tcgen05.fence::after_thread_sync,
// and warp w reads lanes 32 w .. 32 w + 31 of its CTA's tensor memory
// with tcgen05.ld.32x32b.x16: M = 256 (Layout A) row 32 w + l of the CTA's
// half, all N columns; M = 128 (Layout B) row 32 (w % 2) + l, columns
// (w / 2) N/2 .. (w / 2) N/2 + N/2 - 1; then tcgen05.fence::before_thread_sync,
// the cluster barrier of the ISA's example before tcgen05.dealloc.cta_group::2,
// and tcgen05.relinquish_alloc_permit.cta_group::2.
// Arguments after the buffers: M, N, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tcgen05_pair_model_ref.py %t
//
// M = 256, N = 32, two clusters; flags & 16: the odd CTA's thread 0 issues
// the products and the commit instead (the halves are the even and the odd
// CTA's whichever issues).
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=0 \
// RUN:   --compare=d:%t/m256_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M256
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=16 \
// RUN:   --compare=d:%t/m256_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M256
// M256: compare d: 16384 elements match
// M = 128 (Layout B), N = 32, one cluster.
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=1 \
// RUN:   --buffer=a:f16:4096:%t/m128_a.bin --buffer=b:f16:1024:%t/m128_b.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 \
// RUN:   --compare=d:%t/m128_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M128
// M128: compare d: 4096 elements match
//
// 128: the odd CTA reads no D (no wait, no tcgen05.ld): only the cluster
// barrier before the dealloc orders the products before its dealloc (rows
// of the odd CTAs stay 0).
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=128 \
// RUN:   --compare=d:%t/m256_even_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M256
// 512: A in tensor memory (M = 256, Layout A: row r of each CTA's half at
// lane r of its tensor memory, from column 32), with the odd CTA's thread 0
// issuing too (512 + 16).
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=512 \
// RUN:   --compare=d:%t/m256_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M256
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=528 \
// RUN:   --compare=d:%t/m256_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M256
//
// The flags leave out (or change) a step; each is an error.
// 1: the odd CTA's warp 0 never issues the tcgen05.alloc.cta_group::2: the
// even CTA's warp waits for it.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOALLOC
// NOALLOC: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 0-31 at the tcgen05.alloc.cta_group::2 of line {{[0-9]+}}, which no warp of CTA (1, 0, 0), the peer CTA, issued (a warp of each CTA of the pair issues it); threads 128-255 at the barrier.cluster.wait of line {{[0-9]+}} (128 of the 256 threads of the cluster arrived)
// 2: the commit's multicast mask names the issuing CTA only: the odd CTA's
// threads wait for an arrival that never comes.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MASK
// MASK: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 0-127 at the barrier.cluster.wait of line {{[0-9]+}} (128 of the 256 threads of the cluster arrived); threads 128-255 at line {{[0-9]+}} for a phase of the mbarrier at 0x{{[0-9a-f]+}} (1 arrivals and 0 bytes missing)
// 4: the odd CTA's threads read their tensor memory without waiting for the
// commit's phase (the emulator runs their tcgen05.ld before the products,
// which then overwrite what it read).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EARLY
// EARLY: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 writes tensor memory (lane 0, column 480) that the tcgen05.ld of line {{[0-9]+}} (warp 4) reads, and no barrier or mbarrier phase after the tcgen05.fence::before_thread_sync of thread 128, followed by a tcgen05.fence::after_thread_sync of thread 0, orders it before
// 8: the odd CTA exits once it staged its halves, before the pair's products.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXIT
// EXIT: error: line {{[0-9]+}}: CTA (1, 0, 0) exits while CTA (0, 0, 0), its peer CTA, may still issue tcgen05 ops of cta_group::2 that access its shared and tensor memory: the 32 columns of tensor memory (from column 480) that warp 4 allocated here with warp 0 of CTA (0, 0, 0) (tcgen05.alloc.cta_group::2) are not deallocated
// 32: the odd CTA's warp allocates 64 columns, the even one's 32.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COLUMNS
// COLUMNS: error: line {{[0-9]+}}: the tcgen05.alloc.cta_group::2 of warp 0 (CTA (0, 0, 0)) and that of warp 4 (CTA (1, 0, 0), line {{[0-9]+}}) give different operands (32 columns and 64 columns): the warps of the CTA pair perform one operation
// 64: a CTA barrier instead of the cluster barrier between the staging and
// the products: it orders nothing for the other CTA's stores.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STAGED
// STAGED: error: line {{[0-9]+}}: llvm.store of thread 128 writes shared byte 0x{{[0-9a-f]+}} that the tcgen05.mma of line {{[0-9]+}} (thread 0) reads, before thread 128 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes (or a barrier followed such a wait)
// 128 + 256: the odd CTA reads no D, and a CTA barrier instead of the
// cluster barrier before the dealloc: nothing orders the products' writes
// of the odd CTA's tensor memory before its dealloc. (With 256 alone each
// CTA waited for the commit's phase itself, and the CTA barrier suffices.)
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=256 \
// RUN:   --compare=d:%t/m256_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=M256
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=384 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEALLOC
// DEALLOC: error: line {{[0-9]+}}: the tcgen05.dealloc of warp 4 frees tensor memory (lane 0, column 480) that the tcgen05.mma of line {{[0-9]+}} (thread 0) writes, before thread 128 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// 512 + 1024: A in tensor memory, and the odd CTA's warps do not wait for
// their tcgen05.st (tcgen05.wait::st) before the fence and the cluster
// barrier that order them before the products.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_mma --grid=2 \
// RUN:   --buffer=a:f16:16384:%t/m256_a.bin --buffer=b:f16:2048:%t/m256_b.bin \
// RUN:   --buffer=d:f32:16384:zeros --i32=256 --i32=32 --i32=1536 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WAITST
// WAITST: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 0, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 4) wrote, and warp 4 has not waited for it (tcgen05.wait::st)
//
// @pair_commit: clusters of 2 CTAs; thread 0 of each initializes an
// mbarrier and fence.mbarrier.init; after a cluster barrier thread 0 of the
// even CTA commits (tcgen05.commit.cta_group::2, no tcgen05.mma: the
// arrival comes at once) to its mbarrier, and its threads wait for it; a
// cluster barrier before the exit. out[128 b + t] = rank + 1.
// RUN: %tileiras-emulate %t/k.mlir --kernel=pair_commit --grid=2 --buffer=out:i32:512:zeros \
// RUN:   --i32=0 --compare=out:%t/commit_out.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=COMMIT
// COMMIT: compare out: 512 elements match
// 1: the odd CTA exits after the first cluster barrier.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_commit --grid=1 --buffer=out:i32:256:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=GONE
// GONE: error: line {{[0-9]+}}: tcgen05.commit.cta_group::2 of thread 0 (CTA (0, 0, 0)) after CTA (1, 0, 0), its peer CTA, exited (the peer CTA should be active and should not have exited)
// 2: no cluster barrier before the commit.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=pair_commit --grid=1 --buffer=out:i32:256:zeros \
// RUN:   --i32=2 2>&1 | FileCheck %s --check-prefix=LAUNCHED
// LAUNCHED: error: line {{[0-9]+}}: tcgen05.commit.cta_group::2 of thread 0 (CTA (0, 0, 0)) before any cluster barrier: the issuing thread must make sure that CTA (1, 0, 0), its peer CTA, is launched (a barrier.cluster.arrive and barrier.cluster.wait before)
//
// @mixed: tcgen05.alloc.cta_group::2 and tcgen05.dealloc.cta_group::1 in one
// kernel; @unpaired: cta_group::2 in a kernel without clusters.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mixed --grid=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIXED
// MIXED: error: line {{[0-9]+}}: tcgen05.dealloc with cta_group::1, while the tcgen05.alloc of line {{[0-9]+}} has cta_group::2: all tcgen05 instructions within a kernel must specify the same .cta_group (PTX ISA, "tcgen05.alloc")
// RUN: not %tileiras-emulate %t/k.mlir --kernel=unpaired --grid=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNPAIRED
// UNPAIRED: error: line {{[0-9]+}}: tcgen05.commit with cta_group::2 in a kernel without clusters: cta_group::2 works on the CTA pairs of a cluster (the CTAs whose %cluster_ctarank differ in bit 0 only), so it needs clusters of an even number of CTAs (nvvm.cluster_dim)

gpu.module @tcgen05_pair {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>
  llvm.mlir.global internal @aux() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>

  llvm.func @pair_mma(%a: !llvm.ptr, %b: !llvm.ptr, %d: !llvm.ptr, %m: i32, %n: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c17 = arith.constant 17 : i32
    %c24 = arith.constant 24 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c8192 = arith.constant 8192 : i32
    %c4_i64 = arith.constant 4 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %ticks = arith.constant 10000000 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cl = nvvm.read.ptx.sreg.clusterid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    // v: the CTA's place in its pair (bit 0 of its rank).
    %v = arith.andi %rank, %c1 : i32
    %odd = arith.cmpi ne, %v, %c0 : i32
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
    %c1024 = arith.constant 1024 : i32
    %f1024i = arith.andi %flags, %c1024 : i32
    %f1024 = arith.cmpi ne, %f1024i, %c0 : i32
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %done = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %half_m = arith.divui %m, %c2 : i32
    %half_n = arith.divui %n, %c2 : i32

    // The mbarrier of the commit's arrival, usable by the peer's commit
    // once the cluster barrier completed.
    scf.if %is0 {
      nvvm.mbarrier.init %done, %c1 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    nvvm.cluster.arrive.relaxed {aligned}
    nvvm.cluster.wait {aligned}

    // Warp 0 of each CTA: 32 columns of both CTAs' tensor memory (flags & 1:
    // not the odd CTA's; & 32: the odd CTA's asks for 64).
    %skip_alloc = arith.andi %f1, %odd : i1
    %alloc = arith.xori %skip_alloc, %true : i1
    %alloc_w0 = arith.andi %alloc, %isw0 : i1
    %wide = arith.andi %f32, %odd : i1
    %base_cols = arith.select %f512, %c64, %c32 : i32
    %cols = arith.select %wide, %c64, %base_cols : i32
    scf.if %alloc_w0 {
      nvvm.tcgen05.alloc %slot, %cols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
    }

    // The CTA's half of A: rows v M/2 + r of the cluster's A, at
    // (r % 8) 16 + (r / 8) 512 + (k % 8) 2 + (k / 8) 128 of the tile.
    %a_rows = arith.muli %cl, %m : i32
    %a_first = arith.muli %v, %half_m : i32
    %a_row0 = arith.addi %a_rows, %a_first : i32
    %a_count = arith.muli %half_m, %c32 : i32
    scf.for %i = %tid to %a_count step %c128 : i32 {
      %r = arith.divui %i, %c32 : i32
      %k = arith.remui %i, %c32 : i32
      %row = arith.addi %a_row0, %r : i32
      %row32 = arith.muli %row, %c32 : i32
      %e = arith.addi %row32, %k : i32
      %src = llvm.getelementptr %a[%e] : (!llvm.ptr, i32) -> !llvm.ptr, i16
      %x = llvm.load %src : !llvm.ptr -> i16
      %r8 = arith.remui %r, %c8 : i32
      %rh = arith.divui %r, %c8 : i32
      %k8 = arith.remui %k, %c8 : i32
      %kh = arith.divui %k, %c8 : i32
      %o0 = arith.muli %r8, %c16 : i32
      %o1 = arith.muli %rh, %c512 : i32
      %o2 = arith.muli %k8, %c2 : i32
      %o3 = arith.muli %kh, %c128 : i32
      %o01 = arith.addi %o0, %o1 : i32
      %o23 = arith.addi %o2, %o3 : i32
      %off = arith.addi %o01, %o23 : i32
      %dst = llvm.getelementptr %tiles[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %x, %dst : i16, !llvm.ptr<3>
    }
    // The CTA's half of B: columns v N/2 + j of the cluster's B (32 x N), the
    // same layout with j for r, from byte 8192.
    %b_base = arith.muli %cl, %n : i32
    %b_base32 = arith.muli %b_base, %c32 : i32
    %b_first = arith.muli %v, %half_n : i32
    %b_count = arith.muli %half_n, %c32 : i32
    scf.for %i = %tid to %b_count step %c128 : i32 {
      %k = arith.divui %i, %half_n : i32
      %j = arith.remui %i, %half_n : i32
      %kn = arith.muli %k, %n : i32
      %col = arith.addi %b_first, %j : i32
      %e0 = arith.addi %b_base32, %kn : i32
      %e = arith.addi %e0, %col : i32
      %src = llvm.getelementptr %b[%e] : (!llvm.ptr, i32) -> !llvm.ptr, i16
      %x = llvm.load %src : !llvm.ptr -> i16
      %j8 = arith.remui %j, %c8 : i32
      %jh = arith.divui %j, %c8 : i32
      %k8 = arith.remui %k, %c8 : i32
      %kh = arith.divui %k, %c8 : i32
      %o0 = arith.muli %j8, %c16 : i32
      %o1 = arith.muli %jh, %c512 : i32
      %o2 = arith.muli %k8, %c2 : i32
      %o3 = arith.muli %kh, %c128 : i32
      %o01 = arith.addi %o0, %o1 : i32
      %o23 = arith.addi %o2, %o3 : i32
      %o = arith.addi %o01, %o23 : i32
      %off = arith.addi %o, %c8192 : i32
      %dst = llvm.getelementptr %tiles[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %x, %dst : i16, !llvm.ptr<3>
    }
    // The stores (generic proxy) before the products (async proxy), in
    // both CTAs: the writers' fence.proxy.async, then a cluster barrier
    // (flags & 64: a CTA barrier, which orders nothing for the peer).
    // flags & 512 (M = 256): A in tensor memory instead, row-major from
    // column 32 (D's 32 columns come first): row r of the CTA's half at
    // lane r, its elements 2c and 2c + 1 in column 32 + c (the low half
    // first), stored by the warp of the lane (tcgen05.st.32x32b.x16) once a
    // barrier made the allocation's address visible; tcgen05.wait::st.
    scf.if %f512 {
      nvvm.barrier0
      %tbase = llvm.load %slot : !llvm.ptr<3> -> i32
      %w32 = arith.muli %warp, %c32 : i32
      %r = arith.addi %w32, %lane : i32
      %row = arith.addi %a_row0, %r : i32
      %row16 = arith.muli %row, %c16 : i32
      %words = llvm.getelementptr %a[%row16] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %x = llvm.load %words : !llvm.ptr -> vector<16xi32>
      %lanebits = arith.shli %w32, %c16 : i32
      %t0 = arith.addi %tbase, %lanebits : i32
      %t1 = arith.addi %t0, %c32 : i32
      %tp = llvm.inttoptr %t1 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.st %tp, %x {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
      // flags & 1024: not in the odd CTA.
      %nowait_st = arith.andi %f1024, %odd : i1
      scf.if %nowait_st {
      } else {
        nvvm.tcgen05.wait <store>
      }
    }
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.tcgen05.fence <before>
    scf.if %f64 {
      nvvm.barrier0
    } else {
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }

    // flags & 8: the odd CTA exits here.
    %gone = arith.andi %f8, %odd : i1
    %stay = arith.xori %gone, %true : i1
    scf.if %stay {
      nvvm.tcgen05.fence <after>
      %taddr = llvm.load %slot : !llvm.ptr<3> -> i32

      // The products: thread 0 of the even CTA (flags & 16: of the odd
      // one). Descriptors: the start address (the same CTA-relative address
      // in both CTAs), LBO 128, SBO 512, 0b001 in bits 46-48, no swizzle;
      // the K step 16-31 starts 256 bytes on. The instruction descriptor:
      // F32 D, F16 A and B, both K-major, N >> 3 in bits 17-22, M >> 4 in
      // bits 24-28.
      %mine = arith.cmpi eq, %odd, %f16 : i1
      %issuer = arith.andi %is0, %mine : i1
      scf.if %issuer {
        %tiles_ptr = llvm.ptrtoint %tiles : !llvm.ptr<3> to i64
        %tiles_addr = arith.andi %tiles_ptr, %c262143_i64 : i64
        %fields = arith.constant 70506183655424 : i64
        %n8 = arith.divui %n, %c8 : i32
        %n_field = arith.shli %n8, %c17 : i32
        %m16 = arith.divui %m, %c16 : i32
        %m_field = arith.shli %m16, %c24 : i32
        %nm = arith.ori %n_field, %m_field : i32
        %idesc = arith.ori %nm, %c16 : i32
        %dt = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
        scf.for %ks = %c0 to %c2 step %c1 : i32 {
          %kb = arith.muli %ks, %c256 : i32
          %kb64 = arith.extui %kb : i32 to i64
          %a_addr = arith.addi %tiles_addr, %kb64 : i64
          %a_start = arith.shrui %a_addr, %c4_i64 : i64
          %da = arith.ori %fields, %a_start : i64
          %b_off = arith.addi %kb, %c8192 : i32
          %b_off64 = arith.extui %b_off : i32 to i64
          %b_addr = arith.addi %tiles_addr, %b_off64 : i64
          %b_start = arith.shrui %b_addr, %c4_i64 : i64
          %db = arith.ori %fields, %b_start : i64
          %accumulate = arith.cmpi ne, %ks, %c0 : i32
          scf.if %f512 {
            %ka = arith.muli %ks, %c8 : i32
            %ta0 = arith.addi %taddr, %c32 : i32
            %ta = arith.addi %ta0, %ka : i32
            %at = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
            nvvm.tcgen05.mma %dt, %at, %db, %idesc, %accumulate {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
          } else {
            nvvm.tcgen05.mma %dt, %da, %db, %idesc, %accumulate {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
          }
        }
        // Both CTAs' mbarriers (flags & 2: the issuing CTA's only).
        %both = arith.constant 3 : i16
        %one = arith.constant 1 : i16
        %rank16 = arith.trunci %rank : i32 to i16
        %own = arith.shli %one, %rank16 : i16
        %mask = arith.select %f2, %own, %both : i16
        nvvm.tcgen05.commit %done, multicast_mask = %mask {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
      }

      // Every thread waits for the commit's phase (flags & 4: not in the odd
      // CTA), then reads its CTA's half of D: warp w lanes 32 w .. 32 w + 31,
      // row (32 w) % (M/2) + l of the half, columns from
      // (32 w / (M/2)) N/2, N (M/2) / 128 of them.
      %nowait = arith.andi %f4, %odd : i1
      %wait = arith.xori %nowait, %true : i1
      %noread = arith.andi %f128, %odd : i1
      %read = arith.xori %noread, %true : i1
      %wait_read = arith.andi %wait, %read : i1
      scf.if %wait_read {
        nvvm.mbarrier.try_wait.parity %done, %c0, %ticks : !llvm.ptr<3>, i32, i32
      }
      scf.if %read {
      nvvm.tcgen05.fence <after>
      %w32 = arith.muli %warp, %c32 : i32
      %row_w = arith.remui %w32, %half_m : i32
      %row = arith.addi %row_w, %lane : i32
      %colh = arith.divui %w32, %half_m : i32
      %col0 = arith.muli %colh, %half_n : i32
      %ncols0 = arith.muli %n, %half_m : i32
      %ncols = arith.divui %ncols0, %c128 : i32
      %lanebits = arith.shli %w32, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      %cl_m = arith.muli %cl, %m : i32
      %grow0 = arith.addi %cl_m, %a_first : i32
      %grow = arith.addi %grow0, %row : i32
      %rowbase0 = arith.muli %grow, %n : i32
      %rowbase = arith.addi %rowbase0, %col0 : i32
      scf.for %q = %c0 to %ncols step %c16 : i32 {
        %ta = arith.addi %tw, %q : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        %x = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
        nvvm.tcgen05.wait <load>
        %base = arith.addi %rowbase, %q : i32
        scf.for %e = %c0 to %c16 step %c1 : i32 {
          %xe = llvm.extractelement %x[%e : i32] : vector<16xi32>
          %i = arith.addi %base, %e : i32
          %p = llvm.getelementptr %d[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
          llvm.store %xe, %p : i32, !llvm.ptr
        }
      }
      }

      // The ISA's example: a cluster barrier (no tensor memory access of the
      // peer CTA remains), then warp 0 of each CTA deallocates together
      // (flags & 256: a CTA barrier instead).
      nvvm.tcgen05.fence <before>
      scf.if %f256 {
        nvvm.barrier0
      } else {
        nvvm.cluster.arrive {aligned}
        nvvm.cluster.wait {aligned}
      }
      scf.if %isw0 {
        %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
        nvvm.tcgen05.dealloc %tp, %base_cols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
        nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
      }
    }
    llvm.return
  }

  llvm.func @pair_commit(%out: !llvm.ptr, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c128 = arith.constant 128 : i32
    %ticks = arith.constant 10000000 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %v = arith.andi %rank, %c1 : i32
    %odd = arith.cmpi ne, %v, %c0 : i32
    %even = arith.cmpi eq, %v, %c0 : i32
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %f2i = arith.andi %flags, %c2 : i32
    %f2 = arith.cmpi ne, %f2i, %c0 : i32
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    // flags & 2: no cluster barrier (a CTA barrier orders the init).
    scf.if %f2 {
      nvvm.barrier0
    } else {
      nvvm.cluster.arrive.relaxed {aligned}
      nvvm.cluster.wait {aligned}
    }
    // flags & 1: the odd CTA exits.
    %gone = arith.andi %f1, %odd : i1
    %stay = arith.xori %gone, %true : i1
    scf.if %stay {
      %issuer = arith.andi %is0, %even : i1
      scf.if %issuer {
        nvvm.tcgen05.commit %bar {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>
      }
      scf.if %even {
        nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
      }
      %value = arith.addi %rank, %c1 : i32
      %b128 = arith.muli %bx, %c128 : i32
      %index = arith.addi %b128, %tid : i32
      %q = llvm.getelementptr %out[%index] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %value, %q : i32, !llvm.ptr
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    llvm.return
  }

  llvm.func @mixed() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c32 = arith.constant 32 : i32
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    nvvm.tcgen05.alloc %slot, %c32 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    nvvm.tcgen05.dealloc %tp, %c32 : !llvm.ptr<6>, i32
    llvm.return
  }

  llvm.func @unpaired() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %ticks = arith.constant 10000000 : i32
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
      nvvm.tcgen05.commit %bar {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>
    }
    llvm.return
  }
}
