// pack and unpack through the pipeline (the bytes through shared memory):
// x (64 f16) is packed to 128 bytes (b) and the bytes unpacked as 32 f32
// (y), which holds x's bits two halves per word.
// test/gpu/pack.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @pack
// CHECK-SAME: st.shared
// CHECK-SAME: ld.shared
// CHECK-SAME: st.global
cuda_tile.module @pack {
  entry @pack(%x: tile<ptr<f16>>, %b: tile<ptr<i8>>, %y: tile<ptr<f32>>) {
    %i = iota : tile<64xi32>
    %x1 = reshape %x : tile<ptr<f16>> -> tile<1xptr<f16>>
    %xs = broadcast %x1 : tile<1xptr<f16>> -> tile<64xptr<f16>>
    %px = offset %xs, %i : tile<64xptr<f16>>, tile<64xi32> -> tile<64xptr<f16>>
    %v, %t0 = load_ptr_tko weak %px : tile<64xptr<f16>> -> tile<64xf16>, token
    %bytes = pack %v : tile<64xf16> -> tile<128xi8>
    %i2 = iota : tile<128xi32>
    %b1 = reshape %b : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bs = broadcast %b1 : tile<1xptr<i8>> -> tile<128xptr<i8>>
    %pb = offset %bs, %i2 : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
    %t1 = store_ptr_tko weak %pb, %bytes : tile<128xptr<i8>>, tile<128xi8> -> token
    %words = unpack %bytes : tile<128xi8> -> tile<32xf32>
    %i3 = iota : tile<32xi32>
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %py = offset %ys, %i3 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %t2 = store_ptr_tko weak %py, %words : tile<32xptr<f32>>, tile<32xf32> -> token
  }
}
