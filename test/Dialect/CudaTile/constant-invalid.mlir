// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    // expected-error @+1 {{integer constant out of range for type}}
    %0 = constant <i8: 300> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @+1 {{float constant out of range for type}}
    %0 = constant <f16: 0x123456> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @+1 {{mismatch between the element type: 'f16' and the tile element type 'f32'}}
    %0 = constant <f16: 1.0> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
    %0 = constant <i32: [1, 2, 3]> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [[1, 2], 3]> : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
    // expected-note @+1 {{add a trailing dot to make the literal a float}}
    %0 = constant <f32: 1> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @+1 {{unknown type: pluto}}
    %0 = constant <pluto: 1> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expected a "0x" hex string}}
    %c = constant <i32: "zz"> : tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{hex data does not match the size of '!cuda_tile.tile<2xi32>'}}
    %c = constant <i32: "0x0102"> : tile<2xi32>
  }
}
