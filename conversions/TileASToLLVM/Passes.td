//===- Passes.td - nv_tileas bodies to LLVM/NVVM -------------*- tablegen -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_TD
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileASPipeline : Pass<"tileas-pipeline", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Feed a K loop's MMA operands through stages of shared memory with cp.async or TMA";
  let description = [{
    In a loop that writes no memory, an MMA operand that a weak load brings
    from a global view (at indices following the induction variable) and a
    conversion turns into ldmatrix fragments goes instead from global to
    shared memory by `cp.async`,
    through a ring of `stages` tiles of one swizzled buffer
    (`nv_tileas.alloc_tensor` marked `nv_tileas.pipeline_buffer`): the
    copies of the first `stages` - 1 iterations start before the loop;
    iteration i waits for its own (`nv_tileas.async.wait outstanding = N`,
    the copies of the next iterations still in flight), reads its fragments
    with ldmatrix (`nv_tileas.tiled_load` of the stage), and starts the
    copies of iteration i + `stages` - 1 (predicated on that iteration
    being in the loop: past the end they read nothing but still count).
    After the loop every copy is waited for. Tiles no longer pass through registers, and loads overlap
    the tensor cores. The kernel's hints decide where they speak: a
    `latency` hint (for the target's architecture) on a pipelined load asks
    for that many stages (Triton's `num_stages` reaches Tile IR as this
    hint; 1 keeps the loop as it is), and the shared memory the stages may
    take is what the target gives a block divided by the kernel's
    `occupancy` hint (2 without one). Fewer stages where they would take
    more; none below 2 or on targets without cp.async.

    A tf32 or 8-bit B loaded along N, which wgmma and ldmatrix read only
    K-major, is staged as its transpose and read as B's stored transpose;
    the copies of an 8-bit one are loads and stores (cp.async moves nothing
    narrower than 4 bytes), each thread moving a block of B's rows.

    On sm_90a, where every product of the loop is a wgmma on pipelined
    operands that only accumulates into what the loop carries, each K step
    leaves its wgmma group in flight (`nv_tileas.wgmma_in_flight = 1` on the
    product: `wgmma.wait_group 1`), so the tensor cores work while the next
    step begins. The copies then run one iteration less ahead (they must
    not overwrite the stage such a product still reads), and the pipeline
    takes one stage more where it fits; after the loop every product is
    waited for (`wgmma.wait_group 0`).

    On sm_90a and sm_100a, where every operand's tile is one TMA box (a
    view whose base and strides are provably multiples of 16 bytes, tiles
    of whole 32, 64 or 128-byte swizzle rows, zero or no padding, at most
    four operands), the copies are TMA copies (`use-tma`): before the loop
    the CTA claims a workspace of the module's descriptor pool
    (`nv_tileas.alloc_tma_workspace`), builds one descriptor per view
    (`nv_tileas.make_tiled_tma_desc`) and initializes one mbarrier per
    stage (`nv_tileas.async.mbarrier_init`): a full barrier (one arrival
    per operand) and an empty one (one per warp); thread 0 starts each
    stage's copies (`nv_tileas.async.tiled_tma_load`, arriving on the full
    barrier with the box's bytes expected), iteration i waits for phase
    (i / stages) & 1 of its stage's full barrier
    (`nv_tileas.async.mbarrier_try_wait.parity`); once a stage's reads are
    done (the end of the step, or of the next one where the products stay
    in flight) every thread fences its reads for the async proxy and each
    warp arrives on its empty barrier
    (`nv_tileas.async.mbarrier_arrive ... per_warp`), whose phase thread 0 waits for
    (`... issuer`) before refilling the stage: the loop has no CTA barrier.
    After the loop the barriers are invalidated and the workspace given
    back.

    On sm_100a, where the copies are TMA copies and every product of the
    loop is an f16 or bf16 product with f32 sums, or an f8 (f32 sums) or
    i8 (i32 sums) one (held as warpgroup accumulators) whose B is a stage
    (an 8-bit B along N is staged for such products alone) and whose A is
    a stage or a 16-bit tile in registers, the products run on tensor
    memory (`use-tensor-memory`):
    before the loop one allocation takes columns for every product's sums
    and A from registers (`nv_tileas.alloc_tensor_memory`); in the loop
    only thread 0 waits for the stage's full barrier, starts the step's
    products (`nv_tileas.async.tcgen05_mma`) and commits them to the
    stage's empty barrier (`nv_tileas.async.tcgen05_commit`, the barrier's
    one arrival). A product that only accumulates into what the loop
    carries keeps its sums there for the loop: stored before it
    (`nv_tileas.tensor_memory_store`), read back after every thread has
    waited for the last phase of each empty barrier
    (`nv_tileas.tensor_memory_load`). Any other product runs in the step:
    its sums are stored before it unless they start at zero (`overwrite`),
    the threads meet at a CTA barrier, thread 0 commits it to a barrier of
    its own, whose phase every thread waits for before loading the sums.
    An A from registers is stored as A, before the loop where it does not
    change. After the loop the columns are freed
    (`nv_tileas.dealloc_tensor_memory`).

    On sm_90a and sm_100a, in a kernel of 8 warps or more (whole
    warpgroups) with an occupancy hint of one CTA per SM, whose TMA-fed
    loop is at the kernel's top level, and whose loop bounds, views and
    copy indices are kernel arguments or pure scalar computations, the
    copies get a producer warpgroup of its own (`warp-specialize`): the
    kernel's ops become the else-region of an `scf.if` on the thread index
    (marked `nv_tileas.consumer_threads`, their CTA barriers named barriers
    among them), which starts with `setmaxnreg.inc` where the consumers
    hold their sums in registers; the then-region is the producer
    warpgroup (`setmaxnreg.dec` likewise), whose first thread computes the
    views and bounds again, builds the descriptors and, for every
    iteration, waits for the stage's empty barrier and starts its copies
    (ops marked `nv_tileas.issuer_thread`). The stages and barriers are
    made before the split, the barriers invalidated after both regions
    meet at a CTA barrier (tensor memory is allocated and freed in the
    consumers' region); the kernel is marked `nv_tileas.producer_warps`
    (its block is that many warps larger).

    In a kernel launched in clusters of C CTAs along x (its
    `num_cta_in_cga` hint, `nv_tileaa.kernel_spec`), a TMA-fed loop at the
    kernel's top level whose bounds are the same in every CTA copies an
    operand whose view and indices do not depend on the block index along
    x once per cluster: each CTA copies slice `%cluster_ctarank` of the
    tile's rows (of each panel) to every CTA
    (`nv_tileas.async.tiled_tma_load ... cluster_ctas(C)`), the stage's
    releases reach every CTA's empty barrier (`... cluster_ctas(C)` on
    `async.mbarrier_arrive` and `async.tcgen05_commit`), and cluster
    barriers follow the barriers' initialization and precede their
    invalidation. On sm_100a, in clusters of two, a loop whose one product
    keeps 128 rows of sums per CTA in tensor memory (not block-scaled, A
    staged, not warp-specialized) and whose B is the same in both CTAs is
    the CTA pair's product instead (`cta_pair`: tcgen05.mma.cta_group::2,
    M = 256): each CTA stages half of B, the odd CTA's thread 0 arrives on
    the even CTA's full barrier (`async.mbarrier_arrive ... issuer
    in_cta`), and the pair's commit releases both CTAs' stages.
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"3",
           "Tiles of each operand in flight (0 or 1: no pipelining)">,
    Option<"useTma", "use-tma", "bool", /*default=*/"true",
           "Copy by TMA through mbarriers where the target and the views "
           "allow (false: cp.async everywhere)">,
    Option<"useTensorMemory", "use-tensor-memory", "bool",
           /*default=*/"true",
           "On sm_100a, compute the products of TMA-fed loops with "
           "tcgen05.mma on tensor memory, their sums kept there for the "
           "loop or the product (false: mma.sync in registers)">,
    Option<"warpSpecialize", "warp-specialize", "bool", /*default=*/"true",
           "On sm_90a and sm_100a, give a kernel of 8 warps or more whose "
           "occupancy hint is one CTA per SM a producer warpgroup of its own that "
           "issues its TMA-fed loop's copies (false: thread 0 issues them "
           "between its own K steps)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::nv_tileas::TileASDialect"];
}

def TileASTmaStores : Pass<"tileas-tma-stores", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Store tiles to global views by TMA on sm_90a and sm_100a";
  let description = [{
    A weak `nv_tileas.tiled_store` of a tile to a global view, outside
    loops, whose view a TMA descriptor can describe (a base and strides
    provably multiples of 16 bytes, tiles of at most 256 elements per
    dimension in the memref's dimension order) and whose tile rows are 32,
    64 or 128 bytes, goes through shared memory instead: the threads store
    the tile into a buffer of the box's shape, swizzled as the TMA's pattern
    of that width, and thread 0 copies the buffer to the view
    with one `cp.async.bulk.tensor` (elements outside the view are not
    written) through a descriptor it builds in a workspace of the
    module's pool (`nv_tileas.alloc_tma_workspace`,
    `nv_tileas.make_tiled_tma_desc`, `nv_tileas.async.tiled_tma_store`),
    then waits for the copy (`nv_tileas.async.tma_store_wait`) before the
    buffer and the workspace are given back. Global stores of the tile's
    elements by every thread become shared-memory stores and one bulk copy.
  }];
  let options = [
    Option<"useTma", "use-tma", "bool", /*default=*/"true",
           "Store by TMA where the target and the views allow (false: "
           "leave the stores as they are)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::nv_tileas::TileASDialect"];
}

def TileASPlanSharedMemory : Pass<"tileas-plan-shared-memory", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Place every kernel's shared-memory buffers, reusing bytes between lifetimes";
  let description = [{
    Decides, before the lowering, where each buffer in shared memory lies.
    Buffers are the scratch area of an op that moves elements between
    threads (a layout conversion, reduce, scan, broadcast, permute, the
    dot fallback...), live while the op runs; an MMA operand staged for
    ldmatrix, live until the product that reads it; and an
    `nv_tileas.alloc_tensor`, live until the last use of a view of it.
    Buffers whose lifetimes overlap get disjoint bytes; the others may
    share them (largest first, at the lowest aligned offset that fits).
    Each op with a buffer gets `nv_tileas.shared_offset`, each kernel
    `nv_tileas.shared_bytes`; a kernel needing more than its target gives
    a block is a located error naming kernel and bytes. Above 48 KiB the
    lowering makes `global_smem` dynamic shared memory and records the
    bytes for the launch.

    Prints of tiles are decomposed first (their exchanges need buffers
    too; `fails to decompose print ops`), and the products that read their
    staged operands one K step at a time are chosen. A buffer outside any
    function fails with `fails to do bufferization analysis` (seed 001).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::tensor::TensorDialect",
                           "::mlir::nv_tileas::TileASDialect"];
}

def TileASInsertBarriers : Pass<"tileas-insert-barriers", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Place CTA barriers where shared-memory or token-ordered accesses need them";
  let description = [{
    Runs after `tileas-plan-shared-memory`. Each op's lowering makes only
    the barriers inside its own exchange (between its stores and its
    loads); this pass places a `gpu.barrier` before an op whose accesses of
    shared memory overlap those another thread may have made since the last
    barrier: a read after a write, a write after a read or a write. The
    accesses pending since the last barrier are followed in program order,
    through both sides of an `scf.if` and around loops until they no longer
    change, so a buffer reused in the next iteration is protected at the
    top of the loop and nothing else is. Loads and stores that a token
    orders after a write of other threads (global memory included) get a
    barrier first. Kernels are marked `nv_tileas.barriers_placed`; the
    lowering refuses a kernel that touches shared memory without it.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def ConvertTileASToLLVM : Pass<"convert-tileas-to-llvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower distributed tiles in kernel bodies to per-thread values";
  let description = [{
    A tile `tensor<..., #nv_tileas.tv_layout<L>>` becomes, by 1:N
    conversion, the values thread `t` holds: one SSA value per value index
    `v` of `L`, the element `L(t, v)` of the tile. Pointers become
    `!llvm.ptr<addrspace>`, memory and async tokens `i32`.

    Phases, in order (seed 001): prints of tiles become prints of scalars
    (`fails to decompose print ops`); `global_smem` is declared (address
    space 3) for the buffers `tileas-plan-shared-memory` placed, or an
    existing one checked (an op needing shared memory without a place, or
    a kernel touching it whose barriers `tileas-insert-barriers` did not
    place, is a located error); vector widths of loads and stores are planned;
    then one partial conversion lowers the nv_tileas bank and math ops
    value by value (keeping `nv_tileaa.rounding_mode` /
    `nv_tileaa.flush_to_zero` for `convert-tile-modifiers-to-nvvm`),
    splats, constants, iota, pointer arithmetic and casts, loads and
    stores through pointers and of views (weak, vectorized; ordered ones as
    LLVM atomic accesses), gathers, scatters, atomics, asynchronous copies,
    reductions, scans, layout changes, shape ops and the dot fallback
    (through shared memory), asserts, prints and tiles carried by `scf`
    ops. Any op left holding a distributed tile fails the pass at its
    location. `gpu.barrier` becomes `nvvm.barrier0`; barriers that follow
    each other with nothing touching memory between them are merged last.

    The gpu.module must carry `nv_tileaa.compute_capability` and
    `nv_tileaa.target_spec`; otherwise the pass reports
    `Failed to get ComputeCapability`.
  }];
  let options = [
    Option<"remarks", "remarks", "std::string", /*default=*/"\"none\"",
           "Report, as remarks at each op, what becomes of matrix products "
           "(tensorcore: tensor-core instruction or FMA units, and why) and "
           "of global-memory accesses (memory: width per thread, cp.async); "
           "none, tensorcore, memory or all">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::cf::ControlFlowDialect", "::mlir::gpu::GPUDialect",
                           "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect",
                           "::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_TD
