// Every pipeline option has help text.
// RUN: %tileiras-opt --help | FileCheck %s
// CHECK: --tileiras
// CHECK-DAG: --chip=<string> {{.*}}Target GPU
// CHECK-DAG: --format=<string> {{.*}}Output
// CHECK-DAG: --num-warps=<long> {{.*}}Warps per CTA
// CHECK-DAG: --opt-level=<uint> {{.*}}optimization level
// CHECK-DAG: --pipeline-stages=<long> {{.*}}in flight through shared memory
// CHECK: --tileiras-to-nvvm
