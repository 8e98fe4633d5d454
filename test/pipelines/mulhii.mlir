// mulhii on a tile of loaded values through the pipeline: the high half of
// each unsigned 32 x 32-bit product (mul.hi.u32), per value.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @mulhi
// CHECK-SAME: ld.global
// CHECK-SAME: mul.hi.u32
// CHECK-SAME: st.global
cuda_tile.module @mulhi {
  entry @mulhi(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>) {
    %i = iota : tile<128xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %px = offset %xs, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %v, %t0 = load_ptr_tko weak %px : tile<128xptr<i32>> -> tile<128xi32>, token
    %h = mulhii %v, %v : tile<128xi32>
    %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %py = offset %ys, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %t1 = store_ptr_tko weak %py, %h : tile<128xptr<i32>>, tile<128xi32> -> token
  }
}
