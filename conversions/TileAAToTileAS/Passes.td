//===- Passes.td - nv_tileaa to nv_tileas --------------------*- tablegen -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEAATOTILEAS_PASSES_TD
#define TILEIRAS_CONVERSIONS_TILEAATOTILEAS_PASSES_TD

include "conversions/PDLFallback/PDLFallback.td"
include "mlir/Pass/PassBase.td"

def ConvertTileAAToTileAS : Pass<"convert-tileaa-to-tileas", "::mlir::ModuleOp"> {
  let summary = "Lower nv_tileaa kernels to nv_tileas and attach their launch specification";
  let description = [{
    For each `nv_tileaa.func ... kernel`, first attaches
    `nv_tileaa.kernel_spec` (and `nv_tileaa.occupancy` when hinted):

    * `num_warps`: the entry's `num_worker_warps_per_cta` hint for the
      target (the gpu.module's `nv_tileaa.target_spec`, `sm_90a` reading the
      `sm_90` hints, then `default`), else the enclosing module's
      `tt.num_warps`, else the `num-warps` option;
    * `cluster`: `[num_cta_in_cga, 1, 1]` from the hints, else `[1, 1, 1]`.

    Then rewrites, in a fixed order of sub-populators, arith ops on tensors
    to the same-named `nv_tileas` ops (43 generic patterns, in roster order,
    copying predicates, fast-math and overflow flags, rounding and every
    other attribute) and tensor constants with a benefit-20 specialist:
    splats to `nv_tileaa.splat`, other dense values to
    `nv_tileaa.constant_tensor`; scalar arith stays as it is. Loads and
    stores through pointers and of view tiles become `nv_tileas.load`,
    `store`, `tiled_load` and `tiled_store` (operands, ordering, scope and
    tokens kept). Failure to convert reports `expect lower
    MakeTiledTMADescOp`.

    `pdl-patterns=FILE` adds the PDL patterns of FILE to the C++ patterns
    (see conversions/PDLFallback/README.md); like them they apply to arith
    ops on tensors. A file that cannot be read, parsed, verified or lowered
    fails the pass with `failed to lower PDL pattern module to the PDL
    Interpreter`.
  }];
  let options = [
    Option<"numWarps", "num-warps", "int64_t", "4",
           "Warps per CTA when neither hints nor tt.num_warps give one">,
    PDLPatternsOption
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect",
                           "::mlir::pdl::PDLDialect",
                           "::mlir::pdl_interp::PDLInterpDialect"];
}

#endif // TILEIRAS_CONVERSIONS_TILEAATOTILEAS_PASSES_TD
