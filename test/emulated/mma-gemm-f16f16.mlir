// The gemm_f16f16 kernel of Inputs/mma-gemm.mlir on tensor cores for every target,
// run by tileiras-emulate against an exact Python reference.
// f16 operands, f16 accumulators: mma.sync m16n8k16 with f16 sums in
// f16x2 registers; on sm_90a wgmma m64n64k16 with f16 sums (16 f16x2
// registers). Each instruction rounds its sums to f16, the reference
// once: tolerances of a few f16 ulps of sums near 4.
// M = 100, N = 72, K = 40 are not multiples of the tile: padded loads and
// masked stores at the edges, padding zeros in the last K step.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: grep -c '"nvvm.mma.sync".*-> !llvm.struct<(vector<2xf16>, vector<2xf16>)>' %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_f16f16 --grid=2,2 --seed=5 --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --dry-run --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py f16 %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_f16f16 --grid=2,2 --seed=5 --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-2,atol=2e-2 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: grep -c '"nvvm.wgmma.mma_async".*-> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>' %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_f16f16 --grid=2,2 --seed=5 --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-2,atol=2e-2 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.mma.sync".*-> !llvm.struct<(vector<2xf16>, vector<2xf16>)>' %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_f16f16 --grid=2,2 --seed=5 --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-2,atol=2e-2 | FileCheck %s
// CHECK: compare c: 7200 elements match
