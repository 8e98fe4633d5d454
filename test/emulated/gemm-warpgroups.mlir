// The bundled f16 GEMM with 128x64 tiles of C over eight warps, one CTA per
// SM (an occupancy hint), on sm_90a:
// two warpgroups, each a wgmma m64n64k16 on its 64 rows of A (descriptors
// 64 rows apart) and the whole of B, from the pipeline's stages. Each K
// step leaves its wgmma group in flight (wait_group 1) while the next one
// begins. The eight warps get a producer warpgroup of their own (block 384,
// setmaxnreg), whose first thread starts the TMA copies of every K step
// into the pipeline's four stages, out of the stage an unretired product
// reads; the consumers' CTA barriers are named barriers among their 256
// threads, and after the loop every product is waited for; the stages'
// mbarriers are invalidated once both warp roles meet at a CTA barrier. Odd
// sizes (200x72x136: five K steps, so the ring of stages wraps and each
// barrier completes phases of both parities) against the reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/tile=(64x32)/tile=(128x32)/g; s/tile<64x32xf16>/tile<128x32xf16>/g; s/tile=(64x64)/tile=(128x64)/g; s/tile<64x64xf32>/tile<128x64xf32>/g; s/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {/' %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %tileiras-opt %t/gemm.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-sm90a.mlir
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/gemm-sm90a.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 2
// RUN: FileCheck %s --check-prefix=INFLIGHT < %t/gemm-sm90a.mlir
// INFLIGHT: "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 40 : i32}>
// INFLIGHT: "nvvm.cp.async.bulk.tensor.shared.cluster.global"
// INFLIGHT: "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 232 : i32}>
// INFLIGHT: "nvvm.barrier"
// INFLIGHT: "scf.for"
// INFLIGHT-NOT: "nvvm.cp.async.bulk.tensor
// INFLIGHT: "nvvm.wgmma.commit.group.sync.aligned"
// INFLIGHT-NEXT: "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}>
// INFLIGHT: "scf.yield"
// INFLIGHT: "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}>
// INFLIGHT-NOT: "nvvm.barrier0"
// INFLIGHT: nv_tileas.consumer_threads = 256
// INFLIGHT-NEXT: "nvvm.barrier0"
// INFLIGHT: "nvvm.mbarrier.inval"
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=3 --dry-run --buffer=a:f16:27200:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=136 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 200 72 136 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=3 --buffer=a:f16:27200:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 14400 elements match
//
// The warp roles depend on each other as the protocol says: without the
// consumers' releases the producer waits forever for an empty stage, and
// with CTA-wide barriers in place of the consumers' named ones the
// consumers wait forever for the producer warpgroup, which never comes.
// RUN: grep -v '"nvvm.mbarrier.arrive"(' %t/gemm-sm90a.mlir > %t/no-release.mlir
// RUN: not %tileiras-emulate %t/no-release.mlir --grid=1,1 --buffer=a:f16:27200:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=136 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NORELEASE
// NORELEASE: deadlock: no thread can go on: thread 256 at line {{[0-9]+}} for a phase of the mbarrier
// RUN: sed -E 's/"nvvm.barrier"\(%%[0-9]+, %%[0-9]+\) <\{operandSegmentSizes = array<i32: 1, 1, 0>\}> : \(i32, i32\) -> \(\)/"nvvm.barrier0"() : () -> ()/' \
// RUN:   %t/gemm-sm90a.mlir > %t/cta-barriers.mlir
// RUN: not %tileiras-emulate %t/cta-barriers.mlir --grid=1,1 --buffer=a:f16:27200:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=136 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CTABARRIER
// CTABARRIER: (256 of 384 threads arrived)
//
// The same kernel on sm_100a (the hint for sm_100): the products are
// tcgen05.mma on tensor memory, started by thread 0 of the consumers, which
// allocates the columns in their region (its CTA barriers named ones among
// the 256 consumers) and frees them there; the producer warpgroup starts
// the copies of every K step once the commit of the products that read the
// stage has released it. With the sums in tensor memory the consumers need
// few registers: no setmaxnreg, each role keeps what the launch gives.
// RUN: sed -e 's/sm_90 = {occupancy = 1}/sm_100 = {occupancy = 1}/' %t/gemm.mlir > %t/gemm100.mlir
// RUN: %tileiras-opt %t/gemm100.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-sm100a.mlir
// RUN: FileCheck %s --check-prefix=BLACKWELL < %t/gemm-sm100a.mlir
// BLACKWELL-NOT: "nvvm.setmaxregister"
// BLACKWELL: "nvvm.cp.async.bulk.tensor.shared.cluster.global"
// BLACKWELL-NOT: "nvvm.setmaxregister"
// BLACKWELL: "nvvm.tcgen05.alloc"
// BLACKWELL: "scf.for"
// BLACKWELL-NOT: "nvvm.cp.async.bulk.tensor
// BLACKWELL: "nvvm.tcgen05.mma"
// BLACKWELL: "nvvm.tcgen05.commit"
// BLACKWELL: "scf.yield"
// BLACKWELL: "nvvm.tcgen05.dealloc"
// BLACKWELL: nv_tileas.consumer_threads = 256
// BLACKWELL-NEXT: "nvvm.barrier0"
// BLACKWELL: "nvvm.mbarrier.inval"
// RUN: %tileiras-emulate %t/gemm-sm100a.mlir --grid=2,2 --seed=3 --buffer=a:f16:27200:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: grep -v '"nvvm.tcgen05.commit"' %t/gemm-sm100a.mlir > %t/no-commit100.mlir
// RUN: not %tileiras-emulate %t/no-commit100.mlir --grid=1,1 --buffer=a:f16:27200:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=136 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NORELEASE
