// Every way a PDL pattern file can be unusable: the cause, located, then the
// fallback's error on the converted module, and the pass fails.

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/does-not-exist.mlir})' 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: invalid.mlir:[[#LINE:]]:1: error: cannot read PDL pattern file '{{.*}}Inputs/does-not-exist.mlir': No such file or directory
// MISSING: invalid.mlir:[[#LINE]]:1: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/syntax-error.mlir})' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax-error.mlir:4:67: error: expected ')'
// SYNTAX: invalid.mlir:{{[0-9]+}}:1: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/no-rewrite.mlir})' 2>&1 | FileCheck %s --check-prefix=NO-REWRITE
// NO-REWRITE: no-rewrite.mlir:4:9: error: 'pdl.operation' op expected a bindable user when defined in the matcher body of a `pdl.pattern`
// NO-REWRITE: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/bad-benefit.mlir})' 2>&1 | FileCheck %s --check-prefix=BENEFIT
// BENEFIT: bad-benefit.mlir:2:1: error: 'pdl.pattern' op attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative
// BENEFIT: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/unknown-op.mlir})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN-OP
// UNKNOWN-OP: unknown-op.mlir:7:12: error: operation 'nv_tileas.no_such_op' is not registered in this context
// UNKNOWN-OP: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/unknown-native.mlir})' 2>&1 | FileCheck %s --check-prefix=NATIVE
// NATIVE: unknown-native.mlir:6:3: error: native constraint 'isSpecial' is not registered
// NATIVE: unknown-native.mlir:8:10: error: native rewrite 'makeSpecial' is not registered
// NATIVE: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/not-a-pattern.mlir})' 2>&1 | FileCheck %s --check-prefix=NOT-PATTERN
// NOT-PATTERN: not-a-pattern.mlir:2:1: error: a PDL pattern file holds only pdl.pattern ops and modules around them, found 'func.func'
// NOT-PATTERN: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/no-patterns.mlir})' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: no-patterns.mlir:2:1: error: PDL pattern file '{{.*}}no-patterns.mlir' holds no pdl.pattern
// EMPTY: error: failed to lower PDL pattern module to the PDL Interpreter

// RUN: not %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas{pdl-patterns=%S/Inputs/duplicate.mlir})' 2>&1 | FileCheck %s --check-prefix=DUPLICATE
// DUPLICATE: duplicate.mlir:11:3: error: redefinition of symbol named 'same'
// DUPLICATE: error: failed to lower PDL pattern module to the PDL Interpreter

module {
}
