// tileiras.h: compiling in-process from C, on four threads at once (one
// context per call), and failures as results with their log.
// RUN: %tileiras-capi-test %examples/vector_add.mlir | FileCheck %s
// CHECK: version: tileiras-mlir
// CHECK-COUNT-4: thread {{[0-3]}}: status 0, PTX with an entry: yes, same size as thread 0: yes
// CHECK: unparsable: status 1, 0 output bytes, log: bad.mlir:1:36: error: custom op 'bogus' is unknown
// CHECK: unknown GPU: status 1, 0 output bytes, log: error: unknown GPU 'sm_12'
// Bytecode input through the C API.
// RUN: %tileiras-translate -mlir-to-cudatilebc %examples/vector_add.mlir -o %t.tilebc
// RUN: %tileiras-capi-test %t.tilebc | FileCheck %s --check-prefix=BYTECODE
// BYTECODE-COUNT-4: thread {{[0-3]}}: status 0, PTX with an entry: yes, same size as thread 0: yes
