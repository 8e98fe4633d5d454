// tf32 GEMMs of f32 data (`ftof` of the loaded f32 tiles to tf32) on
// sm_90a. With B K-major (bench/kernels/gemm_tf32_tn.mlir, B's stored
// n x k transpose), TMA fills the stages with the f32 tiles and
// wgmma.mma_async m64n128k8 .tf32 reads them through matrix descriptors as
// tf32, taking the upper 19 bits of each value: the tensor core's reading
// replaces the rounding of `ftof`, so the emulated sums match a reference
// of the truncated operands to f32 accuracy. wgmma reads tf32 B only
// K-major: a B along N (Inputs/gemm-tf32-nn.mlir) is staged as its
// transpose, each f32 element copied by a 4-byte cp.async to its
// transposed place (TMA copies boxes as they are, so the loop's copies are
// all cp.async), and read from there as B's stored transpose. Partial
// tiles along M, N and K (130x72x40).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_tf32_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/tn.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t/tn.mlir
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,1 --seed=5 --dry-run --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/truncated.bin truncate
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 9360 elements match
//
// Eight warps and one CTA per SM: a producer warpgroup issues the copies,
// each consumer warpgroup one block of 64 rows.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_tf32_tn.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws.mlir
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/ws.mlir | FileCheck %s --check-prefix=PRODUCER
// PRODUCER: 2
// RUN: %tileiras-emulate %t/ws.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// RUN: %tileiras-opt %S/Inputs/gemm-tf32-nn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/nn.mlir
// RUN: FileCheck %s --check-prefix=NN < %t/nn.mlir
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/nn-truncated.bin truncate nn
// RUN: %tileiras-emulate %t/nn.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/nn-truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// The same over two warpgroups (8 warps: no producer warpgroup, which
// issues TMA copies only).
// RUN: %tileiras-opt %S/Inputs/gemm-tf32-nn.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/nn8.mlir
// RUN: %tileiras-emulate %t/nn8.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/nn-truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s

// Two blocks of 64 rows, four K steps of 8 each: eight instructions.
// LOWERED-COUNT-8: "nvvm.wgmma.mma_async"({{.*}}) <{{.*}}typeA = #nvvm.wgmma_type<tf32>, typeB = #nvvm.wgmma_type<tf32>
// LOWERED-NOT: "nvvm.wgmma.mma_async"
// LOWERED-NOT: "nvvm.mma.sync"
// B's copies: 4 bytes each (32 per thread per stage; A's 16 bytes).
// NN: "nvvm.cp.async.shared.global"({{.*}}) <{modifier = #nvvm<load_cache_modifier ca>, size = 4 : i32}>
// NN-COUNT-8: "nvvm.wgmma.mma_async"({{.*}}) <{{.*}}typeA = #nvvm.wgmma_type<tf32>, typeB = #nvvm.wgmma_type<tf32>
// NN-NOT: "nvvm.mma.sync"
