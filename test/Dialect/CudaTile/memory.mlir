// RUN: %cuda-tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %cuda-tile-opt %s --allow-unregistered-dialect | %cuda-tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %cuda-tile-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %cuda-tile-opt --allow-unregistered-dialect | FileCheck %s

// Tiles of rank > 0 come from placeholder ops: kernels take 0-d tiles only.

// CHECK-LABEL: cuda_tile.module @memory
cuda_tile.module @memory {
  // CHECK: entry @tokens()
  entry @tokens() {
    // CHECK-NEXT: %[[A:.*]] = make_token : token
    %a = make_token : token
    // CHECK-NEXT: %[[B:.*]] = make_token : token
    %b = cuda_tile.make_token : !cuda_tile.token
    // CHECK-NEXT: join_tokens %[[A]], %[[B]] : token
    %c = join_tokens %a, %b : token
    // CHECK-NEXT: join_tokens %[[A]], %[[B]], %{{.*}} : token
    %d = join_tokens %a, %b, %c : token
  }

  // CHECK: entry @pointers()
  entry @pointers() {
    %ptrs = "test.ptrs"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %mask = "test.mask"() : () -> !cuda_tile.tile<16x32xi1>
    %pad = "test.pad"() : () -> !cuda_tile.tile<16x32xf32>
    %t = make_token : token
    // CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko weak %[[P:.*]] : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    %v, %t0 = load_ptr_tko weak %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    // CHECK-NEXT: load_ptr_tko weak %[[P]], %[[M:.*]] token=%[[T:.*]] : tile<16x32xptr<f32>>, tile<16x32xi1> -> tile<16x32xf32>, token
    %v1, %t1 = load_ptr_tko weak %ptrs, %mask token=%t : tile<16x32xptr<f32>>, tile<16x32xi1> -> tile<16x32xf32>, token
    // CHECK-NEXT: load_ptr_tko relaxed device %[[P]], %[[M]], %{{.*}} token=%[[T]] : tile<16x32xptr<f32>>, tile<16x32xi1>, tile<16x32xf32> -> tile<16x32xf32>, token
    %v2, %t2 = load_ptr_tko relaxed device %ptrs, %mask, %pad token=%t : tile<16x32x!cuda_tile.ptr<f32>>, tile<16x32xi1>, tile<16x32xf32> -> tile<16x32xf32>, token
    // CHECK-NEXT: load_ptr_tko acquire sys %[[P]] optimization_hints = <sm_100 = {latency = 3}> : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    %v3, %t3 = load_ptr_tko acquire sys %ptrs optimization_hints = <sm_100 = {latency = 3}> : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    // CHECK-NEXT: load_ptr_tko relaxed tl_blk %[[P]] : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    %v4, %t4 = load_ptr_tko relaxed tl_blk %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    // CHECK-NEXT: store_ptr_tko weak %[[P]], %[[V]] : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
    %s0 = store_ptr_tko weak %ptrs, %v : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
    // CHECK-NEXT: store_ptr_tko relaxed device %[[P]], %[[V]], %[[M]] token=%[[T]] : tile<16x32xptr<f32>>, tile<16x32xf32>, tile<16x32xi1> -> token
    %s1 = store_ptr_tko relaxed device %ptrs, %v, %mask token=%t : tile<16x32xptr<f32>>, tile<16x32xf32>, tile<16x32xi1> -> token
    // CHECK-NEXT: store_ptr_tko release sys %[[P]], %[[V]] token=%[[T]] optimization_hints = <default = {allow_tma = true}> : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
    %s2 = store_ptr_tko release sys %ptrs, %v token=%t optimization_hints = <default = {allow_tma = true}> : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
  }

  // CHECK: entry @scalar(%[[SP:.*]]: tile<ptr<i8>>)
  entry @scalar(%p: tile<ptr<i8>>) {
    // CHECK: %[[SV:.*]], %{{.*}} = load_ptr_tko weak %[[SP]] : tile<ptr<i8>> -> tile<i8>, token
    %v, %t = load_ptr_tko weak %p : tile<ptr<i8>> -> tile<i8>, token
    // CHECK-NEXT: store_ptr_tko weak %[[SP]], %[[SV]] : tile<ptr<i8>>, tile<i8> -> token
    %s = store_ptr_tko weak %p, %v : tile<ptr<i8>>, tile<i8> -> token
  }

  // CHECK: entry @alloca()
  entry @alloca() {
    // CHECK-NEXT: alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    // CHECK-NEXT: alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %1 = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    // CHECK-NEXT: alloca num_elem = 0, alignment = 1 : tile<ptr<i1>>
    %2 = alloca num_elem = 0, alignment = 1 : tile<ptr<i1>>
  }
}
