// test/gpu/count-positive.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// examples/count_positive.mlir: the count of positive
// elements (a reduce through shared memory, then one elected atomic per tile
// block) and the in-place zeroing of negative elements, checked against a
// Python reference. n = 1000 ends inside the eighth tile block, and the
// buffer is longer than n, so the masked tail is checked too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/count_positive.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/count_positive.mlir
// RUN: %tileiras-emulate %t/count_positive.mlir --grid=8 --seed=5 --dry-run --buffer=x:f32:1100:random \
// RUN:   --buffer=counter:i32:1:zeros --i32=1000 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/count_positive_ref.py %t/x.bin 1000 %t/x_ref.bin %t/count_ref.bin
// RUN: %tileiras-emulate %t/count_positive.mlir --grid=8 --seed=5 --buffer=x:f32:1100:random \
// RUN:   --buffer=counter:i32:1:zeros --i32=1000 --compare=x:%t/x_ref.bin:rtol=0,atol=0 \
// RUN:   --compare=counter:%t/count_ref.bin | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %examples/count_positive.mlir --grid=8 --seed=5 \
// RUN:   --buffer=x:f32:1100:random --buffer=counter:i32:1:zeros --i32=1000 --out=x:%t/interp-x.bin \
// RUN:   --out=counter:%t/interp-counter.bin
// RUN: %tileiras-emulate %t/count_positive.mlir --grid=8 --seed=5 --buffer=x:f32:1100:random \
// RUN:   --buffer=counter:i32:1:zeros --i32=1000 --compare=x:%t/interp-x.bin:rtol=0,atol=0 \
// RUN:   --compare=counter:%t/interp-counter.bin | FileCheck %s
// CHECK-DAG: compare x: 1100 elements match
// CHECK-DAG: compare counter: 1 elements match

