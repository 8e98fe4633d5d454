// Tiles whose rows are wider than the widest TMA swizzle (128 bytes) leave
// the CTA as panels of 128-byte rows side by side (tileas-tma-stores), each
// a TMA store clipped at the view's bounds: at n = 200 the second tile
// column's first panel is cut at column 200 and, for f32, its other panels
// lie wholly outside C. Against the CPU reference on sm_90a and sm_100a:
// - the bundled f16 GEMM (64x64 f32 tiles: two 64x32 panels);
// - its 64x128 variant with an f16 result (two 64x64 panels, written by
//   stmatrix).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/ptr<f32>/ptr<f16>/g; s/?x?xf32/?x?xf16/g' \
// RUN:     -e 's/32x64/32x128/g; s/64x64/64x128/g' \
// RUN:     -e 's/%%tc = store_view_tko weak %%acc, %%cp\[%%bm, %%bn\] : tile<64x128xf32>/%%acc16 = ftof %%acc : tile<64x128xf32> -> tile<64x128xf16>\n    %%tc = store_view_tko weak %%acc16, %%cp[%%bm, %%bn] : tile<64x128xf16>/' \
// RUN:     %examples/gemm_f16.mlir > %t/gemm16.mlir
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/f32-sm90a.mlir
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/f32-sm100a.mlir
// RUN: %tileiras-opt %t/gemm16.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/f16-sm90a.mlir
// RUN: %tileiras-opt %t/gemm16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/f16-sm100a.mlir
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.global.shared.cta"' %t/f32-sm90a.mlir %t/f32-sm100a.mlir %t/f16-sm90a.mlir %t/f16-sm100a.mlir | FileCheck %s --check-prefix=STORES
// STORES: f32-sm90a.mlir:2
// STORES: f32-sm100a.mlir:2
// STORES: f16-sm90a.mlir:2
// STORES: f16-sm100a.mlir:2
// RUN: grep -c '"nvvm.stmatrix"' %t/f16-sm90a.mlir | FileCheck %s --check-prefix=STMATRIX
// STMATRIX: {{[1-9]}}
// One fence for the async proxy and one barrier before the first panel's
// copy order both panels' writes; the second copy follows at once (the
// emulator reports a copy reading bytes not fenced for its proxy).
// RUN: FileCheck %s --check-prefix=ONCE < %t/f32-sm90a.mlir
// RUN: FileCheck %s --check-prefix=ONCE < %t/f16-sm100a.mlir
// ONCE: "nvvm.cp.async.bulk.tensor.global.shared.cta"
// ONCE-NOT: "nvvm.barrier0"
// ONCE-NOT: "nvvm.fence.proxy"
// ONCE: "nvvm.cp.async.bulk.tensor.global.shared.cta"
//
// RUN: %tileiras-emulate %t/f32-sm90a.mlir --grid=2,4 --seed=3 --dry-run --buffer=a:f16:7200:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:20000:zeros --i32=100 --i32=200 --i32=72 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 200 72 %t/ref32.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 200 72 %t/ref16.bin f16
// RUN: %tileiras-emulate %t/f32-sm90a.mlir --grid=2,4 --seed=3 --buffer=a:f16:7200:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:20000:zeros --i32=100 --i32=200 --i32=72 \
// RUN:   --compare=c:%t/ref32.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// RUN: %tileiras-emulate %t/f32-sm100a.mlir --grid=2,4 --seed=3 --buffer=a:f16:7200:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:20000:zeros --i32=100 --i32=200 --i32=72 \
// RUN:   --compare=c:%t/ref32.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// RUN: %tileiras-emulate %t/f16-sm90a.mlir --grid=2,2 --seed=3 --buffer=a:f16:7200:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:20000:zeros --i32=100 --i32=200 --i32=72 \
// RUN:   --compare=c:%t/ref16.bin:rtol=2e-3,atol=2e-3 | FileCheck %s
// RUN: %tileiras-emulate %t/f16-sm100a.mlir --grid=2,2 --seed=3 --buffer=a:f16:7200:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:20000:zeros --i32=100 --i32=200 --i32=72 \
// RUN:   --compare=c:%t/ref16.bin:rtol=2e-3,atol=2e-3 | FileCheck %s
// CHECK: compare c: 20000 elements match
