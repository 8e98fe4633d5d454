// The emulator's block-scaled tcgen05.mma.cta_group::1 of the 4-bit kinds:
// .kind::mxf4 (.scale_vec::2X: UE8M0 scale factors, one per 32 K
// elements) and .kind::mxf4nvf4 (.scale_vec::4X: UE4M3 or UE8M0 ones per
// 16 K elements; .scale_vec::2X: UE8M0), with E2M1 A and B packed two to a
// byte in shared memory and the scale factors in tensor memory, against
// products computed in Python (Inputs/tcgen05_mxf4_ref.py, exact
// arithmetic), and the errors it reports for the forms the ISA rejects.
//
// @mma (128 threads): thread 0 initializes an mbarrier and warp 0
// allocates 256 columns of tensor memory: D from the first column, the
// scale factors of A from the 129th (two chunks of 4 columns), those of B
// from the 145th. Every thread copies the shared memory images of A (at
// byte 0 of @tiles) and B (at byte 16384), laid out by the reference
// script, and the four scale factor chunks (512 bytes each, @scales) into
// shared memory, then fences for the async proxy; with %acc the threads
// store the initial D (%c) with tcgen05.st.32x32b (thread l of warp w row
// 32 w + l). Thread 0 copies A's chunks q = 0, 1 to columns 128 + 4q and
// B's q = 2, 3 to columns 144 + 4 (q - 2) with tcgen05.cp.32x128b.warpx4
// (row r of a chunk, 16 bytes, to lanes r, r + 32, r + 64, r + 96 of 4
// columns) and issues
// %ksteps products of K = 64 of the kind %kind says (0: mxf4 without a
// qualifier, 1: mxf4 .block32, 2: mxf4nvf4 .block16, 3: mxf4nvf4
// .block32), step s with the descriptors' start addresses %astep and
// %bstep bytes further than step s - 1, the instruction descriptor %idesc
// with SF IDs s %idstep (bits 29-30 for A, 4-5 for B), the scale factor
// addresses s %colstep columns further, enable-input-d for s > 0 or with
// %acc; then it commits to the mbarrier. Every thread waits for its phase
// and reads its row of D (tcgen05.ld.32x32b.x8) into %d.
// Arguments after the buffers: N, the steps, the instruction descriptor,
// the descriptor fields (LBO, SBO, 0b001 at bit 46, swizzling mode) and the
// step of A, then of B, the SF ID step, the scale column step, kind, acc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tcgen05_mxf4_ref.py %t
//
// c1: mxf4 (no qualifier: .block32), UE8M0, N = 128, K = 128 (two
// products, SF IDs 0 and 2 of the same columns); A K-major with the
// 128-byte swizzle (SBO 1024, step 32 bytes), B K-major without swizzle
// (LBO 128, SBO 512, step 2 LBO); idesc 0x08a00480.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:2048:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=2 --i32=144704640 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70506183655424 --i32=256 --i32=2 --i32=0 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/c1_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C1
// C1: compare d: 16384 elements match
// c2: mxf4nvf4 .block16 (.scale_vec::4X), UE4M3 (scale type 0), negate B
// (bit 14), N = 64, two products onto C, SF IDs 0, the second one's scale
// factors 4 columns further; A K-major without swizzle (LBO 2048, SBO 128,
// step 2 LBO), B K-major with the 64-byte swizzle (SBO 512, step 32 bytes);
// idesc 0x08104480.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c2_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c2_b.bin --buffer=sf:i8:2048:%t/c2_sf.bin \
// RUN:   --buffer=c:f32:8192:%t/c2_c.bin --buffer=d:f32:8192:zeros \
// RUN:   --i32=64 --i32=2 --i32=135283840 --i64=70403112304640 --i32=4096 \
// RUN:   --i64=-9223301530671579136 --i32=32 --i32=0 --i32=4 --i32=2 --i32=1 \
// RUN:   --compare=d:%t/c2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C2
// C2: compare d: 8192 elements match
// c3: mxf4nvf4 .block32 (.scale_vec::2X), UE8M0, negate A (bit 13),
// N = 32, onto C; A K-major with the 32-byte swizzle (SBO 256, each step's
// 32 bytes of K 4096 bytes further), B K-major with the 128-byte swizzle;
// idesc 0x08882480.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c3_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c3_b.bin --buffer=sf:i8:2048:%t/c3_sf.bin \
// RUN:   --buffer=c:f32:4096:%t/c3_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=32 --i32=2 --i32=143139968 --i64=-4611615580963667968 --i32=4096 \
// RUN:   --i64=4611756662049538048 --i32=32 --i32=2 --i32=0 --i32=3 --i32=1 \
// RUN:   --compare=d:%t/c3_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C3
// C3: compare d: 4096 elements match
// c4: mxf4 .block32, UE8M0, N = 8; A and B K-major without swizzle;
// idesc 0x08820480.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c4_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c4_b.bin --buffer=sf:i8:2048:%t/c4_sf.bin \
// RUN:   --buffer=c:f32:1024:%t/c4_c.bin --buffer=d:f32:1024:zeros \
// RUN:   --i32=8 --i32=2 --i32=142738560 --i64=70506183655424 --i32=256 \
// RUN:   --i64=70437464178688 --i32=256 --i32=2 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/c4_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C4
// C4: compare d: 1024 elements match
// c5: mxf4nvf4 .block16 (.scale_vec::4X) with UE8M0 scale factors (scale
// type 1), negate A and B, N = 16; A K-major with the 128-byte swizzle, B
// with the 64-byte one; idesc 0x08846480.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c5_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c5_b.bin --buffer=sf:i8:2048:%t/c5_sf.bin \
// RUN:   --buffer=c:f32:2048:%t/c5_c.bin --buffer=d:f32:2048:zeros \
// RUN:   --i32=16 --i32=2 --i32=142894208 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=-9223301530671579136 --i32=32 --i32=0 --i32=4 --i32=2 --i32=0 \
// RUN:   --compare=d:%t/c5_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C5
// C5: compare d: 2048 elements match
//
// Errors. c2's UE4M3 descriptor with mxf4nvf4 .block32 (.scale_vec::2X),
// which takes UE8M0 scale factors only.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c2_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c2_b.bin --buffer=sf:i8:2048:%t/c2_sf.bin \
// RUN:   --buffer=c:f32:8192:%t/c2_c.bin --buffer=d:f32:8192:zeros \
// RUN:   --i32=64 --i32=2 --i32=135283840 --i64=70403112304640 --i32=4096 \
// RUN:   --i64=-9223301530671579136 --i32=32 --i32=0 --i32=4 --i32=3 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UE4M3X2
// UE4M3X2: error: line {{[0-9]+}}: tcgen05.mma.block_scale .kind::mxf4nvf4 with instruction descriptor 0x08104480 has scale type 0 (UE4M3, bit 23), which goes with .scale_vec::4X (.block16) only, not with .scale_vec::2X (.block32)
// c2 with SF IDs 2 in the second product: .scale_vec::4X takes SF ID 0
// only.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c2_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c2_b.bin --buffer=sf:i8:2048:%t/c2_sf.bin \
// RUN:   --buffer=c:f32:8192:%t/c2_c.bin --buffer=d:f32:8192:zeros \
// RUN:   --i32=64 --i32=2 --i32=135283840 --i64=70403112304640 --i32=4096 \
// RUN:   --i64=-9223301530671579136 --i32=32 --i32=2 --i32=4 --i32=2 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SFID
// SFID: error: line {{[0-9]+}}: tcgen05.mma.block_scale .kind::mxf4nvf4 with instruction descriptor 0x481044a0 has SFA ID 2 (bits 29-30) and SFB ID 2 (bits 4-5): with .scale_vec::4X the four scale factors fill the cells and the SF IDs must be 0
// c2 with a scale factor byte of A (row 5, K block 1) that has bit 7 set,
// which no UE4M3 value has.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c2_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c2_b.bin --buffer=sf:i8:2048:%t/c2_badsf.bin \
// RUN:   --buffer=c:f32:8192:%t/c2_c.bin --buffer=d:f32:8192:zeros \
// RUN:   --i32=64 --i32=2 --i32=135283840 --i64=70403112304640 --i32=4096 \
// RUN:   --i64=-9223301530671579136 --i32=32 --i32=0 --i32=4 --i32=2 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MSB
// MSB: error: line {{[0-9]+}}: the tcgen05.mma.block_scale of thread 0 reads the UE4M3 scale factor 1 of row 5 as 0x{{[89a-f][0-9a-f]}}, with bit 7 set: a UE4M3 value has 7 bits and a zero MSB
// c1 with transpose B (bit 16, 0x08a10480), which the 4-bit kinds do not
// take.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:2048:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=2 --i32=144770176 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70506183655424 --i32=256 --i32=2 --i32=0 --i32=0 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRANS
// TRANS: error: line {{[0-9]+}}: tcgen05.mma.block_scale .kind::mxf4 with instruction descriptor 0x08a10480 sets transpose A or B (bits 15, 16), which .kind::mxf4 does not take (K-major A and B only)
// c1 with the K dimension bit (31) set (0x88a00480): K = 96 is a
// cta_group::2 shape.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:2048:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=2 --i32=-2002779008 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70506183655424 --i32=256 --i32=2 --i32=0 --i32=1 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=K96
// K96: error: line {{[0-9]+}}: tcgen05.mma.block_scale .kind::mxf4 with instruction descriptor 0x88a00480 sets the K dimension bit (31): K = 96 is a shape of cta_group::2 with M = 256 only, cta_group::1 takes K = 64

