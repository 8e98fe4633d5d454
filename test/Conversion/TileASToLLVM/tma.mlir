// The TMA path of the bundled f16 GEMM on sm_90a, as convert-tileas-to-llvm
// lowers it. The module declares a pool of descriptor workspaces (1024 of
// four 128-byte tensor maps, and a flag each) in global memory; thread 0
// initializes the four stages' full mbarriers (two arrivals each: one per
// operand) and their empty ones (one arrival per thread), fences them,
// claims a workspace with a compare-and-swap
// loop starting at its linear block index, zero-fills each map and replaces
// every field (innermost dimension first: A is K x M boxes of 32 x 64,
// B is N x K of 64 x 32; byte strides of the outer dimension; u16
// elements; 64 and 128-byte swizzles), then fences the maps from the
// generic to the tensormap proxy. Each copy arrives on its stage's barrier
// expecting the box's 4096 bytes and starts cp.async.bulk.tensor with the
// coordinates reversed; each K step waits for its phase of the full
// barrier, thread 0 waits for the empty one before refilling a stage, and
// every thread arrives on the empty barrier of the stage it is done with;
// no CTA barrier in the loop. After the loop thread 0 invalidates the
// barriers and gives the workspace back.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm90a' | FileCheck %s
// With use-tma=false none of it.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{use-tma=false}),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' | FileCheck %s --check-prefix=OFF
// On sm_80, no TMA: cp.async.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm80' | FileCheck %s --check-prefix=OFF

// CHECK: llvm.mlir.global internal @__tileiras_tma_workspaces(dense<0> : tensor<524288xi8>) {addr_space = 1 : i32, alignment = 128 : i64}
// CHECK: llvm.mlir.global internal @__tileiras_tma_workspace_flags(dense<0> : tensor<1024xi32>) {addr_space = 1 : i32
// CHECK: llvm.func @gemm_f16
// CHECK-COUNT-4: nvvm.mbarrier.init %{{.*}}, %c2_i32 : !llvm.ptr<3>, i32
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier
// CHECK-COUNT-4: nvvm.mbarrier.init %{{.*}}, %c4_i32 : !llvm.ptr<3>, i32
// CHECK: nvvm.read.ptx.sreg.ctaid.x
// CHECK: scf.while
// CHECK: llvm.cmpxchg %{{.*}}, %c0_i32, %c1_i32 acq_rel monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-16: llvm.store %c0_i64
// CHECK: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %{{.*}}, %arg0
// CHECK: "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;"
// CHECK: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 32;"
// CHECK: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;"
// CHECK: "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 64;"
// CHECK: "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 1;"
// CHECK: "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 2;"
// CHECK: "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;"
// CHECK: nvvm.fence.proxy.release <gpu>
// CHECK: nvvm.fence.proxy.acquire <gpu> %{{.*}}, %c128_i32
// CHECK: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %{{.*}}, %arg1
// CHECK: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 64;"
// CHECK: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 32;"
// CHECK: "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 3;"
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BAR:.*]], %c4096_i32 : !llvm.ptr<3>, i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %[[BAR]], box[%[[K:.*]], %[[M:.*]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BAR]], %c4096_i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %[[BAR]], box[%{{.*}}, %[[K]]]
// CHECK: nvvm.barrier0
// CHECK-NEXT: scf.for
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %c10000000_i32 : !llvm.ptr<3>, i32, i32
// CHECK-NOT: nvvm.barrier0
// CHECK: scf.if %{{.*}} {
// CHECK: scf.if %{{.*}} {
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.wgmma.mma_async
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.bar.warp.sync %c-1_i32
// CHECK-NEXT: nvvm.read.ptx.sreg.laneid
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: nvvm.barrier
// CHECK: scf.if
// CHECK-COUNT-4: nvvm.mbarrier.inval
// CHECK: scf.if
// CHECK-COUNT-4: nvvm.mbarrier.inval
// CHECK: scf.if
// CHECK: llvm.atomicrmw xchg %{{.*}}, %c0_i32 release : !llvm.ptr<1>, i32

// OFF-NOT: tensormap
// OFF-NOT: mbarrier
// OFF: nvvm.cp.async.shared.global
// OFF-NOT: tensormap
// OFF-NOT: mbarrier
