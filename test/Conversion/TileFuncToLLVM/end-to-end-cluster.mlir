// A Hopper kernel with hints: 8 warps, a cluster of two CTAs and occupancy 2
// reach the PTX directives. .blocksareclusters needs PTX 9.0, which the
// default PTX version of sm_90a (8.0) is not: tileiras-attach-target asks
// for 9.0 when a kernel of the module needs it.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(convert-tileaa-to-tileas,convert-nv-tile-func-to-llvm,cute-kernel-to-nvvm,tileiras-attach-target{toolkit=%cuda-toolkit},gpu-module-to-binary{format=isa})' | FileCheck %s

// CHECK: properties = {kernels = {k = {block = array<i32: 256, 1, 1>
// CHECK-SAME: .visible .entry k(
// CHECK-SAME: .reqntid 256, 1, 1
// CHECK-SAME: .minnctapersm 1
// CHECK-SAME: .maxnreg 128
// CHECK-SAME: .reqnctapercluster 2, 1, 1
// CHECK-SAME: .blocksareclusters
module attributes {gpu.container_module} {
  gpu.module @m attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
    nv_tileaa.func @k(%out: !nv_tileaa.ptr<i32, global>) kernel attributes {optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_worker_warps_per_cta = 8, num_cta_in_cga = 2, occupancy = 2}>} {
      %p = builtin.unrealized_conversion_cast %out : !nv_tileaa.ptr<i32, global> to !llvm.ptr<1>
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %q = llvm.getelementptr %p[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %tid, %q : i32, !llvm.ptr<1>
      nv_tileaa.return
    }
  }
}
