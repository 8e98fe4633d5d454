// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @+1 {{all dimensions must be powers of two, got 3}}
  entry @k(%a: tile<3xf32>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or Pointer type or i4}}
  entry @k(%a: tile<index>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
  entry @k(%a: tile<8192x4096xf32>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
  entry @k(%a: tile<f4E2M1FN>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64}}
  entry @k(%a: tile<ptr<index>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected strictly positive integer, got 0}}
  entry @k(%a: tensor_view<4xf32, strides=[0]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected shape and stride to be of same rank but got shape of rank 2 and stride of rank 1}}
  entry @k(%a: tensor_view<4x4xf32, strides=[1]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{strides must not be provided for 0-d tiles}}
  entry @k(%a: tensor_view<f32, strides=[1]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected either 64-bit integer or question mark}}
  entry @k(%a: tensor_view<4xf32, strides=[x]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
  entry @k(%a: partition_view<tile=(2), tensor_view<4x4xf32, strides=[4,1]>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile shape dimensions must have power of two length but got [3]}}
  entry @k(%a: partition_view<tile=(3), tensor_view<16xf32, strides=[1]>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
  entry @k(%a: partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>, dim_map=[0, 0]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{target dimension is outside of tensor view dimensions, expected strictly less than 1, got 3}}
  entry @k(%a: partition_view<tile=(2), tensor_view<4xf32, strides=[1]>, dim_map=[3]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
  entry @k(%a: partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>, dim_map=[0]>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{padding_value nan can only be used with floating point element types, got 'i32'}}
  entry @k(%a: partition_view<tile=(2), padding_value = nan, tensor_view<4xi32, strides=[1]>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{invalid padding_value attribute specification. Got "one" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
  entry @k(%a: partition_view<tile=(2), padding_value = one, tensor_view<4xf32, strides=[1]>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected 'tensor_view' type, but got '!cuda_tile.tile<4xf32>'}}
  entry @k(%a: partition_view<tile=(2), tile<4xf32>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{traversal strides must be strictly positive but got [0]}}
  entry @k(%a: strided_view<tile=(2), traversal_strides=[0], tensor_view<4xf32, strides=[1]>>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{gather dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
  entry @k(%a: gather_scatter_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>, sparse_dim=2>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unknown type: tile_view}}
  entry @k(%a: tile_view<4xf32>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  entry @k(%a: tile<4xf32>) {}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must not return values}}
  entry @k(%a: tile<f32>) -> tile<f32> {}
}
