// The fuzzer sees a wrong result: --inject-fault changes one element of the
// first output the lowering computes for the first chip. The run fails, and
// the failure is minimised to a kernel with one store and saved with the
// commands that show it.
// RUN: rm -rf %t
// RUN: not %tileiras-fuzz --seed 5 --count 1 --chips sm_80 --inject-fault --out %t | FileCheck %s
// CHECK: kernel 0: {{.*}}mismatch on sm_80
// CHECK: reproducer ({{[0-9]+}} of {{[0-9]+}} statements): {{.*}}5-0-sm_80-mismatch-emulate
// CHECK: 1 kernels, 1 mismatches
// RUN: FileCheck %s --check-prefix=KERNEL < %t/5-0-sm_80-mismatch-emulate/kernel.mlir
// KERNEL: cuda_tile.module @fuzz
// KERNEL: = {{store_ptr_tko|store_view_tko|atomic_rmw_tko}}
// KERNEL-NOT: = {{store_ptr_tko|store_view_tko|atomic_rmw_tko}}
// RUN: FileCheck %s --check-prefix=COMMANDS < %t/5-0-sm_80-mismatch-emulate/commands.txt
// COMMANDS: mismatch on sm_80 at step emulate
// COMMANDS: elements differ; first at 0
// COMMANDS: tileiras-interpret.py
// COMMANDS: tileiras-emulate.py
