// The 128x128x128 f8 GEMM of bench/kernels/gemm_f8_tn.mlir (B stored n x k)
// at 4 warps, against the interpreter at 136x144x272 (partial tiles along
// M and K). On sm_90a each warpgroup computes two blocks of 64 rows; the
// product has no fast_acc, so each block of 64 rows and 128 columns (one
// m64n128k32 per 32 of K) runs from zero (scale-d 0) and is added to the
// f32 sums before the next one starts (the empty inline assembly keeps the
// additions before it). On
// sm_100a the same product is tcgen05.mma kind::f8f6f4 with M = 128.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py e4m3 36992 7 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 39168 8 %t/b.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_f8_tn.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin \
// RUN:   --buffer=b:i8:39168:%t/b.bin --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --out=c:%t/ref.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_f8_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: grep -c 'scaleD = #nvvm.wgmma_scale_out<zero>' %t/sm90a.mlir | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: 2
// RUN: grep '"nvvm.wgmma.mma_async"' %t/sm90a.mlir | FileCheck %s --check-prefix=SHAPE
// SHAPE-COUNT-8: shape = #nvvm.shape<m = 64, n = 128, k = 32>
// RUN: grep -c '"llvm.inline_asm".*asm_string = ""' %t/sm90a.mlir | FileCheck %s --check-prefix=PINS
// PINS: 1
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin --buffer=b:i8:39168:%t/b.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_f8_tn.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<f8f6f4>' %t/sm100a.mlir | FileCheck %s --check-prefix=TCGEN05
// TCGEN05: 4
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin --buffer=b:i8:39168:%t/b.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// Eight warps at one CTA per SM (an occupancy hint): a producer warpgroup
// issues the copies; on sm_90a each consumer warpgroup promotes its block
// of 64 rows and 128 columns in one.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}, sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_f8_tn.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws-sm90a.mlir
// RUN: grep -c '"nvvm.setmaxregister"' %t/ws-sm90a.mlir | FileCheck %s --check-prefix=SPLIT
// SPLIT: 2
// RUN: grep -c 'scaleD = #nvvm.wgmma_scale_out<zero>' %t/ws-sm90a.mlir | FileCheck %s --check-prefix=WSBLOCKS
// WSBLOCKS: 1
// RUN: %tileiras-emulate %t/ws-sm90a.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin --buffer=b:i8:39168:%t/b.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws-sm100a.mlir
// RUN: grep -c 'nv_tileas.producer_warps' %t/ws-sm100a.mlir | FileCheck %s --check-prefix=PRODUCER
// PRODUCER: {{[1-9]}}
// RUN: %tileiras-emulate %t/ws-sm100a.mlir --grid=2,2 --buffer=a:i8:36992:%t/a.bin --buffer=b:i8:39168:%t/b.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=272 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 19584 elements match
