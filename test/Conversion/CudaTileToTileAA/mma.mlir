// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa)' | FileCheck %s

// mmaf and mmai become nv_tileaa.dot; unsigned i8 operands and mmaf's
// fast_acc are marked.
cuda_tile.module @m {
  // CHECK-LABEL: nv_tileaa.func @mma
  entry @mma() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 2.0> : tile<8x2xf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf16>, tensor<8x2xf16>, tensor<4x2xf32>
    %d = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    // mmaf's fast_acc is kept.
    %fa = constant <f8E4M3FN: 1.0> : tile<4x32xf8E4M3FN>
    %fb = constant <f8E4M3FN: 2.0> : tile<32x2xf8E4M3FN>
    // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {fast_acc} : tensor<4x32xf8E4M3FN>, tensor<32x2xf8E4M3FN>, tensor<4x2xf32>
    %fd = mmaf %fa, %fb, %c fast_acc : tile<4x32xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<4x2xf32>
    %ia = constant <i8: 1> : tile<2x4x8xi8>
    %ib = constant <i8: 2> : tile<2x8x2xi8>
    %ic = constant <i32: 0> : tile<2x4x2xi32>
    // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {lhs_unsigned} : tensor<2x4x8xi8>, tensor<2x8x2xi8>, tensor<2x4x2xi32>
    %e = mmai %ia, %ib, %ic unsigned signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
    return
  }
}

// mmaf_scaled as one block-scaled product, its operands and scales as they
// are; batched too.
cuda_tile.module @scaled {
  // CHECK-LABEL: nv_tileaa.func @mma_scaled
  entry @mma_scaled() {
    %a = constant <f8E4M3FN: 1.0> : tile<2x16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 2.0> : tile<2x64x8xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<2x16x8xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<2x16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 2.0> : tile<2x2x8xf8E8M0FNU>
    // CHECK: nv_tileaa.dot_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x16x64xf8E4M3FN>, tensor<2x64x8xf8E4M3FN>, tensor<2x16x8xf32>, tensor<2x16x2xf8E8M0FNU>, tensor<2x2x8xf8E8M0FNU>
    // CHECK-NOT: arith.extf
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16x64xf8E4M3FN>, tile<2x64x8xf8E4M3FN>, tile<2x16x8xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x8xf8E8M0FNU>
    return
  }
}
