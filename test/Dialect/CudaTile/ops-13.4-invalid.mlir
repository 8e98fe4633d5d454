// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 1.0> : tile<8xf32>
    %n = constant <i64: 2> : tile<8xi64>
    // expected-error @below{{op expects an exponent of i1, i8, i16 or i32, not i64}}
    %p = fpowi %x, %n : tile<8xf32>, tile<8xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 1.0> : tile<8xf32>
    %n = constant <i32: 2> : tile<4xi32>
    // expected-error @below{{op failed to verify that all of {source, exponent} have same shape}}
    %p = fpowi %x, %n : tile<8xf32>, tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <i32: 1> : tile<8xi32>
    %n = constant <i32: 2> : tile<8xi32>
    // expected-error @below{{op operand #0 must be}}
    %p = fpowi %x, %n : tile<8xi32>, tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 1.0> : tile<8xf32>
    %s = constant <f32: 1.0> : tile<16xf32>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op destination dimension 0 size (8) must be evenly divisible by source dimension 0 size (16)}}
    %t = insert %s into %x[%i] : tile<16xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 1.0> : tile<8xf32>
    %s = constant <i32: 1> : tile<2xi32>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op source and destination element type do not match}}
    %t = insert %s into %x[%i] : tile<2xi32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 1.0> : tile<8x8xf32>
    %s = constant <f32: 1.0> : tile<2x2xf32>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op expected 2 indices, but got 1}}
    %t = insert %s into %x[%i] : tile<2x2xf32> -> tile<8x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below{{op expected 2 inbounds flags (one per index), got 1}}
    %x, %t = load_view_tko weak %pv[%i, %i] attributes {inbounds = array<i1: true>} : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %i = constant <i32: 0> : tile<i32>
    %x = constant <f32: 0.0> : tile<16x64xf32>
    // expected-error @below{{op expected 2 inbounds flags (one per index), got 3}}
    %t = store_view_tko weak %x, %pv[%i, %i] attributes {inbounds = array<i1: true, false, true>} : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
  }
}
