// test/gpu/gather-scatter.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/gather-scatter.mlir: 8 rows of a
// 20x16 matrix gathered (two outside it, one negative: padded with zero),
// doubled and scattered to 8 rows of y (two outside it: skipped).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import array, sys; array.array('i', [3, 19, -1, 25, 0, 7, 7, 12]).tofile(open(sys.argv[1], 'wb')); array.array('i', [0, 5, 6, 30, 19, 2, 11, -4]).tofile(open(sys.argv[2], 'wb'))" %t/rows.bin %t/dest.bin
// RUN: %tileiras-opt %S/../pipelines/gather-scatter.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/gs.mlir
// RUN: %tileiras-emulate %t/gs.mlir --grid=1 --seed=8 --dry-run --buffer=x:f32:320:random \
// RUN:   --buffer=y:f32:320:random --buffer=rows:i32:8:%t/rows.bin --buffer=dest:i32:8:%t/dest.bin --i64=20 \
// RUN:   --out=x:%t/x.bin --out=y:%t/y0.bin
// RUN: %python %S/../gpu/Inputs/gather_scatter_ref.py %t/x.bin 20 %t/rows.bin %t/dest.bin %t/y0.bin %t/ref.bin
// RUN: %tileiras-emulate %t/gs.mlir --grid=1 --seed=8 --buffer=x:f32:320:random --buffer=y:f32:320:random \
// RUN:   --buffer=rows:i32:8:%t/rows.bin --buffer=dest:i32:8:%t/dest.bin --i64=20 \
// RUN:   --compare=y:%t/ref.bin | FileCheck %s
// CHECK: compare y: 320 elements match

