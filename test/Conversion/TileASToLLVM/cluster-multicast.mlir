// Tiles every CTA of a cluster loads are copied once per cluster: with
// num_cta_in_cga = 2 the bundled GEMM's CTAs (bid.x, bid.y) and (bid.x + 1,
// bid.y) read the same B tile each K step (its index is (k, bid.y)), so
// each copies half of it (16 of its 32 rows, a 16x64 TMA box) into its own
// stage and every other CTA's (TMA multicast); A (index (bid.x, k)) stays
// each CTA's own. Each CTA's full barrier still expects the whole tile's
// bytes; its empty barrier expects the releases of both CTAs' warps, which
// arrive on every CTA's barrier; a cluster barrier follows the barriers'
// initialization and precedes their invalidation.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {num_cta_in_cga = 2}> {/' %examples/gemm_f16.mlir > %t/cluster.mlir
// RUN: %tileiras-opt %t/cluster.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=TILEAS
// TILEAS-DAG: %[[BV:.*]] = nv_tileaa.block_tile %{{.*}} : !nv_tileaa.memref<?x?xf16, strides = [?, 1], global> -> !nv_tileaa.tiled_view<[16, 64], {{.*}}>
// TILEAS-DAG: %[[STAGES:.*]] = nv_tileaa.block_tile %{{.*}} : !nv_tileaa.memref<128x64xf16, {{.*}}> -> !nv_tileaa.tiled_view<[16, 64], {{.*}}>
// TILEAS: nv_tileas.async.mbarrier_init %[[FULL:.*]], %c2_i32
// TILEAS: nv_tileas.async.mbarrier_init %[[EMPTY:.*]], %c8_i32
// TILEAS-NEXT: nvvm.cluster.arrive {aligned}
// TILEAS-NEXT: nvvm.cluster.wait {aligned}
// TILEAS: %[[BD:.*]] = nv_tileas.make_tiled_tma_desc %[[BV]]
// TILEAS: nv_tileas.async.tiled_tma_load %{{.*}} %[[FULL]][%{{.*}}] if
// TILEAS: %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// TILEAS: %[[K2:.*]] = arith.muli %{{.*}}, %c2_i32
// TILEAS: %[[ROW:.*]] = arith.addi %[[K2]], %[[RANK]]
// TILEAS: %[[S2:.*]] = arith.muli %{{.*}}, %c2_i32
// TILEAS: %[[SLOT:.*]] = arith.addi %[[S2]], %[[RANK]]
// TILEAS: nv_tileas.async.tiled_tma_load %[[BD]][%[[ROW]], %{{.*}}], %[[STAGES]][%[[SLOT]], %{{.*}}], %[[FULL]][%{{.*}}] cluster_ctas(2) if
// TILEAS: scf.for
// TILEAS: nv_tileas.async.mbarrier_arrive %[[EMPTY]][%{{.*}}] per_warp cluster_ctas(2)
// TILEAS: gpu.barrier
// TILEAS-NEXT: nvvm.cluster.arrive {aligned}
// TILEAS-NEXT: nvvm.cluster.wait {aligned}
// TILEAS-NEXT: nv_tileas.async.mbarrier_inval %[[FULL]]
//
// After the lowering, A's copy is the CTA's own and B's copy multicasts to
// CTAs 0 and 1, expecting both halves' 4096 bytes; each warp's release reaches both CTAs' barrier
// (an arrive at CTA scope: it orders the warp's reads, all a release of a stage needs).
// RUN: %tileiras-opt %t/cluster.mlir -p '%lower-to-llvm-sm90a' | FileCheck %s --check-prefix=NVVM
// NVVM: nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2, 1, 1>
// NVVM: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c4096_i32
// NVVM-NEXT: llvm.addrspacecast
// NVVM-NEXT: llvm.addrspacecast
// NVVM-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// NVVM: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c4096_i32
// NVVM-NEXT: llvm.addrspacecast
// NVVM-NEXT: llvm.addrspacecast
// NVVM-NEXT: %[[MASK:.*]] = llvm.mlir.constant(3 : i16) : i16
// NVVM-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global {{.*}} multicast_mask = %[[MASK]]
// NVVM: nvvm.mapa %[[BAR:.*]], %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
// NVVM-NEXT: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<7>
// NVVM-NEXT: nvvm.mapa %[[BAR]], %c1_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
// NVVM-NEXT: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<7>
//
// The remark says so.
// RUN: %tileiras-opt %t/cluster.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm{remarks=memory}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: [memory] passed: the view load goes to shared memory by TMA, one 16x64 box per copy, 128-byte swizzle (software pipeline, mbarriers); the 2 CTAs of the cluster load the same tile: each copies 1/2 of it and multicasts it to all
//
// On sm_100a the stage's release is the products' commit, to both CTAs'
// barriers (one arrival from each).
// RUN: %tileiras-opt %t/cluster.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=TCGEN05
// TCGEN05: nv_tileas.async.mbarrier_init %[[FULL:.*]], %c2_i32
// TCGEN05: nv_tileas.async.mbarrier_init %[[EMPTY:.*]], %c2_i32
// TCGEN05: nvvm.cluster.arrive {aligned}
// TCGEN05: cluster_ctas(2) if
// TCGEN05: nv_tileas.async.tcgen05_commit %[[EMPTY]][%{{.*}}] cluster_ctas(2)
// RUN: %tileiras-opt %t/cluster.mlir -p '%lower-to-llvm-sm100a' | FileCheck %s --check-prefix=TCGEN05-NVVM
// TCGEN05-NVVM: nvvm.tcgen05.mma
// TCGEN05-NVVM: %[[MASK:.*]] = llvm.mlir.constant(3 : i16) : i16
// TCGEN05-NVVM-NEXT: nvvm.tcgen05.commit %{{.*}}, multicast_mask = %[[MASK]]
//
// Where no tile is the same in both CTAs (B's index uses bid.x too), nothing
// changes: no multicast, no cluster barrier.
// RUN: sed -e 's/%%bp\[%%kk, %%bn\]/%%bp[%%kk, %%bm]/' %t/cluster.mlir > %t/private.mlir
// RUN: %tileiras-opt %t/private.mlir -p '%lower-to-llvm-sm90a' | FileCheck %s --check-prefix=PRIVATE
// PRIVATE: nvvm.cluster_dim = array<i32: 2, 1, 1>
// PRIVATE-NOT: multicast_mask
// PRIVATE-NOT: nvvm.cluster.wait
// PRIVATE-NOT: nvvm.mapa
// PRIVATE: llvm.return
//
// Batched views too: the bundled attention's K and V tiles (index (head, j,
// 0), the query block being bid.x) are shared, 1x32x64 boxes of their
// 1x64x64 tiles; Q's (index (head, bid.x, 0)) is not pipelined.
// RUN: sed -e 's/%%scale: tile<f32>) {/%%scale: tile<f32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {/' %examples/attention_f16.mlir > %t/attention.mlir
// RUN: %tileiras-opt %t/attention.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=ATTENTION
// ATTENTION-COUNT-2: nv_tileas.make_tiled_tma_desc %{{.*}} : !nv_tileaa.tiled_view<[1, 32, 64], {{.*}}>
// ATTENTION-COUNT-6: nv_tileas.async.tiled_tma_load {{.*}} cluster_ctas(2) if
//
// A B in panels (tcgen05 on sm_100a, 64x128 bf16 tiles: two 64-column
// panels) is shared slice by slice of each panel: in clusters of four, two
// 16x64 boxes per CTA, into rows 16 x rank of panels 2s and 2s + 1 of the
// stages. (In clusters of two, this GEMM is the CTA pair's product
// instead: cta-pair.mlir.)
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 4}> {/' %S/../../../bench/kernels/gemm_bf16_128.mlir > %t/panels.mlir
// RUN: %tileiras-opt %t/panels.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=PANELS
// PANELS: %[[BD:.*]] = nv_tileas.make_tiled_tma_desc %{{.*}} : !nv_tileaa.tiled_view<[16, 64], {{.*}}>
// PANELS: %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// PANELS: nv_tileas.async.tiled_tma_load %[[BD]][%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %[[RANK]], %{{.*}}], %{{.*}}[%{{.*}}] cluster_ctas(4) if %{{.*}} : {{.*}}, !nv_tileaa.tiled_view<[1, 16, 64], <6x64x64xbf16, {{.*}}>
// PANELS: nv_tileas.async.tiled_tma_load %[[BD]][%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %[[RANK]], %{{.*}}], %{{.*}}[%{{.*}}] cluster_ctas(4) if
