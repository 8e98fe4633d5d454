// RUN: %cuda-tile-opt --allow-unregistered-dialect %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{'addf' works only with floats f16, bf16, f32, and f64}}
    %0, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'mode' [and, or, xor, add, addf, max, min, umax, umin, xchg]}}
    %0, %t = atomic_rmw_tko relaxed device %p, foo, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{expected pointee type ('f32') to match element type of 'arg' ('i32')}}
    %0, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<2xptr<f32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    %m = "test.m"() : () -> !cuda_tile.tile<4xi1>
    // expected-error @below {{failed to verify that all of {pointers, arg, mask} have same shape}}
    %0, %t = atomic_rmw_tko relaxed device %p, and, %v, %m : tile<2xptr<i32>>, tile<2xi32>, tile<4xi1> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %0, %t = atomic_rmw_tko weak device %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics' [weak, relaxed, acquire, release, acq_rel]}}
    %0, %t = atomic_rmw_tko seq_cst device %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_scope' [tl_blk, device, sys]}}
    %0, %t = atomic_rmw_tko relaxed %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<tf32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xtf32>
    // expected-error @below {{'xchg' works only with integers or float of 32 or 64 bitwidth}}
    %0, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<2xptr<tf32>>, tile<2xtf32> -> tile<2xtf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{expected pointee type ('f32') to match element type of 'val' ('i32')}}
    %0, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<2xptr<f32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i8>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi8>
    // expected-error @below {{expect only float or integer types with 32 or 64 bit}}
    %0, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<2xptr<i8>>, tile<2xi8> -> tile<2xi8>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    %m = "test.m"() : () -> !cuda_tile.tile<4xi1>
    // expected-error @below {{failed to verify that all of {pointers, val, cmp and mask} have same shape}}
    %0, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<2xptr<i32>>, tile<2xi32>, tile<4xi1> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.p"() : () -> !cuda_tile.tile<2xptr<i32>>
    %v = "test.v"() : () -> !cuda_tile.tile<2xi32>
    // expected-error @below {{memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %0, %t = atomic_cas_tko weak device %p, %v, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{only 'relaxed' memory ordering is supported for view-based atomic reductions}}
    %0 = atomic_red_view_tko acquire device %pv[%i, %i], add, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{atomic_red_view_tko op cannot use xchg operation}}
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], xchg, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' for TMA compatibility}}
    %0 = atomic_red_view_tko relaxed sys %pv[%i, %i], add, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xf32>
    // expected-error @below {{view element type ('i32') must match value element type ('f32')}}
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], add, %v : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<4x4xi32>
    // expected-error @below {{view tile shape 2, 2 must match value shape 4, 4 for element-wise atomic operations}}
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], add, %v : tile<4x4xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{expected 2 index operand(s) for view with tile rank 2, got 1}}
    %0 = atomic_red_view_tko relaxed device %pv[%i], add, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{'addf' works only with floats f16, bf16, f32, and f64}}
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{unknown atomic RMW mode: 'foo'; expected one of: and, or, xor, add, addf, max, min, umax, umin}}
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], foo, %v : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%gv: gather_scatter_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>, sparse_dim=0>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{gather_scatter_view is not supported; use partition_view instead}}
    %0 = atomic_red_view_tko relaxed device %gv[%i, %i], add, %v : tile<2x2xi32>, gather_scatter_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>, sparse_dim=0>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), padding_value = zero, tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = "test.v"() : () -> !cuda_tile.tile<2x2xi32>
    // expected-error @below {{views with padding_value are not supported for atomic reductions}}
    %0 = atomic_red_view_tko relaxed device %pv[%i, %i], add, %v : tile<2x2xi32>, partition_view<tile=(2x2), padding_value = zero, tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %i: tile<i32>) {
    %v = constant <i32: 1> : tile<2x2xi32>
    %j = constant <i32: [0, 1]> : tile<2xi32>
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op index operand 1 must be a scalar tile (rank 0), got shape 2}}
    %0 = "cuda_tile.atomic_red_view_tko"(%pv, %i, %j, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<2xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.token
  }
}
