// test/pipelines/mmaf-scaled.mlir on this machine's GPU: block-scaled
// matrix products (f8E4M3FN with f8E8M0FNU scales, f4E2M1FN with f8E4M3FN
// scales) against a Python reference (f32 sums of at most 64 products of
// at most 900: within 0.25 of the exact sums).
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/mmaf_scaled_ref.py inputs %t
// RUN: %python %S/Inputs/mmaf_scaled_ref.py reference %t
// RUN: %tileiras-opt %S/../pipelines/mmaf-scaled.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/mma.mlir
// RUN: %tileiras-run %t/mma.mlir --kernel=mx_f8 --grid=1 --buffer=a:i8:1024:%t/a8.bin \
// RUN:   --buffer=b:i8:1024:%t/b8.bin --buffer=sa:i8:32:%t/sa8.bin --buffer=sb:i8:32:%t/sb8.bin \
// RUN:   --buffer=c:f32:256:zeros --compare=c:%t/c.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F8
// RUN: %tileiras-run %t/mma.mlir --kernel=nv_f4 --grid=1 --buffer=a:i8:512:%t/a4.bin \
// RUN:   --buffer=b:i8:512:%t/b4.bin --buffer=sa:i8:64:%t/sa4.bin --buffer=sb:i8:64:%t/sb4.bin \
// RUN:   --buffer=d:f32:256:zeros --compare=d:%t/d.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F4
// F8: compare c: 256 elements match
// F4: compare d: 256 elements match
