// A kernel with the operations Tile IR 13.4 adds: with n = n_in rem 7
// (-6..6), y = x^n (f32 with an i8 exponent), z = (f16(x))^n (f16 with an
// i32 exponent) with its block 3 of
// 16 elements replaced by -1, between griddepcontrol wait and
// launch_dependents and behind an alias fence. 128 elements, one block.
cuda_tile.module @ops_13_4 {
  entry @powers(%x_arg: tile<ptr<f32>>, %n_arg: tile<ptr<i32>>, %y_arg: tile<ptr<f32>>, %z_arg: tile<ptr<f32>>) {
    %t0 = gdc_wait_tko : token
    %lane = iota : tile<128xi32>
    %x1 = reshape %x_arg : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %px = offset %xs, %lane : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %n1 = reshape %n_arg : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ns = broadcast %n1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %pn = offset %ns, %lane : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %y1 = reshape %y_arg : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %py = offset %ys, %lane : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %z1 = reshape %z_arg : tile<ptr<f32>> -> tile<1xptr<f32>>
    %zs = broadcast %z1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %pz = offset %zs, %lane : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %tx = load_ptr_tko weak %px token=%t0 : tile<128xptr<f32>> -> tile<128xf32>, token
    %nr, %tn = load_ptr_tko weak %pn token=%t0 : tile<128xptr<i32>> -> tile<128xi32>, token
    %seven = constant <i32: 7> : tile<128xi32>
    %n = remi %nr, %seven signed : tile<128xi32>
    %n8 = trunci %n : tile<128xi32> -> tile<128xi8>
    %y = fpowi %x, %n8 : tile<128xf32>, tile<128xi8>
    %h = ftof %x : tile<128xf32> -> tile<128xf16>
    %hp = fpowi %h, %n : tile<128xf16>, tile<128xi32>
    %hz = ftof %hp : tile<128xf16> -> tile<128xf32>
    %minus = constant <f32: -1.0> : tile<16xf32>
    %three = constant <i32: 3> : tile<i32>
    %z = insert %minus into %hz[%three] : tile<16xf32> -> tile<128xf32>
    %ty = store_ptr_tko weak %py, %y token=%tx : tile<128xptr<f32>>, tile<128xf32> -> token
    %tz = store_ptr_tko weak %pz, %z token=%tn : tile<128xptr<f32>>, tile<128xf32> -> token
    %tj = join_tokens %ty, %tz : token
    %tf = memory_fence_alias_tko %tj : token
    %tl = gdc_launch_dependents_tko token=%tf : token
    return
  }
}
