// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// Every elementwise op with every modifier it takes; modifiers at their
// default value print nothing.

// CHECK-LABEL: cuda_tile.module @arith {
cuda_tile.module @arith {
  // CHECK: entry @float_math(%[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>, %[[C:.*]]: tile<f32>, %[[H:.*]]: tile<f16>, %[[G:.*]]: tile<bf16>, %[[D:.*]]: tile<f64>) {
  entry @float_math(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %h: tile<f16>, %g: tile<bf16>, %d: tile<f64>) {
    // CHECK-NEXT: %{{[0-9]+}} = absf %[[A]] : tile<f32>
    %0 = absf %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = negf %[[A]] : tile<f32>
    %1 = negf %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = ceil %[[A]] : tile<f32>
    %2 = ceil %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = floor %[[A]] : tile<f32>
    %3 = floor %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = log %[[A]] : tile<f32>
    %4 = log %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = log2 %[[A]] : tile<f32>
    %5 = log2 %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = sin %[[A]] : tile<f32>
    %6 = sin %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = cos %[[A]] : tile<f32>
    %7 = cos %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = tan %[[A]] : tile<f32>
    %8 = tan %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = sinh %[[A]] : tile<f32>
    %9 = sinh %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = cosh %[[A]] : tile<f32>
    %10 = cosh %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[H]] : tile<f16>
    %11 = exp2 %h : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[A]] flush_to_zero : tile<f32>
    %12 = exp2 %a flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[D]] : tile<f64>
    %13 = rsqrt %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[A]] flush_to_zero : tile<f32>
    %14 = rsqrt %a flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = remf %[[A]], %[[B]] : tile<f32>
    %15 = remf %a, %b : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = pow %[[G]], %[[G]] : tile<bf16>
    %16 = pow %g, %g : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = atan2 %[[A]], %[[B]] : tile<f32>
    %17 = atan2 %a, %b : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[A]] : tile<f32>
    %18 = exp %a : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[H]] : tile<f16>
    %19 = exp %h rounding<full> : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[A]] rounding<approx> : tile<f32>
    %20 = exp %a rounding<approx> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[D]] : tile<f64>
    %21 = tanh %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[A]] : tile<f32>
    %22 = tanh %a rounding<full> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[A]] rounding<approx> : tile<f32>
    %23 = tanh %a rounding<approx> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[D]] : tile<f64>
    %24 = sqrt %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] rounding<zero> : tile<f16>
    %25 = sqrt %h rounding<zero> : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] rounding<negative_inf> : tile<f16>
    %26 = sqrt %h rounding<negative_inf> : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] rounding<positive_inf> : tile<f16>
    %27 = sqrt %h rounding<positive_inf> : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[A]] : tile<f32>
    %28 = sqrt %a rounding<nearest_even> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[A]] rounding<approx> flush_to_zero : tile<f32>
    %29 = sqrt %a rounding<approx> flush_to_zero : tile<f32>
    // CHECK-NEXT: return
  }
  // CHECK: entry @float_arith(%[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>, %[[C:.*]]: tile<f32>, %[[H:.*]]: tile<f16>, %[[G:.*]]: tile<bf16>, %[[D:.*]]: tile<f64>) {
  entry @float_arith(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %h: tile<f16>, %g: tile<bf16>, %d: tile<f64>) {
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[D]], %[[D]] : tile<f64>
    %30 = addf %d, %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] : tile<f32>
    %31 = addf %a, %b rounding<nearest_even> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[G]], %[[G]] rounding<zero> : tile<bf16>
    %32 = addf %g, %g rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[G]], %[[G]] rounding<negative_inf> : tile<bf16>
    %33 = addf %g, %g rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[G]], %[[G]] rounding<positive_inf> : tile<bf16>
    %34 = addf %g, %g rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] flush_to_zero : tile<f32>
    %35 = addf %a, %b flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<f32>
    %36 = addf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[D]], %[[D]] : tile<f64>
    %37 = subf %d, %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] : tile<f32>
    %38 = subf %a, %b rounding<nearest_even> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[G]], %[[G]] rounding<zero> : tile<bf16>
    %39 = subf %g, %g rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[G]], %[[G]] rounding<negative_inf> : tile<bf16>
    %40 = subf %g, %g rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[G]], %[[G]] rounding<positive_inf> : tile<bf16>
    %41 = subf %g, %g rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] flush_to_zero : tile<f32>
    %42 = subf %a, %b flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<f32>
    %43 = subf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[D]], %[[D]] : tile<f64>
    %44 = mulf %d, %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] : tile<f32>
    %45 = mulf %a, %b rounding<nearest_even> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[G]], %[[G]] rounding<zero> : tile<bf16>
    %46 = mulf %g, %g rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[G]], %[[G]] rounding<negative_inf> : tile<bf16>
    %47 = mulf %g, %g rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[G]], %[[G]] rounding<positive_inf> : tile<bf16>
    %48 = mulf %g, %g rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] flush_to_zero : tile<f32>
    %49 = mulf %a, %b flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<f32>
    %50 = mulf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[D]], %[[D]] : tile<f64>
    %51 = divf %d, %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] : tile<f32>
    %52 = divf %a, %b rounding<nearest_even> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[G]], %[[G]] rounding<zero> : tile<bf16>
    %53 = divf %g, %g rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[G]], %[[G]] rounding<negative_inf> : tile<bf16>
    %54 = divf %g, %g rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[G]], %[[G]] rounding<positive_inf> : tile<bf16>
    %55 = divf %g, %g rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] flush_to_zero : tile<f32>
    %56 = divf %a, %b flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<f32>
    %57 = divf %a, %b rounding<positive_inf> flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<approx> : tile<f32>
    %58 = divf %a, %b rounding<approx> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<full> flush_to_zero : tile<f32>
    %59 = divf %a, %b rounding<full> flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[H]], %[[H]], %[[H]] : tile<f16>
    %60 = fma %h, %h, %h : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] : tile<f32>
    %61 = fma %a, %b, %c rounding<nearest_even> : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] rounding<zero> : tile<f64>
    %62 = fma %d, %d, %d rounding<zero> : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] rounding<negative_inf> : tile<f64>
    %63 = fma %d, %d, %d rounding<negative_inf> : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] rounding<positive_inf> : tile<f64>
    %64 = fma %d, %d, %d rounding<positive_inf> : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] rounding<zero> flush_to_zero : tile<f32>
    %65 = fma %a, %b, %c rounding<zero> flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[H]], %[[H]] : tile<f16>
    %66 = maxf %h, %h : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] flush_to_zero : tile<f32>
    %67 = maxf %a, %b flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[D]], %[[D]] propagate_nan : tile<f64>
    %68 = maxf %d, %d propagate_nan : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<f32>
    %69 = maxf %a, %b flush_to_zero propagate_nan : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<f32>
    %70 = maxf %a, %b propagate_nan flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[H]], %[[H]] : tile<f16>
    %71 = minf %h, %h : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] flush_to_zero : tile<f32>
    %72 = minf %a, %b flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[D]], %[[D]] propagate_nan : tile<f64>
    %73 = minf %d, %d propagate_nan : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<f32>
    %74 = minf %a, %b flush_to_zero propagate_nan : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<f32>
    %75 = minf %a, %b propagate_nan flush_to_zero : tile<f32>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf equal ordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
    %76 = cmpf equal ordered %a, %b : tile<f32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf not_equal unordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
    %77 = cmpf not_equal unordered %a, %b : tile<f32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than ordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
    %78 = cmpf less_than ordered %a, %b : tile<f32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than_or_equal unordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
    %79 = cmpf less_than_or_equal unordered %a, %b : tile<f32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than ordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
    %80 = cmpf greater_than ordered %a, %b : tile<f32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than_or_equal unordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
    %81 = cmpf greater_than_or_equal unordered %a, %b : tile<f32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf equal unordered %[[G]], %[[G]] : tile<bf16> -> tile<i1>
    %82 = cmpf equal unordered %g, %g : tile<bf16> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than ordered %[[D]], %[[D]] : tile<f64> -> tile<i1>
    %83 = cmpf less_than ordered %d, %d : tile<f64> -> tile<i1>
    // CHECK-NEXT: return
  }
  // CHECK: entry @integer(%[[I:.*]]: tile<i32>, %[[J:.*]]: tile<i32>, %[[P:.*]]: tile<i1>, %[[Q:.*]]: tile<i8>, %[[S:.*]]: tile<i16>, %[[L:.*]]: tile<i64>) {
  entry @integer(%i: tile<i32>, %j: tile<i32>, %p: tile<i1>, %q: tile<i8>, %s: tile<i16>, %l: tile<i64>) {
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[I]] : tile<i32>
    %84 = absi %i : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[Q]] : tile<i8>
    %85 = absi %q : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] : tile<i32>
    %86 = addi %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] : tile<i32>
    %87 = addi %i, %j overflow<none> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[S]], %[[S]] overflow<no_signed_wrap> : tile<i16>
    %88 = addi %s, %s overflow<no_signed_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[S]], %[[S]] overflow<no_unsigned_wrap> : tile<i16>
    %89 = addi %s, %s overflow<no_unsigned_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[S]], %[[S]] overflow<no_wrap> : tile<i16>
    %90 = addi %s, %s overflow<no_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] : tile<i32>
    %91 = subi %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] : tile<i32>
    %92 = subi %i, %j overflow<none> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[S]], %[[S]] overflow<no_signed_wrap> : tile<i16>
    %93 = subi %s, %s overflow<no_signed_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[S]], %[[S]] overflow<no_unsigned_wrap> : tile<i16>
    %94 = subi %s, %s overflow<no_unsigned_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[S]], %[[S]] overflow<no_wrap> : tile<i16>
    %95 = subi %s, %s overflow<no_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] : tile<i32>
    %96 = muli %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] : tile<i32>
    %97 = muli %i, %j overflow<none> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[S]], %[[S]] overflow<no_signed_wrap> : tile<i16>
    %98 = muli %s, %s overflow<no_signed_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[S]], %[[S]] overflow<no_unsigned_wrap> : tile<i16>
    %99 = muli %s, %s overflow<no_unsigned_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[S]], %[[S]] overflow<no_wrap> : tile<i16>
    %100 = muli %s, %s overflow<no_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] : tile<i32>
    %101 = shli %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] : tile<i32>
    %102 = shli %i, %j overflow<none> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[S]], %[[S]] overflow<no_signed_wrap> : tile<i16>
    %103 = shli %s, %s overflow<no_signed_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[S]], %[[S]] overflow<no_unsigned_wrap> : tile<i16>
    %104 = shli %s, %s overflow<no_unsigned_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[S]], %[[S]] overflow<no_wrap> : tile<i16>
    %105 = shli %s, %s overflow<no_wrap> : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[L]] : tile<i64>
    %106 = negi %l : tile<i64>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[I]] overflow<no_signed_wrap> : tile<i32>
    %107 = negi %i overflow<no_signed_wrap> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[I]] overflow<no_wrap> : tile<i32>
    %108 = negi %i overflow<no_wrap> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[I]], %[[J]] : tile<i32>
    %109 = mulhii %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[L]], %[[L]] : tile<i64>
    %110 = mulhii %l, %l : tile<i64>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] signed : tile<i32>
    %111 = divi %i, %j signed : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] signed : tile<i32>
    %112 = divi %i, %j signed rounding<zero> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[Q]], %[[Q]] signed rounding<positive_inf> : tile<i8>
    %113 = divi %q, %q signed rounding<positive_inf> : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] unsigned : tile<i32>
    %114 = divi %i, %j unsigned : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] unsigned : tile<i32>
    %115 = divi %i, %j unsigned rounding<zero> : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[Q]], %[[Q]] unsigned rounding<positive_inf> : tile<i8>
    %116 = divi %q, %q unsigned rounding<positive_inf> : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[L]], %[[L]] signed rounding<negative_inf> : tile<i64>
    %117 = divi %l, %l signed rounding<negative_inf> : tile<i64>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[I]], %[[J]] signed : tile<i32>
    %118 = remi %i, %j signed : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[S]], %[[S]] unsigned : tile<i16>
    %119 = remi %s, %s unsigned : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[I]], %[[J]] signed : tile<i32>
    %120 = maxi %i, %j signed : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[S]], %[[S]] unsigned : tile<i16>
    %121 = maxi %s, %s unsigned : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[I]], %[[J]] signed : tile<i32>
    %122 = mini %i, %j signed : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[S]], %[[S]] unsigned : tile<i16>
    %123 = mini %s, %s unsigned : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[I]], %[[J]] signed : tile<i32>
    %124 = shri %i, %j signed : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[S]], %[[S]] unsigned : tile<i16>
    %125 = shri %s, %s unsigned : tile<i16>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi equal %[[I]], %[[J]], signed : tile<i32> -> tile<i1>
    %126 = cmpi equal %i, %j, signed : tile<i32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi not_equal %[[I]], %[[J]], unsigned : tile<i32> -> tile<i1>
    %127 = cmpi not_equal %i, %j, unsigned : tile<i32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[I]], %[[J]], signed : tile<i32> -> tile<i1>
    %128 = cmpi less_than %i, %j, signed : tile<i32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than_or_equal %[[I]], %[[J]], unsigned : tile<i32> -> tile<i1>
    %129 = cmpi less_than_or_equal %i, %j, unsigned : tile<i32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi greater_than %[[I]], %[[J]], signed : tile<i32> -> tile<i1>
    %130 = cmpi greater_than %i, %j, signed : tile<i32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi greater_than_or_equal %[[I]], %[[J]], unsigned : tile<i32> -> tile<i1>
    %131 = cmpi greater_than_or_equal %i, %j, unsigned : tile<i32> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi equal %[[P]], %[[P]], unsigned : tile<i1> -> tile<i1>
    %132 = cmpi equal %p, %p, unsigned : tile<i1> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[I]], %[[J]] : tile<i32>
    %133 = andi %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[P]], %[[P]] : tile<i1>
    %134 = andi %p, %p : tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[I]], %[[J]] : tile<i32>
    %135 = ori %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[P]], %[[P]] : tile<i1>
    %136 = ori %p, %p : tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[I]], %[[J]] : tile<i32>
    %137 = xori %i, %j : tile<i32>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[P]], %[[P]] : tile<i1>
    %138 = xori %p, %p : tile<i1>
    // CHECK-NEXT: return
  }
}

