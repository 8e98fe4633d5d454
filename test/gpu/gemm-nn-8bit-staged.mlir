// 8-bit GEMMs with B row-major (k x n, along N) on this machine's GPU, B
// staged as its transpose where wgmma or ldmatrix reads it (sm_80 to
// sm_90a; tcgen05 on sm_100a reads it as it is), against the interpreter:
// the bundled GEMM on f8E4M3FN, 100x80x48, and the MXFP8 GEMM of
// bench/kernels/gemm_mxf8.mlir, 150x160x176. The f8 operands are small
// integers (f8_codes.py e4m3int), whose sums every accumulator keeps
// exactly: Hopper's f8 wgmma keeps fewer bits of its sums than f32.
// Twin of emulated/gemm-nn-8bit-staged.mlir.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g; s/div_by<8>/div_by<16>/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3int 4800 1 %t/a4.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3int 3840 2 %t/b4.bin
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --out=c:%t/ref4.bin
// RUN: %tileiras-opt %t/e4m3.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/e4m3-gpu.mlir
// RUN: %tileiras-run %t/e4m3-gpu.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 8000 elements match

// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3int 26400 5 %t/ma.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3int 28160 6 %t/mb.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e8m0 900 7 %t/sa.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e8m0 960 8 %t/sb.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_mxf8.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 --out=c:%t/mref.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/mx-gpu.mlir
// RUN: %tileiras-run %t/mx-gpu.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/mref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s --check-prefix=MX
// MX: compare c: 24000 elements match
