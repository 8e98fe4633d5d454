// 4-bit pack and unpack through the pipeline: x's 32 bytes are unpacked as
// 64 f4E2M1FN values (low nibble first), widened to f32 (y) and packed back
// to bytes (z, equal to x).
// test/gpu/pack-f4.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @pack_f4
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared
// CHECK-SAME: st.global.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: st.shared
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared
// CHECK-SAME: st.global.b8
cuda_tile.module @pack_f4 {
  entry @pack_f4(%x: tile<ptr<i8>>, %y: tile<ptr<f32>>, %z: tile<ptr<i8>>) {
    %i = iota : tile<32xi32>
    %x1 = reshape %x : tile<ptr<i8>> -> tile<1xptr<i8>>
    %xs = broadcast %x1 : tile<1xptr<i8>> -> tile<32xptr<i8>>
    %px = offset %xs, %i : tile<32xptr<i8>>, tile<32xi32> -> tile<32xptr<i8>>
    %bytes, %t0 = load_ptr_tko weak %px : tile<32xptr<i8>> -> tile<32xi8>, token
    %f4 = unpack %bytes : tile<32xi8> -> tile<64xf4E2M1FN>
    %f = ftof %f4 : tile<64xf4E2M1FN> -> tile<64xf32>
    %i2 = iota : tile<64xi32>
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %py = offset %ys, %i2 : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %t1 = store_ptr_tko weak %py, %f : tile<64xptr<f32>>, tile<64xf32> -> token
    %back = pack %f4 : tile<64xf4E2M1FN> -> tile<32xi8>
    %z1 = reshape %z : tile<ptr<i8>> -> tile<1xptr<i8>>
    %zs = broadcast %z1 : tile<1xptr<i8>> -> tile<32xptr<i8>>
    %pz = offset %zs, %i : tile<32xptr<i8>>, tile<32xi32> -> tile<32xptr<i8>>
    %t2 = store_ptr_tko weak %pz, %back : tile<32xptr<i8>>, tile<32xi8> -> token
  }
}
