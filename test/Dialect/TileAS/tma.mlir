// The TMA and mbarrier ops of nv_tileas print as they parse.
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>

// CHECK-LABEL: nv_tileaa.func @copy
// CHECK: %[[WS:.*]] = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
// CHECK: %[[D:.*]] = nv_tileas.make_tiled_tma_desc %{{.*}} in %[[WS]][1] : !nv_tileaa.tiled_view<[64, 64], <?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]> -> !nv_tileas.tma_descriptor_iter<<[64, 64], <?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>, swizzle = 128>
// CHECK: nv_tileas.async.mbarrier_init %[[B:.*]], %{{.*}} : !nv_tileaa.memref<3xi64, strides = [1], shared>
// CHECK: nv_tileas.async.tiled_tma_load %[[D]][%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], %[[B]][%{{.*}}] if %{{.*}} : {{.*}} -> !nv_tileas.async.token
// CHECK: nv_tileas.async.mbarrier_try_wait.parity %[[B]][%{{.*}}], %{{.*}} : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
// CHECK: nv_tileas.async.mbarrier_inval %[[B]]
// CHECK: nv_tileas.free_tma_workspace %[[WS]] : !nv_tileas.tma_workspace
nv_tileaa.func @copy(%view: !gview, %buf: !sview, %bars: !bars, %i: i32, %p: i1) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  %d = nv_tileas.make_tiled_tma_desc %view in %ws[1] : !gview -> !desc
  %c1 = arith.constant 1 : i32
  nv_tileas.async.mbarrier_init %bars, %c1 : !bars
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i] if %p
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileas.async.mbarrier_try_wait.parity %bars[%i], %c1 : !bars[i32]
  nv_tileas.async.mbarrier_inval %bars : !bars
  nv_tileas.free_tma_workspace %ws : !nv_tileas.tma_workspace
  nv_tileaa.return
}

// A box into one panel of a buffer of panels: the destination tile is the
// box with a unit dimension in front.
!panel = !nv_tileaa.tiled_view<[1, 64, 64], !nv_tileaa.memref<6x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
// CHECK-LABEL: nv_tileaa.func @panel
// CHECK: nv_tileas.async.tiled_tma_load %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}] : {{.*}}, !nv_tileaa.tiled_view<[1, 64, 64], {{.*}}>[i32, i32, i32]
nv_tileaa.func @panel(%d: !desc, %buf: !panel, %bars: !bars, %i: i32) {
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i, %i], %bars[%i]
      : !desc[i32, i32], !panel[i32, i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @release
// CHECK: nv_tileas.async.mbarrier_arrive %[[B:.*]][%{{.*}}] : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
// CHECK: nv_tileas.async.mbarrier_arrive %[[B]][%{{.*}}] per_warp : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
// CHECK: nv_tileas.async.mbarrier_try_wait.parity %[[B]][%{{.*}}], %{{.*}} issuer : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
nv_tileaa.func @release(%bars: !bars, %i: i32) {
  nv_tileas.async.mbarrier_arrive %bars[%i] : !bars[i32]
  nv_tileas.async.mbarrier_arrive %bars[%i] per_warp : !bars[i32]
  nv_tileas.async.mbarrier_try_wait.parity %bars[%i], %i issuer : !bars[i32]
  nv_tileaa.return
}

// A tile the CTAs of a cluster share: the copy goes to every CTA, the
// arrivals and commits reach each CTA's barrier.
// CHECK-LABEL: nv_tileaa.func @cluster
// CHECK: nv_tileas.async.tiled_tma_load %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], %[[B:.*]][%{{.*}}] cluster_ctas(2) if %{{.*}} :
// CHECK: nv_tileas.async.mbarrier_arrive %[[B]][%{{.*}}] per_warp cluster_ctas(4) :
// CHECK: nv_tileas.async.tcgen05_commit %[[B]][%{{.*}}] cluster_ctas(2) :
nv_tileaa.func @cluster(%d: !desc, %buf: !sview, %bars: !bars, %i: i32, %p: i1) {
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i] cluster_ctas(2) if %p
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileas.async.mbarrier_arrive %bars[%i] per_warp cluster_ctas(4) : !bars[i32]
  nv_tileas.async.tcgen05_commit %bars[%i] cluster_ctas(2) : !bars[i32]
  nv_tileaa.return
}

// One thread's arrival on the barrier of another CTA of the cluster.
// CHECK-LABEL: nv_tileaa.func @arrive_in_cta
// CHECK: nv_tileas.async.mbarrier_arrive %{{.*}}[%{{.*}}] issuer in_cta %{{.*}} :
nv_tileaa.func @arrive_in_cta(%bars: !bars, %i: i32) {
  nv_tileas.async.mbarrier_arrive %bars[%i] issuer in_cta %i : !bars[i32]
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @store
// CHECK: %[[T:.*]] = nv_tileas.async.tiled_tma_store %{{.*}}[%{{.*}}, %{{.*}}], %[[S:.*]][%{{.*}}, %{{.*}}] : {{.*}} -> !nv_tileas.async.token
// CHECK: nv_tileas.async.tiled_tma_store %{{.*}}[%{{.*}}, %{{.*}}], %[[S]][%{{.*}}, %{{.*}}] {fenced} : {{.*}} -> !nv_tileas.async.token
// CHECK: nv_tileas.async.tma_store_wait %[[T]], %[[S]]
!tview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @store(%d: !desc, %buf: !tview, %i: i32) {
  %t = nv_tileas.async.tiled_tma_store %d[%i, %i], %buf[%i, %i]
      : !desc[i32, i32], !tview[i32, i32] -> !nv_tileas.async.token
  %u = nv_tileas.async.tiled_tma_store %d[%i, %i], %buf[%i, %i] {fenced}
      : !desc[i32, i32], !tview[i32, i32] -> !nv_tileas.async.token
  nv_tileas.async.tma_store_wait %t, %buf : !tview
  nv_tileas.async.tma_store_wait %u, %buf : !tview
  nv_tileaa.return
}
