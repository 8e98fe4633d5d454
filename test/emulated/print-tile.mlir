// test/gpu/print-tile.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/print-tile.mlir: the tiles print as
// cuTile prints them, once per tile block.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/print-tile.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/print.mlir
// RUN: %tileiras-emulate %t/print.mlir --grid=1 --i32=7 | FileCheck %s
// CHECK: m = {{\[\[}}0, 1, 2, 3], [4, 5, 6, 7{{\]\]}}, f = [1.50, -0.25], n = 7
// CHECK-NOT: m = [

