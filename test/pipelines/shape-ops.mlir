// permute, extract and cat through the pipeline (each an exchange through
// shared memory): x is 8x4 i32; y = permute(x) (4x8), z = block (k, 0) of
// x cut into 2x4 blocks, w = cat(x, x) along dimension 1 (8x8).
// test/gpu/shape-ops.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @shapes
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared
// CHECK-SAME: st.global
cuda_tile.module @shapes {
  entry @shapes(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>, %z: tile<ptr<i32>>, %w: tile<ptr<i32>>, %k: tile<i32>) {
    %i = iota : tile<32xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %px = offset %xs, %i : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %v, %t0 = load_ptr_tko weak %px : tile<32xptr<i32>> -> tile<32xi32>, token
    %m = reshape %v : tile<32xi32> -> tile<8x4xi32>

    %p = permute %m [1, 0] : tile<8x4xi32> -> tile<4x8xi32>
    %pf = reshape %p : tile<4x8xi32> -> tile<32xi32>
    %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %py = offset %ys, %i : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %t1 = store_ptr_tko weak %py, %pf : tile<32xptr<i32>>, tile<32xi32> -> token

    %zero = constant <i32: 0> : tile<i32>
    %b = extract %m[%k, %zero] : tile<8x4xi32> -> tile<2x4xi32>
    %bf = reshape %b : tile<2x4xi32> -> tile<8xi32>
    %i8 = iota : tile<8xi32>
    %z1 = reshape %z : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs = broadcast %z1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %pz = offset %zs, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %t2 = store_ptr_tko weak %pz, %bf : tile<8xptr<i32>>, tile<8xi32> -> token

    %c = cat %m, %m dim = 1 : tile<8x4xi32>, tile<8x4xi32> -> tile<8x8xi32>
    %cf = reshape %c : tile<8x8xi32> -> tile<64xi32>
    %i64 = iota : tile<64xi32>
    %w1 = reshape %w : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ws = broadcast %w1 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %pw = offset %ws, %i64 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %t3 = store_ptr_tko weak %pw, %cf : tile<64xptr<i32>>, tile<64xi32> -> token
  }
}
