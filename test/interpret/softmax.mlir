// examples/softmax.mlir interpreted against test/gpu/Inputs/softmax_ref.py
// (5 rows of 256, so the sixth row of y stays zero).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %examples/softmax.mlir --grid=5 --seed=3 --dry-run \
// RUN:   --buffer=x:f32:1536:random --buffer=y:f32:1536:zeros --i64=5 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/softmax_ref.py %t/x.bin 5 %t/ref.bin
// RUN: %tileiras-interpret %examples/softmax.mlir --grid=5 --seed=3 \
// RUN:   --buffer=x:f32:1536:random --buffer=y:f32:1536:zeros --i64=5 \
// RUN:   --compare=y:%t/ref.bin:rtol=1e-5,atol=1e-7 | FileCheck %s
// CHECK: compare y: 1536 elements match
//
// test/gpu/softmax.mlir launches one block more than there are rows. Its
// index (5, 0) lies outside the partition view's index space (5x1), which
// the specification makes undefined behaviour (only tiles that overlap the
// tensor may run partly out of bounds): the interpreter reports it.
// RUN: not %tileiras-interpret %examples/softmax.mlir --grid=6 --seed=3 \
// RUN:   --buffer=x:f32:1536:random --buffer=y:f32:1536:zeros --i64=5 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GRID6
// GRID6: tileiras-interpret: error: {{.*}}softmax.mlir:14:17: index 5 of dimension 0 is outside the view's index space (5x1)
