// tileas-pipeline on the bundled f16 GEMM: A (64x32) and B (32x64) go from
// global memory into three stages each of one swizzled buffer (Sw<2,3,3>
// for 64-byte rows, Sw<3,3,3> for 128-byte ones), stacked along the rows;
// the copies of k steps 0 and 1 start before the loop; each step waits for
// its stage with the two newer copies (one per operand and step) in flight,
// reads its fragments from stage k % 3 and starts the copies of step k + 2
// into stage (k + 2) % 3; after the loop every copy is waited for.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s
// Two stages: the wait leaves nothing in flight (the copies of the next step
// start after it).
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{stages=2}))' | FileCheck %s --check-prefix=TWO
// Off: the loads and conversions stay.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{stages=0}))' | FileCheck %s --check-prefix=OFF

// CHECK: %[[A:.*]] = nv_tileas.alloc_tensor {alignment = 1024 : i64, nv_tileas.pipeline_buffer} : !nv_tileaa.memref<192x32xf16, strides = [32, 1], shared, Sw<2,3,3>>
// CHECK: %[[AV:.*]] = nv_tileaa.block_tile %[[A]]
// CHECK: %[[B:.*]] = nv_tileas.alloc_tensor {alignment = 1024 : i64, nv_tileas.pipeline_buffer} : !nv_tileaa.memref<96x64xf16, strides = [64, 1], shared, Sw<3,3,3>>
// CHECK: %[[BV:.*]] = nv_tileaa.block_tile %[[B]]
// CHECK: nv_tileas.async.tiled_copy %{{.*}}, %[[AV]][%c0{{.*}}, %c0{{.*}}]
// CHECK: nv_tileas.async.tiled_copy %{{.*}}, %[[BV]][%c0{{.*}}, %c0{{.*}}]
// CHECK: nv_tileas.async.tiled_copy %{{.*}}, %[[AV]][%c1{{.*}}, %c0{{.*}}]
// CHECK: nv_tileas.async.tiled_copy %{{.*}}, %[[BV]][%c1{{.*}}, %c0{{.*}}]
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: %[[FROM:.*]] = arith.subi %[[K]], %c0
// CHECK: %[[I:.*]] = arith.divui %[[FROM]], %c1
// CHECK: %[[STAGE:.*]] = arith.remui %[[I]], %c3{{.*}}
// CHECK-NEXT: nv_tileas.async.wait outstanding = 2
// CHECK: nv_tileas.tiled_load weak %[[AV]][%[[STAGE]], %{{.*}}] : {{.*}} -> tensor<64x32xf16, #mma
// CHECK: nv_tileas.tiled_load weak %[[BV]][%[[STAGE]], %{{.*}}] : {{.*}} -> tensor<32x64xf16, #mma
// CHECK: %[[NEXT:.*]] = arith.addi %[[I]], %c2{{.*}}
// CHECK: %[[AHEAD:.*]] = arith.remui %[[NEXT]], %c3{{.*}}
// CHECK: nv_tileas.async.tiled_copy %{{.*}}, %[[AV]][%[[AHEAD]], %{{.*}}]
// CHECK: nv_tileas.async.tiled_copy %{{.*}}, %[[BV]][%[[AHEAD]], %{{.*}}]
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.dot
// CHECK: }
// CHECK-NEXT: nv_tileas.async.wait
// CHECK-NOT: outstanding

// TWO: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<128x32xf16
// TWO: scf.for
// TWO-NOT: outstanding
// TWO: nv_tileas.async.wait
// TWO-NOT: outstanding

