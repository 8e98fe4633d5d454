// Row softmax of a rows x 256 f32 matrix: one row per tile block, read and
// written through partition views, max and sum by reduce. The matrices are
// 16-byte aligned, so rows move 4 floats per access.
cuda_tile.module @softmax {
  entry @row_softmax(%x_arg: tile<ptr<f32>>, %y_arg: tile<ptr<f32>>, %rows: tile<i64>) {
    %x = assume div_by<16>, %x_arg : tile<ptr<f32>>
    %y = assume div_by<16>, %y_arg : tile<ptr<f32>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_tensor_view %x, shape = [%rows, 256], strides = [256, 1] : tile<i64> -> tensor_view<?x256xf32, strides=[256,1]>
    %yv = make_tensor_view %y, shape = [%rows, 256], strides = [256, 1] : tile<i64> -> tensor_view<?x256xf32, strides=[256,1]>
    %xp = make_partition_view %xv : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x256xf32, strides=[256,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>
    %row, %t0 = load_view_tko weak %xp[%bid, %c0] : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> tile<1x256xf32>, token

    %max = reduce %row dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32>
    (%elem: tile<f32>, %acc: tile<f32>) {
      %m = maxf %elem, %acc : tile<f32>
      yield %m : tile<f32>
    }
    %max2 = reshape %max : tile<1xf32> -> tile<1x1xf32>
    %maxs = broadcast %max2 : tile<1x1xf32> -> tile<1x256xf32>
    %shifted = subf %row, %maxs : tile<1x256xf32>
    %e = exp %shifted : tile<1x256xf32>

    %sum = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32>
    (%elem: tile<f32>, %acc: tile<f32>) {
      %s = addf %elem, %acc : tile<f32>
      yield %s : tile<f32>
    }
    %sum2 = reshape %sum : tile<1xf32> -> tile<1x1xf32>
    %sums = broadcast %sum2 : tile<1x1xf32> -> tile<1x256xf32>
    %out = divf %e, %sums : tile<1x256xf32>
    %t1 = store_view_tko weak %out, %yp[%bid, %c0] token = %t0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
