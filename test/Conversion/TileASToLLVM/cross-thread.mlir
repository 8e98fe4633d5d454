// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// reduce: every thread writes its values at their row-major index into
// global_smem, the CTA synchronizes, and each thread combines the elements
// of the results it holds in a loop that runs the body.

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
// CHECK-LABEL: gpu.module @sum
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x i8>
gpu.module @sum attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f32) {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %f = nv_tileas.sitofp %i : tensor<8xi32, #tv> to tensor<8xf32, #tv>
    // CHECK: %[[BASE:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[A0:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: llvm.store %{{.*}}, %[[A0]] : f32, !llvm.ptr<3>
    // CHECK: %[[A1:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: llvm.store %{{.*}}, %[[A1]] : f32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
    // CHECK: %[[UB:.*]] = arith.constant 8 : i32
    // CHECK: %[[SUM:.*]] = scf.for %[[K:.*]] = %{{.*}} to %[[UB]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f32) : i32 {
    // CHECK:   %[[E:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK:   %[[NEXT:.*]] = arith.addf %[[E]], %[[ACC]] : f32
    // CHECK:   scf.yield %[[NEXT]] : f32
    // CHECK: }
    %r = nv_tileaa.reduce %f dim = 0 identities = [0.0 : f32] : tensor<8xf32, #tv> -> f32 {
    ^bb0(%e: f32, %acc: f32):
      %x = arith.addf %e, %acc : f32
      nv_tileaa.yield %x : f32
    }
    // CHECK: arith.mulf %[[SUM]], %[[SUM]] : f32
    %sq = arith.mulf %r, %r : f32
    nv_tileaa.return
  }
}

// -----

// Two operands reduced together along dimension 1 of a 2x4 tile: two
// buffers (the second at byte 32), one loop carrying both accumulators.
// Each thread holds result t % 2, which starts at element 4 * (t % 2).

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
#r = #nv_tileas.tv_layout<"((2,2),1):((1,0),0)">
// CHECK-LABEL: gpu.module @argmax
// CHECK: !llvm.array<64 x i8>
gpu.module @argmax attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f32) {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %i2 = nv_tileaa.reshape %i : tensor<8xi32, #tv> -> tensor<2x4xi32, #tv>
    %f = nv_tileas.sitofp %i2 : tensor<2x4xi32, #tv> to tensor<2x4xf32, #tv>
    // CHECK: llvm.getelementptr %{{.*}}[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: %[[FOUR:.*]] = arith.constant 4 : i32
    // CHECK: %[[PROD:.*]] = arith.muli %{{.*}}, %[[FOUR]] : i32
    // CHECK: %[[ROW:.*]] = arith.addi %{{.*}}, %[[PROD]] : i32
    // CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, i32) : i32 {
    // CHECK:   %[[E:.*]] = arith.addi %[[ROW]], %{{.*}} : i32
    // CHECK:   llvm.getelementptr %{{.*}}[%[[E]]]
    // CHECK:   llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK:   llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK:   arith.cmpf ogt
    // CHECK:   arith.select
    // CHECK:   arith.select
    // CHECK:   scf.yield %{{.*}}, %{{.*}} : f32, i32
    %m:2 = nv_tileaa.reduce %f, %i2 dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<2x4xf32, #tv>, tensor<2x4xi32, #tv> -> tensor<2xf32, #r>, tensor<2xi32, #r> {
    ^bb0(%e: f32, %acc: f32, %ei: i32, %acci: i32):
      %gt = arith.cmpf ogt, %e, %acc : f32
      %v = arith.select %gt, %e, %acc : f32
      %j = arith.select %gt, %ei, %acci : i32
      nv_tileaa.yield %v, %j : f32, i32
    }
    nv_tileaa.return
  }
}

// -----

// A broadcast of a distributed tile reads each result at its source
// element; i1 elements travel as bytes.
#src = #nv_tileas.tv_layout<"(4,1):(1,0)">
#dst = #nv_tileas.tv_layout<"(4,(1,2)):(1,(0,4))">
// CHECK-LABEL: gpu.module @broadcast
// CHECK: !llvm.array<16 x i8>
gpu.module @broadcast attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: i32) {
    %i1 = nv_tileaa.iota : tensor<4xi32, #src>
    %i = nv_tileaa.reshape %i1 : tensor<4xi32, #src> -> tensor<1x4xi32, #src>
    %s = tensor.splat %a : tensor<1x4xi32, #src>
    %c = nv_tileas.cmpi slt, %i, %s : tensor<1x4xi32, #src> -> tensor<1x4xi1, #src>
    // CHECK: nvvm.barrier0
    // CHECK: %[[B:.*]] = arith.extui %{{.*}} : i1 to i8
    // CHECK: llvm.store %[[B]], %{{.*}} : i8, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
    %b = nv_tileaa.broadcast %c : tensor<1x4xi1, #src> -> tensor<2x4xi1, #dst>
    nv_tileaa.return
  }
}

