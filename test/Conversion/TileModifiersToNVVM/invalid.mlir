// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tile-modifiers-to-nvvm))' -split-input-file -verify-diagnostics

// Every modifier is lowered or reported, never dropped.

gpu.module @m {
  func.func @f(%a: f64, %b: f64) {
    // expected-error @below {{'arith.addf' op modifier flush_to_zero on 'f64' has no PTX lowering}}
    %0 = arith.addf %a, %b {nv_tileaa.flush_to_zero} : f64
    // expected-error @below {{'arith.divf' op modifier rounding<approx> on 'f64' has no PTX lowering}}
    %1 = arith.divf %a, %b {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>} : f64
    return
  }
}

// -----

gpu.module @m {
  func.func @f(%a: f16) {
    // expected-error @below {{'math.sqrt' op modifier rounding<approx> on 'f16' has no PTX lowering}}
    %0 = math.sqrt %a {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>} : f16
    // expected-error @below {{'math.exp' op modifier rounding<approx> flush_to_zero on 'f16' has no PTX lowering}}
    %1 = math.exp %a {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>, nv_tileaa.flush_to_zero} : f16
    return
  }
}

// -----

gpu.module @m {
  func.func @f(%a: f32) {
    // expected-error @below {{'math.tanh' op modifier flush_to_zero on 'f32' has no PTX lowering}}
    %0 = math.tanh %a {nv_tileaa.flush_to_zero} : f32
    // expected-error @below {{'math.log' op modifier rounding<approx> is not supported on this op}}
    %1 = math.log %a {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>} : f32
    return
  }
}

// -----

gpu.module @m {
  func.func @f(%a: vector<2xf32>, %i: i32) {
    // expected-error @below {{'arith.addf' op modifier rounding<zero> is only lowered on scalar f16, bf16, f32 and f64 values}}
    %0 = arith.addf %a, %a {nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>} : vector<2xf32>
    // expected-error @below {{'arith.sitofp' op modifier rounding<zero> is not supported on this op}}
    %1 = arith.sitofp %i {nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>} : i32 to f32
    return
  }
}

// -----

gpu.module @m {
  func.func @f(%a: f32) {
    // expected-error @below {{'arith.addf' op expects 'nv_tileaa.rounding_mode' to be a #cuda_tile.rounding}}
    %0 = arith.addf %a, %a {nv_tileaa.rounding_mode = 1 : i32} : f32
    // expected-error @below {{'arith.addf' op expects 'nv_tileaa.flush_to_zero' to be a unit attribute}}
    %1 = arith.addf %a, %a {nv_tileaa.flush_to_zero = true} : f32
    return
  }
}
