// Tiles of 64 rows over eight warps: too few rows for both warpgroups along
// M, so they sit side by side along N, each its contiguous half of the
// columns (`contiguous_n = true`).
//
// The bundled f16 GEMM (64x64 tiles of C) on sm_90a: each warpgroup's
// wgmma is m64n32k16 on all 64 rows of A and its 32 columns of B (its
// descriptor starts 32 elements along B's rows), odd sizes against the
// reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-sm90a.mlir
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts)' | FileCheck %s --check-prefix=LAYOUT
// LAYOUT: #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 2], shape = [64, 64], contiguous_n = true>
// RUN: FileCheck %s --check-prefix=HOPPER < %t/gemm-sm90a.mlir
// HOPPER-NOT: "nvvm.mma.sync"
// HOPPER: "nvvm.wgmma.mma_async"{{.*}}shape = #nvvm.shape<m = 64, n = 32, k = 16>
// HOPPER-NOT: "nvvm.mma.sync"
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=3 --dry-run --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 136 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
//
// On sm_100a one tcgen05.mma computes all 64 columns in tensor memory; the
// warps of the second warpgroup read their half with tcgen05.ld from
// column 32 on.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-sm100a.mlir
// RUN: FileCheck %s --check-prefix=BLACKWELL < %t/gemm-sm100a.mlir
// BLACKWELL-NOT: "nvvm.mma.sync"
// BLACKWELL: "nvvm.tcgen05.mma"
// BLACKWELL: "nvvm.tcgen05.ld"
// BLACKWELL-NOT: "nvvm.mma.sync"
// RUN: %tileiras-emulate %t/gemm-sm100a.mlir --grid=2,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// With one CTA per SM (an occupancy hint) the eight warps are the
// consumers of a warp-specialized kernel (a producer warpgroup of its own,
// block 384) on both targets.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}, sm_100 = {occupancy = 1}> {/' %examples/gemm_f16.mlir > %t/gemm-occupancy.mlir
// RUN: %tileiras-opt %t/gemm-occupancy.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws-sm90a.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED < %t/ws-sm90a.mlir
// SPECIALIZED: "nvvm.wgmma.mma_async"{{.*}}shape = #nvvm.shape<m = 64, n = 32, k = 16>
// SPECIALIZED: nv_tileas.consumer_threads = 256
// SPECIALIZED: nv_tileas.producer_warps = 4
// RUN: %tileiras-emulate %t/ws-sm90a.mlir --grid=2,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/gemm-occupancy.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws-sm100a.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED100 < %t/ws-sm100a.mlir
// SPECIALIZED100: "nvvm.tcgen05.mma"
// SPECIALIZED100: nv_tileas.consumer_threads = 256
// SPECIALIZED100: nv_tileas.producer_warps = 4
// RUN: %tileiras-emulate %t/ws-sm100a.mlir --grid=2,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// The bundled attention (64 rows of Q per CTA) at eight warps: S = Q K^T
// and O = P V on warpgroups side by side (the softmax's row maxima and sums
// meet across them), wgmma on sm_90a and tcgen05 on sm_100a.
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/att-sm90a.mlir
// RUN: FileCheck %s --check-prefix=HOPPER < %t/att-sm90a.mlir
// RUN: %tileiras-emulate %t/att-sm90a.mlir --grid=3,2 --seed=12 --dry-run --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 192 0.125 %t/att-ref.bin
// RUN: %tileiras-emulate %t/att-sm90a.mlir --grid=3,2 --seed=12 --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATTENTION
// ATTENTION: compare o: 24576 elements match
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/att-sm100a.mlir
// RUN: FileCheck %s --check-prefix=BLACKWELL < %t/att-sm100a.mlir
// RUN: %tileiras-emulate %t/att-sm100a.mlir --grid=3,2 --seed=12 --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATTENTION
//
// Warp-specialized at one CTA per SM on sm_100a.
// RUN: sed -e 's/%%scale: tile<f32>) {/%%scale: tile<f32>) optimization_hints=<sm_100 = {occupancy = 1}> {/' %examples/attention_f16.mlir > %t/att-occupancy.mlir
// RUN: %tileiras-opt %t/att-occupancy.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/att-ws-sm100a.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED100 < %t/att-ws-sm100a.mlir
// RUN: %tileiras-emulate %t/att-ws-sm100a.mlir --grid=3,2 --seed=12 --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATTENTION
