// Twin of gpu/gemm-8bit.mlir: the same launches of 8-bit products on
// sm_90a in the emulator, against the interpreter's results: the f8 TN
// GEMM (bench/kernels/gemm_f8_tn.mlir) at 4 warps and at 8 with a producer
// warpgroup, the MXFP8 TN GEMM (gemm_mxf8_tn.mlir) and the bundled GEMM as
// u8 x s8 -> i32. The f8 operands are small integers (f8_codes.py
// e4m3int), as on the GPU, whose f8 wgmma keeps fewer bits of its sums
// than f32; gemm-f8-tn-128.mlir, mma-block-scaled.mlir and gemm-nn-8bit.mlir
// run these paths on codes of every magnitude.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py e4m3int 36992 7 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3int 39168 8 %t/b.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_f8_tn.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin \
// RUN:   --buffer=b:i8:39168:%t/b.bin --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --out=c:%t/ref.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_f8_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/f8.mlir
// RUN: %tileiras-emulate %t/f8.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin --buffer=b:i8:39168:%t/b.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=F8
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}, sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_f8_tn.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/f8-ws.mlir
// RUN: %tileiras-emulate %t/f8-ws.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin --buffer=b:i8:39168:%t/b.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=F8
// F8: compare c: 19584 elements match
//
// RUN: %python %S/Inputs/f8_codes.py e4m3int 26400 1 %t/ma.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3int 28160 2 %t/mb.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 900 3 %t/sa.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 960 4 %t/sb.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_mxf8_tn.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 --out=c:%t/mref.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/mx.mlir
// RUN: %tileiras-emulate %t/mx.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/mref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s --check-prefix=MX
// MX: compare c: 24000 elements match
//
// RUN: sed -e 's/xf16/xi8/g; s/ptr<f16>/ptr<i8>/g; s/xf32/xi32/g; s/ptr<f32>/ptr<i32>/g; s/<f32: 0.000000e+00>/<i32: 0>/; s/mmaf %%at, %%bt, %%sum :/mmai %%at, %%bt, %%sum unsigned signed :/; s/div_by<8>/div_by<16>/g' %examples/gemm_f16.mlir > %t/u8s8-src.mlir
// RUN: %tileiras-opt %t/u8s8-src.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/u8s8.mlir
// RUN: %tileiras-emulate %t/u8s8.mlir --grid=2,2 --seed=3 --dry-run --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --out=a:%t/ia.bin --out=b:%t/ib.bin
// RUN: %tileiras-interpret %t/u8s8-src.mlir --grid=2,2 --buffer=a:i8:4800:%t/ia.bin --buffer=b:i8:3840:%t/ib.bin \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --out=c:%t/iref.bin
// RUN: %tileiras-emulate %t/u8s8.mlir --grid=2,2 --seed=3 --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/iref.bin | FileCheck %s --check-prefix=INT
// INT: compare c: 8000 elements match
