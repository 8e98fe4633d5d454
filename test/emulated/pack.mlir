// test/gpu/pack.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/pack.mlir: pack and unpack keep the
// bytes of the tile, in order.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/pack.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/pack.mlir
// RUN: %tileiras-emulate %t/pack.mlir --grid=1 --seed=2 --dry-run --buffer=x:f16:64:random \
// RUN:   --buffer=b:i8:128:zeros --buffer=y:f32:32:zeros --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/pack_ref.py %t/x.bin %t
// RUN: %tileiras-emulate %t/pack.mlir --grid=1 --seed=2 --buffer=x:f16:64:random --buffer=b:i8:128:zeros \
// RUN:   --buffer=y:f32:32:zeros --compare=b:%t/b.bin --compare=y:%t/y.bin:rtol=0,atol=0 | FileCheck %s
// CHECK-DAG: compare b: 128 elements match
// CHECK-DAG: compare y: 32 elements match

