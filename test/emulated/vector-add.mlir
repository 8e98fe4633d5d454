// test/gpu/vector-add.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// examples/vector_add.mlir run with random inputs and checked against a
// Python reference. n = 5000 is not a multiple of the 1024 elements of a
// tile block, and the buffers are longer than n, so the masked tail of the
// last block is checked too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/vector_add.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/vector_add.mlir
// RUN: %tileiras-emulate %t/vector_add.mlir --grid=5 --seed=11 --dry-run --buffer=a:f32:5120:random \
// RUN:   --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/vector_add_ref.py %t/a.bin %t/b.bin 5000 %t/ref.bin
// RUN: %tileiras-emulate %t/vector_add.mlir --grid=5 --seed=11 --buffer=a:f32:5120:random \
// RUN:   --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --compare=c:%t/ref.bin:rtol=0,atol=0 --out=c:%t/c.bin | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %examples/vector_add.mlir --grid=5 --seed=11 --buffer=a:f32:5120:random \
// RUN:   --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 --out=c:%t/interp-c.bin
// RUN: %tileiras-emulate %t/vector_add.mlir --grid=5 --seed=11 --buffer=a:f32:5120:random \
// RUN:   --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --compare=c:%t/interp-c.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare c: 5120 elements match

