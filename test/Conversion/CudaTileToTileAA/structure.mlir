// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// The enclosing module keeps its attributes (a producer's tt.num_warps passes
// through verbatim) and becomes a GPU container; each cuda_tile.module
// becomes a gpu.module that keeps its own attributes.

// CHECK: module attributes {gpu.container_module, tt.num_warps = 4 : i32} {
module attributes {tt.num_warps = 4 : i32} {
  // CHECK: gpu.module @kernels attributes {nv_tileaa.producer = "tests", tt.extra = 1 : i32} {
  cuda_tile.module @kernels attributes {producer = "tests", tt.extra = 1 : i32} {
    // CHECK: nv_tileaa.func @k(%[[P:.*]]: !nv_tileaa.ptr<f32, global>, %[[N:.*]]: i32) kernel attributes {optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_cta_in_cga = 2}>} {
    entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
      // CHECK: %[[BX:.*]] = gpu.block_id x
      // CHECK: arith.index_castui %[[BX]] : index to i32
      // CHECK: gpu.block_id y
      // CHECK: gpu.block_id z
      %x, %y, %z = get_tile_block_id : tile<i32>
      // CHECK: %[[GX:.*]] = gpu.grid_dim x
      // CHECK: arith.index_castui %[[GX]] : index to i32
      %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %init = constant <f32: 0.0> : tile<4xf32>
      // CHECK: %[[SUM:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<4xf32>) : i32 {
      // CHECK:   %[[NEXT:.*]] = arith.addf %[[ACC]], %[[ACC]] : tensor<4xf32>
      // CHECK:   scf.yield %[[NEXT]] : tensor<4xf32>
      %sum = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %init) -> (tile<4xf32>) {
        %next = addf %acc, %acc : tile<4xf32>
        continue %next : tile<4xf32>
      }
      // CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} : i32 {
      // CHECK-NEXT: }
      for unsigned %j in (%c0 to %n, step %c1) : tile<i32> {
      }
      // CHECK: %[[COND:.*]] = arith.cmpi slt, %{{.*}}, %[[N]] : i32
      %cond = cmpi less_than %x, %n, signed : tile<i32> -> tile<i1>
      // CHECK: %[[PICK:.*]] = scf.if %[[COND]] -> (tensor<4xf32>) {
      // CHECK:   scf.yield %[[SUM]] : tensor<4xf32>
      // CHECK: } else {
      // CHECK:   scf.yield %{{.*}} : tensor<4xf32>
      // CHECK: }
      %pick = if %cond -> (tile<4xf32>) {
        yield %sum : tile<4xf32>
      } else {
        yield %init : tile<4xf32>
      }
      // CHECK: nv_tileaa.return
      return
    }
  }
}
