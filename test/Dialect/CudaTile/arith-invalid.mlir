// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @addf_int_operand {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = addf %a, %a : tile<i32>
  }
}

// -----

cuda_tile.module @sin_f8_operand {
  entry @f(%a: tile<f8E5M2>) {
    // expected-error @below {{'cuda_tile.sin' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<f8E5M2>'}}
    %0 = sin %a : tile<f8E5M2>
  }
}

// -----

cuda_tile.module @addi_float_operand {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = addi %a, %a : tile<f32>
  }
}

// -----

cuda_tile.module @xori_float_operand {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.xori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f16>'}}
    %0 = xori %a, %a : tile<f16>
  }
}

// -----

cuda_tile.module @mulf_type_mismatch {
  entry @f(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f64>) {
    // expected-error @below {{'cuda_tile.mulf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.mulf"(%a, %b) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32>
  }
}

// -----

func.func @subi_shape_mismatch(%a: !cuda_tile.tile<2xi32>, %b: !cuda_tile.tile<4xi32>) {
  // expected-note @above {{prior use here}}
  // expected-error @below {{use of value '%a' expects different type than prior uses: '!cuda_tile.tile<4xi32>' vs '!cuda_tile.tile<2xi32>'}}
  %0 = cuda_tile.subi %a, %b : tile<4xi32>
  return
}

// -----

cuda_tile.module @addf_rounding_approx {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.addf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = addf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @addf_generic_rounding_full {
  entry @f(%a: !cuda_tile.tile<f32>) {
    // expected-error @below {{'cuda_tile.addf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @subf_rounding_approx {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.subf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = subf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @subf_generic_rounding_full {
  entry @f(%a: !cuda_tile.tile<f32>) {
    // expected-error @below {{'cuda_tile.subf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.subf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @mulf_rounding_approx {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.mulf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = mulf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @mulf_generic_rounding_full {
  entry @f(%a: !cuda_tile.tile<f32>) {
    // expected-error @below {{'cuda_tile.mulf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.mulf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @fma_rounding_unknown {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.fma' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'invalid_mode'}}
    %0 = fma %a, %a, %a rounding<invalid_mode> : tile<f32>
  }
}

// -----

cuda_tile.module @fma_generic_rounding_approx {
  entry @f(%a: !cuda_tile.tile<f32>) {
    // expected-error @below {{'cuda_tile.fma' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.fma"(%a, %a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @addf_ftz_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = addf %a, %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @subf_ftz_bf16 {
  entry @f(%a: tile<bf16>) {
    // expected-error @below {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = subf %a, %a rounding<zero> flush_to_zero : tile<bf16>
  }
}

// -----

cuda_tile.module @mulf_ftz_f64 {
  entry @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = mulf %a, %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @fma_ftz_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = fma %a, %a, %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @divf_ftz_bf16 {
  entry @f(%a: tile<bf16>) {
    // expected-error @below {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = divf %a, %a flush_to_zero : tile<bf16>
  }
}

// -----

cuda_tile.module @sqrt_ftz_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = sqrt %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @maxf_ftz_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = maxf %a, %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @minf_ftz_bf16 {
  entry @f(%a: tile<bf16>) {
    // expected-error @below {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = minf %a, %a propagate_nan flush_to_zero : tile<bf16>
  }
}

// -----

cuda_tile.module @rsqrt_ftz_f64 {
  entry @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = rsqrt %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @exp2_ftz_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = exp2 %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @divf_approx_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %a, %a rounding<approx> : tile<f16>
  }
}

// -----

cuda_tile.module @divf_full_f64 {
  entry @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %a, %a rounding<full> : tile<f64>
  }
}

// -----

cuda_tile.module @divf_rounding_int {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.divf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]}}
    %0 = divf %a, %a rounding<nearest_int_to_zero> : tile<f32>
  }
}

// -----

cuda_tile.module @divf_rounding_unknown {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.divf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full'}}
    %0 = divf %a, %a rounding<fast> : tile<f32>
  }
}

// -----

cuda_tile.module @sqrt_approx_f16 {
  entry @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = sqrt %a rounding<approx> : tile<f16>
  }
}

// -----

cuda_tile.module @sqrt_rounding_full {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.sqrt' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]}}
    %0 = sqrt %a rounding<full> : tile<f32>
  }
}

// -----

cuda_tile.module @sqrt_rounding_unknown {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.sqrt' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx'}}
    %0 = sqrt %a rounding<pippo> : tile<f32>
  }
}

// -----

cuda_tile.module @exp_approx_f64 {
  entry @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = exp %a rounding<approx> : tile<f64>
  }
}

// -----

cuda_tile.module @exp_approx_bf16 {
  entry @f(%a: tile<bf16>) {
    // expected-error @below {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = exp %a rounding<approx> : tile<bf16>
  }
}

// -----

cuda_tile.module @exp_rounding_nearest_even {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.exp' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = exp %a rounding<nearest_even> : tile<f32>
  }
}

// -----

cuda_tile.module @exp_rounding_unknown {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.exp' expected rounding mode to be one of: 'approx', 'full'}}
    %0 = exp %a rounding<slow> : tile<f32>
  }
}

// -----

