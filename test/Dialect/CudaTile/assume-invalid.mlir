// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %0 = assume div_by<16>, %f : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.div_by' divisor must be a power of 2}}
    %0 = assume div_by<3>, %i : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile}}
    %0 = assume div_by<4, every 2 along 0>, %i : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<?xf32, strides=[1]>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view}}
    %0 = assume div_by<4, every 2 along 0>, %v : tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @below{{expected number of values in}}
    %0 = assume same_elements<[1]>, %i : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %0 = assume same_elements<[]>, %f : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.bounded' is valid only for tile of integer values}}
    %0 = assume bounded<0, 1>, %f : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i8>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.bounded' expects upper bound to be within [-128, 127]}}
    %0 = assume bounded<0, 128>, %i : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i8>) {
    // expected-error @below{{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound}}
    %0 = assume bounded<5, 1>, %i : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below{{expected assume predicate attribute}}
    %0 = assume 32 : i32, %f : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below{{unknown assume predicate attribute: aligned (expected 'div_by', 'same_elements', or 'bounded')}}
    %0 = assume aligned<4>, %f : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op 'cuda_tile.div_by' every_dim (2) must be >= 0 and < tile rank (2)}}
    %0 = assume div_by<16, every 4 along 2>, %x : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (8)}}
    %0 = assume div_by<16, every 16 along 1>, %x : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 0> : tile<4x8xi32>
    // expected-error @below {{'cuda_tile.assume' op expected 'cuda_tile.same_elements' value 1 to be within 0 and the size of the respective dimension (8)}}
    %0 = assume same_elements<[2, 16]>, %x : tile<4x8xi32>
  }
}
