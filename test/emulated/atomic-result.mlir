// test/gpu/atomic-result.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/atomic-result.mlir: 64 tile blocks
// each take a ticket from a counter; every ticket 0..63 is taken once, so
// out[i] = i + 1 and the counter ends at 64, whatever the order.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/atomic-result.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/tickets.mlir
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', range(1, 65)).tobytes()); open(sys.argv[2], 'wb').write(array.array('i', [64]).tobytes())" %t/out.bin %t/counter.bin
// RUN: %tileiras-emulate %t/tickets.mlir --grid=64 --buffer=counter:i32:1:zeros --buffer=out:i32:64:zeros \
// RUN:   --compare=out:%t/out.bin --compare=counter:%t/counter.bin | FileCheck %s
// CHECK-DAG: compare out: 64 elements match
// CHECK-DAG: compare counter: 1 elements match

