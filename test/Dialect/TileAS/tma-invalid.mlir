// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xbf16, strides = [64, 1], shared>, dim_map = [0, 1]>
nv_tileaa.func @shared_view(%v: !sview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{a TMA descriptor describes global memory, not shared}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !sview -> !nv_tileas.tma_descriptor_iter<!sview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
nv_tileaa.func @swizzle(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA swizzle must be 0, 32, 64 or 128 bytes, not 96}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 96>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
nv_tileaa.func @rows(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA box rows of 64 bytes do not fit swizzle 128}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[512, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
nv_tileaa.func @box(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA boxes have 1 to 256 elements per dimension, not 512}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [1, 0]>
nv_tileaa.func @dim_map(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA copies tiles of a view in the memref's dimension order, without traversal strides}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0xFC00 : f16>
nv_tileaa.func @padding(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA fills elements outside the tensor with zeros: the view's padding must be zero}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
nv_tileaa.func @slot(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{a workspace holds 4 descriptors, not 5}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[4] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<2,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @destination_swizzle(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{destination's swizzle is not the descriptor's 128-byte pattern}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x128xbf16, strides = [128, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @whole_rows(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{destination tiles must be whole rows}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi32, strides = [1], shared>
nv_tileaa.func @barriers(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{barriers must be a shared memref of i64 in one dimension with unit stride, not '!nv_tileaa.memref<3xi32, strides = [1], shared>'}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!bars = !nv_tileaa.memref<3xi64, strides = [1], global>
nv_tileaa.func @global_barriers(%bars: !bars, %n: i32) {
  // expected-error @below {{barriers must be a shared memref of i64}}
  nv_tileas.async.mbarrier_init %bars, %n : !bars
  nv_tileaa.return
}

// -----

!bars = !nv_tileaa.memref<3x2xi64, strides = [2, 1], shared>
nv_tileaa.func @arrive_rank(%bars: !bars, %i: i32) {
  // expected-error @below {{barriers must be a shared memref of i64 in one dimension}}
  nv_tileas.async.mbarrier_arrive %bars[%i] : !bars[i32]
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xbf16, strides = [64, 1], shared>, dim_map = [0, 1]>
nv_tileaa.func @store_swizzle(%d: !desc, %buf: !sview, %i: i32) {
  // expected-error @below {{source's swizzle is not the descriptor's 128-byte pattern}}
  %t = nv_tileas.async.tiled_tma_store %d[%i, %i], %buf[%i, %i]
      : !desc[i32, i32], !sview[i32, i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
nv_tileaa.func @store_global(%d: !desc, %buf: !gview, %i: i32) {
  // expected-error @below {{source must be in shared memory, not global}}
  %t = nv_tileas.async.tiled_tma_store %d[%i, %i], %buf[%i, %i]
      : !desc[i32, i32], !gview[i32, i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[2, 2, 2, 2, 2, 16], !nv_tileaa.memref<?x?x?x?x?x?xf16, strides = [?, ?, ?, ?, ?, 1], global>, dim_map = [0, 1, 2, 3, 4, 5]>
nv_tileaa.func @rank(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{a TMA descriptor has rank 1 to 5 and tiles of the memref's rank}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 0>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xi1, strides = [?, 1], global>, dim_map = [0, 1]>
nv_tileaa.func @element(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA copies elements of 1, 2, 4 or 8 bytes, not 'i1'}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 0>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xf16, strides = [1, ?], global>, dim_map = [0, 1]>
nv_tileaa.func @unit_stride(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{TMA needs a unit stride along the last dimension}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!other = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
nv_tileaa.func @other_view(%v: !gview) {
  %ws = nv_tileas.alloc_tma_workspace : !nv_tileas.tma_workspace
  // expected-error @below {{result must describe the view}}
  %d = nv_tileas.make_tiled_tma_desc %v in %ws[0] : !gview -> !nv_tileas.tma_descriptor_iter<!other, swizzle = 128>
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @indices(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{needs 2 indices, got 1}}
  %t = nv_tileas.async.tiled_tma_load %d[%i], %buf[%i, %i], %bars[%i]
      : !desc[i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @elements(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{destination elements must be 'bf16'}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @not_the_box(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{destination tiles must be the box up to unit dimensions}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @destination_indices(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{needs 2 destination indices, got 1}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i], %bars[%i]
      : !desc[i32, i32], !sview[i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @dynamic(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{destination must have static sizes and strides}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!gview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1]>
!desc = !nv_tileas.tma_descriptor_iter<!gview, swizzle = 128>
!sview = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [128, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @not_packed(%d: !desc, %buf: !sview, %bars: !bars, %i: i32) {
  // expected-error @below {{destination must be a packed row-major buffer}}
  %t = nv_tileas.async.tiled_tma_load %d[%i, %i], %buf[%i, %i], %bars[%i]
      : !desc[i32, i32], !sview[i32, i32], !bars[i32] -> !nv_tileas.async.token
  nv_tileaa.return
}

// -----

!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @one_cta(%bars: !bars, %i: i32) {
  // expected-error @below {{attribute 'cluster_ctas' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 2 whose maximum value is 16}}
  nv_tileas.async.mbarrier_arrive %bars[%i] cluster_ctas(1) : !bars[i32]
  nv_tileaa.return
}

// -----

!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @too_many_ctas(%bars: !bars, %i: i32) {
  // expected-error @below {{attribute 'cluster_ctas' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 2 whose maximum value is 16}}
  nv_tileas.async.tcgen05_commit %bars[%i] cluster_ctas(32) : !bars[i32]
  nv_tileaa.return
}

// -----

!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @in_cta_and_cluster(%bars: !bars, %i: i32) {
  // expected-error @below {{arrives on one CTA's barrier (`in_cta`) or on every CTA's (`cluster_ctas`), once per thread or per warp: `in_cta` takes neither `cluster_ctas` nor `per_warp`}}
  nv_tileas.async.mbarrier_arrive %bars[%i] cluster_ctas(2) in_cta %i : !bars[i32]
  nv_tileaa.return
}

// -----

!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
nv_tileaa.func @issuer_per_warp(%bars: !bars, %i: i32) {
  // expected-error @below {{`issuer` and `per_warp` exclude each other}}
  nv_tileas.async.mbarrier_arrive %bars[%i] per_warp issuer : !bars[i32]
  nv_tileaa.return
}
