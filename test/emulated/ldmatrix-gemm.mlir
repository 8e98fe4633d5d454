// The bundled f16 GEMM (test/emulated/gemm.mlir's arguments) with its A and
// B fragments read by ldmatrix from swizzled shared memory: no ldmatrix
// meets a bank conflict, and the result still matches the reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/gemm.mlir
// RUN: grep -c '"nvvm.ldmatrix"' %t/gemm.mlir | FileCheck %s --check-prefix=COUNT
// COUNT: 8
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin \
// RUN:   --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 --report-bank-conflicts | FileCheck %s
// CHECK: ldmatrix: 256 issued, 0 with bank conflicts
// CHECK: compare c: 7200 elements match
