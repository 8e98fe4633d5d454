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

// -----

nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.broadcast' op can only broadcast dimensions of size 1, got 'tensor<2x4xf32>' -> 'tensor<4x4xf32>'}}
  %0 = nv_tileaa.broadcast %x : tensor<2x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.broadcast' op source and result must have the same rank}}
  %0 = nv_tileaa.broadcast %x : tensor<2x4xf32> -> tensor<1x2x4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.reshape' op source and result must have the same number of elements, got 'tensor<2x4xf32>' -> 'tensor<4x4xf32>'}}
  %0 = nv_tileaa.reshape %x : tensor<2x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: tensor<4x!nv_tileaa.ptr<f32, global>>) {
  // expected-error @below {{'nv_tileaa.load' op result must be 'tensor<4xf32>', got 'tensor<4xf16>'}}
  %v, %t = nv_tileaa.load weak %p : tensor<4x!nv_tileaa.ptr<f32, global>> -> tensor<4xf16>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: tensor<4x!nv_tileaa.ptr<f32, global>>, %m: tensor<8xi1>) {
  // expected-error @below {{'nv_tileaa.load' op mask must be 'tensor<4xi1>', got 'tensor<8xi1>'}}
  %v, %t = nv_tileaa.load weak %p, %m : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<8xi1> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: tensor<4x!nv_tileaa.ptr<f32, global>>, %m: tensor<4xi1>, %pad: tensor<4xf16>) {
  // expected-error @below {{'nv_tileaa.load' op padding must be 'tensor<4xf32>', got 'tensor<4xf16>'}}
  %v, %t = nv_tileaa.load weak %p, %m, %pad : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xi1>, tensor<4xf16> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: tensor<4x!nv_tileaa.ptr<f32, global>>, %v: tensor<4xi32>) {
  // expected-error @below {{'nv_tileaa.store' op value must be 'tensor<4xf32>', got 'tensor<4xi32>'}}
  %t = nv_tileaa.store weak %p, %v : tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: tensor<4x!nv_tileaa.ptr<f32, global>>, %pad: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.load' op padding without a mask}}
  %v, %t = "nv_tileaa.load"(%p, %pad) <{ordering = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<4x!nv_tileaa.ptr<f32, global>>, tensor<4xf32>) -> (tensor<4xf32>, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.splat' op value type 'f16' is not the element type 'f32'}}
  %0 = nv_tileaa.splat 1.5 : f16 : tensor<4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @cast_shape(%a: tensor<4xi64>) {
  // expected-error @below {{all non-scalar operands/results must have the same shape and base type}}
  %p = nv_tileaa.int_to_ptr %a : tensor<4xi64> to tensor<8x!nv_tileaa.ptr<i8, global>>
  nv_tileaa.return
}

// -----

nv_tileaa.func @cast_width(%a: tensor<4xi32>) {
  // expected-error @below {{must be 64-bit signless integer or ranked tensor of 64-bit signless integer values}}
  %p = nv_tileaa.int_to_ptr %a : tensor<4xi32> to tensor<4x!nv_tileaa.ptr<i8, global>>
  nv_tileaa.return
}

// -----

nv_tileaa.func @weak_atomic(%p: !nv_tileaa.ptr<i32, global>, %v: i32) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op an atomic cannot be weak}}
  %o, %t = nv_tileaa.atomic_rmw add weak %p, %v : !nv_tileaa.ptr<i32, global>, i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @float_mode(%p: !nv_tileaa.ptr<i32, global>, %v: i32) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op 'addf' does not apply to 'i32'}}
  %o, %t = nv_tileaa.atomic_rmw addf relaxed %p, %v : !nv_tileaa.ptr<i32, global>, i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @atomic_value(%p: !nv_tileaa.ptr<f32, global>, %v: f16) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op value must be 'f32', got 'f16'}}
  %o, %t = nv_tileaa.atomic_rmw addf relaxed %p, %v : !nv_tileaa.ptr<f32, global>, f16
  nv_tileaa.return
}

// -----

