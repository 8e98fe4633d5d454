// Every module of the dialect's tests and of the bundled examples goes to
// bytecode and back, and must print as it did (renamed @kernels, globals
// first: the format keeps no module name and stores globals apart). The
// dialect tests that feed ops from unregistered test ops, or pass views as
// kernel parameters, cannot be written; Inputs/ covers those ops and types
// with kernels that bytecode can hold.
//
// RUN: %python %S/roundtrip.py --translate %tileiras-translate --opt "%cuda-tile-opt" \
// RUN:   --version 13.3 --allow-refusal "unregistered dialect|entry argument" \
// RUN:   %S/../Dialect/CudaTile/arith.mlir %S/../Dialect/CudaTile/assume.mlir \
// RUN:   %S/../Dialect/CudaTile/atomics.mlir %S/../Dialect/CudaTile/constant.mlir \
// RUN:   %S/../Dialect/CudaTile/control-flow.mlir %S/../Dialect/CudaTile/conversion.mlir \
// RUN:   %S/../Dialect/CudaTile/debuginfo.mlir %S/../Dialect/CudaTile/hints.mlir \
// RUN:   %S/../Dialect/CudaTile/memory.mlir %S/../Dialect/CudaTile/misc.mlir \
// RUN:   %S/../Dialect/CudaTile/mma.mlir %S/../Dialect/CudaTile/module.mlir \
// RUN:   %S/../Dialect/CudaTile/reduce-scan.mlir %S/../Dialect/CudaTile/tile.mlir \
// RUN:   %S/../Dialect/CudaTile/types.mlir %S/../Dialect/CudaTile/views.mlir \
// RUN:   %examples/attention_f16.mlir %examples/count_positive.mlir %examples/gemm_f16.mlir \
// RUN:   %examples/softmax.mlir %examples/vector_add.mlir \
// RUN:   %S/Inputs/memory-atomics.mlir %S/Inputs/views-types.mlir | FileCheck %s
// The same in 13.4, whose pointer, tensor view and view-op encodings differ,
// with the ops 13.4 added.
// RUN: %python %S/roundtrip.py --translate %tileiras-translate --opt "%cuda-tile-opt" \
// RUN:   --version 13.4 %S/Inputs/memory-atomics.mlir %S/Inputs/views-types.mlir \
// RUN:   %examples/attention_f16.mlir %examples/gemm_f16.mlir %S/../Dialect/CudaTile/arith.mlir \
// RUN:   %S/../Dialect/CudaTile/conversion.mlir %S/../Dialect/CudaTile/tile.mlir \
// RUN:   %S/../Dialect/CudaTile/ops-13.4.mlir | FileCheck %s --check-prefix=V134

// CHECK-DAG: PASS arith.mlir#0
// CHECK-DAG: REFUSED assume.mlir#0: entry argument
// CHECK-DAG: REFUSED atomics.mlir#0: operation being parsed with an unregistered dialect
// CHECK-DAG: PASS constant.mlir#0
// CHECK-DAG: PASS control-flow.mlir#0
// CHECK-DAG: PASS conversion.mlir#0
// CHECK-DAG: PASS debuginfo.mlir#0
// CHECK-DAG: PASS hints.mlir#0
// CHECK-DAG: REFUSED memory.mlir#0: operation being parsed with an unregistered dialect
// CHECK-DAG: PASS misc.mlir#0
// CHECK-DAG: PASS mma.mlir#0
// CHECK-DAG: PASS module.mlir#0
// CHECK-DAG: PASS reduce-scan.mlir#0
// CHECK-DAG: PASS tile.mlir#0
// CHECK-DAG: REFUSED types.mlir#0: entry argument
// CHECK-DAG: REFUSED views.mlir#0: entry argument
// CHECK-DAG: PASS attention_f16.mlir#0
// CHECK-DAG: PASS count_positive.mlir#0
// CHECK-DAG: PASS gemm_f16.mlir#0
// CHECK-DAG: PASS softmax.mlir#0
// CHECK-DAG: PASS vector_add.mlir#0
// CHECK-DAG: PASS memory-atomics.mlir#0
// CHECK-DAG: PASS views-types.mlir#0
// CHECK: {{^}}23 passed, 0 failed

// V134-NOT: FAIL
// V134: PASS ops-13.4.mlir#0
// V134: {{^}}8 passed, 0 failed
