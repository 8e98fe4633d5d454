// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected pointer to 'f64' to build tensor_view of this type, got 'f32'}}
    %0 = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<8xf64, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected shape declaration to contain 2 elements due to tensor_view type, but 0 were provided}}
    %0 = make_tensor_view %p, shape = [], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected stride declaration to contain 2 elements due to tensor_view type, but 1 were provided}}
    %0 = make_tensor_view %p, shape = [8, 8], strides = [1] : tensor_view<8x8xf32, strides=[8,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{input shape dimension 1 does not match tensor_view type (expected 32, got 64)}}
    %0 = make_tensor_view %p, shape = [8, 64], strides = [32, 1] : tensor_view<8x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{input shape dimension 1 does not match tensor_view type (expected 32, got dynamic)}}
    %0 = make_tensor_view %p, shape = [8, %n], strides = [32, 1] : tile<i32> -> tensor_view<8x32xf32, strides=[32,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{input stride dimension 0 does not match tensor_view type (expected dynamic, got 32)}}
    %0 = make_tensor_view %p, shape = [8], strides = [32] : tensor_view<8xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected either integer or SSA value}}
    %0 = make_tensor_view %p, shape = [?], strides = [1] : tensor_view<8xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected 'tensor_view' type, but got '!cuda_tile.tile<8xf32>'}}
    %0 = make_tensor_view %p, shape = [8], strides = [1] : tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %m: tile<i64>) {
    // expected-error @below {{expected dynamic stride index 0 to be of the same type as the other dynamic values ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %0 = "cuda_tile.make_tensor_view"(%p, %n, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?x8xf32, strides=[?,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{expected 0 dynamic shape operands, got 1}}
    %0 = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<8xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected 1 dynamic stride operands, got 0}}
    %0 = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<8xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{expected 'partition_view' type, but got '!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>'}}
    %0 = make_partition_view %tv : tensor_view<64x64xf32, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>) {
    // expected-error @below {{expected 'tensor_view' type, but got '!cuda_tile.partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>'}}
    %0 = make_strided_view %pv : strided_view<tile=(8x8), traversal_strides=[1,1], partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<64x32xf32, strides=[64,1]>')}}
    %0 = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<64x32xf32, strides=[64,1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{expected 'gather_scatter_view' type, but got}}
    %0 = make_gather_scatter_view %tv : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected 2 index operands (based on view type), got 1}}
    %0, %t = load_view_tko weak %pv[%i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected tile type to be '!cuda_tile.tile<8x8xf32>' (based on view type), got '!cuda_tile.tile<8xf32>'}}
    %0, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>, %j: tile<i64>) {
    // expected-error @below {{expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %0, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>) {
    %i = iota : tile<1xi32>
    // expected-error @below {{expected index type to be a scalar tile, got '!cuda_tile.tile<1xi32>'}}
    %0, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<1xi32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{expect one of: weak, relaxed, or acquire, but got: release}}
    %0, %t = load_view_tko release device %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{memory scope is required for relaxed load}}
    %0, %t = load_view_tko relaxed %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{invalid memory_ordering_semantics attribute specification. Got "invalid" but expect one of: weak, relaxed, acquire, release, acq_rel}}
    %0, %t = load_view_tko invalid %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{invalid memory_scope attribute specification. Got "invalid" but expect one of: tl_blk, device, sys}}
    %0, %t = load_view_tko relaxed invalid %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{operation specifies weak memory ordering semantics, but then provides "device" scope, expected no memory scope.}}
    %0, %t = load_view_tko weak device %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected 2 index types, got 3}}
    %0, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{index types must be specified when indices are present}}
    %0, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>> -> tile<8x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{op result #1 must be cuda tile token type, but got 'i32'}}
    %0, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, i32
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>, %v: tile<f32>) {
    // expected-error @below {{expected tile type to be '!cuda_tile.tile<8x8xf32>' (based on view type), got '!cuda_tile.tile<f32>'}}
    %0 = store_view_tko weak %v, %pv[%i, %i] : tile<f32>, partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>, %v: tile<f32>) {
    %w, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
    // expected-error @below {{expect one of: weak, relaxed, or release, but got: acquire}}
    %0 = store_view_tko acquire device %w, %pv[%i, %i] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>, %v: tile<f32>) {
    // expected-error @below {{operation specifies weak memory ordering semantics, but then provides "tl_blk" scope, expected no memory scope.}}
    %0 = store_view_tko weak tl_blk %v, %pv[%i, %i] : tile<f32>, partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>) {
    // expected-error @below {{expected 2 results due to view index space rank, but got 1}}
    %0 = "cuda_tile.get_index_space_shape"(%pv) : (!cuda_tile.partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{expected 2 results due to tensor rank, but got 3}}
    %0:3 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected tensor_view, got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = get_tensor_shape %p : tile<ptr<f32>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{expected tile view, got}}
    %0 = get_index_space_shape %tv : tensor_view<64x64xf32, strides=[64,1]> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{op result #0 must be variadic of 0D tile}}
    %0:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<2xi32>, !cuda_tile.tile<2xi32>)
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected strictly positive integer, got 0}}
  entry @k(%v: tensor_view<8xf32, strides=[0]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected strictly positive integer, got -5}}
  entry @k(%v: tensor_view<8xf32, strides=[-5]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected either 64-bit integer or question mark}}
  entry @k(%v: tensor_view<8xf32, strides=[x]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected 'strides'}}
  entry @k(%v: tensor_view<8xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{strides must not be provided for 0-d tiles}}
  entry @k(%v: tensor_view<f32, strides=[]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{unexpected token after element type in 0-d tensor_view}}
  entry @k(%v: tensor_view<f32, [1]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{dimensions must have strictly positive constant sizes but got [0]}}
  entry @k(%v: tensor_view<0xf32, strides=[1]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected shape and stride to be of same rank but got shape of rank 1 and stride of rank 2}}
  entry @k(%v: tensor_view<8xf32, strides=[1,1]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
  entry @k(%v: partition_view<tile=(8), tensor_view<8x8xf32, strides=[8,1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{tile shape dimensions must have power of two length but got [5, 8]}}
  entry @k(%v: partition_view<tile=(5x8), tensor_view<8x8xf32, strides=[8,1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{tile dimension 0 exceeds i32 limitations (got 1099511627776, expected strictly positive and less than or equal to 2147483647)}}
  entry @k(%v: partition_view<tile=(1099511627776), tensor_view<8xf32, strides=[1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
  entry @k(%v: partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
  entry @k(%v: partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0, 0]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
  entry @k(%v: partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0, 2]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{target dimension must not be negative, got -1}}
  entry @k(%v: partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[-1, 0]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{invalid padding_value attribute specification. Got "bad" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
  entry @k(%v: partition_view<tile=(8), padding_value = bad, tensor_view<8xf32, strides=[1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{padding_value nan can only be used with floating point element types, got 'i32'}}
  entry @k(%v: partition_view<tile=(8), padding_value = nan, tensor_view<8xi32, strides=[1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected 'tensor_view' type, but got '!cuda_tile.tile<8xf32>'}}
  entry @k(%v: partition_view<tile=(8), tile<8xf32>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected 2 traversal strides, got 1}}
  entry @k(%v: strided_view<tile=(8x8), traversal_strides=[1], tensor_view<8x8xf32, strides=[8,1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{traversal strides must be strictly positive but got [1, 0]}}
  entry @k(%v: strided_view<tile=(8x8), traversal_strides=[1,0], tensor_view<8x8xf32, strides=[8,1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{gather dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
  entry @k(%v: gather_scatter_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=2>) {
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op expected all results to have the same type}}
    %0:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%pv: partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>) {
    // expected-error @below {{'cuda_tile.get_index_space_shape' op expected all results to have the same type}}
    %0:2 = "cuda_tile.get_index_space_shape"(%pv) : (!cuda_tile.partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}
