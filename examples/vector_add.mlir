// c[i] = a[i] + b[i] for i < n: 1024 elements per tile block, masked pointer
// loads and stores. The buffers are 16-byte aligned (as cuTile Python
// states for the arrays it passes), so each thread moves 4 floats at once.
cuda_tile.module @vector_add {
  entry @vector_add(%a_arg: tile<ptr<f32>>, %b_arg: tile<ptr<f32>>, %c_arg: tile<ptr<f32>>, %n: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f32>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f32>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %block = constant <i32: 1024> : tile<i32>
    %start = muli %bid, %block : tile<i32>
    %start1 = reshape %start : tile<i32> -> tile<1xi32>
    %starts = broadcast %start1 : tile<1xi32> -> tile<1024xi32>
    %lane = iota : tile<1024xi32>
    %offs = addi %starts, %lane : tile<1024xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %ns = broadcast %n1 : tile<1xi32> -> tile<1024xi32>
    %mask = cmpi less_than %offs, %ns, signed : tile<1024xi32> -> tile<1024xi1>

    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %pa = offset %as, %offs : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %b1 = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %b1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %pb = offset %bs, %offs : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %c1 = reshape %c : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cs = broadcast %c1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %pc = offset %cs, %offs : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>

    %zero = constant <f32: 0.000000e+00> : tile<1024xf32>
    %va, %ta = load_ptr_tko weak %pa, %mask, %zero : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
    %vb, %tb = load_ptr_tko weak %pb, %mask, %zero : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
    %sum = addf %va, %vb : tile<1024xf32>
    %tc = store_ptr_tko weak %pc, %sum, %mask : tile<1024xptr<f32>>, tile<1024xf32>, tile<1024xi1> -> token
    return
  }
}
