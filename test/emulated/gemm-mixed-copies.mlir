// The bundled f16 GEMM with B's base only 2-byte aligned: A's stage copies
// are cp.async, B's loads and stores (no 16-byte run is provable). Each copy
// still commits one group (B's empty), so the pipeline's waits, which leave
// the newest copies in flight, never let A's copy of the step being read
// still be pending (the emulator reports any read of a copy not waited for).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%b = assume div_by<16>, %b_arg/%b = assume div_by<2>, %b_arg/' %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/gemm-sm80.mlir
// RUN: grep -c '"nvvm.cp.async.shared.global"' %t/gemm-sm80.mlir | FileCheck %s --check-prefix=COPIES
// COPIES: 6
// RUN: %tileiras-emulate %t/gemm-sm80.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin \
// RUN:   --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm-sm80.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
