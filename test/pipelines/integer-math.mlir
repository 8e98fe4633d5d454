// Integer math through the pipeline: absi on a scalar (a 0-d tile) and on a
// tile of i16 becomes PTX abs, value by value; a 0-d broadcast to itself is
// its operand.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @intmath
// CHECK-SAME: abs.s32
// CHECK-SAME: abs.s16
cuda_tile.module @intmath {
  entry @intmath(%p: tile<ptr<i32>>, %x: tile<i32>, %q: tile<ptr<i16>>) {
    %b = broadcast %x : tile<i32> -> tile<i32>
    %a = absi %b : tile<i32>
    %t = store_ptr_tko weak %p, %a : tile<ptr<i32>>, tile<i32> -> token
    %i = iota : tile<128xi16>
    %c = constant <i16: 64> : tile<128xi16>
    %d = subi %i, %c : tile<128xi16>
    %e = absi %d : tile<128xi16>
    %q1 = reshape %q : tile<ptr<i16>> -> tile<1xptr<i16>>
    %qs = broadcast %q1 : tile<1xptr<i16>> -> tile<128xptr<i16>>
    %pq = offset %qs, %i : tile<128xptr<i16>>, tile<128xi16> -> tile<128xptr<i16>>
    %t2 = store_ptr_tko weak %pq, %e : tile<128xptr<i16>>, tile<128xi16> -> token
  }
}
