// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/patterns.mlir})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas)' | FileCheck %s --check-prefix=NOPDL

// PDL patterns from a file run with the C++ patterns of the conversion, on
// the ops it holds illegal (arith on tensors).

module {
  gpu.module @m {
    // CHECK-LABEL: nv_tileaa.func @double
    // NOPDL-LABEL: nv_tileaa.func @double
    nv_tileaa.func @double(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: i32) -> (tensor<4xi32>, tensor<4xi32>, i32) {
      // The PDL pattern (benefit 2) wins over the C++ one: a + a is a << 1.
      // CHECK: %[[ONE:.*]] = nv_tileaa.splat 1 : i32 : tensor<4xi32>
      // CHECK: %[[SHL:.*]] = nv_tileas.shli %[[A:.*]], %[[ONE]] : tensor<4xi32>
      // NOPDL: nv_tileas.addi %[[A:.*]], %[[A]] : tensor<4xi32>
      // NOPDL-NOT: nv_tileas.shli
      %0 = arith.addi %a, %a : tensor<4xi32>
      // Other operands: the C++ pattern.
      // CHECK: %[[ADD:.*]] = nv_tileas.addi %[[A]], %{{.*}} : tensor<4xi32>
      %1 = arith.addi %a, %b : tensor<4xi32>
      // Scalar arith is legal here, so no pattern is tried on it.
      // CHECK: %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
      %2 = arith.addi %s, %s : i32
      // CHECK: nv_tileaa.return %[[SHL]], %[[ADD]], %[[S]]
      nv_tileaa.return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, i32
    }
  }
}
