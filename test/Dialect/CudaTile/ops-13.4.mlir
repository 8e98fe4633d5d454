// The operations Tile IR 13.4 adds: parse, print, print generically, parse
// again.
// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @ops_13_4
cuda_tile.module @ops_13_4 {
  entry @ops(%i: tile<i32>) {
    %x = constant <f32: 1.5> : tile<8xf32>
    %h = constant <bf16: 1.5> : tile<8xbf16>
    %n = constant <i32: 3> : tile<8xi32>
    %m = constant <i8: -2> : tile<8xi8>
    %b = constant <i1: 1> : tile<8xi1>
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<8xf32>, tile<8xi32>
    %p = fpowi %x, %n : tile<8xf32>, tile<8xi32>
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<8xbf16>, tile<8xi8>
    %q = fpowi %h, %m : tile<8xbf16>, tile<8xi8>
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<8xf32>, tile<8xi1>
    %r = fpowi %x, %b : tile<8xf32>, tile<8xi1>
    %s = constant <f32: [1.0, 2.0]> : tile<2xf32>
    // CHECK: insert %{{.*}} into %{{.*}}[%{{.*}}] : tile<2xf32> -> tile<8xf32>
    %t = insert %s into %p[%i] : tile<2xf32> -> tile<8xf32>
    // CHECK: %[[T0:.*]] = make_token : token
    %t0 = make_token : token
    // CHECK: %[[T1:.*]] = gdc_wait_tko token=%[[T0]] : token
    %t1 = gdc_wait_tko token=%t0 : token
    // CHECK: gdc_wait_tko : token
    %t2 = gdc_wait_tko : token
    // CHECK: %[[T3:.*]] = memory_fence_alias_tko %[[T1]] : token
    %t3 = memory_fence_alias_tko %t1 : token
    // CHECK: gdc_launch_dependents_tko token=%[[T3]] : token
    %t4 = gdc_launch_dependents_tko token=%t3 : token
    // CHECK: gdc_launch_dependents_tko : token
    %t5 = gdc_launch_dependents_tko : token
  }
}
