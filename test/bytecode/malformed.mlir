// Malformed bytecode, written by hand as hex dumps in Inputs/: each is an
// error at the file offset where the reader found the fault, never a crash.
//
// RUN: %python %S/hex2bin.py %S/Inputs/bad-magic.hex %t.magic
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.magic 2>&1 | FileCheck %s --check-prefix=MAGIC
// MAGIC: .magic:0:0: error: not Tile IR bytecode: wrong magic number
//
// RUN: %python %S/hex2bin.py %S/Inputs/bad-version.hex %t.version
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.version 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: .version:0:8: error: unsupported bytecode version 18.2 (this reader supports 13.1 to 13.4)
//
// RUN: %python %S/hex2bin.py %S/Inputs/truncated.hex %t.truncated
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.truncated 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: .truncated:0:10: error: truncated or malformed version
//
// RUN: %python %S/hex2bin.py %S/Inputs/lying-size.hex %t.lying
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.lying 2>&1 | FileCheck %s --check-prefix=LYING
// LYING: .lying:0:60: error: the string section claims 64 bytes but only 18 remain
//
// RUN: %python %S/hex2bin.py %S/Inputs/bad-operand.hex %t.operand
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.operand 2>&1 | FileCheck %s --check-prefix=OPERAND
// OPERAND: .operand:0:26: error: operand index 5 out of range (1 values in scope)
//
// RUN: %python %S/hex2bin.py %S/Inputs/bad-type-index.hex %t.typeindex
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.typeindex 2>&1 | FileCheck %s --check-prefix=TYPEINDEX
// TYPEINDEX: .typeindex:0:18: error: type index 9 out of range (3 types)
// TYPEINDEX-NOT: error
//
// RUN: %python %S/hex2bin.py %S/Inputs/absurd-count.hex %t.count
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.count 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: .count:0:64: error: count 4294967295 of string table exceeds the 13 bytes left
//
// An empty input and text are not bytecode either.
// RUN: printf '' > %t.empty
// RUN: not %tileiras-translate -cudatilebc-to-mlir %t.empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: .empty:0:0: error: not Tile IR bytecode: wrong magic number
// RUN: not %tileiras-translate -cudatilebc-to-mlir %s 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: malformed.mlir:0:0: error: not Tile IR bytecode: wrong magic number
