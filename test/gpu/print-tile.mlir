// test/pipelines/print-tile.mlir on this machine's GPU: the tiles print as
// cuTile prints them, once per tile block.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/print-tile.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/print.mlir
// RUN: %tileiras-run %t/print.mlir --grid=1 --i32=7 | FileCheck %s
// CHECK: m = {{\[\[}}0, 1, 2, 3], [4, 5, 6, 7{{\]\]}}, f = [1.50, -0.25], n = 7
// CHECK-NOT: m = [
