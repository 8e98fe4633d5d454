// The emulator's nvvm.mma.sync against a matmul in Python: each lane loads
// the elements of A, B and C that the fragment tables of the PTX ISA
// ("Matrix Fragments for mma.m16n8k16 / m16n8k8 / m16n8k32 / m8n8k4") give
// it, with groupID g = laneid >> 2 and threadID_in_group t = laneid % 4,
// and stores D where the C/D table puts it. Matrices are row-major in
// global memory; D must match exactly (one rounding of the exact sum). The
// order of the elements within a register is the same for A and B, so it
// pairs them along k alike and D cannot show it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/mma_sync_model_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --kernel=f16_f32 --buffer=a:f16:256:%t/f16_a.bin \
// RUN:   --buffer=b:f16:128:%t/f16_b.bin --buffer=c:f32:128:%t/f16_c32.bin --buffer=d:f32:128:zeros \
// RUN:   --compare=d:%t/f16_f32_ref.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F32
// RUN: %tileiras-emulate %t/k.mlir --kernel=f16_f16 --buffer=a:f16:256:%t/f16_a.bin \
// RUN:   --buffer=b:f16:128:%t/f16_b.bin --buffer=c:f16:128:%t/f16_c16.bin --buffer=d:f16:128:zeros \
// RUN:   --compare=d:%t/f16_f16_ref.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F32
// RUN: %tileiras-emulate %t/k.mlir --kernel=bf16 --buffer=a:bf16:256:%t/bf16_a.bin \
// RUN:   --buffer=b:bf16:128:%t/bf16_b.bin --buffer=c:f32:128:%t/bf16_c.bin --buffer=d:f32:128:zeros \
// RUN:   --compare=d:%t/bf16_ref.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F32
// RUN: %tileiras-emulate %t/k.mlir --kernel=tf32 --buffer=a:f32:128:%t/tf32_a.bin \
// RUN:   --buffer=b:f32:64:%t/tf32_b.bin --buffer=c:f32:128:%t/tf32_c.bin --buffer=d:f32:128:zeros \
// RUN:   --compare=d:%t/tf32_ref.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F32
// RUN: %tileiras-emulate %t/k.mlir --kernel=s8u8 --buffer=a:i8:512:%t/s8u8_a.bin \
// RUN:   --buffer=b:i8:256:%t/s8u8_b.bin --buffer=c:i32:128:%t/s8u8_c.bin \
// RUN:   --buffer=dsat:i32:128:zeros --buffer=dwrap:i32:128:zeros \
// RUN:   --compare=dsat:%t/s8u8_sat.bin --compare=dwrap:%t/s8u8_wrap.bin | FileCheck %s --check-prefix=INT
// RUN: %tileiras-emulate %t/k.mlir --kernel=f64 --buffer=a:f64:32:%t/f64_a.bin \
// RUN:   --buffer=b:f64:32:%t/f64_b.bin --buffer=c:f64:64:%t/f64_c.bin --buffer=d:f64:64:zeros \
// RUN:   --compare=d:%t/f64_ref.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F64
// RUN: not %tileiras-emulate %t/k.mlir --kernel=half_warp --buffer=d:f64:32:zeros 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HALF
// F32: compare d: 128 elements match
// INT: compare dsat: 128 elements match
// INT: compare dwrap: 128 elements match
// F64: compare d: 64 elements match
// HALF: error: line {{[0-9]+}}: mma.sync in warp 0 without lane 16 (the whole warp must take part)

