// atan2 is 13.2; exp's rounding modifier is 13.3.
cuda_tile.module @kernels {
  entry @k(%a: tile<f32>) {
    %e = exp %a : tile<f32>
    %0 = atan2 %a, %a : tile<f32>
    %1 = exp %a rounding<approx> : tile<f32>
  }
}
