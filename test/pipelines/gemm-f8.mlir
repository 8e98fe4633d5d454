// The bundled GEMM with f8E4M3FN operands on sm_90a: Hopper has an f8
// mma.sync, but LLVM 22's nvvm.mma.sync cannot express it, so the product
// stays on the FMA path (f8 decoded exactly from its bits) instead of
// reaching an op the NVVM verifier rejects.
// REQUIRES: ptxas
// RUN: sed 's/xf16/xf8E4M3FN/g; s/ptr<f16>/ptr<f8E4M3FN>/g' %examples/gemm_f16.mlir > %t.mlir
// RUN: %tileiras-opt %t.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s
// CHECK: gpu.binary @gemm
// CHECK-NOT: mma.sync
// CHECK-SAME: fma.rn.f32
