// Printing tiles through the pipeline: a 2x4 tile, a tile of f16 and a
// scalar in one format, as cuTile prints them ("[[0, 1, 2, 3], [4, 5, 6,
// 7]]"). test/gpu/print-tile.mlir runs this file.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras-to-nvvm{chip=sm_80})' | FileCheck %s

// CHECK: llvm.mlir.global internal constant @printfFormat_0("m = {{\[\[}}%d, %d, %d, %d], [%d, %d, %d, %d{{\]\]}}, f = [%.2f, %.2f], n = %d\0A\00")
// CHECK: llvm.call @vprintf
cuda_tile.module @print_tile {
  entry @print_tile(%n: tile<i32>) {
    %i = iota : tile<8xi32>
    %m = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %f = constant <f16: [1.5, -0.25]> : tile<2xf16>
    %t = print_tko "m = %d, f = %.2f, n = %d\n", %m, %f, %n : tile<2x4xi32>, tile<2xf16>, tile<i32> -> token
  }
}
