// f8 products on sm_80, which has no f8 mma.sync: each m16n8k32 of the f8
// fragments is two f16 m16n8k16 on them widened in registers (e5m2: the
// code is the top byte of its f16; e4m3: rebiased by an f16 multiply by
// 2^8, its NaN code made NaN). Every code of each format goes through A
// and then through B of the bundled GEMM, the other operand an identity,
// so that C is the decoded codes exactly (no tolerance): zeros and
// subnormals, the largest values, and last the NaN and infinity codes
// (in A's last row, which they make NaN; in B's last row, which makes
// the columns they are in NaN).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: sed -e 's/f16/f8E5M2/g' %examples/gemm_f16.mlir > %t/e5m2.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3every 4096 0 %t/e4m3-every.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3identity 4096 0 %t/e4m3-id.bin
// RUN: %python %S/Inputs/f8_codes.py e5m2every 4096 0 %t/e5m2-every.bin
// RUN: %python %S/Inputs/f8_codes.py e5m2identity 4096 0 %t/e5m2-id.bin
// RUN: %tileiras-opt %t/e4m3.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/e4m3-sm80.mlir
// RUN: %tileiras-opt %t/e5m2.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/e5m2-sm80.mlir
// RUN: grep -c '"nvvm.mma.sync".*multiplicandAPtxType = #nvvm.mma_type<f16>' %t/e4m3-sm80.mlir | FileCheck %s --check-prefix=WIDENED
// RUN: grep -c '"nvvm.mma.sync".*multiplicandAPtxType = #nvvm.mma_type<f16>' %t/e5m2-sm80.mlir | FileCheck %s --check-prefix=WIDENED
// WIDENED: 16

// Every code in A.
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-every.bin --buffer=b:i8:4096:%t/e4m3-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-a4.bin
// RUN: %tileiras-emulate %t/e4m3-sm80.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-every.bin --buffer=b:i8:4096:%t/e4m3-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-a4.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-interpret %t/e5m2.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-every.bin --buffer=b:i8:4096:%t/e5m2-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-a5.bin
// RUN: %tileiras-emulate %t/e5m2-sm80.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-every.bin --buffer=b:i8:4096:%t/e5m2-id.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-a5.bin:rtol=0,atol=0 | FileCheck %s

// Every code in B.
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-id.bin --buffer=b:i8:4096:%t/e4m3-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-b4.bin
// RUN: %tileiras-emulate %t/e4m3-sm80.mlir --grid=1,1 --buffer=a:i8:4096:%t/e4m3-id.bin --buffer=b:i8:4096:%t/e4m3-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-b4.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-interpret %t/e5m2.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-id.bin --buffer=b:i8:4096:%t/e5m2-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --out=c:%t/ref-b5.bin
// RUN: %tileiras-emulate %t/e5m2-sm80.mlir --grid=1,1 --buffer=a:i8:4096:%t/e5m2-id.bin --buffer=b:i8:4096:%t/e5m2-every.bin \
// RUN:   --buffer=c:f32:4096:zeros --i32=64 --i32=64 --i32=64 --compare=c:%t/ref-b5.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare c: 4096 elements match