// -----

// A layout conversion goes through shared memory too; a reshape between
// equal layouts leaves the values where they are.
#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#b = #nv_tileas.tv_layout<"(4,2):(1,4)">
// CHECK-LABEL: gpu.module @convert
gpu.module @convert attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK: nv_tileaa.func @k
  nv_tileaa.func @k() {
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.store %{{.*}} : i32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK-NOT: nvvm.barrier0
    // CHECK: nv_tileaa.return
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %r = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<2x4xi32, #a>
    %c = nv_tileas.convert_layout %r : tensor<2x4xi32, #a> -> tensor<2x4xi32, #b>
    %same = nv_tileas.convert_layout %r : tensor<2x4xi32, #a> -> tensor<2x4xi32, #a>
    nv_tileaa.return
  }
}

// -----

// Threads 4..7 hold the same elements as threads 0..3: only threads 0..3
// update them, then write the old values to shared memory, from where every
// holder reads the ones it holds.
#tv = #nv_tileas.tv_layout<"((4,2),2):((2,0),1)">
// CHECK-LABEL: gpu.module @shared_result
// CHECK: !llvm.array<32 x i8>
gpu.module @shared_result attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<i32, global>, %v: i32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>
    %vs = tensor.splat %v : tensor<8xi32, #tv>
    // CHECK: %[[OWNER:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
    // CHECK: %[[OLD0:.*]] = scf.if %[[OWNER]] -> (i32) {
    // CHECK:   llvm.atomicrmw add
    // CHECK: %[[OLD1:.*]] = scf.if %[[OWNER]] -> (i32) {
    // CHECK: nvvm.barrier0
    // CHECK: scf.if %[[OWNER]] {
    // CHECK:   llvm.store %[[OLD0]], %{{.*}} : i32, !llvm.ptr<3>
    // CHECK:   llvm.store %[[OLD1]], %{{.*}} : i32, !llvm.ptr<3>
    // CHECK: }
    // CHECK: nvvm.barrier0
    // CHECK: %[[S0:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK: %[[S1:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK: arith.addi %[[S0]], %[[S0]] : i32
    %o, %t = nv_tileaa.atomic_rmw add relaxed device %ps, %vs : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>, tensor<8xi32, #tv>
    %u = nv_tileas.addi %o, %o : tensor<8xi32, #tv>
    nv_tileaa.return
  }
}

// -----

// scan: element k of each line combines elements 0 .. k: the loop runs
// k + 1 steps from the line start (k from the layout, the line start
// index - k * stride); reversed, extent - k steps from the end of the line.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
// CHECK-LABEL: gpu.module @scan
gpu.module @scan attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    // CHECK: nvvm.barrier0
    // CHECK: llvm.store
    // CHECK: nvvm.barrier0
    // The bound is computed (k + 1), not a constant.
    // CHECK: scf.for %{{.*}} = %{{.*}} to %{{[0-9]+}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32) : i32 {
    // CHECK:   llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK:   arith.addi
    %s = nv_tileaa.scan %i dim = 0 reverse = false identities = [0 : i32] : tensor<8xi32, #tv> -> tensor<8xi32, #tv> {
    ^bb0(%e: i32, %acc: i32):
      %x = arith.addi %e, %acc : i32
      nv_tileaa.yield %x : i32
    }
    // CHECK: %[[M:.*]] = arith.subi %c8_i32{{[_0-9]*}}, %{{.*}} : i32
    // CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[M]] step
    // CHECK:   %[[LAST:.*]] = arith.constant 7 : i32
    // CHECK:   arith.subi %[[LAST]], %[[J]] : i32
    %r = nv_tileaa.scan %i dim = 0 reverse = true identities = [0 : i32] : tensor<8xi32, #tv> -> tensor<8xi32, #tv> {
    ^bb0(%e: i32, %acc: i32):
      %x = arith.addi %e, %acc : i32
      nv_tileaa.yield %x : i32
    }
    nv_tileaa.return
  }
}
