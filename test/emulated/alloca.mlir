// test/gpu/alloca.mlir without a GPU: the kernel as convert-tileas-to-llvm
// leaves it, run on the CPU by tileiras-emulate against the same reference
// (the emulator's device heap fails an access outside a block or after its
// free, and a block that ends without freeing).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/alloca.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/alloca.mlir
// RUN: %tileiras-emulate %t/alloca.mlir --grid=3 --seed=5 --dry-run --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/reverse_ref.py %t/x.bin %t/ref.bin
// RUN: %tileiras-emulate %t/alloca.mlir --grid=3 --seed=5 --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --compare=y:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare y: 1536 elements match
