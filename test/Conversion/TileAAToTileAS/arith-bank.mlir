// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas)' | FileCheck %s

// Arith on tensors becomes the same-named nv_tileas op with every attribute;
// scalar arith stays. Tensor constants: splat -> nv_tileaa.splat, other
// values -> nv_tileaa.constant_tensor.

module {
  gpu.module @m {
    // CHECK-LABEL: nv_tileaa.func @bank
    nv_tileaa.func @bank(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %j: tensor<4xi32>, %s: i32) {
      // CHECK: nv_tileas.cmpf olt, %{{.*}}, %{{.*}} : tensor<4xf32> -> tensor<4xi1>
      %0 = arith.cmpf olt, %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.cmpi sge, %{{.*}}, %{{.*}} : tensor<4xi32> -> tensor<4xi1>
      %1 = arith.cmpi sge, %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.addf %{{.*}}, %{{.*}} fastmath<contract> {nv_tileaa.flush_to_zero, nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>} : tensor<4xf32>
      %2 = arith.addf %a, %b fastmath<contract> {nv_tileaa.flush_to_zero, nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>} : tensor<4xf32>
      // CHECK: nv_tileas.addi %{{.*}}, %{{.*}} overflow<nsw> : tensor<4xi32>
      %3 = arith.addi %i, %j overflow<nsw> : tensor<4xi32>
      // CHECK: nv_tileas.andi
      %4 = arith.andi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.bitcast %{{.*}} : tensor<4xi32> to tensor<4xf32>
      %5 = arith.bitcast %i : tensor<4xi32> to tensor<4xf32>
      // CHECK: nv_tileas.ceildivsi
      %6 = arith.ceildivsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.ceildivui
      %7 = arith.ceildivui %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.divf
      %8 = arith.divf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.divsi
      %9 = arith.divsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.divui
      %10 = arith.divui %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.extf %{{.*}} : tensor<4xf16> to tensor<4xf32>
      %h = arith.truncf %a : tensor<4xf32> to tensor<4xf16>
      %11 = arith.extf %h : tensor<4xf16> to tensor<4xf32>
      // CHECK: nv_tileas.extsi
      %12 = arith.extsi %i : tensor<4xi32> to tensor<4xi64>
      // CHECK: nv_tileas.extui
      %13 = arith.extui %i : tensor<4xi32> to tensor<4xi64>
      // CHECK: nv_tileas.floordivsi
      %14 = arith.floordivsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.fptosi
      %15 = arith.fptosi %a : tensor<4xf32> to tensor<4xi32>
      // CHECK: nv_tileas.fptoui
      %16 = arith.fptoui %a : tensor<4xf32> to tensor<4xi32>
      // CHECK: nv_tileas.maximumf
      %17 = arith.maximumf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.maxnumf
      %18 = arith.maxnumf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.maxsi
      %19 = arith.maxsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.maxui
      %20 = arith.maxui %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.minimumf
      %21 = arith.minimumf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.minnumf
      %22 = arith.minnumf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.minsi
      %23 = arith.minsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.minui
      %24 = arith.minui %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.mulf
      %25 = arith.mulf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.muli %{{.*}}, %{{.*}} overflow<nsw, nuw> : tensor<4xi32>
      %26 = arith.muli %i, %j overflow<nsw, nuw> : tensor<4xi32>
      // CHECK: nv_tileas.negf
      %27 = arith.negf %a : tensor<4xf32>
      // CHECK: nv_tileas.ori
      %28 = arith.ori %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.remf
      %29 = arith.remf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.remsi
      %30 = arith.remsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.remui
      %31 = arith.remui %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
      %32 = arith.select %0, %a, %b : tensor<4xi1>, tensor<4xf32>
      // CHECK: nv_tileas.shli
      %33 = arith.shli %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.shrsi
      %34 = arith.shrsi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.shrui
      %35 = arith.shrui %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.sitofp
      %36 = arith.sitofp %i : tensor<4xi32> to tensor<4xf32>
      // CHECK: nv_tileas.subf
      %37 = arith.subf %a, %b : tensor<4xf32>
      // CHECK: nv_tileas.subi
      %38 = arith.subi %i, %j : tensor<4xi32>
      // CHECK: nv_tileas.truncf %{{.*}} to_nearest_away : tensor<4xf32> to tensor<4xf16>
      %39 = arith.truncf %a to_nearest_away : tensor<4xf32> to tensor<4xf16>
      // CHECK: nv_tileas.trunci %{{.*}} overflow<nuw> : tensor<4xi32> to tensor<4xi8>
      %40 = arith.trunci %i overflow<nuw> : tensor<4xi32> to tensor<4xi8>
      // CHECK: nv_tileas.uitofp
      %41 = arith.uitofp %i : tensor<4xi32> to tensor<4xf32>
      // CHECK: nv_tileas.xori
      %42 = arith.xori %i, %j : tensor<4xi32>
      // Scalar arith is already in its final form.
      // CHECK: arith.addi %{{.*}}, %{{.*}} : i32
      %43 = arith.addi %s, %s : i32
      // CHECK: nv_tileaa.splat 1.000000e+00 : f32 : tensor<8xf32>
      %44 = arith.constant dense<1.0> : tensor<8xf32>
      // CHECK: nv_tileaa.constant_tensor dense<[1, 2]> : tensor<2xi32>{{$}}
      %45 = arith.constant dense<[1, 2]> : tensor<2xi32>
      // CHECK: arith.constant 3 : i32
      %46 = arith.constant 3 : i32
      nv_tileaa.return
    }
  }
}
