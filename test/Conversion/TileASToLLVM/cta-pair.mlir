// On sm_100a, in a cluster of two CTAs that load the same B each K step,
// a GEMM of 128-row tiles is the CTA pair's product: one
// tcgen05.mma.cta_group::2 of M = 256 started by the even CTA's thread 0,
// reading both CTAs' A (each its own 128 rows) and B (each half of the
// columns), the sums in both CTAs' tensor memory. Each CTA stages only its
// half of B; the odd CTA's thread 0 arrives on the even CTA's full barrier
// once its own stage is full (the even CTA's barrier expects that arrival
// besides its own copies'); one commit releases the stage in both CTAs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {/' %S/../../../bench/kernels/gemm_bf16_128.mlir > %t/bf16.mlir
// RUN: %tileiras-opt %t/bf16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=TILEAS
// TILEAS: %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// TILEAS: %[[ODD:.*]] = arith.andi %[[RANK]], %c1_i32
// TILEAS: %[[EVEN:.*]] = arith.xori %[[ODD]], %c1_i32
// TILEAS: %[[TICKS:.*]] = arith.addi %c2_i32, %[[EVEN]] : i32
// TILEAS: nv_tileas.async.mbarrier_init %[[FULL:.*]], %[[TICKS]]
// TILEAS: nv_tileas.async.mbarrier_init %[[EMPTY:.*]], %c1_i32
// TILEAS-NEXT: nvvm.cluster.arrive {aligned}
// TILEAS-NEXT: nvvm.cluster.wait {aligned}
// TILEAS: nv_tileas.make_tiled_tma_desc %{{.*}} : !nv_tileaa.tiled_view<[64, 64], <?x?xbf16, {{.*}}>
// TILEAS: nv_tileas.async.tiled_tma_load {{.*}} !nv_tileaa.tiled_view<[64, 64], <192x64xbf16, {{.*}}>
// TILEAS: nv_tileas.alloc_tensor_memory %{{.*}} cta_pair
// TILEAS: scf.for
// TILEAS: nv_tileas.async.mbarrier_try_wait.parity %[[FULL]][%{{.*}}], %{{.*}} issuer
// TILEAS: scf.if
// TILEAS-NEXT: nv_tileas.async.mbarrier_arrive %[[FULL]][%{{.*}}] issuer in_cta %{{.*}}
// TILEAS: nv_tileas.async.tcgen05_mma {{.*}} cta_pair
// TILEAS: nv_tileas.async.tcgen05_commit %[[EMPTY]][%{{.*}}] cta_pair
// TILEAS: nvvm.cluster.arrive {aligned}
// TILEAS-NEXT: nvvm.cluster.wait {aligned}
// TILEAS: nv_tileas.dealloc_tensor_memory %{{.*}} cta_pair
//
// After the lowering: the instruction descriptor has M = 256 (bits 24-28:
// 16), N = 128 (bits 17-22: 16), bf16 operands, B along N; the commit
// multicasts to the pair (0b11 << its even rank).
// RUN: %tileiras-opt %t/bf16.mlir -p '%lower-to-llvm-sm100a' | FileCheck %s --check-prefix=NVVM
// NVVM: nvvm.tcgen05.alloc %{{.*}} {group = #nvvm.cta_group<cta_2>}
// NVVM: nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
// NVVM: nvvm.mapa
// NVVM-NEXT: nvvm.mbarrier.arrive %{{.*}} {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
// NVVM: %[[IDESC:.*]] = arith.constant 270599312 : i32
// NVVM: nvvm.tcgen05.mma %{{.*}}, %{{.*}}, %{{.*}}, %[[IDESC]], %{{.*}} {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>}
// NVVM: %[[SHIFT:.*]] = arith.shli %c3_i32, %{{.*}} : i32
// NVVM-NEXT: %[[MASK:.*]] = arith.trunci %[[SHIFT]] : i32 to i16
// NVVM-NEXT: nvvm.tcgen05.commit %{{.*}}, multicast_mask = %[[MASK]] {group = #nvvm.cta_group<cta_2>}
// NVVM: nvvm.tcgen05.dealloc %{{.*}} {group = #nvvm.cta_group<cta_2>}
//
// RUN: %tileiras-opt %t/bf16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm{remarks=tensorcore}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: [tensorcore] passed: 128x64 times 64x128 on tensor cores: tcgen05.mma.cta_group::2 m256n128k16 (bf16 x bf16 -> f32), 4 per K step started by one thread, operands from shared memory, sums in tensor memory (128 columns); the product of the cluster's CTA pair: each CTA holds its 128 rows of A and of the sums and half of B's columns, the even CTA starts it
//
// B stored N x K (f8 TN): each CTA stages 64 of B's 128 rows, rows
// 64 x (rank & 1) on of the tile.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {/' %S/../../../bench/kernels/gemm_f8_tn.mlir > %t/f8.mlir
// RUN: %tileiras-opt %t/f8.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=KMAJOR
// KMAJOR: %[[BD:.*]] = nv_tileas.make_tiled_tma_desc %{{.*}} : !nv_tileaa.tiled_view<[64, 128], <?x?xf8E4M3FN, {{.*}}>
// KMAJOR: %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// KMAJOR: %[[HALF:.*]] = arith.andi %[[RANK]], %c1_i32{{.*}}
// KMAJOR: %[[ROW2:.*]] = arith.muli %{{.*}}, %c2_i32{{.*}}
// KMAJOR-NEXT: %[[ROW:.*]] = arith.addi %[[ROW2]], %[[HALF]]
// KMAJOR-NEXT: nv_tileas.async.tiled_tma_load %[[BD]][%[[ROW]], %{{.*}}]
// KMAJOR: nv_tileas.async.tcgen05_mma {{.*}} transpose_b, %{{.*}} cta_pair
//
// Without the hint, or with 64-row tiles (the bundled GEMM), no pair.
// RUN: %tileiras-opt %S/../../../bench/kernels/gemm_bf16_128.mlir -p '%lower-to-llvm-sm100a' | FileCheck %s --check-prefix=NOPAIR
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {/' %examples/gemm_f16.mlir > %t/gemm64.mlir
// RUN: %tileiras-opt %t/gemm64.mlir -p '%lower-to-llvm-sm100a' | FileCheck %s --check-prefix=NOPAIR
// NOPAIR-NOT: cta_2
// NOPAIR: llvm.return
