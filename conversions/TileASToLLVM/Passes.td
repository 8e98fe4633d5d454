//===- Passes.td - nv_tileas bodies to LLVM/NVVM -------------*- tablegen -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_TD
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileASToLLVM : Pass<"convert-tileas-to-llvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower distributed tiles in kernel bodies to per-thread values";
  let description = [{
    A tile `tensor<..., #nv_tileas.tv_layout<L>>` becomes, by 1:N
    conversion, the values thread `t` holds: one SSA value per value index
    `v` of `L`, the element `L(t, v)` of the tile. Pointers become
    `!llvm.ptr<addrspace>`, memory and async tokens `i32`.

    Phases, in order (seed 001): prints of tiles become prints of scalars
    (`fails to decompose print ops`); shared memory is planned, the
    scratch area of the exchanges between threads first, then each
    kernel's `nv_tileas.alloc_tensor` buffers (`fails to do bufferization
    analysis`), and `global_smem` is declared (address space 3) or an
    existing one checked; vector widths of loads and stores are planned;
    then one partial conversion lowers the nv_tileas bank and math ops
    value by value (keeping `nv_tileaa.rounding_mode` /
    `nv_tileaa.flush_to_zero` for `convert-tile-modifiers-to-nvvm`),
    splats, constants, iota, pointer arithmetic and casts, loads and
    stores through pointers and of views (weak, vectorized; ordered ones as
    LLVM atomic accesses), gathers, scatters, atomics, asynchronous copies,
    reductions, scans, layout changes, shape ops and the dot fallback
    (through shared memory), asserts, prints and tiles carried by `scf`
    ops. Any op left holding a distributed tile fails the pass at its
    location. Barriers that follow each other with nothing touching
    memory between them are merged last.

    The gpu.module must carry `nv_tileaa.compute_capability` and
    `nv_tileaa.target_spec`; otherwise the pass reports
    `Failed to get ComputeCapability`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::cf::ControlFlowDialect", "::mlir::gpu::GPUDialect",
                           "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect",
                           "::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_PASSES_TD
