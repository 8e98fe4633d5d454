// f8 matrix products on this machine's GPU: the bundled GEMM on f8E4M3FN
// and f8E5M2 operands (mma.sync m16n8k32 on f8 codes from sm_89 on, wgmma
// on sm_90a), against the interpreter (test/emulated/mma-gemm-f8.mlir runs
// the same without a GPU). The operands are small integers
// (f8_codes.py e4m3int, e5m2int), whose sums every accumulator keeps
// exactly: Hopper's f8 wgmma keeps fewer bits of its sums than f32.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: sed -e 's/f16/f8E5M2/g' %examples/gemm_f16.mlir > %t/e5m2.mlir
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3int 4000 1 %t/a4.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e4m3int 2880 2 %t/b4.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e5m2int 4000 3 %t/a5.bin
// RUN: %python %S/../emulated/Inputs/f8_codes.py e5m2int 2880 4 %t/b5.bin
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=2,2 --buffer=a:i8:4000:%t/a4.bin --buffer=b:i8:2880:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=c:%t/ref4.bin
// RUN: %tileiras-interpret %t/e5m2.mlir --grid=2,2 --buffer=a:i8:4000:%t/a5.bin --buffer=b:i8:2880:%t/b5.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=c:%t/ref5.bin
// RUN: %tileiras-opt %t/e4m3.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/e4m3-gpu.mlir
// RUN: %tileiras-opt %t/e5m2.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/e5m2-gpu.mlir
// RUN: %tileiras-run %t/e4m3-gpu.mlir --grid=2,2 --buffer=a:i8:4000:%t/a4.bin --buffer=b:i8:2880:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-run %t/e5m2-gpu.mlir --grid=2,2 --buffer=a:i8:4000:%t/a5.bin --buffer=b:i8:2880:%t/b5.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --compare=c:%t/ref5.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
