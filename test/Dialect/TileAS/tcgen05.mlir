// The tensor-memory and tcgen05 ops of nv_tileas print as they parse.
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

// Blocks of 128 rows move in the order of their lanes: warp w holds rows
// 32 (w % 4) to 32 (w % 4) + 31 as m16n8 accumulator fragments.
#acc = #nv_tileas.tv_layout<"((4,8,4),(2,4,8)):((2,64,2048),(1,512,8))">
!a = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bars = !nv_tileaa.memref<3xi64, strides = [1], shared>
!slot = !nv_tileaa.memref<1xi32, strides = [1], shared>
!tmem = !nv_tileas.tensor_memory<128x64xf32>

// CHECK-LABEL: nv_tileaa.func @product
// CHECK: %[[T:.*]] = nv_tileas.alloc_tensor_memory %{{.*}} : !nv_tileaa.memref<1xi32, strides = [1], shared> -> !nv_tileas.tensor_memory<128x64xf32>
// CHECK: nv_tileas.tensor_memory_store %{{.*}}, %[[T]] : tensor<128x64xf32, #tv> -> !nv_tileas.tensor_memory<128x64xf32>
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], %[[T]] : {{.*}}[i32, i32], {{.*}}[i32, i32] -> !nv_tileas.tensor_memory<128x64xf32>
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}] transpose_b, %[[T]]
// CHECK: nv_tileas.async.tcgen05_commit %{{.*}}[%{{.*}}] : !nv_tileaa.memref<3xi64, strides = [1], shared>[i32]
// CHECK: nv_tileas.tensor_memory_load %[[T]] : !nv_tileas.tensor_memory<128x64xf32> -> tensor<128x64xf32, #tv>
// CHECK: nv_tileas.dealloc_tensor_memory %[[T]] : !nv_tileas.tensor_memory<128x64xf32>
nv_tileaa.func @product(%init: tensor<128x64xf32, #acc>, %slot: !slot, %a: !a, %b: !b, %bars: !bars, %i: i32) {
  %t = nv_tileas.alloc_tensor_memory %slot : !slot -> !tmem
  nv_tileas.tensor_memory_store %init, %t : tensor<128x64xf32, #acc> -> !tmem
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !tmem
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b, %t : !a[i32, i32], !b[i32, i32] -> !tmem
  nv_tileas.async.tcgen05_commit %bars[%i] : !bars[i32]
  %r = nv_tileas.tensor_memory_load %t : !tmem -> tensor<128x64xf32, #acc>
  nv_tileas.dealloc_tensor_memory %t : !tmem
  nv_tileaa.return
}

// A CTA pair's product: each CTA's 128 rows of A and of the sums, and
// half of B's columns (64 of the accumulator's 128).
!pairsums = !nv_tileas.tensor_memory<128x128xf32>
// CHECK-LABEL: nv_tileaa.func @pair
// CHECK: %[[P:.*]] = nv_tileas.alloc_tensor_memory %{{.*}} cta_pair : !nv_tileaa.memref<1xi32, strides = [1], shared> -> !nv_tileas.tensor_memory<128x128xf32>
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], %[[P]] cta_pair :
// CHECK: nv_tileas.async.tcgen05_commit %{{.*}}[%{{.*}}] cta_pair :
// CHECK: nv_tileas.dealloc_tensor_memory %[[P]] cta_pair : !nv_tileas.tensor_memory<128x128xf32>
nv_tileaa.func @pair(%slot: !slot, %a: !a, %b: !b, %bars: !bars, %i: i32) {
  %t = nv_tileas.alloc_tensor_memory %slot cta_pair : !slot -> !pairsums
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t cta_pair : !a[i32, i32], !b[i32, i32] -> !pairsums
  nv_tileas.async.tcgen05_commit %bars[%i] cta_pair : !bars[i32]
  nv_tileas.dealloc_tensor_memory %t cta_pair : !pairsums
  nv_tileaa.return
}

// A in tensor memory, a product that replaces the sums, and one allocation
// of several tiles.
#acc64 = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 64]>
#p64 = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 32]>
!v = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<96x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!sums = !nv_tileas.tensor_memory<64x64xf32>
!pa = !nv_tileas.tensor_memory<64x32xf16>

