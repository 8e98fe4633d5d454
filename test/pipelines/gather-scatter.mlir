// Gather/scatter views through the pipeline: block 0 reads 8 rows of x
// (m x 16 f32, m = 20 at run time) picked by the i32 row numbers at `rows`
// (rows outside 0..m-1, negative ones too, read the padding: zero), doubles
// them, and writes row j to row `dest[j]` of y (rows outside y are
// skipped).
// test/gpu/gather-scatter.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @gather_rows
// CHECK-SAME: ld.global.b32
// CHECK-SAME: st.global.b32
cuda_tile.module @gather_rows {
  entry @gather_rows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %rows: tile<ptr<i32>>, %dest: tile<ptr<i32>>, %m: tile<i64>) {
    %i = iota : tile<8xi32>
    %rows0 = reshape %rows : tile<ptr<i32>> -> tile<1xptr<i32>>
    %rowsb = broadcast %rows0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %rowsp = offset %rowsb, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %picked, %t0 = load_ptr_tko weak %rowsp : tile<8xptr<i32>> -> tile<8xi32>, token
    %dest0 = reshape %dest : tile<ptr<i32>> -> tile<1xptr<i32>>
    %destb = broadcast %dest0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %destp = offset %destb, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %to, %t1 = load_ptr_tko weak %destp : tile<8xptr<i32>> -> tile<8xi32>, token
    %xv = make_tensor_view %x, shape = [%m, 16], strides = [16, 1] : tile<i64> -> tensor_view<?x16xf32, strides=[16,1]>
    %gx = make_gather_scatter_view %xv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x16xf32, strides=[16,1]>, sparse_dim=0>
    %c0 = constant <i32: 0> : tile<i32>
    %g, %t2 = load_view_tko weak %gx[%picked, %c0] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    %two = constant <f32: 2.0> : tile<8x16xf32>
    %d = mulf %g, %two : tile<8x16xf32>
    %yv = make_tensor_view %y, shape = [%m, 16], strides = [16, 1] : tile<i64> -> tensor_view<?x16xf32, strides=[16,1]>
    %gy = make_gather_scatter_view %yv : gather_scatter_view<tile=(8x16), tensor_view<?x16xf32, strides=[16,1]>, sparse_dim=0>
    %t3 = store_view_tko weak %d, %gy[%to, %c0] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<?x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  }
}
