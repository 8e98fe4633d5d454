// The kernel of the walkthrough, y = exp(x) + 1 (and an approximate exp),
// through the whole pipeline: math on tiles is lowered value by value,
// full-precision exp comes from libdevice, rounding<approx> from ex2.approx.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras-to-nvvm{chip=sm_90a})' | FileCheck %s --check-prefix=NVVM

// NVVM: llvm.func @exp_plus_one(%{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>)
// NVVM-SAME: nvvm.kernel
// NVVM-SAME: nvvm.reqntid = array<i32: 128, 1, 1>
// Eight values per thread: eight libdevice calls and eight ex2.approx.
// NVVM-COUNT-8: llvm.call @__nv_expf
// NVVM-COUNT-8: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"

// PTX: .entry exp_plus_one(
// PTX-SAME: .reqntid 128, 1, 1
// PTX-SAME: ex2.approx.f32
// PTX-NOT: __nv_expf

cuda_tile.module @ew {
  entry @exp_plus_one(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %lane = iota : tile<1024xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %px = offset %xs, %lane : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %py = offset %ys, %lane : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %v, %t = load_ptr_tko weak %px : tile<1024xptr<f32>> -> tile<1024xf32>, token
    %e = exp %v : tile<1024xf32>
    %a = exp %v rounding<approx> : tile<1024xf32>
    %one = constant <f32: 1.0> : tile<1024xf32>
    %r = addf %e, %one : tile<1024xf32>
    %s = addf %r, %a : tile<1024xf32>
    %t2 = store_ptr_tko weak %py, %s : tile<1024xptr<f32>>, tile<1024xf32> -> token
  }
}
