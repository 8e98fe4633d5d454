// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// Pointer tiles whose runs of 4 values per thread (layout (2,4):(4,1)) are
// consecutive (iota offsets) and 16-byte aligned (assume) load and store as
// vectors; a mask that may change inside a run is checked at run time.
#tv = #nv_tileas.tv_layout<"(2,4):(4,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @aligned
  nv_tileaa.func @aligned(%p: !nv_tileaa.ptr<f32, global>, %n: i32) {
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %ps = tensor.splat %a : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %q = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi32, #tv>
    // CHECK: %[[V:.*]] = llvm.load %[[Q:.*]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
    // CHECK: llvm.extractelement %[[V]]
    // CHECK-NOT: llvm.load
    %v, %t = nv_tileas.load weak %q : tensor<8x!nv_tileaa.ptr<f32, global>, #tv> -> tensor<8xf32, #tv>
    // The mask i < n may change inside a run: all four on, one vector;
    // otherwise lane by lane.
    %ns = tensor.splat %n : tensor<8xi32, #tv>
    %m = nv_tileas.cmpi slt, %i, %ns : tensor<8xi32, #tv> -> tensor<8xi1, #tv>
    // CHECK: %[[A01:.*]] = arith.andi %[[M0:.*]], %[[M1:.*]] : i1
    // CHECK: %[[A012:.*]] = arith.andi %[[A01]], %{{.*}} : i1
    // CHECK: %[[ALL:.*]] = arith.andi %[[A012]], %{{.*}} : i1
    // CHECK: scf.if %[[ALL]] {
    // CHECK:   %[[P:.*]] = llvm.mlir.poison : vector<4xf32>
    // CHECK:   llvm.insertelement
    // CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
    // CHECK: } else {
    // CHECK:   llvm.insertelement %[[M0]]
    // CHECK:   llvm.intr.masked.store %{{.*}} {alignment = 4 : i32} : vector<1xf32>, vector<1xi1> into !llvm.ptr<1>
    %t2 = nv_tileas.store weak %q, %v, %m : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>, tensor<8xi1, #tv>
    nv_tileaa.return
  }
}

// -----

// A mask constant over each run of 4 (n divisible by 4, i + n compared with
// a multiple of 4): one test per run, padding when off.
#tv = #nv_tileas.tv_layout<"(2,4):(4,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @uniform
  nv_tileaa.func @uniform(%p: !nv_tileaa.ptr<f16, global>, %flag: i1) {
    %a = nv_tileaa.assume #cuda_tile.div_by<8>, %p : !nv_tileaa.ptr<f16, global>
    %ps = tensor.splat %a : tensor<8x!nv_tileaa.ptr<f16, global>, #tv>
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %q = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f16, global>, #tv>, tensor<8xi32, #tv>
    %m = tensor.splat %flag : tensor<8xi1, #tv>
    %pad = nv_tileaa.splat 1.0 : f16 : tensor<8xf16, #tv>
    // 8-byte alignment allows 4 x f16 per access.
    // CHECK: %[[R:.*]]:4 = scf.if %{{.*}} -> (f16, f16, f16, f16) {
    // CHECK:   llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
    // CHECK: } else {
    // CHECK:   scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f16, f16, f16, f16
    // CHECK: }
    %v, %t = nv_tileas.load weak %q, %m, %pad : tensor<8x!nv_tileaa.ptr<f16, global>, #tv>, tensor<8xi1, #tv>, tensor<8xf16, #tv> -> tensor<8xf16, #tv>
    nv_tileaa.return
  }
}

// -----

// Without an alignment fact, or when the values of a thread are not
// consecutive elements, or for ordered accesses, each value is accessed
// alone.
#tv = #nv_tileas.tv_layout<"(2,4):(4,1)">
#strided = #nv_tileas.tv_layout<"(2,4):(1,2)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @scalar
  // CHECK-NOT: vector<
  // CHECK: nv_tileaa.return
  nv_tileaa.func @scalar(%p: !nv_tileaa.ptr<f32, global>) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %q = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi32, #tv>
    %v, %t = nv_tileas.load weak %q : tensor<8x!nv_tileaa.ptr<f32, global>, #tv> -> tensor<8xf32, #tv>
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %as = tensor.splat %a : tensor<8x!nv_tileaa.ptr<f32, global>, #strided>
    %j = nv_tileaa.iota : tensor<8xi32, #strided>
    %r = nv_tileaa.add_ptr %as, %j : tensor<8x!nv_tileaa.ptr<f32, global>, #strided>, tensor<8xi32, #strided>
    %w, %t2 = nv_tileas.load weak %r : tensor<8x!nv_tileaa.ptr<f32, global>, #strided> -> tensor<8xf32, #strided>
    %bs = tensor.splat %a : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %s = nv_tileaa.add_ptr %bs, %i : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi32, #tv>
    %x, %t3 = nv_tileas.load relaxed device %s : tensor<8x!nv_tileaa.ptr<f32, global>, #tv> -> tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// A tiled view of a ?x8 f32 memref (rows dynamic, row stride 8) whose base
// is 16-byte aligned: each thread's run of 4 along the rows is one vector,
// and the row check is the same for the whole run.
#tv = #nv_tileas.tv_layout<"(2,4):(4,1)">
!memref = !nv_tileaa.memref<?x8xf32, strides = [8, 1], global>
!view = !nv_tileaa.tiled_view<[1, 8], !memref, dim_map = [0, 1], padding = 0.0 : f32>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @view
  nv_tileaa.func @view(%p: !nv_tileaa.ptr<f32, global>, %rows: i64, %i: i32) {
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !nv_tileaa.ptr<f32, global>
    %m = nv_tileaa.make_memref %a sizes(%rows) strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    // CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i64
    // CHECK: scf.if %[[IN]] -> (f32, f32, f32, f32) {
    // CHECK:   llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
    %t, %tok = nv_tileas.tiled_load weak %v[%i, %i] : !view, i32, i32 -> tensor<1x8xf32, #tv>
    // CHECK: scf.if %{{.*}} {
    // CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
    %tok2 = nv_tileas.tiled_store weak %t, %v[%i, %i] : tensor<1x8xf32, #tv>, !view, i32, i32
    nv_tileaa.return
  }
}
