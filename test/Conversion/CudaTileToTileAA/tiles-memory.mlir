// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @tiles
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<f32, global>, %[[S:.*]]: f32)
  entry @tiles(%p: tile<ptr<f32>>, %s: tile<f32>) {
    // 0-d constants are scalars, others dense tensors (splats stay splats).
    // CHECK: arith.constant 7 : i32
    %c = constant <i32: 7> : tile<i32>
    // CHECK: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %v = constant <f32: [1.0, 2.0]> : tile<2xf32>
    // CHECK: arith.constant dense<true> : tensor<4xi1>
    %t = constant <i1: true> : tile<4xi1>
    // CHECK: %[[IOTA:.*]] = nv_tileaa.iota : tensor<4xi32>
    %i = iota : tile<4xi32>
    // A scalar reshaped to ones is a splat; a one-element tile back to a
    // scalar is an extraction; other reshapes keep their elements in order.
    // CHECK: %[[ONE:.*]] = tensor.splat %[[S]] : tensor<1x1xf32>
    %s2 = reshape %s : tile<f32> -> tile<1x1xf32>
    // CHECK: nv_tileaa.broadcast %[[ONE]] : tensor<1x1xf32> -> tensor<2x4xf32>
    %b = broadcast %s2 : tile<1x1xf32> -> tile<2x4xf32>
    // A broadcast to its own type is its operand (0-d too).
    // CHECK-NOT: nv_tileaa.broadcast %[[ONE]] : tensor<1x1xf32> -> tensor<1x1xf32>
    %same = broadcast %s2 : tile<1x1xf32> -> tile<1x1xf32>
    %same0 = broadcast %s : tile<f32> -> tile<f32>
    // CHECK: %[[C0:.*]] = arith.constant 0 : index
    // CHECK: tensor.extract %[[ONE]][%[[C0]], %[[C0]]] : tensor<1x1xf32>
    %back = reshape %s2 : tile<1x1xf32> -> tile<f32>
    // CHECK: nv_tileaa.reshape %{{.*}} : tensor<2x4xf32> -> tensor<8xf32>
    %flat = reshape %b : tile<2x4xf32> -> tile<8xf32>
    // CHECK: %[[PS:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<1x!nv_tileaa.ptr<f32, global>> -> tensor<4x!nv_tileaa.ptr<f32, global>>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    // CHECK: %[[Q:.*]] = nv_tileaa.add_ptr %[[PS]], %[[IOTA]] : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xi32>
    %q = offset %ps, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %pad = constant <f32: 0.0> : tile<4xf32>

    // Ordering, scope, mask, padding, tokens and hints carry over.
    // CHECK: %[[T0:.*]] = nv_tileaa.make_token
    %t0 = make_token : token
    // CHECK: %[[V:.*]], %[[T1:.*]] = nv_tileaa.load weak %[[Q]], %{{.*}}, %{{.*}} token(%[[T0]]) {optimization_hints = #cuda_tile.optimization_hints<sm_90 = {latency = 3}>} : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xi1>, tensor<4xf32> -> tensor<4xf32>
    %l, %t1 = load_ptr_tko weak %q, %t, %pad token=%t0 optimization_hints = <sm_90 = {latency = 3}> : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    // CHECK: nv_tileaa.load acquire device %[[P]] : !nv_tileaa.ptr<f32, global> -> f32
    %x, %t2 = load_ptr_tko acquire device %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK: %[[T3:.*]] = nv_tileaa.store release sys %[[Q]], %[[V]], %{{.*}} token(%[[T1]]) : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xf32>, tensor<4xi1>
    %t3 = store_ptr_tko release sys %q, %l, %t token=%t1 : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    // CHECK: nv_tileaa.store relaxed tl_blk %[[P]], %{{.*}} : !nv_tileaa.ptr<f32, global>, f32
    %t4 = store_ptr_tko relaxed tl_blk %p, %x : tile<ptr<f32>>, tile<f32> -> token
    // CHECK: nv_tileaa.join_tokens %[[T3]], %{{.*}}
    %t5 = join_tokens %t3, %t4 : token
  }
}
