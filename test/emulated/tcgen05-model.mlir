// The emulator's model of Blackwell's tensor memory and tcgen05 ops
// (tcgen05.alloc/dealloc/relinquish_alloc_permit, tcgen05.st/ld of shapes
// 16x256b and 32x32b, tcgen05.mma.cta_group::1.kind::f16 with A and B in
// shared memory, tcgen05.commit to an mbarrier, tcgen05.wait and
// tcgen05.fence) against matrix products computed in Python, and the errors
// it reports for kernels that leave out a step.
//
// @mma (128 threads): warp 0 allocates %cols columns; every thread copies A
// (M x 32, row-major in %a) and B (32 x N, row-major in %b), f16 or bf16
// bits, into shared memory in a canonical layout of the PTX ISA (as
// wgmma-model.mlir does; mode 0 no swizzle, 1, 2, 3 the 128-, 64- and
// 32-byte swizzles; A K-major, B K-major or with %bmn MN-major), and stores
// the initial accumulator C (M x N f32 in %c) into tensor memory where the
// data-path layout of M puts D: M = 128 row i at lane i (tcgen05.st.32x32b),
// M = 64 rows 16 w .. 16 w + 15 at lanes 32 w .. 32 w + 15
// (tcgen05.st.16x256b); tcgen05.wait::st, tcgen05.fence::before_thread_sync,
// a barrier and tcgen05.fence::after_thread_sync order the stores before the
// products. Thread 0 computes D = A0 B0 (+ C where %acc) and D += (-A1) B1
// (K halves 0-15 and 16-31, instruction descriptors with M, N, the types,
// the majors and the negation of A) and commits to an mbarrier; every thread
// waits for its phase, fences, and reads its rows of D with
// tcgen05.ld.16x256b.x1 per 8 columns (two halves of 16 lanes per warp for
// M = 128) into %d; warp 0 deallocates after a barrier.
// Arguments after the buffers: M, N, bf16, the modes of A and B, B
// MN-major, the columns to allocate, acc, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tcgen05_model_ref.py %t
//
// M = 128, f16: A and B K-major with the 128-byte swizzle, D = A0 B0 + C ...;
// A with the 32-byte swizzle and B MN-major with the 64-byte one, D = A0 B0
// ...; flags & 4096: D read with tcgen05.ld.32x32b.x2.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=0 --compare=d:%t/m128_d1.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M128
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=3 --i32=2 --i32=1 \
// RUN:   --i32=64 --i32=0 --i32=0 --compare=d:%t/m128_d0.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M128
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=2 --i32=0 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=4096 --compare=d:%t/m128_d1.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M128
// M128: compare d: 4096 elements match
// M = 128, bf16, N = 16: no swizzle, B MN-major.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:4096:%t/m128b_a.bin \
// RUN:   --buffer=b:bf16:512:%t/m128b_b.bin --buffer=c:f32:2048:%t/m128b_c.bin \
// RUN:   --buffer=d:f32:2048:zeros --i32=128 --i32=16 --i32=1 --i32=0 --i32=0 --i32=1 \
// RUN:   --i32=32 --i32=1 --i32=0 --compare=d:%t/m128b_d1.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M128B
// M128B: compare d: 2048 elements match
// M = 64, bf16, N = 48: A with the 64-byte swizzle, B MN-major with the
// 32-byte one; then no swizzle, B K-major, D = A0 B0 ...
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:bf16:1536:%t/m64_b.bin --buffer=c:f32:3072:%t/m64_c.bin \
// RUN:   --buffer=d:f32:3072:zeros --i32=64 --i32=48 --i32=1 --i32=2 --i32=3 --i32=1 \
// RUN:   --i32=64 --i32=1 --i32=0 --compare=d:%t/m64_d1.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M64
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:bf16:1536:%t/m64_b.bin --buffer=c:f32:3072:%t/m64_c.bin \
// RUN:   --buffer=d:f32:3072:zeros --i32=64 --i32=48 --i32=1 --i32=0 --i32=0 --i32=0 \
// RUN:   --i32=64 --i32=0 --i32=0 --compare=d:%t/m64_d0.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M64
// M64: compare d: 3072 elements match
// M = 64, f16, N = 64 (A 32-byte, B K-major 64-byte swizzle), and bf16,
// N = 8 (both 128-byte swizzle, B MN-major: a part of a swizzle atom).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:2048:%t/m64f_a.bin \
// RUN:   --buffer=b:f16:2048:%t/m64f_b.bin --buffer=c:f32:4096:%t/m64f_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=64 --i32=64 --i32=0 --i32=3 --i32=2 --i32=0 \
// RUN:   --i32=64 --i32=0 --i32=0 --compare=d:%t/m64f_d0.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M64F
// M64F: compare d: 4096 elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:2048:%t/m64n8_a.bin \
// RUN:   --buffer=b:bf16:256:%t/m64n8_b.bin --buffer=c:f32:512:%t/m64n8_c.bin \
// RUN:   --buffer=d:f32:512:zeros --i32=64 --i32=8 --i32=1 --i32=1 --i32=1 --i32=1 \
// RUN:   --i32=32 --i32=1 --i32=0 --compare=d:%t/m64n8_d1.bin:rtol=0,atol=0 \
// RUN:   | FileCheck %s --check-prefix=M64N8
// M64N8: compare d: 512 elements match
//
// The flags leave out or add a step; each is an error (M = 128, or M = 64
// where the layout matters).
// 1: the threads read D without waiting for the commit's mbarrier phase.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=1 2>&1 | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: line {{[0-9]+}}: the tcgen05.ld of thread 0 reads tensor memory (lane 0, column 480) that the tcgen05.mma of line {{[0-9]+}} (thread 0) writes, before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// 32: no tcgen05.fence::after_thread_sync between the wait and the reads.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:bf16:1536:%t/m64_b.bin --buffer=c:f32:3072:%t/m64_c.bin \
// RUN:   --buffer=d:f32:3072:zeros --i32=64 --i32=48 --i32=1 --i32=2 --i32=3 --i32=1 \
// RUN:   --i32=64 --i32=1 --i32=32 2>&1 | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: error: line {{[0-9]+}}: the tcgen05.ld of thread 0 reads tensor memory (lane 0, column 448) that the tcgen05.mma of line {{[0-9]+}} (thread 0) writes, and thread 0 executed no tcgen05.fence::after_thread_sync after its wait for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// 2: no tcgen05.commit: the phase the threads wait for never completes.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=2 2>&1 | FileCheck %s --check-prefix=NOCOMMIT
// NOCOMMIT: error: line {{[0-9]+}}: thread 0 waits for a phase of the mbarrier at 0x{{[0-9a-f]+}} that can never complete: 1 arrivals and 0 bytes missing
// 4: no tcgen05.dealloc.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=4 2>&1 | FileCheck %s --check-prefix=NODEALLOC
// NODEALLOC: error: line {{[0-9]+}}: block (0, 0, 0) ends with the 32 columns of tensor memory (from column 480) that warp 0 allocated here not deallocated (tcgen05.dealloc)
// 8: warp 1 reads the lanes of warp 0 (its rank in the warpgroup allows
// lanes 32-63 only).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:bf16:1536:%t/m64_b.bin --buffer=c:f32:3072:%t/m64_c.bin \
// RUN:   --buffer=d:f32:3072:zeros --i32=64 --i32=48 --i32=1 --i32=2 --i32=3 --i32=1 \
// RUN:   --i32=64 --i32=1 --i32=8 2>&1 | FileCheck %s --check-prefix=LANES
// LANES: error: line {{[0-9]+}}: warp 1 accesses lanes 0-15 of tensor memory with tcgen05.ld, outside lanes 32-63, which alone the warp of rank 1 in its warpgroup may access
// 16: thread 0 overwrites A while the products read it (before its wait).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=16 2>&1 | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: error: line {{[0-9]+}}: llvm.store of thread 0 writes shared byte 0x{{[0-9a-f]+}} that the tcgen05.mma of line {{[0-9]+}} (thread 0) reads, before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// 64: no tcgen05.wait::st before the products read the initial accumulator;
// 256: no tcgen05.fence::before_thread_sync after it (warp 1's stores);
// 512: no tcgen05.fence::after_thread_sync of thread 0 after the barrier.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=64 2>&1 | FileCheck %s --check-prefix=WAITST
// WAITST: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 0, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 0) wrote, before a tcgen05.wait::st of warp 0
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:bf16:2048:%t/m64_a.bin \
// RUN:   --buffer=b:bf16:1536:%t/m64_b.bin --buffer=c:f32:3072:%t/m64_c.bin \
// RUN:   --buffer=d:f32:3072:zeros --i32=64 --i32=48 --i32=1 --i32=2 --i32=3 --i32=1 \
// RUN:   --i32=64 --i32=1 --i32=256 2>&1 | FileCheck %s --check-prefix=FENCEST
// FENCEST: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 32, column 448) that the tcgen05.st of line {{[0-9]+}} (warp 1) wrote, and thread 32 executed no tcgen05.fence::before_thread_sync after its tcgen05.wait::st
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=512 2>&1 | FileCheck %s --check-prefix=FENCEMMA
// FENCEMMA: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 32, column 480) that the tcgen05.st of line {{[0-9]+}} (warp 1) wrote, and no barrier or mbarrier phase after the tcgen05.fence::before_thread_sync of thread 32, followed by a tcgen05.fence::after_thread_sync of thread 0, orders it before
// 128: warp 0 gives up the allocation permit before it allocates.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=128 2>&1 | FileCheck %s --check-prefix=RELINQUISH
// RELINQUISH: error: line {{[0-9]+}}: tcgen05.alloc of warp 0 after the tcgen05.relinquish_alloc_permit of line {{[0-9]+}} (the CTA gave up the right to allocate tensor memory)
// 1024: no barrier between the other warps' loads and the dealloc.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=1024 2>&1 | FileCheck %s --check-prefix=DEALLOC
// DEALLOC: error: line {{[0-9]+}}: the tcgen05.dealloc of warp 0 frees tensor memory (lane 32, column 480) that the tcgen05.ld of line {{[0-9]+}} (warp 1) reads, and no barrier or mbarrier phase after the tcgen05.wait::ld of thread 32 orders it before
// 2048: D N columns before the allocation.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=64 --i32=1 --i32=2048 2>&1 | FileCheck %s --check-prefix=COLUMNS
// COLUMNS: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 accesses columns 416-447 of tensor memory, and column 416 is not allocated by tcgen05.alloc (allocated: columns 448-511 (warp 0, line {{[0-9]+}}))
// 8192: no fence.proxy.async between the threads' stores of A and B and
// the products.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:f16:4096:%t/m128_a.bin \
// RUN:   --buffer=b:f16:1024:%t/m128_b.bin --buffer=c:f32:4096:%t/m128_c.bin \
// RUN:   --buffer=d:f32:4096:zeros --i32=128 --i32=32 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --i32=32 --i32=1 --i32=8192 2>&1 | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 0 wrote with no fence.proxy.async between (the write is in the generic proxy, the tcgen05.mma reads in the async proxy)
//
// @tma_mma (128 threads): thread 0 copies A (128 x 64 bf16) and B (32 x 64
// bf16) into shared memory with TMA (128-byte swizzle), waits for the
// mbarrier phase the copies complete, computes D = A B^T (M = 128, N = 32)
// in four K steps and commits to an mbarrier, while warps 1-3 wait for it
// (an scf.if that splits the threads: coroutines); every thread then reads
// its rows of D. Flags: 4: thread 0 waits for the commit's phase and copies
// A in again (the products are complete); 1: no wait for the copies;
// 2: A copied in again while the products read it.
// RUN: %tileiras-emulate %t/k.mlir --kernel=tma_mma --buffer=a:bf16:8192:%t/tma_a.bin \
// RUN:   --buffer=b:bf16:2048:%t/tma_b.bin --buffer=d:f32:4096:zeros --i32=0 \
// RUN:   --compare=d:%t/tma_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=TMA
// RUN: %tileiras-emulate %t/k.mlir --kernel=tma_mma --buffer=a:bf16:8192:%t/tma_a.bin \
// RUN:   --buffer=b:bf16:2048:%t/tma_b.bin --buffer=d:f32:4096:zeros --i32=4 \
// RUN:   --compare=d:%t/tma_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=TMA
// TMA: compare d: 4096 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tma_mma --buffer=a:bf16:8192:%t/tma_a.bin \
// RUN:   --buffer=b:bf16:2048:%t/tma_b.bin --buffer=d:f32:4096:zeros --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TMA-EARLY
// TMA-EARLY: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads shared byte 0x{{[0-9a-f]+}} before the TMA copy of line {{[0-9]+}} that writes it completed
// RUN: not %tileiras-emulate %t/k.mlir --kernel=tma_mma --buffer=a:bf16:8192:%t/tma_a.bin \
// RUN:   --buffer=b:bf16:2048:%t/tma_b.bin --buffer=d:f32:4096:zeros --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TMA-INFLIGHT
// TMA-INFLIGHT: error: line {{[0-9]+}}: the TMA copy of thread 0 writes shared byte 0x{{[0-9a-f]+}} that the tcgen05.mma of line {{[0-9]+}} (thread 0) reads, before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
//
// @allocs (64 threads): both warps allocate, record their addresses and
// deallocate (the model hands out the highest free block of the size).
// Then 512 columns that cannot be had (a deadlock), a column count that is
// no power of 2, a dealloc by the warp that did not allocate, two deallocs.
// RUN: %tileiras-emulate %t/k.mlir --kernel=allocs --buffer=d:i32:2:zeros --i32=128 \
// RUN:   --i32=256 --i32=0 --compare=d:%t/allocs_d.bin | FileCheck %s --check-prefix=ALLOCS
// ALLOCS: compare d: 2 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=allocs --buffer=d:i32:2:zeros --i32=256 \
// RUN:   --i32=512 --i32=0 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: error: line [[LINE:[0-9]+]]: deadlock: no thread can go on: threads 32-63 at the tcgen05.alloc of line [[LINE]] for 512 columns of tensor memory (allocated: columns 256-511 (warp 0, line [[LINE]]))
// RUN: not %tileiras-emulate %t/k.mlir --kernel=allocs --buffer=d:i32:2:zeros --i32=48 \
// RUN:   --i32=32 --i32=0 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: line {{[0-9]+}}: tcgen05.alloc of 48 columns (a power of 2 in 32..512)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=allocs --buffer=d:i32:2:zeros --i32=128 \
// RUN:   --i32=128 --i32=1 2>&1 | FileCheck %s --check-prefix=OWNER
// OWNER: error: line {{[0-9]+}}: warp 0 deallocates the tensor memory that warp 1 allocated (line {{[0-9]+}}): one warp allocates and deallocates
// RUN: not %tileiras-emulate %t/k.mlir --kernel=allocs --buffer=d:i32:2:zeros --i32=128 \
// RUN:   --i32=128 --i32=2 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: line {{[0-9]+}}: tcgen05.dealloc of 128 columns at 0x180 (lane 0, column 384), which is not an allocation of tcgen05.alloc (none allocated)
//
// @alloc_wait (64 threads, coroutines): warp 1's tcgen05.alloc of 512
// columns waits until warp 0 frees them; with flags & 1 warp 0 never does.
// RUN: %tileiras-emulate %t/k.mlir --kernel=alloc_wait --buffer=d:i32:1:zeros --i32=0 \
// RUN:   --compare=d:%t/alloc_wait_d.bin | FileCheck %s --check-prefix=WAIT
// WAIT: compare d: 1 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=alloc_wait --buffer=d:i32:1:zeros --i32=1 \
// RUN:   2>&1 | FileCheck %s --check-prefix=NEVER
// NEVER: error: line {{[0-9]+}}: deadlock: no thread can go on: threads 0-31 at the end of their region of the scf.if of line {{[0-9]+}}; threads 32-63 at the tcgen05.alloc of line {{[0-9]+}} for 512 columns of tensor memory (allocated: columns 0-511 (warp 0, line {{[0-9]+}}))

