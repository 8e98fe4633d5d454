// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tileas-to-llvm))' -split-input-file -verify-diagnostics

// The lowering refuses a buffer tileas-plan-shared-memory did not place.
gpu.module @unplanned attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    // expected-error @below {{'nv_tileas.alloc_tensor' op needs shared memory but has no place in it: run tileas-plan-shared-memory before convert-tileas-to-llvm}}
    %a = nv_tileas.alloc_tensor : !nv_tileaa.memref<4xf32, strides = [1], shared>
    nv_tileaa.return
  }
}

// -----

// ... and a kernel touching shared memory whose barriers tileas-insert-barriers
// did not place (planned by hand here).
#p = #nv_tileas.tv_layout<"(4,2):(2,1)">
#q = #nv_tileas.tv_layout<"(4,2):(1,4)">
gpu.module @unplaced attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // expected-error @below {{'nv_tileaa.func' op accesses shared memory but its barriers are not placed: run tileas-insert-barriers before convert-tileas-to-llvm}}
  nv_tileaa.func @k(%x: f32) attributes {nv_tileas.shared_bytes = 32 : i64} {
    %s = tensor.splat %x : tensor<8xf32, #p>
    %t = nv_tileas.convert_layout %s {nv_tileas.shared_offset = 0 : i64} : tensor<8xf32, #p> -> tensor<8xf32, #q>
    nv_tileaa.return
  }
}
