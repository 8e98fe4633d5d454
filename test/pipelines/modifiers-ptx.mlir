// Rounding and flush-to-zero modifiers reach PTX as the instructions they
// name, on tiles (one op per thread value) and on 0-d tiles (scalars).
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' -o %t
// RUN: FileCheck %s < %t
// RUN: FileCheck %s --check-prefix=F64 < %t

// The f64 scalar, stored by thread 0 only.
// F64: gpu.binary @modifiers
// F64-SAME: setp.ne.b32 {{.*}}, 0;
// F64-SAME: bra
// F64-SAME: sub.rm.f64
// F64-SAME: st.global.b64

// CHECK: gpu.binary @modifiers
// The f16 addf rounds toward zero in f32.
// CHECK-SAME: cvt.f32.f16
// CHECK-SAME: add.rz.f32
// CHECK-SAME: cvt.rn.f16.f32
// CHECK-SAME: fma.rz.ftz.f32
// CHECK-SAME: ex2.approx.f32
// CHECK-SAME: tanh.approx.f32
// CHECK-SAME: sqrt.rp.f32
// CHECK-SAME: ex2.approx.ftz.f32
// CHECK-SAME: rsqrt.approx.ftz.f32
// Per thread value of the tiles:
// CHECK-SAME: add.rz.f32
// CHECK-SAME: div.approx.f32
// CHECK-SAME: max.ftz.f32
// CHECK-SAME: st.global
cuda_tile.module @modifiers {
  entry @modifiers(%p: tile<ptr<f32>>, %x: tile<f32>, %y: tile<f32>, %h: tile<f16>, %d: tile<f64>, %q: tile<ptr<f64>>) {
    // Scalars.
    %h1 = addf %h, %h rounding<zero> : tile<f16>
    %h2 = ftof %h1 : tile<f16> -> tile<f32>
    %r1 = fma %x, %y, %h2 rounding<zero> flush_to_zero : tile<f32>
    %r2 = exp %r1 rounding<approx> : tile<f32>
    %r3 = tanh %r2 rounding<approx> : tile<f32>
    %r4 = sqrt %r3 rounding<positive_inf> : tile<f32>
    %r5 = exp2 %r4 flush_to_zero : tile<f32>
    %r6 = rsqrt %r5 flush_to_zero : tile<f32>
    %d1 = subf %d, %d rounding<negative_inf> : tile<f64>
    %td = store_ptr_tko weak %q, %d1 : tile<ptr<f64>>, tile<f64> -> token

    // Tiles.
    %lane = iota : tile<128xi32>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %pa = offset %ps, %lane : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %va, %ta = load_ptr_tko weak %pa : tile<128xptr<f32>> -> tile<128xf32>, token
    %s1 = reshape %r6 : tile<f32> -> tile<1xf32>
    %ss = broadcast %s1 : tile<1xf32> -> tile<128xf32>
    %sum = addf %va, %ss rounding<zero> : tile<128xf32>
    %quo = divf %sum, %va rounding<approx> : tile<128xf32>
    %max = maxf %quo, %va flush_to_zero : tile<128xf32>
    %tc = store_ptr_tko weak %pa, %max token = %ta : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
