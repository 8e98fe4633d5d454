// examples/attention_f16.mlir on sm_100a, its two products per key block as
// tcgen05.mma with A in tensor memory, run by tileiras-emulate against the
// double-precision reference: Q is written to tensor memory once, before
// the loop; each step S = Q K^T replaces its sums (read back after its
// commit's barrier phase), and P and the rescaled O are written there for
// O = P V + O. Five key blocks over three stages: every stage and both
// phases of every barrier are used.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/attention_f16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/att.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/att.mlir | FileCheck %s --check-prefix=MMAS
// MMAS: 8
// RUN: grep -c 'shape_16x128b' %t/att.mlir | FileCheck %s --check-prefix=ASTORES
// ASTORES: 2
// RUN: not grep -q '"nvvm.mma.sync"' %t/att.mlir
// RUN: %tileiras-emulate %t/att.mlir --grid=5,2 --seed=12 --dry-run --buffer=q:f16:40960:random \
// RUN:   --buffer=k:f16:40960:random --buffer=v:f16:40960:random --buffer=o:f32:40960:zeros --i32=320 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 320 0.125 %t/ref.bin
// RUN: %tileiras-emulate %t/att.mlir --grid=5,2 --seed=12 --buffer=q:f16:40960:random \
// RUN:   --buffer=k:f16:40960:random --buffer=v:f16:40960:random --buffer=o:f32:40960:zeros --i32=320 \
// RUN:   --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// CHECK: compare o: 40960 elements match
//
// The protocol broken once each is reported. Without the commits, no
// product's barrier phase ever completes; without tcgen05.wait::st, a
// product may read P or the sums before their stores are complete; without
// the tcgen05 fences, the stores are not ordered before the thread
// synchronization after which thread 0 starts the product.
// RUN: grep -v '"nvvm.tcgen05.commit"' %t/att.mlir > %t/no-commit.mlir
// RUN: not %tileiras-emulate %t/no-commit.mlir --grid=1,1 --buffer=q:f16:8192:random \
// RUN:   --buffer=k:f16:8192:random --buffer=v:f16:8192:random --buffer=o:f32:8192:zeros --i32=128 \
// RUN:   --f32=0.125 2>&1 | FileCheck %s --check-prefix=NOCOMMIT
// NOCOMMIT: that can never complete: 1 arrivals and 0 bytes missing
// RUN: grep -v 'tcgen05_wait<store>' %t/att.mlir > %t/no-wait-st.mlir
// RUN: not %tileiras-emulate %t/no-wait-st.mlir --grid=1,1 --buffer=q:f16:8192:random \
// RUN:   --buffer=k:f16:8192:random --buffer=v:f16:8192:random --buffer=o:f32:8192:zeros --i32=128 \
// RUN:   --f32=0.125 2>&1 | FileCheck %s --check-prefix=NOWAITST
// NOWAITST: before a tcgen05.wait::st
// RUN: grep -v '"nvvm.tcgen05.fence"' %t/att.mlir > %t/no-fence.mlir
// RUN: not %tileiras-emulate %t/no-fence.mlir --grid=1,1 --buffer=q:f16:8192:random \
// RUN:   --buffer=k:f16:8192:random --buffer=v:f16:8192:random --buffer=o:f32:8192:zeros --i32=128 \
// RUN:   --f32=0.125 2>&1 | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: executed no tcgen05.fence::before_thread_sync
//
// With 128 rows of Q per tile block over 8 warps (bench/kernels/
// attention_f16_128.mlir): the in-step products keep blocks of M = 64 (two
// per product), whose lanes the warpgroup accumulators' warps already
// hold, so S, P and O move without a conversion.
// RUN: %tileiras-opt %S/../../bench/kernels/attention_f16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/att128.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/att128.mlir | FileCheck %s --check-prefix=MMAS128
// MMAS128: 16
// RUN: not grep -q '"nvvm.mma.sync"' %t/att128.mlir
// RUN: %tileiras-emulate %t/att128.mlir --grid=2,2 --seed=12 --dry-run --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --out=q:%t/q128.bin --out=k:%t/k128.bin --out=v:%t/v128.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q128.bin %t/k128.bin %t/v128.bin 2 256 0.125 %t/ref128.bin
// RUN: %tileiras-emulate %t/att128.mlir --grid=2,2 --seed=12 --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --compare=o:%t/ref128.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=CHECK128
// CHECK128: compare o: 32768 elements match
//
// The same at one CTA per SM (an occupancy hint): warp-specialized, a
// producer warpgroup issuing K's and V's copies; the in-step products'
// mbarriers are initialized in the consumers' region, where thread 0's
// init reaches the other consumers through their named barrier.
// RUN: sed -e 's/%%scale: tile<f32>) {/%%scale: tile<f32>) optimization_hints=<sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/attention_f16_128.mlir > %t/att128-occupancy.mlir
// RUN: %tileiras-opt %t/att128-occupancy.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/att128-ws.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED128 < %t/att128-ws.mlir
// SPECIALIZED128: "nvvm.tcgen05.mma"
// SPECIALIZED128: nv_tileas.producer_warps = 4
// RUN: %tileiras-emulate %t/att128-ws.mlir --grid=2,2 --seed=12 --buffer=q:f16:32768:random \
// RUN:   --buffer=k:f16:32768:random --buffer=v:f16:32768:random --buffer=o:f32:32768:zeros --i32=256 \
// RUN:   --f32=0.125 --compare=o:%t/ref128.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=CHECK128
