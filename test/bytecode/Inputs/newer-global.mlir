// `constant` globals are 13.3.
cuda_tile.module @kernels {
  global constant @g <i32: [1, 2]> : tile<2xi32>
}
