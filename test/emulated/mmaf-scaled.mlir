// test/gpu/mmaf-scaled.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/mmaf-scaled.mlir: block-scaled
// matrix products (f8E4M3FN with f8E8M0FNU scales, f4E2M1FN with f8E4M3FN
// scales) against a Python reference (f32 sums of at most 64 products of
// at most 900: within 0.25 of the exact sums).
// F8: compare c: 256 elements match
// F4: compare d: 256 elements match
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../gpu/Inputs/mmaf_scaled_ref.py inputs %t
// RUN: %python %S/../gpu/Inputs/mmaf_scaled_ref.py reference %t
// RUN: %tileiras-opt %S/../pipelines/mmaf-scaled.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/mma.mlir
// RUN: %tileiras-emulate %t/mma.mlir --kernel=mx_f8 --grid=1 --buffer=a:i8:1024:%t/a8.bin \
// RUN:   --buffer=b:i8:1024:%t/b8.bin --buffer=sa:i8:32:%t/sa8.bin --buffer=sb:i8:32:%t/sb8.bin \
// RUN:   --buffer=c:f32:256:zeros --compare=c:%t/c.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F8
// On sm_100a the f8 product's operands take an f8 product's MMA fragments
// (for tcgen05, which takes no product outside a K loop): the FMA units
// then read them as the i8 codes ldmatrix gives.
// RUN: %tileiras-opt %S/../pipelines/mmaf-scaled.mlir -p '%lower-to-llvm-sm100a' \
// RUN:   --mlir-print-op-generic -o %t/mma-sm100a.mlir
// RUN: %tileiras-emulate %t/mma-sm100a.mlir --kernel=mx_f8 --grid=1 --buffer=a:i8:1024:%t/a8.bin \
// RUN:   --buffer=b:i8:1024:%t/b8.bin --buffer=sa:i8:32:%t/sa8.bin --buffer=sb:i8:32:%t/sb8.bin \
// RUN:   --buffer=c:f32:256:zeros --compare=c:%t/c.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F8
// RUN: %tileiras-emulate %t/mma.mlir --kernel=nv_f4 --grid=1 --buffer=a:i8:512:%t/a4.bin \
// RUN:   --buffer=b:i8:512:%t/b4.bin --buffer=sa:i8:64:%t/sa4.bin --buffer=sb:i8:64:%t/sb4.bin \
// RUN:   --buffer=d:f32:256:zeros --compare=d:%t/d.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F4

