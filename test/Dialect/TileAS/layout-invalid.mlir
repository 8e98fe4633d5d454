// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{invalid layout '(128,4):(4'}}
nv_tileaa.func @f(%a: tensor<4xf32, #nv_tileas.tv_layout<"(128,4):(4">>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{a thread-value layout has 2 modes (thread, value), got 128:4}}
nv_tileaa.func @f(%a: tensor<4xf32, #nv_tileas.tv_layout<"128:4">>) {
  nv_tileaa.return
}

// -----

// A CTA has at most 1024 threads.
// expected-error @below {{layout '(2048,1):(1,0)' has 2048 threads, more than the 1024 of a CTA}}
nv_tileaa.func @f(%a: tensor<2048xf32, #nv_tileas.tv_layout<"(2048,1):(1,0)">>) {
  nv_tileaa.return
}

// -----

// A thread cannot hold more values than could compile (sixteen register
// files): this layout would hang the lowering.
// expected-error @below {{layout '(128,8192):(8192,1)' gives a thread 8192 values, more than the 4080 it may hold}}
nv_tileaa.func @f(%a: tensor<1048576xf32, #nv_tileas.tv_layout<"(128,8192):(8192,1)">>) {
  nv_tileaa.return
}

// -----

func.func @f(%x: tensor<8xi32>) {
  // expected-error @below {{'nv_tileas.convert_layout' op converts between tensors with distributed layout encodings}}
  %y = nv_tileas.convert_layout %x : tensor<8xi32> -> tensor<8xi32>
  return
}

// -----

// The loads and stores of nv_tileas check what their nv_tileaa counterparts
// check.
func.func @load_result(%p: tensor<4x!nv_tileaa.ptr<f32, global>>) {
  // expected-error @below {{'nv_tileas.load' op result must be 'tensor<4xf32>', got 'tensor<4xf16>'}}
  %v, %t = nv_tileas.load weak %p : tensor<4x!nv_tileaa.ptr<f32, global>> -> tensor<4xf16>
  return
}

// -----

func.func @store_mask(%p: tensor<4x!nv_tileaa.ptr<f32, global>>, %v: tensor<4xf32>, %m: tensor<8xi1>) {
  // expected-error @below {{'nv_tileas.store' op mask must be 'tensor<4xi1>', got 'tensor<8xi1>'}}
  %t = nv_tileas.store weak %p, %v, %m : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xf32>, tensor<8xi1>
  return
}

// -----

func.func @tiled_indices(%v: !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, %i: i32) {
  // expected-error @below {{'nv_tileas.tiled_load' op needs 2 indices, got 1}}
  %t, %tok = nv_tileas.tiled_load weak %v[%i] : !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, i32 -> tensor<2x2xf32>
  return
}

// -----

func.func @tiled_store_tile(%v: !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, %i: i32, %x: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileas.tiled_store' op tile must be 'tensor<2x2xf32>'}}
  %tok = nv_tileas.tiled_store weak %x, %v[%i, %i] : tensor<4x4xf32>, !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, i32, i32
  return
}

// -----

// expected-error @below {{unknown MMA operand 'c', expected a, b, bt or acc}}
nv_tileaa.func @f(%a: tensor<16x8xf32, #nv_tileas.mma<"c", "m16n8k16", warps = [1, 1], shape = [16, 8]>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{unknown MMA shape 'm16n16k16', expected m16n8k16, m16n8k8, m16n8k32 or m8n8k4}}
nv_tileaa.func @f(%a: tensor<16x8xf32, #nv_tileas.mma<"acc", "m16n16k16", warps = [1, 1], shape = [16, 8]>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{invalid MMA layout: a 24x8 tile is not made of 16x8 MMA fragments}}
nv_tileaa.func @f(%a: tensor<24x8xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [1, 1], shape = [24, 8]>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{invalid MMA layout: a 64x24 tile is not a power-of-two grid of MMA fragments}}
nv_tileaa.func @f(%a: tensor<64x24xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 2], shape = [64, 24], contiguous_n = true>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{invalid MMA layout: MMA warp counts must be powers of two}}
nv_tileaa.func @f(%a: tensor<16x8xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [3, 1], shape = [16, 8]>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{invalid slice layout: dimension 2 of a rank-2 shape}}
nv_tileaa.func @f(%a: tensor<64xf32, #nv_tileas.slice<dim = 2, shape = [64, 64], parent = #nv_tileas.tv_layout<"(128,(4,8)):(4,(1,512))">>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{invalid slice layout: the parent is not a distributed layout}}
nv_tileaa.func @f(%a: tensor<64xf32, #nv_tileas.slice<dim = 1, shape = [64, 64], parent = 1 : i32>>) {
  nv_tileaa.return
}
