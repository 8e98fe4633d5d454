// Thread-block clusters (PTX ISA, "Cluster of Cooperative Thread Arrays",
// barrier.cluster, mapa, mbarrier on shared::cluster addresses,
// cp.async.bulk.tensor .multicast::cluster, tcgen05.commit
// .multicast::cluster): the CTAs of a cluster run together, each with its
// shared memory, and reach each other's through shared::cluster addresses.
// References: Inputs/cluster_model_ref.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/cluster_model_ref.py %t
//
// @multicast: clusters of 2 CTAs (nvvm.blocksareclusters: --grid counts
// clusters). In each CTA thread 0 builds a tensor map of a (rows of 32 i32)
// and initializes two mbarriers: full (an arrive.expect_tx of each CTA's
// producer: its own on its full, 4096 bytes, and one through the
// shared::cluster address mapa gives on the peer's, 4096 bytes) and empty
// (one arrival of each CTA once its threads read the tile), then
// fence.mbarrier.init, a CTA barrier and a cluster barrier (relaxed arrive).
// Twice (tiles k = 0, 1 of the cluster), thread 0 of the CTA of rank r waits
// for the previous phase of its empty mbarrier (k = 1), arrives and copies
// rows 32 r to 32 r + 31 of the 64-row tile into both CTAs (multicast mask
// 0b11), at byte 4096 r of each; every thread waits for full, sums 16
// elements of the whole tile, fences the proxies, and after a CTA barrier
// thread 0 arrives on its empty mbarrier and on the peer's (a shared::cluster
// address, cluster scope). A cluster barrier before the exit.
// RUN: %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=0 \
// RUN:   --compare=out:%t/mc_out_two.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MC2
// MC2: compare out: 1024 elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=multicast --grid=3 \
// RUN:   --buffer=a:i32:12288:%t/mc_a_three.bin --buffer=out:i32:1536:zeros --i32=384 --i32=0 \
// RUN:   --compare=out:%t/mc_out_three.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MC3
// MC3: compare out: 1536 elements match
//
// The flags leave out (or change) a step; each is an error.
// 1: no fence.mbarrier.init after the inits.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: error: line {{[0-9]+}}: thread 128 (CTA (1, 0, 0)) uses the mbarrier at 0x{{[0-9a-f]+}} of CTA (0, 0, 0) that thread 0 initialized (line {{[0-9]+}}) with no fence.mbarrier.init and cluster barrier between
// 2: no cluster barrier after the inits (CTA 0's producer uses the peer's
// mbarrier before its init, in the order the emulator runs the CTAs).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOSYNC
// NOSYNC: error: line {{[0-9]+}}: thread 0 (CTA (0, 0, 0)) uses the mbarrier at 0x{{[0-9a-f]+}} of CTA (1, 0, 0), which is not initialized (or was invalidated): no init, fence.mbarrier.init and cluster barrier before the use
// 4: no arrival on the peer's empty mbarrier: each producer waits for it.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: line [[L:[0-9]+]]: deadlock: no thread can go on: thread 0 at line [[L]] for a phase of the mbarrier at 0x{{[0-9a-f]+}} (1 arrivals and 0 bytes missing); thread 128 at line [[L]] for a phase of the mbarrier at 0x{{[0-9a-f]+}} (1 arrivals and 0 bytes missing)
// 8: no cluster barrier before the exit: CTA 0 exits while its peer has
// yet to arrive on its empty mbarrier after the last tile.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXIT
// EXIT: error: line {{[0-9]+}}: thread 128 (CTA (1, 0, 0)) uses the mbarrier at 0x{{[0-9a-f]+}} of CTA (0, 0, 0) after CTA (0, 0, 0) exited
// 16: the arrive on the peer's empty mbarrier has CTA scope. It orders the
// CTA's reads before the peer's next copy, which is all the release of a
// stage needs, so this is no error (an arrive at CTA scope on another CTA's
// mbarrier orders reads only: see @remote_write).
// RUN: %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=16 \
// RUN:   --compare=out:%t/mc_out_two.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=MC2
// 32: the expect-tx on the peer's full mbarrier is 128 bytes short.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXCESS
// EXCESS: error: line {{[0-9]+}}: the TMA copies that signal the mbarrier at 0x{{[0-9a-f]+}} complete 128 bytes more than its phase 0 expects (expect-tx)
// 64: thread 0 of rank 0 reads the half its peer multicasts before the wait.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EARLY
// EARLY: error: line {{[0-9]+}}: thread 0 reads shared byte 0x{{[0-9a-f]+}} before the TMA copy of line {{[0-9]+}} that writes it completed
// 128: no fence.proxy.async between the reads and the arrivals on empty.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=multicast --grid=2 \
// RUN:   --buffer=a:i32:8192:%t/mc_a_two.bin --buffer=out:i32:1024:zeros --i32=256 --i32=128 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the TMA copy of thread 128 overwrites shared byte 0x{{[0-9a-f]+}} that thread 64 read (line {{[0-9]+}}) with no fence.proxy.async between
//
// @peer_tile: clusters of 2 CTAs; each copies (TMA, no multicast) its own
// tile of 32 rows of a (tile 2 c + r of cluster c) and waits for it; after
// a cluster barrier every thread t reads element t of the peer's tile
// through distributed shared memory: out[128 b + t].
// RUN: %tileiras-emulate %t/k.mlir --kernel=peer_tile --grid=2 \
// RUN:   --buffer=a:i32:4096:%t/pt_a.bin --buffer=out:i32:512:zeros --i32=128 --i32=0 \
// RUN:   --compare=out:%t/pt_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=PEER
// PEER: compare out: 512 elements match
// 1: no cluster barrier between the peer's wait for its copy and the read.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=peer_tile --grid=2 \
// RUN:   --buffer=a:i32:4096:%t/pt_a.bin --buffer=out:i32:512:zeros --i32=128 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LANDED
// LANDED: error: line {{[0-9]+}}: thread 128 (CTA (1, 0, 0)) reads shared byte 0x{{[0-9a-f]+}} of CTA (0, 0, 0) that the TMA copy of line {{[0-9]+}} wrote, and no cluster barrier or mbarrier phase orders it after a wait for the mbarrier phase that completes the copy
//
// @dsmem: clusters of 2 CTAs along x (--grid counts CTAs, 4 x 2: 4
// clusters). Each thread stores its value into its shared memory; after a
// cluster barrier (all CTAs started) it stores into the peer's through the
// shared::cluster address mapa gives; after a second one it reads the
// peer's value (an llvm.load through !llvm.ptr<7>) and what the peer stored
// into its own; a third before the exit.
// RUN: %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=0 --compare=out:%t/ds_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=DSMEM
// DSMEM: compare out: 2048 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=3 --buffer=out:i32:2048:zeros \
// RUN:   --i32=0 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: error: --grid=3,1,1 is not a multiple of the cluster shape 2,1,1 (nvvm.cluster_dim) in each dimension
// 1: mapa to rank r + 2, outside the cluster.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=MAPA
// MAPA: error: line {{[0-9]+}}: mapa to CTA rank 2, outside the cluster of 2 CTAs (ranks 0 to 1)
// 2: a CTA barrier instead of the second cluster barrier: it orders nothing
// for the other CTA's threads.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=2 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: line {{[0-9]+}}: thread 0 overwrites shared byte 0x{{[0-9a-f]+}} that another thread read since the last barrier, and no mbarrier phase or cluster barrier orders them
// 4: no cluster barrier before the exit: CTA 0 exits, then its peer reads.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=4 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: error: line {{[0-9]+}}: thread 128 (CTA (1, 0, 0)) reads shared byte 0x{{[0-9a-f]+}} of CTA (0, 0, 0) after CTA (0, 0, 0) exited
// 4 + 32: the same, and rank 1 reads its own value instead: CTA 1 exits
// after rank 0's read of its shared memory, with nothing between.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=36 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: line {{[0-9]+}}: CTA (1, 0, 0) exits while thread 0 (CTA (0, 0, 0)) may still access its shared memory: its read of shared byte 0x{{[0-9a-f]+}} is ordered before the exit by no cluster barrier or mbarrier phase
// 8: no first cluster barrier: the store into the peer's shared memory comes
// before anything ensured the peer started.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=8 2>&1 | FileCheck %s --check-prefix=STARTED
// STARTED: error: line {{[0-9]+}}: thread 0 (CTA (0, 0, 0)) writes shared byte 0x{{[0-9a-f]+}} of CTA (1, 0, 0) before any cluster barrier
// 16: the peer's address cast to a shared::cta one (!llvm.ptr<3>).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=16 2>&1 | FileCheck %s --check-prefix=CTAADDR
// CTAADDR: error: line {{[0-9]+}}: the llvm.load of thread 0 (CTA (0, 0, 0)) uses 0x{{[0-9a-f]+}}, in the shared memory of CTA (1, 0, 0): a shared::cta address is one of the thread's own CTA
// 64: the final barrier.cluster.wait without its arrive.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=64 2>&1 | FileCheck %s --check-prefix=NOARRIVE
// NOARRIVE: error: line {{[0-9]+}}: thread 0 (CTA (0, 0, 0)) waits on the cluster barrier (barrier.cluster.wait) without having arrived on it (barrier.cluster.arrive)
// 128: in CTA 1 only warps 0 and 1 reach the final cluster barrier.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=dsmem --grid=4,2 --buffer=out:i32:2048:zeros \
// RUN:   --i32=128 2>&1 | FileCheck %s --check-prefix=CLUSTERDEADLOCK
// CLUSTERDEADLOCK: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 0-127 at the barrier.cluster.wait of line [[W:[0-9]+]] (192 of the 256 threads of the cluster arrived); threads 128-191 at the barrier.cluster.wait of line [[W]] (192 of the 256 threads of the cluster arrived)
//
// @sregs: clusters of 2 x 2 CTAs of 32 threads (--grid counts clusters,
// 2 x 3: 4 x 6 CTAs); each thread writes the special registers of clusters
// and the rank of the next CTA, read through a generic address that mapa
// gives.
// RUN: %tileiras-emulate %t/k.mlir --kernel=sregs --grid=2,3 --buffer=out:i32:16896:zeros \
// RUN:   --compare=out:%t/sr_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=SREGS
// SREGS: compare out: 16896 elements match
//
// @commit: clusters of 2 CTAs; thread 0 of each initializes an mbarrier of
// count 2 (fence.mbarrier.init, cluster barrier), then a tcgen05.commit
// with multicast mask 0b11 arrives on the mbarrier of both CTAs, and every
// thread waits for it.
// RUN: %tileiras-emulate %t/k.mlir --kernel=commit --grid=2 --buffer=out:i32:512:zeros \
// RUN:   --i32=0 --compare=out:%t/cm_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=COMMIT
// COMMIT: compare out: 512 elements match
// 1: the mask names the CTA's own rank only: the peer's arrival is missing.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=commit --grid=2 --buffer=out:i32:512:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: error: line [[L:[0-9]+]]: deadlock: no thread can go on: threads 0-127 at line [[L]] for a phase of the mbarrier at 0x{{[0-9a-f]+}} (1 arrivals and 0 bytes missing); threads 128-255 at line [[L]] for a phase of the mbarrier at 0x{{[0-9a-f]+}} (1 arrivals and 0 bytes missing)
// 2: no fence.mbarrier.init.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=commit --grid=2 --buffer=out:i32:512:zeros \
// RUN:   --i32=2 2>&1 | FileCheck %s --check-prefix=COMMITFENCE
// COMMITFENCE: error: line {{[0-9]+}}: thread 128 (CTA (1, 0, 0)) uses the mbarrier at 0x{{[0-9a-f]+}} of CTA (0, 0, 0) that thread 0 initialized (line {{[0-9]+}}) with no fence.mbarrier.init and cluster barrier between
//
// @specialized: warp specialization in clusters of 2 CTAs of 160 threads
// (warps 0-3 consume, thread 128 produces; --grid counts clusters). A ring
// of 2 stages of 64 x 32 i32, each with a full mbarrier (count 2: the
// arrive.expect_tx of each CTA's producer, one through a shared::cluster
// address) and an empty one (count 256: every consumer thread of both CTAs
// arrives on its own and, through mapa, on the peer's). For tile i of ITERS
// (stage i % 2) the producer of rank r waits for the previous phase of its
// empty mbarrier and multicasts rows 32 r on of the tile into both CTAs;
// consumer t sums 16 elements of row t / 2 of each tile; out[128 b + t] is
// its sum over the tiles times r + 1.
// RUN: %tileiras-emulate %t/k.mlir --kernel=specialized --grid=2 \
// RUN:   --buffer=a:i32:20480:%t/ws_a.bin --buffer=out:i32:512:zeros --i32=640 --i32=5 \
// RUN:   --i32=0 --compare=out:%t/ws_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=WS
// WS: compare out: 512 elements match
// 1: the producer does not wait for the consumers' phase before it refills
// a stage: its copy overwrites the stage while its last copy is in flight.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=specialized --grid=2 \
// RUN:   --buffer=a:i32:20480:%t/ws_a.bin --buffer=out:i32:512:zeros --i32=640 --i32=5 \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=REFILL
// REFILL: error: line {{[0-9]+}}: two copies in flight write shared byte 0x{{[0-9a-f]+}}: the TMA copy of line {{[0-9]+}} (thread 384) and the TMA copy of line {{[0-9]+}} (thread 384)
//
// @remote_write: clusters of 2 CTAs of 32 threads (--grid counts clusters).
// Each thread of rank 1 stores 1000 c + t (cluster c) into word t of rank
// 0's shared memory (mapa), a CTA barrier follows, and thread 0 of rank 1
// arrives on rank 0's mbarrier at cluster scope; the threads of rank 0
// wait for the phase and copy their word to out[64 c + t].
// RUN: %python -c "import struct; open('%t/rw_out.bin', 'wb').write(struct.pack('<256i', *[(1000 * (i // 64) + i %% 64) if i %% 64 < 32 else 0 for i in range(256)]))"
// RUN: %tileiras-emulate %t/k.mlir --kernel=remote_write --grid=4 --buffer=out:i32:256:zeros \
// RUN:   --i32=0 --compare=out:%t/rw_out.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=REMOTE
// REMOTE: compare out: 256 elements match
// 1: the arrive has CTA scope: it orders reads only, and the stores are
// not ordered before rank 0's loads.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=remote_write --grid=4 --buffer=out:i32:256:zeros \
// RUN:   --i32=1 2>&1 | FileCheck %s --check-prefix=CTAWRITE
// CTAWRITE: error: line {{[0-9]+}}: thread {{[0-9]+}} reads shared byte 0x{{[0-9a-f]+}} that thread {{[0-9]+}} wrote since the last barrier, and no mbarrier phase or cluster barrier orders them

