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
    `!llvm.ptr<addrspace>`, memory tokens `i32`.

    Lowered here: the nv_tileas arith bank and math ops on tiles (one scalar
    op per value, keeping `nv_tileaa.rounding_mode`/`nv_tileaa.flush_to_zero`
    for `convert-tile-modifiers-to-nvvm`),
    `tensor.splat`, `nv_tileaa.splat`, `nv_tileaa.iota` (element indices from
    the layout and the thread id), broadcasts of one-element tiles,
    `nv_tileaa.add_ptr` (GEP), weak pointer loads and stores (masked
    elements predicated, padding selected in), tokens, and tiles carried by
    `scf` ops. Anything else, including ordered memory accesses, fails the
    pass with a located error.

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