gpu.module @tcgen05 {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<32768 x i8>
  llvm.mlir.global internal @aux() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x i8>

  llvm.func @mma(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %m: i32, %n: i32, %bf16: i32, %modeA: i32, %modeB: i32, %bmn: i32, %cols: i32, %acc: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c17 = arith.constant 17 : i32
    %c24 = arith.constant 24 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c8192 = arith.constant 8192 : i32
    %c16384 = arith.constant 16384 : i32
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c46_i64 = arith.constant 46 : i64
    %c61_i64 = arith.constant 61 : i64
    %ticks = arith.constant 10000000 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // The shared window address of the tiles (matrix-descriptor-encode
    // takes bits 4-17 of it).
    %tiles_ptr = llvm.ptrtoint %tiles : !llvm.ptr<3> to i64
    %c262143_i64 = arith.constant 262143 : i64
    %tiles_addr = arith.andi %tiles_ptr, %c262143_i64 : i64
    // The flags: %fK is true where flag K is set.
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %f2i = arith.andi %flags, %c2 : i32
    %f2 = arith.cmpi ne, %f2i, %c0 : i32
    %f4i = arith.andi %flags, %c4 : i32
    %f4 = arith.cmpi ne, %f4i, %c0 : i32
    %f8i = arith.andi %flags, %c8 : i32
    %f8 = arith.cmpi ne, %f8i, %c0 : i32
    %f16i = arith.andi %flags, %c16 : i32
    %f16 = arith.cmpi ne, %f16i, %c0 : i32
    %f32i = arith.andi %flags, %c32 : i32
    %f32 = arith.cmpi ne, %f32i, %c0 : i32
    %f64i = arith.andi %flags, %c64 : i32
    %f64 = arith.cmpi ne, %f64i, %c0 : i32
    %f128i = arith.andi %flags, %c128 : i32
    %f128 = arith.cmpi ne, %f128i, %c0 : i32
    %c256 = arith.constant 256 : i32
    %f256i = arith.andi %flags, %c256 : i32
    %f256 = arith.cmpi ne, %f256i, %c0 : i32
    %f512i = arith.andi %flags, %c512 : i32
    %f512 = arith.cmpi ne, %f512i, %c0 : i32
    %c1024 = arith.constant 1024 : i32
    %f1024i = arith.andi %flags, %c1024 : i32
    %f1024 = arith.cmpi ne, %f1024i, %c0 : i32
    %c2048 = arith.constant 2048 : i32
    %f2048i = arith.andi %flags, %c2048 : i32
    %f2048 = arith.cmpi ne, %f2048i, %c0 : i32

    // The layout parameters of mode 1, 2, 3 (128-, 64-, 32-byte swizzle):
    // rows of W bytes, E = W / 2 elements, the XOR mask of Swizzle<B,4,3>,
    // the descriptor's swizzling mode (2, 4, 6; 0 without swizzle).
    %a_none = arith.cmpi eq, %modeA, %c0 : i32
    %a_is1 = arith.cmpi eq, %modeA, %c1 : i32
    %a_is2 = arith.cmpi eq, %modeA, %c2 : i32
    %a_w64 = arith.select %a_is2, %c64, %c32 : i32
    %a_w = arith.select %a_is1, %c128, %a_w64 : i32
    %a_e = arith.divui %a_w, %c2 : i32
    %a_m3 = arith.select %a_is2, %c3, %c1 : i32
    %a_m7 = arith.select %a_is1, %c7, %a_m3 : i32
    %a_mask = arith.select %a_none, %c0, %a_m7 : i32
    %a_code = arith.muli %modeA, %c2 : i32
    %b_none = arith.cmpi eq, %modeB, %c0 : i32
    %b_is1 = arith.cmpi eq, %modeB, %c1 : i32
    %b_is2 = arith.cmpi eq, %modeB, %c2 : i32
    %b_w64 = arith.select %b_is2, %c64, %c32 : i32
    %b_w = arith.select %b_is1, %c128, %b_w64 : i32
    %b_e = arith.divui %b_w, %c2 : i32
    %b_m3 = arith.select %b_is2, %c3, %c1 : i32
    %b_m7 = arith.select %b_is1, %c7, %b_m3 : i32
    %b_mask = arith.select %b_none, %c0, %b_m7 : i32
    %b_code = arith.muli %modeB, %c2 : i32
    %b_mnmajor = arith.cmpi ne, %bmn, %c0 : i32
    // A, K-major, M rows: no swizzle LBO 128, SBO 512; swizzled SBO 8 W
    // and an atom of (M / 8) SBO bytes for every E elements of K.
    %a_sbo_s = arith.muli %a_w, %c8 : i32
    %a_sbo = arith.select %a_none, %c512, %a_sbo_s : i32
    %a_lbo = arith.select %a_none, %c128, %c0 : i32
    %m8 = arith.divui %m, %c8 : i32
    %a_atom = arith.muli %m8, %a_sbo : i32
    // B, K-major, N rows: the same with N; MN-major: no swizzle SBO 128,
    // LBO 16 N; swizzled SBO 8 W, LBO 4 SBO (K = 32).
    %b_sbo_s = arith.muli %b_w, %c8 : i32
    %b_sbo_k = arith.select %b_none, %c512, %b_sbo_s : i32
    %b_lbo_k = arith.select %b_none, %c128, %c0 : i32
    %n8 = arith.divui %n, %c8 : i32
    %b_atom = arith.muli %n8, %b_sbo_k : i32
    %b_sbo_mn = arith.select %b_none, %c128, %b_sbo_s : i32
    %n16 = arith.muli %n, %c16 : i32
    %b_lbo_s = arith.muli %b_sbo_s, %c4 : i32
    %b_lbo_mn = arith.select %b_none, %n16, %b_lbo_s : i32
    %b_sbo = arith.select %b_mnmajor, %b_sbo_mn, %b_sbo_k : i32
    %b_lbo = arith.select %b_mnmajor, %b_lbo_mn, %b_lbo_k : i32

    // Thread 0 initializes the mbarrier; warp 0 allocates tensor memory
    // (flags & 128: after giving up the permit).
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    }
    scf.if %isw0 {
      scf.if %f128 {
        nvvm.tcgen05.relinquish_alloc_permit
      }
      nvvm.tcgen05.alloc %slot, %cols : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }

    // A (M x 32, row-major in %a) into the tile at byte 0.
    %a_count = arith.muli %m, %c32 : i32
    scf.for %ia = %tid to %a_count step %c128 : i32 {
      %ra = arith.divui %ia, %c32 : i32
      %ka = arith.remui %ia, %c32 : i32
      %src = llvm.getelementptr %a[%ia] : (!llvm.ptr, i32) -> !llvm.ptr, i16
      %va = llvm.load %src : !llvm.ptr -> i16
      // no swizzle: (mn % 8) 16 + (mn / 8) SBO + (k % 8) 2 + (k / 8) LBO
      %mn8 = arith.remui %ra, %c8 : i32
      %mnh = arith.divui %ra, %c8 : i32
      %k8 = arith.remui %ka, %c8 : i32
      %kh = arith.divui %ka, %c8 : i32
      %n0 = arith.muli %mn8, %c16 : i32
      %n1 = arith.muli %mnh, %a_sbo : i32
      %n2 = arith.muli %k8, %c2 : i32
      %n3 = arith.muli %kh, %a_lbo : i32
      %n01 = arith.addi %n0, %n1 : i32
      %n23 = arith.addi %n2, %n3 : i32
      %off_none = arith.addi %n01, %n23 : i32
      // swizzled: (k / E) atom + (mn % 8) W + (mn / 8) SBO + (k % E) 2
      %kq = arith.divui %ka, %a_e : i32
      %kr = arith.remui %ka, %a_e : i32
      %s0 = arith.muli %kq, %a_atom : i32
      %s1 = arith.muli %mn8, %a_w : i32
      %s2 = arith.muli %kr, %c2 : i32
      %s01 = arith.addi %s0, %s1 : i32
      %s012 = arith.addi %s01, %n1 : i32
      %off_swz = arith.addi %s012, %s2 : i32
      %off = arith.select %a_none, %off_none, %off_swz : i32
      %line = arith.shrui %off, %c7 : i32
      %bits = arith.andi %line, %a_mask : i32
      %flip = arith.shli %bits, %c4 : i32
      %phys = arith.xori %off, %flip : i32
      %dst = llvm.getelementptr %tiles[%phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %va, %dst : i16, !llvm.ptr<3>
    }
    // B (32 x N, row-major in %b) into the tile at byte 16384.
    %b_count = arith.muli %n, %c32 : i32
    scf.for %ib = %tid to %b_count step %c128 : i32 {
      %kb = arith.divui %ib, %n : i32
      %jb = arith.remui %ib, %n : i32
      %src = llvm.getelementptr %b[%ib] : (!llvm.ptr, i32) -> !llvm.ptr, i16
      %vb = llvm.load %src : !llvm.ptr -> i16
      %mn8 = arith.remui %jb, %c8 : i32
      %mnh = arith.divui %jb, %c8 : i32
      %k8 = arith.remui %kb, %c8 : i32
      %kh = arith.divui %kb, %c8 : i32
      // K-major as A.
      %n0 = arith.muli %mn8, %c16 : i32
      %n1 = arith.muli %mnh, %b_sbo : i32
      %n2 = arith.muli %k8, %c2 : i32
      %n3 = arith.muli %kh, %b_lbo : i32
      %n01 = arith.addi %n0, %n1 : i32
      %n23 = arith.addi %n2, %n3 : i32
      %k_none = arith.addi %n01, %n23 : i32
      %kq = arith.divui %kb, %b_e : i32
      %kr = arith.remui %kb, %b_e : i32
      %s0 = arith.muli %kq, %b_atom : i32
      %s1 = arith.muli %mn8, %b_w : i32
      %s2 = arith.muli %kr, %c2 : i32
      %s01 = arith.addi %s0, %s1 : i32
      %s012 = arith.addi %s01, %n1 : i32
      %k_swz = arith.addi %s012, %s2 : i32
      %k_off = arith.select %b_none, %k_none, %k_swz : i32
      // MN-major, no swizzle: (mn % 8) 2 + (mn / 8) SBO + (k % 8) 16 + (k / 8) LBO
      %t0 = arith.muli %mn8, %c2 : i32
      %t1 = arith.muli %mnh, %b_sbo : i32
      %t2 = arith.muli %k8, %c16 : i32
      %t3 = arith.muli %kh, %b_lbo : i32
      %t01 = arith.addi %t0, %t1 : i32
      %t23 = arith.addi %t2, %t3 : i32
      %mn_none = arith.addi %t01, %t23 : i32
      // MN-major, swizzled: (mn % E) 2 + (mn / E) LBO + (k % 8) W + (k / 8) SBO
      %me = arith.remui %jb, %b_e : i32
      %mq = arith.divui %jb, %b_e : i32
      %u0 = arith.muli %me, %c2 : i32
      %u1 = arith.muli %mq, %b_lbo : i32
      %u2 = arith.muli %k8, %b_w : i32
      %u3 = arith.muli %kh, %b_sbo : i32
      %u01 = arith.addi %u0, %u1 : i32
      %u23 = arith.addi %u2, %u3 : i32
      %mn_swz = arith.addi %u01, %u23 : i32
      %mn_off = arith.select %b_none, %mn_none, %mn_swz : i32
      %rel = arith.select %b_mnmajor, %mn_off, %k_off : i32
      %off = arith.addi %rel, %c16384 : i32
      %line = arith.shrui %off, %c7 : i32
      %bits = arith.andi %line, %b_mask : i32
      %flip = arith.shli %bits, %c4 : i32
      %phys = arith.xori %off, %flip : i32
      %dst = llvm.getelementptr %tiles[%phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %vb, %dst : i16, !llvm.ptr<3>
    }
    // The stores are in the generic proxy, the products read in the async
    // one (flags & 8192: no fence.proxy.async).
    %c8192f = arith.constant 8192 : i32
    %f8192i = arith.andi %flags, %c8192f : i32
    %f8192 = arith.cmpi ne, %f8192i, %c0 : i32
    scf.if %f8192 {
    } else {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    nvvm.barrier0

    // The tensor memory address: lane 0, the first column of the allocation.
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %w4 = arith.remui %warp, %c4 : i32
    %w32 = arith.muli %w4, %c32 : i32
    %is128 = arith.cmpi eq, %m, %c128 : i32

    // The initial accumulator C (M x N f32 in %c) into D: M = 128 row i at
    // lane i, with tcgen05.st.32x32b (thread l of warp w holds row 32 w + l,
    // register j column j); M = 64 row 16 k + r at lane 32 k + r, with
    // tcgen05.st.16x256b.x1 per 8 columns (register r of thread l: row
    // l / 4 + 8 (r / 2), column 2 (l % 4) + r % 2).
    %nchunks = arith.divui %n, %c8 : i32
    scf.if %is128 {
      %row = arith.addi %w32, %lane : i32
      %rowbase = arith.muli %row, %n : i32
      %lanebits = arith.shli %w32, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %j = %c0 to %n step %c1 : i32 {
        %idx = arith.addi %rowbase, %j : i32
        %src = llvm.getelementptr %c[%idx] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %v = llvm.load %src : !llvm.ptr -> i32
        %ta = arith.addi %tw, %j : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
      }
    } else {
      %w16 = arith.muli %w4, %c16 : i32
      %g = arith.divui %lane, %c4 : i32
      %q2 = arith.remui %lane, %c4 : i32
      %q = arith.muli %q2, %c2 : i32
      %row0 = arith.addi %w16, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %r0base = arith.muli %row0, %n : i32
      %r1base = arith.muli %row1, %n : i32
      %lanebits = arith.shli %w32, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %ch = %c0 to %nchunks step %c1 : i32 {
        %col8 = arith.muli %ch, %c8 : i32
        %col = arith.addi %col8, %q : i32
        %i0 = arith.addi %r0base, %col : i32
        %i2 = arith.addi %r1base, %col : i32
        %p0 = llvm.getelementptr %c[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p2 = llvm.getelementptr %c[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %v01 = llvm.load %p0 : !llvm.ptr -> vector<2xi32>
        %v23 = llvm.load %p2 : !llvm.ptr -> vector<2xi32>
        %e0 = llvm.extractelement %v01[%c0 : i32] : vector<2xi32>
        %e1 = llvm.extractelement %v01[%c1 : i32] : vector<2xi32>
        %e2 = llvm.extractelement %v23[%c0 : i32] : vector<2xi32>
        %e3 = llvm.extractelement %v23[%c1 : i32] : vector<2xi32>
        %vp = llvm.mlir.poison : vector<4xi32>
        %x0 = llvm.insertelement %e0, %vp[%c0 : i32] : vector<4xi32>
        %x1 = llvm.insertelement %e1, %x0[%c1 : i32] : vector<4xi32>
        %x2 = llvm.insertelement %e2, %x1[%c2 : i32] : vector<4xi32>
        %v = llvm.insertelement %e3, %x2[%c3 : i32] : vector<4xi32>
        %ta = arith.addi %tw, %col8 : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
      }
    }
    // flags & 64: no tcgen05.wait::st; & 256: no tcgen05.fence::before_thread_sync.
    scf.if %f64 {
    } else {
      nvvm.tcgen05.wait <store>
    }
    scf.if %f256 {
    } else {
      nvvm.tcgen05.fence <before>
    }
    nvvm.barrier0
    // flags & 512: no tcgen05.fence::after_thread_sync before the products.
    scf.if %f512 {
    } else {
      nvvm.tcgen05.fence <after>
    }

    // Thread 0: D = A0 B0 (+ C with %acc), then D += (-A1) B1 (K halves
    // 0-15 and 16-31), and a commit to the mbarrier.
    scf.if %is0 {
      // The instruction descriptors: F32 D, A and B types, B major, N, M;
      // the second also negates A (bit 13).
      %ty7 = arith.shli %bf16, %c7 : i32
      %ty10a = arith.constant 10 : i32
      %ty10 = arith.shli %bf16, %ty10a : i32
      %bm16 = arith.shli %bmn, %c16 : i32
      %n3 = arith.shrui %n, %c3 : i32
      %nf = arith.shli %n3, %c17 : i32
      %m4 = arith.shrui %m, %c4 : i32
      %mf = arith.shli %m4, %c24 : i32
      %i0 = arith.ori %c16, %ty7 : i32
      %i1 = arith.ori %i0, %ty10 : i32
      %i2 = arith.ori %i1, %bm16 : i32
      %i3 = arith.ori %i2, %nf : i32
      %idesc0 = arith.ori %i3, %mf : i32
      %c8192b = arith.constant 8192 : i32
      %idesc1 = arith.ori %idesc0, %c8192b : i32
      // The descriptors of K half h: A starts at (no swizzle) 2 h LBO, or
      // (16 h / E) atom + (16 h % E) 2; B K-major the same, B MN-major at
      // 2 h LBO (no swizzle) or 2 h SBO.
      %a_l4 = arith.shrui %a_lbo, %c4 : i32
      %a_l64 = arith.extui %a_l4 : i32 to i64
      %a_lf = arith.shli %a_l64, %c16_i64 : i64
      %a_s4 = arith.shrui %a_sbo, %c4 : i32
      %a_s64 = arith.extui %a_s4 : i32 to i64
      %a_sf = arith.shli %a_s64, %c32_i64 : i64
      %a_c64 = arith.extui %a_code : i32 to i64
      %a_cf = arith.shli %a_c64, %c61_i64 : i64
      %one = arith.constant 1 : i64
      %fixed = arith.shli %one, %c46_i64 : i64
      %a_f0 = arith.ori %a_lf, %a_sf : i64
      %a_f1 = arith.ori %a_f0, %a_cf : i64
      %a_fields = arith.ori %a_f1, %fixed : i64
      %b_l4 = arith.shrui %b_lbo, %c4 : i32
      %b_l64 = arith.extui %b_l4 : i32 to i64
      %b_lf = arith.shli %b_l64, %c16_i64 : i64
      %b_s4 = arith.shrui %b_sbo, %c4 : i32
      %b_s64 = arith.extui %b_s4 : i32 to i64
      %b_sf = arith.shli %b_s64, %c32_i64 : i64
      %b_c64 = arith.extui %b_code : i32 to i64
      %b_cf = arith.shli %b_c64, %c61_i64 : i64
      %b_f0 = arith.ori %b_lf, %b_sf : i64
      %b_f1 = arith.ori %b_f0, %b_cf : i64
      %b_fields = arith.ori %b_f1, %fixed : i64
      // K half 1: start offsets.
      %a1_none = arith.muli %a_lbo, %c2 : i32
      %a1_q = arith.divui %c16, %a_e : i32
      %a1_r = arith.remui %c16, %a_e : i32
      %a1_qa = arith.muli %a1_q, %a_atom : i32
      %a1_r2 = arith.muli %a1_r, %c2 : i32
      %a1_swz = arith.addi %a1_qa, %a1_r2 : i32
      %a1 = arith.select %a_none, %a1_none, %a1_swz : i32
      %b1k_none = arith.muli %b_lbo, %c2 : i32
      %b1k_q = arith.divui %c16, %b_e : i32
      %b1k_r = arith.remui %c16, %b_e : i32
      %b1k_qa = arith.muli %b1k_q, %b_atom : i32
      %b1k_r2 = arith.muli %b1k_r, %c2 : i32
      %b1k_swz = arith.addi %b1k_qa, %b1k_r2 : i32
      %b1k = arith.select %b_none, %b1k_none, %b1k_swz : i32
      %b1mn_swz = arith.muli %b_sbo, %c2 : i32
      %b1mn = arith.select %b_none, %b1k_none, %b1mn_swz : i32
      %b1 = arith.select %b_mnmajor, %b1mn, %b1k : i32
      %b1t = arith.addi %b1, %c16384 : i32
      %a0s = arith.shrui %tiles_addr, %c4_i64 : i64
      %da0 = arith.ori %a_fields, %a0s : i64
      %a1_64 = arith.extui %a1 : i32 to i64
      %a1_addr = arith.addi %tiles_addr, %a1_64 : i64
      %a1s = arith.shrui %a1_addr, %c4_i64 : i64
      %da1 = arith.ori %a_fields, %a1s : i64
      %b0_64 = arith.extui %c16384 : i32 to i64
      %b0_addr = arith.addi %tiles_addr, %b0_64 : i64
      %b0s = arith.shrui %b0_addr, %c4_i64 : i64
      %db0 = arith.ori %b_fields, %b0s : i64
      %b1_64 = arith.extui %b1t : i32 to i64
      %b1_addr = arith.addi %tiles_addr, %b1_64 : i64
      %b1s = arith.shrui %b1_addr, %c4_i64 : i64
      %db1 = arith.ori %b_fields, %b1s : i64
      // flags & 2048: D N columns before the allocation.
      %dback = arith.subi %taddr, %n : i32
      %dcol = arith.select %f2048, %dback, %taddr : i32
      %dt = llvm.inttoptr %dcol : i32 to !llvm.ptr<6>
      %acc1 = arith.cmpi ne, %acc, %c0 : i32
      nvvm.tcgen05.mma %dt, %da0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
      nvvm.tcgen05.mma %dt, %da1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
      // flags & 2: no commit.
      scf.if %f2 {
      } else {
        nvvm.tcgen05.commit %bar : !llvm.ptr<3>
      }
      // flags & 16: thread 0 overwrites A while the products are in flight.
      scf.if %f16 {
        %zero = arith.constant 0 : i16
        llvm.store %zero, %tiles : i16, !llvm.ptr<3>
      }
    }
    // flags & 1: no wait for the commit's phase; & 32: no fence after it.
    scf.if %f1 {
    } else {
      nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    }
    scf.if %f32 {
    } else {
      nvvm.tcgen05.fence <after>
    }

    // D out with tcgen05.ld.16x256b.x1 per 8 columns: M = 128 in two halves
    // of 16 lanes per warp (lanes and rows 32 w + 16 h ..), M = 64 rows
    // 16 w .. at lanes 32 w .. (flags & 8: warp 1 reads warp 0's lanes).
    %halves = arith.select %is128, %c2, %c1 : i32
    %g = arith.divui %lane, %c4 : i32
    %q2 = arith.remui %lane, %c4 : i32
    %q = arith.muli %q2, %c2 : i32
    %w16 = arith.muli %w4, %c16 : i32
    %is1 = arith.cmpi eq, %warp, %c1 : i32
    %steal = arith.andi %is1, %f8 : i1
    // flags & 4096 (M = 128): tcgen05.ld.32x32b.x2 instead, thread l of
    // warp w row 32 w + l, register r column 2 j + r.
    %c4096 = arith.constant 4096 : i32
    %f4096i = arith.andi %flags, %c4096 : i32
    %f4096 = arith.cmpi ne, %f4096i, %c0 : i32
    %by32 = arith.andi %f4096, %is128 : i1
    scf.if %by32 {
      %row = arith.addi %w32, %lane : i32
      %rowbase = arith.muli %row, %n : i32
      %lanebits = arith.shli %w32, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %j = %c0 to %n step %c2 : i32 {
        %ta = arith.addi %tw, %j : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        %v = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
        nvvm.tcgen05.wait <load>
        %i0 = arith.addi %rowbase, %j : i32
        %i1 = arith.addi %i0, %c1 : i32
        %e0 = llvm.extractelement %v[%c0 : i32] : vector<2xi32>
        %e1 = llvm.extractelement %v[%c1 : i32] : vector<2xi32>
        %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %e0, %p0 : i32, !llvm.ptr
        llvm.store %e1, %p1 : i32, !llvm.ptr
      }
    } else {
    scf.for %h = %c0 to %halves step %c1 : i32 {
      %h16 = arith.muli %h, %c16 : i32
      %lb = arith.addi %w32, %h16 : i32
      %lb_x = arith.subi %lb, %c32 : i32
      %lanebase = arith.select %steal, %lb_x, %lb : i32
      %rb128 = arith.addi %w32, %h16 : i32
      %rowbase = arith.select %is128, %rb128, %w16 : i32
      %row0 = arith.addi %rowbase, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %r0base = arith.muli %row0, %n : i32
      %r1base = arith.muli %row1, %n : i32
      %lanebits = arith.shli %lanebase, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %ch = %c0 to %nchunks step %c1 : i32 {
        %col8 = arith.muli %ch, %c8 : i32
        %ta = arith.addi %tw, %col8 : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        %v = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
        nvvm.tcgen05.wait <load>
        %col = arith.addi %col8, %q : i32
        %i0 = arith.addi %r0base, %col : i32
        %i2 = arith.addi %r1base, %col : i32
        %e0 = llvm.extractelement %v[%c0 : i32] : vector<4xi32>
        %e1 = llvm.extractelement %v[%c1 : i32] : vector<4xi32>
        %e2 = llvm.extractelement %v[%c2 : i32] : vector<4xi32>
        %e3 = llvm.extractelement %v[%c3 : i32] : vector<4xi32>
        %i1 = arith.addi %i0, %c1 : i32
        %i3 = arith.addi %i2, %c1 : i32
        %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p3 = llvm.getelementptr %d[%i3] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %e0, %p0 : i32, !llvm.ptr
        llvm.store %e1, %p1 : i32, !llvm.ptr
        llvm.store %e2, %p2 : i32, !llvm.ptr
        llvm.store %e3, %p3 : i32, !llvm.ptr
      }
    }
    }
    // Every warp's loads are complete before the dealloc (flags & 1024:
    // no barrier between); flags & 4: no dealloc.
    nvvm.tcgen05.fence <before>
    scf.if %f1024 {
    } else {
      nvvm.barrier0
    }
    scf.if %isw0 {
      nvvm.tcgen05.fence <after>
      scf.if %f4 {
      } else {
        %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
        nvvm.tcgen05.dealloc %tp, %cols : !llvm.ptr<6>, i32
      }
    }
    llvm.return
  }

  llvm.mlir.global internal @maps(dense<0> : tensor<256xi8>) {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<256 x i8>

  llvm.func @tma_mma(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %d: !llvm.ptr, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c16384 = arith.constant 16384 : i32
    %c20480 = arith.constant 20480 : i32
    %c128_i32 = arith.constant 128 : i32
    %c128_i64 = arith.constant 128 : i64
    %c4_i64 = arith.constant 4 : i64
    %c32_i64 = arith.constant 32 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %ticks = arith.constant 10000000 : i32
    %true = arith.constant true
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    // The flags: %fK is true where flag K is set.
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %f2i = arith.andi %flags, %c2 : i32
    %f2 = arith.cmpi ne, %f2i, %c0 : i32
    %f4i = arith.andi %flags, %c4 : i32
    %f4 = arith.cmpi ne, %f4i, %c0 : i32
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %tile_b = llvm.getelementptr %tiles[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %tiles7 = llvm.addrspacecast %tiles : !llvm.ptr<3> to !llvm.ptr<7>
    %tile_b7 = llvm.addrspacecast %tile_b : !llvm.ptr<3> to !llvm.ptr<7>
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %full = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %done = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot = llvm.getelementptr %aux[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %pool = llvm.mlir.addressof @maps : !llvm.ptr<1>
    %map_a = llvm.getelementptr %pool[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %map_b = llvm.getelementptr %pool[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %gmap_a = llvm.addrspacecast %map_a : !llvm.ptr<1> to !llvm.ptr
    %gmap_b = llvm.addrspacecast %map_b : !llvm.ptr<1> to !llvm.ptr

    // Thread 0 builds the tensor maps of A (128 x 64 bf16) and B (32 x 64
    // bf16), rows of 128 bytes, boxes of all of it with the 128-byte
    // swizzle, and initializes the mbarriers full (the copies) and done
    // (the products); warp 0 allocates 32 columns.
    scf.if %is0 {
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map_a, %a : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %map_b, %b : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 128;", "l" %map_a : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, 128;", "l" %map_a : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 32;", "l" %map_b : (!llvm.ptr<1>) -> ()
      llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, 32;", "l" %map_b : (!llvm.ptr<1>) -> ()
      scf.for %mi = %c0 to %c2 step %c1 : i32 {
        %mo = arith.muli %mi, %c128 : i32
        %map = llvm.getelementptr %pool[%mo] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
        llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 64;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, 64;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l" %map, %c128_i64 : (!llvm.ptr<1>, i64) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 10;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 3;", "l" %map : (!llvm.ptr<1>) -> ()
        llvm.inline_asm has_side_effects "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;", "l" %map : (!llvm.ptr<1>) -> ()
      }
      nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
      nvvm.mbarrier.init %full, %c1 : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %done, %c1 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot, %c32 : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }
    nvvm.barrier0
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32

    // Warp 0: thread 0 copies A and B in, waits for them (flags & 1: not),
    // issues D = A B^T in four K steps of 16 and commits to done; flags & 2:
    // then copies A in again while the products read it; & 4: waits for
    // done first and then copies A in again (the products are over). The
    // other warps wait for done meanwhile.
    scf.if %isw0 {
      scf.if %is0 {
        nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap_a, %c128_i32
        nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %gmap_b, %c128_i32
        nvvm.mbarrier.arrive.expect_tx %full, %c20480 : !llvm.ptr<3>, i32
        nvvm.cp.async.bulk.tensor.shared.cluster.global %tiles7, %gmap_a, %full, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
        nvvm.cp.async.bulk.tensor.shared.cluster.global %tile_b7, %gmap_b, %full, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
        scf.if %f1 {
        } else {
          nvvm.mbarrier.try_wait.parity %full, %c0, %ticks : !llvm.ptr<3>, i32, i32
        }
        // Descriptors: K-major, 128-byte swizzle (mode 2), SBO 1024, the
        // K step i 32 bytes into the rows; the instruction descriptor: F32
        // D, BF16 A and B, N = 32, M = 128.
        %tiles_ptr = llvm.ptrtoint %tiles : !llvm.ptr<3> to i64
        %tiles_addr = arith.andi %tiles_ptr, %c262143_i64 : i64
        %fields = arith.constant 4611756662049472512 : i64
        %idesc = arith.constant 134743184 : i32
        %dt = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
        scf.for %ks = %c0 to %c4 step %c1 : i32 {
          %kb = arith.muli %ks, %c32 : i32
          %kb64 = arith.extui %kb : i32 to i64
          %a_addr = arith.addi %tiles_addr, %kb64 : i64
          %a_start = arith.shrui %a_addr, %c4_i64 : i64
          %da = arith.ori %fields, %a_start : i64
          %b_off = arith.addi %kb, %c16384 : i32
          %b_off64 = arith.extui %b_off : i32 to i64
          %b_addr = arith.addi %tiles_addr, %b_off64 : i64
          %b_start = arith.shrui %b_addr, %c4_i64 : i64
          %db = arith.ori %fields, %b_start : i64
          %accumulate = arith.cmpi ne, %ks, %c0 : i32
          nvvm.tcgen05.mma %dt, %da, %db, %idesc, %accumulate {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
        }
        nvvm.tcgen05.commit %done : !llvm.ptr<3>
        scf.if %f2 {
          nvvm.mbarrier.arrive.expect_tx %full, %c16384 : !llvm.ptr<3>, i32
          nvvm.cp.async.bulk.tensor.shared.cluster.global %tiles7, %gmap_a, %full, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
        }
        scf.if %f4 {
          nvvm.mbarrier.try_wait.parity %done, %c0, %ticks : !llvm.ptr<3>, i32, i32
          nvvm.mbarrier.arrive.expect_tx %full, %c16384 : !llvm.ptr<3>, i32
          nvvm.cp.async.bulk.tensor.shared.cluster.global %tiles7, %gmap_a, %full, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
          nvvm.mbarrier.try_wait.parity %full, %c1, %ticks : !llvm.ptr<3>, i32, i32
        }
      }
    } else {
      nvvm.mbarrier.try_wait.parity %done, %c0, %ticks : !llvm.ptr<3>, i32, i32
    }

    // Every thread: wait for done, then D out (128 x 32 f32 in %d) with
    // tcgen05.ld.16x256b.x1, two halves of 16 lanes per warp.
    nvvm.mbarrier.try_wait.parity %done, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence <after>
    %w32 = arith.muli %warp, %c32 : i32
    %g = arith.divui %lane, %c4 : i32
    %q2 = arith.remui %lane, %c4 : i32
    %q = arith.muli %q2, %c2 : i32
    scf.for %h = %c0 to %c2 step %c1 : i32 {
      %h16 = arith.muli %h, %c16 : i32
      %lb = arith.addi %w32, %h16 : i32
      %row0 = arith.addi %lb, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %r0base = arith.muli %row0, %c32 : i32
      %r1base = arith.muli %row1, %c32 : i32
      %lanebits = arith.shli %lb, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %ch = %c0 to %c4 step %c1 : i32 {
        %col8 = arith.muli %ch, %c8 : i32
        %ta = arith.addi %tw, %col8 : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        %v = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
        nvvm.tcgen05.wait <load>
        %col = arith.addi %col8, %q : i32
        %i0 = arith.addi %r0base, %col : i32
        %i2 = arith.addi %r1base, %col : i32
        %i1 = arith.addi %i0, %c1 : i32
        %i3 = arith.addi %i2, %c1 : i32
        %e0 = llvm.extractelement %v[%c0 : i32] : vector<4xi32>
        %e1 = llvm.extractelement %v[%c1 : i32] : vector<4xi32>
        %e2 = llvm.extractelement %v[%c2 : i32] : vector<4xi32>
        %e3 = llvm.extractelement %v[%c3 : i32] : vector<4xi32>
        %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p3 = llvm.getelementptr %d[%i3] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %e0, %p0 : i32, !llvm.ptr
        llvm.store %e1, %p1 : i32, !llvm.ptr
        llvm.store %e2, %p2 : i32, !llvm.ptr
        llvm.store %e3, %p3 : i32, !llvm.ptr
      }
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %isw0 {
      nvvm.tcgen05.fence <after>
      %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %tp, %c32 : !llvm.ptr<6>, i32
    }
    scf.if %is0 {
      nvvm.mbarrier.inval %full : !llvm.ptr<3>
      nvvm.mbarrier.inval %done : !llvm.ptr<3>
    }
    llvm.return
  }

  // Allocation: both warps allocate (%n0 and %n1 columns), write their
  // addresses to %d and deallocate (flags & 1: each the other's; & 2:
  // warp 0 twice).
  llvm.func @allocs(%d: !llvm.ptr, %n0: i32, %n1: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %f2i = arith.andi %flags, %c2 : i32
    %f2 = arith.cmpi ne, %f2i, %c0 : i32
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %w4 = arith.muli %warp, %c4 : i32
    %so = arith.addi %w4, %c16 : i32
    %slot = llvm.getelementptr %aux[%so] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %count = arith.select %isw0, %n0, %n1 : i32
    nvvm.tcgen05.alloc %slot, %count : !llvm.ptr<3>, i32
    nvvm.barrier0
    %addr = llvm.load %slot : !llvm.ptr<3> -> i32
    %is_lane0 = arith.cmpi eq, %lane, %c0 : i32
    scf.if %is_lane0 {
      %p = llvm.getelementptr %d[%warp] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %addr, %p : i32, !llvm.ptr
    }
    %other = arith.xori %warp, %c1 : i32
    %o4 = arith.muli %other, %c4 : i32
    %oo = arith.addi %o4, %c16 : i32
    %oslot = llvm.getelementptr %aux[%oo] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %oaddr = llvm.load %oslot : !llvm.ptr<3> -> i32
    %ocount = arith.select %isw0, %n1, %n0 : i32
    %daddr = arith.select %f1, %oaddr, %addr : i32
    %dcount = arith.select %f1, %ocount, %count : i32
    %tp = llvm.inttoptr %daddr : i32 to !llvm.ptr<6>
    nvvm.tcgen05.dealloc %tp, %dcount : !llvm.ptr<6>, i32
    %again = arith.andi %f2, %isw0 : i1
    scf.if %again {
      nvvm.tcgen05.dealloc %tp, %dcount : !llvm.ptr<6>, i32
    }
    nvvm.tcgen05.relinquish_alloc_permit
    llvm.return
  }

  // tcgen05.alloc waits for columns: warp 0 takes all 512 and then frees
  // them (flags & 1: never), warp 1 asks for 512 once warp 0 allocated
  // (an mbarrier phase) and writes its address to %d.
  llvm.func @alloc_wait(%d: !llvm.ptr, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c512 = arith.constant 512 : i32
    %ticks = arith.constant 10000000 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %is_lane0 = arith.cmpi eq, %lane, %c0 : i32
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot0 = llvm.getelementptr %aux[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot1 = llvm.getelementptr %aux[20] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    }
    nvvm.barrier0
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot0, %c512 : !llvm.ptr<3>, i32
      // The warp reads the address it wrote (no barrier needed).
      %a0 = llvm.load %slot0 : !llvm.ptr<3> -> i32
      scf.if %is_lane0 {
        nvvm.mbarrier.arrive %bar : !llvm.ptr<3>
      }
      scf.if %f1 {
      } else {
        %t0 = llvm.inttoptr %a0 : i32 to !llvm.ptr<6>
        nvvm.tcgen05.dealloc %t0, %c512 : !llvm.ptr<6>, i32
      }
    } else {
      nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
      nvvm.tcgen05.alloc %slot1, %c512 : !llvm.ptr<3>, i32
      %a1 = llvm.load %slot1 : !llvm.ptr<3> -> i32
      %is32 = arith.cmpi eq, %tid, %c32 : i32
      scf.if %is32 {
        llvm.store %a1, %d : i32, !llvm.ptr
      }
      %t1 = llvm.inttoptr %a1 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %t1, %c512 : !llvm.ptr<6>, i32
    }
    llvm.return
  }
}