// CHECK-LABEL: nv_tileaa.func @operand_in_tensor_memory
// CHECK: %[[T:.*]]:2 = nv_tileas.alloc_tensor_memory %{{.*}} : !nv_tileaa.memref<1xi32, strides = [1], shared> -> !nv_tileas.tensor_memory<64x64xf32>, !nv_tileas.tensor_memory<64x32xf16>
// CHECK: nv_tileas.tensor_memory_store %{{.*}}, %[[T]]#1 : tensor<64x32xf16, #{{.*}}> -> !nv_tileas.tensor_memory<64x32xf16>
// CHECK: nv_tileas.async.tcgen05_mma %[[T]]#1, %{{.*}}[%{{.*}}, %{{.*}}], %[[T]]#0 overwrite : !nv_tileas.tensor_memory<64x32xf16>, {{.*}}[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
// CHECK: nv_tileas.tensor_memory_load %[[T]]#1 : !nv_tileas.tensor_memory<64x32xf16> -> tensor<64x32xf16, #{{.*}}>
// CHECK: nv_tileas.dealloc_tensor_memory %[[T]]#0, %[[T]]#1 : !nv_tileas.tensor_memory<64x64xf32>, !nv_tileas.tensor_memory<64x32xf16>
nv_tileaa.func @operand_in_tensor_memory(%p: tensor<64x32xf16, #p64>, %slot: !slot, %v: !v, %i: i32) {
  %t:2 = nv_tileas.alloc_tensor_memory %slot : !slot -> !sums, !pa
  nv_tileas.tensor_memory_store %p, %t#1 : tensor<64x32xf16, #p64> -> !pa
  nv_tileas.async.tcgen05_mma %t#1, %v[%i, %i], %t#0 overwrite : !pa, !v[i32, i32] -> !sums
  %r = nv_tileas.tensor_memory_load %t#1 : !pa -> tensor<64x32xf16, #p64>
  nv_tileas.dealloc_tensor_memory %t#0, %t#1 : !sums, !pa
  nv_tileaa.return
}

// Blocks of 64 rows in a tile of 128 (the M = 64 data path twice) say so.
// CHECK-LABEL: nv_tileaa.func @blocks_of_64
// CHECK-SAME: !nv_tileas.tensor_memory<128x64xf32, m = 64>
// CHECK-SAME: !nv_tileas.tensor_memory<128x64xf32>
// CHECK-SAME: !nv_tileas.tensor_memory<64x64xf32>
nv_tileaa.func @blocks_of_64(%a: !nv_tileas.tensor_memory<128x64xf32, m = 64>, %b: !nv_tileas.tensor_memory<128x64xf32, m = 128>, %c: !nv_tileas.tensor_memory<64x64xf32, m = 64>) {
  nv_tileaa.return
}

// f8 operands (kind::f8f6f4): 128 of K in one 128-byte swizzle row of A
// and of B's stored transpose.
!a8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<256x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!b8 = !nv_tileaa.tiled_view<[64, 128], !nv_tileaa.memref<128x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>

// CHECK-LABEL: nv_tileaa.func @f8
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}] transpose_b, %{{.*}} : {{.*}}f8E4M3FN{{.*}}[i32, i32], {{.*}}[i32, i32] -> !nv_tileas.tensor_memory<128x64xf32>
nv_tileaa.func @f8(%a: !a8, %b: !b8, %t: !tmem, %i: i32) {
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b, %t : !a8[i32, i32], !b8[i32, i32] -> !tmem
  nv_tileaa.return
}

// i8 operands (kind::i8), A unsigned, into i32 sums.
!a8i = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<256x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!b8i = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<128x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>

// CHECK-LABEL: nv_tileaa.func @i8
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}] transpose_b lhs_unsigned, %{{.*}} : {{.*}} -> !nv_tileas.tensor_memory<128x64xi32>
nv_tileaa.func @i8(%a: !a8i, %b: !b8i, %t: !nv_tileas.tensor_memory<128x64xi32>, %i: i32) {
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b lhs_unsigned, %t : !a8i[i32, i32], !b8i[i32, i32] -> !nv_tileas.tensor_memory<128x64xi32>
  nv_tileaa.return
}

