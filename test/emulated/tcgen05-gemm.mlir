// The bundled GEMMs on sm_100a with their sums in tensor memory: TMA fills
// the stages, thread 0 starts tcgen05.mma (K = 16 each) from swizzled
// shared-memory descriptors and commits each step's products to the
// stage's empty barrier; the accumulator goes to tensor memory before the
// loop and back to registers after it (tcgen05.st/ld 16x256b). Odd sizes
// against the references: the 64x64x32 f16 GEMM (M = 64: the data path's
// half whose lanes 32q.. hold rows 16q..) with two K steps (100x72x40) and
// seven (K = 200: each stage refilled once its products' commit has
// released it), and the 128x128x64 bf16 GEMM (one M = 128, N = 128
// instruction per K step: row i in lane i, so that the sums move in the
// lanes' order and are converted after the loop; B's 256-byte rows staged
// as two panels of 128-byte rows, copied as two TMA boxes and read through
// one descriptor whose leading byte offset steps from panel to panel) at
// 130x72x144.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/f16.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/f16.mlir | FileCheck %s --check-prefix=MMA16
// MMA16: 2
// RUN: not grep -q '"nvvm.mma.sync"' %t/f16.mlir
// The kernel's one allocation gives up the right to allocate right after
// it (tcgen05.relinquish_alloc_permit, which the emulator runs with it).
// RUN: grep -c '"nvvm.tcgen05.relinquish_alloc_permit"' %t/f16.mlir | FileCheck %s --check-prefix=RELINQUISH
// RELINQUISH: 1
// RUN: %tileiras-emulate %t/f16.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin \
// RUN:   --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/f16.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=F16
// RUN: %tileiras-emulate %t/f16.mlir --grid=2,2 --seed=8 --dry-run --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 --out=a:%t/a2.bin \
// RUN:   --out=b:%t/b2.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a2.bin %t/b2.bin 100 72 200 %t/ref2.bin
// RUN: %tileiras-emulate %t/f16.mlir --grid=2,2 --seed=8 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 \
// RUN:   --compare=c:%t/ref2.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=F16
// F16: compare c: 7200 elements match
//
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_128.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/bf16.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/bf16.mlir | FileCheck %s --check-prefix=MMABF16
// MMABF16: 4
// RUN: not grep -q '"nvvm.mma.sync"' %t/bf16.mlir
// RUN: %tileiras-emulate %t/bf16.mlir --grid=2,1 --seed=4 --dry-run --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --out=a:%t/a3.bin --out=b:%t/b3.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/a3.bin %t/b3.bin 130 72 144 %t/ref3.bin
// RUN: %tileiras-emulate %t/bf16.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref3.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=BF16
// BF16: compare c: 9360 elements match
//
// Each step of the protocol broken once is reported: without the commits
// no stage is ever released (thread 0 waits forever to refill the first);
// without tcgen05.wait::st the products may read the accumulator before
// its stores are complete.
// RUN: grep -v '"nvvm.tcgen05.commit"' %t/f16.mlir > %t/no-commit.mlir
// RUN: not %tileiras-emulate %t/no-commit.mlir --grid=1,1 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOCOMMIT
// NOCOMMIT: that can never complete: 1 arrivals and 0 bytes missing
// RUN: grep -v 'tcgen05_wait<store>' %t/f16.mlir > %t/no-wait-st.mlir
// RUN: not %tileiras-emulate %t/no-wait-st.mlir --grid=1,1 --buffer=a:f16:20000:random \
// RUN:   --buffer=b:f16:14400:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=200 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWAITST
// NOWAITST: before a tcgen05.wait::st
//
// With eight warps: warp w reads and writes the rows of subpartition w % 4
// of block w / 4 (two M = 64 blocks per 64-column product).
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/bf16-w8.mlir
// RUN: grep -c '"nvvm.tcgen05.mma"' %t/bf16-w8.mlir | FileCheck %s --check-prefix=MMABF16
// RUN: %tileiras-emulate %t/bf16-w8.mlir --grid=2,1 --seed=4 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:10368:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=144 \
// RUN:   --compare=c:%t/ref3.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=BF16
