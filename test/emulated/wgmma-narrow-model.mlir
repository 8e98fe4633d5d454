// The emulator's nvvm.wgmma.mma_async for the narrow types, A and B in
// shared memory through matrix descriptors, against products computed in
// Python (Inputs/wgmma_narrow_ref.py, exact arithmetic): m64nNk8 tf32 x tf32
// -> f32, m64nNk32 e4m3/e5m2 x e4m3/e5m2 -> f32 and m64nNk32 s8/u8 x s8/u8
// -> s32 with and without .satfinite. Each kernel (one warpgroup) copies A
// (64 rows of 64 bytes) and B (N rows of 64 bytes: row n holds column n of
// B), byte by byte, into global_smem in a K-major canonical layout of the
// PTX ISA ("Shared Memory Matrix Layout": the layouts of 128-bit elements,
// the same bytes for every element size; a row of K is 64 bytes, 16 tf32
// or 64 8-bit elements):
//   no swizzle: (r%8)*16 + (r/8)*SBO + (kb%16) + (kb/16)*LBO
//   swizzled:   (kb/W)*(rows/8)*SBO + (r%8)*W + (r/8)*SBO + kb%W
// then XORs bits 4.. of the address with as many bits from bit 7 up
// (Swizzle<3,4,3>, <2,4,3>, <1,4,3> for W = 128, 64, 32 bytes), builds the
// descriptors of the two K halves (bytes 0-31 and 32-63) and issues two
// products, the second accumulating on the first in flight. After commit
// and wait each thread stores its accumulators where the fragment layout of
// D puts them (that of m64nNk16). Arguments after the buffers: the mode
// (0 none, 1 128B, 2 64B, 3 32B), LBO and SBO of A, then of B, the case
// and flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/wgmma_narrow_ref.py %t
//
// @float case 0: tf32 (the low 13 mantissa bits of the inputs are random:
// the tensor core ignores them).
// RUN: %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/tf32_a.bin \
// RUN:   --buffer=b:i8:2560:%t/tf32_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/tf32_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F
// RUN: %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/tf32_a.bin \
// RUN:   --buffer=b:i8:2560:%t/tf32_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=3 --i32=16 --i32=256 --i32=2 --i32=16 --i32=512 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/tf32_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F
// @float case 1: e4m3 x e5m2; case 2: e5m2 x e4m3 (the same bytes).
// RUN: %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/f8_a.bin \
// RUN:   --buffer=b:i8:2560:%t/f8_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=0 --i32=1024 --i32=128 --i32=1 --i32=16 --i32=1024 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/e4m3_e5m2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F
// RUN: %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/f8_a.bin \
// RUN:   --buffer=b:i8:2560:%t/f8_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=2 --i32=16 --i32=512 --i32=3 --i32=16 --i32=256 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/e4m3_e5m2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F
// RUN: %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/f8_a.bin \
// RUN:   --buffer=b:i8:2560:%t/f8_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=0 --i32=128 --i32=512 --i32=0 --i32=640 --i32=128 --i32=2 --i32=0 \
// RUN:   --compare=d:%t/e5m2_e4m3_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F
// F: compare d: 2560 elements match
//
// @int: case 0 s8 x u8 (wrapping), 1 s8 x u8 .satfinite, 2 u8 x s8
// (wrapping), 3 s8 x s8 .satfinite, from C near the ends of the s32 range.
// RUN: %tileiras-emulate %t/k.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/s8_u8_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I
// RUN: %tileiras-emulate %t/k.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=0 --i32=128 --i32=512 --i32=3 --i32=16 --i32=256 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/s8_u8_sat_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I
// RUN: %tileiras-emulate %t/k.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=2 --i32=16 --i32=512 --i32=1 --i32=16 --i32=1024 --i32=2 --i32=0 \
// RUN:   --compare=d:%t/u8_s8_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I
// RUN: %tileiras-emulate %t/k.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=3 --i32=16 --i32=256 --i32=0 --i32=512 --i32=128 --i32=3 --i32=0 \
// RUN:   --compare=d:%t/s8_s8_sat_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I
// I: compare d: 2048 elements match
// The wrapping product is not the saturating one (some sums overflow).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/s8_u8_sat_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=WRAP
// WRAP: compare d: {{[1-9][0-9]*}} of 2048 elements differ
//
// The checks of the f16 model hold for these types. Flags: 1, no
// fence.proxy.async between the stores and the products; 2, thread 0
// overwrites a byte of A while the products are in flight; 4, the threads
// store a register of the result before the wait.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/f8_a.bin \
// RUN:   --buffer=b:i8:2560:%t/f8_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=0 --i32=1024 --i32=128 --i32=1 --i32=16 --i32=1024 --i32=1 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the wgmma.mma_async of warpgroup 0 reads shared byte 0x{{[0-9a-f]+}} that thread {{[0-9]+}} wrote with no fence.proxy.async between
// RUN: not %tileiras-emulate %t/k.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=1 --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: error: line {{[0-9]+}}: llvm.store of thread 0 writes shared byte 0x{{[0-9a-f]+}} that the wgmma.mma_async of line {{[0-9]+}} reads, before a wgmma.wait.group retired it
// RUN: not %tileiras-emulate %t/k.mlir --kernel=float --buffer=a:i8:4096:%t/tf32_a.bin \
// RUN:   --buffer=b:i8:2560:%t/tf32_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EARLY
// EARLY: error: line {{[0-9]+}}: thread 0 uses the result of the wgmma.mma_async of line {{[0-9]+}} before a wgmma.wait.group retired it
//
// Only .f16 and .bf16 take the transpose: an M-major A or N-major B of the
// other types is an error (the NVVM verifier rejects it too, so the
// kernels are edited after the conversion to the generic form); s32 D takes
// no negation.
// RUN: sed -e 's/layoutA = #nvvm.mma_layout<row>/layoutA = #nvvm.mma_layout<col>/' %t/k.mlir > %t/ta.mlir
// RUN: sed -e 's/layoutB = #nvvm.mma_layout<col>/layoutB = #nvvm.mma_layout<row>/' %t/k.mlir > %t/tb.mlir
// RUN: sed -e 's/scaleA = #nvvm.wgmma_scale_in<one>/scaleA = #nvvm.wgmma_scale_in<neg>/' %t/k.mlir > %t/neg.mlir
// RUN: not %tileiras-emulate %t/ta.mlir --kernel=float --buffer=a:i8:4096:%t/f8_a.bin \
// RUN:   --buffer=b:i8:2560:%t/f8_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=1 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TA
// TA: error: line {{[0-9]+}}: wgmma.mma_async e4m3 x e5m2 with layoutA col, layoutB col: only .f16 and .bf16 take the transpose (imm-trans-a/b), other types need K-major A and B (layoutA row, layoutB col)
// RUN: not %tileiras-emulate %t/tb.mlir --kernel=float --buffer=a:i8:4096:%t/tf32_a.bin \
// RUN:   --buffer=b:i8:2560:%t/tf32_b.bin --buffer=c:i32:1:zeros --buffer=d:f32:2560:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TB
// TB: error: line {{[0-9]+}}: wgmma.mma_async tf32 x tf32 with layoutA row, layoutB row: only .f16 and .bf16 take the transpose
// RUN: not %tileiras-emulate %t/tb.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TBI
// TBI: error: line {{[0-9]+}}: wgmma.mma_async s8 x u8 with layoutA row, layoutB row: only .f16 and .bf16 take the transpose
// RUN: not %tileiras-emulate %t/neg.mlir --kernel=int --buffer=a:i8:4096:%t/int_a.bin \
// RUN:   --buffer=b:i8:2048:%t/int_b.bin --buffer=c:i32:2048:%t/int_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEG
// NEG: error: line {{[0-9]+}}: wgmma.mma_async m64n32k32 s8 x u8 -> s32 (!llvm.struct<({{.*}})>) is not modelled
// A from registers is modelled for .f16/.bf16 only.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=regs_tf32 --i64=0 2>&1 | FileCheck %s --check-prefix=REGS
// REGS: error: line {{[0-9]+}}: inline wgmma.mma_async `{{.*}}m64n8k8.f32.tf32.tf32{{.*}}` is not modelled (A from registers: m64nNk16 with .f16/.bf16 A and B and .f32 D only)

