// test/gpu/gemm.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// examples/gemm_f16.mlir on this machine's GPU (the FMA fallback): C = A * B
// with M = 100, N = 72, K = 40, none a multiple of the 64x64 tile or the
// 32-wide k step (N and K are multiples of 8, as the example assumes), so
// the padded loads and masked stores at the edges are checked too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/gemm.mlir
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin \
// RUN:   --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %examples/gemm_f16.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --out=c:%t/interp-c.bin
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/interp-c.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match