gpu.module @mma {
  // m16n8k16, f16 x f16 + f32 -> f32.
  llvm.func @f16_f32(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c9_i32 = arith.constant 9 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %c65_i32 = arith.constant 65 : i32
    %c72_i32 = arith.constant 72 : i32
    %c128_i32 = arith.constant 128 : i32
    %c129_i32 = arith.constant 129 : i32
    %c136_i32 = arith.constant 136 : i32
    %c137_i32 = arith.constant 137 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // groupID and threadID_in_group
    %g = arith.shrui %lane, %c2_i32 : i32
    %t = arith.andi %lane, %c3_i32 : i32
    %t2 = arith.muli %t, %c2_i32 : i32
    %t4 = arith.muli %t, %c4_i32 : i32
    // A (row, col): a0 (g, 2*t), a1 (g, 2*t + 1), a2 (g + 8, 2*t), a3 (g + 8, 2*t + 1),
    //   a4 (g, 2*t + 8), a5 (g, 2*t + 9), a6 (g + 8, 2*t + 8), a7 (g + 8, 2*t + 9)
    %a_base_row = arith.muli %g, %c16_i32 : i32
    %a_base = arith.addi %a_base_row, %t2 : i32
    %a0_p = llvm.getelementptr %a[%a_base] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a0 = llvm.load %a0_p : !llvm.ptr -> f16
    %a1_at = arith.addi %a_base, %c1_i32 : i32
    %a1_p = llvm.getelementptr %a[%a1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a1 = llvm.load %a1_p : !llvm.ptr -> f16
    %a2_at = arith.addi %a_base, %c128_i32 : i32
    %a2_p = llvm.getelementptr %a[%a2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a2 = llvm.load %a2_p : !llvm.ptr -> f16
    %a3_at = arith.addi %a_base, %c129_i32 : i32
    %a3_p = llvm.getelementptr %a[%a3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a3 = llvm.load %a3_p : !llvm.ptr -> f16
    %a4_at = arith.addi %a_base, %c8_i32 : i32
    %a4_p = llvm.getelementptr %a[%a4_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a4 = llvm.load %a4_p : !llvm.ptr -> f16
    %a5_at = arith.addi %a_base, %c9_i32 : i32
    %a5_p = llvm.getelementptr %a[%a5_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a5 = llvm.load %a5_p : !llvm.ptr -> f16
    %a6_at = arith.addi %a_base, %c136_i32 : i32
    %a6_p = llvm.getelementptr %a[%a6_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a6 = llvm.load %a6_p : !llvm.ptr -> f16
    %a7_at = arith.addi %a_base, %c137_i32 : i32
    %a7_p = llvm.getelementptr %a[%a7_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a7 = llvm.load %a7_p : !llvm.ptr -> f16
    %ra0_0 = llvm.mlir.undef : vector<2xf16>
    %ra0_1 = llvm.insertelement %a0, %ra0_0[%c0_i32 : i32] : vector<2xf16>
    %ra0_2 = llvm.insertelement %a1, %ra0_1[%c1_i32 : i32] : vector<2xf16>
    %ra1_0 = llvm.mlir.undef : vector<2xf16>
    %ra1_1 = llvm.insertelement %a2, %ra1_0[%c0_i32 : i32] : vector<2xf16>
    %ra1_2 = llvm.insertelement %a3, %ra1_1[%c1_i32 : i32] : vector<2xf16>
    %ra2_0 = llvm.mlir.undef : vector<2xf16>
    %ra2_1 = llvm.insertelement %a4, %ra2_0[%c0_i32 : i32] : vector<2xf16>
    %ra2_2 = llvm.insertelement %a5, %ra2_1[%c1_i32 : i32] : vector<2xf16>
    %ra3_0 = llvm.mlir.undef : vector<2xf16>
    %ra3_1 = llvm.insertelement %a6, %ra3_0[%c0_i32 : i32] : vector<2xf16>
    %ra3_2 = llvm.insertelement %a7, %ra3_1[%c1_i32 : i32] : vector<2xf16>
    // B (row, col): b0 (2*t, g), b1 (2*t + 1, g), b2 (2*t + 8, g), b3 (2*t + 9, g)
    %b_base_row = arith.muli %t, %c16_i32 : i32
    %b_base = arith.addi %b_base_row, %g : i32
    %b0_p = llvm.getelementptr %b[%b_base] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b0 = llvm.load %b0_p : !llvm.ptr -> f16
    %b1_at = arith.addi %b_base, %c8_i32 : i32
    %b1_p = llvm.getelementptr %b[%b1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b1 = llvm.load %b1_p : !llvm.ptr -> f16
    %b2_at = arith.addi %b_base, %c64_i32 : i32
    %b2_p = llvm.getelementptr %b[%b2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b2 = llvm.load %b2_p : !llvm.ptr -> f16
    %b3_at = arith.addi %b_base, %c72_i32 : i32
    %b3_p = llvm.getelementptr %b[%b3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b3 = llvm.load %b3_p : !llvm.ptr -> f16
    %rb0_0 = llvm.mlir.undef : vector<2xf16>
    %rb0_1 = llvm.insertelement %b0, %rb0_0[%c0_i32 : i32] : vector<2xf16>
    %rb0_2 = llvm.insertelement %b1, %rb0_1[%c1_i32 : i32] : vector<2xf16>
    %rb1_0 = llvm.mlir.undef : vector<2xf16>
    %rb1_1 = llvm.insertelement %b2, %rb1_0[%c0_i32 : i32] : vector<2xf16>
    %rb1_2 = llvm.insertelement %b3, %rb1_1[%c1_i32 : i32] : vector<2xf16>
    // C (row, col): c0 (g, 2*t), c1 (g, 2*t + 1), c2 (g + 8, 2*t), c3 (g + 8, 2*t + 1)
    %c_base_row = arith.muli %g, %c8_i32 : i32
    %c_base = arith.addi %c_base_row, %t2 : i32
    %c0_p = llvm.getelementptr %c[%c_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c0 = llvm.load %c0_p : !llvm.ptr -> f32
    %c1_at = arith.addi %c_base, %c1_i32 : i32
    %c1_p = llvm.getelementptr %c[%c1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c1 = llvm.load %c1_p : !llvm.ptr -> f32
    %c2_at = arith.addi %c_base, %c64_i32 : i32
    %c2_p = llvm.getelementptr %c[%c2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c2 = llvm.load %c2_p : !llvm.ptr -> f32
    %c3_at = arith.addi %c_base, %c65_i32 : i32
    %c3_p = llvm.getelementptr %c[%c3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c3 = llvm.load %c3_p : !llvm.ptr -> f32
    %mma = nvvm.mma.sync A[%ra0_2, %ra1_2, %ra2_2, %ra3_2] B[%rb0_2, %rb1_2] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %mma[0] : !llvm.struct<(f32, f32, f32, f32)>
    %d1 = llvm.extractvalue %mma[1] : !llvm.struct<(f32, f32, f32, f32)>
    %d2 = llvm.extractvalue %mma[2] : !llvm.struct<(f32, f32, f32, f32)>
    %d3 = llvm.extractvalue %mma[3] : !llvm.struct<(f32, f32, f32, f32)>
    // D (row, col): d0 (g, 2*t), d1 (g, 2*t + 1), d2 (g + 8, 2*t), d3 (g + 8, 2*t + 1)
    %d_base_row = arith.muli %g, %c8_i32 : i32
    %d_base = arith.addi %d_base_row, %t2 : i32
    %d0_p = llvm.getelementptr %d[%d_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d0, %d0_p : f32, !llvm.ptr
    %d1_at = arith.addi %d_base, %c1_i32 : i32
    %d1_p = llvm.getelementptr %d[%d1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d1, %d1_p : f32, !llvm.ptr
    %d2_at = arith.addi %d_base, %c64_i32 : i32
    %d2_p = llvm.getelementptr %d[%d2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d2, %d2_p : f32, !llvm.ptr
    %d3_at = arith.addi %d_base, %c65_i32 : i32
    %d3_p = llvm.getelementptr %d[%d3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d3, %d3_p : f32, !llvm.ptr
    llvm.return
  }

  // m16n8k16, f16 x f16 + f16 -> f16.
  llvm.func @f16_f16(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c9_i32 = arith.constant 9 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %c65_i32 = arith.constant 65 : i32
    %c72_i32 = arith.constant 72 : i32
    %c128_i32 = arith.constant 128 : i32
    %c129_i32 = arith.constant 129 : i32
    %c136_i32 = arith.constant 136 : i32
    %c137_i32 = arith.constant 137 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // groupID and threadID_in_group
    %g = arith.shrui %lane, %c2_i32 : i32
    %t = arith.andi %lane, %c3_i32 : i32
    %t2 = arith.muli %t, %c2_i32 : i32
    %t4 = arith.muli %t, %c4_i32 : i32
    // A (row, col): a0 (g, 2*t), a1 (g, 2*t + 1), a2 (g + 8, 2*t), a3 (g + 8, 2*t + 1),
    //   a4 (g, 2*t + 8), a5 (g, 2*t + 9), a6 (g + 8, 2*t + 8), a7 (g + 8, 2*t + 9)
    %a_base_row = arith.muli %g, %c16_i32 : i32
    %a_base = arith.addi %a_base_row, %t2 : i32
    %a0_p = llvm.getelementptr %a[%a_base] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a0 = llvm.load %a0_p : !llvm.ptr -> f16
    %a1_at = arith.addi %a_base, %c1_i32 : i32
    %a1_p = llvm.getelementptr %a[%a1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a1 = llvm.load %a1_p : !llvm.ptr -> f16
    %a2_at = arith.addi %a_base, %c128_i32 : i32
    %a2_p = llvm.getelementptr %a[%a2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a2 = llvm.load %a2_p : !llvm.ptr -> f16
    %a3_at = arith.addi %a_base, %c129_i32 : i32
    %a3_p = llvm.getelementptr %a[%a3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a3 = llvm.load %a3_p : !llvm.ptr -> f16
    %a4_at = arith.addi %a_base, %c8_i32 : i32
    %a4_p = llvm.getelementptr %a[%a4_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a4 = llvm.load %a4_p : !llvm.ptr -> f16
    %a5_at = arith.addi %a_base, %c9_i32 : i32
    %a5_p = llvm.getelementptr %a[%a5_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a5 = llvm.load %a5_p : !llvm.ptr -> f16
    %a6_at = arith.addi %a_base, %c136_i32 : i32
    %a6_p = llvm.getelementptr %a[%a6_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a6 = llvm.load %a6_p : !llvm.ptr -> f16
    %a7_at = arith.addi %a_base, %c137_i32 : i32
    %a7_p = llvm.getelementptr %a[%a7_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %a7 = llvm.load %a7_p : !llvm.ptr -> f16
    %ra0_0 = llvm.mlir.undef : vector<2xf16>
    %ra0_1 = llvm.insertelement %a0, %ra0_0[%c0_i32 : i32] : vector<2xf16>
    %ra0_2 = llvm.insertelement %a1, %ra0_1[%c1_i32 : i32] : vector<2xf16>
    %ra1_0 = llvm.mlir.undef : vector<2xf16>
    %ra1_1 = llvm.insertelement %a2, %ra1_0[%c0_i32 : i32] : vector<2xf16>
    %ra1_2 = llvm.insertelement %a3, %ra1_1[%c1_i32 : i32] : vector<2xf16>
    %ra2_0 = llvm.mlir.undef : vector<2xf16>
    %ra2_1 = llvm.insertelement %a4, %ra2_0[%c0_i32 : i32] : vector<2xf16>
    %ra2_2 = llvm.insertelement %a5, %ra2_1[%c1_i32 : i32] : vector<2xf16>
    %ra3_0 = llvm.mlir.undef : vector<2xf16>
    %ra3_1 = llvm.insertelement %a6, %ra3_0[%c0_i32 : i32] : vector<2xf16>
    %ra3_2 = llvm.insertelement %a7, %ra3_1[%c1_i32 : i32] : vector<2xf16>
    // B (row, col): b0 (2*t, g), b1 (2*t + 1, g), b2 (2*t + 8, g), b3 (2*t + 9, g)
    %b_base_row = arith.muli %t, %c16_i32 : i32
    %b_base = arith.addi %b_base_row, %g : i32
    %b0_p = llvm.getelementptr %b[%b_base] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b0 = llvm.load %b0_p : !llvm.ptr -> f16
    %b1_at = arith.addi %b_base, %c8_i32 : i32
    %b1_p = llvm.getelementptr %b[%b1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b1 = llvm.load %b1_p : !llvm.ptr -> f16
    %b2_at = arith.addi %b_base, %c64_i32 : i32
    %b2_p = llvm.getelementptr %b[%b2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b2 = llvm.load %b2_p : !llvm.ptr -> f16
    %b3_at = arith.addi %b_base, %c72_i32 : i32
    %b3_p = llvm.getelementptr %b[%b3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %b3 = llvm.load %b3_p : !llvm.ptr -> f16
    %rb0_0 = llvm.mlir.undef : vector<2xf16>
    %rb0_1 = llvm.insertelement %b0, %rb0_0[%c0_i32 : i32] : vector<2xf16>
    %rb0_2 = llvm.insertelement %b1, %rb0_1[%c1_i32 : i32] : vector<2xf16>
    %rb1_0 = llvm.mlir.undef : vector<2xf16>
    %rb1_1 = llvm.insertelement %b2, %rb1_0[%c0_i32 : i32] : vector<2xf16>
    %rb1_2 = llvm.insertelement %b3, %rb1_1[%c1_i32 : i32] : vector<2xf16>
    // C (row, col): c0 (g, 2*t), c1 (g, 2*t + 1), c2 (g + 8, 2*t), c3 (g + 8, 2*t + 1)
    %c_base_row = arith.muli %g, %c8_i32 : i32
    %c_base = arith.addi %c_base_row, %t2 : i32
    %c0_p = llvm.getelementptr %c[%c_base] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %c0 = llvm.load %c0_p : !llvm.ptr -> f16
    %c1_at = arith.addi %c_base, %c1_i32 : i32
    %c1_p = llvm.getelementptr %c[%c1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %c1 = llvm.load %c1_p : !llvm.ptr -> f16
    %c2_at = arith.addi %c_base, %c64_i32 : i32
    %c2_p = llvm.getelementptr %c[%c2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %c2 = llvm.load %c2_p : !llvm.ptr -> f16
    %c3_at = arith.addi %c_base, %c65_i32 : i32
    %c3_p = llvm.getelementptr %c[%c3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %c3 = llvm.load %c3_p : !llvm.ptr -> f16
    %rc0_0 = llvm.mlir.undef : vector<2xf16>
    %rc0_1 = llvm.insertelement %c0, %rc0_0[%c0_i32 : i32] : vector<2xf16>
    %rc0_2 = llvm.insertelement %c1, %rc0_1[%c1_i32 : i32] : vector<2xf16>
    %rc1_0 = llvm.mlir.undef : vector<2xf16>
    %rc1_1 = llvm.insertelement %c2, %rc1_0[%c0_i32 : i32] : vector<2xf16>
    %rc1_2 = llvm.insertelement %c3, %rc1_1[%c1_i32 : i32] : vector<2xf16>
    %mma = nvvm.mma.sync A[%ra0_2, %ra1_2, %ra2_2, %ra3_2] B[%rb0_2, %rb1_2] C[%rc0_2, %rc1_2] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %rd0 = llvm.extractvalue %mma[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %rd1 = llvm.extractvalue %mma[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %d0 = llvm.extractelement %rd0[%c0_i32 : i32] : vector<2xf16>
    %d1 = llvm.extractelement %rd0[%c1_i32 : i32] : vector<2xf16>
    %d2 = llvm.extractelement %rd1[%c0_i32 : i32] : vector<2xf16>
    %d3 = llvm.extractelement %rd1[%c1_i32 : i32] : vector<2xf16>
    // D (row, col): d0 (g, 2*t), d1 (g, 2*t + 1), d2 (g + 8, 2*t), d3 (g + 8, 2*t + 1)
    %d_base_row = arith.muli %g, %c8_i32 : i32
    %d_base = arith.addi %d_base_row, %t2 : i32
    %d0_p = llvm.getelementptr %d[%d_base] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    llvm.store %d0, %d0_p : f16, !llvm.ptr
    %d1_at = arith.addi %d_base, %c1_i32 : i32
    %d1_p = llvm.getelementptr %d[%d1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    llvm.store %d1, %d1_p : f16, !llvm.ptr
    %d2_at = arith.addi %d_base, %c64_i32 : i32
    %d2_p = llvm.getelementptr %d[%d2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    llvm.store %d2, %d2_p : f16, !llvm.ptr
    %d3_at = arith.addi %d_base, %c65_i32 : i32
    %d3_p = llvm.getelementptr %d[%d3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    llvm.store %d3, %d3_p : f16, !llvm.ptr
    llvm.return
  }

  // m16n8k16, bf16 x bf16 + f32 -> f32: two bf16 in an i32, element 0 in the low half.
  llvm.func @bf16(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c9_i32 = arith.constant 9 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %c65_i32 = arith.constant 65 : i32
    %c72_i32 = arith.constant 72 : i32
    %c128_i32 = arith.constant 128 : i32
    %c129_i32 = arith.constant 129 : i32
    %c136_i32 = arith.constant 136 : i32
    %c137_i32 = arith.constant 137 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // groupID and threadID_in_group
    %g = arith.shrui %lane, %c2_i32 : i32
    %t = arith.andi %lane, %c3_i32 : i32
    %t2 = arith.muli %t, %c2_i32 : i32
    %t4 = arith.muli %t, %c4_i32 : i32
    // A (row, col): a0 (g, 2*t), a1 (g, 2*t + 1), a2 (g + 8, 2*t), a3 (g + 8, 2*t + 1),
    //   a4 (g, 2*t + 8), a5 (g, 2*t + 9), a6 (g + 8, 2*t + 8), a7 (g + 8, 2*t + 9)
    %a_base_row = arith.muli %g, %c16_i32 : i32
    %a_base = arith.addi %a_base_row, %t2 : i32
    %a0_p = llvm.getelementptr %a[%a_base] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a0 = llvm.load %a0_p : !llvm.ptr -> bf16
    %a1_at = arith.addi %a_base, %c1_i32 : i32
    %a1_p = llvm.getelementptr %a[%a1_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a1 = llvm.load %a1_p : !llvm.ptr -> bf16
    %a2_at = arith.addi %a_base, %c128_i32 : i32
    %a2_p = llvm.getelementptr %a[%a2_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a2 = llvm.load %a2_p : !llvm.ptr -> bf16
    %a3_at = arith.addi %a_base, %c129_i32 : i32
    %a3_p = llvm.getelementptr %a[%a3_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a3 = llvm.load %a3_p : !llvm.ptr -> bf16
    %a4_at = arith.addi %a_base, %c8_i32 : i32
    %a4_p = llvm.getelementptr %a[%a4_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a4 = llvm.load %a4_p : !llvm.ptr -> bf16
    %a5_at = arith.addi %a_base, %c9_i32 : i32
    %a5_p = llvm.getelementptr %a[%a5_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a5 = llvm.load %a5_p : !llvm.ptr -> bf16
    %a6_at = arith.addi %a_base, %c136_i32 : i32
    %a6_p = llvm.getelementptr %a[%a6_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a6 = llvm.load %a6_p : !llvm.ptr -> bf16
    %a7_at = arith.addi %a_base, %c137_i32 : i32
    %a7_p = llvm.getelementptr %a[%a7_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %a7 = llvm.load %a7_p : !llvm.ptr -> bf16
    %ra0_0 = llvm.mlir.undef : vector<2xbf16>
    %ra0_1 = llvm.insertelement %a0, %ra0_0[%c0_i32 : i32] : vector<2xbf16>
    %ra0_2 = llvm.insertelement %a1, %ra0_1[%c1_i32 : i32] : vector<2xbf16>
    %ra0 = llvm.bitcast %ra0_2 : vector<2xbf16> to i32
    %ra1_0 = llvm.mlir.undef : vector<2xbf16>
    %ra1_1 = llvm.insertelement %a2, %ra1_0[%c0_i32 : i32] : vector<2xbf16>
    %ra1_2 = llvm.insertelement %a3, %ra1_1[%c1_i32 : i32] : vector<2xbf16>
    %ra1 = llvm.bitcast %ra1_2 : vector<2xbf16> to i32
    %ra2_0 = llvm.mlir.undef : vector<2xbf16>
    %ra2_1 = llvm.insertelement %a4, %ra2_0[%c0_i32 : i32] : vector<2xbf16>
    %ra2_2 = llvm.insertelement %a5, %ra2_1[%c1_i32 : i32] : vector<2xbf16>
    %ra2 = llvm.bitcast %ra2_2 : vector<2xbf16> to i32
    %ra3_0 = llvm.mlir.undef : vector<2xbf16>
    %ra3_1 = llvm.insertelement %a6, %ra3_0[%c0_i32 : i32] : vector<2xbf16>
    %ra3_2 = llvm.insertelement %a7, %ra3_1[%c1_i32 : i32] : vector<2xbf16>
    %ra3 = llvm.bitcast %ra3_2 : vector<2xbf16> to i32
    // B (row, col): b0 (2*t, g), b1 (2*t + 1, g), b2 (2*t + 8, g), b3 (2*t + 9, g)
    %b_base_row = arith.muli %t, %c16_i32 : i32
    %b_base = arith.addi %b_base_row, %g : i32
    %b0_p = llvm.getelementptr %b[%b_base] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %b0 = llvm.load %b0_p : !llvm.ptr -> bf16
    %b1_at = arith.addi %b_base, %c8_i32 : i32
    %b1_p = llvm.getelementptr %b[%b1_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %b1 = llvm.load %b1_p : !llvm.ptr -> bf16
    %b2_at = arith.addi %b_base, %c64_i32 : i32
    %b2_p = llvm.getelementptr %b[%b2_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %b2 = llvm.load %b2_p : !llvm.ptr -> bf16
    %b3_at = arith.addi %b_base, %c72_i32 : i32
    %b3_p = llvm.getelementptr %b[%b3_at] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
    %b3 = llvm.load %b3_p : !llvm.ptr -> bf16
    %rb0_0 = llvm.mlir.undef : vector<2xbf16>
    %rb0_1 = llvm.insertelement %b0, %rb0_0[%c0_i32 : i32] : vector<2xbf16>
    %rb0_2 = llvm.insertelement %b1, %rb0_1[%c1_i32 : i32] : vector<2xbf16>
    %rb0 = llvm.bitcast %rb0_2 : vector<2xbf16> to i32
    %rb1_0 = llvm.mlir.undef : vector<2xbf16>
    %rb1_1 = llvm.insertelement %b2, %rb1_0[%c0_i32 : i32] : vector<2xbf16>
    %rb1_2 = llvm.insertelement %b3, %rb1_1[%c1_i32 : i32] : vector<2xbf16>
    %rb1 = llvm.bitcast %rb1_2 : vector<2xbf16> to i32
    // C (row, col): c0 (g, 2*t), c1 (g, 2*t + 1), c2 (g + 8, 2*t), c3 (g + 8, 2*t + 1)
    %c_base_row = arith.muli %g, %c8_i32 : i32
    %c_base = arith.addi %c_base_row, %t2 : i32
    %c0_p = llvm.getelementptr %c[%c_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c0 = llvm.load %c0_p : !llvm.ptr -> f32
    %c1_at = arith.addi %c_base, %c1_i32 : i32
    %c1_p = llvm.getelementptr %c[%c1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c1 = llvm.load %c1_p : !llvm.ptr -> f32
    %c2_at = arith.addi %c_base, %c64_i32 : i32
    %c2_p = llvm.getelementptr %c[%c2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c2 = llvm.load %c2_p : !llvm.ptr -> f32
    %c3_at = arith.addi %c_base, %c65_i32 : i32
    %c3_p = llvm.getelementptr %c[%c3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c3 = llvm.load %c3_p : !llvm.ptr -> f32
    %mma = nvvm.mma.sync A[%ra0, %ra1, %ra2, %ra3] B[%rb0, %rb1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %mma[0] : !llvm.struct<(f32, f32, f32, f32)>
    %d1 = llvm.extractvalue %mma[1] : !llvm.struct<(f32, f32, f32, f32)>
    %d2 = llvm.extractvalue %mma[2] : !llvm.struct<(f32, f32, f32, f32)>
    %d3 = llvm.extractvalue %mma[3] : !llvm.struct<(f32, f32, f32, f32)>
    // D (row, col): d0 (g, 2*t), d1 (g, 2*t + 1), d2 (g + 8, 2*t), d3 (g + 8, 2*t + 1)
    %d_base_row = arith.muli %g, %c8_i32 : i32
    %d_base = arith.addi %d_base_row, %t2 : i32
    %d0_p = llvm.getelementptr %d[%d_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d0, %d0_p : f32, !llvm.ptr
    %d1_at = arith.addi %d_base, %c1_i32 : i32
    %d1_p = llvm.getelementptr %d[%d1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d1, %d1_p : f32, !llvm.ptr
    %d2_at = arith.addi %d_base, %c64_i32 : i32
    %d2_p = llvm.getelementptr %d[%d2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d2, %d2_p : f32, !llvm.ptr
    %d3_at = arith.addi %d_base, %c65_i32 : i32
    %d3_p = llvm.getelementptr %d[%d3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d3, %d3_p : f32, !llvm.ptr
    llvm.return
  }

  // m16n8k8, tf32 x tf32 + f32 -> f32: an i32 holds the bits of an f32.
  llvm.func @tf32(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c65_i32 = arith.constant 65 : i32
    %c68_i32 = arith.constant 68 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // groupID and threadID_in_group
    %g = arith.shrui %lane, %c2_i32 : i32
    %t = arith.andi %lane, %c3_i32 : i32
    %t2 = arith.muli %t, %c2_i32 : i32
    %t4 = arith.muli %t, %c4_i32 : i32
    // A (row, col): a0 (g, t), a1 (g + 8, t), a2 (g, t + 4), a3 (g + 8, t + 4)
    %a_base_row = arith.muli %g, %c8_i32 : i32
    %a_base = arith.addi %a_base_row, %t : i32
    %a0_p = llvm.getelementptr %a[%a_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %a0 = llvm.load %a0_p : !llvm.ptr -> i32
    %a1_at = arith.addi %a_base, %c64_i32 : i32
    %a1_p = llvm.getelementptr %a[%a1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %a1 = llvm.load %a1_p : !llvm.ptr -> i32
    %a2_at = arith.addi %a_base, %c4_i32 : i32
    %a2_p = llvm.getelementptr %a[%a2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %a2 = llvm.load %a2_p : !llvm.ptr -> i32
    %a3_at = arith.addi %a_base, %c68_i32 : i32
    %a3_p = llvm.getelementptr %a[%a3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %a3 = llvm.load %a3_p : !llvm.ptr -> i32
    // B (row, col): b0 (t, g), b1 (t + 4, g)
    %b_base_row = arith.muli %t, %c8_i32 : i32
    %b_base = arith.addi %b_base_row, %g : i32
    %b0_p = llvm.getelementptr %b[%b_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %b0 = llvm.load %b0_p : !llvm.ptr -> i32
    %b1_at = arith.addi %b_base, %c32_i32 : i32
    %b1_p = llvm.getelementptr %b[%b1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %b1 = llvm.load %b1_p : !llvm.ptr -> i32
    // C (row, col): c0 (g, 2*t), c1 (g, 2*t + 1), c2 (g + 8, 2*t), c3 (g + 8, 2*t + 1)
    %c_base_row = arith.muli %g, %c8_i32 : i32
    %c_base = arith.addi %c_base_row, %t2 : i32
    %c0_p = llvm.getelementptr %c[%c_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c0 = llvm.load %c0_p : !llvm.ptr -> f32
    %c1_at = arith.addi %c_base, %c1_i32 : i32
    %c1_p = llvm.getelementptr %c[%c1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c1 = llvm.load %c1_p : !llvm.ptr -> f32
    %c2_at = arith.addi %c_base, %c64_i32 : i32
    %c2_p = llvm.getelementptr %c[%c2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c2 = llvm.load %c2_p : !llvm.ptr -> f32
    %c3_at = arith.addi %c_base, %c65_i32 : i32
    %c3_p = llvm.getelementptr %c[%c3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %c3 = llvm.load %c3_p : !llvm.ptr -> f32
    %mma = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %mma[0] : !llvm.struct<(f32, f32, f32, f32)>
    %d1 = llvm.extractvalue %mma[1] : !llvm.struct<(f32, f32, f32, f32)>
    %d2 = llvm.extractvalue %mma[2] : !llvm.struct<(f32, f32, f32, f32)>
    %d3 = llvm.extractvalue %mma[3] : !llvm.struct<(f32, f32, f32, f32)>
    // D (row, col): d0 (g, 2*t), d1 (g, 2*t + 1), d2 (g + 8, 2*t), d3 (g + 8, 2*t + 1)
    %d_base_row = arith.muli %g, %c8_i32 : i32
    %d_base = arith.addi %d_base_row, %t2 : i32
    %d0_p = llvm.getelementptr %d[%d_base] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d0, %d0_p : f32, !llvm.ptr
    %d1_at = arith.addi %d_base, %c1_i32 : i32
    %d1_p = llvm.getelementptr %d[%d1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d1, %d1_p : f32, !llvm.ptr
    %d2_at = arith.addi %d_base, %c64_i32 : i32
    %d2_p = llvm.getelementptr %d[%d2_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d2, %d2_p : f32, !llvm.ptr
    %d3_at = arith.addi %d_base, %c65_i32 : i32
    %d3_p = llvm.getelementptr %d[%d3_at] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %d3, %d3_p : f32, !llvm.ptr
    llvm.return
  }

  // m16n8k32, s8 x u8 + s32 -> s32, satfinite and wrapped: four bytes in an i32,
  // byte 0 lowest.
  llvm.func @s8u8(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %dsat: !llvm.ptr, %dwrap: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c16_i32 = arith.constant 16 : i32
    %c17_i32 = arith.constant 17 : i32
    %c18_i32 = arith.constant 18 : i32
    %c19_i32 = arith.constant 19 : i32
    %c24_i32 = arith.constant 24 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c65_i32 = arith.constant 65 : i32
    %c128_i32 = arith.constant 128 : i32
    %c136_i32 = arith.constant 136 : i32
    %c144_i32 = arith.constant 144 : i32
    %c152_i32 = arith.constant 152 : i32
    %c256_i32 = arith.constant 256 : i32
    %c257_i32 = arith.constant 257 : i32
    %c258_i32 = arith.constant 258 : i32
    %c259_i32 = arith.constant 259 : i32
    %c272_i32 = arith.constant 272 : i32
    %c273_i32 = arith.constant 273 : i32
    %c274_i32 = arith.constant 274 : i32
    %c275_i32 = arith.constant 275 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // groupID and threadID_in_group
    %g = arith.shrui %lane, %c2_i32 : i32
    %t = arith.andi %lane, %c3_i32 : i32
    %t2 = arith.muli %t, %c2_i32 : i32
    %t4 = arith.muli %t, %c4_i32 : i32
    // A (row, col): a0 (g, 4*t), a1 (g, 4*t + 1), a2 (g, 4*t + 2), a3 (g, 4*t + 3),
    //   a4 (g + 8, 4*t), a5 (g + 8, 4*t + 1), a6 (g + 8, 4*t + 2), a7 (g + 8, 4*t + 3),
    //   a8 (g, 4*t + 16), a9 (g, 4*t + 17), a10 (g, 4*t + 18), a11 (g, 4*t + 19),
    //   a12 (g + 8, 4*t + 16), a13 (g + 8, 4*t + 17), a14 (g + 8, 4*t + 18), a15 (g + 8, 4*t + 19)
    %a_base_row = arith.muli %g, %c32_i32 : i32
    %a_base = arith.addi %a_base_row, %t4 : i32
    %a0_p = llvm.getelementptr %a[%a_base] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a0 = llvm.load %a0_p : !llvm.ptr -> i8
    %a1_at = arith.addi %a_base, %c1_i32 : i32
    %a1_p = llvm.getelementptr %a[%a1_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a1 = llvm.load %a1_p : !llvm.ptr -> i8
    %a2_at = arith.addi %a_base, %c2_i32 : i32
    %a2_p = llvm.getelementptr %a[%a2_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a2 = llvm.load %a2_p : !llvm.ptr -> i8
    %a3_at = arith.addi %a_base, %c3_i32 : i32
    %a3_p = llvm.getelementptr %a[%a3_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a3 = llvm.load %a3_p : !llvm.ptr -> i8
    %a4_at = arith.addi %a_base, %c256_i32 : i32
    %a4_p = llvm.getelementptr %a[%a4_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a4 = llvm.load %a4_p : !llvm.ptr -> i8
    %a5_at = arith.addi %a_base, %c257_i32 : i32
    %a5_p = llvm.getelementptr %a[%a5_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a5 = llvm.load %a5_p : !llvm.ptr -> i8
    %a6_at = arith.addi %a_base, %c258_i32 : i32
    %a6_p = llvm.getelementptr %a[%a6_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a6 = llvm.load %a6_p : !llvm.ptr -> i8
    %a7_at = arith.addi %a_base, %c259_i32 : i32
    %a7_p = llvm.getelementptr %a[%a7_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a7 = llvm.load %a7_p : !llvm.ptr -> i8
    %a8_at = arith.addi %a_base, %c16_i32 : i32
    %a8_p = llvm.getelementptr %a[%a8_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a8 = llvm.load %a8_p : !llvm.ptr -> i8
    %a9_at = arith.addi %a_base, %c17_i32 : i32
    %a9_p = llvm.getelementptr %a[%a9_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a9 = llvm.load %a9_p : !llvm.ptr -> i8
    %a10_at = arith.addi %a_base, %c18_i32 : i32
    %a10_p = llvm.getelementptr %a[%a10_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a10 = llvm.load %a10_p : !llvm.ptr -> i8
    %a11_at = arith.addi %a_base, %c19_i32 : i32
    %a11_p = llvm.getelementptr %a[%a11_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a11 = llvm.load %a11_p : !llvm.ptr -> i8
    %a12_at = arith.addi %a_base, %c272_i32 : i32
    %a12_p = llvm.getelementptr %a[%a12_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a12 = llvm.load %a12_p : !llvm.ptr -> i8
    %a13_at = arith.addi %a_base, %c273_i32 : i32
    %a13_p = llvm.getelementptr %a[%a13_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a13 = llvm.load %a13_p : !llvm.ptr -> i8
    %a14_at = arith.addi %a_base, %c274_i32 : i32
    %a14_p = llvm.getelementptr %a[%a14_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a14 = llvm.load %a14_p : !llvm.ptr -> i8
    %a15_at = arith.addi %a_base, %c275_i32 : i32
    %a15_p = llvm.getelementptr %a[%a15_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a15 = llvm.load %a15_p : !llvm.ptr -> i8
    %ra0_0 = llvm.mlir.undef : vector<4xi8>
    %ra0_1 = llvm.insertelement %a0, %ra0_0[%c0_i32 : i32] : vector<4xi8>
    %ra0_2 = llvm.insertelement %a1, %ra0_1[%c1_i32 : i32] : vector<4xi8>
    %ra0_3 = llvm.insertelement %a2, %ra0_2[%c2_i32 : i32] : vector<4xi8>
    %ra0_4 = llvm.insertelement %a3, %ra0_3[%c3_i32 : i32] : vector<4xi8>
    %ra0 = llvm.bitcast %ra0_4 : vector<4xi8> to i32
    %ra1_0 = llvm.mlir.undef : vector<4xi8>
    %ra1_1 = llvm.insertelement %a4, %ra1_0[%c0_i32 : i32] : vector<4xi8>
    %ra1_2 = llvm.insertelement %a5, %ra1_1[%c1_i32 : i32] : vector<4xi8>
    %ra1_3 = llvm.insertelement %a6, %ra1_2[%c2_i32 : i32] : vector<4xi8>
    %ra1_4 = llvm.insertelement %a7, %ra1_3[%c3_i32 : i32] : vector<4xi8>
    %ra1 = llvm.bitcast %ra1_4 : vector<4xi8> to i32
    %ra2_0 = llvm.mlir.undef : vector<4xi8>
    %ra2_1 = llvm.insertelement %a8, %ra2_0[%c0_i32 : i32] : vector<4xi8>
    %ra2_2 = llvm.insertelement %a9, %ra2_1[%c1_i32 : i32] : vector<4xi8>
    %ra2_3 = llvm.insertelement %a10, %ra2_2[%c2_i32 : i32] : vector<4xi8>
    %ra2_4 = llvm.insertelement %a11, %ra2_3[%c3_i32 : i32] : vector<4xi8>
    %ra2 = llvm.bitcast %ra2_4 : vector<4xi8> to i32
    %ra3_0 = llvm.mlir.undef : vector<4xi8>
    %ra3_1 = llvm.insertelement %a12, %ra3_0[%c0_i32 : i32] : vector<4xi8>
    %ra3_2 = llvm.insertelement %a13, %ra3_1[%c1_i32 : i32] : vector<4xi8>
    %ra3_3 = llvm.insertelement %a14, %ra3_2[%c2_i32 : i32] : vector<4xi8>
    %ra3_4 = llvm.insertelement %a15, %ra3_3[%c3_i32 : i32] : vector<4xi8>
    %ra3 = llvm.bitcast %ra3_4 : vector<4xi8> to i32
    // B (row, col): b0 (4*t, g), b1 (4*t + 1, g), b2 (4*t + 2, g), b3 (4*t + 3, g),
    //   b4 (4*t + 16, g), b5 (4*t + 17, g), b6 (4*t + 18, g), b7 (4*t + 19, g)
    %b_base_row = arith.muli %t, %c32_i32 : i32
    %b_base = arith.addi %b_base_row, %g : i32
    %b0_p = llvm.getelementptr %b[%b_base] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b0 = llvm.load %b0_p : !llvm.ptr -> i8
    %b1_at = arith.addi %b_base, %c8_i32 : i32
    %b1_p = llvm.getelementptr %b[%b1_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b1 = llvm.load %b1_p : !llvm.ptr -> i8
    %b2_at = arith.addi %b_base, %c16_i32 : i32
    %b2_p = llvm.getelementptr %b[%b2_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b2 = llvm.load %b2_p : !llvm.ptr -> i8
    %b3_at = arith.addi %b_base, %c24_i32 : i32
    %b3_p = llvm.getelementptr %b[%b3_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b3 = llvm.load %b3_p : !llvm.ptr -> i8
    %b4_at = arith.addi %b_base, %c128_i32 : i32
    %b4_p = llvm.getelementptr %b[%b4_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b4 = llvm.load %b4_p : !llvm.ptr -> i8
    %b5_at = arith.addi %b_base, %c136_i32 : i32
    %b5_p = llvm.getelementptr %b[%b5_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b5 = llvm.load %b5_p : !llvm.ptr -> i8
    %b6_at = arith.addi %b_base, %c144_i32 : i32
    %b6_p = llvm.getelementptr %b[%b6_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b6 = llvm.load %b6_p : !llvm.ptr -> i8
    %b7_at = arith.addi %b_base, %c152_i32 : i32
    %b7_p = llvm.getelementptr %b[%b7_at] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %b7 = llvm.load %b7_p : !llvm.ptr -> i8
    %rb0_0 = llvm.mlir.undef : vector<4xi8>
    %rb0_1 = llvm.insertelement %b0, %rb0_0[%c0_i32 : i32] : vector<4xi8>
    %rb0_2 = llvm.insertelement %b1, %rb0_1[%c1_i32 : i32] : vector<4xi8>
    %rb0_3 = llvm.insertelement %b2, %rb0_2[%c2_i32 : i32] : vector<4xi8>
    %rb0_4 = llvm.insertelement %b3, %rb0_3[%c3_i32 : i32] : vector<4xi8>
    %rb0 = llvm.bitcast %rb0_4 : vector<4xi8> to i32
    %rb1_0 = llvm.mlir.undef : vector<4xi8>
    %rb1_1 = llvm.insertelement %b4, %rb1_0[%c0_i32 : i32] : vector<4xi8>
    %rb1_2 = llvm.insertelement %b5, %rb1_1[%c1_i32 : i32] : vector<4xi8>
    %rb1_3 = llvm.insertelement %b6, %rb1_2[%c2_i32 : i32] : vector<4xi8>
    %rb1_4 = llvm.insertelement %b7, %rb1_3[%c3_i32 : i32] : vector<4xi8>
    %rb1 = llvm.bitcast %rb1_4 : vector<4xi8> to i32
    // C (row, col): c0 (g, 2*t), c1 (g, 2*t + 1), c2 (g + 8, 2*t), c3 (g + 8, 2*t + 1)
    %c_base_row = arith.muli %g, %c8_i32 : i32
    %c_base = arith.addi %c_base_row, %t2 : i32
    %c0_p = llvm.getelementptr %c[%c_base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %c0 = llvm.load %c0_p : !llvm.ptr -> i32
    %c1_at = arith.addi %c_base, %c1_i32 : i32
    %c1_p = llvm.getelementptr %c[%c1_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %c1 = llvm.load %c1_p : !llvm.ptr -> i32
    %c2_at = arith.addi %c_base, %c64_i32 : i32
    %c2_p = llvm.getelementptr %c[%c2_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %c2 = llvm.load %c2_p : !llvm.ptr -> i32
    %c3_at = arith.addi %c_base, %c65_i32 : i32
    %c3_p = llvm.getelementptr %c[%c3_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %c3 = llvm.load %c3_p : !llvm.ptr -> i32
    %sat = nvvm.mma.sync A[%ra0, %ra1, %ra2, %ra3] B[%rb0, %rb1] C[%c0, %c1, %c2, %c3] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %wrap = nvvm.mma.sync A[%ra0, %ra1, %ra2, %ra3] B[%rb0, %rb1] C[%c0, %c1, %c2, %c3] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %s0 = llvm.extractvalue %sat[0] : !llvm.struct<(i32, i32, i32, i32)>
    %s1 = llvm.extractvalue %sat[1] : !llvm.struct<(i32, i32, i32, i32)>
    %s2 = llvm.extractvalue %sat[2] : !llvm.struct<(i32, i32, i32, i32)>
    %s3 = llvm.extractvalue %sat[3] : !llvm.struct<(i32, i32, i32, i32)>
    // S (row, col): s0 (g, 2*t), s1 (g, 2*t + 1), s2 (g + 8, 2*t), s3 (g + 8, 2*t + 1)
    %s_base_row = arith.muli %g, %c8_i32 : i32
    %s_base = arith.addi %s_base_row, %t2 : i32
    %s0_p = llvm.getelementptr %dsat[%s_base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %s0, %s0_p : i32, !llvm.ptr
    %s1_at = arith.addi %s_base, %c1_i32 : i32
    %s1_p = llvm.getelementptr %dsat[%s1_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %s1, %s1_p : i32, !llvm.ptr
    %s2_at = arith.addi %s_base, %c64_i32 : i32
    %s2_p = llvm.getelementptr %dsat[%s2_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %s2, %s2_p : i32, !llvm.ptr
    %s3_at = arith.addi %s_base, %c65_i32 : i32
    %s3_p = llvm.getelementptr %dsat[%s3_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %s3, %s3_p : i32, !llvm.ptr
    %w0 = llvm.extractvalue %wrap[0] : !llvm.struct<(i32, i32, i32, i32)>
    %w1 = llvm.extractvalue %wrap[1] : !llvm.struct<(i32, i32, i32, i32)>
    %w2 = llvm.extractvalue %wrap[2] : !llvm.struct<(i32, i32, i32, i32)>
    %w3 = llvm.extractvalue %wrap[3] : !llvm.struct<(i32, i32, i32, i32)>
    // W (row, col): w0 (g, 2*t), w1 (g, 2*t + 1), w2 (g + 8, 2*t), w3 (g + 8, 2*t + 1)
    %w_base_row = arith.muli %g, %c8_i32 : i32
    %w_base = arith.addi %w_base_row, %t2 : i32
    %w0_p = llvm.getelementptr %dwrap[%w_base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w0, %w0_p : i32, !llvm.ptr
    %w1_at = arith.addi %w_base, %c1_i32 : i32
    %w1_p = llvm.getelementptr %dwrap[%w1_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w1, %w1_p : i32, !llvm.ptr
    %w2_at = arith.addi %w_base, %c64_i32 : i32
    %w2_p = llvm.getelementptr %dwrap[%w2_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w2, %w2_p : i32, !llvm.ptr
    %w3_at = arith.addi %w_base, %c65_i32 : i32
    %w3_p = llvm.getelementptr %dwrap[%w3_at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w3, %w3_p : i32, !llvm.ptr
    llvm.return
  }

  // m8n8k4, f64 x f64 + f64 -> f64.
  llvm.func @f64(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    // groupID and threadID_in_group
    %g = arith.shrui %lane, %c2_i32 : i32
    %t = arith.andi %lane, %c3_i32 : i32
    %t2 = arith.muli %t, %c2_i32 : i32
    %t4 = arith.muli %t, %c4_i32 : i32
    // A (row, col): a0 (g, t)
    %a_base_row = arith.muli %g, %c4_i32 : i32
    %a_base = arith.addi %a_base_row, %t : i32
    %a0_p = llvm.getelementptr %a[%a_base] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    %a0 = llvm.load %a0_p : !llvm.ptr -> f64
    // B (row, col): b0 (t, g)
    %b_base_row = arith.muli %t, %c8_i32 : i32
    %b_base = arith.addi %b_base_row, %g : i32
    %b0_p = llvm.getelementptr %b[%b_base] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    %b0 = llvm.load %b0_p : !llvm.ptr -> f64
    // C (row, col): c0 (g, 2*t), c1 (g, 2*t + 1)
    %c_base_row = arith.muli %g, %c8_i32 : i32
    %c_base = arith.addi %c_base_row, %t2 : i32
    %c0_p = llvm.getelementptr %c[%c_base] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    %c0 = llvm.load %c0_p : !llvm.ptr -> f64
    %c1_at = arith.addi %c_base, %c1_i32 : i32
    %c1_p = llvm.getelementptr %c[%c1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    %c1 = llvm.load %c1_p : !llvm.ptr -> f64
    %mma = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
    %d0 = llvm.extractvalue %mma[0] : !llvm.struct<(f64, f64)>
    %d1 = llvm.extractvalue %mma[1] : !llvm.struct<(f64, f64)>
    // D (row, col): d0 (g, 2*t), d1 (g, 2*t + 1)
    %d_base_row = arith.muli %g, %c8_i32 : i32
    %d_base = arith.addi %d_base_row, %t2 : i32
    %d0_p = llvm.getelementptr %d[%d_base] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    llvm.store %d0, %d0_p : f64, !llvm.ptr
    %d1_at = arith.addi %d_base, %c1_i32 : i32
    %d1_p = llvm.getelementptr %d[%d1_at] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    llvm.store %d1, %d1_p : f64, !llvm.ptr
    llvm.return
  }
  // mma.sync with lanes 16-31 of the warp inactive: an error.
  llvm.func @half_warp(%d: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
    %c16_i32 = arith.constant 16 : i32
    %one = arith.constant 1.0 : f64
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16_i32 : i32
    scf.if %low {
      %mma = nvvm.mma.sync A[%one] B[%one] C[%one, %one] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
      %d0 = llvm.extractvalue %mma[0] : !llvm.struct<(f64, f64)>
      %p = llvm.getelementptr %d[%lane] : (!llvm.ptr, i32) -> !llvm.ptr, f64
      llvm.store %d0, %p : f64, !llvm.ptr
    }
    llvm.return
  }
}
