// Debug information survives the round trip: files, compile units,
// subprograms, lexical blocks and di_loc locations of the function and of
// each op.
//
// RUN: %tileiras-translate -mlir-to-cudatilebc %S/../Dialect/CudaTile/debuginfo.mlir \
// RUN:   | %tileiras-translate -cudatilebc-to-mlir --mlir-print-debuginfo | %cuda-tile-opt --mlir-print-debuginfo | FileCheck %s
// CHECK: addf {{.*}} loc(#[[L1:loc[0-9]+]])
// CHECK: mulf {{.*}} loc(#[[L2:loc[0-9]+]])
// CHECK: } loc(#[[LF:loc[0-9]+]])
// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #cuda_tile.di_file<"kernel.py" in "/src/">
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #cuda_tile.di_compile_unit<file = #[[FILE]]>
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #[[FILE]], line = 10, name = "add", linkageName = "add", compileUnit = #[[CU]], scopeLine = 11>
// CHECK-DAG: #[[BLOCK:di_lexical_block[0-9]*]] = #cuda_tile.di_lexical_block<scope = #[[SP]], file = #[[FILE]], line = 12, column = 4>
// CHECK-DAG: #[[INNER:di_lexical_block[0-9]*]] = #cuda_tile.di_lexical_block<scope = #[[BLOCK]], file = #[[FILE]], line = 13>
// CHECK-DAG: #[[L1]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #[[BLOCK]]>
// CHECK-DAG: #[[L2]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #[[INNER]]>
// CHECK-DAG: #[[LF]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #[[SP]]>
// CHECK-DAG: loc("/src/kernel.py":12:5)
// CHECK-DAG: loc("/src/kernel.py":13:9)
