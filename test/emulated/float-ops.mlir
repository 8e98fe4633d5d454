// IEEE semantics of f32 ops on NaN, infinities, signed zeros, subnormals,
// the largest finite values and random operands: addf, subf, mulf, divf
// (bits, rounded to nearest even, no flush to zero), negf and absf (sign
// bit only), f16 and bf16 round trips, ordered and unordered cmpf, select;
// maxf/minf with and without propagate_nan (compared as floats: either zero
// may come out of -0 and +0). A Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/float_ops_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --buffer=x:f32:256:%t/x.bin --buffer=y:f32:256:%t/y.bin \
// RUN:   --buffer=bits:i32:2816:zeros --buffer=vals:f32:1024:zeros --compare=bits:%t/bits.bin \
// RUN:   --compare=vals:%t/vals.bin:rtol=0,atol=0 | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %s --buffer=x:f32:256:%t/x.bin --buffer=y:f32:256:%t/y.bin \
// RUN:   --buffer=bits:i32:2816:zeros --buffer=vals:f32:1024:zeros --out=bits:%t/interp-bits.bin \
// RUN:   --out=vals:%t/interp-vals.bin
// RUN: %tileiras-emulate %t/k.mlir --buffer=x:f32:256:%t/x.bin --buffer=y:f32:256:%t/y.bin \
// RUN:   --buffer=bits:i32:2816:zeros --buffer=vals:f32:1024:zeros \
// RUN:   --compare=bits:%t/interp-bits.bin --compare=vals:%t/interp-vals.bin:rtol=0,atol=0 | \
// RUN:   FileCheck %s
// CHECK: compare bits: 2816 elements match
// CHECK: compare vals: 1024 elements match
cuda_tile.module @floatops {
  entry @floatops(%xp: tile<ptr<f32>>, %yp: tile<ptr<f32>>, %bits: tile<ptr<i32>>, %vals: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %x1 = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %xptr = offset %xs, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %x, %tx = load_ptr_tko weak %xptr : tile<256xptr<f32>> -> tile<256xf32>, token
    %y1 = reshape %yp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %yptr = offset %ys, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %y, %ty = load_ptr_tko weak %yptr : tile<256xptr<f32>> -> tile<256xf32>, token
    %bits1 = reshape %bits : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bitss = broadcast %bits1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %vals1 = reshape %vals : tile<ptr<f32>> -> tile<1xptr<f32>>
    %valss = broadcast %vals1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %v0 = addf %x, %y : tile<256xf32>
    %r0 = bitcast %v0 : tile<256xf32> -> tile<256xi32>
    %base0 = constant <i32: 0> : tile<256xi32>
    %at0 = addi %i, %base0 : tile<256xi32>
    %p0 = offset %bitss, %at0 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w0 = store_ptr_tko weak %p0, %r0 : tile<256xptr<i32>>, tile<256xi32> -> token
    %v1 = subf %x, %y : tile<256xf32>
    %r1 = bitcast %v1 : tile<256xf32> -> tile<256xi32>
    %base1 = constant <i32: 256> : tile<256xi32>
    %at1 = addi %i, %base1 : tile<256xi32>
    %p1 = offset %bitss, %at1 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w1 = store_ptr_tko weak %p1, %r1 : tile<256xptr<i32>>, tile<256xi32> -> token
    %v2 = mulf %x, %y : tile<256xf32>
    %r2 = bitcast %v2 : tile<256xf32> -> tile<256xi32>
    %base2 = constant <i32: 512> : tile<256xi32>
    %at2 = addi %i, %base2 : tile<256xi32>
    %p2 = offset %bitss, %at2 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w2 = store_ptr_tko weak %p2, %r2 : tile<256xptr<i32>>, tile<256xi32> -> token
    %v3 = divf %x, %y : tile<256xf32>
    %r3 = bitcast %v3 : tile<256xf32> -> tile<256xi32>
    %base3 = constant <i32: 768> : tile<256xi32>
    %at3 = addi %i, %base3 : tile<256xi32>
    %p3 = offset %bitss, %at3 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w3 = store_ptr_tko weak %p3, %r3 : tile<256xptr<i32>>, tile<256xi32> -> token
    %v4 = negf %x : tile<256xf32>
    %r4 = bitcast %v4 : tile<256xf32> -> tile<256xi32>
    %base4 = constant <i32: 1024> : tile<256xi32>
    %at4 = addi %i, %base4 : tile<256xi32>
    %p4 = offset %bitss, %at4 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w4 = store_ptr_tko weak %p4, %r4 : tile<256xptr<i32>>, tile<256xi32> -> token
    %v5 = absf %x : tile<256xf32>
    %r5 = bitcast %v5 : tile<256xf32> -> tile<256xi32>
    %base5 = constant <i32: 1280> : tile<256xi32>
    %at5 = addi %i, %base5 : tile<256xi32>
    %p5 = offset %bitss, %at5 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w5 = store_ptr_tko weak %p5, %r5 : tile<256xptr<i32>>, tile<256xi32> -> token
    %h6 = ftof %x : tile<256xf32> -> tile<256xf16>
    %e6 = ftof %h6 : tile<256xf16> -> tile<256xf32>
    %r6 = bitcast %e6 : tile<256xf32> -> tile<256xi32>
    %base6 = constant <i32: 1536> : tile<256xi32>
    %at6 = addi %i, %base6 : tile<256xi32>
    %p6 = offset %bitss, %at6 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w6 = store_ptr_tko weak %p6, %r6 : tile<256xptr<i32>>, tile<256xi32> -> token
    %h7 = ftof %x : tile<256xf32> -> tile<256xbf16>
    %e7 = ftof %h7 : tile<256xbf16> -> tile<256xf32>
    %r7 = bitcast %e7 : tile<256xf32> -> tile<256xi32>
    %base7 = constant <i32: 1792> : tile<256xi32>
    %at7 = addi %i, %base7 : tile<256xi32>
    %p7 = offset %bitss, %at7 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w7 = store_ptr_tko weak %p7, %r7 : tile<256xptr<i32>>, tile<256xi32> -> token
    %c8 = cmpf less_than ordered %x, %y : tile<256xf32> -> tile<256xi1>
    %r8 = exti %c8 unsigned : tile<256xi1> -> tile<256xi32>
    %base8 = constant <i32: 2048> : tile<256xi32>
    %at8 = addi %i, %base8 : tile<256xi32>
    %p8 = offset %bitss, %at8 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w8 = store_ptr_tko weak %p8, %r8 : tile<256xptr<i32>>, tile<256xi32> -> token
    %c9 = cmpf not_equal unordered %x, %y : tile<256xf32> -> tile<256xi1>
    %r9 = exti %c9 unsigned : tile<256xi1> -> tile<256xi32>
    %base9 = constant <i32: 2304> : tile<256xi32>
    %at9 = addi %i, %base9 : tile<256xi32>
    %p9 = offset %bitss, %at9 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w9 = store_ptr_tko weak %p9, %r9 : tile<256xptr<i32>>, tile<256xi32> -> token
    %c10 = cmpf greater_than ordered %x, %y : tile<256xf32> -> tile<256xi1>
    %s10 = select %c10, %x, %y : tile<256xi1>, tile<256xf32>
    %r10 = bitcast %s10 : tile<256xf32> -> tile<256xi32>
    %base10 = constant <i32: 2560> : tile<256xi32>
    %at10 = addi %i, %base10 : tile<256xi32>
    %p10 = offset %bitss, %at10 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w10 = store_ptr_tko weak %p10, %r10 : tile<256xptr<i32>>, tile<256xi32> -> token
    %v11 = maxf %x, %y : tile<256xf32>
    %base11 = constant <i32: 0> : tile<256xi32>
    %at11 = addi %i, %base11 : tile<256xi32>
    %p11 = offset %valss, %at11 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %w11 = store_ptr_tko weak %p11, %v11 : tile<256xptr<f32>>, tile<256xf32> -> token
    %v12 = minf %x, %y : tile<256xf32>
    %base12 = constant <i32: 256> : tile<256xi32>
    %at12 = addi %i, %base12 : tile<256xi32>
    %p12 = offset %valss, %at12 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %w12 = store_ptr_tko weak %p12, %v12 : tile<256xptr<f32>>, tile<256xf32> -> token
    %v13 = maxf %x, %y propagate_nan : tile<256xf32>
    %base13 = constant <i32: 512> : tile<256xi32>
    %at13 = addi %i, %base13 : tile<256xi32>
    %p13 = offset %valss, %at13 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %w13 = store_ptr_tko weak %p13, %v13 : tile<256xptr<f32>>, tile<256xf32> -> token
    %v14 = minf %x, %y propagate_nan : tile<256xf32>
    %base14 = constant <i32: 768> : tile<256xi32>
    %at14 = addi %i, %base14 : tile<256xi32>
    %p14 = offset %valss, %at14 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %w14 = store_ptr_tko weak %p14, %v14 : tile<256xptr<f32>>, tile<256xf32> -> token
  }
}
