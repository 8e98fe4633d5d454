// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i32: [1, 2]> : tile<2xi32>
    // expected-error @below{{op types must be equal width, cannot convert '!cuda_tile.tile<2xi32>' of width 32 to type '!cuda_tile.tile<2xf16>' of width 16}}
    %1 = bitcast %0 : tile<2xi32> -> tile<2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i32: [1, 2]> : tile<2xi32>
    // expected-error @below{{op failed to verify that all of {source, result} have same shape}}
    %1 = bitcast %0 : tile<2xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i32: [1, 2]> : tile<2xi32>
    // expected-error @below{{op extending to smaller or identical integer}}
    %1 = exti %0 signed : tile<2xi32> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: [1, 2]> : tile<2xi8>
    // expected-error @below{{op failed to verify that all of {from, to} have same shape}}
    %1 = exti %0 signed : tile<2xi8> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: [1, 2]> : tile<2xi8>
    // expected-error @below{{expected valid keyword}}
    // expected-error @below{{expected signedness to be one of: {'signed', 'unsigned'}}}
    %1 = exti %0 : tile<2xi8> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: [1, 2]> : tile<2xi8>
    // expected-error @below{{op truncating to larger or identical integer}}
    %1 = trunci %0 : tile<2xi8> -> tile<2xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{op converting tiles must not be a no-op}}
    %1 = ftof %0 : tile<2xf16> -> tile<2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %1 = ftof %0 rounding<zero> : tile<2xf16> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %1 = ftof %0 : tile<2xf16> -> tile<2xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<2xi32>'}}
    %1 = ftof %0 : tile<2xf16> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{op failed to verify that all of {from, to} have same shape}}
    %1 = ftoi %0 signed : tile<2xf16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i16: [1, 2]> : tile<2xi16>
    // expected-error @below{{op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<2xi16>'}}
    %1 = ftoi %0 signed : tile<2xi16> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{expected valid keyword}}
    // expected-error @below{{expected signedness to be one of: {'signed', 'unsigned'}}}
    %1 = ftoi %0 : tile<2xf16> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <f16: [1.0, 2.0]> : tile<2xf16>
    // expected-error @below{{operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<2xf16>'}}
    %1 = itof %0 signed : tile<2xf16> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: [1, 2]> : tile<2xi8>
    // expected-error @below{{op integer to f8E8M0FNU conversion is not supported, please first convert to another float type}}
    %1 = itof %0 signed : tile<2xi8> -> tile<2xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i8: [1, 2]> : tile<2xi8>
    // expected-error @below{{op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %1 = itof %0 signed rounding<zero> : tile<2xi8> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i32: 1> : tile<i32>
    // expected-error @below{{operand #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
    %1 = int_to_ptr %0 : tile<i32> -> tile<ptr<i8>>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i64: 1> : tile<i64>
    %1 = int_to_ptr %0 : tile<i64> -> tile<ptr<i8>>
    // expected-error @below{{result #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
    %2 = ptr_to_int %1 : tile<ptr<i8>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %0 = constant <i64: [1, 2]> : tile<2xi64>
    %1 = int_to_ptr %0 : tile<2xi64> -> tile<2xptr<i8>>
    // expected-error @below{{op failed to verify that all of {source, result} have same shape}}
    %2 = ptr_to_ptr %1 : tile<2xptr<i8>> -> tile<4xptr<f32>>
  }
}
