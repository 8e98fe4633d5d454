// Every f8 code through the bundled GEMM on this machine's GPU, A and
// then B, the other operand an identity: C is the decoded codes exactly.
// With gpu_chip=sm_80 the products are f16 mma.sync on the fragments
// widened in registers; from sm_89 on, mma.sync on the f8 codes
// (test/emulated/mma-f8-widened.mlir runs the same without a GPU).
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: sed -e 's/f16/f8E5M2/g' %examples/gemm_f16.mlir > %t/e5m2.mlir
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3every 4096 0 %t/e4m3-every.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3identity 4096 0 %t/e4m3-id.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e5m2every 4096 0 %t/e5m2-every.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e5m2identity 4096 0 %t/e5m2-id.bin
// RUN: %tileiras-opt %t/e4m3.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/e4m3-gpu.mlir
// RUN: %tileiras-opt %t/e5m2.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/e5m2-gpu.mlir

// Every code in A.
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-every.bin --buffer=b:i8:4096:%t/e4m3-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-a4.bin
// RUN: %tileiras-run %t/e4m3-gpu.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-every.bin --buffer=b:i8:4096:%t/e4m3-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-a4.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-interpret %t/e5m2.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-every.bin --buffer=b:i8:4096:%t/e5m2-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-a5.bin
// RUN: %tileiras-run %t/e5m2-gpu.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-every.bin --buffer=b:i8:4096:%t/e5m2-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-a5.bin:rtol=0,atol=0 | FileCheck %s

// Every code in B.
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-id.bin --buffer=b:i8:4096:%t/e4m3-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-b4.bin
// RUN: %tileiras-run %t/e4m3-gpu.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-id.bin --buffer=b:i8:4096:%t/e4m3-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-b4.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-interpret %t/e5m2.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-id.bin --buffer=b:i8:4096:%t/e5m2-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-b5.bin
// RUN: %tileiras-run %t/e5m2-gpu.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-id.bin --buffer=b:i8:4096:%t/e5m2-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-b5.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare c: 4096 elements match
