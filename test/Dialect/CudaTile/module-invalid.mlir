// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  global @g <f16: [1.0, 2.0]> : tile<2xf16>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op pointee type of result type '!cuda_tile.ptr<f32>' does not match type 'f16' of the global @g}}
    %p = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op 'missing' does not reference a valid global}}
    %p = get_global @missing : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op type must have rank 1}}
  global @g <f32: [[1.0, 2.0]]> : tile<1x2xf32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op alignment must be a power of two, got 24}}
  global @g alignment = 24 <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{custom op 'cuda_tile.constant' expected integer value}}
    %c = constant <i8: true> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.make_token' op is not allowed directly inside a module; only entry and global are}}
  %t = make_token : token
}