cuda_tile.module @tanh_approx_f64 {
  entry @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = tanh %a rounding<approx> : tile<f64>
  }
}

// -----

cuda_tile.module @tanh_approx_bf16 {
  entry @f(%a: tile<bf16>) {
    // expected-error @below {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = tanh %a rounding<approx> : tile<bf16>
  }
}

// -----

cuda_tile.module @tanh_rounding_nearest_even {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.tanh' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = tanh %a rounding<nearest_even> : tile<f32>
  }
}

// -----

cuda_tile.module @tanh_rounding_unknown {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.tanh' expected rounding mode to be one of: 'approx', 'full'}}
    %0 = tanh %a rounding<slow> : tile<f32>
  }
}

// -----

cuda_tile.module @maxf_unsigned {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{expected ':'}}
    %0 = maxf %a, %a unsigned : tile<f32>
  }
}

// -----

cuda_tile.module @minf_rounding {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{expected ':'}}
    %0 = minf %a, %a rounding<zero> : tile<f32>
  }
}

// -----

cuda_tile.module @remf_flush_to_zero {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{expected ':'}}
    %0 = remf %a, %a flush_to_zero : tile<f32>
  }
}

// -----

cuda_tile.module @cmpf_invalid_predicate {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpf lesser ordered %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpf_missing_predicate {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpf %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpf_invalid_ordering {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf equal signed %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpf_missing_ordering {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.cmpf' expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf equal %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

func.func @cmpf_result_shape(%a: !cuda_tile.tile<2x2xf32>) {
  // expected-error @below {{'cuda_tile.cmpf' op failed to verify that Result type has i1 element type and same shape as operands}}
  %0 = cuda_tile.cmpf equal ordered %a, %a : tile<2x2xf32> -> tile<2xi1>
  return
}

// -----

func.func @cmpf_result_rank(%a: !cuda_tile.tile<f32>) {
  // expected-error @below {{'cuda_tile.cmpf' op failed to verify that Result type has i1 element type and same shape as operands}}
  %0 = cuda_tile.cmpf equal ordered %a, %a : tile<f32> -> tile<1xi1>
  return
}

// -----

cuda_tile.module @cmpf_result_not_i1 {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<f32>'}}
    %0 = cmpf equal ordered %a, %a : tile<f32> -> tile<f32>
  }
}

// -----

cuda_tile.module @cmpf_int_operand {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.cmpf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = cmpf equal ordered %a, %a : tile<i32> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpi_invalid_predicate {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi invalid_predicate %a, %a, signed : tile<i16> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpi_missing_predicate {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi %a, %a, signed : tile<i16> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpi_ordering_for_signedness {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{custom op 'cuda_tile.cmpi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = cmpi equal %a, %a, ordered : tile<i32> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpi_float_operand {
  entry @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.cmpi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = cmpi equal %a, %a, signed : tile<f32> -> tile<i1>
  }
}

// -----

cuda_tile.module @cmpi_operand_mismatch {
  entry @f(%a: !cuda_tile.tile<i16>, %b: !cuda_tile.tile<i32>) {
    // expected-error @below {{'cuda_tile.cmpi' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpi"(%a, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i16>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
  }
}

// -----

func.func @cmpi_result_shape(%a: !cuda_tile.tile<2x2xi32>) {
  // expected-error @below {{'cuda_tile.cmpi' op failed to verify that Result type has i1 element type and same shape as operands}}
  %0 = "cuda_tile.cmpi"(%a, %a) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<2x2xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<i1>
  return
}

// -----

cuda_tile.module @cmpi_result_not_i1 {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{'cuda_tile.cmpi' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<i16>'}}
    %0 = cmpi equal %a, %a, signed : tile<i16> -> tile<i16>
  }
}

// -----

cuda_tile.module @divi_no_signedness {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.divi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = divi %a, %a : tile<i16>
  }
}

// -----

cuda_tile.module @remi_no_signedness {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.remi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = remi %a, %a : tile<i16>
  }
}

// -----

cuda_tile.module @maxi_no_signedness {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.maxi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = maxi %a, %a : tile<i16>
  }
}

// -----

cuda_tile.module @mini_no_signedness {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.mini' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = mini %a, %a : tile<i16>
  }
}

// -----

cuda_tile.module @shri_no_signedness {
  entry @f(%a: tile<i16>) {
    // expected-error @below {{expected valid keyword}}
    // expected-error @below {{custom op 'cuda_tile.shri' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = shri %a, %a : tile<i16>
  }
}

// -----

cuda_tile.module @divi_floor_unsigned {
  entry @f(%a: tile<i1>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<i1>
  }
}

// -----

cuda_tile.module @divi_rounding_nearest_even {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.divi' op invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<i32>
  }
}

// -----

cuda_tile.module @negi_no_unsigned_wrap {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<i32>
  }
}

// -----

cuda_tile.module @addi_overflow_unknown {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{custom op 'cuda_tile.addi' expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    %0 = addi %a, %a overflow<saturate> : tile<i32>
  }
}

// -----

cuda_tile.module @shri_overflow {
  entry @f(%a: tile<i32>) {
    // expected-error @below {{custom op 'cuda_tile.shri' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = shri %a, %a overflow<no_wrap> : tile<i32>
  }
}
