// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    %a = constant <f16: 0.0> : tile<4x8xf16>
    %b = constant <f16: 0.0> : tile<4x2xf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @below{{op  shape error: dim 1 of lhs (8) and dim 0 of rhs (4) must match, but got lhs shape (4, 8) and rhs shape (4, 2)}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<4x2xf16>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <f16: 0.0> : tile<2x4x8xf16>
    %b = constant <f16: 0.0> : tile<4x8x2xf16>
    %c = constant <f32: 0.0> : tile<2x4x2xf32>
    // expected-error @below{{op shape error: dim 0 of lhs (2) and dim 0 of rhs (4) must match, but got lhs shape (2, 4, 8) and rhs shape (4, 8, 2)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<4x8x2xf16>, tile<2x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <bf16: 0.0> : tile<4x8xbf16>
    %b = constant <bf16: 0.0> : tile<8x2xbf16>
    %c = constant <f16: 0.0> : tile<4x2xf16>
    // expected-error @below{{op unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <f16: 0.0> : tile<8xf16>
    %b = constant <f16: 0.0> : tile<8xf16>
    %c = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below{{op operands must be 2D or 3D tiles}}
    %0 = mmaf %a, %b, %c : tile<8xf16>, tile<8xf16>, tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <f16: 0.0> : tile<4x8xf16>
    %b = constant <f32: 0.0> : tile<8x2xf32>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @below{{op failed to verify that all of {lhs, rhs} have the same element type}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf32>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <i8: 0> : tile<4x8xi8>
    %b = constant <i8: 0> : tile<8x2xi8>
    %c = constant <i32: 0> : tile<8x2xi32>
    // expected-error @below{{op  shape error: dim 0 of lhs (4) and dim 0 of acc (8) must match, but got lhs shape (4, 8) and acc shape (8, 2)}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<8x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %l = constant <f8E4M3FN: 0.0> : tile<16x64xf8E4M3FN>
    %r = constant <f8E4M3FN: 0.0> : tile<64x16xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %ls = constant <f8E4M3FN: 1.0> : tile<16x4xf8E4M3FN>
    %rs = constant <f8E4M3FN: 1.0> : tile<4x16xf8E4M3FN>
    // expected-error @below{{op unsupported combination of element types. Scale type 'f8E4M3FN' expects lhs and rhs element types to be 'f4E2M1FN', but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %l, %r, %acc, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %l = constant <f8E4M3FN: 0.0> : tile<16x64xf8E4M3FN>
    %r = constant <f8E4M3FN: 0.0> : tile<64x16xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %ls = constant <f8E8M0FNU: 1.0> : tile<16x4xf8E8M0FNU>
    %rs = constant <f8E8M0FNU: 1.0> : tile<4x16xf8E8M0FNU>
    // expected-error @below{{op shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but got 16}}
    %0 = mmaf_scaled %l, %r, %acc, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x4xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %l = constant <f8E4M3FN: 0.0> : tile<16x64xf8E4M3FN>
    %r = constant <f8E4M3FN: 0.0> : tile<64x16xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %ls = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %rs = constant <f8E8M0FNU: 1.0> : tile<4x16xf8E8M0FNU>
    // expected-error @below{{op shape error: dim 1 of lhs_scale (2) and dim 0 of rhs_scale (4) must match, but got lhs_scale shape (16, 2) and rhs_scale shape (4, 16)}}
    %0 = mmaf_scaled %l, %r, %acc, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
  }
}