gpu.module @wgmma_narrow {
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>

  // @float (128 threads, N = 40, f32 D): %case 0: tf32 x tf32 (k8), D = (-A0) (-B0),
  // then D += A1 (-B1); 1: e4m3 x e5m2 (k32), the same negations; 2: e5m2 x e4m3
  // (k32), D = A0 B0, then D += (-A1) B1.
  llvm.func @float(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %modeA: i32, %lboA: i32, %sboA: i32, %modeB: i32, %lboB: i32, %sboB: i32, %case: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c5_i32 = arith.constant 5 : i32
    %c7_i32 = arith.constant 7 : i32
    %c8_i32 = arith.constant 8 : i32
    %c16_i32 = arith.constant 16 : i32
    %c24_i32 = arith.constant 24 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c2560_i32 = arith.constant 2560 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c62_i64 = arith.constant 62 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %smem_addr = llvm.ptrtoint %smem : !llvm.ptr<3> to i64
    // pa: rows of W bytes and the bits of Swizzle<B,4,3> for %modeA
    %pa_is0 = arith.cmpi eq, %modeA, %c0_i32 : i32
    %pa_is1 = arith.cmpi eq, %modeA, %c1_i32 : i32
    %pa_is2 = arith.cmpi eq, %modeA, %c2_i32 : i32
    %pa_w64 = arith.select %pa_is2, %c64_i32, %c32_i32 : i32
    %pa_w = arith.select %pa_is1, %c128_i32, %pa_w64 : i32
    %pa_m3 = arith.select %pa_is2, %c3_i32, %c1_i32 : i32
    %pa_m7 = arith.select %pa_is1, %c7_i32, %pa_m3 : i32
    %pa_mask = arith.select %pa_is0, %c0_i32, %pa_m7 : i32
    // pb: rows of W bytes and the bits of Swizzle<B,4,3> for %modeB
    %pb_is0 = arith.cmpi eq, %modeB, %c0_i32 : i32
    %pb_is1 = arith.cmpi eq, %modeB, %c1_i32 : i32
    %pb_is2 = arith.cmpi eq, %modeB, %c2_i32 : i32
    %pb_w64 = arith.select %pb_is2, %c64_i32, %c32_i32 : i32
    %pb_w = arith.select %pb_is1, %c128_i32, %pb_w64 : i32
    %pb_m3 = arith.select %pb_is2, %c3_i32, %c1_i32 : i32
    %pb_m7 = arith.select %pb_is1, %c7_i32, %pb_m3 : i32
    %pb_mask = arith.select %pb_is0, %c0_i32, %pb_m7 : i32
    // A (64 rows of 64 bytes, row-major in %a) into the tile at byte 0:
    // no swizzle (r%8)*16 + (r/8)*SBO + (kb%16) + (kb/16)*LBO; swizzled
    // (kb/W)*(64/8)*SBO + (r%8)*W + (r/8)*SBO + kb%W; then Swizzle<B,4,3>.
    %pa_atom = arith.muli %sboA, %c8_i32 : i32
    scf.for %pa_i = %tid to %c4096_i32 step %c128_i32 : i32 {
      %pa_r = arith.divui %pa_i, %c64_i32 : i32
      %pa_kb = arith.remui %pa_i, %c64_i32 : i32
      %pa_src = llvm.getelementptr %a[%pa_i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %pa_v = llvm.load %pa_src : !llvm.ptr -> i8
      %pa_r8 = arith.remui %pa_r, %c8_i32 : i32
      %pa_rh = arith.divui %pa_r, %c8_i32 : i32
      %pa_k16 = arith.remui %pa_kb, %c16_i32 : i32
      %pa_kh = arith.divui %pa_kb, %c16_i32 : i32
      %pa_n0 = arith.muli %pa_r8, %c16_i32 : i32
      %pa_n1 = arith.muli %pa_rh, %sboA : i32
      %pa_n3 = arith.muli %pa_kh, %lboA : i32
      %pa_n01 = arith.addi %pa_n0, %pa_n1 : i32
      %pa_n23 = arith.addi %pa_k16, %pa_n3 : i32
      %pa_none = arith.addi %pa_n01, %pa_n23 : i32
      %pa_ka = arith.divui %pa_kb, %pa_w : i32
      %pa_ke = arith.remui %pa_kb, %pa_w : i32
      %pa_s0 = arith.muli %pa_ka, %pa_atom : i32
      %pa_s1 = arith.muli %pa_r8, %pa_w : i32
      %pa_s01 = arith.addi %pa_s0, %pa_s1 : i32
      %pa_s012 = arith.addi %pa_s01, %pa_n1 : i32
      %pa_swz = arith.addi %pa_s012, %pa_ke : i32
      %pa_off = arith.select %pa_is0, %pa_none, %pa_swz : i32
      %pa_x = arith.addi %pa_off, %c0_i32 : i32
      %pa_line = arith.shrui %pa_x, %c7_i32 : i32
      %pa_bits = arith.andi %pa_line, %pa_mask : i32
      %pa_flip = arith.shli %pa_bits, %c4_i32 : i32
      %pa_phys = arith.xori %pa_x, %pa_flip : i32
      %pa_dst = llvm.getelementptr %smem[%pa_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %pa_v, %pa_dst : i8, !llvm.ptr<3>
    }
    // B (40 rows of 64 bytes, row-major in %b) into the tile at byte 8192:
    // no swizzle (r%8)*16 + (r/8)*SBO + (kb%16) + (kb/16)*LBO; swizzled
    // (kb/W)*(40/8)*SBO + (r%8)*W + (r/8)*SBO + kb%W; then Swizzle<B,4,3>.
    %pb_atom = arith.muli %sboB, %c5_i32 : i32
    scf.for %pb_i = %tid to %c2560_i32 step %c128_i32 : i32 {
      %pb_r = arith.divui %pb_i, %c64_i32 : i32
      %pb_kb = arith.remui %pb_i, %c64_i32 : i32
      %pb_src = llvm.getelementptr %b[%pb_i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %pb_v = llvm.load %pb_src : !llvm.ptr -> i8
      %pb_r8 = arith.remui %pb_r, %c8_i32 : i32
      %pb_rh = arith.divui %pb_r, %c8_i32 : i32
      %pb_k16 = arith.remui %pb_kb, %c16_i32 : i32
      %pb_kh = arith.divui %pb_kb, %c16_i32 : i32
      %pb_n0 = arith.muli %pb_r8, %c16_i32 : i32
      %pb_n1 = arith.muli %pb_rh, %sboB : i32
      %pb_n3 = arith.muli %pb_kh, %lboB : i32
      %pb_n01 = arith.addi %pb_n0, %pb_n1 : i32
      %pb_n23 = arith.addi %pb_k16, %pb_n3 : i32
      %pb_none = arith.addi %pb_n01, %pb_n23 : i32
      %pb_ka = arith.divui %pb_kb, %pb_w : i32
      %pb_ke = arith.remui %pb_kb, %pb_w : i32
      %pb_s0 = arith.muli %pb_ka, %pb_atom : i32
      %pb_s1 = arith.muli %pb_r8, %pb_w : i32
      %pb_s01 = arith.addi %pb_s0, %pb_s1 : i32
      %pb_s012 = arith.addi %pb_s01, %pb_n1 : i32
      %pb_swz = arith.addi %pb_s012, %pb_ke : i32
      %pb_off = arith.select %pb_is0, %pb_none, %pb_swz : i32
      %pb_x = arith.addi %pb_off, %c8192_i32 : i32
      %pb_line = arith.shrui %pb_x, %c7_i32 : i32
      %pb_bits = arith.andi %pb_line, %pb_mask : i32
      %pb_flip = arith.shli %pb_bits, %c4_i32 : i32
      %pb_phys = arith.xori %pb_x, %pb_flip : i32
      %pb_dst = llvm.getelementptr %smem[%pb_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %pb_v, %pb_dst : i8, !llvm.ptr<3>
    }
    // flags & 1: no fence.proxy.async between the stores and the products
    %f1 = arith.andi %flags, %c1_i32 : i32
    %if1 = arith.cmpi eq, %f1, %c0_i32 : i32
    scf.if %if1 {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    nvvm.barrier0
    // descriptor da0: K bytes 0-31 (no swizzle: 0 LBO; swizzled: (0/W) atom + 0%W)
    %da0_none = arith.muli %lboA, %c0_i32 : i32
    %da0_ka = arith.divui %c0_i32, %pa_w : i32
    %da0_ke = arith.remui %c0_i32, %pa_w : i32
    %da0_t0 = arith.muli %da0_ka, %pa_atom : i32
    %da0_swz = arith.addi %da0_t0, %da0_ke : i32
    %da0_rel = arith.select %pa_is0, %da0_none, %da0_swz : i32
    %da0_off = arith.addi %da0_rel, %c0_i32 : i32
    %da0_off64 = arith.extui %da0_off : i32 to i64
    %da0_addr = arith.addi %smem_addr, %da0_off64 : i64
    %da0_a18 = arith.andi %da0_addr, %c262143_i64 : i64
    %da0_start = arith.shrui %da0_a18, %c4_i64 : i64
    %da0_lbo64 = arith.extui %lboA : i32 to i64
    %da0_lbo4 = arith.shrui %da0_lbo64, %c4_i64 : i64
    %da0_lbof = arith.shli %da0_lbo4, %c16_i64 : i64
    %da0_sbo64 = arith.extui %sboA : i32 to i64
    %da0_sbo4 = arith.shrui %da0_sbo64, %c4_i64 : i64
    %da0_sbof = arith.shli %da0_sbo4, %c32_i64 : i64
    %da0_mode64 = arith.extui %modeA : i32 to i64
    %da0_modef = arith.shli %da0_mode64, %c62_i64 : i64
    %da0_d0 = arith.ori %da0_start, %da0_lbof : i64
    %da0_d1 = arith.ori %da0_d0, %da0_sbof : i64
    %da0 = arith.ori %da0_d1, %da0_modef : i64
    // descriptor da1: K bytes 32-63 (no swizzle: 2 LBO; swizzled: (32/W) atom + 32%W)
    %da1_none = arith.muli %lboA, %c2_i32 : i32
    %da1_ka = arith.divui %c32_i32, %pa_w : i32
    %da1_ke = arith.remui %c32_i32, %pa_w : i32
    %da1_t0 = arith.muli %da1_ka, %pa_atom : i32
    %da1_swz = arith.addi %da1_t0, %da1_ke : i32
    %da1_rel = arith.select %pa_is0, %da1_none, %da1_swz : i32
    %da1_off = arith.addi %da1_rel, %c0_i32 : i32
    %da1_off64 = arith.extui %da1_off : i32 to i64
    %da1_addr = arith.addi %smem_addr, %da1_off64 : i64
    %da1_a18 = arith.andi %da1_addr, %c262143_i64 : i64
    %da1_start = arith.shrui %da1_a18, %c4_i64 : i64
    %da1_lbo64 = arith.extui %lboA : i32 to i64
    %da1_lbo4 = arith.shrui %da1_lbo64, %c4_i64 : i64
    %da1_lbof = arith.shli %da1_lbo4, %c16_i64 : i64
    %da1_sbo64 = arith.extui %sboA : i32 to i64
    %da1_sbo4 = arith.shrui %da1_sbo64, %c4_i64 : i64
    %da1_sbof = arith.shli %da1_sbo4, %c32_i64 : i64
    %da1_mode64 = arith.extui %modeA : i32 to i64
    %da1_modef = arith.shli %da1_mode64, %c62_i64 : i64
    %da1_d0 = arith.ori %da1_start, %da1_lbof : i64
    %da1_d1 = arith.ori %da1_d0, %da1_sbof : i64
    %da1 = arith.ori %da1_d1, %da1_modef : i64
    // descriptor db0: K bytes 0-31 (no swizzle: 0 LBO; swizzled: (0/W) atom + 0%W)
    %db0_none = arith.muli %lboB, %c0_i32 : i32
    %db0_ka = arith.divui %c0_i32, %pb_w : i32
    %db0_ke = arith.remui %c0_i32, %pb_w : i32
    %db0_t0 = arith.muli %db0_ka, %pb_atom : i32
    %db0_swz = arith.addi %db0_t0, %db0_ke : i32
    %db0_rel = arith.select %pb_is0, %db0_none, %db0_swz : i32
    %db0_off = arith.addi %db0_rel, %c8192_i32 : i32
    %db0_off64 = arith.extui %db0_off : i32 to i64
    %db0_addr = arith.addi %smem_addr, %db0_off64 : i64
    %db0_a18 = arith.andi %db0_addr, %c262143_i64 : i64
    %db0_start = arith.shrui %db0_a18, %c4_i64 : i64
    %db0_lbo64 = arith.extui %lboB : i32 to i64
    %db0_lbo4 = arith.shrui %db0_lbo64, %c4_i64 : i64
    %db0_lbof = arith.shli %db0_lbo4, %c16_i64 : i64
    %db0_sbo64 = arith.extui %sboB : i32 to i64
    %db0_sbo4 = arith.shrui %db0_sbo64, %c4_i64 : i64
    %db0_sbof = arith.shli %db0_sbo4, %c32_i64 : i64
    %db0_mode64 = arith.extui %modeB : i32 to i64
    %db0_modef = arith.shli %db0_mode64, %c62_i64 : i64
    %db0_d0 = arith.ori %db0_start, %db0_lbof : i64
    %db0_d1 = arith.ori %db0_d0, %db0_sbof : i64
    %db0 = arith.ori %db0_d1, %db0_modef : i64
    // descriptor db1: K bytes 32-63 (no swizzle: 2 LBO; swizzled: (32/W) atom + 32%W)
    %db1_none = arith.muli %lboB, %c2_i32 : i32
    %db1_ka = arith.divui %c32_i32, %pb_w : i32
    %db1_ke = arith.remui %c32_i32, %pb_w : i32
    %db1_t0 = arith.muli %db1_ka, %pb_atom : i32
    %db1_swz = arith.addi %db1_t0, %db1_ke : i32
    %db1_rel = arith.select %pb_is0, %db1_none, %db1_swz : i32
    %db1_off = arith.addi %db1_rel, %c8192_i32 : i32
    %db1_off64 = arith.extui %db1_off : i32 to i64
    %db1_addr = arith.addi %smem_addr, %db1_off64 : i64
    %db1_a18 = arith.andi %db1_addr, %c262143_i64 : i64
    %db1_start = arith.shrui %db1_a18, %c4_i64 : i64
    %db1_lbo64 = arith.extui %lboB : i32 to i64
    %db1_lbo4 = arith.shrui %db1_lbo64, %c4_i64 : i64
    %db1_lbof = arith.shli %db1_lbo4, %c16_i64 : i64
    %db1_sbo64 = arith.extui %sboB : i32 to i64
    %db1_sbo4 = arith.shrui %db1_sbo64, %c4_i64 : i64
    %db1_sbof = arith.shli %db1_sbo4, %c32_i64 : i64
    %db1_mode64 = arith.extui %modeB : i32 to i64
    %db1_modef = arith.shli %db1_mode64, %c62_i64 : i64
    %db1_d0 = arith.ori %db1_start, %db1_lbof : i64
    %db1_d1 = arith.ori %db1_d0, %db1_sbof : i64
    %db1 = arith.ori %db1_d1, %db1_modef : i64
    // thread (w, g = lane / 4, t = lane % 4) holds D(i) at row 16 w + g + 8 ((i >> 1) & 1), column 8 (i >> 2) + 2 t + (i & 1)
    %lane = arith.remui %tid, %c32_i32 : i32
    %warp = arith.divui %tid, %c32_i32 : i32
    %g = arith.divui %lane, %c4_i32 : i32
    %tq = arith.remui %lane, %c4_i32 : i32
    %row16 = arith.muli %warp, %c16_i32 : i32
    %row = arith.addi %row16, %g : i32
    %cn = arith.constant 40 : i32
    %rowbase = arith.muli %row, %cn : i32
    %col2 = arith.muli %tq, %c2_i32 : i32
    %base = arith.addi %rowbase, %col2 : i32
    %acc = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    // flags & 2: thread 0 overwrites a byte of A while the products are in flight;
    // & 4: the threads store a register of the result before the wait
    %f2 = arith.andi %flags, %c2_i32 : i32
    %if2 = arith.cmpi ne, %f2, %c0_i32 : i32
    %is0 = arith.cmpi eq, %tid, %c0_i32 : i32
    %early_w = arith.andi %if2, %is0 : i1
    %f4 = arith.andi %flags, %c4_i32 : i32
    %if4 = arith.cmpi ne, %f4, %c0_i32 : i32
    %dbase = llvm.getelementptr %d[%base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    // %case picks the types (see above); each product pair is committed and waited for in its branch
    %is_c0 = arith.cmpi eq, %case, %c0_i32 : i32
    %s0 = scf.if %is_c0 -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
      nvvm.wgmma.fence.aligned
      %r1_0 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 40, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<tf32>, #nvvm.wgmma_scale_in<neg>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %r2_0 = nvvm.wgmma.mma_async %da1, %db1, %r1_0, #nvvm.shape<m = 64, n = 40, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      scf.if %early_w {
        %z = arith.constant 0 : i8
        llvm.store %z, %smem : i8, !llvm.ptr<3>
      }
      scf.if %if4 {
        %e = llvm.extractvalue %r2_0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        llvm.store %e, %dbase : f32, !llvm.ptr
      }
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      scf.yield %r2_0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    } else {
      %is_c1 = arith.cmpi eq, %case, %c1_i32 : i32
      %s1 = scf.if %is_c1 -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
        nvvm.wgmma.fence.aligned
        %r1_1 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 40, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<e4m3>, #nvvm.wgmma_scale_in<neg>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %r2_1 = nvvm.wgmma.mma_async %da1, %db1, %r1_1, #nvvm.shape<m = 64, n = 40, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<e4m3>, #nvvm.wgmma_scale_in<one>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        scf.if %early_w {
          %z = arith.constant 0 : i8
          llvm.store %z, %smem : i8, !llvm.ptr<3>
        }
        scf.if %if4 {
          %e = llvm.extractvalue %r2_1[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          llvm.store %e, %dbase : f32, !llvm.ptr
        }
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        scf.yield %r2_1 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      } else {
        nvvm.wgmma.fence.aligned
        %r1_2 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 40, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<e5m2>, #nvvm.wgmma_scale_in<one>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %r2_2 = nvvm.wgmma.mma_async %da1, %db1, %r1_2, #nvvm.shape<m = 64, n = 40, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<e5m2>, #nvvm.wgmma_scale_in<neg>, <row>], B [<e4m3>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        scf.if %early_w {
          %z = arith.constant 0 : i8
          llvm.store %z, %smem : i8, !llvm.ptr<3>
        }
        scf.if %if4 {
          %e = llvm.extractvalue %r2_2[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          llvm.store %e, %dbase : f32, !llvm.ptr
        }
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        scf.yield %r2_2 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      }
      scf.yield %s1 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    }
    %v0 = llvm.extractvalue %s0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p0 = llvm.getelementptr %dbase[0] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v0, %p0 : f32, !llvm.ptr
    %v1 = llvm.extractvalue %s0[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p1 = llvm.getelementptr %dbase[1] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v1, %p1 : f32, !llvm.ptr
    %v2 = llvm.extractvalue %s0[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p2 = llvm.getelementptr %dbase[320] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v2, %p2 : f32, !llvm.ptr
    %v3 = llvm.extractvalue %s0[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p3 = llvm.getelementptr %dbase[321] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v3, %p3 : f32, !llvm.ptr
    %v4 = llvm.extractvalue %s0[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p4 = llvm.getelementptr %dbase[8] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v4, %p4 : f32, !llvm.ptr
    %v5 = llvm.extractvalue %s0[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p5 = llvm.getelementptr %dbase[9] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v5, %p5 : f32, !llvm.ptr
    %v6 = llvm.extractvalue %s0[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p6 = llvm.getelementptr %dbase[328] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v6, %p6 : f32, !llvm.ptr
    %v7 = llvm.extractvalue %s0[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p7 = llvm.getelementptr %dbase[329] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v7, %p7 : f32, !llvm.ptr
    %v8 = llvm.extractvalue %s0[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p8 = llvm.getelementptr %dbase[16] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v8, %p8 : f32, !llvm.ptr
    %v9 = llvm.extractvalue %s0[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p9 = llvm.getelementptr %dbase[17] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v9, %p9 : f32, !llvm.ptr
    %v10 = llvm.extractvalue %s0[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p10 = llvm.getelementptr %dbase[336] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v10, %p10 : f32, !llvm.ptr
    %v11 = llvm.extractvalue %s0[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p11 = llvm.getelementptr %dbase[337] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v11, %p11 : f32, !llvm.ptr
    %v12 = llvm.extractvalue %s0[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p12 = llvm.getelementptr %dbase[24] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v12, %p12 : f32, !llvm.ptr
    %v13 = llvm.extractvalue %s0[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p13 = llvm.getelementptr %dbase[25] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v13, %p13 : f32, !llvm.ptr
    %v14 = llvm.extractvalue %s0[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p14 = llvm.getelementptr %dbase[344] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v14, %p14 : f32, !llvm.ptr
    %v15 = llvm.extractvalue %s0[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p15 = llvm.getelementptr %dbase[345] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v15, %p15 : f32, !llvm.ptr
    %v16 = llvm.extractvalue %s0[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p16 = llvm.getelementptr %dbase[32] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v16, %p16 : f32, !llvm.ptr
    %v17 = llvm.extractvalue %s0[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p17 = llvm.getelementptr %dbase[33] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v17, %p17 : f32, !llvm.ptr
    %v18 = llvm.extractvalue %s0[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p18 = llvm.getelementptr %dbase[352] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v18, %p18 : f32, !llvm.ptr
    %v19 = llvm.extractvalue %s0[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %p19 = llvm.getelementptr %dbase[353] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %v19, %p19 : f32, !llvm.ptr
    llvm.return
  }

  // @int (128 threads, N = 32, s32 D): D = C + A0 B0, then D += A1 B1 (k32);
  // %case 0: s8 x u8, 1: s8 x u8 .satfinite, 2: u8 x s8, 3: s8 x s8 .satfinite.
  llvm.func @int(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %modeA: i32, %lboA: i32, %sboA: i32, %modeB: i32, %lboB: i32, %sboB: i32, %case: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c7_i32 = arith.constant 7 : i32
    %c8_i32 = arith.constant 8 : i32
    %c16_i32 = arith.constant 16 : i32
    %c24_i32 = arith.constant 24 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c62_i64 = arith.constant 62 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %smem_addr = llvm.ptrtoint %smem : !llvm.ptr<3> to i64
    // pa: rows of W bytes and the bits of Swizzle<B,4,3> for %modeA
    %pa_is0 = arith.cmpi eq, %modeA, %c0_i32 : i32
    %pa_is1 = arith.cmpi eq, %modeA, %c1_i32 : i32
    %pa_is2 = arith.cmpi eq, %modeA, %c2_i32 : i32
    %pa_w64 = arith.select %pa_is2, %c64_i32, %c32_i32 : i32
    %pa_w = arith.select %pa_is1, %c128_i32, %pa_w64 : i32
    %pa_m3 = arith.select %pa_is2, %c3_i32, %c1_i32 : i32
    %pa_m7 = arith.select %pa_is1, %c7_i32, %pa_m3 : i32
    %pa_mask = arith.select %pa_is0, %c0_i32, %pa_m7 : i32
    // pb: rows of W bytes and the bits of Swizzle<B,4,3> for %modeB
    %pb_is0 = arith.cmpi eq, %modeB, %c0_i32 : i32
    %pb_is1 = arith.cmpi eq, %modeB, %c1_i32 : i32
    %pb_is2 = arith.cmpi eq, %modeB, %c2_i32 : i32
    %pb_w64 = arith.select %pb_is2, %c64_i32, %c32_i32 : i32
    %pb_w = arith.select %pb_is1, %c128_i32, %pb_w64 : i32
    %pb_m3 = arith.select %pb_is2, %c3_i32, %c1_i32 : i32
    %pb_m7 = arith.select %pb_is1, %c7_i32, %pb_m3 : i32
    %pb_mask = arith.select %pb_is0, %c0_i32, %pb_m7 : i32
    // A (64 rows of 64 bytes, row-major in %a) into the tile at byte 0:
    // no swizzle (r%8)*16 + (r/8)*SBO + (kb%16) + (kb/16)*LBO; swizzled
    // (kb/W)*(64/8)*SBO + (r%8)*W + (r/8)*SBO + kb%W; then Swizzle<B,4,3>.
    %pa_atom = arith.muli %sboA, %c8_i32 : i32
    scf.for %pa_i = %tid to %c4096_i32 step %c128_i32 : i32 {
      %pa_r = arith.divui %pa_i, %c64_i32 : i32
      %pa_kb = arith.remui %pa_i, %c64_i32 : i32
      %pa_src = llvm.getelementptr %a[%pa_i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %pa_v = llvm.load %pa_src : !llvm.ptr -> i8
      %pa_r8 = arith.remui %pa_r, %c8_i32 : i32
      %pa_rh = arith.divui %pa_r, %c8_i32 : i32
      %pa_k16 = arith.remui %pa_kb, %c16_i32 : i32
      %pa_kh = arith.divui %pa_kb, %c16_i32 : i32
      %pa_n0 = arith.muli %pa_r8, %c16_i32 : i32
      %pa_n1 = arith.muli %pa_rh, %sboA : i32
      %pa_n3 = arith.muli %pa_kh, %lboA : i32
      %pa_n01 = arith.addi %pa_n0, %pa_n1 : i32
      %pa_n23 = arith.addi %pa_k16, %pa_n3 : i32
      %pa_none = arith.addi %pa_n01, %pa_n23 : i32
      %pa_ka = arith.divui %pa_kb, %pa_w : i32
      %pa_ke = arith.remui %pa_kb, %pa_w : i32
      %pa_s0 = arith.muli %pa_ka, %pa_atom : i32
      %pa_s1 = arith.muli %pa_r8, %pa_w : i32
      %pa_s01 = arith.addi %pa_s0, %pa_s1 : i32
      %pa_s012 = arith.addi %pa_s01, %pa_n1 : i32
      %pa_swz = arith.addi %pa_s012, %pa_ke : i32
      %pa_off = arith.select %pa_is0, %pa_none, %pa_swz : i32
      %pa_x = arith.addi %pa_off, %c0_i32 : i32
      %pa_line = arith.shrui %pa_x, %c7_i32 : i32
      %pa_bits = arith.andi %pa_line, %pa_mask : i32
      %pa_flip = arith.shli %pa_bits, %c4_i32 : i32
      %pa_phys = arith.xori %pa_x, %pa_flip : i32
      %pa_dst = llvm.getelementptr %smem[%pa_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %pa_v, %pa_dst : i8, !llvm.ptr<3>
    }
    // B (32 rows of 64 bytes, row-major in %b) into the tile at byte 8192:
    // no swizzle (r%8)*16 + (r/8)*SBO + (kb%16) + (kb/16)*LBO; swizzled
    // (kb/W)*(32/8)*SBO + (r%8)*W + (r/8)*SBO + kb%W; then Swizzle<B,4,3>.
    %pb_atom = arith.muli %sboB, %c4_i32 : i32
    scf.for %pb_i = %tid to %c2048_i32 step %c128_i32 : i32 {
      %pb_r = arith.divui %pb_i, %c64_i32 : i32
      %pb_kb = arith.remui %pb_i, %c64_i32 : i32
      %pb_src = llvm.getelementptr %b[%pb_i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %pb_v = llvm.load %pb_src : !llvm.ptr -> i8
      %pb_r8 = arith.remui %pb_r, %c8_i32 : i32
      %pb_rh = arith.divui %pb_r, %c8_i32 : i32
      %pb_k16 = arith.remui %pb_kb, %c16_i32 : i32
      %pb_kh = arith.divui %pb_kb, %c16_i32 : i32
      %pb_n0 = arith.muli %pb_r8, %c16_i32 : i32
      %pb_n1 = arith.muli %pb_rh, %sboB : i32
      %pb_n3 = arith.muli %pb_kh, %lboB : i32
      %pb_n01 = arith.addi %pb_n0, %pb_n1 : i32
      %pb_n23 = arith.addi %pb_k16, %pb_n3 : i32
      %pb_none = arith.addi %pb_n01, %pb_n23 : i32
      %pb_ka = arith.divui %pb_kb, %pb_w : i32
      %pb_ke = arith.remui %pb_kb, %pb_w : i32
      %pb_s0 = arith.muli %pb_ka, %pb_atom : i32
      %pb_s1 = arith.muli %pb_r8, %pb_w : i32
      %pb_s01 = arith.addi %pb_s0, %pb_s1 : i32
      %pb_s012 = arith.addi %pb_s01, %pb_n1 : i32
      %pb_swz = arith.addi %pb_s012, %pb_ke : i32
      %pb_off = arith.select %pb_is0, %pb_none, %pb_swz : i32
      %pb_x = arith.addi %pb_off, %c8192_i32 : i32
      %pb_line = arith.shrui %pb_x, %c7_i32 : i32
      %pb_bits = arith.andi %pb_line, %pb_mask : i32
      %pb_flip = arith.shli %pb_bits, %c4_i32 : i32
      %pb_phys = arith.xori %pb_x, %pb_flip : i32
      %pb_dst = llvm.getelementptr %smem[%pb_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %pb_v, %pb_dst : i8, !llvm.ptr<3>
    }
    // flags & 1: no fence.proxy.async between the stores and the products
    %f1 = arith.andi %flags, %c1_i32 : i32
    %if1 = arith.cmpi eq, %f1, %c0_i32 : i32
    scf.if %if1 {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    nvvm.barrier0
    // descriptor da0: K bytes 0-31 (no swizzle: 0 LBO; swizzled: (0/W) atom + 0%W)
    %da0_none = arith.muli %lboA, %c0_i32 : i32
    %da0_ka = arith.divui %c0_i32, %pa_w : i32
    %da0_ke = arith.remui %c0_i32, %pa_w : i32
    %da0_t0 = arith.muli %da0_ka, %pa_atom : i32
    %da0_swz = arith.addi %da0_t0, %da0_ke : i32
    %da0_rel = arith.select %pa_is0, %da0_none, %da0_swz : i32
    %da0_off = arith.addi %da0_rel, %c0_i32 : i32
    %da0_off64 = arith.extui %da0_off : i32 to i64
    %da0_addr = arith.addi %smem_addr, %da0_off64 : i64
    %da0_a18 = arith.andi %da0_addr, %c262143_i64 : i64
    %da0_start = arith.shrui %da0_a18, %c4_i64 : i64
    %da0_lbo64 = arith.extui %lboA : i32 to i64
    %da0_lbo4 = arith.shrui %da0_lbo64, %c4_i64 : i64
    %da0_lbof = arith.shli %da0_lbo4, %c16_i64 : i64
    %da0_sbo64 = arith.extui %sboA : i32 to i64
    %da0_sbo4 = arith.shrui %da0_sbo64, %c4_i64 : i64
    %da0_sbof = arith.shli %da0_sbo4, %c32_i64 : i64
    %da0_mode64 = arith.extui %modeA : i32 to i64
    %da0_modef = arith.shli %da0_mode64, %c62_i64 : i64
    %da0_d0 = arith.ori %da0_start, %da0_lbof : i64
    %da0_d1 = arith.ori %da0_d0, %da0_sbof : i64
    %da0 = arith.ori %da0_d1, %da0_modef : i64
    // descriptor da1: K bytes 32-63 (no swizzle: 2 LBO; swizzled: (32/W) atom + 32%W)
    %da1_none = arith.muli %lboA, %c2_i32 : i32
    %da1_ka = arith.divui %c32_i32, %pa_w : i32
    %da1_ke = arith.remui %c32_i32, %pa_w : i32
    %da1_t0 = arith.muli %da1_ka, %pa_atom : i32
    %da1_swz = arith.addi %da1_t0, %da1_ke : i32
    %da1_rel = arith.select %pa_is0, %da1_none, %da1_swz : i32
    %da1_off = arith.addi %da1_rel, %c0_i32 : i32
    %da1_off64 = arith.extui %da1_off : i32 to i64
    %da1_addr = arith.addi %smem_addr, %da1_off64 : i64
    %da1_a18 = arith.andi %da1_addr, %c262143_i64 : i64
    %da1_start = arith.shrui %da1_a18, %c4_i64 : i64
    %da1_lbo64 = arith.extui %lboA : i32 to i64
    %da1_lbo4 = arith.shrui %da1_lbo64, %c4_i64 : i64
    %da1_lbof = arith.shli %da1_lbo4, %c16_i64 : i64
    %da1_sbo64 = arith.extui %sboA : i32 to i64
    %da1_sbo4 = arith.shrui %da1_sbo64, %c4_i64 : i64
    %da1_sbof = arith.shli %da1_sbo4, %c32_i64 : i64
    %da1_mode64 = arith.extui %modeA : i32 to i64
    %da1_modef = arith.shli %da1_mode64, %c62_i64 : i64
    %da1_d0 = arith.ori %da1_start, %da1_lbof : i64
    %da1_d1 = arith.ori %da1_d0, %da1_sbof : i64
    %da1 = arith.ori %da1_d1, %da1_modef : i64
    // descriptor db0: K bytes 0-31 (no swizzle: 0 LBO; swizzled: (0/W) atom + 0%W)
    %db0_none = arith.muli %lboB, %c0_i32 : i32
    %db0_ka = arith.divui %c0_i32, %pb_w : i32
    %db0_ke = arith.remui %c0_i32, %pb_w : i32
    %db0_t0 = arith.muli %db0_ka, %pb_atom : i32
    %db0_swz = arith.addi %db0_t0, %db0_ke : i32
    %db0_rel = arith.select %pb_is0, %db0_none, %db0_swz : i32
    %db0_off = arith.addi %db0_rel, %c8192_i32 : i32
    %db0_off64 = arith.extui %db0_off : i32 to i64
    %db0_addr = arith.addi %smem_addr, %db0_off64 : i64
    %db0_a18 = arith.andi %db0_addr, %c262143_i64 : i64
    %db0_start = arith.shrui %db0_a18, %c4_i64 : i64
    %db0_lbo64 = arith.extui %lboB : i32 to i64
    %db0_lbo4 = arith.shrui %db0_lbo64, %c4_i64 : i64
    %db0_lbof = arith.shli %db0_lbo4, %c16_i64 : i64
    %db0_sbo64 = arith.extui %sboB : i32 to i64
    %db0_sbo4 = arith.shrui %db0_sbo64, %c4_i64 : i64
    %db0_sbof = arith.shli %db0_sbo4, %c32_i64 : i64
    %db0_mode64 = arith.extui %modeB : i32 to i64
    %db0_modef = arith.shli %db0_mode64, %c62_i64 : i64
    %db0_d0 = arith.ori %db0_start, %db0_lbof : i64
    %db0_d1 = arith.ori %db0_d0, %db0_sbof : i64
    %db0 = arith.ori %db0_d1, %db0_modef : i64
    // descriptor db1: K bytes 32-63 (no swizzle: 2 LBO; swizzled: (32/W) atom + 32%W)
    %db1_none = arith.muli %lboB, %c2_i32 : i32
    %db1_ka = arith.divui %c32_i32, %pb_w : i32
    %db1_ke = arith.remui %c32_i32, %pb_w : i32
    %db1_t0 = arith.muli %db1_ka, %pb_atom : i32
    %db1_swz = arith.addi %db1_t0, %db1_ke : i32
    %db1_rel = arith.select %pb_is0, %db1_none, %db1_swz : i32
    %db1_off = arith.addi %db1_rel, %c8192_i32 : i32
    %db1_off64 = arith.extui %db1_off : i32 to i64
    %db1_addr = arith.addi %smem_addr, %db1_off64 : i64
    %db1_a18 = arith.andi %db1_addr, %c262143_i64 : i64
    %db1_start = arith.shrui %db1_a18, %c4_i64 : i64
    %db1_lbo64 = arith.extui %lboB : i32 to i64
    %db1_lbo4 = arith.shrui %db1_lbo64, %c4_i64 : i64
    %db1_lbof = arith.shli %db1_lbo4, %c16_i64 : i64
    %db1_sbo64 = arith.extui %sboB : i32 to i64
    %db1_sbo4 = arith.shrui %db1_sbo64, %c4_i64 : i64
    %db1_sbof = arith.shli %db1_sbo4, %c32_i64 : i64
    %db1_mode64 = arith.extui %modeB : i32 to i64
    %db1_modef = arith.shli %db1_mode64, %c62_i64 : i64
    %db1_d0 = arith.ori %db1_start, %db1_lbof : i64
    %db1_d1 = arith.ori %db1_d0, %db1_sbof : i64
    %db1 = arith.ori %db1_d1, %db1_modef : i64
    // thread (w, g = lane / 4, t = lane % 4) holds D(i) at row 16 w + g + 8 ((i >> 1) & 1), column 8 (i >> 2) + 2 t + (i & 1)
    %lane = arith.remui %tid, %c32_i32 : i32
    %warp = arith.divui %tid, %c32_i32 : i32
    %g = arith.divui %lane, %c4_i32 : i32
    %tq = arith.remui %lane, %c4_i32 : i32
    %row16 = arith.muli %warp, %c16_i32 : i32
    %row = arith.addi %row16, %g : i32
    %cn = arith.constant 32 : i32
    %rowbase = arith.muli %row, %cn : i32
    %col2 = arith.muli %tq, %c2_i32 : i32
    %base = arith.addi %rowbase, %col2 : i32
    // the initial accumulator C (64 x N s32, row-major in %c), in the fragment layout of D
    %cbase = llvm.getelementptr %c[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %acc_p = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp0 = llvm.getelementptr %cbase[0] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv0 = llvm.load %cp0 : !llvm.ptr -> i32
    %acc0 = llvm.insertvalue %cv0, %acc_p[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp1 = llvm.getelementptr %cbase[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv1 = llvm.load %cp1 : !llvm.ptr -> i32
    %acc1 = llvm.insertvalue %cv1, %acc0[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp2 = llvm.getelementptr %cbase[256] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv2 = llvm.load %cp2 : !llvm.ptr -> i32
    %acc2 = llvm.insertvalue %cv2, %acc1[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp3 = llvm.getelementptr %cbase[257] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv3 = llvm.load %cp3 : !llvm.ptr -> i32
    %acc3 = llvm.insertvalue %cv3, %acc2[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp4 = llvm.getelementptr %cbase[8] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv4 = llvm.load %cp4 : !llvm.ptr -> i32
    %acc4 = llvm.insertvalue %cv4, %acc3[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp5 = llvm.getelementptr %cbase[9] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv5 = llvm.load %cp5 : !llvm.ptr -> i32
    %acc5 = llvm.insertvalue %cv5, %acc4[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp6 = llvm.getelementptr %cbase[264] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv6 = llvm.load %cp6 : !llvm.ptr -> i32
    %acc6 = llvm.insertvalue %cv6, %acc5[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp7 = llvm.getelementptr %cbase[265] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv7 = llvm.load %cp7 : !llvm.ptr -> i32
    %acc7 = llvm.insertvalue %cv7, %acc6[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp8 = llvm.getelementptr %cbase[16] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv8 = llvm.load %cp8 : !llvm.ptr -> i32
    %acc8 = llvm.insertvalue %cv8, %acc7[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp9 = llvm.getelementptr %cbase[17] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv9 = llvm.load %cp9 : !llvm.ptr -> i32
    %acc9 = llvm.insertvalue %cv9, %acc8[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp10 = llvm.getelementptr %cbase[272] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv10 = llvm.load %cp10 : !llvm.ptr -> i32
    %acc10 = llvm.insertvalue %cv10, %acc9[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp11 = llvm.getelementptr %cbase[273] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv11 = llvm.load %cp11 : !llvm.ptr -> i32
    %acc11 = llvm.insertvalue %cv11, %acc10[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp12 = llvm.getelementptr %cbase[24] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv12 = llvm.load %cp12 : !llvm.ptr -> i32
    %acc12 = llvm.insertvalue %cv12, %acc11[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp13 = llvm.getelementptr %cbase[25] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv13 = llvm.load %cp13 : !llvm.ptr -> i32
    %acc13 = llvm.insertvalue %cv13, %acc12[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp14 = llvm.getelementptr %cbase[280] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv14 = llvm.load %cp14 : !llvm.ptr -> i32
    %acc14 = llvm.insertvalue %cv14, %acc13[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %cp15 = llvm.getelementptr %cbase[281] : (!llvm.ptr) -> !llvm.ptr, i32
    %cv15 = llvm.load %cp15 : !llvm.ptr -> i32
    %acc = llvm.insertvalue %cv15, %acc14[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    // flags & 2: thread 0 overwrites a byte of A while the products are in flight;
    // & 4: the threads store a register of the result before the wait
    %f2 = arith.andi %flags, %c2_i32 : i32
    %if2 = arith.cmpi ne, %f2, %c0_i32 : i32
    %is0 = arith.cmpi eq, %tid, %c0_i32 : i32
    %early_w = arith.andi %if2, %is0 : i1
    %f4 = arith.andi %flags, %c4_i32 : i32
    %if4 = arith.cmpi ne, %f4, %c0_i32 : i32
    %dbase = llvm.getelementptr %d[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    // %case picks the types (see above); each product pair is committed and waited for in its branch
    %is_c0 = arith.cmpi eq, %case, %c0_i32 : i32
    %s0 = scf.if %is_c0 -> (!llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) {
      nvvm.wgmma.fence.aligned
      %r1_0 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %r2_0 = nvvm.wgmma.mma_async %da1, %db1, %r1_0, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      scf.if %early_w {
        %z = arith.constant 0 : i8
        llvm.store %z, %smem : i8, !llvm.ptr<3>
      }
      scf.if %if4 {
        %e = llvm.extractvalue %r2_0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
        llvm.store %e, %dbase : i32, !llvm.ptr
      }
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      scf.yield %r2_0 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    } else {
      %is_c1 = arith.cmpi eq, %case, %c1_i32 : i32
      %s1 = scf.if %is_c1 -> (!llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) {
        nvvm.wgmma.fence.aligned
        %r1_1 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>, #nvvm.mma_int_overflow<satfinite>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
        %r2_1 = nvvm.wgmma.mma_async %da1, %db1, %r1_1, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>, #nvvm.mma_int_overflow<satfinite>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
        scf.if %early_w {
          %z = arith.constant 0 : i8
          llvm.store %z, %smem : i8, !llvm.ptr<3>
        }
        scf.if %if4 {
          %e = llvm.extractvalue %r2_1[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
          llvm.store %e, %dbase : i32, !llvm.ptr
        }
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        scf.yield %r2_1 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      } else {
        %is_c2 = arith.cmpi eq, %case, %c2_i32 : i32
        %s2 = scf.if %is_c2 -> (!llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) {
          nvvm.wgmma.fence.aligned
          %r1_2 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<u8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
          %r2_2 = nvvm.wgmma.mma_async %da1, %db1, %r1_2, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<u8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
          scf.if %early_w {
            %z = arith.constant 0 : i8
            llvm.store %z, %smem : i8, !llvm.ptr<3>
          }
          scf.if %if4 {
            %e = llvm.extractvalue %r2_2[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
            llvm.store %e, %dbase : i32, !llvm.ptr
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.yield %r2_2 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
        } else {
          nvvm.wgmma.fence.aligned
          %r1_3 = nvvm.wgmma.mma_async %da0, %db0, %acc, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>, #nvvm.mma_int_overflow<satfinite>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
          %r2_3 = nvvm.wgmma.mma_async %da1, %db1, %r1_3, #nvvm.shape<m = 64, n = 32, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>, #nvvm.mma_int_overflow<satfinite>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
          scf.if %early_w {
            %z = arith.constant 0 : i8
            llvm.store %z, %smem : i8, !llvm.ptr<3>
          }
          scf.if %if4 {
            %e = llvm.extractvalue %r2_3[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
            llvm.store %e, %dbase : i32, !llvm.ptr
          }
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned 0
          scf.yield %r2_3 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
        }
        scf.yield %s2 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      }
      scf.yield %s1 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    }
    %v0 = llvm.extractvalue %s0[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p0 = llvm.getelementptr %dbase[0] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v0, %p0 : i32, !llvm.ptr
    %v1 = llvm.extractvalue %s0[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p1 = llvm.getelementptr %dbase[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v1, %p1 : i32, !llvm.ptr
    %v2 = llvm.extractvalue %s0[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p2 = llvm.getelementptr %dbase[256] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v2, %p2 : i32, !llvm.ptr
    %v3 = llvm.extractvalue %s0[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p3 = llvm.getelementptr %dbase[257] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v3, %p3 : i32, !llvm.ptr
    %v4 = llvm.extractvalue %s0[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p4 = llvm.getelementptr %dbase[8] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v4, %p4 : i32, !llvm.ptr
    %v5 = llvm.extractvalue %s0[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p5 = llvm.getelementptr %dbase[9] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v5, %p5 : i32, !llvm.ptr
    %v6 = llvm.extractvalue %s0[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p6 = llvm.getelementptr %dbase[264] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v6, %p6 : i32, !llvm.ptr
    %v7 = llvm.extractvalue %s0[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p7 = llvm.getelementptr %dbase[265] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v7, %p7 : i32, !llvm.ptr
    %v8 = llvm.extractvalue %s0[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p8 = llvm.getelementptr %dbase[16] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v8, %p8 : i32, !llvm.ptr
    %v9 = llvm.extractvalue %s0[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p9 = llvm.getelementptr %dbase[17] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v9, %p9 : i32, !llvm.ptr
    %v10 = llvm.extractvalue %s0[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p10 = llvm.getelementptr %dbase[272] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v10, %p10 : i32, !llvm.ptr
    %v11 = llvm.extractvalue %s0[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p11 = llvm.getelementptr %dbase[273] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v11, %p11 : i32, !llvm.ptr
    %v12 = llvm.extractvalue %s0[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p12 = llvm.getelementptr %dbase[24] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v12, %p12 : i32, !llvm.ptr
    %v13 = llvm.extractvalue %s0[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p13 = llvm.getelementptr %dbase[25] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v13, %p13 : i32, !llvm.ptr
    %v14 = llvm.extractvalue %s0[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p14 = llvm.getelementptr %dbase[280] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v14, %p14 : i32, !llvm.ptr
    %v15 = llvm.extractvalue %s0[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %p15 = llvm.getelementptr %dbase[281] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %v15, %p15 : i32, !llvm.ptr
    llvm.return
  }

  // tf32 A from registers (inline PTX, as for .f16 A): not modelled.
  llvm.func @regs_tf32(%desc: i64) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %one = arith.constant 1 : i32
    %z = arith.constant 0.000000e+00 : f32
    nvvm.wgmma.fence.aligned
    %r = llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.b32 p, $12, 0; wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {$0, $1, $2, $3}, {$8, $9, $10, $11}, $13, p, 1, 1; }", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,n,l" %z, %z, %z, %z, %one, %one, %one, %one, %one, %desc : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i64) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}
