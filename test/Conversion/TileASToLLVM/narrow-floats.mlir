// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tileas-to-llvm))' | FileCheck %s

// Conversions from and to f8 work on the i8 bits; tf32 is an f32 value.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%x: f32, %p: !nv_tileaa.ptr<f8E4M3FN, global>, %q: !nv_tileaa.ptr<f32, global>) {
    // f32 -> f8E4M3FN: normal codes by rounding the bits, subnormal codes
    // by rounding x * 2^9, saturation at 448 (0x43E00000), NaN to 0x7F.
    // CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
    // CHECK: math.roundeven
    // CHECK: arith.fptoui
    // CHECK: %[[SAT:.*]] = arith.constant 1138753536 : i32
    // CHECK: arith.cmpi ult, %{{.*}}, %[[SAT]] : i32
    // CHECK: arith.constant 2139095040 : i32
    // CHECK: %[[CODE:.*]] = arith.trunci %{{.*}} : i32 to i8
    // CHECK: llvm.store %[[CODE]], %{{.*}} : i8, !llvm.ptr<1>
    %e = arith.truncf %x : f32 to f8E4M3FN
    %t = nv_tileaa.store weak %p, %e : !nv_tileaa.ptr<f8E4M3FN, global>, f8E4M3FN
    // f8E5M2 -> f32 per value of a tile: the byte is the top of an f16.
    %b = tensor.splat %e : tensor<8xf8E4M3FN, #tv>
    %f = nv_tileas.truncf %b : tensor<8xf8E4M3FN, #tv> to tensor<8xf8E5M2, #tv>
    // CHECK: arith.shli %{{.*}}, %c8_i16{{.*}} : i16
    // CHECK: arith.bitcast %{{.*}} : i16 to f16
    // CHECK: arith.extf %{{.*}} : f16 to f32
    %g = nv_tileas.extf %f : tensor<8xf8E5M2, #tv> to tensor<8xf32, #tv>
    // f32 -> tf32: the mantissa rounded to 10 bits (mask ~0x1FFF).
    // CHECK: arith.constant -8192 : i32
    %h = arith.truncf %x : f32 to tf32
    %k = arith.extf %h : tf32 to f32
    %t2 = nv_tileaa.store weak %q, %k : !nv_tileaa.ptr<f32, global>, f32
    nv_tileaa.return
  }
}
