// Exact rounding of single ops, checked against hand-computed bit patterns:
// float conversions of ties, values next to the largest finite ones and
// subnormals (f16, bf16, f8E4M3FN and f8E5M2 saturate), directed rounding
// modes, a fused multiply-add rounded once, integer wrap-around and the
// rounding of integer division.
// RUN: %tileiras-interpret %s --kernel=to_f16 | FileCheck %s --check-prefix=F16
// RUN: %tileiras-interpret %s --kernel=to_bf16 | FileCheck %s --check-prefix=BF16
// RUN: %tileiras-interpret %s --kernel=to_f8 | FileCheck %s --check-prefix=F8
// RUN: %tileiras-interpret %s --kernel=modes | FileCheck %s --check-prefix=MODES
// RUN: %tileiras-interpret %s --kernel=integers | FileCheck %s --check-prefix=INT
cuda_tile.module @rounding {
  // 1+2^-11 and 1+3*2^-11 are ties (to 1 and 1+2^-9); 65504 is the largest
  // f16, 65519 still rounds to it, 65520 to inf; 2^-24 is the smallest
  // subnormal, 2^-25 a tie to 0, 1.5*2^-25 rounds up to 2^-24; -0 keeps its
  // sign; f16 adds: 2048+1 ties to 2048, 2048+3 to 2052.
  // F16: f16 = [3c00, 3c02, 7bff, 7bff, 7c00, 1, 0, 1]
  // F16: add = [6800, 6802]
  entry @to_f16() {
    %x = constant <f32: [1.00048828125, 1.00146484375, 65504.0, 65519.0, 65520.0, 5.9604644775390625e-08, 2.98023223876953125e-08, 4.470348358154296875e-08]> : tile<8xf32>
    %h = ftof %x : tile<8xf32> -> tile<8xf16>
    %b = bitcast %h : tile<8xf16> -> tile<8xi16>
    %t = print_tko "f16 = %x\n", %b : tile<8xi16> -> token
    %a = constant <f16: [2048.0, 2048.0]> : tile<2xf16>
    %c = constant <f16: [1.0, 3.0]> : tile<2xf16>
    %s = addf %a, %c : tile<2xf16>
    %sb = bitcast %s : tile<2xf16> -> tile<2xi16>
    %t2 = print_tko "add = %x\n", %sb : tile<2xi16> -> token
  }
  // 1+2^-8 ties to 1, 1+3*2^-8 to 1+2^-6, 1+2^-8+2^-20 is past the tie; the
  // largest f32 rounds to inf; 2^-133 is the smallest bf16 subnormal.
  // BF16: bf16 = [3f80, 3f82, 3f81, 7f80, 1, 8000, 3f80, c000]
  entry @to_bf16() {
    %x = constant <f32: [1.00390625, 1.01171875, 1.0039072036743164, 3.4028234663852886e+38, 9.183549615799121e-41, -0.0, 1.0, -2.0]> : tile<8xf32>
    %h = ftof %x : tile<8xf32> -> tile<8xbf16>
    %b = bitcast %h : tile<8xbf16> -> tile<8xi16>
    %t = print_tko "bf16 = %x\n", %b : tile<8xi16> -> token
  }
  // E4M3FN: 448 is the largest (464 and 1000 saturate to it), 17 ties to 16,
  // 2^-9 is the smallest subnormal and 2^-10 ties to 0, -1.5 is exact and -0 keeps its sign.
  // E5M2: 57344 is the largest (61440 saturates), 1.125 ties to 1, 1.375
  // to 1.5. Converted back, the codes are values again.
  // F8: e4m3 = [7e, 7e, 58, 1, 0, bc, 7e, 80]
  // F8: e5m2 = [7b, 7b, 3c, 3e]
  // F8: back = [448, 448, 16, 0.001953125, 0, -1.5, 448, -0]
  entry @to_f8() {
    %x = constant <f32: [464.0, 1000.0, 17.0, 0.001953125, 0.0009765625, -1.5, 448.0, -0.0]> : tile<8xf32>
    %a = ftof %x : tile<8xf32> -> tile<8xf8E4M3FN>
    %ab = bitcast %a : tile<8xf8E4M3FN> -> tile<8xi8>
    %t = print_tko "e4m3 = %hhx\n", %ab : tile<8xi8> -> token
    %y = constant <f32: [57344.0, 61440.0, 1.125, 1.375]> : tile<4xf32>
    %b = ftof %y : tile<4xf32> -> tile<4xf8E5M2>
    %bb = bitcast %b : tile<4xf8E5M2> -> tile<4xi8>
    %t2 = print_tko "e5m2 = %hhx\n", %bb : tile<4xi8> -> token
    %back = ftof %a : tile<8xf8E4M3FN> -> tile<8xf32>
    %t3 = print_tko "back = %.9g\n", %back : tile<8xf32> -> token
  }
  // 1 + 2^-30 in f32: to zero and to -inf give 1, to +inf the next float;
  // -1 - 2^-30 to -inf the next float down. fma((1+2^-23)(1-2^-23) - 1) is
  // -2^-46 rounded once (a product rounded first would give 0). itof of
  // 2^24+1 ties to 2^24, 2^24+3 to 2^24+4; ftoi truncates.
  // MODES: rz = 3f800000, ru = 3f800001, rd = 3f800000, rdneg = bf800001
  // MODES: fma = a8800000, mul-add = 0
  // MODES: itof = [16777216, 16777220], ftoi = [-3, 3]
  entry @modes() {
    %one = constant <f32: 1.0> : tile<f32>
    %tiny = constant <f32: 9.3132257461547852e-10> : tile<f32>
    %rz = addf %one, %tiny rounding<zero> : tile<f32>
    %ru = addf %one, %tiny rounding<positive_inf> : tile<f32>
    %rd = addf %one, %tiny rounding<negative_inf> : tile<f32>
    %mone = negf %one : tile<f32>
    %rdn = subf %mone, %tiny rounding<negative_inf> : tile<f32>
    %bz = bitcast %rz : tile<f32> -> tile<i32>
    %bu = bitcast %ru : tile<f32> -> tile<i32>
    %bd = bitcast %rd : tile<f32> -> tile<i32>
    %bn = bitcast %rdn : tile<f32> -> tile<i32>
    %t = print_tko "rz = %x, ru = %x, rd = %x, rdneg = %x\n", %bz, %bu, %bd, %bn : tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %a = constant <f32: 1.00000011920928955> : tile<f32>
    %b = constant <f32: 0.99999988079071045> : tile<f32>
    %f = fma %a, %b, %mone : tile<f32>
    %p = mulf %a, %b : tile<f32>
    %q = addf %p, %mone : tile<f32>
    %bf = bitcast %f : tile<f32> -> tile<i32>
    %bq = bitcast %q : tile<f32> -> tile<i32>
    %t2 = print_tko "fma = %x, mul-add = %x\n", %bf, %bq : tile<i32>, tile<i32> -> token
    %n = constant <i32: [16777217, 16777219]> : tile<2xi32>
    %nf = itof %n signed : tile<2xi32> -> tile<2xf32>
    %g = constant <f32: [-3.7, 3.7]> : tile<2xf32>
    %gi = ftoi %g signed : tile<2xf32> -> tile<2xi32>
    %t3 = print_tko "itof = %.0f, ftoi = %d\n", %nf, %gi : tile<2xf32>, tile<2xi32> -> token
  }
  // Wrap-around of addi and muli, trunci and exti, and -7 / 2 and 7 / 2 under
  // each rounding of divi; remi takes the sign of the dividend.
  // INT: wrap = -2147483648 0, trunc = 44, ext = -128 128
  // INT: zero = [-3, 3], floor = [-4, 3], ceil = [-3, 4], uceil = 4, rem = [-1, 1]
  entry @integers() {
    %max = constant <i32: 2147483647> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %w = addi %max, %one : tile<i32>
    %big = constant <i32: 65536> : tile<i32>
    %m = muli %big, %big : tile<i32>
    %v = constant <i32: 300> : tile<i32>
    %tr = trunci %v : tile<i32> -> tile<i8>
    %e8 = constant <i8: -128> : tile<i8>
    %es = exti %e8 signed : tile<i8> -> tile<i32>
    %eu = exti %e8 unsigned : tile<i8> -> tile<i32>
    %t = print_tko "wrap = %d %d, trunc = %d, ext = %d %d\n", %w, %m, %tr, %es, %eu : tile<i32>, tile<i32>, tile<i8>, tile<i32>, tile<i32> -> token
    %x = constant <i32: [-7, 7]> : tile<2xi32>
    %two = constant <i32: 2> : tile<2xi32>
    %dz = divi %x, %two signed : tile<2xi32>
    %df = divi %x, %two signed rounding<negative_inf> : tile<2xi32>
    %dc = divi %x, %two signed rounding<positive_inf> : tile<2xi32>
    %seven = constant <i32: 7> : tile<i32>
    %two1 = constant <i32: 2> : tile<i32>
    %du = divi %seven, %two1 unsigned rounding<positive_inf> : tile<i32>
    %r = remi %x, %two signed : tile<2xi32>
    %t2 = print_tko "zero = %d, floor = %d, ceil = %d, uceil = %d, rem = %d\n", %dz, %df, %dc, %du, %r : tile<2xi32>, tile<2xi32>, tile<2xi32>, tile<i32>, tile<2xi32> -> token
  }
}
