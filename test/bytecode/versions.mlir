// Versions: the reader takes a hand-written 13.1 file whose `print` has no
// token and yields print_tko; the writer refuses, at the op, what the
// target version cannot express; a 13.1 feature check on read.
//
// RUN: %python %S/hex2bin.py %S/Inputs/print-13.1.hex %t.print
// RUN: %tileiras-translate -cudatilebc-to-mlir %t.print | FileCheck %s --check-prefix=PRINT
// PRINT:      entry @k(%arg0: tile<i32>) {
// PRINT-NEXT:   print_tko "x=%d", %arg0 : tile<i32> -> token
// PRINT-NEXT:   return
//
// Written back for 13.1 it is the same bytes (the token is unused).
// RUN: %tileiras-translate -cudatilebc-to-mlir %t.print | %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.1 -o %t.print2
// RUN: cmp %t.print %t.print2
//
// A used token cannot be written for 13.1, nor a token operand.
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.1 %S/Inputs/print-token.mlir 2>&1 | FileCheck %s --check-prefix=TOKEN
// TOKEN: print-token.mlir:4:10: error: result #0 requires bytecode version 13.2, but the target is 13.1
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.2 %S/Inputs/print-token.mlir | %tileiras-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=TOKEN132
// TOKEN132: %[[T:.*]] = print_tko "a=%d", %{{.*}} : tile<i32> -> token
// TOKEN132: print_tko "b=%d", %{{.*}} token=%[[T]] : tile<i32> -> token
//
// Ops, attributes, types and globals newer than the target.
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.1 %S/Inputs/newer.mlir 2>&1 | FileCheck %s --check-prefix=V131
// V131: newer.mlir:5:10: error: 'cuda_tile.atan2' requires bytecode version 13.2, but the target is 13.1
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.2 %S/Inputs/newer.mlir 2>&1 | FileCheck %s --check-prefix=V132
// V132: newer.mlir:6:10: error: attribute 'rounding_mode' other than its default requires bytecode version 13.3, but the target is 13.2
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.3 %S/Inputs/newer.mlir | %tileiras-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=V133
// V133: atan2
// V133: exp %{{.*}} rounding<approx>
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.2 %S/Inputs/newer-type.mlir 2>&1 | FileCheck %s --check-prefix=I4
// I4: newer-type.mlir:4:10: error: type 'i4' requires bytecode version 13.3, but the target is 13.2
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.2 %S/Inputs/newer-global.mlir 2>&1 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: newer-global.mlir:3:3: error: a constant global requires bytecode version 13.3, but the target is 13.2
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.5 %S/Inputs/newer.mlir 2>&1 | FileCheck %s --check-prefix=BADVERSION
// BADVERSION: unsupported bytecode version '13.5' (expected 13.1, 13.2, 13.3 or 13.4)
//
// On read, an op newer than the file's version is refused.
// RUN: %python %S/hex2bin.py %S/Inputs/newer-op.hex %t.newer
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.newer 2>&1 | FileCheck %s --check-prefix=READ
// READ: .newer:0:22: error: 'cuda_tile.atan2' requires bytecode version 13.2, but the file is 13.1
//
// The header carries the version asked for.
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.4 %S/Inputs/newer.mlir | %python -c "import sys; print(sys.stdin.buffer.read()[8:12].hex())" | FileCheck %s --check-prefix=HEADER
// HEADER: 0d040000
//
// The ops 13.4 added are refused for 13.3.
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.3 %S/../Dialect/CudaTile/ops-13.4.mlir 2>&1 | FileCheck %s --check-prefix=OPS134
// OPS134: ops-13.4.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'cuda_tile.fpowi' requires bytecode version 13.4, but the target is 13.3
