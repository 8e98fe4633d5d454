// test/gpu/ftof-f8.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/ftof-f8.mlir: f32 to f8E4M3FN,
// f8E5M2 and tf32 and back, on ties, subnormals, signed zeros, saturating
// and random values, against a Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/ftof-f8.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/ftof.mlir
// RUN: %python %S/../gpu/Inputs/ftof_f8_ref.py %t
// RUN: %tileiras-emulate %t/ftof.mlir --grid=1 --buffer=x:f32:256:%t/x.bin --buffer=a:i8:256:zeros \
// RUN:   --buffer=b:i8:256:zeros --buffer=y:f32:256:zeros --buffer=z:f32:256:zeros --buffer=w:f32:256:zeros \
// RUN:   --compare=a:%t/a.bin --compare=b:%t/b.bin --compare=y:%t/y.bin:rtol=0,atol=0 \
// RUN:   --compare=z:%t/z.bin:rtol=0,atol=0 --compare=w:%t/w.bin:rtol=0,atol=0 | FileCheck %s
// CHECK-DAG: compare a: 256 elements match
// CHECK-DAG: compare b: 256 elements match
// CHECK-DAG: compare y: 256 elements match
// CHECK-DAG: compare z: 256 elements match
// CHECK-DAG: compare w: 256 elements match