// f32 tiles read as tf32 (kind::tf32): 32 of K in one 128-byte swizzle row
// of A and of B's stored transpose.
!a32 = !nv_tileaa.tiled_view<[128, 32], !nv_tileaa.memref<256x32xf32, strides = [32, 1], shared, Sw<3,2,3>>, dim_map = [0, 1]>
!b32 = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<128x32xf32, strides = [32, 1], shared, Sw<3,2,3>>, dim_map = [0, 1]>

// CHECK-LABEL: nv_tileaa.func @tf32
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}] transpose_b tf32, %{{.*}} : {{.*}}f32{{.*}}[i32, i32], {{.*}}[i32, i32] -> !nv_tileas.tensor_memory<128x64xf32>
nv_tileaa.func @tf32(%a: !a32, %b: !b32, %t: !tmem, %i: i32) {
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b tf32, %t : !a32[i32, i32], !b32[i32, i32] -> !tmem
  nv_tileaa.return
}

// B along N in panels: a 64x128 bf16 B (256-byte rows) as two 64x64 panels
// of one swizzle row side by side, each stage two tiles of the buffer.
!bp = !nv_tileaa.tiled_view<[2, 64, 64], !nv_tileaa.memref<6x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
!wide = !nv_tileas.tensor_memory<128x128xf32>

// CHECK-LABEL: nv_tileaa.func @panels
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} : {{.*}}[i32, i32], !nv_tileaa.tiled_view<[2, 64, 64], {{.*}}>[i32, i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
nv_tileaa.func @panels(%a: !a, %b: !bp, %t: !wide, %i: i32) {
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i, %i], %t : !a[i32, i32], !bp[i32, i32, i32] -> !wide
  nv_tileaa.return
}

// A block-scaled product: the scales written to shared chunks, copied to
// tensor memory (a slot per stage) and read by the product.
#rows = #nv_tileas.tv_layout<"(128,4):(4,1)">
#cols = #nv_tileas.tv_layout<"(128,4):(1,128)">
!f8tile = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!chunks = !nv_tileaa.memref<3x512xf8E8M0FNU, strides = [512, 1], shared>
!sc = !nv_tileas.tensor_memory<128x64xf8E8M0FNU>

// CHECK-LABEL: nv_tileaa.func @block_scaled
// CHECK: nv_tileas.store_scale_chunks %{{.*}}, %{{.*}}[%{{.*}}] : tensor<128x4xf8E8M0FNU, #{{.*}}>, !nv_tileaa.memref<3x512xf8E8M0FNU, strides = [512, 1], shared>[i32]
// CHECK: nv_tileas.store_scale_chunks %{{.*}}, %{{.*}}[%{{.*}}] transposed : tensor<4x128xf8E8M0FNU, #{{.*}}>
// CHECK: nv_tileas.async.tcgen05_copy_scales %{{.*}}[%{{.*}}], %{{.*}} : !nv_tileaa.memref<3x512xf8E8M0FNU, strides = [512, 1], shared>[i32] -> !nv_tileas.tensor_memory<128x64xf8E8M0FNU>
// CHECK: nv_tileas.async.tcgen05_mma %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}] transpose_b, %{{.*}} scales %{{.*}}, %{{.*}}[%{{.*}}] : !nv_tileas.tensor_memory<128x64xf8E8M0FNU>, !nv_tileas.tensor_memory<128x64xf8E8M0FNU>[i32] : {{.*}} -> !nv_tileas.tensor_memory<128x128xf32>
nv_tileaa.func @block_scaled(%a: !f8tile, %b: !f8tile, %sa: tensor<128x4xf8E8M0FNU, #rows>, %sb: tensor<4x128xf8E8M0FNU, #cols>, %ca: !chunks, %cb: !chunks, %t: !nv_tileas.tensor_memory<128x128xf32>, %ta: !sc, %tb: !sc, %i: i32) {
  nv_tileas.store_scale_chunks %sa, %ca[%i] : tensor<128x4xf8E8M0FNU, #rows>, !chunks[i32]
  nv_tileas.store_scale_chunks %sb, %cb[%i] transposed : tensor<4x128xf8E8M0FNU, #cols>, !chunks[i32]
  nv_tileas.async.tcgen05_copy_scales %ca[%i], %ta : !chunks[i32] -> !sc
  nv_tileas.async.tcgen05_copy_scales %cb[%i], %tb : !chunks[i32] -> !sc
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b, %t scales %ta, %tb[%i] : !sc, !sc[i32] : !f8tile[i32, i32], !f8tile[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}
