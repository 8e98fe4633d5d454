// The cuTile-style attention of bench/kernels/attention_f16_exp2.mlir
// (scores scaled by scale * log2(e), the softmax as exp2 with
// flush_to_zero, the result divided with rounding<approx>) at eight warps
// on every target, against the double-precision reference of softmax(scale Q
// K^T) V: each power of two becomes one ex2.approx.ftz in PTX (no f32 FMA
// sequence of a full-precision exp), the division one div.approx.ftz. Two
// blocks of 128 rows and two heads at seq = 256: four key blocks over the
// stages. On sm_90a both products are wgmma (P V with A from registers).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/attention_f16_exp2.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-opt %S/../../bench/kernels/attention_f16_exp2.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: %tileiras-opt %S/../../bench/kernels/attention_f16_exp2.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: grep -c 'wgmma.mma_async' %t/sm90a.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 8
// RUN: grep -c '"math.exp2".*nv_tileaa.flush_to_zero' %t/sm90a.mlir | FileCheck %s --check-prefix=EX2
// EX2: 34
// RUN: not grep -q '"math.exp"' %t/sm90a.mlir
// RUN: grep -c '"arith.divf".*rounding<approx>' %t/sm90a.mlir | FileCheck %s --check-prefix=DIV
// DIV: 32
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=12 --dry-run --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 256 0.125 %t/ref.bin
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=12 --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=12 --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,2 --seed=12 --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// CHECK: compare o: 32768 elements match
