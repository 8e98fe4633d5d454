// test/gpu/exits.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/exits.mlir (early return, break, continue): with n = 7 the
// loop sums 2 + 4 + 6 = 12 and the for sums 0 + ... + 6 = 21; with n = 11
// the kernel returns before writing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/exits.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/exits.mlir
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', [12, 21]).tobytes()); open(sys.argv[2], 'wb').write(array.array('i', [0, 0]).tobytes())" %t/ref7.bin %t/ref11.bin
// RUN: %tileiras-emulate %t/exits.mlir --grid=1 --buffer=p:i32:2:zeros --i32=7 \
// RUN:   --compare=p:%t/ref7.bin | FileCheck %s
// RUN: %tileiras-emulate %t/exits.mlir --grid=1 --buffer=p:i32:2:zeros --i32=11 \
// RUN:   --compare=p:%t/ref11.bin | FileCheck %s
// CHECK: compare p: 2 elements match

