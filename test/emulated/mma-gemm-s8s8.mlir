// The gemm_s8s8 kernel of Inputs/mma-gemm.mlir on tensor cores for every target,
// run by tileiras-emulate against an exact Python reference.
// mmai with signed A and B: mma.sync m16n8k32 s8.s8, i32 sums exact.
// M = 70, N = 40, K = 100 are not multiples of the tile: padded loads and
// masked stores at the edges, padding zeros in the last K step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: grep -c '"nvvm.mma.sync"' %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_s8s8 --grid=2,2 --seed=6 --buffer=a:i8:7000:random --buffer=b:i8:4000:random --buffer=c:i32:2800:zeros --i32=70 --i32=40 --i32=100 \
// RUN:   --dry-run --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py s8s8 %t/a.bin %t/b.bin 70 40 100 %t/ref.bin
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_s8s8 --grid=2,2 --seed=6 --buffer=a:i8:7000:random --buffer=b:i8:4000:random --buffer=c:i32:2800:zeros --i32=70 --i32=40 --i32=100 \
// RUN:   --compare=c:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: grep -c '"nvvm.mma.sync"' %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_s8s8 --grid=2,2 --seed=6 --buffer=a:i8:7000:random --buffer=b:i8:4000:random --buffer=c:i32:2800:zeros --i32=70 --i32=40 --i32=100 \
// RUN:   --compare=c:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.mma.sync"' %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_s8s8 --grid=2,2 --seed=6 --buffer=a:i8:7000:random --buffer=b:i8:4000:random --buffer=c:i32:2800:zeros --i32=70 --i32=40 --i32=100 \
// RUN:   --compare=c:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare c: 2800 elements match
