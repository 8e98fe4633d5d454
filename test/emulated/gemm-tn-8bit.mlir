// GEMMs of 8-bit operands with B stored n x k (Inputs/gemm-tn.mlir), both
// operands K-major, the only form wgmma takes them in: on sm_90a f8 and
// i8 products run as wgmma m64n64k32 on TMA-fed stages, on sm_100a as
// tcgen05.mma kind::f8f6f4 and kind::i8 with the sums in tensor memory, and
// on sm_80 i8 products as mma.sync on cp.async stages, both operands read
// with ldmatrix (B from its stored transpose, plain). On sm_90a an f8
// product without mmaf's fast_acc computes each K step's sums from zero
// (scale-d 0) and adds them to the f32 sums (wgmma adds f8 products at
// less than f32 precision); with fast_acc its sums stay in the wgmma
// accumulator, groups in flight across K steps. The emulator sums exactly
// either way: what it checks is that both forms compute the product. Odd sizes (100x72x144: partial tiles along M and N,
// a partial last K step) against the interpreter, which runs the cuda_tile
// source op by op.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py e4m3 14400 1 %t/a4.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 10368 2 %t/b4.bin
// RUN: %python %S/Inputs/f8_codes.py e5m2 14400 3 %t/a5.bin
// RUN: %python %S/Inputs/f8_codes.py e5m2 10368 4 %t/b5.bin
// RUN: %tileiras-interpret %S/Inputs/gemm-tn.mlir --kernel=gemm_e4m3 --grid=2,2 --buffer=a:i8:14400:%t/a4.bin \
// RUN:   --buffer=b:i8:10368:%t/b4.bin --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --out=c:%t/ref4.bin
// RUN: %tileiras-interpret %S/Inputs/gemm-tn.mlir --kernel=gemm_e5m2 --grid=2,2 --buffer=a:i8:14400:%t/a5.bin \
// RUN:   --buffer=b:i8:10368:%t/b5.bin --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --out=c:%t/ref5.bin
// RUN: %tileiras-interpret %S/Inputs/gemm-tn.mlir --kernel=gemm_u8s8 --grid=2,2 --seed=5 --buffer=a:i8:14400:random \
// RUN:   --buffer=b:i8:10368:random --buffer=c:i32:7200:zeros --i32=100 --i32=72 --i32=144 --out=c:%t/ref8.bin

// sm_90a: wgmma on TMA stages.
// RUN: %tileiras-opt %S/Inputs/gemm-tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA --input-file=%t/sm90a.mlir
// WGMMA-DAG: typeA = #nvvm.wgmma_type<e4m3>
// WGMMA-DAG: typeA = #nvvm.wgmma_type<e5m2>
// WGMMA-DAG: typeA = #nvvm.wgmma_type<u8>, typeB = #nvvm.wgmma_type<s8>, typeD = #nvvm.wgmma_type<s32>
// WGMMA-NOT: "nvvm.mma.sync"
// RUN: grep -c 'scaleD = #nvvm.wgmma_scale_out<zero>' %t/sm90a.mlir | FileCheck %s --check-prefix=PROMOTED
// RUN: grep -c '"arith.addf"' %t/sm90a.mlir | FileCheck %s --check-prefix=ADDS
// PROMOTED: 2
// ADDS: 64
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_e4m3 --grid=2,2 --buffer=a:i8:14400:%t/a4.bin --buffer=b:i8:10368:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_e4m3_fast_acc --grid=2,2 --buffer=a:i8:14400:%t/a4.bin --buffer=b:i8:10368:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_e5m2 --grid=2,2 --buffer=a:i8:14400:%t/a5.bin --buffer=b:i8:10368:%t/b5.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref5.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_u8s8 --grid=2,2 --seed=5 --buffer=a:i8:14400:random --buffer=b:i8:10368:random \
// RUN:   --buffer=c:i32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref8.bin | FileCheck %s

// sm_100a: tcgen05 kind::f8f6f4 for f8, kind::i8 for i8.
// RUN: %tileiras-opt %S/Inputs/gemm-tn.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<f8f6f4>' %t/sm100a.mlir | FileCheck %s --check-prefix=TCGEN05
// RUN: grep -c 'kind = #nvvm.tcgen05_mma_kind<i8>' %t/sm100a.mlir | FileCheck %s --check-prefix=TCGEN05-I8
// TCGEN05: 6
// TCGEN05-I8: 2
// RUN: not grep -q '"nvvm.mma.sync"\|mma.sync.aligned' %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_e4m3 --grid=2,2 --buffer=a:i8:14400:%t/a4.bin --buffer=b:i8:10368:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_e5m2 --grid=2,2 --buffer=a:i8:14400:%t/a5.bin --buffer=b:i8:10368:%t/b5.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref5.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_u8s8 --grid=2,2 --seed=5 --buffer=a:i8:14400:random --buffer=b:i8:10368:random \
// RUN:   --buffer=c:i32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref8.bin | FileCheck %s

// sm_80: i8 mma.sync, both operands read with plain ldmatrix.
// RUN: %tileiras-opt %S/Inputs/gemm-tn.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_u8s8 --grid=2,2 --seed=5 --buffer=a:i8:14400:random --buffer=b:i8:10368:random \
// RUN:   --buffer=c:i32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref8.bin | FileCheck %s
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_e4m3 --grid=2,2 --buffer=a:i8:14400:%t/a4.bin --buffer=b:i8:10368:%t/b4.bin \
// RUN:   --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=144 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s

// CHECK: compare c: 7200 elements match
