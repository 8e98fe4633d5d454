//===- Passes.td - cuda_tile to nv_tileaa --------------------*- tablegen -*-===//

#ifndef TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_PASSES_TD
#define TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertCudaTileToTileAA : Pass<"convert-cuda-tile-to-tileaa", "::mlir::ModuleOp"> {
  let summary = "Lower cuda_tile kernels to nv_tileaa, tensors, arith/math and scf";
  let description = [{
    Each `cuda_tile.module` becomes a `gpu.module` of the same name (the
    enclosing module gets `gpu.container_module`); its discardable
    attributes move with it and the enclosing module's attributes stay as
    they are. Entries become `nv_tileaa.func ... kernel`, keeping their
    `optimization_hints`. Tiles become ranked tensors (0-d tiles become
    scalars), pointers `!nv_tileaa.ptr<T, global>`, tokens
    `!nv_tileaa.mem_token`.

    Elementwise math becomes upstream `arith`/`math` ops; modifiers without
    an upstream spelling ride along as discardable attributes:
    `nv_tileaa.rounding_mode` (a non-default `#cuda_tile.rounding`) and
    `nv_tileaa.flush_to_zero`. Integer overflow flags become arith's
    `overflow<...>`; signedness selects the signed or unsigned arith op.

    An op this pass cannot lower yet fails the pass with a located error;
    nothing is dropped.

    With `chip=sm_XY[a|f]`, every produced gpu.module records its target as
    `nv_tileaa.compute_capability = XY : i32` and
    `nv_tileaa.target_spec = "sm_XY[a|f]"`, read by the later stages.
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Target GPU (sm_80, sm_90a, sm_100a, ...) recorded on each gpu.module">
  ];
  let dependentDialects = [
    "::mlir::nv_tileaa::TileAADialect", "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect",
    "::mlir::scf::SCFDialect", "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"
  ];
}

#endif // TILEIRAS_CONVERSIONS_CUDATILETOTILEAA_PASSES_TD
