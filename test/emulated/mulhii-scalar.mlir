// mulhii on scalars (rank-0 tiles) lowers to arith.mului_extended, whose
// high half the emulator models as the double-width product's; against the
// interpreter (random operands: high halves 0, 62, 17 and 54).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/Inputs/mulhii-scalar.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: grep -q '"arith.mului_extended"' %t/k.mlir
// RUN: %tileiras-interpret %S/Inputs/mulhii-scalar.mlir --grid=4 --seed=11 --buffer=in7:i32:4:random \
// RUN:   --buffer=in8:i32:4:random --buffer=out19:i32:4:zeros --out=out19:%t/ref.bin
// RUN: %tileiras-emulate %t/k.mlir --grid=4 --seed=11 --buffer=in7:i32:4:random --buffer=in8:i32:4:random \
// RUN:   --buffer=out19:i32:4:zeros --compare=out19:%t/ref.bin | FileCheck %s
// CHECK: compare out19: 4 elements match
