// mmaf on f8E4M3FN, f8E5M2 and tf32 operands through the FMA fallback: f8
// elements are decoded from their bits, tf32 elements are f32 values.
// C = A * A + B * B + T * T for 16x16 tiles read through pointer tiles.
// test/gpu/mma-narrow.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// CHECK: gpu.binary @narrow
// CHECK-SAME: ld.global.b8
// The f8E5M2 decoding: the byte becomes the top of an f16.
// CHECK-SAME: cvt.f32.f16
// CHECK-SAME: fma.rn.f32
// CHECK-SAME: st.global.b32
// BIN: kernels = {mma_narrow = {block = array<i32: 128, 1, 1>
// BIN-SAME: spill_loads = 0 : i32, spill_stores = 0 : i32
cuda_tile.module @narrow {
  entry @mma_narrow(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E5M2>>, %t: tile<ptr<tf32>>, %c: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %a1 = reshape %a : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %as = broadcast %a1 : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %pa = offset %as, %i : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %va, %t1 = load_ptr_tko weak %pa : tile<256xptr<f8E4M3FN>> -> tile<256xf8E4M3FN>, token
    %x = reshape %va : tile<256xf8E4M3FN> -> tile<16x16xf8E4M3FN>
    %b1 = reshape %b : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %bs = broadcast %b1 : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %pb = offset %bs, %i : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %vb, %t2 = load_ptr_tko weak %pb : tile<256xptr<f8E5M2>> -> tile<256xf8E5M2>, token
    %y = reshape %vb : tile<256xf8E5M2> -> tile<16x16xf8E5M2>
    %t0 = reshape %t : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %ts = broadcast %t0 : tile<1xptr<tf32>> -> tile<256xptr<tf32>>
    %pt = offset %ts, %i : tile<256xptr<tf32>>, tile<256xi32> -> tile<256xptr<tf32>>
    %vt, %t3 = load_ptr_tko weak %pt : tile<256xptr<tf32>> -> tile<256xtf32>, token
    %z = reshape %vt : tile<256xtf32> -> tile<16x16xtf32>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %d1 = mmaf %x, %x, %acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    %d2 = mmaf %y, %y, %d1 : tile<16x16xf8E5M2>, tile<16x16xf8E5M2>, tile<16x16xf32>
    %d3 = mmaf %z, %z, %d2 : tile<16x16xtf32>, tile<16x16xtf32>, tile<16x16xf32>
    %c1 = reshape %c : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cs = broadcast %c1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pc = offset %cs, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %out = reshape %d3 : tile<16x16xf32> -> tile<256xf32>
    %t4 = store_ptr_tko weak %pc, %out : tile<256xptr<f32>>, tile<256xf32> -> token
  }
}
