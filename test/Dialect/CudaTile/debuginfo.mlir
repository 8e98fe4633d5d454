// RUN: %cuda-tile-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-debuginfo | %cuda-tile-opt --mlir-print-debuginfo | FileCheck %s

// Debug-info attributes describe source files, functions and blocks; a
// di_loc places an op in one of those scopes.

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add", compileUnit = #cu, scopeLine = 11>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 12, column = 4>
#inner = #cuda_tile.di_lexical_block<scope = #block, file = #file, line = 13>

cuda_tile.module @kernels {
  entry @add(%a: tile<f32>) {
    // CHECK: addf {{.*}} loc(#[[L1:loc[0-9]+]])
    %0 = addf %a, %a : tile<f32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":12:5) in #block>)
    // CHECK: mulf {{.*}} loc(#[[L2:loc[0-9]+]])
    %1 = mulf %0, %a : tile<f32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":13:9) in #inner>)
    return
  } loc(#cuda_tile.di_loc<loc("/src/kernel.py":10:1) in #sp>)
}
// Scopes print once, as aliases named after their kind.
// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #cuda_tile.di_file<"kernel.py" in "/src/">
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #cuda_tile.di_compile_unit<file = #[[FILE]]>
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #[[FILE]], line = 10, name = "add", linkageName = "add", compileUnit = #[[CU]], scopeLine = 11>
// CHECK-DAG: #[[BLOCK:di_lexical_block[0-9]*]] = #cuda_tile.di_lexical_block<scope = #[[SP]], file = #[[FILE]], line = 12, column = 4>
// CHECK-DAG: #[[INNER:di_lexical_block[0-9]*]] = #cuda_tile.di_lexical_block<scope = #[[BLOCK]], file = #[[FILE]], line = 13>
// CHECK-DAG: #[[L1]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #[[BLOCK]]>
// CHECK-DAG: #[[L2]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #[[INNER]]>