// On sm_90a, where the product is a wgmma (128x64 tiles of C over two
// warpgroups) that only accumulates into what the loop carries, each K
// step leaves its wgmma group in flight: four stages, the copies two steps
// ahead into the stage the product of step k - 2 read (retired by then),
// and every product waited for after the loop. The copies are TMA copies:
// a workspace and a descriptor per view before the loop, per stage a full
// mbarrier that both operands' copies arrive on and an empty one that the 8
// warps arrive on (each warp's threads meet, its first lane arrives); step k waits for phase (k / 4) & 1 of its stage's
// full barrier; before refilling a stage used before, thread 0 waits for
// the phase of its empty barrier that its previous use completed; at the
// end of step k (k >= 1) every warp releases the stage of step k - 1,
// whose products the step's wgmma wait retired. No CTA barrier in the
// loop; each release is preceded by a cross-proxy fence (products that read
// a stage with ldmatrix read it through the generic proxy, the TMA copy
// that refills it writes through the async proxy). After it the barriers
// are invalidated and the workspace given back.
// RUN: sed -e 's/tile=(64x32)/tile=(128x32)/g; s/tile<64x32xf16>/tile<128x32xf16>/g; s/tile=(64x64)/tile=(128x64)/g; s/tile<64x64xf32>/tile<128x64xf32>/g' %examples/gemm_f16.mlir > %t.wg.mlir
// RUN: %tileiras-opt %t.wg.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=FLIGHT
// FLIGHT: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<512x32xf16
// FLIGHT: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<128x64xf16
// FLIGHT: %[[BARS:.*]] = nv_tileas.alloc_tensor {alignment = 8 : i64, nv_tileas.pipeline_buffer} : !nv_tileaa.memref<4xi64, strides = [1], shared>
// FLIGHT: nv_tileas.async.mbarrier_init %[[BARS]], %c2_i32
// FLIGHT: %[[EMPTY:.*]] = nv_tileas.alloc_tensor {alignment = 8 : i64, nv_tileas.pipeline_buffer} : !nv_tileaa.memref<4xi64, strides = [1], shared>
// FLIGHT: nv_tileas.async.mbarrier_init %[[EMPTY]], %c8_i32
// FLIGHT: %[[WS:.*]] = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
// FLIGHT: %[[DA:.*]] = nv_tileas.make_tiled_tma_desc %{{.*}} in %[[WS]][0] : {{.*}}, swizzle = 64>
// FLIGHT: %[[DB:.*]] = nv_tileas.make_tiled_tma_desc %{{.*}} in %[[WS]][1] : {{.*}}, swizzle = 128>
// FLIGHT-COUNT-4: nv_tileas.async.tiled_tma_load
// FLIGHT: gpu.barrier
// FLIGHT-NEXT: scf.for
// FLIGHT-NOT: gpu.barrier
// FLIGHT: %[[STAGE:.*]] = arith.remui %[[I:.*]], %c4{{.*}}
// FLIGHT: %[[USE:.*]] = arith.divui %[[I]], %c4
// FLIGHT: %[[PHASE:.*]] = arith.andi %[[USE]], %c1
// FLIGHT: nv_tileas.async.mbarrier_try_wait.parity %[[BARS]][%[[STAGE]]], %[[PHASE]] :
// FLIGHT-NOT: gpu.barrier
// FLIGHT: %[[NEXT:.*]] = arith.addi %[[I]], %c2{{.*}}
// FLIGHT: %[[AHEAD:.*]] = arith.remui %[[NEXT]], %c4{{.*}}
// FLIGHT: %[[REUSED:.*]] = arith.cmpi uge, %[[NEXT]], %c4
// FLIGHT: scf.if %[[REUSED]] {
// FLIGHT: %[[PREV:.*]] = arith.subi
// FLIGHT: %[[PREVPHASE:.*]] = arith.andi %[[PREV]], %c1
// FLIGHT: nv_tileas.async.mbarrier_try_wait.parity %[[EMPTY]][%[[AHEAD]]], %[[PREVPHASE]] issuer
// FLIGHT: nv_tileas.async.tiled_tma_load %[[DA]][{{.*}}], %{{.*}}[%[[AHEAD]], %{{.*}}], %[[BARS]][%[[AHEAD]]] if
// FLIGHT: nv_tileas.async.tiled_tma_load %[[DB]][{{.*}}], %{{.*}}[%[[AHEAD]], %{{.*}}], %[[BARS]][%[[AHEAD]]] if
// FLIGHT: nv_tileaa.dot {{.*}}nv_tileas.wgmma_in_flight = 1 : i64
// FLIGHT: %[[RELEASE:.*]] = arith.cmpi uge, %[[I]], %c1
// FLIGHT: scf.if %[[RELEASE]] {
// FLIGHT: %[[DONE:.*]] = arith.subi %[[I]], %c1
// FLIGHT: %[[DONESTAGE:.*]] = arith.remui %[[DONE]], %c4
// FLIGHT-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// FLIGHT-NEXT: nv_tileas.async.mbarrier_arrive %[[EMPTY]][%[[DONESTAGE]]] per_warp
// FLIGHT-NOT: gpu.barrier
// FLIGHT: scf.yield
// FLIGHT-NEXT: }
// FLIGHT-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// FLIGHT-NEXT: gpu.barrier
// FLIGHT-NEXT: nv_tileas.async.mbarrier_inval %[[BARS]]
// FLIGHT-NEXT: nv_tileas.async.mbarrier_inval %[[EMPTY]]
// FLIGHT-NEXT: nv_tileas.free_tma_workspace %[[WS]]
// FLIGHT-NOT: nv_tileas.async.tiled_copy
// With an occupancy hint of one CTA per SM the eight warps get a producer
// warpgroup of their own (without it, above, thread 0 issues the copies:
// the producer would cost the second CTA): the stages and barriers come
// first (the empty barriers expect the 8 consumer warps), then an scf.if on the thread index. Its then-region
// is the producer: setmaxnreg.dec, the views made again, a workspace and
// the descriptors built by thread 256, and a loop over the iterations in
// which thread 256 waits for the stage's empty barrier from its second use
// on and starts the copies, then waits for the last phase of each full
// barrier before giving the workspace back. The else-region is the kernel
// (setmaxnreg.inc): its loop waits for the full barriers and releases the
// empty ones, and starts no copy. After both, every thread meets at a CTA
// barrier before the barriers are invalidated.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {/' %t.wg.mlir > %t.ws.mlir
// RUN: %tileiras-opt %t.ws.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=SPEC
// RUN: %tileiras-opt %t.ws.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{warp-specialize=false}))' | FileCheck %s --check-prefix=NOSPEC
// NOSPEC-NOT: producer_warps
// NOSPEC-NOT: setmaxregister
// SPEC: nv_tileaa.func @gemm_f16{{.*}} attributes {{{.*}}nv_tileas.producer_warps = 4 : i64
// SPEC: %[[BARS:.*]] = nv_tileas.alloc_tensor {alignment = 8 : i64, nv_tileas.pipeline_buffer} : !nv_tileaa.memref<4xi64, strides = [1], shared>
// SPEC: %[[EMPTY:.*]] = nv_tileas.alloc_tensor {alignment = 8 : i64, nv_tileas.pipeline_buffer} : !nv_tileaa.memref<4xi64, strides = [1], shared>
// SPEC: nv_tileas.async.mbarrier_init %[[EMPTY]], %c8_i32
// SPEC: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// SPEC: %[[PRODUCER:.*]] = arith.cmpi uge, %[[TID]], %c256
// SPEC: scf.if %[[PRODUCER]] {
// SPEC-NEXT: nvvm.setmaxregister  decrease 40
// SPEC: %[[PWS:.*]] = nv_tileas.alloc_tma_workspace {nv_tileas.issuer_thread = 256 : i64}
// SPEC: nv_tileas.make_tiled_tma_desc %{{.*}} in %[[PWS]][0] {nv_tileas.issuer_thread = 256 : i64}
// SPEC: nv_tileas.make_tiled_tma_desc %{{.*}} in %[[PWS]][1] {nv_tileas.issuer_thread = 256 : i64}
// SPEC: scf.for
// SPEC: nv_tileas.async.mbarrier_try_wait.parity %[[EMPTY]][%{{.*}}], %{{.*}} issuer {nv_tileas.issuer_thread = 256 : i64}
// SPEC: nv_tileas.async.tiled_tma_load {{.*}}, %[[BARS]][%{{.*}}] {nv_tileas.issuer_thread = 256 : i64}
// SPEC: nv_tileas.async.tiled_tma_load {{.*}}, %[[BARS]][%{{.*}}] {nv_tileas.issuer_thread = 256 : i64}
// SPEC: nv_tileas.async.mbarrier_try_wait.parity %[[BARS]][%{{.*}}], %{{.*}} issuer {nv_tileas.issuer_thread = 256 : i64}
// SPEC: nv_tileas.free_tma_workspace %[[PWS]] {nv_tileas.issuer_thread = 256 : i64}
// SPEC: } else {
// SPEC-NEXT: nvvm.setmaxregister  increase 232
// SPEC: scf.for
// SPEC: nv_tileas.async.mbarrier_try_wait.parity %[[BARS]][%{{.*}}], %{{.*}} :
// SPEC-NOT: tiled_tma_load
// SPEC: nv_tileas.async.mbarrier_arrive %[[EMPTY]][%{{.*}}] per_warp
// SPEC: scf.yield
// SPEC: } {nv_tileas.consumer_threads = 256 : i64}
// SPEC-NEXT: gpu.barrier
// SPEC-NEXT: nv_tileas.async.mbarrier_inval %[[BARS]]
// SPEC-NEXT: nv_tileas.async.mbarrier_inval %[[EMPTY]]
// SPEC-NEXT: nv_tileaa.return
// With use-tma=false: cp.async, as on sm_80.
// RUN: %tileiras-opt %t.wg.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{use-tma=false}))' | FileCheck %s --check-prefix=NOTMA
// NOTMA-COUNT-4: nv_tileas.async.tiled_copy
// NOTMA: scf.for
// NOTMA: nv_tileas.async.wait outstanding = 2
// NOTMA-NOT: tma
// The same on sm_80: mma.sync, nothing in flight.
// RUN: %tileiras-opt %t.wg.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=SYNC
// SYNC: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<384x32xf16
// SYNC-NOT: wgmma

