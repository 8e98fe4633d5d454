// test/pipelines/gather-scatter.mlir on this machine's GPU: 8 rows of a
// 20x16 matrix gathered (two outside it, one negative: padded with zero),
// doubled and scattered to 8 rows of y (two outside it: skipped).
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import array, sys; array.array('i', [3, 19, -1, 25, 0, 7, 7, 12]).tofile(open(sys.argv[1], 'wb')); array.array('i', [0, 5, 6, 30, 19, 2, 11, -4]).tofile(open(sys.argv[2], 'wb'))" %t/rows.bin %t/dest.bin
// RUN: %tileiras-opt %S/../pipelines/gather-scatter.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/gs.mlir
// RUN: %tileiras-run %t/gs.mlir --grid=1 --seed=8 --dry-run --buffer=x:f32:320:random \
// RUN:   --buffer=y:f32:320:random --buffer=rows:i32:8:%t/rows.bin --buffer=dest:i32:8:%t/dest.bin --i64=20 \
// RUN:   --out=x:%t/x.bin --out=y:%t/y0.bin
// RUN: %python %S/Inputs/gather_scatter_ref.py %t/x.bin 20 %t/rows.bin %t/dest.bin %t/y0.bin %t/ref.bin
// RUN: %tileiras-run %t/gs.mlir --grid=1 --seed=8 --buffer=x:f32:320:random \
// RUN:   --buffer=y:f32:320:random --buffer=rows:i32:8:%t/rows.bin --buffer=dest:i32:8:%t/dest.bin --i64=20 \
// RUN:   --compare=y:%t/ref.bin | FileCheck %s
// CHECK: compare y: 320 elements match
