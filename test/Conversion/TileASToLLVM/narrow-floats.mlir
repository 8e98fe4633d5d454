// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

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
    // CHECK: %[[CODEV:.*]] = llvm.insertelement %[[CODE]], %{{.*}} : vector<1xi8>
    // CHECK: llvm.intr.masked.store %[[CODEV]], %{{.*}} : vector<1xi8>, vector<1xi1> into !llvm.ptr<1>
    %e = arith.truncf %x : f32 to f8E4M3FN
    %t = nv_tileas.store weak %p, %e : !nv_tileaa.ptr<f8E4M3FN, global>, f8E4M3FN
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
    %t2 = nv_tileas.store weak %q, %k : !nv_tileaa.ptr<f32, global>, f32
    nv_tileaa.return
  }
}

// -----

// f4E2M1FN and f8E8M0FNU are read from their bits (i4, i8): f4 code
// s.ee.m is (ee.m + 252) << 22 for ee > 0 and 0 or 0.5 below; e8m0 code e
// is 2^(e - 127): e << 23, with 2^-127 (0x00400000) for 0 and NaN for 255.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @decode attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%x: f4E2M1FN, %s: f8E8M0FNU) {
    // CHECK: %[[B:.*]] = arith.extui %{{.*}} : i4 to i32
    // CHECK: arith.andi %[[B]], %c8_i32
    // CHECK: %[[M:.*]] = arith.andi %[[B]], %c7_i32
    // CHECK: arith.addi %[[M]], %c252_i32
    // CHECK: arith.shli %{{.*}}, %c22_i32
    // CHECK: arith.muli %[[M]], %c1056964608_i32
    // CHECK: arith.cmpi ult, %[[M]], %c2_i32
    // CHECK: arith.bitcast %{{.*}} : i32 to f32
    %t = tensor.splat %x : tensor<8xf4E2M1FN, #tv>
    %f = nv_tileas.extf %t : tensor<8xf4E2M1FN, #tv> to tensor<8xf32, #tv>
    // CHECK: %[[E:.*]] = arith.extui %{{.*}} : i8 to i32
    // CHECK: arith.shli %[[E]], %c23_i32
    // CHECK: arith.constant 2143289344 : i32
    // CHECK: arith.constant 4194304 : i32
    // CHECK: arith.bitcast %{{.*}} : i32 to f32
    %g = arith.extf %s : f8E8M0FNU to f32
    nv_tileaa.return
  }
}

// -----

// Constants of formats without an LLVM type are the integers of their bits:
// a splat (1.0 in f8E4M3FN is 0x38), a folded dense splat, and a view's
// padding (2.0 is 0x40).
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<?xf8E4M3FN, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0], padding = 2.0 : f8E4M3FN>
gpu.module @constants attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @f8_constants
  nv_tileaa.func @f8_constants(%p: !nv_tileaa.ptr<f8E4M3FN, global>, %n: i64, %i: i32) {
    // CHECK: arith.constant 56 : i8
    %a = nv_tileaa.splat 1.0 : f8E4M3FN : tensor<8xf8E4M3FN, #tv>
    // CHECK: arith.constant 56 : i8
    %b = arith.constant dense<1.0> : tensor<8xf8E4M3FN, #tv>
    %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f8E4M3FN, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    // CHECK: %[[PAD:.*]] = arith.constant 64 : i8
    // CHECK: llvm.insertelement %[[PAD]], %{{.*}} : vector<1xi8>
    // CHECK: llvm.intr.masked.load
    %t, %tok = nv_tileas.tiled_load weak %v[%i] : !view, i32 -> tensor<8xf8E4M3FN, #tv>
    nv_tileaa.return
  }
}
