// atomic_red_view_tko through the pipeline: every tile block adds its 1x256
// tile of x (rows of 256 f32) into row 0 of y through a partition view, so
// y = the sum of the rows of x (one atomic per element, by the canonical
// holder of each element; the tile is replicated over two warps).
// test/gpu/atomic-view.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s

// CHECK: gpu.binary @split_sum
// CHECK-SAME: ld.global.v4.b32
// CHECK-SAME: setp.gt.u32 {{.*}}, 63;
// CHECK-SAME: atom.global.add.f32
cuda_tile.module @split_sum {
  entry @split_sum(%x_arg: tile<ptr<f32>>, %y_arg: tile<ptr<f32>>, %rows: tile<i64>) {
    %x = assume div_by<16>, %x_arg : tile<ptr<f32>>
    %y = assume div_by<16>, %y_arg : tile<ptr<f32>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %one = constant <i64: 1> : tile<i64>
    %xv = make_tensor_view %x, shape = [%rows, 256], strides = [256, 1] : tile<i64> -> tensor_view<?x256xf32, strides=[256,1]>
    %yv = make_tensor_view %y, shape = [%one, 256], strides = [256, 1] : tile<i64> -> tensor_view<?x256xf32, strides=[256,1]>
    %xp = make_partition_view %xv : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %row, %t0 = load_view_tko weak %xp[%bid, %c0] : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> tile<1x256xf32>, token
    %t1 = atomic_red_view_tko relaxed device %yp[%c0, %c0], addf, %row token = %t0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> token
  }
}