gpu.module @tcgen05_mxf4 {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<32768 x i8>
  llvm.mlir.global internal @scales() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<2048 x i8>
  llvm.mlir.global internal @aux() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>

  llvm.func @mma(%a: !llvm.ptr, %b: !llvm.ptr, %sf: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %n: i32, %ksteps: i32, %idesc: i32, %fieldsA: i64, %astep: i32, %fieldsB: i64, %bstep: i32, %idstep: i32, %colstep: i32, %kind: i32, %acc: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c29 = arith.constant 29 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %c144 = arith.constant 144 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c4096 = arith.constant 4096 : i32
    %c16384 = arith.constant 16384 : i32
    %c4_i64 = arith.constant 4 : i64
    %c46_i64 = arith.constant 46 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %w32 = arith.muli %warp, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %accb = arith.cmpi ne, %acc, %c0 : i32
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %scales = llvm.mlir.addressof @scales : !llvm.ptr<3>
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // Shared window addresses, as descriptors hold them.
    %tiles_ptr = llvm.ptrtoint %tiles : !llvm.ptr<3> to i64
    %tiles_addr = arith.andi %tiles_ptr, %c262143_i64 : i64
    %scales_ptr = llvm.ptrtoint %scales : !llvm.ptr<3> to i64
    %scales_addr = arith.andi %scales_ptr, %c262143_i64 : i64

    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    }
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot, %c256 : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }

    // The images of A and B (16384 bytes each) into @tiles, and the scale
    // factor chunks (2048 bytes) into @scales, a word at a time.
    scf.for %i = %tid to %c4096 step %c128 : i32 {
      %sa = llvm.getelementptr %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %va = llvm.load %sa : !llvm.ptr -> i32
      %da = llvm.getelementptr %tiles[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %va, %da : i32, !llvm.ptr<3>
      %sb = llvm.getelementptr %b[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %vb = llvm.load %sb : !llvm.ptr -> i32
      %ib = arith.addi %i, %c4096 : i32
      %db = llvm.getelementptr %tiles[%ib] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %vb, %db : i32, !llvm.ptr<3>
    }
    scf.for %i = %tid to %c512 step %c128 : i32 {
      %ss = llvm.getelementptr %sf[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %vs = llvm.load %ss : !llvm.ptr -> i32
      %ds = llvm.getelementptr %scales[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %vs, %ds : i32, !llvm.ptr<3>
    }
    // The stores are in the generic proxy, the copies and products read in
    // the async one.
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier0

    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %lanebits = arith.shli %w32, %c16 : i32
    %row = arith.addi %w32, %lane : i32
    %rowbase = arith.muli %row, %n : i32
    // With %acc, the initial D: row 32 w + l at lane 32 w + l, 8 columns a
    // store.
    scf.if %accb {
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %j = %c0 to %n step %c8 : i32 {
        %idx = arith.addi %rowbase, %j : i32
        %src = llvm.getelementptr %c[%idx] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %v = llvm.load %src : !llvm.ptr -> vector<8xi32>
        %ta = arith.addi %tw, %j : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<8xi32>
      }
    }
    nvvm.tcgen05.wait <store>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>

    scf.if %is0 {
      %dt = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      // The chunks' descriptor: no swizzle, SBO 128 (8 rows of 16 bytes),
      // 0b001 at bit 46, the start address >> 4. Chunk q (A's 0 and 1, B's
      // 2 and 3) to columns 128 + 4q (A's) and 144 + 4 (q - 2) (B's).
      %one = arith.constant 1 : i64
      %fixed = arith.shli %one, %c46_i64 : i64
      %sbo = arith.constant 34359738368 : i64
      %sf_fields = arith.ori %fixed, %sbo : i64
      scf.for %q = %c0 to %c4 step %c1 : i32 {
        %qoff = arith.muli %q, %c512 : i32
        %qoff64 = arith.extui %qoff : i32 to i64
        %qstart = arith.addi %scales_addr, %qoff64 : i64
        %qs = arith.shrui %qstart, %c4_i64 : i64
        %qdesc = arith.ori %sf_fields, %qs : i64
        %qb = arith.cmpi uge, %q, %c2 : i32
        %qcol4 = arith.muli %q, %c4 : i32
        %qcol = arith.addi %qcol4, %c128 : i32
        %qcolb = arith.addi %qcol, %c8 : i32
        %col = arith.select %qb, %qcolb, %qcol : i32
        %qaddr = arith.addi %taddr, %col : i32
        %qt = llvm.inttoptr %qaddr : i32 to !llvm.ptr<6>
        nvvm.tcgen05.cp %qt, %qdesc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
      }
      // Step s: the descriptors s steps further, SF IDs s %idstep, the
      // scale factors s %colstep columns further, enable-input-d after the
      // first step or with %acc.
      %b_base = arith.extui %c16384 : i32 to i64
      %b_addr = arith.addi %tiles_addr, %b_base : i64
      %k0 = arith.cmpi eq, %kind, %c0 : i32
      %k1 = arith.cmpi eq, %kind, %c1 : i32
      %k2 = arith.cmpi eq, %kind, %c2 : i32
      scf.for %s = %c0 to %ksteps step %c1 : i32 {
        %ao = arith.muli %s, %astep : i32
        %ao64 = arith.extui %ao : i32 to i64
        %aaddr = arith.addi %tiles_addr, %ao64 : i64
        %as = arith.shrui %aaddr, %c4_i64 : i64
        %adesc = arith.ori %fieldsA, %as : i64
        %bo = arith.muli %s, %bstep : i32
        %bo64 = arith.extui %bo : i32 to i64
        %baddr = arith.addi %b_addr, %bo64 : i64
        %bs = arith.shrui %baddr, %c4_i64 : i64
        %bdesc = arith.ori %fieldsB, %bs : i64
        %ids = arith.muli %s, %idstep : i32
        %ida = arith.shli %ids, %c29 : i32
        %idb = arith.shli %ids, %c4 : i32
        %idab = arith.ori %ida, %idb : i32
        %id = arith.ori %idesc, %idab : i32
        %cols = arith.muli %s, %colstep : i32
        %sfa_col = arith.addi %cols, %c128 : i32
        %sfa_addr = arith.addi %taddr, %sfa_col : i32
        %sfb_col = arith.addi %cols, %c144 : i32
        %sfb_addr = arith.addi %taddr, %sfb_col : i32
        %sfa = llvm.inttoptr %sfa_addr : i32 to !llvm.ptr<6>
        %sfb = llvm.inttoptr %sfb_addr : i32 to !llvm.ptr<6>
        %later = arith.cmpi ne, %s, %c0 : i32
        %enable = arith.ori %later, %accb : i1
        scf.if %k0 {
          nvvm.tcgen05.mma.block_scale %dt, %adesc, %bdesc, %id, %enable, %sfa, %sfb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
        } else {
          scf.if %k1 {
            nvvm.tcgen05.mma.block_scale %dt, %adesc, %bdesc, %id, %enable, %sfa, %sfb {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
          } else {
            scf.if %k2 {
              nvvm.tcgen05.mma.block_scale %dt, %adesc, %bdesc, %id, %enable, %sfa, %sfb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
            } else {
              nvvm.tcgen05.mma.block_scale %dt, %adesc, %bdesc, %id, %enable, %sfa, %sfb {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
            }
          }
        }
      }
      nvvm.tcgen05.commit %bar : !llvm.ptr<3>
    }
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence <after>

    // D out: row 32 w + l, 8 columns a load (tcgen05.ld.32x32b.x8).
    %tw = arith.addi %taddr, %lanebits : i32
    scf.for %j = %c0 to %n step %c8 : i32 {
      %ta = arith.addi %tw, %j : i32
      %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
      %v = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<8xi32>
      nvvm.tcgen05.wait <load>
      %idx = arith.addi %rowbase, %j : i32
      %dst = llvm.getelementptr %d[%idx] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %v, %dst : vector<8xi32>, !llvm.ptr
    }
    // Every warp's loads are complete before warp 0 deallocates.
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %isw0 {
      nvvm.tcgen05.fence <after>
      %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %tp, %c256 : !llvm.ptr<6>, i32
    }
    llvm.return
  }
}
