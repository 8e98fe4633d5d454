// A pipeline option no stage can honour fails the run before anything is
// compiled (the stock gpu-module-to-binary would report an unknown format
// and go on with its default).
// RUN: not %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{chip=sm_80 format=bogus})' -o %t 2>&1 | FileCheck %s
// CHECK: error: tileiras: unknown format 'bogus' (expected offload, llvm, isa, bin or fatbin)
// CHECK: failed to add `tileiras` with options `chip=sm_80 format=bogus`
// A value of the wrong kind fails too.
// RUN: not %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{pipeline-stages=three})' -o %t 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: 'three' value invalid