// Tiles of any rank; the `!cuda_tile.` prefix is optional.

// CHECK-LABEL: func.func @shaped(
// CHECK-SAME: %[[X:.*]]: !cuda_tile.tile<2x4xf32>, %[[Y:.*]]: !cuda_tile.tile<2x4xi16>)
func.func @shaped(%x: !cuda_tile.tile<2x4xf32>, %y: !cuda_tile.tile<2x4xi16>) {
  // CHECK-NEXT: cuda_tile.addf %[[X]], %[[X]] rounding<zero> : tile<2x4xf32>
  %0 = cuda_tile.addf %x, %x rounding<zero> : !cuda_tile.tile<2x4xf32>
  // CHECK-NEXT: cuda_tile.cmpf greater_than ordered %[[X]], %[[X]] : tile<2x4xf32> -> tile<2x4xi1>
  %1 = cuda_tile.cmpf greater_than ordered %x, %x : tile<2x4xf32> -> !cuda_tile.tile<2x4xi1>
  // CHECK-NEXT: cuda_tile.cmpi not_equal %[[Y]], %[[Y]], signed : tile<2x4xi16> -> tile<2x4xi1>
  %2 = cuda_tile.cmpi not_equal %y, %y, signed : tile<2x4xi16> -> tile<2x4xi1>
  // CHECK-NEXT: cuda_tile.fma %[[X]], %[[X]], %[[X]] : tile<2x4xf32>
  %3 = cuda_tile.fma %x, %x, %x : tile<2x4xf32>
  // CHECK-NEXT: cuda_tile.shli %[[Y]], %[[Y]] overflow<no_wrap> : tile<2x4xi16>
  %4 = cuda_tile.shli %y, %y overflow<no_wrap> : tile<2x4xi16>
  return
}
