//===- Passes.td - nv_tileas layout passes -------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_TD
#define TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileASAssignLayouts : Pass<"tileas-assign-layouts", "::mlir::ModuleOp"> {
  let summary = "Spread every tile of a kernel over all threads of its CTA";
  let description = [{
    Gives each tensor value of every kernel (an `nv_tileaa.func` with
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
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIRAS_DIALECTS_TILEAS_TRANSFORMS_PASSES_TD
