// The emulator's tcgen05.cp.cta_group::1.32x128b.warpx4 and block-scaled
// tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale (E4M3 and E5M2 A and
// B in shared memory, UE8M0 scale factors in tensor memory, .scale_vec::1X)
// against products computed in Python (Inputs/tcgen05_block_scale_ref.py,
// exact arithmetic), and the errors it reports.
//
// @mma (128 threads): thread 0 initializes an mbarrier and warp 0
// allocates 256 columns of tensor memory: D from the first column, the
// scale factors of A from the 129th (4 columns), those of B from the 133rd.
// Every thread copies the shared memory images of A (at byte 0 of @tiles)
// and B (at byte 16384), laid out by the reference script, and the scale
// factor chunks of A and B (512 bytes each, @scales) into shared memory,
// then fences for the async proxy; with %acc the threads store the initial
// D (%c) with tcgen05.st.32x32b (thread l of warp w row 32 w + l). Thread 0
// copies the scale factor chunks into tensor memory with
// tcgen05.cp.32x128b.warpx4 (a descriptor without swizzle, SBO 128: row r
// of a chunk, 16 bytes, to lanes r, r + 32, r + 64, r + 96 of 4 columns)
// and issues %ksteps block-scaled products of K = 32, step s with the
// descriptors' start addresses %astep and %bstep bytes further than step
// s - 1 and the instruction descriptor %idesc with SF IDs s (bits 29-30
// for A, 4-5 for B: byte s of the scale factor cells),
// enable-input-d for s > 0 or with %acc; then it commits to the mbarrier.
// Every thread waits for its phase and reads its row of D
// (tcgen05.ld.32x32b.x8) into %d.
// Arguments after the buffers: N, the steps, the instruction descriptor,
// the descriptor fields (LBO, SBO, 0b001 at bit 46, swizzling mode) and the
// step of A, then of B, acc, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tcgen05_block_scale_ref.py %t
//
// c1: E4M3 x E4M3, N = 128, K = 128 (four products, SF IDs 0-3); A K-major
// with the 128-byte swizzle (SBO 1024, step 32 bytes), B K-major without
// swizzle (LBO 128, SBO 1024, step 2 LBO); idesc 0x08a00000.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144703488 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/c1_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C1
// C1: compare d: 16384 elements match
// c2: E5M2 x E4M3, N = 64, K = 64 (two products); A K-major without swizzle
// (LBO 128, SBO 512), B N-major (transpose B, bit 16) with the 128-byte
// swizzle (LBO 8192, SBO 1024, step 4 SBO); idesc 0x08910080.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c2_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c2_b.bin --buffer=sf:i8:1024:%t/c2_sf.bin \
// RUN:   --buffer=c:f32:8192:%t/c2_c.bin --buffer=d:f32:8192:zeros \
// RUN:   --i32=64 --i32=2 --i32=143720576 --i64=70506183655424 --i32=256 \
// RUN:   --i64=4611756662083026944 --i32=4096 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/c2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C2
// C2: compare d: 8192 elements match
// c3: E4M3 x E5M2 with negate A (bit 13), N = 128, K = 128, enable-input-d
// from the first product on, onto C; A K-major without swizzle, B K-major
// with the 128-byte swizzle; idesc 0x08a02400.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c3_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c3_b.bin --buffer=sf:i8:1024:%t/c3_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c3_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144712704 --i64=70643622608896 --i32=256 \
// RUN:   --i64=4611756662049538048 --i32=32 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/c3_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=C3
// C3: compare d: 16384 elements match
// c1 with the scale factors stored by the four warps instead (flags & 2:
// tcgen05.st.32x32b.x4, warp w to lanes 32 w .., thread l the 4 words of
// row l of each chunk, then tcgen05.wait::st, the fences and a barrier).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144703488 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=2 \
// RUN:   --compare=d:%t/c1_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=ST
// ST: compare d: 16384 elements match
//
// Errors. Flags & 4 (with 2): warp 2 stores the scale factors of A with
// byte 0 of each word changed, so its subpartition's copy differs.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144703488 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=6 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DUP
// DUP: error: line {{[0-9]+}}: the tcgen05.mma.block_scale of thread 0 with the scale factors of A at 0x180 (lane 0, column 384): the scale factor of row 0 (byte 0 of column 384) is 0x{{[0-9a-f]+}} in lane 0 and 0x{{[0-9a-f]+}} in lane 64: the ISA requires the scale factors duplicated to all four 32-lane subpartitions of tensor memory
// The scale type bit (23) clear: 0x08200000.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=136314880 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STYPE
// STYPE: error: line {{[0-9]+}}: tcgen05.mma.block_scale .kind::mxf8f6f4 with instruction descriptor 0x08200000 has scale type 0 (bit 23): .kind::mxf8f6f4 takes UE8M0 = 1 scale factors only
// An E2M1 A (type 5, 0x08a00280), which the model does not cover.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144704128 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=E2M1
// E2M1: error: line {{[0-9]+}}: tcgen05.mma.block_scale .kind::mxf8f6f4 with instruction descriptor 0x08a00280: A type 5 (e2m1) is not modelled (the model takes e4m3 = 0, e5m2 = 1)
// Flags & 16 (with 2): thread 0 copies the scale factors of A (the same
// bytes the warps stored) with tcgen05.cp between the first and the second
// product, overwriting cells the first one reads (tcgen05.mma ->
// tcgen05.cp is no pipelined pair: it needs the commit's phase).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144703488 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=18 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REUSE
// REUSE: error: line {{[0-9]+}}: the tcgen05.cp of thread 0 writes tensor memory (lane 0, column 384) that the tcgen05.mma.block_scale of line {{[0-9]+}} (thread 0) reads, which no tcgen05.commit of thread 0 tracks
// Flags & 32: thread 0 writes a byte of the scale factor chunk of A while
// the copy is in flight.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144703488 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: error: line {{[0-9]+}}: llvm.store of thread 0 writes shared byte 0x{{[0-9a-f]+}} that the tcgen05.cp of line {{[0-9]+}} (thread 0) reads, before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// Flags & 64: no fence.proxy.async between the stores of the chunks and
// the copy, which reads shared memory in the async proxy.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:16384:%t/c1_a.bin \
// RUN:   --buffer=b:i8:16384:%t/c1_b.bin --buffer=sf:i8:1024:%t/c1_sf.bin \
// RUN:   --buffer=c:f32:16384:%t/c1_c.bin --buffer=d:f32:16384:zeros \
// RUN:   --i32=128 --i32=4 --i32=144703488 --i64=4611756662049538048 --i32=32 \
// RUN:   --i64=70643622608896 --i32=256 --i32=0 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the tcgen05.cp of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread {{[0-9]+}} wrote with no fence.proxy.async between (the write is in the generic proxy, the tcgen05.cp reads in the async proxy)

