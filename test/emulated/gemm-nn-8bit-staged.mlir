// 8-bit GEMMs with B row-major (k x n, along N) on chips whose tensor-core
// instructions read 8-bit B K-major only (wgmma on sm_90a, ldmatrix for
// mma.sync): tileas-pipeline stages B as its transpose, each thread
// loading blocks of B's rows (16 bytes along N) and storing them down the
// stage's K-major rows, then the products read the stage as B's stored
// transpose. Odd sizes (partial tiles along M, N and K) against the
// interpreter. (On sm_100a tcgen05 reads such a B as it is:
// emulated/gemm-nn-8bit.mlir.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g; s/div_by<8>/div_by<16>/g' %examples/gemm_f16.mlir > %t/e4m3.mlir
// RUN: sed -e 's/xf16/xi8/g; s/ptr<f16>/ptr<i8>/g; s/xf32/xi32/g; s/ptr<f32>/ptr<i32>/g; s/<f32: 0.000000e+00>/<i32: 0>/; s/mmaf %%at, %%bt, %%sum :/mmai %%at, %%bt, %%sum unsigned signed :/; s/div_by<8>/div_by<16>/g' %examples/gemm_f16.mlir > %t/u8s8.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 4800 1 %t/a4.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 3840 2 %t/b4.bin
// RUN: %tileiras-interpret %t/e4m3.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --out=c:%t/ref4.bin
// RUN: %tileiras-interpret %t/u8s8.mlir --grid=2,2 --seed=3 --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --out=c:%t/ref8.bin

// sm_90a: wgmma m64n64k32 (one per K step of 32) on the transposed stages.
// RUN: %tileiras-opt %t/e4m3.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/e4m3-sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/e4m3-sm90a.mlir
// RUN: FileCheck %s --check-prefix=BYTES < %t/e4m3-sm90a.mlir
// RUN: %tileiras-emulate %t/e4m3-sm90a.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/u8s8.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/u8s8-sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/u8s8-sm90a.mlir
// RUN: %tileiras-emulate %t/u8s8-sm90a.mlir --grid=2,2 --seed=3 --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref8.bin | FileCheck %s
// CHECK: compare c: 8000 elements match
// WGMMA: "nvvm.wgmma.mma_async"
// WGMMA-NOT: mma.sync

// On sm_90a TMA copies A and the threads copy B, both completing on the
// stages' mbarriers: the threads wait for a stage's release before their
// stores refill it, fence them for wgmma's reads and arrive, a warp at a
// time, on its full barrier. No cp.async.
// RUN: FileCheck %s --check-prefix=TMA < %t/e4m3-sm90a.mlir
// TMA-NOT: "nvvm.cp.async.shared.global"
// TMA: "nvvm.mbarrier.init"
// TMA-NOT: "nvvm.cp.async.shared.global"
// TMA: "nvvm.cp.async.bulk.tensor.shared.cluster.global"
// TMA-NOT: "nvvm.cp.async.shared.global"
// TMA: "nvvm.prmt"
// TMA: "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}>
// TMA: "nvvm.mbarrier.arrive"
// TMA: "nvvm.mbarrier.try_wait.parity"
// TMA-NOT: "nvvm.cp.async.shared.global"

// sm_80 (f8 widened to f16) and sm_89: mma.sync, ldmatrix reading the
// transposed stages.
// RUN: %tileiras-opt %t/e4m3.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/e4m3-sm80.mlir
// RUN: FileCheck %s --check-prefix=LDMATRIX < %t/e4m3-sm80.mlir
// RUN: FileCheck %s --check-prefix=BYTES < %t/e4m3-sm80.mlir
// RUN: %tileiras-emulate %t/e4m3-sm80.mlir --grid=2,2 --buffer=a:i8:4800:%t/a4.bin --buffer=b:i8:3840:%t/b4.bin \
// RUN:   --buffer=c:f32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref4.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %t/u8s8.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/u8s8-sm80.mlir
// RUN: FileCheck %s --check-prefix=LDMATRIX < %t/u8s8-sm80.mlir
// RUN: %tileiras-emulate %t/u8s8-sm80.mlir --grid=2,2 --seed=3 --buffer=a:i8:4800:random --buffer=b:i8:3840:random \
// RUN:   --buffer=c:i32:8000:zeros --i32=100 --i32=80 --i32=48 --compare=c:%t/ref8.bin | FileCheck %s
// LDMATRIX: "nvvm.ldmatrix"
// LDMATRIX: "nvvm.mma.sync"

// On both, the copies move B's bytes as 4-byte words, 4x4 blocks of bytes
// transposed by prmt: pairs of bytes interleaved (selectors 0x5140 and
// 0x7362), then pairs of pairs (0x5410, 0x7632).
// BYTES-DAG: value = 20800 : i32
// BYTES-DAG: value = 29538 : i32
// BYTES-DAG: value = 21520 : i32
// BYTES-DAG: value = 30258 : i32
// BYTES: "nvvm.prmt"

// The MXFP8 GEMM of bench/kernels/gemm_mxf8.mlir (B along N, one
// f8E8M0FNU scale per 32 of K, 128x128 tiles, K steps of 128): each block
// of 32 along K one m64n64k32 per 64x64 block of C on sm_90a, mma.sync on
// sm_80, their sums scaled and added. 150x160x176.
// RUN: %python %S/Inputs/f8_codes.py e4m3 26400 5 %t/ma.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 28160 6 %t/mb.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 900 7 %t/sa.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 960 8 %t/sb.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_mxf8.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 --out=c:%t/mref.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/mx-sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/mx-sm90a.mlir
// RUN: FileCheck %s --check-prefix=TMA < %t/mx-sm90a.mlir
// RUN: %tileiras-emulate %t/mx-sm90a.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/mref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s --check-prefix=MX
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_mxf8.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/mx-sm80.mlir
// RUN: FileCheck %s --check-prefix=LDMATRIX < %t/mx-sm80.mlir
// RUN: %tileiras-emulate %t/mx-sm80.mlir --grid=2,2 --buffer=a:i8:26400:%t/ma.bin \
// RUN:   --buffer=b:i8:28160:%t/mb.bin --buffer=sa:i8:900:%t/sa.bin --buffer=sb:i8:960:%t/sb.bin \
// RUN:   --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=176 \
// RUN:   --compare=c:%t/mref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s --check-prefix=MX
// MX: compare c: 24000 elements match
