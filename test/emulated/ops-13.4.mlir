// The operations Tile IR 13.4 adds, compiled for every target and run by
// tileiras-emulate against the interpreter: fpowi (f32 with an i8 exponent
// sign-extended for libdevice's powi, f16 computed in f32), insert (through
// shared memory), griddepcontrol (sm_90 and newer only) and fence.proxy.alias.
// Tolerances are those of test/gpu/ops-13.4.mlir, the twin on a GPU: libdevice's
// powf is within 2 ulp of f32 (rtol 1e-6), which moves an f16 result by at
// most one f16 ulp (rtol 1e-3).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %S/Inputs/ops-13.4.mlir --seed=5 --buffer=x:f32:128:random \
// RUN:   --buffer=n:i32:128:random --buffer=y:f32:128:zeros --buffer=z:f32:128:zeros \
// RUN:   --out=y:%t/y.bin --out=z:%t/z.bin
// RUN: %tileiras-opt %S/Inputs/ops-13.4.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: FileCheck %s --check-prefix=SM80 < %t/sm80.mlir
// SM80-NOT: griddepcontrol
// SM80: "math.fpowi"({{.*}}) {{.*}}: (f32, i32) -> f32
// SM80: "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<alias>}>
// RUN: %tileiras-emulate %t/sm80.mlir --grid=1 --seed=5 --buffer=x:f32:128:random --buffer=n:i32:128:random \
// RUN:   --buffer=y:f32:128:zeros --buffer=z:f32:128:zeros \
// RUN:   --compare=y:%t/y.bin:rtol=1e-6,atol=0 --compare=z:%t/z.bin:rtol=1e-3,atol=0 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/ops-13.4.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: FileCheck %s --check-prefix=SM90 < %t/sm90a.mlir
// SM90: "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action wait>}>
// SM90: "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action launch_dependents>}>
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=1 --seed=5 --buffer=x:f32:128:random --buffer=n:i32:128:random \
// RUN:   --buffer=y:f32:128:zeros --buffer=z:f32:128:zeros \
// RUN:   --compare=y:%t/y.bin:rtol=1e-6,atol=0 --compare=z:%t/z.bin:rtol=1e-3,atol=0 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/ops-13.4.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=1 --seed=5 --buffer=x:f32:128:random --buffer=n:i32:128:random \
// RUN:   --buffer=y:f32:128:zeros --buffer=z:f32:128:zeros \
// RUN:   --compare=y:%t/y.bin:rtol=1e-6,atol=0 --compare=z:%t/z.bin:rtol=1e-3,atol=0 | FileCheck %s
// CHECK: compare y: 128 elements match
// CHECK: compare z: 128 elements match
