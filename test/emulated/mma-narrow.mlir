// test/gpu/mma-narrow.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/mma-narrow.mlir: mmaf on f8E4M3FN,
// f8E5M2 and tf32 operands (f8 codes with small and moderate exponents,
// subnormals included) against a double-precision Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/mma-narrow.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/narrow.mlir
// RUN: %python %S/../gpu/Inputs/mma_narrow_ref.py %t
// RUN: %tileiras-emulate %t/narrow.mlir --grid=1 --buffer=a:i8:256:%t/a.bin --buffer=b:i8:256:%t/b.bin \
// RUN:   --buffer=t:f32:256:%t/t.bin --buffer=c:f32:256:zeros \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 256 elements match

