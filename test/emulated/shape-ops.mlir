// test/gpu/shape-ops.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/shape-ops.mlir: permute, extract and
// cat of an 8x4 tile against a Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/shape-ops.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/shapes.mlir
// RUN: %tileiras-emulate %t/shapes.mlir --grid=1 --seed=4 --dry-run --buffer=x:i32:32:random \
// RUN:   --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/shape_ops_ref.py %t/x.bin 3 %t
// RUN: %tileiras-emulate %t/shapes.mlir --grid=1 --seed=4 --buffer=x:i32:32:random --buffer=y:i32:32:zeros \
// RUN:   --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 --compare=y:%t/y.bin --compare=z:%t/z.bin \
// RUN:   --compare=w:%t/w.bin | FileCheck %s
// CHECK-DAG: compare y: 32 elements match
// CHECK-DAG: compare z: 8 elements match
// CHECK-DAG: compare w: 64 elements match

