// Single ops whose results are easy to state, printed and checked here:
// reductions and scans (i64 identities print without a type), control
// flow with results, view shapes, atomics, globals, comparisons with NaN,
// maxf/minf, math, shapes and integer matrix products.
// RUN: %tileiras-interpret %s --kernel=aggregates | FileCheck %s --check-prefix=AGG
// RUN: %tileiras-interpret %s --kernel=control --i32=5 | FileCheck %s --check-prefix=CTRL5
// RUN: %tileiras-interpret %s --kernel=control --i32=-2 | FileCheck %s --check-prefix=CTRLN
// RUN: %tileiras-interpret %s --kernel=views --buffer=x:i32:16:zeros --i64=10 | FileCheck %s --check-prefix=VIEWS
// RUN: %tileiras-interpret %s --kernel=floats | FileCheck %s --check-prefix=FLOATS
// RUN: %tileiras-interpret %s --kernel=shapes | FileCheck %s --check-prefix=SHAPES
// RUN: %tileiras-interpret %s --kernel=products | FileCheck %s --check-prefix=MMA
// RUN: %tileiras-interpret %s --kernel=grid --grid=2,3 | FileCheck %s --check-prefix=GRID
cuda_tile.module @ops {
  // AGG: sum = [6, 22], prefix = {{\[\[}}0, 1, 3, 6], [4, 9, 15, 22{{\]\]}}, suffix max = {{\[\[}}3, 3, 3, 3], [7, 7, 7, 7{{\]\]}}, fsum = 2.5
  entry @aggregates() {
    %i = iota : tile<8xi64>
    %m = reshape %i : tile<8xi64> -> tile<2x4xi64>
    %s = reduce %m dim=1 identities=[0 : i64] : tile<2x4xi64> -> tile<2xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %a = addi %e, %acc : tile<i64>
      yield %a : tile<i64>
    }
    %p = scan %m dim=1 reverse=false identities=[0 : i64] : tile<2x4xi64> -> tile<2x4xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %a = addi %e, %acc : tile<i64>
      yield %a : tile<i64>
    }
    %q = scan %m dim=1 reverse=true identities=[-100 : i64] : tile<2x4xi64> -> tile<2x4xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %a = maxi %e, %acc signed : tile<i64>
      yield %a : tile<i64>
    }
    %f = constant <f32: [0.5, 1.0, -0.25, 1.25]> : tile<4xf32>
    %fs = reduce %f dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %a = addf %e, %acc : tile<f32>
      yield %a : tile<f32>
    }
    %t = print_tko "sum = %lld, prefix = %lld, suffix max = %lld, fsum = %g\n", %s, %p, %q, %fs : tile<2xi64>, tile<2x4xi64>, tile<2x4xi64>, tile<f32> -> token
  }
  // if with results, a loop that breaks, and a for that skips odd steps.
  // CTRL5: sign = 1, loop = 8, evens = 6
  // CTRLN: sign = -1, loop = 8, evens = 0
  entry @control(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %pos = cmpi greater_than %n, %zero, signed : tile<i32> -> tile<i1>
    %sign = if %pos -> (tile<i32>) {
      yield %one : tile<i32>
    } else {
      %m = negi %one : tile<i32>
      yield %m : tile<i32>
    }
    %eight = constant <i32: 8> : tile<i32>
    %l = loop iter_values(%k = %one) : tile<i32> -> tile<i32> {
      %done = cmpi greater_than_or_equal %k, %eight, signed : tile<i32> -> tile<i1>
      if %done {
        break %k : tile<i32>
      }
      %k2 = addi %k, %k : tile<i32>
      continue %k2 : tile<i32>
    }
    %e = for %j in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %odd = andi %j, %one : tile<i32>
      %isodd = cmpi equal %odd, %one, signed : tile<i32> -> tile<i1>
      if %isodd {
        continue %acc : tile<i32>
      }
      %acc2 = addi %acc, %j : tile<i32>
      continue %acc2 : tile<i32>
    }
    %t = print_tko "sign = %d, loop = %d, evens = %d\n", %sign, %l, %e : tile<i32>, tile<i32>, tile<i32> -> token
  }
  // A 10-element tensor in tiles of 4 has 3 of them; the last reads zero
  // padding past the end. atomic_cas swaps where the value matches; the
  // global holds its initial values.
  // VIEWS: space = 3, size = 10, last = [8, 9, 0, 0], cas old = [0, 0], now = [7, 0], global = [5, 6]
  entry @views(%x: tile<ptr<i32>>, %n: tile<i64>) {
    %tv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %space = get_index_space_shape %pv : partition_view<tile=(4), padding_value = zero, tensor_view<?xi32, strides=[1]>> -> tile<i32>
    %size = get_tensor_shape %tv : tensor_view<?xi32, strides=[1]> -> tile<i64>
    %i = iota : tile<4xi32>
    %two = constant <i32: 2> : tile<i32>
    %w = store_view_tko weak %i, %pv[%two] : tile<4xi32>, partition_view<tile=(4), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    %eight = constant <i32: 8> : tile<4xi32>
    %i8 = addi %i, %eight : tile<4xi32>
    %w2 = store_view_tko weak %i8, %pv[%two] : tile<4xi32>, partition_view<tile=(4), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    %last, %t0 = load_view_tko weak %pv[%two] : partition_view<tile=(4), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %i2 = iota : tile<2xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %p = offset %xs, %i2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %cmp = constant <i32: [0, 3]> : tile<2xi32>
    %new = constant <i32: 7> : tile<2xi32>
    %old, %t1 = atomic_cas_tko relaxed device %p, %cmp, %new : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %now, %t2 = load_ptr_tko weak %p token=%t1 : tile<2xptr<i32>> -> tile<2xi32>, token
    %g = get_global @table : tile<ptr<i32>>
    %g1 = reshape %g : tile<ptr<i32>> -> tile<1xptr<i32>>
    %gs = broadcast %g1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %gp = offset %gs, %i2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %gv, %t3 = load_ptr_tko weak %gp : tile<2xptr<i32>> -> tile<2xi32>, token
    %t = print_tko "space = %d, size = %lld, last = %d, cas old = %d, now = %d, global = %d\n", %space, %size, %last, %old, %now, %gv : tile<i32>, tile<i64>, tile<4xi32>, tile<2xi32>, tile<2xi32>, tile<2xi32> -> token
  }
  global @table <i32: [5, 6]> : tile<2xi32>
  // NaN compares false ordered and true unordered; maxf without
  // propagate_nan returns the number; -0 orders below +0.
  // FLOATS: lt = [0, 1], ult = [1, 1], max = [1, 0], maxnan = [nan, 0], min = [1, -0]
  // FLOATS: exp = 2.718282, log2 = 3, sqrt = 1.414214, tanh = 0.761594, floor = -2, pow = 8, rem = -1
  entry @floats() {
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %a = constant <f32: [0x7FC00000, 0.0]> : tile<2xf32>
    %b = constant <f32: [1.0, -0.0]> : tile<2xf32>
    %c = constant <f32: [2.0, 1.0]> : tile<2xf32>
    %lt = cmpf less_than ordered %a, %c : tile<2xf32> -> tile<2xi1>
    %ult = cmpf less_than unordered %a, %c : tile<2xf32> -> tile<2xi1>
    %mx = maxf %a, %b : tile<2xf32>
    %mxn = maxf %a, %b propagate_nan : tile<2xf32>
    %mn = minf %a, %b : tile<2xf32>
    %t = print_tko "lt = %d, ult = %d, max = %g, maxnan = %g, min = %g\n", %lt, %ult, %mx, %mxn, %mn : tile<2xi1>, tile<2xi1>, tile<2xf32>, tile<2xf32>, tile<2xf32> -> token
    %one = constant <f32: 1.0> : tile<f32>
    %e = exp %one : tile<f32>
    %eight = constant <f32: 8.0> : tile<f32>
    %l = log2 %eight : tile<f32>
    %two = constant <f32: 2.0> : tile<f32>
    %s = sqrt %two : tile<f32>
    %th = tanh %one : tile<f32>
    %m = constant <f32: -1.5> : tile<f32>
    %fl = floor %m : tile<f32>
    %three = constant <f32: 3.0> : tile<f32>
    %pw = pow %two, %three : tile<f32>
    %m7 = constant <f32: -7.0> : tile<f32>
    %r = remf %m7, %three : tile<f32>
    %t2 = print_tko "exp = %f, log2 = %g, sqrt = %f, tanh = %f, floor = %g, pow = %g, rem = %g\n", %e, %l, %s, %th, %fl, %pw, %r : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
  // SHAPES: perm = {{\[\[}}0, 4], [1, 5], [2, 6], [3, 7{{\]\]}}, block = {{\[\[}}6, 7{{\]\]}}, cat = {{\[\[}}0, 1, 2, 3], [0, 1, 2, 3{{\]\]}}, bcast = {{\[\[}}0, 1, 2, 3], [0, 1, 2, 3{{\]\]}}, sel = [0, 11, 2, 13]
  entry @shapes() {
    %i = iota : tile<8xi32>
    %m = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %p = permute %m [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    %one = constant <i32: 1> : tile<i32>
    %b = extract %m[%one, %one] : tile<2x4xi32> -> tile<1x2xi32>
    %r = iota : tile<4xi32>
    %r1 = reshape %r : tile<4xi32> -> tile<1x4xi32>
    %c = cat %r1, %r1 dim = 0 : tile<1x4xi32>, tile<1x4xi32> -> tile<2x4xi32>
    %bc = broadcast %r1 : tile<1x4xi32> -> tile<2x4xi32>
    %ten = constant <i32: 10> : tile<4xi32>
    %r10 = addi %r, %ten : tile<4xi32>
    %mask = constant <i1: [false, true, false, true]> : tile<4xi1>
    %s = select %mask, %r10, %r : tile<4xi1>, tile<4xi32>
    %t = print_tko "perm = %d, block = %d, cat = %d, bcast = %d, sel = %d\n", %p, %b, %c, %bc, %s : tile<4x2xi32>, tile<1x2xi32>, tile<2x4xi32>, tile<2x4xi32>, tile<4xi32> -> token
  }
  // -1 * 255 read signed x unsigned, and 255 * 255 unsigned x unsigned,
  // plus the accumulator 1.
  // MMA: signed = {{\[\[}}-254{{\]\]}}, unsigned = {{\[\[}}65026{{\]\]}}
  entry @products() {
    %a = constant <i8: [[-1, 0]]> : tile<1x2xi8>
    %b = constant <i8: [[-1], [5]]> : tile<2x1xi8>
    %acc = constant <i32: 1> : tile<1x1xi32>
    %s = mmai %a, %b, %acc signed unsigned : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %u = mmai %a, %b, %acc unsigned unsigned : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %t = print_tko "signed = %d, unsigned = %d\n", %s, %u : tile<1x1xi32>, tile<1x1xi32> -> token
  }
  // GRID: block (0, 0) of (2, 3)
  // GRID: block (1, 0) of (2, 3)
  // GRID: block (0, 1) of (2, 3)
  // GRID: block (1, 2) of (2, 3)
  entry @grid() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %t = print_tko "block (%d, %d) of (%d, %d)\n", %x, %y, %nx, %ny : tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}
