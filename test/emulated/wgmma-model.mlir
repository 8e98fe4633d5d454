// The emulator's nvvm.wgmma.mma_async (m64nNk16, f16/bf16 x f16/bf16 -> f32,
// A and B in shared memory through matrix descriptors) against a matmul in
// Python. Each kernel copies A (64x32) and B (32xN), row-major in global
// memory, into global_smem in a canonical layout of the PTX ISA ("Shared
// Memory Matrix Layout"), with T = 8 16-bit elements in 16 bytes:
//   K-major, no swizzle:  (mn%8)*16 + (mn/8)*SBO + (k%8)*2 + (k/8)*LBO
//   K-major, swizzled:    (mn%8)*W + (mn/8)*SBO + k*2 within rows of W bytes
//                         (a second atom along K where 32 elements exceed W)
//   MN-major, no swizzle: (mn%8)*2 + (mn/8)*SBO + (k%8)*16 + (k/8)*LBO
//   MN-major, swizzled:   (mn%(W/2))*2 + (mn/(W/2))*LBO + (k%8)*W + (k/8)*SBO
// then XORs bits 4.. of the address with as many bits from bit 7 up
// (Swizzle<3,4,3>, <2,4,3>, <1,4,3> for W = 128, 64, 32 bytes), builds the
// descriptors (start address >> 4 in bits 0-13, LBO >> 4 in 16-29, SBO >> 4
// in 32-45, swizzle mode in 62-63: 0 none, 1 128B, 2 64B, 3 32B) and
// computes, in each of its two warpgroups, D = (-A0) (-B0) (scaleD zero, on
// a poison accumulator) and then D += A1 (-B1) on that result in flight,
// A0/A1 and B0/B1 being the K halves 0-15 and 16-31: the second descriptor
// starts 32 bytes into a swizzled row, or at the next atom or core-matrix
// column. After commit and wait, each thread stores its accumulators where
// the fragment layout of D puts them, warpgroup w at rows 64 w of d.
// Arguments after the buffers: the mode, LBO and SBO of A, then of B.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/wgmma_model_ref.py %t
//
// @kmajor: K-major A and B (layoutA row, layoutB col), f16, n = 24.
// RUN: %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=0 \
// RUN:   --compare=d:%t/kmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=K
// RUN: %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=0 --i32=1024 --i32=128 --i32=2 --i32=16 --i32=512 --i32=0 \
// RUN:   --compare=d:%t/kmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=K
// RUN: %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=3 --i32=16 --i32=256 --i32=0 --i32=768 --i32=256 --i32=0 \
// RUN:   --compare=d:%t/kmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=K
// K: compare d: 3072 elements match
//
// The last argument of @kmajor, flags, leaves out or adds a step. 128: the
// fence.proxy.async after the barrier instead of before (either orders the
// threads' stores, in the generic proxy, before the wgmma's reads, in the
// async proxy).
// RUN: %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=2 --i32=16 --i32=512 --i32=3 --i32=16 --i32=256 --i32=128 \
// RUN:   --compare=d:%t/kmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=K
// 512: the result in flight moved register by register into the
// accumulator of the second product (allowed: moves do not read).
// RUN: %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=512 \
// RUN:   --compare=d:%t/kmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=K
// 1024: two registers of the result in flight trade places on the way.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=1024 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PLACE
// PLACE: error: line {{[0-9]+}}: the accumulator holds registers of wgmma.mma_async results not waited for, but not each in its own place
// 4: a thread reads the result before the wait; 256: the first product is
// committed alone and the wait keeps the newest group (the second) pending.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EARLY
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=256 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EARLY
// EARLY: error: line {{[0-9]+}}: thread 0 uses the result of the wgmma.mma_async of line {{[0-9]+}} before a wgmma.wait.group retired it
// 8: thread 0 overwrites A while the products are in flight.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: error: line {{[0-9]+}}: llvm.store of thread 0 writes shared byte 0x{{[0-9a-f]+}} that the wgmma.mma_async of line {{[0-9]+}} reads, before a wgmma.wait.group retired it
// 1: no barrier between the copies and the products; 2: no fence.proxy.async.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RACE
// RACE: error: line {{[0-9]+}}: the wgmma.mma_async of warpgroup 0 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote since the last barrier
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the wgmma.mma_async of warpgroup 0 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote with no fence.proxy.async between
// 16: no wgmma.fence before the first product; 64: the second descriptor of
// B starts 16 KiB further, past the end of shared memory.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=16 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FENCE
// FENCE: error: line {{[0-9]+}}: wgmma.mma_async of warpgroup 0 without a wgmma.fence before it
// RUN: not %tileiras-emulate %t/k.mlir --kernel=kmajor --buffer=a:f16:2048:%t/kmajor_a.bin \
// RUN:   --buffer=b:f16:768:%t/kmajor_b.bin --buffer=d:f32:3072:zeros \
// RUN:   --i32=1 --i32=16 --i32=1024 --i32=1 --i32=16 --i32=1024 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OUTSIDE
// OUTSIDE: error: line {{[0-9]+}}: descriptor B (0x{{[0-9a-f]+}}) puts element (0, 0) at shared address 0x6020, outside shared memory
//
// @mnmajor: M-major A and N-major B (layoutA col, layoutB row), bf16, n = 40.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mnmajor --buffer=a:bf16:2048:%t/mnmajor_a.bin \
// RUN:   --buffer=b:bf16:1280:%t/mnmajor_b.bin --buffer=d:f32:5120:zeros \
// RUN:   --i32=1 --i32=4096 --i32=1024 --i32=2 --i32=2048 --i32=512 \
// RUN:   --compare=d:%t/mnmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MN
// RUN: %tileiras-emulate %t/k.mlir --kernel=mnmajor --buffer=a:bf16:2048:%t/mnmajor_a.bin \
// RUN:   --buffer=b:bf16:1280:%t/mnmajor_b.bin --buffer=d:f32:5120:zeros \
// RUN:   --i32=0 --i32=1024 --i32=128 --i32=3 --i32=1024 --i32=256 \
// RUN:   --compare=d:%t/mnmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MN
// RUN: %tileiras-emulate %t/k.mlir --kernel=mnmajor --buffer=a:bf16:2048:%t/mnmajor_a.bin \
// RUN:   --buffer=b:bf16:1280:%t/mnmajor_b.bin --buffer=d:f32:5120:zeros \
// RUN:   --i32=2 --i32=2048 --i32=512 --i32=1 --i32=4096 --i32=1024 \
// RUN:   --compare=d:%t/mnmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MN
// RUN: %tileiras-emulate %t/k.mlir --kernel=mnmajor --buffer=a:bf16:2048:%t/mnmajor_a.bin \
// RUN:   --buffer=b:bf16:1280:%t/mnmajor_b.bin --buffer=d:f32:5120:zeros \
// RUN:   --i32=3 --i32=1024 --i32=256 --i32=0 --i32=640 --i32=128 \
// RUN:   --compare=d:%t/mnmajor_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MN
// MN: compare d: 5120 elements match
//
// Warpgroups are four whole warps, the first of a rank that is a multiple
// of 4, all 128 threads together; an op the model does not cover is an
// error.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=no_warpgroup 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: error: line {{[0-9]+}}: wgmma.fence in threads 0-95, which are no warpgroup
// RUN: not %tileiras-emulate %t/k.mlir --kernel=half_warpgroup --i64=0 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: error: line {{[0-9]+}}: wgmma.mma_async in warpgroup 0 without thread 64 (all 128 threads of the warpgroup must take part)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=b1 --i64=0 2>&1 | FileCheck %s --check-prefix=B1
// B1: error: line {{[0-9]+}}: wgmma.mma_async m64n8k256 b1 x b1 -> s32 {{.*}} is not modelled

