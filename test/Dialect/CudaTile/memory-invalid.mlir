// RUN: %cuda-tile-opt --allow-unregistered-dialect %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error @below {{expect two or more tokens}}
    %0 = join_tokens %t : token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<16x32xf16>
    // expected-error @below {{failed to verify that `source` type is expected a pointer type of `result` type}}
    %0, %t = load_ptr_tko weak %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %m = "test.m"() : () -> !cuda_tile.tile<16x64xi1>
    // expected-error @below {{shape of 'mask' must match the shape of 'source'}}
    %0, %t = load_ptr_tko weak %ptrs, %m : tile<16x32xptr<f32>>, tile<16x64xi1> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %m = "test.m"() : () -> !cuda_tile.tile<16x32xi1>
    %p = "test.p"() : () -> !cuda_tile.tile<16x32xf16>
    // expected-error @below {{type of 'paddingValue' must match the type of 'result'}}
    %0, %t = load_ptr_tko weak %ptrs, %m, %p : tile<16x32xptr<f32>>, tile<16x32xi1>, tile<16x32xf16> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    // expected-error @below {{weak load must not have memory scope}}
    %0, %t = load_ptr_tko weak device %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    // expected-error @below {{expect one of: weak, relaxed, or acquire, but got: release}}
    %0, %t = load_ptr_tko release device %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    // expected-error @below {{memory scope is required for acquire load}}
    %0, %t = load_ptr_tko acquire %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    // expected-error @below {{expected SSA operand}}
    %0, %t = load_ptr_tko weak blah %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics' [weak, relaxed, acquire, release, acq_rel]}}
    %0, %t = load_ptr_tko seq_cst %ptrs : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below {{prior use here}}
  entry @k(%x: i32) {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    // expected-error @below {{use of value '%x' expects different type than prior uses: '!cuda_tile.token' vs 'i32'}}
    %0, %t = load_ptr_tko weak %ptrs token=%x : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<16x64xf32>
    // expected-error @below {{failed to verify that `destination` type is expected a pointer type of `value` type}}
    %0 = store_ptr_tko weak %ptrs, %v : tile<16x32xptr<f32>>, tile<16x64xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<16x32xf32>
    %m = "test.m"() : () -> !cuda_tile.tile<16x64xi1>
    // expected-error @below {{failed to verify that shape of 'destination' must match the shape of 'mask'}}
    %0 = store_ptr_tko weak %ptrs, %v, %m : tile<16x32xptr<f32>>, tile<16x32xf32>, tile<16x64xi1> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @below {{weak store must not have memory scope}}
    %0 = store_ptr_tko weak device %ptrs, %v : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @below {{expect one of: weak, relaxed, or release, but got: acquire}}
    %0 = store_ptr_tko acquire device %ptrs, %v : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %ptrs = "test.p"() : () -> !cuda_tile.tile<16x32xptr<f32>>
    %v = "test.v"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @below {{memory scope is required for release store}}
    %0 = store_ptr_tko release %ptrs, %v : tile<16x32xptr<f32>>, tile<16x32xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'alignment' must be power of two}}
    %0 = alloca num_elem = 64, alignment = 3 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'alignment' (4) must be at least the natural size (8 bytes) for element type 'f64'}}
    %0 = alloca num_elem = 64, alignment = 4 : tile<ptr<f64>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %0 = alloca num_elem = -10, alignment = 16 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %pad: tile<f16>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op failed to verify that type of 'paddingValue' must match the type of 'result'}}
    %v, %t = "cuda_tile.load_ptr_tko"(%p, %pad) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f16>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
  }
}