gpu.module @tcgen05_block_scale {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<32768 x i8>
  llvm.mlir.global internal @scales() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<1024 x i8>
  llvm.mlir.global internal @aux() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>

  llvm.func @mma(%a: !llvm.ptr, %b: !llvm.ptr, %sf: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %n: i32, %ksteps: i32, %idesc: i32, %fieldsA: i64, %astep: i32, %fieldsB: i64, %bstep: i32, %acc: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c29 = arith.constant 29 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c132 = arith.constant 132 : i32
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
    %isw2 = arith.cmpi eq, %warp, %c2 : i32
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
    // flags: %fK is true where flag K is set.
    %f2i = arith.andi %flags, %c2 : i32
    %f2 = arith.cmpi ne, %f2i, %c0 : i32
    %f4i = arith.andi %flags, %c4 : i32
    %f4 = arith.cmpi ne, %f4i, %c0 : i32
    %f16i = arith.andi %flags, %c16 : i32
    %f16 = arith.cmpi ne, %f16i, %c0 : i32
    %f32i = arith.andi %flags, %c32 : i32
    %f32 = arith.cmpi ne, %f32i, %c0 : i32
    %f64i = arith.andi %flags, %c64 : i32
    %f64 = arith.cmpi ne, %f64i, %c0 : i32

    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    }
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot, %c256 : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }

    // The images of A and B (16384 bytes each) into @tiles, and the scale
    // factor chunks (1024 bytes) into @scales, a word at a time.
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
    scf.for %i = %tid to %c256 step %c128 : i32 {
      %ss = llvm.getelementptr %sf[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %vs = llvm.load %ss : !llvm.ptr -> i32
      %ds = llvm.getelementptr %scales[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %vs, %ds : i32, !llvm.ptr<3>
    }
    // The stores are in the generic proxy, the copies and products read in
    // the async one (flags & 64: no fence.proxy.async).
    scf.if %f64 {
    } else {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    nvvm.barrier0

    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %sfa_addr = arith.addi %taddr, %c128 : i32
    %sfb_addr = arith.addi %taddr, %c132 : i32
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
    // flags & 2: the scale factors by tcgen05.st instead of tcgen05.cp:
    // thread l of warp w stores the four words of row l of each chunk at
    // lane 32 w + l (flags & 4: warp 2 changes byte 0 of the words of A).
    scf.if %f2 {
      %off = arith.muli %lane, %c4 : i32
      %pa = llvm.getelementptr %sf[%off] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %va = llvm.load %pa : !llvm.ptr -> vector<4xi32>
      %bad = arith.andi %f4, %isw2 : i1
      %flip = arith.select %bad, %c1, %c0 : i32
      %splat = llvm.mlir.poison : vector<4xi32>
      %f0 = llvm.insertelement %flip, %splat[%c0 : i32] : vector<4xi32>
      %f1 = llvm.insertelement %flip, %f0[%c1 : i32] : vector<4xi32>
      %c3 = arith.constant 3 : i32
      %f2v = llvm.insertelement %flip, %f1[%c2 : i32] : vector<4xi32>
      %fv = llvm.insertelement %flip, %f2v[%c3 : i32] : vector<4xi32>
      %va2 = arith.xori %va, %fv : vector<4xi32>
      %ta = arith.addi %sfa_addr, %lanebits : i32
      %tpa = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
      nvvm.tcgen05.st %tpa, %va2 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<4xi32>
      %offb = arith.addi %off, %c128 : i32
      %pb = llvm.getelementptr %sf[%offb] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %vb = llvm.load %pb : !llvm.ptr -> vector<4xi32>
      %tb = arith.addi %sfb_addr, %lanebits : i32
      %tpb = llvm.inttoptr %tb : i32 to !llvm.ptr<6>
      nvvm.tcgen05.st %tpb, %vb {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<4xi32>
    }
    nvvm.tcgen05.wait <store>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>

    scf.if %is0 {
      %dt = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      %sfa = llvm.inttoptr %sfa_addr : i32 to !llvm.ptr<6>
      %sfb = llvm.inttoptr %sfb_addr : i32 to !llvm.ptr<6>
      // The chunks' descriptor: no swizzle, SBO 128 (8 rows of 16 bytes),
      // 0b001 at bit 46, the start address >> 4.
      %one = arith.constant 1 : i64
      %fixed = arith.shli %one, %c46_i64 : i64
      %sbo = arith.constant 34359738368 : i64
      %sf_fields = arith.ori %fixed, %sbo : i64
      %sfa_s = arith.shrui %scales_addr, %c4_i64 : i64
      %sfa_desc = arith.ori %sf_fields, %sfa_s : i64
      %c512_i64 = arith.constant 512 : i64
      %sfb_start = arith.addi %scales_addr, %c512_i64 : i64
      %sfb_s = arith.shrui %sfb_start, %c4_i64 : i64
      %sfb_desc = arith.ori %sf_fields, %sfb_s : i64
      scf.if %f2 {
      } else {
        nvvm.tcgen05.cp %sfa, %sfa_desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
        nvvm.tcgen05.cp %sfb, %sfb_desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
      }
      // Step s: the descriptors s steps further, SF IDs s, enable-input-d
      // after the first step or with %acc.
      %b_base = arith.extui %c16384 : i32 to i64
      %b_addr = arith.addi %tiles_addr, %b_base : i64
      scf.for %s = %c0 to %ksteps step %c1 : i32 {
        %is_s1 = arith.cmpi eq, %s, %c1 : i32
        %again = arith.andi %f16, %is_s1 : i1
        scf.if %again {
          nvvm.tcgen05.cp %sfa, %sfa_desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
        }
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
        %ida = arith.shli %s, %c29 : i32
        %idb = arith.shli %s, %c4 : i32
        %ids = arith.ori %ida, %idb : i32
        %id = arith.ori %idesc, %ids : i32
        %later = arith.cmpi ne, %s, %c0 : i32
        %enable = arith.ori %later, %accb : i1
        nvvm.tcgen05.mma.block_scale %dt, %adesc, %bdesc, %id, %enable, %sfa, %sfb {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
      }
      nvvm.tcgen05.commit %bar : !llvm.ptr<3>
      // flags & 32: a write of the chunk of A while the copy is in flight.
      scf.if %f32 {
        %zero = arith.constant 0 : i8
        llvm.store %zero, %scales : i8, !llvm.ptr<3>
      }
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