// OFF-NOT: nv_tileas.alloc_tensor
// OFF: scf.for
// OFF: nv_tileas.tiled_load weak
// OFF: nv_tileas.convert_layout

// Attention: K (read as B from its stored transpose) and V (64x64 each, a
// 1x64x64 tile of the batched views copied into a 64x64 stage) go through
// the pipeline, by TMA (3-D boxes of the batched views); both products read
// their stage themselves, V's across the softmax between them. On sm_90a,
// Q's staging (before the loop) is read by the first product at every
// iteration (wgmma takes A from shared memory): it lives through the loop,
// 1024-byte aligned, apart from the stages. One CTA barrier before the loop
// (it orders Q's stores before the reads) and none in it.
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-plan-shared-memory,tileas-insert-barriers))' | FileCheck %s --check-prefix=ATT
// ATT-NOT: gpu.barrier
// ATT: nv_tileas.convert_layout %{{.*}} {nv_tileas.reloaded_by_product, nv_tileas.shared_offset = 49152 : i64} : tensor<64x64xf16, #tv> -> tensor<64x64xf16, #mma
// ATT-NEXT: nv_tileas.alloc_tensor {alignment = 1024 : i64, nv_tileas.pipeline_buffer, nv_tileas.shared_offset = 0 : i64} : !nv_tileaa.memref<192x64xf16, strides = [64, 1], shared, Sw<3,3,3>>
// ATT: nv_tileas.alloc_tensor {alignment = 1024 : i64, nv_tileas.pipeline_buffer, nv_tileas.shared_offset = 24576 : i64}
// ATT: nv_tileas.make_tiled_tma_desc {{.*}} -> !nv_tileas.tma_descriptor_iter<<[1, 64, 64], {{.*}}, swizzle = 128>
// ATT: nv_tileas.async.tiled_tma_load
// ATT-NOT: gpu.barrier
// ATT: gpu.barrier
// ATT-NEXT: scf.for
// ATT-NOT: gpu.barrier
// ATT: nv_tileas.async.mbarrier_try_wait.parity
// ATT-NOT: gpu.barrier
// ATT: nv_tileas.tiled_load {{.*}} {nv_tileas.reloaded_by_product}
// ATT-NEXT: nv_tileas.tiled_load {{.*}} {nv_tileas.reloaded_by_product}
// ATT-NOT: gpu.barrier
// ATT: nv_tileas.async.mbarrier_arrive
// ATT-NOT: gpu.barrier
// ATT: scf.yield
// ATT-NEXT: }
// ATT-NEXT: gpu.barrier
// ATT-NEXT: nv_tileas.async.mbarrier_inval

