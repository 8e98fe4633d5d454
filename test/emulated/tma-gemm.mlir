// The bundled f16 GEMM with its K loop fed by TMA: on sm_90a into wgmma,
// on sm_100a with the sums in registers (use-tensor-memory=false) into
// ldmatrix and mma.sync (tcgen05-gemm.mlir runs the tensor-memory form). Odd sizes (100x72x40: partial
// tiles along M, N and K, the TMA filling zeros outside the views, two K
// steps) against the reference, and the same kernels with one step of the
// protocol broken, which the emulator must report: without the acquire
// fence the copies would read tensor maps the tensormap proxy has not seen;
// expecting fewer bytes than a stage's boxes hold lets the phase complete
// before the last copy has landed, whose bytes the products then read;
// expecting more leaves the phase incomplete forever (a deadlock); without
// the wait, the fragments are read before the copies land.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm100a-registers' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin \
// RUN:   --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
//
// K = 200: seven K steps, so each stage is refilled after the threads have
// released it on its empty barrier (no CTA barrier in the loop); without
// the releases, thread 0 waits forever for the first refill.
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 --out=a:%t/a2.bin \
// RUN:   --out=b:%t/b2.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a2.bin %t/b2.bin 100 72 200 %t/ref2.bin
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=7 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --compare=c:%t/ref2.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=7 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --compare=c:%t/ref2.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: grep -v '"nvvm.mbarrier.arrive"(' %t/sm100a.mlir > %t/no-release.mlir
// RUN: not %tileiras-emulate %t/no-release.mlir --grid=1,1 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NORELEASE
// NORELEASE: that can never complete: 4 arrivals
//
// RUN: grep -v '"nvvm.fence.proxy.acquire"' %t/sm90a.mlir > %t/no-acquire.mlir
// RUN: not %tileiras-emulate %t/no-acquire.mlir --grid=1,1 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ACQUIRE
// ACQUIRE: without a fence.proxy.release of the writer and then a fence.proxy.acquire
// RUN: sed -e 's/<{value = 4096 : i32}>/<{value = 2048 : i32}>/' %t/sm90a.mlir > %t/fewer.mlir
// RUN: not %tileiras-emulate %t/fewer.mlir --grid=1,1 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FEWER
// FEWER: before the TMA copy of line {{[0-9]+}} that writes it completed
// RUN: sed -e 's/<{value = 4096 : i32}>/<{value = 8192 : i32}>/' %t/sm90a.mlir > %t/more.mlir
// RUN: not %tileiras-emulate %t/more.mlir --grid=1,1 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MORE
// MORE: that can never complete
// RUN: grep -v '"nvvm.mbarrier.try_wait.parity"' %t/sm100a.mlir > %t/no-wait.mlir
// RUN: not %tileiras-emulate %t/no-wait.mlir --grid=1,1 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: before the TMA copy of line {{[0-9]+}} that writes it completed
