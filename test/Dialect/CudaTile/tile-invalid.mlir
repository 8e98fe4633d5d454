// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    // expected-error @below{{op expects result type to be 1-d tile}}
    %0 = iota : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    // expected-error @below{{op the number of elements 512 exceeds the maximum value of element type 'i8'}}
    %0 = iota : tile<512xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expects the shape of source tile to be compatible with that of the result tile, but got: 2, 4 and 8, 4}}
    %1 = broadcast %0 : tile<2x4xf32> -> tile<8x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expected source tile and result tile to have the same number of elements}}
    %1 = reshape %0 : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2xf32>
    // expected-error @below{{op expects at least rank 2, but got: 1}}
    %1 = permute %0 [0] : tile<2xf32> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expect permutation size (3) to equal the rank of the source (2)}}
    %1 = permute %0 [0, 1, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expect permutation elements to be unique}}
    %1 = permute %0 [0, 0] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op permutation element at index 1 (2) is out of bound [0, 2)}}
    %1 = permute %0 [0, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op result shape invalid at index 0, expected: 4, but got: 2}}
    %1 = permute %0 [1, 0] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op failed to verify that all of {source, result} have the same element type}}
    %1 = permute %0 [1, 0] : tile<2x4xf32> -> tile<4x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expect dim to be [0, 2), but got: 2}}
    %1 = cat %0, %0 dim = 2 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op invalid concat at position 1, expected: 8 but got: 16}}
    %1 = cat %0, %0 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f32: 0.0> : tile<4x4xf32>
    // expected-error @below{{op expect lhs and rhs shapes to match at non-concat position 0, expected: 2 but got: 4}}
    %2 = cat %0, %1 dim = 1 : tile<2x4xf32>, tile<4x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expect lhs and result shapes to match at non-concat position 0, expected: 2 but got: 4}}
    %1 = cat %0, %0 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op source and result element type do not match}}
    %1 = extract %0[%i, %i] : tile<8x8xf32> -> tile<2x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op source dimension 1 size (8) must be evenly divisible by result dimension 1 size (16)}}
    %1 = extract %0[%i, %i] : tile<8x8xf32> -> tile<2x16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op expected 2 indices, but got 1}}
    %1 = extract %0[%i] : tile<8x8xf32> -> tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %c = constant <i1: true> : tile<2xi1>
    %0 = constant <f4E2M1FN: 0.0> : tile<2xf4E2M1FN>
    // expected-error @below{{op cannot operate on sub-byte type F4E2M1FN}}
    %1 = select %c, %0, %0 : tile<2xi1>, tile<2xf4E2M1FN>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %c = constant <i1: true> : tile<4xi1>
    %0 = constant <f32: 0.0> : tile<2xf32>
    // expected-error @below{{op failed to verify that all of {cond, val_if_true, val_if_false, result} have same shape}}
    %1 = select %c, %0, %0 : tile<4xi1>, tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @below{{op expects source and result to be rank-1 tiles}}
    %1 = pack %0 : tile<2x4xf32> -> tile<4x8xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: 0> : tile<8xi8>
    // expected-error @below{{op expects source and result to have different element type widths}}
    %1 = pack %0 : tile<8xi8> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: 0.0> : tile<8xf16>
    // expected-error @below{{op expects source and result to have the same size in bytes, but got source tile size 16 bytes and result tile size 32 bytes}}
    %1 = pack %0 : tile<8xf16> -> tile<32xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: 0> : tile<8xi8>
    // expected-error @below{{op expects source and result to have the same size in bytes, but got source tile size 8 bytes and result tile size 16 bytes}}
    %1 = unpack %0 : tile<8xi8> -> tile<8xf16>
  }
}
