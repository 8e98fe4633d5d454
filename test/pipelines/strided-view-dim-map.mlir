// A strided view with dim_map = [1, 0] through the pipeline: x is an m x 16
// row-major matrix (m = 62 at run time); tile dimension 0 (4 elements) walks
// the columns by 4 and tile dimension 1 (2 elements) the rows by 3, so tile
// (a, b) is the 4x2 tile t[r][c] = x[3b + c][4a + r], zero past the last
// row. Block i loads tile (i % 4, i / 4) and stores it to y[i].
// test/gpu/strided-view-dim-map.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @transposed_windows
// CHECK-SAME: ld.global.b32
// CHECK-SAME: st.global.b32
cuda_tile.module @transposed_windows {
  entry @transposed_windows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i64>, %blocks: tile<i64>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %a = remi %bid, %four unsigned : tile<i32>
    %b = divi %bid, %four unsigned : tile<i32>
    %xv = make_tensor_view %x, shape = [%m, 16], strides = [16, 1] : tile<i64> -> tensor_view<?x16xf32, strides=[16,1]>
    %sv = make_strided_view %xv : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = zero, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %t, %tok = load_view_tko weak %sv[%a, %b] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = zero, tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %yv = make_tensor_view %y, shape = [%blocks, 4, 2], strides = [8, 2, 1] : tile<i64> -> tensor_view<?x4x2xf32, strides=[8,2,1]>
    %yp = make_partition_view %yv : partition_view<tile=(1x4x2), tensor_view<?x4x2xf32, strides=[8,2,1]>>
    %t3 = reshape %t : tile<4x2xf32> -> tile<1x4x2xf32>
    %zero = constant <i32: 0> : tile<i32>
    %tok2 = store_view_tko weak %t3, %yp[%bid, %zero, %zero] : tile<1x4x2xf32>, partition_view<tile=(1x4x2), tensor_view<?x4x2xf32, strides=[8,2,1]>>, tile<i32> -> token
  }
}
