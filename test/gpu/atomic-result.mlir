// test/pipelines/atomic-result.mlir on this machine's GPU: 64 tile blocks
// each take a ticket from a counter; every ticket 0..63 is taken once, so
// out[i] = i + 1 and the counter ends at 64, whatever the order.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/atomic-result.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/tickets.mlir
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', range(1, 65)).tobytes()); open(sys.argv[2], 'wb').write(array.array('i', [64]).tobytes())" %t/out.bin %t/counter.bin
// RUN: %tileiras-run %t/tickets.mlir --grid=64 --buffer=counter:i32:1:zeros --buffer=out:i32:64:zeros \
// RUN:   --compare=out:%t/out.bin --compare=counter:%t/counter.bin | FileCheck %s
// CHECK-DAG: compare out: 64 elements match
// CHECK-DAG: compare counter: 1 elements match
