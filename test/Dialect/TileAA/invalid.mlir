// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

nv_tileaa.func @f(%v: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'nv_tileaa.return' op operand types 'tensor<4xf32>', 'tensor<4xf32>' do not match the results 'tensor<4xf32>' of @f}}
  nv_tileaa.return %v, %v : tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @below {{num_warps must be in [1, 32], got 0}}
nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 0, cluster = [1, 1, 1]>} {
  nv_tileaa.return
}

// -----

// expected-error @below {{cluster must have 3 dimensions, got 2}}
nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1]>} {
  nv_tileaa.return
}

// -----

// expected-error @below {{cluster dimensions must be positive}}
nv_tileaa.func @k() kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [0, 1, 1]>} {
  nv_tileaa.return
}

// -----

// expected-error @below {{expected one of [register, global, internal, shared, constant, local, tensor, generic] for memory space, got: heap}}
// expected-error @below {{failed to parse TileAA_PointerType parameter 'addressSpace'}}
nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, heap>) {
  nv_tileaa.return
}

// -----

func.func @f() {
  // expected-error @below {{'nv_tileaa.return' op expects parent op 'nv_tileaa.func'}}
  nv_tileaa.return
}
