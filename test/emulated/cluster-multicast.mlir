// Clusters of two CTAs (num_cta_in_cga = 2) share the tiles both load: each
// CTA copies its slice of the shared tile to both by TMA multicast, the
// stage's releases reach both CTAs' empty barriers, and cluster barriers
// follow the barriers' initialization and precede their invalidation
// (README, "Clusters"). The launch grid counts clusters
// (.blocksareclusters): --grid=1,2 runs CTAs (0..1, 0..1).
//
// The bundled f16 GEMM (64x64 tiles; B's tile is the same in both CTAs of a
// cluster) on sm_90a (wgmma) and sm_100a (tcgen05), odd sizes against the
// reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {num_cta_in_cga = 2}> {/' %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm-sm90a.mlir
// RUN: FileCheck %s --check-prefix=HOPPER < %t/gemm-sm90a.mlir
// HOPPER: "nvvm.cluster.arrive"
// HOPPER: "nvvm.cp.async.bulk.tensor.shared.cluster.global"{{.*}}operandSegmentSizes = array<i32: 1, 1, {{[23]}}, 1, 0, 1, 0, 0>
// HOPPER: "nvvm.wgmma.mma_async"
// HOPPER: "nvvm.mapa"
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=1,2 --seed=3 --dry-run --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 136 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/gemm-sm100a.mlir
// RUN: FileCheck %s --check-prefix=BLACKWELL < %t/gemm-sm100a.mlir
// BLACKWELL: "nvvm.cp.async.bulk.tensor.shared.cluster.global"{{.*}}operandSegmentSizes = array<i32: 1, 1, {{[23]}}, 1, 0, 1, 0, 0>
// BLACKWELL: "nvvm.tcgen05.mma"
// BLACKWELL: "nvvm.tcgen05.commit"(%{{[0-9]+}}, %{{[0-9]+}}) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>, i16)
// RUN: %tileiras-emulate %t/gemm-sm100a.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// Clusters of four: each CTA copies 8 of B's 32 rows to all four (mask
// 0xf); two of the four CTAs along x lie past M.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 4}> {/' %examples/gemm_f16.mlir > %t/gemm4.mlir
// RUN: %tileiras-opt %t/gemm4.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm4-sm90a.mlir
// RUN: FileCheck %s --check-prefix=FOUR < %t/gemm4-sm90a.mlir
// FOUR: "llvm.mlir.constant"() <{value = 15 : i16}> : () -> i16
// FOUR-NEXT: "nvvm.cp.async.bulk.tensor.shared.cluster.global"
// RUN: %tileiras-emulate %t/gemm4-sm90a.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// Each step the lowering adds is needed: without the cluster barrier after
// the barriers' initialization a peer's copy may reach a barrier not yet
// initialized; without the one before their invalidation a CTA may exit
// while its peer still arrives on its barriers; without the releases on the
// peer's empty barrier the copies wait forever.
// RUN: sed -e '0,/"nvvm.cluster.arrive"/{/"nvvm.cluster.arrive"/d}' -e '0,/"nvvm.cluster.wait"/{/"nvvm.cluster.wait"/d}' %t/gemm-sm90a.mlir > %t/no-init-barrier.mlir
// RUN: not %tileiras-emulate %t/no-init-barrier.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INIT
// INIT: error: line {{[0-9]+}}: thread {{[0-9]+}} (CTA ({{[0-9]+}}, {{[0-9]+}}, 0)) uses the mbarrier at 0x{{[0-9a-f]+}} of CTA ({{[0-9]+}}, {{[0-9]+}}, 0), which is not initialized
// RUN: tac %t/gemm-sm90a.mlir | sed -e '0,/"nvvm.cluster.arrive"/{/"nvvm.cluster.arrive"/d}' -e '0,/"nvvm.cluster.wait"/{/"nvvm.cluster.wait"/d}' | tac > %t/no-exit-barrier.mlir
// RUN: not %tileiras-emulate %t/no-exit-barrier.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXIT
// EXIT: error: line {{[0-9]+}}: CTA ({{[0-9]+}}, {{[0-9]+}}, 0) exits while thread {{[0-9]+}} (CTA ({{[0-9]+}}, {{[0-9]+}}, 0)) may still access its shared memory: its arrival on the mbarrier at 0x{{[0-9a-f]+}} (line {{[0-9]+}}) is ordered before the exit by no cluster barrier or mbarrier phase
// RUN: grep -v 'nvvm.mbarrier.arrive"(%%[0-9]*) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>)' %t/gemm-sm90a.mlir > %t/no-remote-release.mlir
// RUN: not %tileiras-emulate %t/no-remote-release.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RELEASE
// RELEASE: error: line {{[0-9]+}}: deadlock: no thread can go on
//
// Warp-specialized (eight warps, one CTA per SM): the producer warpgroup
// issues the multicast copies and waits for both CTAs' releases.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 1}> {/' %examples/gemm_f16.mlir > %t/gemm-ws.mlir
// RUN: %tileiras-opt %t/gemm-ws.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm-ws-sm90a.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED < %t/gemm-ws-sm90a.mlir
// SPECIALIZED: "nvvm.cp.async.bulk.tensor.shared.cluster.global"{{.*}}operandSegmentSizes = array<i32: 1, 1, {{[23]}}, 1, 0, 1, 0, 0>
// SPECIALIZED: nv_tileas.producer_warps = 4
// RUN: %tileiras-emulate %t/gemm-ws-sm90a.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// The same on sm_100a: the producer warpgroup's copies, the products'
// commits to both CTAs' empty barriers.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 1}> {/' %examples/gemm_f16.mlir > %t/gemm-ws100.mlir
// RUN: %tileiras-opt %t/gemm-ws100.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/gemm-ws-sm100a.mlir
// RUN: FileCheck %s --check-prefix=SPECIALIZED < %t/gemm-ws-sm100a.mlir
// RUN: %tileiras-emulate %t/gemm-ws-sm100a.mlir --grid=1,2 --seed=3 --buffer=a:f16:13600:random \
// RUN:   --buffer=b:f16:9792:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=136 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
//
// The bundled attention: K and V tiles (index (head, j, 0)) are shared by
// the two query blocks of a cluster. Sequence 192 is three query blocks:
// the launch of two clusters along x runs a fourth CTA wholly past the
// sequence (its loads read zeros, its stores write nothing), which still
// takes its part in its cluster's copies.
// RUN: sed -e 's/%%scale: tile<f32>) {/%%scale: tile<f32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {num_cta_in_cga = 2}> {/' %examples/attention_f16.mlir > %t/attention.mlir
// RUN: %tileiras-opt %t/attention.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/att-sm90a.mlir
// RUN: FileCheck %s --check-prefix=HOPPER < %t/att-sm90a.mlir
// RUN: %tileiras-emulate %t/att-sm90a.mlir --grid=2,2 --seed=12 --dry-run --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 192 0.125 %t/att-ref.bin
// RUN: %tileiras-emulate %t/att-sm90a.mlir --grid=2,2 --seed=12 --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATTENTION
// ATTENTION: compare o: 24576 elements match
// RUN: %tileiras-opt %t/attention.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/att-sm100a.mlir
// RUN: FileCheck %s --check-prefix=BLACKWELL < %t/att-sm100a.mlir
// RUN: %tileiras-emulate %t/att-sm100a.mlir --grid=2,2 --seed=12 --buffer=q:f16:24576:random \
// RUN:   --buffer=k:f16:24576:random --buffer=v:f16:24576:random --buffer=o:f32:24576:zeros --i32=192 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATTENTION
