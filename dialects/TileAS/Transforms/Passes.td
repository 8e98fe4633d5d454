//===- Passes.td - nv_tileas layout passes -------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_TD
#define TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileASAssignLayouts : Pass<"tileas-assign-layouts", "::mlir::ModuleOp"> {
  let summary = "Spread every tile of a kernel over all threads of its CTA";
  let description = [{
    First, a batched product (B x M x K times B x K x N) whose matrices the
    target has a tensor-core instruction for becomes B 2-d products of the
    batches' matrices (slices reshaped to 2-d, results reshaped back and
    concatenated), and a `scf.for` that carries its accumulator carries the
    B matrices instead.

    Then it gives each tensor value of every kernel (an `nv_tileaa.func` with
    `nv_tileaa.kernel_spec`) a `#nv_tileas.tv_layout` encoding: the
    row-major thread-value layout over 32 x num_warps threads in which each
    thread owns vectors of up to 16 bytes, consecutive threads consecutive
    vectors, wrapping around when the tile is larger (see the layout
    library's makeRowMajorTVLayout). All tensors of one shape in a kernel
    share one layout, its vector width set by the widest element among them
    (a pointer counts as its pointee), so elementwise ops, masks and the
    pointers of a load agree without conversions. A reshape keeps each
    element with its thread, so its result takes its source's layout and is
    followed by an `nv_tileas.convert_layout` to the layout of its shape
    where the two differ. Tensors that already have an encoding are kept.

    Then the anchors: each 2-d matrix product that the kernel's target (its
    gpu.module's `nv_tileaa.target_spec`) has an `mma.sync` instruction for
    (see TargetInfo) gets its A, B and accumulator converted to that
    instruction's register fragments (`#nv_tileas.mma` layouts) and its
    result converted back; where a `scf.for` carries the accumulator, the
    conversions move out of the loop. Products of other types and tiles
    smaller than an instruction keep blocked layouts and the general
    lowering.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASRemoveLayoutConversions
    : Pass<"tileas-remove-layout-conversions", "::mlir::ModuleOp"> {
  let summary = "Keep tiles in their anchors' layouts instead of converting";
  let description = [{
    Lets the users of MMA accumulators work in the accumulator's layout:
    elementwise ops take it, a reduction's result takes its slice
    (`#nv_tileas.slice`), a broadcast from a slice its parent, and the
    values `scf.for` carries the layout that reaches them, to a fixpoint.
    Other operands are made in the layout they are needed in (constants,
    splats and broadcasts of one element again, the rest by a conversion);
    stores, products and other users keep what they had. Then conversions of
    conversions fold, conversions to the same layout vanish, and conversions
    of values defined outside a loop move out of it. Attention's softmax so
    runs on the fragments of S, with its row reductions within the threads
    of each row and P handed to the next product in registers where the
    warps are arranged along M.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASPrefetchLoads : Pass<"tileas-prefetch-loads", "::mlir::ModuleOp"> {
  let summary = "Load the tiles of a loop's next iteration while it computes";
  let description = [{
    In each `scf.for` that writes no memory, the weak `nv_tileas.tiled_load`s
    of views defined outside the loop, at indices computed from the
    induction variable, move one iteration ahead: the first iteration's
    tiles are loaded before the loop, and each iteration loads the next
    one's first thing and carries them to it. The global-memory latency of
    a K loop then overlaps the work on the current tiles (their staging in
    shared memory and the products). The load past the last iteration reads
    the tile after the last; a load is moved only where its accesses check
    bounds along every dimension its index moves in (views whose static
    size the tile divides do not), so that read touches no memory. Loads
    are taken in program order while the registers each thread needs to
    hold the prefetched tiles stay within `max-registers`, and those and the
    registers of the values the loop carries within half of what a thread
    may use (TargetInfo): past that ptxas spills, which costs more than the
    wait it saves (a 128x128 f32 accumulator over four warps is 128
    registers, and gets no prefetch).
  }];
  let options = [
    Option<"maxRegisters", "max-registers", "int64_t", /*default=*/"32",
           "32-bit registers per thread the prefetched tiles of one loop may "
           "hold (0 prefetches nothing)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif // TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_TD
