// A fixed batch of the differential fuzzer (tools/tileiras-fuzz): random
// valid cuda_tile kernels, each run by the interpreter and, for sm_80, sm_90a
// and sm_100a, lowered, emulated and compared with it within the tolerances
// its ops allow, and compiled to a cubin where ptxas is. Any mismatch, crash,
// rejected kernel, ptxas rejection, emulator error or slow compile fails it
// and leaves a minimised reproducer in %t.
// RUN: rm -rf %t
// RUN: %tileiras-fuzz --seed 1 --count 24 --out %t | FileCheck %s
// CHECK: 24 kernels, 0 mismatches
// CHECK-NOT: other failures
