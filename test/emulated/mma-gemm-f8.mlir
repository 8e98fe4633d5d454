// f8 matrix products on tensor cores: the bundled GEMM with f8E4M3FN (and
// f8E5M2) operands. From sm_89 on mma.sync m16n8k32 takes f8 codes with the
// fragments of its 8-bit integer form (inline PTX: LLVM 22's nvvm.mma.sync
// does not take f8); sm_80 has no such instruction: each m16n8k32 is two
// f16 m16n8k16 on the same fragments widened in registers
// (emulated/mma-f8-widened.mlir checks every code). Here on sm_89, sm_100a
// (sums in registers where tcgen05 does not take the product) and sm_80;
// on sm_90a wgmma takes it (emulated/gemm-nn-8bit-staged.mlir).
// Odd sizes (100x72x40: a partial K step) against the interpreter, which
// runs the cuda_tile source op by op.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: sed -e 's/f16/f8E5M2/g' %examples/gemm_f16.mlir > %t/e5m2.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 4000 1 %t/a4.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 2880 2 %t/b4.bin
// RUN: %python %S/Inputs/f8_codes.py e5m2 4000 3 %t/a5.bin
// RUN: %python %S/Inputs/f8_codes.py e5m2 2880 4 %t/b5.bin
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=2,2 --buffer=a:i8:4000:%t/a4.bin --buffer=b:i8:2880:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=c:%t/ref4.bin
// RUN: %tileiras-interpret %t/e5m2.mlir --grid=2,2 --buffer=a:i8:4000:%t/a5.bin --buffer=b:i8:2880:%t/b5.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=c:%t/ref5.bin
// RUN: %tileiras-opt %t/e4m3.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_89},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/e4m3-sm89.mlir
// RUN: grep -c '"llvm.inline_asm".*mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32' %t/e4m3-sm89.mlir | FileCheck %s --check-prefix=MMA
// MMA: 8
// RUN: %tileiras-emulate %t/e4m3-sm89.mlir --grid=2,2 --buffer=a:i8:4000:%t/a4.bin --buffer=b:i8:2880:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/e5m2.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/e5m2-sm100a.mlir
// RUN: grep -c '"llvm.inline_asm".*mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32' %t/e5m2-sm100a.mlir | FileCheck %s --check-prefix=MMA
// RUN: %tileiras-emulate %t/e5m2-sm100a.mlir --grid=2,2 --buffer=a:i8:4000:%t/a5.bin --buffer=b:i8:2880:%t/b5.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --compare=c:%t/ref5.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/e4m3.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/e4m3-sm80.mlir
// RUN: grep -c '"nvvm.mma.sync".*multiplicandAPtxType = #nvvm.mma_type<f16>' %t/e4m3-sm80.mlir | FileCheck %s --check-prefix=WIDENED
// RUN: not grep -q 'inline_asm' %t/e4m3-sm80.mlir
// RUN: %tileiras-emulate %t/e4m3-sm80.mlir --grid=2,2 --buffer=a:i8:4000:%t/a4.bin --buffer=b:i8:2880:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
// Two f16 instructions for each of the 8 f8 atoms of a warp's 32x32 share.
// WIDENED: 16
