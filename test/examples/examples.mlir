// Every bundled example parses, verifies, and prints back to text that parses
// to the same output again (pretty and generic form).
//
// RUN: %cuda-tile-opt --no-implicit-module %examples/vector_add.mlir > %t.va.mlir
// RUN: %cuda-tile-opt --no-implicit-module %t.va.mlir | diff %t.va.mlir -
// RUN: %cuda-tile-opt --no-implicit-module %t.va.mlir --mlir-print-op-generic | %cuda-tile-opt --no-implicit-module | diff %t.va.mlir -
// RUN: FileCheck %s --check-prefix=VA < %t.va.mlir
//
// RUN: %cuda-tile-opt --no-implicit-module %examples/softmax.mlir > %t.sm.mlir
// RUN: %cuda-tile-opt --no-implicit-module %t.sm.mlir | diff %t.sm.mlir -
// RUN: %cuda-tile-opt --no-implicit-module %t.sm.mlir --mlir-print-op-generic | %cuda-tile-opt --no-implicit-module | diff %t.sm.mlir -
// RUN: FileCheck %s --check-prefix=SM < %t.sm.mlir
//
// RUN: %cuda-tile-opt --no-implicit-module %examples/gemm_f16.mlir > %t.gemm.mlir
// RUN: %cuda-tile-opt --no-implicit-module %t.gemm.mlir | diff %t.gemm.mlir -
// RUN: %cuda-tile-opt --no-implicit-module %t.gemm.mlir --mlir-print-op-generic | %cuda-tile-opt --no-implicit-module | diff %t.gemm.mlir -
// RUN: FileCheck %s --check-prefix=GEMM < %t.gemm.mlir
//
// RUN: %cuda-tile-opt --no-implicit-module %examples/count_positive.mlir > %t.cp.mlir
// RUN: %cuda-tile-opt --no-implicit-module %t.cp.mlir | diff %t.cp.mlir -
// RUN: %cuda-tile-opt --no-implicit-module %t.cp.mlir --mlir-print-op-generic | %cuda-tile-opt --no-implicit-module | diff %t.cp.mlir -
// RUN: FileCheck %s --check-prefix=CP < %t.cp.mlir
//
// RUN: %cuda-tile-opt --no-implicit-module %examples/attention_f16.mlir > %t.att.mlir
// RUN: %cuda-tile-opt --no-implicit-module %t.att.mlir | diff %t.att.mlir -
// RUN: %cuda-tile-opt --no-implicit-module %t.att.mlir --mlir-print-op-generic | %cuda-tile-opt --no-implicit-module | diff %t.att.mlir -
// RUN: FileCheck %s --check-prefix=ATT < %t.att.mlir

// VA: cuda_tile.module @vector_add {
// VA: entry @vector_add(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>) {
// VA: cmpi less_than %{{.*}}, %{{.*}}, signed : tile<1024xi32> -> tile<1024xi1>
// VA: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
// VA: addf %{{.*}}, %{{.*}} : tile<1024xf32>
// VA: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<1024xptr<f32>>, tile<1024xf32>, tile<1024xi1> -> token

// SM: make_partition_view %{{.*}} : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x256xf32, strides=[256,1]>>
// SM: reduce %{{.*}} dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32>
// SM: maxf
// SM: yield
// SM: exp %{{.*}} : tile<1x256xf32>
// SM: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} :

// GEMM: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%{{.*}} = %{{.*}}) -> (tile<64x64xf32>) {
// GEMM: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
// GEMM: continue %{{.*}} : tile<64x64xf32>

// CP: atomic_rmw_tko relaxed device %{{.*}}, add, %{{.*}} token=%{{.*}} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CP: join_tokens %{{.*}}, %{{.*}} : token

// ATT: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
// ATT: permute %{{.*}} [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
// ATT: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
// ATT: reduce %{{.*}} dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
// ATT: ftof %{{.*}} : tile<64x64xf32> -> tile<64x64xf16>
// ATT: continue %{{.*}}, %{{.*}}, %{{.*}} : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>
