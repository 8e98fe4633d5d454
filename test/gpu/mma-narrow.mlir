// test/pipelines/mma-narrow.mlir on this machine's GPU: mmaf on f8E4M3FN,
// f8E5M2 and tf32 operands (f8 codes with small and moderate exponents,
// subnormals included) against a double-precision Python reference.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/mma-narrow.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/narrow.mlir
// RUN: %python %S/Inputs/mma_narrow_ref.py %t
// RUN: %tileiras-run %t/narrow.mlir --grid=1 \
// RUN:   --buffer=a:i8:256:%t/a.bin --buffer=b:i8:256:%t/b.bin --buffer=t:f32:256:%t/t.bin \
// RUN:   --buffer=c:f32:256:zeros --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 256 elements match
