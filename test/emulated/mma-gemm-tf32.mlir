// The gemm_tf32 kernel of Inputs/mma-gemm.mlir on tensor cores for every target,
// run by tileiras-emulate against an exact Python reference.
// f32 tiles rounded to tf32 (ftof) then mmaf: mma.sync m16n8k8 tf32.
// M = 40, N = 36, K = 20 are not multiples of the tile: padded loads and
// masked stores at the edges, padding zeros in the last K step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: grep -c '"nvvm.mma.sync"' %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_tf32 --grid=2,2 --seed=5 --buffer=a:f32:800:random --buffer=b:f32:720:random --buffer=c:f32:1440:zeros --i32=40 --i32=36 --i32=20 \
// RUN:   --dry-run --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py tf32 %t/a.bin %t/b.bin 40 36 20 %t/ref.bin
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_tf32 --grid=2,2 --seed=5 --buffer=a:f32:800:random --buffer=b:f32:720:random --buffer=c:f32:1440:zeros --i32=40 --i32=36 --i32=20 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: grep -c '"nvvm.mma.sync"' %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_tf32 --grid=2,2 --seed=5 --buffer=a:f32:800:random --buffer=b:f32:720:random --buffer=c:f32:1440:zeros --i32=40 --i32=36 --i32=20 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.mma.sync"' %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_tf32 --grid=2,2 --seed=5 --buffer=a:f32:800:random --buffer=b:f32:720:random --buffer=c:f32:1440:zeros --i32=40 --i32=36 --i32=20 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 1440 elements match
