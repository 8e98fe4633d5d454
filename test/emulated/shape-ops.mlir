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
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %S/../pipelines/shape-ops.mlir --grid=1 --seed=4 \
// RUN:   --buffer=x:i32:32:random --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros \
// RUN:   --buffer=w:i32:64:zeros --i32=3 --out=y:%t/interp-y.bin --out=z:%t/interp-z.bin \
// RUN:   --out=w:%t/interp-w.bin
// RUN: %tileiras-emulate %t/shapes.mlir --grid=1 --seed=4 --buffer=x:i32:32:random \
// RUN:   --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 \
// RUN:   --compare=y:%t/interp-y.bin --compare=z:%t/interp-z.bin --compare=w:%t/interp-w.bin | \
// RUN:   FileCheck %s
// CHECK-DAG: compare y: 32 elements match
// CHECK-DAG: compare z: 8 elements match
// CHECK-DAG: compare w: 64 elements match

