// test/gpu/pack-f4.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/pack-f4.mlir: bytes unpacked to
// f4E2M1FN values (read as f32) and packed back.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/pack-f4.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/pack.mlir
// RUN: %tileiras-emulate %t/pack.mlir --grid=1 --seed=3 --dry-run --buffer=x:i8:32:random \
// RUN:   --buffer=y:f32:64:zeros --buffer=z:i8:32:zeros --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/pack_f4_ref.py %t/x.bin %t
// RUN: %tileiras-emulate %t/pack.mlir --grid=1 --seed=3 --buffer=x:i8:32:random --buffer=y:f32:64:zeros \
// RUN:   --buffer=z:i8:32:zeros --compare=y:%t/y.bin:rtol=0,atol=0 --compare=z:%t/z.bin | FileCheck %s
// CHECK-DAG: compare y: 64 elements match
// CHECK-DAG: compare z: 32 elements match

