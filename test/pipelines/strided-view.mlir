// A strided view through the pipeline: overlapping windows of 8 elements
// starting every 4 elements of x (n = 30, not a multiple of 4), each
// summed by a reduce; window i's sum goes to y[i]. The last windows run
// past the end and read the padding (zero).
// test/gpu/strided-view.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @windows
// CHECK-SAME: ld.global.b32
// CHECK-SAME: shfl.sync.bfly.b32
// CHECK-SAME: st.global.b32
cuda_tile.module @windows {
  entry @windows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i64>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %sv = make_strided_view %xv : strided_view<tile=(8), traversal_strides=[4], padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %w, %t = load_view_tko weak %sv[%bid] : strided_view<tile=(8), traversal_strides=[4], padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %s = reduce %w dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %a = addf %e, %acc : tile<f32>
      yield %a : tile<f32>
    }
    %py = offset %y, %bid : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %t2 = store_ptr_tko weak %py, %s : tile<ptr<f32>>, tile<f32> -> token
  }
}