// expected-note @below {{prior use here}}
nv_tileaa.func @cas_types(%p: !nv_tileaa.ptr<f32, global>, %c: f32, %v: i32) {
  // expected-error @below {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  %o, %t = nv_tileaa.atomic_cas relaxed %p, %c, %v : !nv_tileaa.ptr<f32, global>, f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @cas_weak(%p: !nv_tileaa.ptr<f32, global>, %c: f32) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op an atomic cannot be weak}}
  %o, %t = nv_tileaa.atomic_cas weak %p, %c, %c : !nv_tileaa.ptr<f32, global>, f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @no_global() {
  // expected-error @below {{'nv_tileaa.global_address' op no global named @missing}}
  %p = nv_tileaa.global_address @missing : !nv_tileaa.ptr<f32, global>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op dimension 2 is out of range for rank 2}}
  %s = nv_tileaa.reduce %x dim = 2 identities = [0.0 : f32] : tensor<2x8xf32> -> tensor<8xf32> {
  ^bb0(%e: f32, %acc: f32):
    nv_tileaa.yield %e : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op result 0 must be 'tensor<2xf32>'}}
  %s = nv_tileaa.reduce %x dim = 1 identities = [0.0 : f32] : tensor<2x8xf32> -> tensor<8xf32> {
  ^bb0(%e: f32, %acc: f32):
    nv_tileaa.yield %e : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op identity 0 must be of type 'f32'}}
  %s = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<8xf32> -> f32 {
  ^bb0(%e: f32, %acc: f32):
    nv_tileaa.yield %e : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op body must take an element and an accumulator per operand, 2 arguments}}
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8xf32> -> f32 {
  ^bb0(%e: f32):
    nv_tileaa.yield %e : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8xf32> -> f32 {
  ^bb0(%e: f32, %acc: f32):
    %c = arith.constant 1 : i32
    // expected-error @below {{'nv_tileaa.yield' op value 0 must be 'f32'}}
    nv_tileaa.yield %c : i32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, global>) {
  // expected-error @below {{'nv_tileaa.make_memref' op needs one value per dynamic size and stride, 1 and 0}}
  %m = nv_tileaa.make_memref %p sizes() strides() : !nv_tileaa.ptr<f32, global> -> !nv_tileaa.memref<?x4xf32, strides = [4, 1], global>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%p: !nv_tileaa.ptr<f16, global>) {
  // expected-error @below {{'nv_tileaa.make_memref' op base must point to 'f32' in the memref's address space}}
  %m = nv_tileaa.make_memref %p sizes() strides() : !nv_tileaa.ptr<f16, global> -> !nv_tileaa.memref<4xf32, strides = [1], global>
  nv_tileaa.return
}

// -----

// expected-error @below {{only a memref in shared memory is swizzled}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<4x4xf32, strides = [4, 1], global, Sw<1,2,2>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{Sw<3,2,1> is not a swizzle: it needs B, M >= 0, |S| >= B and M + |S| + B <= 30}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<4x4xf32, strides = [4, 1], shared, Sw<3,2,1>>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{a memref of rank 2 needs as many strides, got 1}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<4x4xf32, strides = [1], global>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{dim_map must be a permutation of the memref's dimensions}}
nv_tileaa.func @f(%v: !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 0]>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{padding must be of the element type 'f32'}}
nv_tileaa.func @f(%v: !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1], padding = 0 : i32>) {
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%v: !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, %i: i32) {
  // expected-error @below {{'nv_tileaa.tiled_load' op tile must be 'tensor<2x2xf32>'}}
  %t, %tok = nv_tileaa.tiled_load weak %v[%i, %i] : !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, i32, i32 -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%v: !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, %i: i32) {
  // expected-error @below {{'nv_tileaa.tiled_load' op needs 2 indices, got 1}}
  %t, %tok = nv_tileaa.tiled_load weak %v[%i] : !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>, i32 -> tensor<2x2xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<4x2xf16>, %c: tensor<4x2xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op shapes do not multiply: 'tensor<4x8xf16>' * 'tensor<4x2xf16>' + 'tensor<4x2xf32>'}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<4x2xf16>, tensor<4x2xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %c: tensor<4x2xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op multiplies floats into floats or i8 into i32, got 'i8' into 'f32'}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>, %c: tensor<4x2xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op signedness applies to integer operands only}}
  %d = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<4x8xf16>, tensor<8x2xf16>, tensor<4x2xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<16x64xf8E4M3FN>, %b: tensor<64x8xf8E4M3FN>, %c: tensor<16x8xf32>, %sa: tensor<16x3xf8E8M0FNU>, %sb: tensor<3x8xf8E8M0FNU>) {
  // expected-error @below {{'nv_tileaa.dot_scaled' op scales must be M x KS and KS x N with KS dividing K, got 'tensor<16x3xf8E8M0FNU>' and 'tensor<3x8xf8E8M0FNU>' for 'tensor<16x64xf8E4M3FN>' * 'tensor<64x8xf8E4M3FN>'}}
  %d = nv_tileaa.dot_scaled %a, %b, %c, %sa, %sb : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>, tensor<16x3xf8E8M0FNU>, tensor<3x8xf8E8M0FNU>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<16x64xf8E4M3FN>, %b: tensor<64x8xf8E5M2>, %c: tensor<16x8xf32>, %sa: tensor<16x2xf8E8M0FNU>, %sb: tensor<2x8xf8E8M0FNU>) {
  // expected-error @below {{'nv_tileaa.dot_scaled' op lhs and rhs, and their scales, must have the same element types}}
  %d = nv_tileaa.dot_scaled %a, %b, %c, %sa, %sb : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E5M2>, tensor<16x8xf32>, tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<16x64xf8E4M3FN>, %b: tensor<64x8xf8E4M3FN>, %c: tensor<16x8xf16>, %sa: tensor<16x2xf8E8M0FNU>, %sb: tensor<2x8xf8E8M0FNU>) {
  // expected-error @below {{'nv_tileaa.dot_scaled' op accumulates in f32, got 'f16'}}
  %d = nv_tileaa.dot_scaled %a, %b, %c, %sa, %sb : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf16>, tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x8xf32>) {
  // expected-error @below {{'nv_tileaa.scan' op result 0 must be 'tensor<2x8xf32>'}}
  %s = nv_tileaa.scan %x dim = 1 reverse = false identities = [0.0 : f32] : tensor<2x8xf32> -> tensor<2xf32> {
  ^bb0(%e: f32, %acc: f32):
    nv_tileaa.yield %e : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf16>) {
  // expected-error @below {{'nv_tileaa.repack' op source and result must hold the same number of bits}}
  %b = nv_tileaa.repack %x : tensor<8xf16> -> tensor<8xi8>
  nv_tileaa.return
}

// -----

// expected-error @below {{traversal needs one positive stride per tile dimension}}
nv_tileaa.func @f(%v: !nv_tileaa.tiled_view<[2], !nv_tileaa.memref<4xf32, strides = [1], global>, dim_map = [0] traversal = [0]>) {
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<4x2xi32>) {
  // expected-error @below {{'nv_tileaa.permute' op needs one permutation entry per dimension}}
  %p = nv_tileaa.permute %x [1, 0, 2] : tensor<4x2xi32> -> tensor<2x4xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<4x2xi32>) {
  // expected-error @below {{'nv_tileaa.permute' op permutation must hold each dimension once}}
  %p = nv_tileaa.permute %x [1, 1] : tensor<4x2xi32> -> tensor<2x2xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<4x2xi32>) {
  // expected-error @below {{'nv_tileaa.permute' op result dimension 0 must be source dimension 1}}
  %p = nv_tileaa.permute %x [1, 0] : tensor<4x2xi32> -> tensor<4x2xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x4xi8>) {
  // expected-error @below {{'nv_tileaa.repack' op repacks static tensors of one rank along their last dimension}}
  %b = nv_tileaa.repack %x : tensor<2x4xi8> -> tensor<2xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<2x4xi8>) {
  // Only the last extent may change.
  // expected-error @below {{'nv_tileaa.repack' op repacks static tensors of one rank along their last dimension}}
  %b = nv_tileaa.repack %x : tensor<2x4xi8> -> tensor<1x8xi8>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<?xf32>) {
  // expected-error @below {{'nv_tileaa.reshape' op shapes must be static}}
  %0 = nv_tileaa.reshape %x : tensor<?xf32> -> tensor<2x4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<8xf16>, %b: tensor<8x2xf16>, %c: tensor<2xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op operands must all be 2-d, or all 3-d with a batch dimension}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<8xf16>, tensor<8x2xf16>, tensor<2xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x2xbf16>, %c: tensor<4x2xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op lhs and rhs must have the same element type}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x2xbf16>, tensor<4x2xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op needs at least one operand}}
  "nv_tileaa.reduce"() <{dim = 0 : i32, identities = []}> ({
  ^bb0:
    nv_tileaa.yield
  }) : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op needs one result and one identity per operand}}
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32, 1.0 : f32] : tensor<8xf32> -> f32 {
  ^bb0(%e: f32, %acc: f32):
    nv_tileaa.yield %e : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8xf32> -> f32 {
  ^bb0(%e: f32, %acc: f32):
    // expected-error @below {{'nv_tileaa.yield' op must yield one value per operand}}
    nv_tileaa.yield %e, %acc : f32, f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>, %y: tensor<4xi32>) {
  // expected-error @below {{'nv_tileaa.reduce' op operands must have the same shape}}
  %s:2 = nv_tileaa.reduce %x, %y dim = 0 identities = [0.0 : f32, 0 : i32] : tensor<8xf32>, tensor<4xi32> -> f32, i32 {
  ^bb0(%e: f32, %acc: f32, %f: i32, %bcc: i32):
    nv_tileaa.yield %e, %f : f32, i32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.scan' op body arguments 0 and 1 must be 'f32'}}
  %s = nv_tileaa.scan %x dim = 0 reverse = false identities = [0.0 : f32] : tensor<8xf32> -> tensor<8xf32> {
  ^bb0(%e: f16, %acc: f32):
    nv_tileaa.yield %acc : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%m: !nv_tileaa.memref<4x4xf32, strides = [4, 1], global>) {
  // expected-error @below {{'nv_tileaa.block_tile' op the view must cut '!nv_tileaa.memref<4x4xf32, strides = [4, 1], global>'}}
  %v = nv_tileaa.block_tile %m : !nv_tileaa.memref<4x4xf32, strides = [4, 1], global> -> !nv_tileaa.tiled_view<[2, 2], !nv_tileaa.memref<8x4xf32, strides = [4, 1], global>, dim_map = [0, 1]>
  nv_tileaa.return
}

// -----

!memref = !nv_tileaa.memref<16x32xf32, strides = [32, 1], global>
!view = !nv_tileaa.tiled_view<[8, 4], !memref, dim_map = [0, 1] traversal = [1, 1]>
func.func @gather_sparse_dim(%v: !view, %c: i32, %rows: tensor<8x4xi32>) {
  // expected-error @below {{'nv_tileaa.gather_load' op sparse_dim 2 is out of range for rank 2}}
  %t, %tok = nv_tileaa.gather_load weak %v[%c] rows(%rows : tensor<8x4xi32>) sparse_dim = 2 : !view, i32 -> tensor<8x4xf32>
  return
}

// -----

!memref = !nv_tileaa.memref<16x32xf32, strides = [32, 1], global>
!view = !nv_tileaa.tiled_view<[8, 4], !memref, dim_map = [0, 1] traversal = [1, 1]>
func.func @gather_indices(%v: !view, %c: i32, %rows: tensor<8x4xi32>) {
  // expected-error @below {{'nv_tileaa.gather_load' op needs 1 indices (one per dimension but sparse_dim), got 2}}
  %t, %tok = nv_tileaa.gather_load weak %v[%c, %c] rows(%rows : tensor<8x4xi32>) sparse_dim = 0 : !view, i32, i32 -> tensor<8x4xf32>
  return
}

// -----

!memref = !nv_tileaa.memref<16x32xf32, strides = [32, 1], global>
!view = !nv_tileaa.tiled_view<[8, 4], !memref, dim_map = [0, 1]>
func.func @gather_view(%v: !view, %c: i32, %rows: tensor<8x4xi32>) {
  // expected-error @below {{'nv_tileaa.gather_load' op view must have the identity dim_map and traversal strides of 1}}
  %t, %tok = nv_tileaa.gather_load weak %v[%c] rows(%rows : tensor<8x4xi32>) sparse_dim = 0 : !view, i32 -> tensor<8x4xf32>
  return
}

// -----

!memref = !nv_tileaa.memref<16x32xf32, strides = [32, 1], global>
!view = !nv_tileaa.tiled_view<[8, 4], !memref, dim_map = [0, 1] traversal = [1, 1]>
func.func @scatter_rows(%v: !view, %c: i32, %rows: tensor<8xi32>, %t: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.scatter_store' op rows must have the tile's shape}}
  %tok = nv_tileaa.scatter_store weak %t, %v[%c] rows(%rows : tensor<8xi32>) sparse_dim = 0 : tensor<8x4xf32>, !view, i32
  return
}

// -----

!memref = !nv_tileaa.memref<16x32xf32, strides = [32, 1], global>
!view = !nv_tileaa.tiled_view<[8, 4], !memref, dim_map = [0, 1] traversal = [1, 1]>
func.func @scatter_tile(%v: !view, %c: i32, %rows: tensor<8x4xi32>, %t: tensor<8x4xf16>) {
  // expected-error @below {{'nv_tileaa.scatter_store' op tile must be 'tensor<8x4xf32>'}}
  %tok = nv_tileaa.scatter_store weak %t, %v[%c] rows(%rows : tensor<8x4xi32>) sparse_dim = 0 : tensor<8x4xf16>, !view, i32
  return
}

// -----

nv_tileaa.func @alloca_alignment() {
  // expected-error @below {{'nv_tileaa.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %p = nv_tileaa.alloca num_elem = 4, alignment = 24 : !nv_tileaa.ptr<f32, global>
  nv_tileaa.return
}
