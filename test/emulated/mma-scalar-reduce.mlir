// Regression: a product and a reduction to a rank-0 tile in one kernel
// compile for every target and compute what the interpreter computes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %S/Inputs/mma-scalar-reduce.mlir --seed=3 --buffer=a:f16:2048:random \
// RUN:   --buffer=b:f16:2048:random --buffer=x:i32:4:zeros --buffer=c:f32:4096:zeros \
// RUN:   --out=x:%t/x.bin --out=c:%t/c.bin
// RUN: %tileiras-opt %S/Inputs/mma-scalar-reduce.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --seed=3 --buffer=a:f16:2048:random --buffer=b:f16:2048:random \
// RUN:   --buffer=x:i32:4:zeros --buffer=c:f32:4096:zeros \
// RUN:   --compare=x:%t/x.bin --compare=c:%t/c.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-scalar-reduce.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --seed=3 --buffer=a:f16:2048:random --buffer=b:f16:2048:random \
// RUN:   --buffer=x:i32:4:zeros --buffer=c:f32:4096:zeros \
// RUN:   --compare=x:%t/x.bin --compare=c:%t/c.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare x: 4 elements match
// CHECK: compare c: 4096 elements match
