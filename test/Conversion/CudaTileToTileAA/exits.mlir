// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// Early exits become structured control flow: each exiting `if` yields the
// exit state (exited, by break, continue values, break values), the rest of
// the block runs under "not exited", and a loop becomes an scf.while whose
// condition is "not break".
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<i32, global>, %[[N:.*]]: i32)
  entry @k(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %ten = constant <i32: 10> : tile<i32>
    %stop = cmpi greater_than %n, %ten, signed : tile<i32> -> tile<i1>
    // The early return: its branch sets "exited", the rest of the kernel
    // runs in the else branch of an if on it.
    // CHECK: %[[STOP:.*]] = arith.cmpi sgt, %[[N]]
    // CHECK: %[[EXITED:.*]] = scf.if %[[STOP]] -> (i1) {
    // CHECK:   %[[T:.*]] = arith.constant true
    // CHECK:   scf.yield %[[T]] : i1
    // CHECK: } else {
    // CHECK:   %[[F:.*]] = arith.constant false
    // CHECK:   scf.yield %[[F]] : i1
    // CHECK: }
    // CHECK: scf.if %[[EXITED]] -> (i1) {
    // CHECK: } else {
    if %stop {
      return
    }
    // Sum the even steps until the sum passes n.
    // CHECK: %[[LOOP:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[S:.*]] = %{{.*}}) : (i32, i32) -> (i32, i32, i32) {
    // CHECK:   %[[DONE:.*]] = arith.cmpi sgt, %[[S]], %[[N]] : i32
    // CHECK:   %[[B:.*]]:5 = scf.if %[[DONE]] -> (i1, i1, i32, i32, i32) {
    // The break: exited, by break, carrying s.
    // CHECK:     scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]] : i1, i1, i32, i32, i32
    // CHECK:   %[[STATE:.*]]:5 = scf.if %[[B]]#0 -> (i1, i1, i32, i32, i32) {
    // CHECK:     scf.yield %[[B]]#0, %[[B]]#1, %[[B]]#2, %[[B]]#3, %[[B]]#4
    // CHECK:   } else {
    // CHECK:     %[[I1:.*]] = arith.addi %[[I]]
    // The continue inside the second if carries (i + 1, s).
    // CHECK:     scf.yield %{{.*}}, %{{.*}}, %[[I1]], %[[S]], %{{.*}} : i1, i1, i32, i32, i32
    // CHECK:   %[[GO:.*]] = arith.xori %[[STATE]]#1, %{{.*}} : i1
    // CHECK:   scf.condition(%[[GO]]) %[[STATE]]#2, %[[STATE]]#3, %[[STATE]]#4 : i32, i32, i32
    // CHECK: } do {
    // CHECK: ^bb0(%[[NI:.*]]: i32, %[[NS:.*]]: i32, %{{.*}}: i32):
    // CHECK:   scf.yield %[[NI]], %[[NS]] : i32, i32
    // CHECK: }
    // CHECK: nv_tileaa.store weak %[[P]], %[[LOOP]]#2
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
    // A continue inside a for body: the body yields the continue values of
    // whichever path ran.
    // CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (i32) : i32 {
    // CHECK:   %[[C:.*]]:2 = scf.if %{{.*}} -> (i1, i32) {
    // CHECK:     scf.yield %{{.*}}, %[[A]] : i1, i32
    // CHECK:   %[[R:.*]]:2 = scf.if %[[C]]#0 -> (i1, i32) {
    // CHECK:   } else {
    // CHECK:     %[[A1:.*]] = arith.addi %[[A]], %[[J]] : i32
    // CHECK:     scf.yield %{{.*}}, %[[A1]] : i1, i32
    // CHECK:   scf.yield %[[R]]#1 : i32
    %f = for %j in (%zero to %n, step %one) : tile<i32> iter_values(%a = %zero) -> (tile<i32>) {
      %big = cmpi greater_than %j, %ten, signed : tile<i32> -> tile<i1>
      if %big {
        continue %a : tile<i32>
      }
      %a1 = addi %a, %j : tile<i32>
      continue %a1 : tile<i32>
    }
    %t2 = store_ptr_tko weak %p, %f : tile<ptr<i32>>, tile<i32> -> token
  }
}

// -----

// A loop without inner exits and a token carried through it.
cuda_tile.module @m2 {
  // CHECK-LABEL: nv_tileaa.func @tokens
  entry @tokens(%p: tile<ptr<i32>>) {
    %t0 = make_token : token
    // CHECK: scf.while (%{{.*}} = %{{.*}}) : (!nv_tileaa.mem_token) -> (!nv_tileaa.mem_token, i32) {
    %r = loop iter_values(%t = %t0) : token -> tile<i32> {
      %v, %t1 = load_ptr_tko weak %p token=%t : tile<ptr<i32>> -> tile<i32>, token
      break %v : tile<i32>
    }
  }
}
