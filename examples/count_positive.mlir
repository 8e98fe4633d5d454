// Counts the positive elements of x (n of them) into *counter with one atomic
// add per tile block, and zeroes the negative ones in place. Tokens order the
// in-place store after the load of the same addresses.
cuda_tile.module @atomics {
  entry @count_positive(%x: tile<ptr<f32>>, %counter: tile<ptr<i32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %block = constant <i32: 128> : tile<i32>
    %start = muli %bid, %block : tile<i32>
    %start1 = reshape %start : tile<i32> -> tile<1xi32>
    %starts = broadcast %start1 : tile<1xi32> -> tile<128xi32>
    %lane = iota : tile<128xi32>
    %offs = addi %starts, %lane : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %ns = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %inb = cmpi less_than %offs, %ns, signed : tile<128xi32> -> tile<128xi1>

    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %px = offset %xs, %offs : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t0 = make_token : token
    %fzero = constant <f32: 0.000000e+00> : tile<128xf32>
    %v, %t1 = load_ptr_tko weak %px, %inb, %fzero token=%t0 : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token

    // Count the positive elements of this block.
    %pos = cmpf greater_than ordered %v, %fzero : tile<128xf32> -> tile<128xi1>
    %ione = constant <i32: 1> : tile<128xi32>
    %izero = constant <i32: 0> : tile<128xi32>
    %ones = select %pos, %ione, %izero : tile<128xi1>, tile<128xi32>
    %count = reduce %ones dim=0 identities=[0 : i32] : tile<128xi32> -> tile<i32>
    (%elem: tile<i32>, %acc: tile<i32>) {
      %s = addi %elem, %acc : tile<i32>
      yield %s : tile<i32>
    }
    %old, %t2 = atomic_rmw_tko relaxed device %counter, add, %count token = %t1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token

    // Zero the negative elements in place, after the load (token %t1).
    %neg = cmpf less_than ordered %v, %fzero : tile<128xf32> -> tile<128xi1>
    %store = andi %neg, %inb : tile<128xi1>
    %t3 = store_ptr_tko weak %px, %fzero, %store token=%t1 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    %done = join_tokens %t2, %t3 : token
    return
  }
}
