// The bundled f16 GEMM with an f16 result on this machine's GPU: on sm_90a
// and sm_100a the result tile leaves the CTA by one TMA store from a
// 128-byte-swizzled shared buffer, its operands arrive by TMA through
// mbarriers (test/emulated/tma-store.mlir runs the same without a GPU);
// elsewhere cp.async and vector stores. Odd sizes (100x72x200: partial
// tiles, seven K steps) against the reference rounded to f16.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/ptr<f32>/ptr<f16>/g; s/?x?xf32/?x?xf16/g' \
// RUN:     -e 's/%%tc = store_view_tko weak %%acc, %%cp\[%%bm, %%bn\] : tile<64x64xf32>/%%acc16 = ftof %%acc : tile<64x64xf32> -> tile<64x64xf16>\n    %%tc = store_view_tko weak %%acc16, %%cp[%%bm, %%bn] : tile<64x64xf16>/' \
// RUN:     %examples/gemm_f16.mlir > %t/gemm-f16-out.mlir
// RUN: %tileiras-opt %t/gemm-f16-out.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gemm.mlir
// RUN: %tileiras-run %t/gemm.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 200 %t/ref.bin f16
// RUN: %tileiras-run %t/gemm.mlir --grid=2,2 --seed=7 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --compare=c:%t/ref.bin:rtol=2e-3,atol=2e-3 | FileCheck %s
// CHECK: compare c: 7200 elements match
