// GEMMs of 8-bit operands with B row-major (k x n, along N) on sm_100a:
// tcgen05.mma reads 8-bit B N-major (the descriptor's transpose bit), so
// the bundled GEMM's structure on f8E4M3FN and on u8 x s8 operands runs as
// tcgen05.mma kind::f8f6f4 and kind::i8 from TMA-fed stages (B staged for
// the product alone: no ldmatrix reads 8-bit B along N), where n and k are
// multiples of 16 (rows of 16-byte multiples, as TMA needs). wgmma takes
// 8-bit B only K-major: on sm_90a the pipeline stages B as its transpose
// (emulated/gemm-nn-8bit-staged.mlir). Odd sizes
// (100x80x48: partial tiles along M and N, a partial last K step) against
// the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g; s/div_by<8>/div_by<16>/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: sed -e 's/xf16/xi8/g; s/ptr<f16>/ptr<i8>/g; s/xf32/xi32/g; s/ptr<f32>/ptr<i32>/g; s/<f32: 0.000000e+00>/<i32: 0>/; s/mmaf %%at, %%bt, %%sum :/mmai %%at, %%bt, %%sum unsigned signed :/; s/div_by<8>/div_by<16>/g' %examples/gemm_f16.mlir > %t/u8s8.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 4800 1 %t/a4.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 3840 2 %t/b4.bin
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --out=c:%t/ref4.bin
// RUN: %tileiras-interpret %t/u8s8.mlir --grid=2,2 --seed=3 --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --out=c:%t/ref8.bin

// RUN: %tileiras-opt %t/e4m3.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/e4m3-sm100a.mlir
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<f8f6f4>' %t/e4m3-sm100a.mlir | FileCheck %s --check-prefix=ONE
// RUN: not grep -q 'mma.sync' %t/e4m3-sm100a.mlir
// RUN: %tileiras-emulate %t/e4m3-sm100a.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/u8s8.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/u8s8-sm100a.mlir
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<i8>' %t/u8s8-sm100a.mlir | FileCheck %s --check-prefix=ONE
// RUN: not grep -q 'mma.sync' %t/u8s8-sm100a.mlir
// RUN: %tileiras-emulate %t/u8s8-sm100a.mlir --grid=2,2 --seed=3 --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref8.bin | FileCheck %s
// ONE: 1

// The 128x128x64 tiles of bench/kernels/gemm_bf16_128.mlir on f8: one
// product, tcgen05.mma M = 128, N = 128 with B N-major (B's 128-byte rows
// one swizzle row; two instructions of 32 of K), at 150x112x176.
// RUN: sed -e 's/bf16/f8E4M3FN/g; s/div_by<8>/div_by<16>/g' %S/../../bench/kernels/gemm_bf16_128.mlir > %t/wide.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 26400 5 %t/wa.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 19712 6 %t/wb.bin
// RUN: %tileiras-interpret %t/wide.mlir --grid=2,1 --buffer=a:i8:26400:%t/wa.bin --buffer=b:i8:19712:%t/wb.bin \
// RUN:   --buffer=c:f32:16800:zeros --i32=150 --i32=112 --i32=176 --out=c:%t/wref.bin
// RUN: %tileiras-opt %t/wide.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/wide-sm100a.mlir
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<f8f6f4>' %t/wide-sm100a.mlir | FileCheck %s --check-prefix=TWO
// TWO: 2
// RUN: %tileiras-emulate %t/wide-sm100a.mlir --grid=2,1 --buffer=a:i8:26400:%t/wa.bin --buffer=b:i8:19712:%t/wb.bin \
// RUN:   --buffer=c:f32:16800:zeros --i32=150 --i32=112 --i32=176 --compare=c:%t/wref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=WIDE
// WIDE: compare c: 16800 elements match

// CHECK: compare c: 8000 elements match