// The kernel's hints: a `latency` hint on a pipelined load for the target's
// architecture asks for that many stages (Triton's num_stages arrives as
// this hint): 4 stages, the wait leaving the copies of two more steps (four
// groups) in flight; latency 1 keeps the loop as it is.
// RUN: sed -e 's/load_view_tko weak %ap\[%bm, %kk\]/& optimization_hints = <sm_80 = {latency = 4}>/' %examples/gemm_f16.mlir > %t.latency4.mlir
// RUN: %tileiras-opt %t.latency4.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=LAT4
// LAT4: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<256x32xf16
// LAT4: nv_tileas.async.wait outstanding = 4
// RUN: sed -e 's/load_view_tko weak %ap\[%bm, %kk\]/& optimization_hints = <sm_80 = {latency = 1}>/' %examples/gemm_f16.mlir > %t.latency1.mlir
// RUN: %tileiras-opt %t.latency1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=OFF
// A hint for another architecture does not apply: three stages.
// RUN: sed -e 's/load_view_tko weak %ap\[%bm, %kk\]/& optimization_hints = <sm_90 = {latency = 1}>/' %examples/gemm_f16.mlir > %t.other.mlir
// RUN: %tileiras-opt %t.other.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=THREE
// THREE: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<192x32xf16
// THREE: nv_tileas.async.wait outstanding = 2
// The kernel's occupancy hint divides the shared memory among its CTAs: the
// 128x128x64 bf16 tile (32 KiB a stage) gets no pipeline at occupancy 4 on
// sm_80 (163 KiB / 4), two stages at occupancy 2.
// RUN: sed -e 's/%k_arg: tile<i32>) {/%k_arg: tile<i32>) optimization_hints = <sm_80 = {occupancy = 4}> {/' %S/../../../bench/kernels/gemm_bf16_128.mlir > %t.occ4.mlir
// RUN: %tileiras-opt %t.occ4.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=OFF
// RUN: sed -e 's/%k_arg: tile<i32>) {/%k_arg: tile<i32>) optimization_hints = <sm_80 = {occupancy = 2}> {/' %S/../../../bench/kernels/gemm_bf16_128.mlir > %t.occ2.mlir
// RUN: %tileiras-opt %t.occ2.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=OCC2
// OCC2: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<256x64xbf16
// OCC2: nv_tileas.async.wait
// OCC2-NOT: outstanding
// Without a hint, a tile whose two stages do not fit half the shared
// memory gets two stages at one CTA per SM rather than no pipeline: the
// 128x128x128 f8 tile (32 KiB a stage) on sm_89 (99 KiB); hinted to two
// CTAs, none.
// RUN: %tileiras-opt %S/../../../bench/kernels/gemm_f8_tn.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_89},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=ONECTA
// RUN: sed -e 's/%k_arg: tile<i32>) {/%k_arg: tile<i32>) optimization_hints = <sm_89 = {occupancy = 2}> {/' %S/../../../bench/kernels/gemm_f8_tn.mlir > %t.f8occ2.mlir
// RUN: %tileiras-opt %t.f8occ2.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_89},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=OFF
// ONECTA: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<256x128xf8E4M3FN
// ONECTA: nv_tileas.async.wait
// ONECTA-NOT: outstanding

// On sm_80 Q is converted to fragments before the loop (read there, not by
// the product), so the stages reuse its staging bytes: the pipeline's
// buffer counts as written where it is allocated, and gets a barrier first.
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-plan-shared-memory,tileas-insert-barriers))' | FileCheck %s --check-prefix=ATT80
// ATT80: nv_tileas.convert_layout %{{.*}} {nv_tileas.shared_offset = 0 : i64} : tensor<64x64xf16, #tv> -> tensor<64x64xf16, #mma
// ATT80-NEXT: gpu.barrier
// ATT80-NEXT: nv_tileas.alloc_tensor {alignment = 1024 : i64, nv_tileas.pipeline_buffer, nv_tileas.shared_offset = 0 : i64}
