// tf32 GEMMs of f32 data (`ftof` of the loaded f32 tiles to tf32) on
// sm_100a: TMA fills the stages with the f32 tiles and tcgen05.mma
// kind::tf32 (K = 8 per instruction) reads them as tf32, taking the upper
// 19 bits of each value: the tensor core's reading replaces the rounding
// of `ftof`. The emulated sums therefore match a reference of the
// truncated operands to f32 accuracy, and the interpreter (which rounds to
// nearest even) to tf32 accuracy. Odd sizes (150x200x144: partial tiles
// along M and N), B K-major (bench/kernels/gemm_tf32_tn.mlir: its stored
// n x k transpose) and along N (four 128-byte panels per stage), at 4
// warps and 8 warp-specialized.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_tf32_tn.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/tn.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t/tn.mlir
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,2 --seed=3 --dry-run --buffer=a:f32:21600:random \
// RUN:   --buffer=b:f32:28800:random --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=144 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 150 200 144 %t/truncated.bin truncate
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,2 --buffer=a:f32:21600:%t/a.bin \
// RUN:   --buffer=b:f32:28800:%t/b.bin --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=144 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_tf32_tn.mlir --grid=2,2 --buffer=a:f32:21600:%t/a.bin \
// RUN:   --buffer=b:f32:28800:%t/b.bin --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=144 \
// RUN:   --out=c:%t/interpreted.bin
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,2 --buffer=a:f32:21600:%t/a.bin \
// RUN:   --buffer=b:f32:28800:%t/b.bin --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=144 \
// RUN:   --compare=c:%t/interpreted.bin:rtol=1e-2,atol=1e-2 | FileCheck %s
// CHECK: compare c: 30000 elements match
//
// B along N: one instruction per 8 of K reads all 128 columns through one
// descriptor stepping from panel to panel (N-major: bit 16).
// RUN: %tileiras-opt %S/Inputs/gemm-tf32-nn.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/nn.mlir
// RUN: FileCheck %s --check-prefix=NN < %t/nn.mlir
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 150 200 144 %t/nn-truncated.bin truncate nn
// RUN: %tileiras-emulate %t/nn.mlir --grid=2,2 --buffer=a:f32:21600:%t/a.bin \
// RUN:   --buffer=b:f32:28800:%t/b.bin --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=144 \
// RUN:   --compare=c:%t/nn-truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// Eight warps and one CTA per SM: a producer warpgroup issues the copies
// (its loop's two, and no prologue).
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_tf32_tn.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws.mlir
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/ws.mlir | FileCheck %s --check-prefix=PRODUCER
// PRODUCER: 2
// RUN: %tileiras-emulate %t/ws.mlir --grid=2,2 --buffer=a:f32:21600:%t/a.bin \
// RUN:   --buffer=b:f32:28800:%t/b.bin --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=144 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s

// Instruction descriptor: f32 D (bits 4-5), tf32 A and B (2 at bits 7-9
// and 10-12), B K-major, N = 128 (bits 17-22), M = 128 (bits 24-28); four
// instructions of 8 of K per step, no tf32 rounding left in the loop.
// LOWERED: "arith.constant"() <{value = 136317200 : i32}>
// LOWERED-COUNT-4: "nvvm.tcgen05.mma"({{.*}}) <{{.*}}kind = #nvvm.tcgen05_mma_kind<tf32>
// LOWERED-NOT: "nvvm.tcgen05.mma"
// LOWERED-NOT: "nvvm.mma.sync"
// NN: "arith.constant"() <{value = 136382736 : i32}>
// NN-COUNT-4: "nvvm.tcgen05.mma"({{.*}}) <{{.*}}kind = #nvvm.tcgen05_mma_kind<tf32>
// NN-NOT: "nvvm.mma.sync"
