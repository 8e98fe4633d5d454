// examples/vector_add.mlir interpreted from its cuda_tile form against the
// Python reference of test/gpu/vector-add.mlir, with that test's arguments:
// n = 5000 leaves the last tile block a masked tail.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %examples/vector_add.mlir --grid=5 --seed=11 --dry-run \
// RUN:   --buffer=a:f32:5120:random --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/vector_add_ref.py %t/a.bin %t/b.bin 5000 %t/ref.bin
// RUN: %tileiras-interpret %examples/vector_add.mlir --grid=5 --seed=11 \
// RUN:   --buffer=a:f32:5120:random --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --compare=c:%t/ref.bin:rtol=0,atol=0 --out=c:%t/c.bin | FileCheck %s
// CHECK: compare c: 5120 elements match
// A reference that differs (the inputs) is reported element by element.
// RUN: not %tileiras-interpret %examples/vector_add.mlir --grid=5 --seed=11 \
// RUN:   --buffer=a:f32:5120:random --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --compare=c:%t/a.bin | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: compare c: {{[0-9]+}} of 5120 elements differ; first at 0: got
