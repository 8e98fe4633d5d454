// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

cuda_tile.module @assume {
  // CHECK-LABEL: entry @predicates(
  entry @predicates(%i: tile<i16>, %p: tile<ptr<f32>>, %v: tensor_view<?x64xf32, strides=[?,1]>) {
    // CHECK: assume div_by<32>, %{{.*}} : tile<i16>
    %0 = assume div_by<32>, %i : tile<i16>
    // CHECK: assume div_by<4611686018427387904>, %{{.*}} : tile<i16>
    %1 = cuda_tile.assume #cuda_tile.div_by<4611686018427387904>, %i : !cuda_tile.tile<i16>
    // CHECK: assume div_by<16>, %{{.*}} : tile<ptr<f32>>
    %2 = assume div_by<16>, %p : tile<ptr<f32>>
    // CHECK: assume div_by<16>, %{{.*}} : tensor_view<?x64xf32, strides=[?,1]>
    %3 = assume div_by<16>, %v : tensor_view<?x64xf32, strides=[?,1]>
    // CHECK: assume same_elements<[]>, %{{.*}} : tile<i16>
    %4 = assume same_elements<[]>, %i : tile<i16>
    // CHECK: assume bounded<0, 42>, %{{.*}} : tile<i16>
    %5 = assume bounded<0, 42>, %i : tile<i16>
    // CHECK: assume bounded<?, 42>, %{{.*}} : tile<i16>
    %6 = assume bounded<?, 42>, %i : tile<i16>
    // CHECK: assume bounded<-4, ?>, %{{.*}} : tile<i16>
    %7 = assume bounded<-4, ?>, %i : tile<i16>
    // CHECK: assume bounded<?, ?>, %{{.*}} : tile<i16>
    %8 = assume #cuda_tile.bounded<?, ?>, %i : tile<i16>
  }
}
