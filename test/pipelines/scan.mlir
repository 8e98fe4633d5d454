// scan through the pipeline: x is 2048 i32 seen as 2 x 1024; y holds the
// prefix sums of each row, z the suffix maxima (reverse). With 128 threads
// holding 16 elements each, the position along a row takes bits from every
// place: the first two and the last from the values of a thread, five from
// the lanes (xor shuffles), two from the warps (shared memory).
// test/gpu/scan.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @prefix
// CHECK-SAME: global_smem
// CHECK-SAME: shfl.sync.bfly.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: st.shared
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared
// CHECK-SAME: add.s32
// CHECK-SAME: max.s32
// CHECK-SAME: st.global
cuda_tile.module @prefix {
  entry @prefix(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>, %z: tile<ptr<i32>>) {
    %i = iota : tile<2048xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %px = offset %xs, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %v, %t = load_ptr_tko weak %px : tile<2048xptr<i32>> -> tile<2048xi32>, token
    %rows = reshape %v : tile<2048xi32> -> tile<2x1024xi32>
    %sums = scan %rows dim=1 reverse=false identities=[0 : i32] : tile<2x1024xi32> -> tile<2x1024xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %s = addi %e, %acc : tile<i32>
      yield %s : tile<i32>
    }
    %maxima = scan %rows dim=1 reverse=true identities=[-2147483648 : i32] : tile<2x1024xi32> -> tile<2x1024xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %m = maxi %e, %acc signed : tile<i32>
      yield %m : tile<i32>
    }
    %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %py = offset %ys, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %flat = reshape %sums : tile<2x1024xi32> -> tile<2048xi32>
    %t1 = store_ptr_tko weak %py, %flat : tile<2048xptr<i32>>, tile<2048xi32> -> token
    %z1 = reshape %z : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs = broadcast %z1 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %pz = offset %zs, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %flatm = reshape %maxima : tile<2x1024xi32> -> tile<2048xi32>
    %t2 = store_ptr_tko weak %pz, %flatm : tile<2048xptr<i32>>, tile<2048xi32> -> token
  }
}
