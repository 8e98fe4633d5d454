// ftof between f32 and the f8 formats (rounding to nearest even,
// saturating) and tf32: x (f32) to f8E4M3FN bytes (a), f8E5M2 bytes (b),
// and back: y = f32(a), z = f32(b), w = f32(tf32(x)).
// test/gpu/ftof-f8.mlir runs this file.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s

// CHECK: gpu.binary @narrow
// CHECK-SAME: cvt.rni.f32.f32
// CHECK-SAME: st.global.b8
// CHECK-SAME: st.global.b8
// CHECK-SAME: cvt.f32.f16
// CHECK-SAME: st.global.b32
cuda_tile.module @narrow {
  entry @ftof_f8(%x: tile<ptr<f32>>, %a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E5M2>>,
                 %y: tile<ptr<f32>>, %z: tile<ptr<f32>>, %w: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %px = offset %xs, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %va = ftof %v : tile<256xf32> -> tile<256xf8E4M3FN>
    %vb = ftof %v : tile<256xf32> -> tile<256xf8E5M2>
    %vt = ftof %v : tile<256xf32> -> tile<256xtf32>
    %a1 = reshape %a : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %as = broadcast %a1 : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %pa = offset %as, %i : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %t1 = store_ptr_tko weak %pa, %va : tile<256xptr<f8E4M3FN>>, tile<256xf8E4M3FN> -> token
    %b1 = reshape %b : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %bs = broadcast %b1 : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %pb = offset %bs, %i : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %t2 = store_ptr_tko weak %pb, %vb : tile<256xptr<f8E5M2>>, tile<256xf8E5M2> -> token
    %ya = ftof %va : tile<256xf8E4M3FN> -> tile<256xf32>
    %zb = ftof %vb : tile<256xf8E5M2> -> tile<256xf32>
    %wt = ftof %vt : tile<256xtf32> -> tile<256xf32>
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %py = offset %ys, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t3 = store_ptr_tko weak %py, %ya : tile<256xptr<f32>>, tile<256xf32> -> token
    %z1 = reshape %z : tile<ptr<f32>> -> tile<1xptr<f32>>
    %zs = broadcast %z1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pz = offset %zs, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t4 = store_ptr_tko weak %pz, %zb : tile<256xptr<f32>>, tile<256xf32> -> token
    %w1 = reshape %w : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ws = broadcast %w1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pw = offset %ws, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t5 = store_ptr_tko weak %pw, %wt : tile<256xptr<f32>>, tile<256xf32> -> token
  }
}
