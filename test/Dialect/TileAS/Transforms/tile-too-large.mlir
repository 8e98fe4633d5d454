// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts)' -verify-diagnostics
// A tile whose threads would each hold more than sixteen register files of
// values is refused at the op that makes it.
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [1024, 1024], strides = [1024, 1] : tensor_view<1024x1024xf32, strides=[1024,1]>
    %cv = make_tensor_view %c, shape = [1024, 1024], strides = [1024, 1] : tensor_view<1024x1024xf32, strides=[1024,1]>
    %ap = make_partition_view %av : partition_view<tile=(1024x1024), tensor_view<1024x1024xf32, strides=[1024,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(1024x1024), tensor_view<1024x1024xf32, strides=[1024,1]>>
    %zero = constant <i32: 0> : tile<i32>
    // expected-error @below {{'nv_tileas.tiled_load' op makes a tile of 1048576 elements: each of the kernel's 128 threads would hold 8192 of them in registers, more than the 4080 (255 registers a thread has on sm_80, sixteen times over) this compiler allows; use smaller tiles}}
    %x, %t = load_view_tko weak %ap[%zero, %zero] : partition_view<tile=(1024x1024), tensor_view<1024x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<1024x1024xf32>, token
    %y = addf %x, %x : tile<1024x1024xf32>
    %t2 = store_view_tko weak %y, %cp[%zero, %zero] : tile<1024x1024xf32>, partition_view<tile=(1024x1024), tensor_view<1024x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
}
