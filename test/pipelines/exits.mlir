// Early exits through the whole pipeline: an early return, a loop left by
// break with a continue inside an if, and a continue inside a for body.
// p[0] = the sum of the even numbers 2, 4, ... until it passes n, p[1] = the
// sum of j < n with j <= 10; nothing when n > 10. test/gpu/exits.mlir runs
// this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s

// CHECK: gpu.binary @exits
// CHECK-SAME: .visible .entry exits(
// The early return skips everything.
// CHECK-SAME: setp.gt.s32 \09[[STOP:%p[0-9]+]], %r{{[0-9]+}}, 10;
// CHECK-SAME: @[[STOP]] bra
// The loop.
// CHECK-SAME: $L__BB0_{{[0-9]+}}:
// CHECK-SAME: @%p{{[0-9]+}} bra \09$L__BB0_
// CHECK-SAME: st.global.b32
// CHECK-SAME: st.global.b32
cuda_tile.module @exits {
  entry @exits(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %ten = constant <i32: 10> : tile<i32>
    %stop = cmpi greater_than %n, %ten, signed : tile<i32> -> tile<i1>
    if %stop {
      return
    }
    %r = loop iter_values(%i = %zero, %s = %zero) : tile<i32>, tile<i32> -> tile<i32> {
      %done = cmpi greater_than %s, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %s : tile<i32>
      }
      %i1 = addi %i, %one : tile<i32>
      %odd = andi %i1, %one : tile<i32>
      %isodd = cmpi equal %odd, %one, signed : tile<i32> -> tile<i1>
      if %isodd {
        continue %i1, %s : tile<i32>, tile<i32>
      }
      %s1 = addi %s, %i1 : tile<i32>
      continue %i1, %s1 : tile<i32>, tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    %f = for %j in (%zero to %n, step %one) : tile<i32> iter_values(%a = %zero) -> (tile<i32>) {
      %big = cmpi greater_than %j, %ten, signed : tile<i32> -> tile<i1>
      if %big {
        continue %a : tile<i32>
      }
      %a1 = addi %a, %j : tile<i32>
      continue %a1 : tile<i32>
    }
    %p1 = offset %p, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %p1, %f : tile<ptr<i32>>, tile<i32> -> token
  }
}
