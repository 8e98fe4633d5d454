//===- Passes.td - cuda_tile passes --------------------------*- tablegen -*-===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_TRANSFORMS_PASSES_TD
#define TILEIRAS_DIALECTS_CUDATILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CudaTileCheckHints : Pass<"cuda-tile-check-hints"> {
  let summary = "Report optimization hints that are unknown or out of range";
  let description = [{
    The dialect keeps any `optimization_hints` it does not know, so that
    kernels written for newer tools still parse. This pass reports, for every
    entry and memory op: unknown architecture keys, hints not valid on that
    op, and values outside their range (`num_cta_in_cga` a power of two up to
    16 and 1 on sm_80..sm_89, `num_worker_warps_per_cta` a power of two up to
    32, `occupancy` 1..32, `latency` 1..10, `allow_tma` a bool). Findings are
    warnings; with `werror`, each op with a finding also gets the error
    `Optimization hints verification failed` and the pass fails.
  }];
  let options = [
    Option<"werror", "werror", "bool", "false",
           "Fail the pass (with an error on each op) when a hint is reported">
  ];
}

#endif // TILEIRAS_DIALECTS_CUDATILE_TRANSFORMS_PASSES_TD
