// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tileas-to-llvm))' -verify-diagnostics

// alloca calls the device heap's malloc and free: a symbol of either name
// with another type is refused where it stands.
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // expected-error @below {{redefinition of reserved function 'malloc' of different type '!llvm.func<ptr (i32)>' is prohibited}}
  llvm.func @malloc(i32) -> !llvm.ptr
  llvm.func @k() {
    %p = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<f32, global>
    llvm.return
  }
}
