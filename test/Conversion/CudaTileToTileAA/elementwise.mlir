// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// Each elementwise op becomes one upstream op; modifiers without an upstream
// spelling ride along as nv_tileaa.rounding_mode / nv_tileaa.flush_to_zero.

cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @floats
  // CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[H:.*]]: f16)
  entry @floats(%a: tile<f32>, %b: tile<f32>, %h: tile<f16>) {
    // CHECK: arith.addf %[[A]], %[[B]] : f32
    %0 = addf %a, %b : tile<f32>
    // CHECK: arith.subf %[[A]], %[[B]] {nv_tileaa.flush_to_zero, nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>} : f32
    %1 = subf %a, %b rounding<zero> flush_to_zero : tile<f32>
    // CHECK: arith.mulf
    %2 = mulf %a, %b : tile<f32>
    // CHECK: arith.divf %[[A]], %[[B]] {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>} : f32
    %3 = divf %a, %b rounding<approx> : tile<f32>
    // CHECK: arith.remf
    %4 = remf %a, %b : tile<f32>
    // CHECK: arith.negf
    %5 = negf %a : tile<f32>
    // CHECK: math.absf
    %6 = absf %a : tile<f32>
    // CHECK: math.fma %[[A]], %[[B]], %[[A]] : f32
    %7 = fma %a, %b, %a : tile<f32>
    // CHECK: arith.maxnumf
    %8 = maxf %a, %b : tile<f32>
    // CHECK: arith.maximumf
    %9 = maxf %a, %b propagate_nan : tile<f32>
    // CHECK: arith.minnumf
    %10 = minf %a, %b : tile<f32>
    // CHECK: arith.minimumf
    %11 = minf %a, %b propagate_nan : tile<f32>
    // CHECK: math.powf
    %12 = pow %a, %b : tile<f32>
    // CHECK: math.ceil
    %13 = ceil %a : tile<f32>
    // CHECK: math.floor
    %14 = floor %a : tile<f32>
    // CHECK: math.sqrt %[[A]] : f32
    %15 = sqrt %a : tile<f32>
    // CHECK: math.rsqrt
    %16 = rsqrt %a : tile<f32>
    // The default rounding of exp is `full`; only `approx` is recorded.
    // CHECK: math.exp %[[A]] : f32
    %17 = exp %a : tile<f32>
    // CHECK: math.exp %[[A]] {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>} : f32
    %18 = exp %a rounding<approx> : tile<f32>
    // CHECK: math.exp2
    %19 = exp2 %a : tile<f32>
    // CHECK: math.log
    %20 = log %a : tile<f32>
    // CHECK: math.log2
    %21 = log2 %a : tile<f32>
    // CHECK: math.sin
    %22 = sin %a : tile<f32>
    // CHECK: math.cos
    %23 = cos %a : tile<f32>
    // CHECK: math.tan
    %24 = tan %a : tile<f32>
    // CHECK: math.sinh
    %25 = sinh %a : tile<f32>
    // CHECK: math.cosh
    %26 = cosh %a : tile<f32>
    // CHECK: math.tanh %[[A]] {nv_tileaa.rounding_mode = #cuda_tile.rounding<approx>} : f32
    %27 = tanh %a rounding<approx> : tile<f32>
    // CHECK: math.atan2
    %28 = atan2 %a, %b : tile<f32>
    // CHECK: arith.cmpf oeq
    %29 = cmpf equal ordered %a, %b : tile<f32> -> tile<i1>
    // CHECK: arith.cmpf ult
    %30 = cmpf less_than unordered %a, %b : tile<f32> -> tile<i1>
    // CHECK: arith.cmpf oge
    %31 = cmpf greater_than_or_equal ordered %a, %b : tile<f32> -> tile<i1>
    // CHECK: arith.cmpf une
    %32 = cmpf not_equal unordered %a, %b : tile<f32> -> tile<i1>
    // CHECK: arith.extf %[[H]] : f16 to f32
    %33 = ftof %h : tile<f16> -> tile<f32>
    // CHECK: arith.truncf %[[A]] : f32 to f16
    %34 = ftof %a : tile<f32> -> tile<f16>
    // f16 -> bf16 goes through f32, exactly, then rounds to nearest even.
    // CHECK: %[[W:.*]] = arith.extf %[[H]] : f16 to f32
    // CHECK-NEXT: arith.truncf %[[W]] : f32 to bf16
    %bf = ftof %h : tile<f16> -> tile<bf16>
    // CHECK: arith.fptosi %[[A]] : f32 to i32
    %35 = ftoi %a signed : tile<f32> -> tile<i32>
    // CHECK: arith.fptoui %[[A]] : f32 to i16
    %36 = ftoi %a unsigned : tile<f32> -> tile<i16>
    // CHECK: arith.select
    %37 = select %29, %a, %b : tile<i1>, tile<f32>
  }

  // CHECK-LABEL: nv_tileaa.func @integers
  entry @integers() {
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %y = constant <i32: 2> : tile<4xi32>
    // CHECK: arith.addi %{{.*}}, %{{.*}} : tensor<4xi32>
    %0 = addi %x, %y : tile<4xi32>
    // CHECK: arith.subi %{{.*}}, %{{.*}} overflow<nsw> : tensor<4xi32>
    %1 = subi %x, %y overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: arith.muli %{{.*}}, %{{.*}} overflow<nsw, nuw> : tensor<4xi32>
    %2 = muli %x, %y overflow<no_wrap> : tile<4xi32>
    // CHECK: arith.divsi
    %3 = divi %x, %y signed : tile<4xi32>
    // CHECK: arith.divui
    %4 = divi %x, %y unsigned : tile<4xi32>
    // CHECK: arith.ceildivsi
    %5 = divi %x, %y signed rounding<positive_inf> : tile<4xi32>
    // CHECK: arith.ceildivui
    %6 = divi %x, %y unsigned rounding<positive_inf> : tile<4xi32>
    // CHECK: arith.floordivsi
    %7 = divi %x, %y signed rounding<negative_inf> : tile<4xi32>
    // CHECK: arith.remsi
    %8 = remi %x, %y signed : tile<4xi32>
    // CHECK: arith.remui
    %9 = remi %x, %y unsigned : tile<4xi32>
    // CHECK: arith.maxsi
    %10 = maxi %x, %y signed : tile<4xi32>
    // CHECK: arith.minui
    %11 = mini %x, %y unsigned : tile<4xi32>
    // CHECK: arith.shli %{{.*}}, %{{.*}} overflow<nuw> : tensor<4xi32>
    %12 = shli %x, %y overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK: arith.shrsi
    %13 = shri %x, %y signed : tile<4xi32>
    // CHECK: arith.shrui
    %14 = shri %x, %y unsigned : tile<4xi32>
    // CHECK: arith.andi
    %15 = andi %x, %y : tile<4xi32>
    // CHECK: arith.ori
    %16 = ori %x, %y : tile<4xi32>
    // CHECK: arith.xori
    %17 = xori %x, %y : tile<4xi32>
    // CHECK: math.absi
    %18 = absi %x : tile<4xi32>
    // CHECK: %[[ZERO:.*]] = arith.constant dense<0> : tensor<4xi32>
    // CHECK: arith.subi %[[ZERO]], %{{.*}} overflow<nsw> : tensor<4xi32>
    %19 = negi %x overflow<no_signed_wrap> : tile<4xi32>
    // The high half of the product, on tiles from elementwise ops.
    // CHECK: %[[WX:.*]] = arith.extui %{{.*}} : tensor<4xi32> to tensor<4xi64>
    // CHECK: %[[WY:.*]] = arith.extui %{{.*}} : tensor<4xi32> to tensor<4xi64>
    // CHECK: %[[P:.*]] = arith.muli %[[WX]], %[[WY]] : tensor<4xi64>
    // CHECK: %[[S:.*]] = arith.constant dense<32> : tensor<4xi64>
    // CHECK: %[[H:.*]] = arith.shrui %[[P]], %[[S]] : tensor<4xi64>
    // CHECK: arith.trunci %[[H]] : tensor<4xi64> to tensor<4xi32>
    %20 = mulhii %x, %y : tile<4xi32>
    // CHECK: arith.cmpi ult
    %21 = cmpi less_than %x, %y, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK: arith.cmpi sge
    %22 = cmpi greater_than_or_equal %x, %y, signed : tile<4xi32> -> tile<4xi1>
    // CHECK: arith.cmpi ne
    %23 = cmpi not_equal %x, %y, signed : tile<4xi32> -> tile<4xi1>
    // CHECK: arith.extsi %{{.*}} : tensor<4xi32> to tensor<4xi64>
    %24 = exti %x signed : tile<4xi32> -> tile<4xi64>
    // CHECK: arith.extui
    %25 = exti %x unsigned : tile<4xi32> -> tile<4xi64>
    // CHECK: arith.trunci %{{.*}} overflow<nuw> : tensor<4xi32> to tensor<4xi8>
    %26 = trunci %x overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi8>
    // CHECK: arith.sitofp
    %27 = itof %x signed : tile<4xi32> -> tile<4xf32>
    // CHECK: arith.uitofp
    %28 = itof %x unsigned : tile<4xi32> -> tile<4xf32>
    // CHECK: arith.bitcast %{{.*}} : tensor<4xi32> to tensor<4xf32>
    %29 = bitcast %x : tile<4xi32> -> tile<4xf32>
  }
}
