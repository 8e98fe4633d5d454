// test/pipelines/exits.mlir (early return, break, continue) on this
// machine's GPU: with n = 7 the loop sums 2 + 4 + 6 = 12 and the for sums
// 0 + ... + 6 = 21; with n = 11 the kernel returns before writing.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/exits.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/exits.mlir
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', [12, 21]).tobytes()); open(sys.argv[2], 'wb').write(array.array('i', [0, 0]).tobytes())" %t/ref7.bin %t/ref11.bin
// RUN: %tileiras-run %t/exits.mlir --grid=1 --buffer=p:i32:2:zeros --i32=7 --compare=p:%t/ref7.bin | FileCheck %s
// RUN: %tileiras-run %t/exits.mlir --grid=1 --buffer=p:i32:2:zeros --i32=11 --compare=p:%t/ref11.bin | FileCheck %s
// CHECK: compare p: 2 elements match