gpu.module @cluster {
  llvm.mlir.global internal @maps(dense<0> : tensor<65536xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<65536 x i8>
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8208 x i8>

  llvm.func @multicast(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %rows: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c3968 = arith.constant 3968 : i32
    %c4096 = arith.constant 4096 : i32
    %c0_i64 = arith.constant 0 : i64
    %c128_i64 = arith.constant 128 : i64
    %mask = arith.constant 3 : i16
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cl = nvvm.read.ptx.sreg.clusterid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %peer = arith.xori %rank, %c1 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    // The flags: %keep_K is false where flag K leaves a step out.
    %f1 = arith.andi %flags, %c1 : i32
    %keep_fence = arith.cmpi eq, %f1, %c0 : i32
    %f2 = arith.andi %flags, %c2 : i32
    %keep_init_sync = arith.cmpi eq, %f2, %c0 : i32
    %f4 = arith.andi %flags, %c4 : i32
    %keep_remote = arith.cmpi eq, %f4, %c0 : i32
    %f8 = arith.andi %flags, %c8 : i32
    %keep_final_sync = arith.cmpi eq, %f8, %c0 : i32
    %f16 = arith.andi %flags, %c16 : i32
    %cta_scope = arith.cmpi ne, %f16, %c0 : i32
    %f32 = arith.andi %flags, %c32 : i32
    %less_tx = arith.cmpi ne, %f32, %c0 : i32
    %f64 = arith.andi %flags, %c64 : i32
    %early_flag = arith.cmpi ne, %f64, %c0 : i32
    %rank0 = arith.cmpi eq, %rank, %c0 : i32
    %early = arith.andi %early_flag, %rank0 : i1
    %f128 = arith.andi %flags, %c128 : i32
    %keep_proxy_fence = arith.cmpi eq, %f128, %c0 : i32

    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %slot = arith.muli %bx, %c128 : i32
    %map = llvm.getelementptr %pool[%slot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %gmap = llvm.addrspacecast %map : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %full = llvm.getelementptr %smem[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %empty = llvm.getelementptr %smem[8200] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %smem7 = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
    %half = arith.muli %rank, %c4096 : i32
    %dst7 = llvm.getelementptr %smem7[%half] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i8
    %full_peer = nvvm.mapa %full, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %empty_peer = nvvm.mapa %empty, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %peer_tx = arith.select %less_tx, %c3968, %c4096 : i32
    scf.if %is0 {
      scf.for %i = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %map[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map, %a : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %rows : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %c128_i64 : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 3;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
      // full: the arrive.expect_tx of each CTA's producer (its own, and
      // the peer's through a shared::cluster address); empty: an arrival
      // of each CTA once its threads read the tile.
      nvvm.mbarrier.init %full, %c2 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %empty, %c2 : !llvm.ptr<3>, i32
      scf.if %keep_fence {
        nvvm.fence.mbarrier.init
      }
    }
    nvvm.barrier0
    scf.if %keep_init_sync {
      nvvm.cluster.arrive.relaxed {aligned}
      nvvm.cluster.wait {aligned}
    }
    scf.for %k = %c0 to %c2 step %c1 : i32 {
      scf.if %is0 {
        %again = arith.cmpi ne, %k, %c0 : i32
        scf.if %again {
          %before = arith.subi %k, %c1 : i32
          nvvm.mbarrier.try_wait.parity %empty, %before, %ticks : !llvm.ptr<3>, i32, i32
        }
        nvvm.mbarrier.arrive.expect_tx %full, %c4096 : !llvm.ptr<3>, i32
        nvvm.mbarrier.arrive.expect_tx %full_peer, %peer_tx {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
        %cl2 = arith.muli %cl, %c2 : i32
        %tile_index = arith.addi %cl2, %k : i32
        %tile_row = arith.muli %tile_index, %c64 : i32
        %half_row = arith.muli %rank, %c32 : i32
        %y = arith.addi %tile_row, %half_row : i32
        nvvm.cp.async.bulk.tensor.shared.cluster.global %dst7, %gmap, %full, box[%c0, %y] multicast_mask = %mask : !llvm.ptr<7>, !llvm.ptr
      }
      scf.if %early {
        %far = llvm.getelementptr %smem[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        %x = llvm.load %far : !llvm.ptr<3> -> i32
      }
      nvvm.mbarrier.try_wait.parity %full, %k, %ticks : !llvm.ptr<3>, i32, i32
      // Thread t sums 16 elements of row t / 2 of the 64 x 32 tile, times
      // rank + 1.
      %row = arith.divui %tid, %c2 : i32
      %side = arith.remui %tid, %c2 : i32
      %row32 = arith.muli %row, %c32 : i32
      %col0 = arith.muli %side, %c16 : i32
      %first = arith.addi %row32, %col0 : i32
      %sum = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
        %e = arith.addi %first, %j : i32
        %p = llvm.getelementptr %smem[%e] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
        %v = llvm.load %p : !llvm.ptr<3> -> i32
        %acc2 = arith.addi %acc, %v : i32
        scf.yield %acc2 : i32
      }
      %factor = arith.addi %rank, %c1 : i32
      %result = arith.muli %sum, %factor : i32
      %cl2b = arith.muli %cl, %c2 : i32
      %cta = arith.addi %cl2b, %rank : i32
      %cta2 = arith.muli %cta, %c2 : i32
      %slotk = arith.addi %cta2, %k : i32
      %base = arith.muli %slotk, %c128 : i32
      %index = arith.addi %base, %tid : i32
      %q = llvm.getelementptr %out[%index] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %result, %q : i32, !llvm.ptr<1>
      // The reads (generic proxy) before the next copies (async proxy).
      scf.if %keep_proxy_fence {
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      }
      nvvm.barrier0
      scf.if %is0 {
        %s = nvvm.mbarrier.arrive %empty : !llvm.ptr<3> -> i64
        scf.if %keep_remote {
          scf.if %cta_scope {
            nvvm.mbarrier.arrive %empty_peer {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<7>
          } else {
            nvvm.mbarrier.arrive %empty_peer {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
          }
        }
      }
    }
    scf.if %keep_final_sync {
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    llvm.return
  }

  llvm.func @peer_tile(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %rows: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %c4096 = arith.constant 4096 : i32
    %c0_i64 = arith.constant 0 : i64
    %c128_i64 = arith.constant 128 : i64
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cl = nvvm.read.ptx.sreg.clusterid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %peer = arith.xori %rank, %c1 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    // Flag 1 leaves the second cluster barrier out.
    %f1 = arith.andi %flags, %c1 : i32
    %keep_sync = arith.cmpi eq, %f1, %c0 : i32
    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %slot = arith.muli %bx, %c128 : i32
    %map = llvm.getelementptr %pool[%slot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %gmap = llvm.addrspacecast %map : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %full = llvm.getelementptr %smem[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    scf.if %is0 {
      scf.for %i = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %map[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map, %a : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %rows : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %c128_i64 : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 3;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
      nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
    }
    nvvm.barrier0
    // Every CTA of the cluster started.
    nvvm.cluster.arrive.relaxed {aligned}
    nvvm.cluster.wait {aligned}
    scf.if %is0 {
      nvvm.mbarrier.arrive.expect_tx %full, %c4096 : !llvm.ptr<3>, i32
      %own7 = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
      %cl2 = arith.muli %cl, %c2 : i32
      %box = arith.addi %cl2, %rank : i32
      %y = arith.muli %box, %c32 : i32
      nvvm.cp.async.bulk.tensor.shared.cluster.global %own7, %gmap, %full, box[%c0, %y] : !llvm.ptr<7>, !llvm.ptr
    }
    nvvm.mbarrier.try_wait.parity %full, %c0, %ticks : !llvm.ptr<3>, i32, i32
    // The peer's tile, once its threads waited for its copy.
    scf.if %keep_sync {
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    %peer_tile = nvvm.mapa %smem, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %pe = llvm.getelementptr %peer_tile[%tid] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i32
    %pv = llvm.load %pe : !llvm.ptr<7> -> i32
    %idx = arith.addi %slot, %tid : i32
    %q = llvm.getelementptr %out[%idx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %pv, %q : i32, !llvm.ptr<1>
    // No CTA exits while its peer reads its shared memory.
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    llvm.return
  }

  llvm.mlir.global internal @xchg() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<1024 x i8>
  llvm.mlir.global internal @done() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<8 x i8>

  llvm.func @dsmem(%out: !llvm.ptr<1>, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c1000 = arith.constant 1000 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %nx = nvvm.read.ptx.sreg.nctaid.x : i32
    %f1 = arith.andi %flags, %c1 : i32
    %outside = arith.cmpi ne, %f1, %c0 : i32
    %f2 = arith.andi %flags, %c2 : i32
    %cta_barrier = arith.cmpi ne, %f2, %c0 : i32
    %f4 = arith.andi %flags, %c4 : i32
    %keep_final_sync = arith.cmpi eq, %f4, %c0 : i32
    %f8 = arith.andi %flags, %c8 : i32
    %keep_first_sync = arith.cmpi eq, %f8, %c0 : i32
    %f16 = arith.andi %flags, %c16 : i32
    %cta_address = arith.cmpi ne, %f16, %c0 : i32
    %peer1 = arith.xori %rank, %c1 : i32
    %peer2 = arith.addi %rank, %c2 : i32
    %peer = arith.select %outside, %peer2, %peer1 : i32
    %byn = arith.muli %by, %nx : i32
    %block = arith.addi %byn, %bx : i32
    %block1000 = arith.muli %block, %c1000 : i32
    %value = arith.addi %block1000, %tid : i32
    %smem = llvm.mlir.addressof @xchg : !llvm.ptr<3>
    %mine = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %slot = arith.addi %tid, %c128 : i32
    %inbox = llvm.getelementptr %smem[%slot] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %far = nvvm.mapa %smem, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %far_mine = llvm.getelementptr %far[%tid] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i32
    %far_inbox = llvm.getelementptr %far[%slot] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i32
    llvm.store %value, %mine : i32, !llvm.ptr<3>
    // Every CTA of the cluster has started (and its stores are released).
    scf.if %keep_first_sync {
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    %twice = arith.muli %value, %c2 : i32
    %sent = arith.addi %twice, %c1 : i32
    llvm.store %sent, %far_inbox : i32, !llvm.ptr<7>
    // The stores to the peers' inboxes before the reads of the inboxes.
    scf.if %cta_barrier {
      nvvm.barrier0
    } else {
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    %f32 = arith.andi %flags, %c32 : i32
    %skip_flag = arith.cmpi ne, %f32, %c0 : i32
    %rank1 = arith.cmpi eq, %rank, %c1 : i32
    %skip_read = arith.andi %skip_flag, %rank1 : i1
    %theirs = scf.if %skip_read -> (i32) {
      %x = llvm.load %mine : !llvm.ptr<3> -> i32
      scf.yield %x : i32
    } else {
      %y = scf.if %cta_address -> (i32) {
        %near = llvm.addrspacecast %far_mine : !llvm.ptr<7> to !llvm.ptr<3>
        %x = llvm.load %near : !llvm.ptr<3> -> i32
        scf.yield %x : i32
      } else {
        %x = llvm.load %far_mine : !llvm.ptr<7> -> i32
        scf.yield %x : i32
      }
      scf.yield %y : i32
    }
    %received = llvm.load %inbox : !llvm.ptr<3> -> i32
    %base = arith.muli %block, %c256 : i32
    %i0 = arith.addi %base, %tid : i32
    %i1 = arith.addi %i0, %c128 : i32
    %q0 = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %q1 = llvm.getelementptr %out[%i1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %theirs, %q0 : i32, !llvm.ptr<1>
    llvm.store %received, %q1 : i32, !llvm.ptr<1>
    // No CTA exits while a peer still reads its shared memory.
    %c64 = arith.constant 64 : i32
    %f64 = arith.andi %flags, %c64 : i32
    %keep_final_arrive = arith.cmpi eq, %f64, %c0 : i32
    %f128 = arith.andi %flags, %c128 : i32
    %part_flag = arith.cmpi ne, %f128, %c0 : i32
    %upper = arith.cmpi uge, %tid, %c64 : i32
    %is_rank1 = arith.cmpi eq, %rank, %c1 : i32
    %part_rank = arith.andi %part_flag, %is_rank1 : i1
    %skip_part = arith.andi %part_rank, %upper : i1
    %not_skipped = arith.xori %skip_part, %true : i1
    %final = arith.andi %keep_final_sync, %not_skipped : i1
    scf.if %final {
      scf.if %keep_final_arrive {
        nvvm.cluster.arrive {aligned}
      }
      nvvm.cluster.wait {aligned}
    }
    llvm.return
  }

  llvm.func @sregs(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>, nvvm.cluster_dim = array<i32: 2, 2, 1>, nvvm.blocksareclusters} {
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c32 = arith.constant 32 : i32
    %c22 = arith.constant 22 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %r0 = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %r1 = nvvm.read.ptx.sreg.cluster.nctarank : i32
    %r2 = nvvm.read.ptx.sreg.clusterid.x : i32
    %r3 = nvvm.read.ptx.sreg.clusterid.y : i32
    %r4 = nvvm.read.ptx.sreg.clusterid.z : i32
    %r5 = nvvm.read.ptx.sreg.nclusterid.x : i32
    %r6 = nvvm.read.ptx.sreg.nclusterid.y : i32
    %r7 = nvvm.read.ptx.sreg.nclusterid.z : i32
    %r8 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
    %r9 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
    %r10 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
    %r11 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
    %r12 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
    %r13 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
    %r14 = nvvm.read.ptx.sreg.ctaid.x : i32
    %r15 = nvvm.read.ptx.sreg.ctaid.y : i32
    %r16 = nvvm.read.ptx.sreg.ctaid.z : i32
    %r17 = nvvm.read.ptx.sreg.nctaid.x : i32
    %r18 = nvvm.read.ptx.sreg.nctaid.y : i32
    %r19 = nvvm.read.ptx.sreg.nctaid.z : i32
    %r20 = nvvm.read.ptx.sreg.tid.x : i32
    // The rank of the next CTA of the cluster, read from its shared memory
    // through a generic address that mapa gives.
    %smem = llvm.mlir.addressof @xchg : !llvm.ptr<3>
    %mine = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %r0, %mine : i32, !llvm.ptr<3>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %next1 = arith.addi %r0, %c1 : i32
    %next = arith.remui %next1, %c4 : i32
    %generic = llvm.addrspacecast %mine : !llvm.ptr<3> to !llvm.ptr
    %there = nvvm.mapa %generic, %next : !llvm.ptr -> !llvm.ptr
    %r21 = llvm.load %there : !llvm.ptr -> i32
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %wide = arith.muli %r17, %r18 : i32
    %row = arith.muli %r15, %r17 : i32
    %plane = arith.muli %r16, %wide : i32
    %b0 = arith.addi %row, %r14 : i32
    %block = arith.addi %b0, %plane : i32
    %b32 = arith.muli %block, %c32 : i32
    %thread = arith.addi %b32, %tid : i32
    %base = arith.muli %thread, %c22 : i32
    %q = llvm.getelementptr %out[%base] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r0, %q : i32, !llvm.ptr<1>
    %q1 = llvm.getelementptr %q[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r1, %q1 : i32, !llvm.ptr<1>
    %q2 = llvm.getelementptr %q[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r2, %q2 : i32, !llvm.ptr<1>
    %q3 = llvm.getelementptr %q[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r3, %q3 : i32, !llvm.ptr<1>
    %q4 = llvm.getelementptr %q[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r4, %q4 : i32, !llvm.ptr<1>
    %q5 = llvm.getelementptr %q[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r5, %q5 : i32, !llvm.ptr<1>
    %q6 = llvm.getelementptr %q[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r6, %q6 : i32, !llvm.ptr<1>
    %q7 = llvm.getelementptr %q[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r7, %q7 : i32, !llvm.ptr<1>
    %q8 = llvm.getelementptr %q[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r8, %q8 : i32, !llvm.ptr<1>
    %q9 = llvm.getelementptr %q[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r9, %q9 : i32, !llvm.ptr<1>
    %q10 = llvm.getelementptr %q[10] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r10, %q10 : i32, !llvm.ptr<1>
    %q11 = llvm.getelementptr %q[11] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r11, %q11 : i32, !llvm.ptr<1>
    %q12 = llvm.getelementptr %q[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r12, %q12 : i32, !llvm.ptr<1>
    %q13 = llvm.getelementptr %q[13] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r13, %q13 : i32, !llvm.ptr<1>
    %q14 = llvm.getelementptr %q[14] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r14, %q14 : i32, !llvm.ptr<1>
    %q15 = llvm.getelementptr %q[15] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r15, %q15 : i32, !llvm.ptr<1>
    %q16 = llvm.getelementptr %q[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r16, %q16 : i32, !llvm.ptr<1>
    %q17 = llvm.getelementptr %q[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r17, %q17 : i32, !llvm.ptr<1>
    %q18 = llvm.getelementptr %q[18] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r18, %q18 : i32, !llvm.ptr<1>
    %q19 = llvm.getelementptr %q[19] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r19, %q19 : i32, !llvm.ptr<1>
    %q20 = llvm.getelementptr %q[20] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r20, %q20 : i32, !llvm.ptr<1>
    %q21 = llvm.getelementptr %q[21] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %r21, %q21 : i32, !llvm.ptr<1>
    llvm.return
  }

  llvm.func @commit(%out: !llvm.ptr<1>, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c128 = arith.constant 128 : i32
    %both = arith.constant 3 : i16
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %own_only = arith.cmpi ne, %f1, %c0 : i32
    %f2 = arith.andi %flags, %c2 : i32
    %keep_fence = arith.cmpi eq, %f2, %c0 : i32
    %rank16 = arith.trunci %rank : i32 to i16
    %one = arith.constant 1 : i16
    %own = arith.shli %one, %rank16 : i16
    %mask = arith.select %own_only, %own, %both : i16
    %bar = llvm.mlir.addressof @done : !llvm.ptr<3>
    scf.if %is0 {
      // One arrival of each CTA's tcgen05.commit.
      nvvm.mbarrier.init %bar, %c2 : !llvm.ptr<3>, i32
      scf.if %keep_fence {
        nvvm.fence.mbarrier.init
      }
    }
    nvvm.cluster.arrive.relaxed {aligned}
    nvvm.cluster.wait {aligned}
    scf.if %is0 {
      nvvm.tcgen05.commit %bar, multicast_mask = %mask : !llvm.ptr<3>, i16
    }
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    %value = arith.addi %rank, %c1 : i32
    %b128 = arith.muli %bx, %c128 : i32
    %index = arith.addi %b128, %tid : i32
    %q = llvm.getelementptr %out[%index] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %value, %q : i32, !llvm.ptr<1>
    llvm.return
  }

  llvm.mlir.global internal @ring() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16416 x i8>

  llvm.func @specialized(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %rows: i32, %iters: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 160>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c2048 = arith.constant 2048 : i32
    %c4096 = arith.constant 4096 : i32
    %c8192 = arith.constant 8192 : i32
    %c0_i64 = arith.constant 0 : i64
    %c128_i64 = arith.constant 128 : i64
    %mask = arith.constant 3 : i16
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cl = nvvm.read.ptx.sreg.clusterid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %peer = arith.xori %rank, %c1 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %keep_empty_wait = arith.cmpi eq, %f1, %c0 : i32
    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %slot = arith.muli %bx, %c128 : i32
    %map = llvm.getelementptr %pool[%slot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %gmap = llvm.addrspacecast %map : !llvm.ptr<1> to !llvm.ptr
    %smem = llvm.mlir.addressof @ring : !llvm.ptr<3>
    %bars = llvm.getelementptr %smem[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %is_producer = arith.cmpi eq, %tid, %c128 : i32
    scf.if %is_producer {
      scf.for %i = %c0 to %c16 step %c1 : i32 {
        %word = llvm.getelementptr %map[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
        llvm.store %c0_i64, %word : i64, !llvm.ptr<1>
      }
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map, %a : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 32;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r" %map, %rows : (!llvm.ptr<1>, i32) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %c128_i64 : (!llvm.ptr<1>, i64) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 3;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap, %c128
      // full[s] at 16384 + 8 s (count 2: the arrive.expect_tx of each
      // producer), empty[s] at 16400 + 8 s (count 256: each consumer thread
      // of both CTAs).
      scf.for %s = %c0 to %c2 step %c1 : i32 {
        %f = llvm.getelementptr %bars[%s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        %s2 = arith.addi %s, %c2 : i32
        %e = llvm.getelementptr %bars[%s2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        nvvm.mbarrier.init %f, %c2 : !llvm.ptr<3>, i32
        nvvm.mbarrier.init %e, %c256 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
    }
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    %is_consumer = arith.cmpi ult, %tid, %c128 : i32
    %total = scf.if %is_consumer -> (i32) {
      %row = arith.divui %tid, %c2 : i32
      %side = arith.remui %tid, %c2 : i32
      %row32 = arith.muli %row, %c32 : i32
      %col0 = arith.muli %side, %c16 : i32
      %first = arith.addi %row32, %col0 : i32
      %acc = scf.for %i = %c0 to %iters step %c1 iter_args(%acc0 = %c0) -> (i32) : i32 {
        %s = arith.remui %i, %c2 : i32
        %n = arith.divui %i, %c2 : i32
        %parity = arith.remui %n, %c2 : i32
        %f = llvm.getelementptr %bars[%s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        %s2 = arith.addi %s, %c2 : i32
        %e = llvm.getelementptr %bars[%s2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
        %e_peer = nvvm.mapa %e, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
        nvvm.mbarrier.try_wait.parity %f, %parity, %ticks : !llvm.ptr<3>, i32, i32
        %stage = arith.muli %s, %c2048 : i32
        %base = arith.addi %stage, %first : i32
        %sum = scf.for %j = %c0 to %c16 step %c1 iter_args(%x = %acc0) -> (i32) : i32 {
          %k = arith.addi %base, %j : i32
          %p = llvm.getelementptr %smem[%k] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
          %v = llvm.load %p : !llvm.ptr<3> -> i32
          %y = arith.addi %x, %v : i32
          scf.yield %y : i32
        }
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        %st = nvvm.mbarrier.arrive %e : !llvm.ptr<3> -> i64
        nvvm.mbarrier.arrive %e_peer {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
        scf.yield %sum : i32
      }
      scf.yield %acc : i32
    } else {
      %lane0 = arith.cmpi eq, %tid, %c128 : i32
      scf.if %lane0 {
        %smem7 = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
        scf.for %i = %c0 to %iters step %c1 : i32 {
          %s = arith.remui %i, %c2 : i32
          %n = arith.divui %i, %c2 : i32
          %f = llvm.getelementptr %bars[%s] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %s2 = arith.addi %s, %c2 : i32
          %e = llvm.getelementptr %bars[%s2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
          %f_peer = nvvm.mapa %f, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
          %reuse = arith.cmpi uge, %i, %c2 : i32
          %wait = arith.andi %reuse, %keep_empty_wait : i1
          scf.if %wait {
            %before = arith.subi %n, %c1 : i32
            %parity = arith.remui %before, %c2 : i32
            nvvm.mbarrier.try_wait.parity %e, %parity, %ticks : !llvm.ptr<3>, i32, i32
          }
          nvvm.mbarrier.arrive.expect_tx %f, %c4096 : !llvm.ptr<3>, i32
          nvvm.mbarrier.arrive.expect_tx %f_peer, %c4096 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
          %stage = arith.muli %s, %c8192 : i32
          %half = arith.muli %rank, %c4096 : i32
          %offset = arith.addi %stage, %half : i32
          %dst = llvm.getelementptr %smem7[%offset] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i8
          %cli = arith.muli %cl, %iters : i32
          %tile = arith.addi %cli, %i : i32
          %tile_row = arith.muli %tile, %c64 : i32
          %half_row = arith.muli %rank, %c32 : i32
          %y = arith.addi %tile_row, %half_row : i32
          nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %gmap, %f, box[%c0, %y] multicast_mask = %mask : !llvm.ptr<7>, !llvm.ptr
        }
      }
      scf.yield %c0 : i32
    }
    scf.if %is_consumer {
      %factor = arith.addi %rank, %c1 : i32
      %result = arith.muli %total, %factor : i32
      %b128 = arith.muli %bx, %c128 : i32
      %index = arith.addi %b128, %tid : i32
      %q = llvm.getelementptr %out[%index] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %result, %q : i32, !llvm.ptr<1>
    }
    // The last arrivals on the peer's empty mbarriers before either exits.
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    llvm.return
  }
  llvm.mlir.global internal @inbox() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<520 x i8>

  llvm.func @remote_write(%out: !llvm.ptr<1>, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c1000 = arith.constant 1000 : i32
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cl = nvvm.read.ptx.sreg.clusterid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    // Flag 1: the arrive on rank 0's mbarrier has CTA scope.
    %f1 = arith.andi %flags, %c1 : i32
    %cta_scope = arith.cmpi ne, %f1, %c0 : i32
    %smem = llvm.mlir.addressof @inbox : !llvm.ptr<3>
    %bar = llvm.getelementptr %smem[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    nvvm.barrier0
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    %writer = arith.cmpi eq, %rank, %c1 : i32
    scf.if %writer {
      %far = nvvm.mapa %smem, %c0 : !llvm.ptr<3> -> !llvm.ptr<7>
      %slot = llvm.getelementptr %far[%tid] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i32
      %base = arith.muli %cl, %c1000 : i32
      %value = arith.addi %base, %tid : i32
      llvm.store %value, %slot : i32, !llvm.ptr<7>
      // The CTA's stores before thread 0's arrive.
      nvvm.barrier0
      scf.if %is0 {
        %far_bar = nvvm.mapa %bar, %c0 : !llvm.ptr<3> -> !llvm.ptr<7>
        scf.if %cta_scope {
          nvvm.mbarrier.arrive %far_bar {scope = #nvvm.mem_scope<cta>} : !llvm.ptr<7>
        } else {
          nvvm.mbarrier.arrive %far_bar {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
        }
      }
    } else {
      nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
      %mine = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %x = llvm.load %mine : !llvm.ptr<3> -> i32
      %row = arith.muli %cl, %c64 : i32
      %idx = arith.addi %row, %tid : i32
      %q = llvm.getelementptr %out[%idx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %x, %q : i32, !llvm.ptr<1>
    }
    // No CTA exits while its peer may still use its shared memory.
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    llvm.return
  }
}
