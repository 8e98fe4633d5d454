// test/gpu/softmax.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// examples/softmax.mlir: one row of 256 per tile block
// through partition views, max and sum by reduce. The grid has one block
// more than there are rows, so the row bound of the view is checked too:
// that block must neither read nor write.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/softmax.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/softmax.mlir
// RUN: %tileiras-emulate %t/softmax.mlir --grid=6 --seed=3 --dry-run --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --i64=5 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/softmax_ref.py %t/x.bin 5 %t/ref.bin
// RUN: %tileiras-emulate %t/softmax.mlir --grid=6 --seed=3 --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --i64=5 --compare=y:%t/ref.bin:rtol=1e-5,atol=1e-7 | FileCheck %s
// CHECK: compare y: 1536 elements match

