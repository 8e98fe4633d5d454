// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file -verify-diagnostics

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

// -----

// The memory of an alloca inside an if lives to the end of the enclosing
// loop iteration or kernel, past the if's block: not lowered yet.
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  llvm.func @k(%c: i1) {
    scf.if %c {
      // expected-error @below {{'nv_tileaa.alloca' op inside scf.if is not lowered yet: its memory must outlive the block}}
      // expected-error @below {{failed to legalize operation 'nv_tileaa.alloca'}}
      %p = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<f32, global>
    }
    llvm.return
  }
}

// -----

gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  llvm.func @k() {
    // expected-error @below {{'nv_tileaa.alloca' op asks for more bytes than 64 bits count}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.alloca'}}
    %p = nv_tileaa.alloca num_elem = 4611686018427387904, alignment = 16 : !nv_tileaa.ptr<f32, global>
    llvm.return
  }
}

// -----

gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  llvm.func @k() {
    // expected-error @below {{'nv_tileaa.alloca' op is lowered to device-heap memory, which takes a global pointer, not '!nv_tileaa.ptr<f32, shared>'}}
    // expected-error @below {{failed to legalize operation 'nv_tileaa.alloca'}}
    %p = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<f32, shared>
    llvm.return
  }
}
