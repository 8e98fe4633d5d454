// test/gpu/scan.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/scan.mlir: prefix sums and suffix
// maxima of two rows of 1024 random integers against a Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/scan.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/scan.mlir
// RUN: %tileiras-emulate %t/scan.mlir --grid=1 --seed=9 --dry-run --buffer=x:i32:2048:random \
// RUN:   --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/scan_ref.py %t/x.bin %t/y_ref.bin %t/z_ref.bin
// RUN: %tileiras-emulate %t/scan.mlir --grid=1 --seed=9 --buffer=x:i32:2048:random --buffer=y:i32:2048:zeros \
// RUN:   --buffer=z:i32:2048:zeros --compare=y:%t/y_ref.bin --compare=z:%t/z_ref.bin | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %S/../pipelines/scan.mlir --grid=1 --seed=9 --buffer=x:i32:2048:random \
// RUN:   --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros --out=y:%t/interp-y.bin \
// RUN:   --out=z:%t/interp-z.bin
// RUN: %tileiras-emulate %t/scan.mlir --grid=1 --seed=9 --buffer=x:i32:2048:random \
// RUN:   --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros --compare=y:%t/interp-y.bin \
// RUN:   --compare=z:%t/interp-z.bin | FileCheck %s
// CHECK-DAG: compare y: 2048 elements match
// CHECK-DAG: compare z: 2048 elements match

