// i4 is 13.3.
cuda_tile.module @kernels {
  entry @k(%a: tile<i8>) {
    %0 = trunci %a : tile<i8> -> tile<i4>
  }
}
