// examples/count_positive.mlir interpreted with the arguments of
// test/gpu/count-positive.mlir against test/gpu/Inputs/count_positive_ref.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %examples/count_positive.mlir --grid=8 --seed=5 --dry-run \
// RUN:   --buffer=x:f32:1100:random --buffer=counter:i32:1:zeros --i32=1000 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/count_positive_ref.py %t/x.bin 1000 %t/x_ref.bin %t/count_ref.bin
// RUN: %tileiras-interpret %examples/count_positive.mlir --grid=8 --seed=5 \
// RUN:   --buffer=x:f32:1100:random --buffer=counter:i32:1:zeros --i32=1000 \
// RUN:   --compare=x:%t/x_ref.bin:rtol=0,atol=0 --compare=counter:%t/count_ref.bin | FileCheck %s
// CHECK-DAG: compare x: 1100 elements match
// CHECK-DAG: compare counter: 1 elements match
