// The reader survives a few hundred mutants of valid files, of every
// version, written by our writer and by hand: each one is read or refused
// with an error, never a crash.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.1 %examples/gemm_f16.mlir -o %t/gemm.13.1.tilebc
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.3 %S/Inputs/memory-atomics.mlir -o %t/memory.13.3.tilebc
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.4 %S/Inputs/views-types.mlir -o %t/views.13.4.tilebc
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.3 %S/../Dialect/CudaTile/debuginfo.mlir -o %t/debug.13.3.tilebc
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.2 %S/../Dialect/CudaTile/reduce-scan.mlir -o %t/reduce.13.2.tilebc
// RUN: %python %S/hex2bin.py %S/Inputs/print-13.1.hex %t/print.13.1.tilebc
// RUN: %python %S/fuzz.py --translate %tileiras-translate --seed 7 --iterations 400 %t/*.tilebc | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}400 passed, 0 failed
