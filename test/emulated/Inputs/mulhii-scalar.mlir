cuda_tile.module @fuzz {
  entry @k(%in7: tile<ptr<i32>>, %in8: tile<ptr<i32>>, %out19: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    // load_ptr_tko
    %p_2 = offset %in7, %bid : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v7, %tok_1 = load_ptr_tko weak %p_2 : tile<ptr<i32>> -> tile<i32>, token
    // load_ptr_tko
    %p_4 = offset %in8, %bid : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v8, %tok_3 = load_ptr_tko weak %p_4 : tile<ptr<i32>> -> tile<i32>, token
    // mulhii
    %v9 = mulhii %v7, %v8 : tile<i32>
    // store_ptr_tko
    %p_5 = offset %out19, %bid : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %tok_6 = store_ptr_tko weak %p_5, %v9 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
