// Integer semantics over the whole i32 range, where signedness and rounding
// decide the result: divi (signed, unsigned, toward -inf and +inf), remi,
// shri signed and unsigned, shli, maxi unsigned, mini signed, mulhii (the
// high half of the unsigned product), unsigned cmpi, absi (INT_MIN stays),
// itof unsigned and signed (the f32 bits), and a sign-extended trunci. The
// inputs include 0, +-1, INT_MAX and INT_MIN; a Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/integer_ops_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --buffer=x:i32:256:%t/x.bin --buffer=y:i32:256:%t/y.bin \
// RUN:   --buffer=out:i32:4608:zeros --compare=out:%t/ref.bin | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %s --buffer=x:i32:256:%t/x.bin --buffer=y:i32:256:%t/y.bin \
// RUN:   --buffer=out:i32:4608:zeros --out=out:%t/interp-out.bin
// RUN: %tileiras-emulate %t/k.mlir --buffer=x:i32:256:%t/x.bin --buffer=y:i32:256:%t/y.bin \
// RUN:   --buffer=out:i32:4608:zeros --compare=out:%t/interp-out.bin | FileCheck %s
// CHECK: compare out: 4608 elements match
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s --check-prefix=PTX
// PTX: gpu.binary @intops
// PTX-SAME: mul.hi.u32
cuda_tile.module @intops {
  entry @intops(%xp: tile<ptr<i32>>, %yp: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %x1 = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %xptr = offset %xs, %i : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %x, %tx = load_ptr_tko weak %xptr : tile<256xptr<i32>> -> tile<256xi32>, token
    %y1 = reshape %yp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %yptr = offset %ys, %i : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %y, %ty = load_ptr_tko weak %yptr : tile<256xptr<i32>> -> tile<256xi32>, token
    %c31 = constant <i32: 31> : tile<256xi32>
    %s = andi %y, %c31 : tile<256xi32>
    %o1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %os = broadcast %o1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %r0 = divi %x, %y signed : tile<256xi32>
    %base0 = constant <i32: 0> : tile<256xi32>
    %at0 = addi %i, %base0 : tile<256xi32>
    %p0 = offset %os, %at0 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w0 = store_ptr_tko weak %p0, %r0 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r1 = divi %x, %y unsigned : tile<256xi32>
    %base1 = constant <i32: 256> : tile<256xi32>
    %at1 = addi %i, %base1 : tile<256xi32>
    %p1 = offset %os, %at1 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w1 = store_ptr_tko weak %p1, %r1 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r2 = divi %x, %y signed rounding<negative_inf> : tile<256xi32>
    %base2 = constant <i32: 512> : tile<256xi32>
    %at2 = addi %i, %base2 : tile<256xi32>
    %p2 = offset %os, %at2 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w2 = store_ptr_tko weak %p2, %r2 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r3 = divi %x, %y signed rounding<positive_inf> : tile<256xi32>
    %base3 = constant <i32: 768> : tile<256xi32>
    %at3 = addi %i, %base3 : tile<256xi32>
    %p3 = offset %os, %at3 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w3 = store_ptr_tko weak %p3, %r3 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r4 = divi %x, %y unsigned rounding<positive_inf> : tile<256xi32>
    %base4 = constant <i32: 1024> : tile<256xi32>
    %at4 = addi %i, %base4 : tile<256xi32>
    %p4 = offset %os, %at4 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w4 = store_ptr_tko weak %p4, %r4 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r5 = remi %x, %y signed : tile<256xi32>
    %base5 = constant <i32: 1280> : tile<256xi32>
    %at5 = addi %i, %base5 : tile<256xi32>
    %p5 = offset %os, %at5 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w5 = store_ptr_tko weak %p5, %r5 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r6 = remi %x, %y unsigned : tile<256xi32>
    %base6 = constant <i32: 1536> : tile<256xi32>
    %at6 = addi %i, %base6 : tile<256xi32>
    %p6 = offset %os, %at6 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w6 = store_ptr_tko weak %p6, %r6 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r7 = shri %x, %s signed : tile<256xi32>
    %base7 = constant <i32: 1792> : tile<256xi32>
    %at7 = addi %i, %base7 : tile<256xi32>
    %p7 = offset %os, %at7 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w7 = store_ptr_tko weak %p7, %r7 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r8 = shri %x, %s unsigned : tile<256xi32>
    %base8 = constant <i32: 2048> : tile<256xi32>
    %at8 = addi %i, %base8 : tile<256xi32>
    %p8 = offset %os, %at8 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w8 = store_ptr_tko weak %p8, %r8 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r9 = shli %x, %s : tile<256xi32>
    %base9 = constant <i32: 2304> : tile<256xi32>
    %at9 = addi %i, %base9 : tile<256xi32>
    %p9 = offset %os, %at9 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w9 = store_ptr_tko weak %p9, %r9 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r10 = maxi %x, %y unsigned : tile<256xi32>
    %base10 = constant <i32: 2560> : tile<256xi32>
    %at10 = addi %i, %base10 : tile<256xi32>
    %p10 = offset %os, %at10 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w10 = store_ptr_tko weak %p10, %r10 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r11 = mini %x, %y signed : tile<256xi32>
    %base11 = constant <i32: 2816> : tile<256xi32>
    %at11 = addi %i, %base11 : tile<256xi32>
    %p11 = offset %os, %at11 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w11 = store_ptr_tko weak %p11, %r11 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r12 = mulhii %x, %y : tile<256xi32>
    %base12 = constant <i32: 3072> : tile<256xi32>
    %at12 = addi %i, %base12 : tile<256xi32>
    %p12 = offset %os, %at12 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w12 = store_ptr_tko weak %p12, %r12 : tile<256xptr<i32>>, tile<256xi32> -> token
    %lt13 = cmpi less_than %x, %y, unsigned : tile<256xi32> -> tile<256xi1>
    %r13 = exti %lt13 unsigned : tile<256xi1> -> tile<256xi32>
    %base13 = constant <i32: 3328> : tile<256xi32>
    %at13 = addi %i, %base13 : tile<256xi32>
    %p13 = offset %os, %at13 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w13 = store_ptr_tko weak %p13, %r13 : tile<256xptr<i32>>, tile<256xi32> -> token
    %r14 = absi %x : tile<256xi32>
    %base14 = constant <i32: 3584> : tile<256xi32>
    %at14 = addi %i, %base14 : tile<256xi32>
    %p14 = offset %os, %at14 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w14 = store_ptr_tko weak %p14, %r14 : tile<256xptr<i32>>, tile<256xi32> -> token
    %f15 = itof %x unsigned : tile<256xi32> -> tile<256xf32>
    %r15 = bitcast %f15 : tile<256xf32> -> tile<256xi32>
    %base15 = constant <i32: 3840> : tile<256xi32>
    %at15 = addi %i, %base15 : tile<256xi32>
    %p15 = offset %os, %at15 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w15 = store_ptr_tko weak %p15, %r15 : tile<256xptr<i32>>, tile<256xi32> -> token
    %f16 = itof %x signed : tile<256xi32> -> tile<256xf32>
    %r16 = bitcast %f16 : tile<256xf32> -> tile<256xi32>
    %base16 = constant <i32: 4096> : tile<256xi32>
    %at16 = addi %i, %base16 : tile<256xi32>
    %p16 = offset %os, %at16 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w16 = store_ptr_tko weak %p16, %r16 : tile<256xptr<i32>>, tile<256xi32> -> token
    %h17 = trunci %x : tile<256xi32> -> tile<256xi16>
    %r17 = exti %h17 signed : tile<256xi16> -> tile<256xi32>
    %base17 = constant <i32: 4352> : tile<256xi32>
    %at17 = addi %i, %base17 : tile<256xi32>
    %p17 = offset %os, %at17 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %w17 = store_ptr_tko weak %p17, %r17 : tile<256xptr<i32>>, tile<256xi32> -> token
  }
}
