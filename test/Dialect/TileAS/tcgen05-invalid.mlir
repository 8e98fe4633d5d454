// Every diagnostic of the tensor-memory type and the tcgen05 ops.
// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{tensor memory holds f32 or i32 sums, f16 or bf16 operands or f8E8M0FNU or f8E4M3FN scales, not 'i8'}}
func.func private @f(!nv_tileas.tensor_memory<64x64xi8>)

// -----

// expected-error @+1 {{tensor memory holds a 2-D tile}}
func.func private @f(!nv_tileas.tensor_memory<64xf32>)

// -----

// expected-error @+1 {{tensor memory rows must be a positive multiple of 64, not 32}}
func.func private @f(!nv_tileas.tensor_memory<32x64xf32>)

// -----

// expected-error @+1 {{tensor memory columns must be a power of two from 8 to 256, not 48}}
func.func private @f(!nv_tileas.tensor_memory<64x48xf32>)

// -----

// expected-error @+1 {{the tile takes 768 columns; tensor memory has 512}}
func.func private @f(!nv_tileas.tensor_memory<192x256xf32>)

// -----

nv_tileaa.func @slot(%slot: !nv_tileaa.memref<2xi32, strides = [1], shared>) {
  // expected-error @+1 {{slot must be one i32 in shared memory}}
  %t = nv_tileas.alloc_tensor_memory %slot : !nv_tileaa.memref<2xi32, strides = [1], shared> -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

#acc = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 32]>
nv_tileaa.func @shape(%init: tensor<64x32xf32, #acc>, %t: !nv_tileas.tensor_memory<64x64xf32>) {
  // expected-error @+1 {{tile must be 64x64 'f32' like the tensor memory}}
  nv_tileas.tensor_memory_store %init, %t : tensor<64x32xf32, #acc> -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

#acc = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
nv_tileaa.func @warps(%t: !nv_tileas.tensor_memory<64x64xf32>) {
  // expected-error @+1 {{tile must be held as m16n8k16 accumulators of whole warpgroups}}
  %r = nv_tileas.tensor_memory_load %t : !nv_tileas.tensor_memory<64x64xf32> -> tensor<64x64xf32, #acc>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 24], !nv_tileaa.memref<64x24xf16, strides = [24, 1], shared>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[24, 64], !nv_tileaa.memref<24x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @k(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{K must be a multiple of 16, not 24}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf16, strides = [32, 1], global>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @global(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs must be in shared memory}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf32, strides = [32, 1], shared>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf32, strides = [64, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @element(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{f32 tiles are read as tf32 only (`tf32`)}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf64, strides = [32, 1], shared>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf64, strides = [64, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @element(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs elements must be f16, bf16, f32 (read as tf32), f8E4M3FN, f8E5M2 or i8, not 'f64'}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @tf32_of_f16(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{tf32 reads f32 tiles in shared memory}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] tf32, %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

// f8 operands: one instruction takes 32 of K.
!a = !nv_tileaa.tiled_view<[64, 16], !nv_tileaa.memref<64x16xf8E4M3FN, strides = [16, 1], shared>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[64, 16], !nv_tileaa.memref<64x16xf8E4M3FN, strides = [16, 1], shared>, dim_map = [0, 1]>
nv_tileaa.func @f8k(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{K must be a multiple of 32, not 16}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b, %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

// 64 f8 elements are a 64-byte row: the 128-byte swizzle is not its pattern.
!a = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xf8E4M3FN, strides = [64, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xf8E4M3FN, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @f8row(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs rows must be one 32, 64 or 128-byte swizzle row}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b, %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared, Sw<2,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @indices(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs must be a 2-D tile with 2 indices}}
  nv_tileas.async.tcgen05_mma %a[%i], %b[%i, %i], %t : !a[i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared, Sw<2,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 32], !nv_tileaa.memref<32x32xf16, strides = [32, 1], shared, Sw<2,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @columns(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{rhs tiles must be 32x64, not 32x32}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @rows(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs tiles must be whole rows of a packed row-major buffer}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @swizzle(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs rows must be one 32, 64 or 128-byte swizzle row}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 32], !nv_tileaa.memref<64x32xf16, strides = [32, 1], shared, Sw<2,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @mixed(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs and rhs elements must be the same}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @commit(%bars: !nv_tileaa.memref<3xi32, strides = [1], shared>, %i: i32) {
  // expected-error @+1 {{barriers must be a shared memref of i64}}
  nv_tileas.async.tcgen05_commit %bars[%i] : !nv_tileaa.memref<3xi32, strides = [1], shared>[i32]
  nv_tileaa.return
}

// -----

nv_tileaa.func @together(%slot: !nv_tileaa.memref<1xi32, strides = [1], shared>) {
  // expected-error @+1 {{the tiles take 1024 columns; tensor memory has 512}}
  %t:3 = nv_tileas.alloc_tensor_memory %slot : !nv_tileaa.memref<1xi32, strides = [1], shared> -> !nv_tileas.tensor_memory<64x256xf32>, !nv_tileas.tensor_memory<64x128xf32>, !nv_tileas.tensor_memory<64x256xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @none(%slot: !nv_tileaa.memref<1xi32, strides = [1], shared>) {
  // expected-error @+1 {{allocates at least one tile}}
  "nv_tileas.alloc_tensor_memory"(%slot) : (!nv_tileaa.memref<1xi32, strides = [1], shared>) -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @free(%a: !nv_tileas.tensor_memory<64x256xf32>, %b: !nv_tileas.tensor_memory<64x256xf16>) {
  // expected-error @+1 {{the tiles take 1024 columns; tensor memory has 512}}
  nv_tileas.dealloc_tensor_memory %a, %b, %a : !nv_tileas.tensor_memory<64x256xf32>, !nv_tileas.tensor_memory<64x256xf16>, !nv_tileas.tensor_memory<64x256xf32>
  nv_tileaa.return
}

// -----

!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @sums(%a: !nv_tileas.tensor_memory<64x32xf16>, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf16>, %i: i32) {
  // expected-error @+1 {{accumulator must hold 'f32' sums, not 'f16'}}
  nv_tileas.async.tcgen05_mma %a, %b[%i, %i], %t : !nv_tileas.tensor_memory<64x32xf16>, !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf16>
  nv_tileaa.return
}

// -----

// i8 operands (kind::i8) sum into i32.
!a = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @i8sums(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{accumulator must hold 'i32' sums, not 'f32'}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b, %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xf8E4M3FN, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<64x64xf8E4M3FN, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @unsignedf8(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{only i8 operands are signed or unsigned}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b lhs_unsigned, %t : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @arows(%a: !nv_tileas.tensor_memory<128x32xf16>, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs in tensor memory must have the accumulator's 64 rows, not 128}}
  nv_tileas.async.tcgen05_mma %a, %b[%i, %i], %t : !nv_tileas.tensor_memory<128x32xf16>, !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @aindices(%a: !nv_tileas.tensor_memory<64x32xf16>, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs in tensor memory takes no indices}}
  nv_tileas.async.tcgen05_mma %a[%i], %b[%i, %i], %t : !nv_tileas.tensor_memory<64x32xf16>[i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @amixed(%a: !nv_tileas.tensor_memory<64x32xbf16>, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs and rhs elements must be the same}}
  nv_tileas.async.tcgen05_mma %a, %b[%i, %i], %t : !nv_tileas.tensor_memory<64x32xbf16>, !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

!b = !nv_tileaa.tiled_view<[24, 64], !nv_tileaa.memref<24x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @ak(%a: !nv_tileas.tensor_memory<64x8xf16>, %b: !b, %t: !nv_tileas.tensor_memory<64x64xf32>, %i: i32) {
  // expected-error @+1 {{K must be a multiple of 16, not 8}}
  nv_tileas.async.tcgen05_mma %a, %b[%i, %i], %t : !nv_tileas.tensor_memory<64x8xf16>, !b[i32, i32] -> !nv_tileas.tensor_memory<64x64xf32>
  nv_tileaa.return
}

// -----

// Blocks of 128 rows: row i in lane i, so a warpgroup accumulator's rows
// (warp w: rows 16w.. and 64 + 16w..) are not in its warps' lanes.
#acc = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [128, 64]>
nv_tileaa.func @lanes(%t: !nv_tileas.tensor_memory<128x64xf32>) {
  // expected-error @+1 {{tile must be held as the m16n8k16 accumulators of the lanes of 4 or 8 warps}}
  %r = nv_tileas.tensor_memory_load %t : !nv_tileas.tensor_memory<128x64xf32> -> tensor<128x64xf32, #acc>
  nv_tileaa.return
}

// -----

// expected-error @+1 {{tensor memory blocks have 64 or 128 rows, not 32}}
func.func private @f(!nv_tileas.tensor_memory<128x64xf32, m = 32>)

// -----

// expected-error @+1 {{tensor memory rows must be a positive multiple of 128, not 64}}
func.func private @f(!nv_tileas.tensor_memory<64x64xf32, m = 128>)

// -----

!b = !nv_tileaa.tiled_view<[32, 64], !nv_tileaa.memref<32x64xf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @ablocks(%a: !nv_tileas.tensor_memory<128x32xf16, m = 64>, %b: !b, %t: !nv_tileas.tensor_memory<128x64xf32>, %i: i32) {
  // expected-error @+1 {{lhs in tensor memory must have the accumulator's blocks of 128 rows, not 64}}
  nv_tileas.async.tcgen05_mma %a, %b[%i, %i], %t : !nv_tileas.tensor_memory<128x32xf16, m = 64>, !b[i32, i32] -> !nv_tileas.tensor_memory<128x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<128x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bp = !nv_tileaa.tiled_view<[2, 64, 64], !nv_tileaa.memref<2x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
nv_tileaa.func @panels_cover_n(%a: !a, %b: !bp, %t: !nv_tileas.tensor_memory<128x64xf32>, %i: i32) {
  // expected-error @+1 {{rhs panels must hold the accumulator's 64 columns, not 2x64}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i, %i], %t : !a[i32, i32], !bp[i32, i32, i32] -> !nv_tileas.tensor_memory<128x64xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<128x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bp = !nv_tileaa.tiled_view<[2, 64, 64], !nv_tileaa.memref<2x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
nv_tileaa.func @panels_along_n(%a: !a, %b: !bp, %t: !nv_tileas.tensor_memory<128x128xf32>, %i: i32) {
  // expected-error @+1 {{rhs in panels must be along N, not transposed}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i, %i] transpose_b, %t : !a[i32, i32], !bp[i32, i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<128x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bp = !nv_tileaa.tiled_view<[2, 64, 64], !nv_tileaa.memref<2x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
nv_tileaa.func @panel_indices(%a: !a, %b: !bp, %t: !nv_tileas.tensor_memory<128x128xf32>, %i: i32) {
  // expected-error @+1 {{rhs must be a 3-D tile of panels with 3 indices}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t : !a[i32, i32], !bp[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

!a = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<128x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!bp = !nv_tileaa.tiled_view<[2, 64, 64], !nv_tileaa.memref<2x64x64xbf16, strides = [4160, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
nv_tileaa.func @panels_packed(%a: !a, %b: !bp, %t: !nv_tileas.tensor_memory<128x128xf32>, %i: i32) {
  // expected-error @+1 {{rhs tiles must be whole rows of a packed row-major buffer}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i, %i], %t : !a[i32, i32], !bp[i32, i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

// expected-error @+1 {{scales in tensor memory take the 128 lanes, not 64 rows in blocks of 64}}
func.func private @f(!nv_tileas.tensor_memory<64x32xf8E8M0FNU>)

// -----

!a8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!b8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!sc = !nv_tileas.tensor_memory<128x64xf8E8M0FNU>
nv_tileaa.func @f(%a: !a8, %b: !b8, %t: !nv_tileas.tensor_memory<128x128xf32>, %s: !sc, %i: i32) {
  // expected-error @+1 {{a block-scaled product takes both scales and a slot}}
  "nv_tileas.async.tcgen05_mma"(%a, %i, %i, %b, %i, %i, %t, %s, %i) {operandSegmentSizes = array<i32: 1, 2, 1, 2, 1, 1, 0, 1>} : (!a8, i32, i32, !b8, i32, i32, !nv_tileas.tensor_memory<128x128xf32>, !sc, i32) -> ()
  nv_tileaa.return
}

// -----

!a16 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!b16 = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!sc = !nv_tileas.tensor_memory<128x64xf8E8M0FNU>
nv_tileaa.func @f(%a: !a16, %b: !b16, %t: !nv_tileas.tensor_memory<128x64xf32>, %s: !sc, %i: i32) {
  // expected-error @+1 {{block-scaled operands must be f8E4M3FN, f8E5M2 or f4E2M1FN, not 'bf16'}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t scales %s, %s[%i] : !sc, !sc[i32] : !a16[i32, i32], !b16[i32, i32] -> !nv_tileas.tensor_memory<128x64xf32>
  nv_tileaa.return
}

// -----

!a8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!b8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!sc = !nv_tileas.tensor_memory<128x8xf8E8M0FNU>
nv_tileaa.func @f(%a: !a8, %b: !b8, %t: !nv_tileas.tensor_memory<128x128xf32>, %s: !sc, %i: i32) {
  // expected-error @+1 {{scales must hold a slot of 4 and 4 columns}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t scales %s, %s[%i] : !sc, !sc[i32] : !a8[i32, i32], !b8[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

#rows = #nv_tileas.tv_layout<"(128,4):(4,1)">
nv_tileaa.func @f(%s: tensor<128x4xf8E8M0FNU, #rows>, %buf: !nv_tileaa.memref<3x256xf8E8M0FNU, strides = [256, 1], shared>, %i: i32) {
  // expected-error @+1 {{buffer must be packed shared rows of 512 bytes}}
  nv_tileas.store_scale_chunks %s, %buf[%i] : tensor<128x4xf8E8M0FNU, #rows>, !nv_tileaa.memref<3x256xf8E8M0FNU, strides = [256, 1], shared>[i32]
  nv_tileaa.return
}

// -----

#rows = #nv_tileas.tv_layout<"(128,6):(6,1)">
nv_tileaa.func @f(%s: tensor<128x6xf8E8M0FNU, #rows>, %buf: !nv_tileaa.memref<3x1024xf8E8M0FNU, strides = [1024, 1], shared>, %i: i32) {
  // expected-error @+1 {{a chunk row holds the scales of 1 to 4 blocks, and further chunks those of 4 more each, not 6}}
  nv_tileas.store_scale_chunks %s, %buf[%i] : tensor<128x6xf8E8M0FNU, #rows>, !nv_tileaa.memref<3x1024xf8E8M0FNU, strides = [1024, 1], shared>[i32]
  nv_tileaa.return
}

// -----

// Eight blocks are two sets of chunks: 1024 bytes per 128 rows.
#rows = #nv_tileas.tv_layout<"(128,8):(8,1)">
nv_tileaa.func @f(%s: tensor<128x8xf8E4M3FN, #rows>, %buf: !nv_tileaa.memref<3x512xf8E4M3FN, strides = [512, 1], shared>, %i: i32) {
  // expected-error @+1 {{buffer must be packed shared rows of 1024 bytes}}
  nv_tileas.store_scale_chunks %s, %buf[%i] : tensor<128x8xf8E4M3FN, #rows>, !nv_tileaa.memref<3x512xf8E4M3FN, strides = [512, 1], shared>[i32]
  nv_tileaa.return
}

// -----

// f4 products: i8 tiles of f4 pairs, B K-major, scaled.
!a4 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!b4 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!sc = !nv_tileas.tensor_memory<128x32xf8E4M3FN>
nv_tileaa.func @f(%a: !a4, %b: !b4, %t: !nv_tileas.tensor_memory<128x128xf32>, %s: !sc, %i: i32) {
  // expected-error @+1 {{f4 products read B K-major (transpose_b)}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] f4, %t scales %s, %s[%i] : !sc, !sc[i32] : !a4[i32, i32], !b4[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

!a4 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!b4 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
nv_tileaa.func @f(%a: !a4, %b: !b4, %t: !nv_tileas.tensor_memory<128x128xf32>, %i: i32) {
  // expected-error @+1 {{f4 products are block-scaled}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b f4, %t : !a4[i32, i32], !b4[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

// Eight f8E4M3FN scales per row (K = 128 in blocks of 16) take two sets
// of chunks: 8 columns for 128 rows (16 bytes per lane are 4).
!a4 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!b4 = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xi8, strides = [64, 1], shared, Sw<2,4,3>>, dim_map = [0, 1]>
!sc = !nv_tileas.tensor_memory<128x16xf8E4M3FN>
nv_tileaa.func @f(%a: !a4, %b: !b4, %t: !nv_tileas.tensor_memory<128x128xf32>, %s: !sc, %i: i32) {
  // expected-error @+1 {{scales must hold a slot of 8 and 8 columns}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i] transpose_b f4, %t scales %s, %s[%i] : !sc, !sc[i32] : !a4[i32, i32], !b4[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

!a8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!b8 = !nv_tileaa.tiled_view<[128, 128], !nv_tileaa.memref<384x128xf8E4M3FN, strides = [128, 1], shared, Sw<3,4,3>>, dim_map = [0, 1]>
!sc = !nv_tileas.tensor_memory<128x8xf8E4M3FN>
nv_tileaa.func @f(%a: !a8, %b: !b8, %t: !nv_tileas.tensor_memory<128x128xf32>, %s: !sc, %i: i32) {
  // expected-error @+1 {{scales of f8 operands must be f8E8M0FNU}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t scales %s, %s[%i] : !sc, !sc[i32] : !a8[i32, i32], !b8[i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%buf: !nv_tileaa.memref<4x512xf8E8M0FNU, strides = [512, 1], shared>, %t: !nv_tileas.tensor_memory<128x32xf8E8M0FNU>, %i: i32) {
  // expected-error @+1 {{tensor memory of 8 columns cannot hold 16}}
  nv_tileas.async.tcgen05_copy_scales %buf[%i], %t : !nv_tileaa.memref<4x512xf8E8M0FNU, strides = [512, 1], shared>[i32] -> !nv_tileas.tensor_memory<128x32xf8E8M0FNU>
  nv_tileaa.return
}

// -----

// A CTA pair's product takes M = 128 blocks of 128 rows per CTA.
!a = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[64, 64], !nv_tileaa.memref<192x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
nv_tileaa.func @f(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<64x128xf32>, %i: i32) {
  // expected-error @+1 {{a CTA pair's product takes 128 rows of A in shared memory and of the sums in one M = 128 block per CTA, without scales}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i], %t cta_pair : !a[i32, i32], !b[i32, i32] -> !nv_tileas.tensor_memory<64x128xf32>
  nv_tileaa.return
}

// -----

// Each CTA holds half of B's columns: 64 of 128, not all of them.
!a = !nv_tileaa.tiled_view<[128, 64], !nv_tileaa.memref<384x64xbf16, strides = [64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1]>
!b = !nv_tileaa.tiled_view<[2, 64, 64], !nv_tileaa.memref<6x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>, dim_map = [0, 1, 2]>
nv_tileaa.func @f(%a: !a, %b: !b, %t: !nv_tileas.tensor_memory<128x128xf32>, %i: i32) {
  // expected-error @+1 {{rhs panels must hold half of the accumulator's columns, 64, not 2x64}}
  nv_tileas.async.tcgen05_mma %a[%i, %i], %b[%i, %i, %i], %t cta_pair : !a[i32, i32], !b[i32, i32, i32] -> !nv_tileas.tensor_memory<128x128xf32>
  nv_tileaa.return
}