gpu.module @wgmma {
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>

  llvm.func @kmajor(%a: !llvm.ptr, %b: !llvm.ptr, %d: !llvm.ptr, %modeA: i32, %lboA: i32, %sboA: i32, %modeB: i32, %lboB: i32, %sboB: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c7_i32 = arith.constant 7 : i32
    %c8_i32 = arith.constant 8 : i32
    %c9_i32 = arith.constant 9 : i32
    %c16_i32 = arith.constant 16 : i32
    %c17_i32 = arith.constant 17 : i32
    %c24_i32 = arith.constant 24 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c130_i32 = arith.constant 130 : i32
    %c192_i32 = arith.constant 192 : i32
    %c193_i32 = arith.constant 193 : i32
    %c200_i32 = arith.constant 200 : i32
    %c201_i32 = arith.constant 201 : i32
    %c208_i32 = arith.constant 208 : i32
    %c209_i32 = arith.constant 209 : i32
    %c256_i32 = arith.constant 256 : i32
    %c512_i32 = arith.constant 512 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %c768_i32 = arith.constant 768 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c62_i64 = arith.constant 62 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %smem_addr = llvm.ptrtoint %smem : !llvm.ptr<3> to i64
    // pa: rows of W bytes and the bits of Swizzle<B,4,3> for mode %modeA
    %pa_is0 = arith.cmpi eq, %modeA, %c0_i32 : i32
    %pa_is1 = arith.cmpi eq, %modeA, %c1_i32 : i32
    %pa_is2 = arith.cmpi eq, %modeA, %c2_i32 : i32
    %pa_w64 = arith.select %pa_is2, %c64_i32, %c32_i32 : i32
    %pa_w = arith.select %pa_is1, %c128_i32, %pa_w64 : i32
    %pa_e = arith.divui %pa_w, %c2_i32 : i32
    %pa_m3 = arith.select %pa_is2, %c3_i32, %c1_i32 : i32
    %pa_m7 = arith.select %pa_is1, %c7_i32, %pa_m3 : i32
    %pa_mask = arith.select %pa_is0, %c0_i32, %pa_m7 : i32
    // pb: rows of W bytes and the bits of Swizzle<B,4,3> for mode %modeB
    %pb_is0 = arith.cmpi eq, %modeB, %c0_i32 : i32
    %pb_is1 = arith.cmpi eq, %modeB, %c1_i32 : i32
    %pb_is2 = arith.cmpi eq, %modeB, %c2_i32 : i32
    %pb_w64 = arith.select %pb_is2, %c64_i32, %c32_i32 : i32
    %pb_w = arith.select %pb_is1, %c128_i32, %pb_w64 : i32
    %pb_e = arith.divui %pb_w, %c2_i32 : i32
    %pb_m3 = arith.select %pb_is2, %c3_i32, %c1_i32 : i32
    %pb_m7 = arith.select %pb_is1, %c7_i32, %pb_m3 : i32
    %pb_mask = arith.select %pb_is0, %c0_i32, %pb_m7 : i32
    // A (64x32, row-major in %a) into the tile at byte 0
    scf.for %ca_idx = %tid to %c2048_i32 step %c256_i32 : i32 {
      %ca_r = arith.divui %ca_idx, %c32_i32 : i32
      %ca_c = arith.remui %ca_idx, %c32_i32 : i32
      %ca_src = llvm.getelementptr %a[%ca_idx] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %ca_v = llvm.load %ca_src : !llvm.ptr -> f16
      // K-major, no swizzle: (mn%8)*16 + (mn/8)*SBO + (k%8)*2 + (k/8)*LBO
      %ca_mn8 = arith.remui %ca_r, %c8_i32 : i32
      %ca_mnh = arith.divui %ca_r, %c8_i32 : i32
      %ca_k8 = arith.remui %ca_c, %c8_i32 : i32
      %ca_kh = arith.divui %ca_c, %c8_i32 : i32
      %ca_n0 = arith.muli %ca_mn8, %c16_i32 : i32
      %ca_n1 = arith.muli %ca_mnh, %sboA : i32
      %ca_n2 = arith.muli %ca_k8, %c2_i32 : i32
      %ca_n3 = arith.muli %ca_kh, %lboA : i32
      %ca_n01 = arith.addi %ca_n0, %ca_n1 : i32
      %ca_n23 = arith.addi %ca_n2, %ca_n3 : i32
      %ca_none = arith.addi %ca_n01, %ca_n23 : i32
      // K-major, swizzled: (k/E)*(64/8)*SBO + (mn%8)*W + (mn/8)*SBO + (k%E)*2
      %ca_ka = arith.divui %ca_c, %pa_e : i32
      %ca_ke = arith.remui %ca_c, %pa_e : i32
      %ca_kas = arith.muli %sboA, %c8_i32 : i32
      %ca_s0 = arith.muli %ca_ka, %ca_kas : i32
      %ca_s1 = arith.muli %ca_mn8, %pa_w : i32
      %ca_s2 = arith.muli %ca_ke, %c2_i32 : i32
      %ca_s01 = arith.addi %ca_s0, %ca_s1 : i32
      %ca_s012 = arith.addi %ca_s01, %ca_n1 : i32
      %ca_swz = arith.addi %ca_s012, %ca_s2 : i32
      %ca_off = arith.select %pa_is0, %ca_none, %ca_swz : i32
      // the XOR of Swizzle<B,4,3> on the address (global_smem is 1024-aligned)
      %ca_x = arith.addi %ca_off, %c0_i32 : i32
      %ca_row = arith.shrui %ca_x, %c7_i32 : i32
      %ca_rowm = arith.andi %ca_row, %pa_mask : i32
      %ca_chunk = arith.shli %ca_rowm, %c4_i32 : i32
      %ca_phys = arith.xori %ca_x, %ca_chunk : i32
      %ca_dst = llvm.getelementptr %smem[%ca_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %ca_v, %ca_dst : f16, !llvm.ptr<3>
    }
    // B (32x24, row-major in %b) into the tile at byte 8192
    scf.for %cb_idx = %tid to %c768_i32 step %c256_i32 : i32 {
      %cb_r = arith.divui %cb_idx, %c24_i32 : i32
      %cb_c = arith.remui %cb_idx, %c24_i32 : i32
      %cb_src = llvm.getelementptr %b[%cb_idx] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %cb_v = llvm.load %cb_src : !llvm.ptr -> f16
      // K-major, no swizzle: (mn%8)*16 + (mn/8)*SBO + (k%8)*2 + (k/8)*LBO
      %cb_mn8 = arith.remui %cb_c, %c8_i32 : i32
      %cb_mnh = arith.divui %cb_c, %c8_i32 : i32
      %cb_k8 = arith.remui %cb_r, %c8_i32 : i32
      %cb_kh = arith.divui %cb_r, %c8_i32 : i32
      %cb_n0 = arith.muli %cb_mn8, %c16_i32 : i32
      %cb_n1 = arith.muli %cb_mnh, %sboB : i32
      %cb_n2 = arith.muli %cb_k8, %c2_i32 : i32
      %cb_n3 = arith.muli %cb_kh, %lboB : i32
      %cb_n01 = arith.addi %cb_n0, %cb_n1 : i32
      %cb_n23 = arith.addi %cb_n2, %cb_n3 : i32
      %cb_none = arith.addi %cb_n01, %cb_n23 : i32
      // K-major, swizzled: (k/E)*(24/8)*SBO + (mn%8)*W + (mn/8)*SBO + (k%E)*2
      %cb_ka = arith.divui %cb_r, %pb_e : i32
      %cb_ke = arith.remui %cb_r, %pb_e : i32
      %cb_kas = arith.muli %sboB, %c3_i32 : i32
      %cb_s0 = arith.muli %cb_ka, %cb_kas : i32
      %cb_s1 = arith.muli %cb_mn8, %pb_w : i32
      %cb_s2 = arith.muli %cb_ke, %c2_i32 : i32
      %cb_s01 = arith.addi %cb_s0, %cb_s1 : i32
      %cb_s012 = arith.addi %cb_s01, %cb_n1 : i32
      %cb_swz = arith.addi %cb_s012, %cb_s2 : i32
      %cb_off = arith.select %pb_is0, %cb_none, %cb_swz : i32
      // the XOR of Swizzle<B,4,3> on the address (global_smem is 1024-aligned)
      %cb_x = arith.addi %cb_off, %c8192_i32 : i32
      %cb_row = arith.shrui %cb_x, %c7_i32 : i32
      %cb_rowm = arith.andi %cb_row, %pb_mask : i32
      %cb_chunk = arith.shli %cb_rowm, %c4_i32 : i32
      %cb_phys = arith.xori %cb_x, %cb_chunk : i32
      %cb_dst = llvm.getelementptr %smem[%cb_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %cb_v, %cb_dst : f16, !llvm.ptr<3>
    }
    // flags & 2: no fence.proxy.async; & 128: after the barrier instead
    %f130 = arith.andi %flags, %c130_i32 : i32
    %if130 = arith.cmpi eq, %f130, %c0_i32 : i32
    scf.if %if130 {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    // flags & 1: no barrier
    %f1 = arith.andi %flags, %c1_i32 : i32
    %if1 = arith.cmpi eq, %f1, %c0_i32 : i32
    scf.if %if1 {
      nvvm.barrier0
    }
    %f128 = arith.andi %flags, %c128_i32 : i32
    %if128 = arith.cmpi ne, %f128, %c0_i32 : i32
    scf.if %if128 {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    // descriptor da0: K slice 0
    %da0_k0 = arith.constant 0 : i32
    %da0_ka = arith.divui %da0_k0, %pa_e : i32
    %da0_ke = arith.remui %da0_k0, %pa_e : i32
    %da0_kas = arith.muli %sboA, %c8_i32 : i32
    %da0_t0 = arith.muli %da0_ka, %da0_kas : i32
    %da0_t1 = arith.muli %da0_ke, %c2_i32 : i32
    %da0_swz = arith.addi %da0_t0, %da0_t1 : i32
    %da0_none = arith.muli %lboA, %c0_i32 : i32
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
    // descriptor da1: K slice 1
    %da1_k0 = arith.constant 16 : i32
    %da1_ka = arith.divui %da1_k0, %pa_e : i32
    %da1_ke = arith.remui %da1_k0, %pa_e : i32
    %da1_kas = arith.muli %sboA, %c8_i32 : i32
    %da1_t0 = arith.muli %da1_ka, %da1_kas : i32
    %da1_t1 = arith.muli %da1_ke, %c2_i32 : i32
    %da1_swz = arith.addi %da1_t0, %da1_t1 : i32
    %da1_none = arith.muli %lboA, %c2_i32 : i32
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
    // descriptor db0: K slice 0
    %db0_k0 = arith.constant 0 : i32
    %db0_ka = arith.divui %db0_k0, %pb_e : i32
    %db0_ke = arith.remui %db0_k0, %pb_e : i32
    %db0_kas = arith.muli %sboB, %c3_i32 : i32
    %db0_t0 = arith.muli %db0_ka, %db0_kas : i32
    %db0_t1 = arith.muli %db0_ke, %c2_i32 : i32
    %db0_swz = arith.addi %db0_t0, %db0_t1 : i32
    %db0_none = arith.muli %lboB, %c0_i32 : i32
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
    // descriptor db1: K slice 1
    %db1_k0 = arith.constant 16 : i32
    %db1_ka = arith.divui %db1_k0, %pb_e : i32
    %db1_ke = arith.remui %db1_k0, %pb_e : i32
    %db1_kas = arith.muli %sboB, %c3_i32 : i32
    %db1_t0 = arith.muli %db1_ka, %db1_kas : i32
    %db1_t1 = arith.muli %db1_ke, %c2_i32 : i32
    %db1_swz = arith.addi %db1_t0, %db1_t1 : i32
    %db1_none = arith.muli %lboB, %c2_i32 : i32
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
    // flags & 64: descriptor B of the second product past the end of shared memory
    %f64 = arith.andi %flags, %c64_i32 : i32
    %if64 = arith.cmpi ne, %f64, %c0_i32 : i32
    %db1_far = arith.addi %db1, %c1024_i64 : i64
    %db1x = arith.select %if64, %db1_far, %db1 : i64
    // flags & 16: no wgmma.fence
    %f16 = arith.andi %flags, %c16_i32 : i32
    %if16 = arith.cmpi eq, %f16, %c0_i32 : i32
    scf.if %if16 {
      nvvm.wgmma.fence.aligned
    }
    // D = (-A0) (-B0), then D += A1 (-B1) on the result in flight
    %undef = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %r1 = nvvm.wgmma.mma_async %da0, %db0, %undef, #nvvm.shape<m = 64, n = 24, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<neg>, <row>], B [<f16>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    // flags & 256: the first product in a group of its own, then wait 1
    %f256 = arith.andi %flags, %c256_i32 : i32
    %if256 = arith.cmpi ne, %f256, %c0_i32 : i32
    scf.if %if256 {
      nvvm.wgmma.commit.group.sync.aligned
    }
    // flags & 512: the accumulator in flight moved, register by register,
    // into a struct of its own (extractvalue, insertvalue: no read); & 1024:
    // two of its registers trade places.
    %f512 = arith.andi %flags, %c512_i32 : i32
    %if512 = arith.cmpi ne, %f512, %c0_i32 : i32
    %f1024 = arith.andi %flags, %c1024_i32 : i32
    %if1024 = arith.cmpi ne, %f1024, %c0_i32 : i32
    %moved = scf.if %if512 -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
      %mp = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me0 = llvm.extractvalue %r1[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms0 = llvm.insertvalue %me0, %mp[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me1 = llvm.extractvalue %r1[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms1 = llvm.insertvalue %me1, %ms0[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me2 = llvm.extractvalue %r1[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms2 = llvm.insertvalue %me2, %ms1[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me3 = llvm.extractvalue %r1[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms3 = llvm.insertvalue %me3, %ms2[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me4 = llvm.extractvalue %r1[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms4 = llvm.insertvalue %me4, %ms3[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me5 = llvm.extractvalue %r1[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms5 = llvm.insertvalue %me5, %ms4[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me6 = llvm.extractvalue %r1[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms6 = llvm.insertvalue %me6, %ms5[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me7 = llvm.extractvalue %r1[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms7 = llvm.insertvalue %me7, %ms6[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me8 = llvm.extractvalue %r1[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms8 = llvm.insertvalue %me8, %ms7[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me9 = llvm.extractvalue %r1[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms9 = llvm.insertvalue %me9, %ms8[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me10 = llvm.extractvalue %r1[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms10 = llvm.insertvalue %me10, %ms9[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %me11 = llvm.extractvalue %r1[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %ms11 = llvm.insertvalue %me11, %ms10[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      scf.yield %ms11 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    } else {
      scf.yield %r1 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    }
    %acc1 = scf.if %if1024 -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
      %xp = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe0 = llvm.extractvalue %r1[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs0 = llvm.insertvalue %xe0, %xp[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe1 = llvm.extractvalue %r1[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs1 = llvm.insertvalue %xe1, %xs0[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe2 = llvm.extractvalue %r1[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs2 = llvm.insertvalue %xe2, %xs1[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe3 = llvm.extractvalue %r1[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs3 = llvm.insertvalue %xe3, %xs2[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe4 = llvm.extractvalue %r1[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs4 = llvm.insertvalue %xe4, %xs3[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe5 = llvm.extractvalue %r1[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs5 = llvm.insertvalue %xe5, %xs4[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe6 = llvm.extractvalue %r1[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs6 = llvm.insertvalue %xe6, %xs5[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe7 = llvm.extractvalue %r1[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs7 = llvm.insertvalue %xe7, %xs6[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe8 = llvm.extractvalue %r1[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs8 = llvm.insertvalue %xe8, %xs7[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe9 = llvm.extractvalue %r1[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs9 = llvm.insertvalue %xe9, %xs8[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe10 = llvm.extractvalue %r1[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs10 = llvm.insertvalue %xe10, %xs9[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xe11 = llvm.extractvalue %r1[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %xs11 = llvm.insertvalue %xe11, %xs10[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      scf.yield %xs11 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    } else {
      scf.yield %moved : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    }
    %r2 = nvvm.wgmma.mma_async %da1, %db1x, %acc1, #nvvm.shape<m = 64, n = 24, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<neg>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    // flags & 4: the result used before the wait
    %f4 = arith.andi %flags, %c4_i32 : i32
    %if4 = arith.cmpi ne, %f4, %c0_i32 : i32
    scf.if %if4 {
      %early = llvm.extractvalue %r2[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %early, %d : f32, !llvm.ptr
    }
    // flags & 8: thread 0 writes the A tile before the wait
    %f8 = arith.andi %flags, %c8_i32 : i32
    %t0 = arith.cmpi eq, %tid, %c0_i32 : i32
    %f8t0 = arith.cmpi ne, %f8, %c0_i32 : i32
    %if8 = arith.andi %t0, %f8t0 : i1
    scf.if %if8 {
      %zero = arith.constant 0.0 : f16
      llvm.store %zero, %smem : f16, !llvm.ptr<3>
    }
    scf.if %if256 {
      nvvm.wgmma.wait.group.sync.aligned 1
    } else {
      nvvm.wgmma.wait.group.sync.aligned 0
    }
    // d[w / 4][row][col]: warp w holds rows 16 (w % 4) + g + 8 ((i >> 1) & 1); d(i) at column 8 (i >> 2) + 2 t + (i & 1)
    %lane = arith.remui %tid, %c32_i32 : i32
    %warp = arith.divui %tid, %c32_i32 : i32
    %wg = arith.divui %tid, %c128_i32 : i32
    %wq = arith.remui %warp, %c4_i32 : i32
    %g = arith.divui %lane, %c4_i32 : i32
    %tq = arith.remui %lane, %c4_i32 : i32
    %row16 = arith.muli %wq, %c16_i32 : i32
    %row = arith.addi %row16, %g : i32
    %wgrows = arith.muli %wg, %c64_i32 : i32
    %grow = arith.addi %wgrows, %row : i32
    %rowbase = arith.muli %grow, %c24_i32 : i32
    %col2 = arith.muli %tq, %c2_i32 : i32
    %base = arith.addi %rowbase, %col2 : i32
    %v0 = llvm.extractvalue %r2[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i0 = arith.addi %base, %c0_i32 : i32
    %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v0, %p0 : f32, !llvm.ptr
    %v1 = llvm.extractvalue %r2[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i1 = arith.addi %base, %c1_i32 : i32
    %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v1, %p1 : f32, !llvm.ptr
    %v2 = llvm.extractvalue %r2[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i2 = arith.addi %base, %c192_i32 : i32
    %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v2, %p2 : f32, !llvm.ptr
    %v3 = llvm.extractvalue %r2[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i3 = arith.addi %base, %c193_i32 : i32
    %p3 = llvm.getelementptr %d[%i3] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v3, %p3 : f32, !llvm.ptr
    %v4 = llvm.extractvalue %r2[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i4 = arith.addi %base, %c8_i32 : i32
    %p4 = llvm.getelementptr %d[%i4] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v4, %p4 : f32, !llvm.ptr
    %v5 = llvm.extractvalue %r2[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i5 = arith.addi %base, %c9_i32 : i32
    %p5 = llvm.getelementptr %d[%i5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v5, %p5 : f32, !llvm.ptr
    %v6 = llvm.extractvalue %r2[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i6 = arith.addi %base, %c200_i32 : i32
    %p6 = llvm.getelementptr %d[%i6] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v6, %p6 : f32, !llvm.ptr
    %v7 = llvm.extractvalue %r2[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i7 = arith.addi %base, %c201_i32 : i32
    %p7 = llvm.getelementptr %d[%i7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v7, %p7 : f32, !llvm.ptr
    %v8 = llvm.extractvalue %r2[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i8 = arith.addi %base, %c16_i32 : i32
    %p8 = llvm.getelementptr %d[%i8] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v8, %p8 : f32, !llvm.ptr
    %v9 = llvm.extractvalue %r2[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i9 = arith.addi %base, %c17_i32 : i32
    %p9 = llvm.getelementptr %d[%i9] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v9, %p9 : f32, !llvm.ptr
    %v10 = llvm.extractvalue %r2[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i10 = arith.addi %base, %c208_i32 : i32
    %p10 = llvm.getelementptr %d[%i10] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v10, %p10 : f32, !llvm.ptr
    %v11 = llvm.extractvalue %r2[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i11 = arith.addi %base, %c209_i32 : i32
    %p11 = llvm.getelementptr %d[%i11] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v11, %p11 : f32, !llvm.ptr
    llvm.return
  }

  llvm.func @mnmajor(%a: !llvm.ptr, %b: !llvm.ptr, %d: !llvm.ptr, %modeA: i32, %lboA: i32, %sboA: i32, %modeB: i32, %lboB: i32, %sboB: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c7_i32 = arith.constant 7 : i32
    %c8_i32 = arith.constant 8 : i32
    %c9_i32 = arith.constant 9 : i32
    %c16_i32 = arith.constant 16 : i32
    %c17_i32 = arith.constant 17 : i32
    %c24_i32 = arith.constant 24 : i32
    %c25_i32 = arith.constant 25 : i32
    %c32_i32 = arith.constant 32 : i32
    %c33_i32 = arith.constant 33 : i32
    %c40_i32 = arith.constant 40 : i32
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %c320_i32 = arith.constant 320 : i32
    %c321_i32 = arith.constant 321 : i32
    %c328_i32 = arith.constant 328 : i32
    %c329_i32 = arith.constant 329 : i32
    %c336_i32 = arith.constant 336 : i32
    %c337_i32 = arith.constant 337 : i32
    %c344_i32 = arith.constant 344 : i32
    %c345_i32 = arith.constant 345 : i32
    %c352_i32 = arith.constant 352 : i32
    %c353_i32 = arith.constant 353 : i32
    %c1280_i32 = arith.constant 1280 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c62_i64 = arith.constant 62 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %smem_addr = llvm.ptrtoint %smem : !llvm.ptr<3> to i64
    // pa: rows of W bytes and the bits of Swizzle<B,4,3> for mode %modeA
    %pa_is0 = arith.cmpi eq, %modeA, %c0_i32 : i32
    %pa_is1 = arith.cmpi eq, %modeA, %c1_i32 : i32
    %pa_is2 = arith.cmpi eq, %modeA, %c2_i32 : i32
    %pa_w64 = arith.select %pa_is2, %c64_i32, %c32_i32 : i32
    %pa_w = arith.select %pa_is1, %c128_i32, %pa_w64 : i32
    %pa_e = arith.divui %pa_w, %c2_i32 : i32
    %pa_m3 = arith.select %pa_is2, %c3_i32, %c1_i32 : i32
    %pa_m7 = arith.select %pa_is1, %c7_i32, %pa_m3 : i32
    %pa_mask = arith.select %pa_is0, %c0_i32, %pa_m7 : i32
    // pb: rows of W bytes and the bits of Swizzle<B,4,3> for mode %modeB
    %pb_is0 = arith.cmpi eq, %modeB, %c0_i32 : i32
    %pb_is1 = arith.cmpi eq, %modeB, %c1_i32 : i32
    %pb_is2 = arith.cmpi eq, %modeB, %c2_i32 : i32
    %pb_w64 = arith.select %pb_is2, %c64_i32, %c32_i32 : i32
    %pb_w = arith.select %pb_is1, %c128_i32, %pb_w64 : i32
    %pb_e = arith.divui %pb_w, %c2_i32 : i32
    %pb_m3 = arith.select %pb_is2, %c3_i32, %c1_i32 : i32
    %pb_m7 = arith.select %pb_is1, %c7_i32, %pb_m3 : i32
    %pb_mask = arith.select %pb_is0, %c0_i32, %pb_m7 : i32
    // A (64x32, row-major in %a) into the tile at byte 0
    scf.for %ca_idx = %tid to %c2048_i32 step %c256_i32 : i32 {
      %ca_r = arith.divui %ca_idx, %c32_i32 : i32
      %ca_c = arith.remui %ca_idx, %c32_i32 : i32
      %ca_src = llvm.getelementptr %a[%ca_idx] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %ca_v = llvm.load %ca_src : !llvm.ptr -> bf16
      // MN-major, no swizzle: (mn%8)*2 + (mn/8)*SBO + (k%8)*16 + (k/8)*LBO
      %ca_mn8 = arith.remui %ca_r, %c8_i32 : i32
      %ca_mnh = arith.divui %ca_r, %c8_i32 : i32
      %ca_k8 = arith.remui %ca_c, %c8_i32 : i32
      %ca_kh = arith.divui %ca_c, %c8_i32 : i32
      %ca_n0 = arith.muli %ca_mn8, %c2_i32 : i32
      %ca_n1 = arith.muli %ca_mnh, %sboA : i32
      %ca_n2 = arith.muli %ca_k8, %c16_i32 : i32
      %ca_n3 = arith.muli %ca_kh, %lboA : i32
      %ca_n01 = arith.addi %ca_n0, %ca_n1 : i32
      %ca_n23 = arith.addi %ca_n2, %ca_n3 : i32
      %ca_none = arith.addi %ca_n01, %ca_n23 : i32
      // MN-major, swizzled: (mn%E)*2 + (mn/E)*LBO + (k%8)*W + (k/8)*SBO
      %ca_me = arith.remui %ca_r, %pa_e : i32
      %ca_ma = arith.divui %ca_r, %pa_e : i32
      %ca_s0 = arith.muli %ca_me, %c2_i32 : i32
      %ca_s1 = arith.muli %ca_ma, %lboA : i32
      %ca_s2 = arith.muli %ca_k8, %pa_w : i32
      %ca_s3 = arith.muli %ca_kh, %sboA : i32
      %ca_s01 = arith.addi %ca_s0, %ca_s1 : i32
      %ca_s23 = arith.addi %ca_s2, %ca_s3 : i32
      %ca_swz = arith.addi %ca_s01, %ca_s23 : i32
      %ca_off = arith.select %pa_is0, %ca_none, %ca_swz : i32
      // the XOR of Swizzle<B,4,3> on the address (global_smem is 1024-aligned)
      %ca_x = arith.addi %ca_off, %c0_i32 : i32
      %ca_row = arith.shrui %ca_x, %c7_i32 : i32
      %ca_rowm = arith.andi %ca_row, %pa_mask : i32
      %ca_chunk = arith.shli %ca_rowm, %c4_i32 : i32
      %ca_phys = arith.xori %ca_x, %ca_chunk : i32
      %ca_dst = llvm.getelementptr %smem[%ca_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %ca_v, %ca_dst : bf16, !llvm.ptr<3>
    }
    // B (32x40, row-major in %b) into the tile at byte 8192
    scf.for %cb_idx = %tid to %c1280_i32 step %c256_i32 : i32 {
      %cb_r = arith.divui %cb_idx, %c40_i32 : i32
      %cb_c = arith.remui %cb_idx, %c40_i32 : i32
      %cb_src = llvm.getelementptr %b[%cb_idx] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %cb_v = llvm.load %cb_src : !llvm.ptr -> bf16
      // MN-major, no swizzle: (mn%8)*2 + (mn/8)*SBO + (k%8)*16 + (k/8)*LBO
      %cb_mn8 = arith.remui %cb_c, %c8_i32 : i32
      %cb_mnh = arith.divui %cb_c, %c8_i32 : i32
      %cb_k8 = arith.remui %cb_r, %c8_i32 : i32
      %cb_kh = arith.divui %cb_r, %c8_i32 : i32
      %cb_n0 = arith.muli %cb_mn8, %c2_i32 : i32
      %cb_n1 = arith.muli %cb_mnh, %sboB : i32
      %cb_n2 = arith.muli %cb_k8, %c16_i32 : i32
      %cb_n3 = arith.muli %cb_kh, %lboB : i32
      %cb_n01 = arith.addi %cb_n0, %cb_n1 : i32
      %cb_n23 = arith.addi %cb_n2, %cb_n3 : i32
      %cb_none = arith.addi %cb_n01, %cb_n23 : i32
      // MN-major, swizzled: (mn%E)*2 + (mn/E)*LBO + (k%8)*W + (k/8)*SBO
      %cb_me = arith.remui %cb_c, %pb_e : i32
      %cb_ma = arith.divui %cb_c, %pb_e : i32
      %cb_s0 = arith.muli %cb_me, %c2_i32 : i32
      %cb_s1 = arith.muli %cb_ma, %lboB : i32
      %cb_s2 = arith.muli %cb_k8, %pb_w : i32
      %cb_s3 = arith.muli %cb_kh, %sboB : i32
      %cb_s01 = arith.addi %cb_s0, %cb_s1 : i32
      %cb_s23 = arith.addi %cb_s2, %cb_s3 : i32
      %cb_swz = arith.addi %cb_s01, %cb_s23 : i32
      %cb_off = arith.select %pb_is0, %cb_none, %cb_swz : i32
      // the XOR of Swizzle<B,4,3> on the address (global_smem is 1024-aligned)
      %cb_x = arith.addi %cb_off, %c8192_i32 : i32
      %cb_row = arith.shrui %cb_x, %c7_i32 : i32
      %cb_rowm = arith.andi %cb_row, %pb_mask : i32
      %cb_chunk = arith.shli %cb_rowm, %c4_i32 : i32
      %cb_phys = arith.xori %cb_x, %cb_chunk : i32
      %cb_dst = llvm.getelementptr %smem[%cb_phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %cb_v, %cb_dst : bf16, !llvm.ptr<3>
    }
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier0
    // descriptor da0: K slice 0
    %da0_swz = arith.muli %sboA, %c0_i32 : i32
    %da0_none = arith.muli %lboA, %c0_i32 : i32
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
    // descriptor da1: K slice 1
    %da1_swz = arith.muli %sboA, %c2_i32 : i32
    %da1_none = arith.muli %lboA, %c2_i32 : i32
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
    // descriptor db0: K slice 0
    %db0_swz = arith.muli %sboB, %c0_i32 : i32
    %db0_none = arith.muli %lboB, %c0_i32 : i32
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
    // descriptor db1: K slice 1
    %db1_swz = arith.muli %sboB, %c2_i32 : i32
    %db1_none = arith.muli %lboB, %c2_i32 : i32
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
    nvvm.wgmma.fence.aligned
    // D = (-A0) (-B0), then D += A1 (-B1) on the result in flight
    %undef = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %r1 = nvvm.wgmma.mma_async %da0, %db0, %undef, #nvvm.shape<m = 64, n = 40, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<bf16>, #nvvm.wgmma_scale_in<neg>, <col>], B [<bf16>, #nvvm.wgmma_scale_in<neg>, <row>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %r2 = nvvm.wgmma.mma_async %da1, %db1, %r1, #nvvm.shape<m = 64, n = 40, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <col>], B [<bf16>, #nvvm.wgmma_scale_in<neg>, <row>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    // d[w / 4][row][col]: warp w holds rows 16 (w % 4) + g + 8 ((i >> 1) & 1); d(i) at column 8 (i >> 2) + 2 t + (i & 1)
    %lane = arith.remui %tid, %c32_i32 : i32
    %warp = arith.divui %tid, %c32_i32 : i32
    %wg = arith.divui %tid, %c128_i32 : i32
    %wq = arith.remui %warp, %c4_i32 : i32
    %g = arith.divui %lane, %c4_i32 : i32
    %tq = arith.remui %lane, %c4_i32 : i32
    %row16 = arith.muli %wq, %c16_i32 : i32
    %row = arith.addi %row16, %g : i32
    %wgrows = arith.muli %wg, %c64_i32 : i32
    %grow = arith.addi %wgrows, %row : i32
    %rowbase = arith.muli %grow, %c40_i32 : i32
    %col2 = arith.muli %tq, %c2_i32 : i32
    %base = arith.addi %rowbase, %col2 : i32
    %v0 = llvm.extractvalue %r2[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i0 = arith.addi %base, %c0_i32 : i32
    %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v0, %p0 : f32, !llvm.ptr
    %v1 = llvm.extractvalue %r2[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i1 = arith.addi %base, %c1_i32 : i32
    %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v1, %p1 : f32, !llvm.ptr
    %v2 = llvm.extractvalue %r2[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i2 = arith.addi %base, %c320_i32 : i32
    %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v2, %p2 : f32, !llvm.ptr
    %v3 = llvm.extractvalue %r2[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i3 = arith.addi %base, %c321_i32 : i32
    %p3 = llvm.getelementptr %d[%i3] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v3, %p3 : f32, !llvm.ptr
    %v4 = llvm.extractvalue %r2[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i4 = arith.addi %base, %c8_i32 : i32
    %p4 = llvm.getelementptr %d[%i4] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v4, %p4 : f32, !llvm.ptr
    %v5 = llvm.extractvalue %r2[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i5 = arith.addi %base, %c9_i32 : i32
    %p5 = llvm.getelementptr %d[%i5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v5, %p5 : f32, !llvm.ptr
    %v6 = llvm.extractvalue %r2[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i6 = arith.addi %base, %c328_i32 : i32
    %p6 = llvm.getelementptr %d[%i6] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v6, %p6 : f32, !llvm.ptr
    %v7 = llvm.extractvalue %r2[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i7 = arith.addi %base, %c329_i32 : i32
    %p7 = llvm.getelementptr %d[%i7] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v7, %p7 : f32, !llvm.ptr
    %v8 = llvm.extractvalue %r2[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i8 = arith.addi %base, %c16_i32 : i32
    %p8 = llvm.getelementptr %d[%i8] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v8, %p8 : f32, !llvm.ptr
    %v9 = llvm.extractvalue %r2[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i9 = arith.addi %base, %c17_i32 : i32
    %p9 = llvm.getelementptr %d[%i9] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v9, %p9 : f32, !llvm.ptr
    %v10 = llvm.extractvalue %r2[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i10 = arith.addi %base, %c336_i32 : i32
    %p10 = llvm.getelementptr %d[%i10] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v10, %p10 : f32, !llvm.ptr
    %v11 = llvm.extractvalue %r2[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i11 = arith.addi %base, %c337_i32 : i32
    %p11 = llvm.getelementptr %d[%i11] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v11, %p11 : f32, !llvm.ptr
    %v12 = llvm.extractvalue %r2[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i12 = arith.addi %base, %c24_i32 : i32
    %p12 = llvm.getelementptr %d[%i12] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v12, %p12 : f32, !llvm.ptr
    %v13 = llvm.extractvalue %r2[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i13 = arith.addi %base, %c25_i32 : i32
    %p13 = llvm.getelementptr %d[%i13] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v13, %p13 : f32, !llvm.ptr
    %v14 = llvm.extractvalue %r2[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i14 = arith.addi %base, %c344_i32 : i32
    %p14 = llvm.getelementptr %d[%i14] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v14, %p14 : f32, !llvm.ptr
    %v15 = llvm.extractvalue %r2[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i15 = arith.addi %base, %c345_i32 : i32
    %p15 = llvm.getelementptr %d[%i15] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v15, %p15 : f32, !llvm.ptr
    %v16 = llvm.extractvalue %r2[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i16 = arith.addi %base, %c32_i32 : i32
    %p16 = llvm.getelementptr %d[%i16] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v16, %p16 : f32, !llvm.ptr
    %v17 = llvm.extractvalue %r2[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i17 = arith.addi %base, %c33_i32 : i32
    %p17 = llvm.getelementptr %d[%i17] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v17, %p17 : f32, !llvm.ptr
    %v18 = llvm.extractvalue %r2[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i18 = arith.addi %base, %c352_i32 : i32
    %p18 = llvm.getelementptr %d[%i18] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v18, %p18 : f32, !llvm.ptr
    %v19 = llvm.extractvalue %r2[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %i19 = arith.addi %base, %c353_i32 : i32
    %p19 = llvm.getelementptr %d[%i19] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v19, %p19 : f32, !llvm.ptr
    llvm.return
  }

  // 96 threads: no warpgroup.
  llvm.func @no_warpgroup() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 96>} {
    nvvm.wgmma.fence.aligned
    llvm.return
  }

  // Half a warpgroup issues the product.
  llvm.func @half_warpgroup(%desc: i64) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c64_i32 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %low = arith.cmpi ult, %tid, %c64_i32 : i32
    %undef = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32)>
    nvvm.wgmma.fence.aligned
    scf.if %low {
      %r = nvvm.wgmma.mma_async %desc, %desc, %undef, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    }
    llvm.return
  }

  // b1 operands (m64nNk256): not modelled.
  llvm.func @b1(%desc: i64) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %undef = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32)>
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %desc, %desc, %undef, #nvvm.shape<m = 64, n = 8, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<zero>], A [<b1>, #nvvm.wgmma_scale_in<one>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
    llvm.return
  }
}
