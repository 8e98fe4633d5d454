// The bundled f16 GEMM with an f16 result (converted from its f32 sums
// before the store): on sm_90a and sm_100a the 64x64 f16 tile (128-byte
// rows) leaves the CTA by a TMA store (tileas-tma-stores): the threads
// store it into a buffer swizzled as the TMA's 128-byte pattern, and
// thread 0 copies the box to C, clipped at C's bounds (100x72: partial
// tiles along M and N). Against the reference rounded to f16, on both
// targets (the runs of gpu/tma-store.mlir); without
// the stores' proxy fence, or without the wait for the copy, the emulator
// reports the kernel.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/ptr<f32>/ptr<f16>/g; s/?x?xf32/?x?xf16/g' \
// RUN:     -e 's/%%tc = store_view_tko weak %%acc, %%cp\[%%bm, %%bn\] : tile<64x64xf32>/%%acc16 = ftof %%acc : tile<64x64xf32> -> tile<64x64xf16>\n    %%tc = store_view_tko weak %%acc16, %%cp[%%bm, %%bn] : tile<64x64xf16>/' \
// RUN:     %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.global.shared.cta"' %t/sm90a.mlir | FileCheck %s --check-prefix=STORE
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.global.shared.cta"' %t/sm100a.mlir | FileCheck %s --check-prefix=STORE
// STORE: 1
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 200 %t/ref.bin f16
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=7 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --compare=c:%t/ref.bin:rtol=2e-3,atol=2e-3 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=7 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --compare=c:%t/ref.bin:rtol=2e-3,atol=2e-3 | FileCheck %s
// CHECK: compare c: 7200 elements match
//
// RUN: grep -v 'proxy_kind<async.shared>' %t/sm100a.mlir > %t/no-fence.mlir
// RUN: not %tileiras-emulate %t/no-fence.mlir --grid=1,1 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:random --i32=100 --i32=72 --i32=200 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FENCE
// FENCE: no fence.proxy.async
// RUN: grep -v '"nvvm.cp.async.bulk.wait_group"' %t/sm90a.mlir > %t/no-wait.mlir
// RUN: not %tileiras-emulate %t/no-wait.mlir --grid=1,1 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f16:7200:random --i32=100 --i32=72 --i32=200 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WAIT
// WAIT: still reading shared memory
