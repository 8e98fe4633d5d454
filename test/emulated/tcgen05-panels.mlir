// tcgen05.mma reads a B along N whose rows are wider than a swizzle row as
// panels of 128-byte rows side by side: the 128x128x64 bf16 GEMM's B
// (64x128, 256-byte rows) goes to each stage as two 64x64 panels, two TMA
// boxes of the view in 64-column tiles (tile (k, 2j + p) is panel p of tile
// (k, j)), and one M = 128, N = 128 instruction per 16 of K reads both
// through one descriptor whose leading byte offset (8192 bytes, 512 in
// 16-byte units) steps from panel to panel. Eight warps at one CTA per SM:
// the producer warpgroup issues the panels' copies. At 130x72x144 (the
// second panel of every B tile lies partly past n = 72, and the copy
// fills it with zeros) against the CPU reference; with the leading byte
// offset of a single panel instead, the products read the first panel
// twice and the result is wrong.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_bf16_128.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/ws.mlir | FileCheck %s --check-prefix=MMA
// MMA: 4
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/ws.mlir | FileCheck %s --check-prefix=COPIES
// COPIES: 3
// The descriptors' fixed bits: 128-byte swizzle, stride 1024 bytes, B's
// leading offset 512 (A's unused, 1).
// RUN: grep -c 'value = 4611756662083026944 : i64' %t/ws.mlir | FileCheck %s --check-prefix=LBO
// LBO: 1
// RUN: %tileiras-emulate %t/ws.mlir --grid=2,1 --seed=4 --dry-run --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/a.bin %t/b.bin 130 72 144 %t/ref.bin
// RUN: %tileiras-emulate %t/ws.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// CHECK: compare c: 9360 elements match
// RUN: sed -e 's/value = 4611756662083026944 : i64/value = 4611756662049538048 : i64/' %t/ws.mlir > %t/one-panel.mlir
// RUN: not %tileiras-emulate %t/one-panel.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-4,atol=1e-4 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: compare c: {{[0-9]+}} of 9360 elements differ
//
// 128x256 tiles over eight warps (no occupancy hint: no producer): on
// sm_100a B's 512-byte rows are four panels and one instruction per 16 of
// K has N = 256; the f32 result's 1024-byte rows leave as eight TMA stores
// of 128x32 boxes. On sm_90a B is staged in the same four panels, each
// warpgroup's 64 rows one wgmma m64n256k16 per 16 of K reading all four
// (the same leading byte offset), with the same eight stores. At
// 100x360x120: the second tile column reaches past n = 360, its last
// panels wholly.
// RUN: sed -e 's/64x128/64x256/g; s/128x128/128x256/g' %S/../../bench/kernels/gemm_bf16_128.mlir > %t/wide.mlir
// RUN: %tileiras-opt %t/wide.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/wide-sm100a.mlir
// RUN: %tileiras-opt %t/wide.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/wide-sm90a.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/wide-sm100a.mlir | FileCheck %s --check-prefix=MMA
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/wide-sm90a.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 4
// RUN: grep -c 'value = 4611686293338849280 : i64' %t/wide-sm90a.mlir | FileCheck %s --check-prefix=LBO
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.global.shared.cta"' %t/wide-sm100a.mlir %t/wide-sm90a.mlir | FileCheck %s --check-prefix=STORES
// STORES: wide-sm100a.mlir:8
// STORES: wide-sm90a.mlir:8
// The descriptors' fixed bits: B's leading offset 8192 bytes between its
// four panels.
// RUN: grep -c 'value = 4611756662083026944 : i64' %t/wide-sm100a.mlir | FileCheck %s --check-prefix=LBO
// RUN: %tileiras-emulate %t/wide-sm100a.mlir --grid=1,2 --seed=4 --dry-run --buffer=a:bf16:12000:random \
// RUN:   --buffer=b:bf16:43200:random --buffer=c:f32:36000:zeros --i32=100 --i32=360 --i32=120 \
// RUN:   --out=a:%t/wa.bin --out=b:%t/wb.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/wa.bin %t/wb.bin 100 360 120 %t/wref.bin
// RUN: %tileiras-emulate %t/wide-sm100a.mlir --grid=1,2 --seed=4 --buffer=a:bf16:12000:random \
// RUN:   --buffer=b:bf16:43200:random --buffer=c:f32:36000:zeros --i32=100 --i32=360 --i32=120 \
// RUN:   --compare=c:%t/wref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=WIDE
// RUN: %tileiras-emulate %t/wide-sm90a.mlir --grid=1,2 --seed=4 --buffer=a:bf16:12000:random \
// RUN:   --buffer=b:bf16:43200:random --buffer=c:f32:36000:zeros --i32=100 --i32=360 --i32=120 \
// RUN:   --compare=c:%t/wref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=WIDE
// WIDE: compare c: 36000 elements match
//
// The same tiles on f8E4M3FN (sm_100a, kind::f8f6f4): B's 256 one-byte
// columns are two panels of 128, one instruction per 32 of K reads both, at
// 100x352x112 against the interpreter.
// RUN: sed -e 's/bf16/f8E4M3FN/g; s/div_by<8>/div_by<16>/g' %t/wide.mlir > %t/wide-f8.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 11200 5 %t/fa.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 39424 6 %t/fb.bin
// RUN: %tileiras-interpret %t/wide-f8.mlir --grid=1,2 --buffer=a:i8:11200:%t/fa.bin --buffer=b:i8:39424:%t/fb.bin \
// RUN:   --buffer=c:f32:35200:zeros --i32=100 --i32=352 --i32=112 --out=c:%t/fref.bin
// RUN: %tileiras-opt %t/wide-f8.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/wide-f8-sm100a.mlir
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<f8f6f4>' %t/wide-f8-sm100a.mlir | FileCheck %s --check-prefix=F8MMA
// F8MMA: 2
// RUN: grep -c 'value = 4611756662083026944 : i64' %t/wide-f8-sm100a.mlir | FileCheck %s --check-prefix=LBO
// RUN: %tileiras-emulate %t/wide-f8-sm100a.mlir --grid=1,2 --buffer=a:i8:11200:%t/fa.bin --buffer=b:i8:39424:%t/fb.bin \
// RUN:   --buffer=c:f32:35200:zeros --i32=100 --i32=352 --i32=112 --compare=c:%t/fref.bin:rtol=1e-5,atol=1e-5 \
// RUN:   | FileCheck %s --check-prefix=F8
// F8: compare c: 35200 elements match
