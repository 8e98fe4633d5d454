// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/patterns.mlir})' | FileCheck %s
// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPDL

// A PDL pattern (in a nested module of the file) converts an op no C++
// pattern of the pass handles.

module {
  gpu.module @m {
    // No C++ pattern handles arith.addui_extended; the PDL one does.
    // CHECK-LABEL: nv_tileaa.func @add_extended
    nv_tileaa.func @add_extended(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>) {
      // CHECK: %[[SUM:.*]] = nv_tileas.addi %[[A:.*]], %{{.*}} : tensor<4xi32>
      // CHECK: %[[CARRY:.*]] = nv_tileas.cmpi ult, %[[SUM]], %[[A]] : tensor<4xi32> -> tensor<4xi1>
      // CHECK: nv_tileaa.return %[[SUM]], %[[CARRY]]
      // NOPDL: failed to legalize operation 'arith.addui_extended'
      %sum, %carry = arith.addui_extended %a, %b : tensor<4xi32>, tensor<4xi1>
      nv_tileaa.return %sum, %carry : tensor<4xi32>, tensor<4xi1>
    }
  }
}
