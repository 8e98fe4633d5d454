// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @mma
cuda_tile.module @mma {
  entry @mma() {
    %a = constant <f16: 0.0> : tile<4x8xf16>
    %b = constant <f16: 0.0> : tile<8x2xf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} fast_acc : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %1 = mmaf %a, %b, %c fast_acc : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %ba = constant <bf16: 0.0> : tile<2x4x8xbf16>
    %bb = constant <bf16: 0.0> : tile<2x8x2xbf16>
    %bc = constant <f32: 0.0> : tile<2x4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<2x4x8xbf16>, tile<2x8x2xbf16>, tile<2x4x2xf32>
    %2 = mmaf %ba, %bb, %bc : tile<2x4x8xbf16>, tile<2x8x2xbf16>, tile<2x4x2xf32>
    %ia = constant <i8: 0> : tile<4x8xi8>
    %ib = constant <i8: 0> : tile<8x2xi8>
    %ic = constant <i32: 0> : tile<4x2xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %3 = mmai %ia, %ib, %ic signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %l = constant <f8E4M3FN: 0.0> : tile<16x64xf8E4M3FN>
    %r = constant <f8E4M3FN: 0.0> : tile<64x16xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %ls = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %rs = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %4 = mmaf_scaled %l, %r, %acc, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %fl = constant <f4E2M1FN: 0.0> : tile<16x64xf4E2M1FN>
    %fr = constant <f4E2M1FN: 0.0> : tile<64x16xf4E2M1FN>
    %fls = constant <f8E4M3FN: 1.0> : tile<16x4xf8E4M3FN>
    %frs = constant <f8E4M3FN: 1.0> : tile<4x16xf8E4M3FN>
    // CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
    %5 = mmaf_scaled %fl, %fr, %acc, %fls, %frs : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
  }
}
