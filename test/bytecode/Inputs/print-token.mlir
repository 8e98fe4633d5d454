// A print whose token is used: 13.2 and later only.
cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    %t = print_tko "a=%d", %a : tile<i32> -> token
    %u = print_tko "b=%d", %a token=%t : tile<i32> -> token
    %v = join_tokens %t, %u : token
  }
}
