// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

// Types are written without the dialect prefix inside a module; the prefixed
// spelling parses too.

cuda_tile.module @types {
  // CHECK-LABEL: entry @scalars
  // CHECK-SAME: tile<i1>, %{{.*}}: tile<i8>, %{{.*}}: tile<i16>, %{{.*}}: tile<i32>, %{{.*}}: tile<i64>
  // CHECK-SAME: tile<f16>, %{{.*}}: tile<bf16>, %{{.*}}: tile<f32>, %{{.*}}: tile<tf32>, %{{.*}}: tile<f64>
  // CHECK-SAME: tile<f8E4M3FN>, %{{.*}}: tile<f8E5M2>, %{{.*}}: tile<f8E8M0FNU>
  entry @scalars(%a: tile<i1>, %b: tile<i8>, %c: tile<i16>, %d: tile<i32>, %e: tile<i64>,
                 %f: tile<f16>, %g: tile<bf16>, %h: !cuda_tile.tile<f32>, %i: tile<tf32>, %j: tile<f64>,
                 %k: tile<f8E4M3FN>, %l: tile<f8E5M2>, %m: tile<f8E8M0FNU>) {
  }

  // CHECK-LABEL: entry @pointers
  // CHECK-SAME: tile<ptr<f32>>, %{{.*}}: tile<ptr<i1>>, %{{.*}}: tile<ptr<f8E4M3FN>>
  entry @pointers(%a: tile<ptr<f32>>, %b: !cuda_tile.tile<!cuda_tile.ptr<i1>>, %c: tile<ptr<f8E4M3FN>>) {
  }

  // CHECK-LABEL: entry @tensor_views
  // CHECK-SAME: tensor_view<f32>
  // CHECK-SAME: tensor_view<2xf32, strides=[1]>
  // CHECK-SAME: tensor_view<?x2xf32, strides=[1,?]>
  // CHECK-SAME: tensor_view<?x?xf16, strides=[?,?]>
  // CHECK-SAME: tensor_view<4x?xbf16, strides=[5,?]>
  entry @tensor_views(%a: tensor_view<f32>, %b: tensor_view<2xf32, strides=[1]>,
                      %c: !cuda_tile.tensor_view<?x2xf32, strides=[1,?]>,
                      %d: tensor_view<?x?xf16, strides=[?, ?]>,
                      %e: tensor_view<4x?xbf16, strides=[5,?]>) {
  }

  // CHECK-LABEL: entry @partition_views
  // CHECK-SAME: partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
  // CHECK-SAME: partition_view<tile=(2), padding_value = zero, tensor_view<16xf32, strides=[1]>>
  // CHECK-SAME: partition_view<tile=(2), padding_value = neg_inf, tensor_view<16xf32, strides=[1]>>
  // CHECK-SAME: partition_view<tile=(2x4), tensor_view<16x16xf32, strides=[16,1]>>
  // CHECK-SAME: partition_view<tile=(2x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>
  entry @partition_views(
      %a: partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>,
      %b: partition_view<tile=(2), padding_value = zero, tensor_view<16xf32, strides=[1]>>,
      %c: partition_view<tile=(2), padding_value = neg_inf, tensor_view<16xf32, strides=[1]>, dim_map=[0]>,
      %d: partition_view<tile=(2x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[0, 1]>,
      %e: partition_view<tile=(2x4), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>) {
  }

  // CHECK-LABEL: entry @strided_and_gather_views
  // CHECK-SAME: strided_view<tile=(16), traversal_strides=[16], tensor_view<16xbf16, strides=[1]>>
  // CHECK-SAME: strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
  // CHECK-SAME: gather_scatter_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=0>
  // CHECK-SAME: gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, sparse_dim=1>
  entry @strided_and_gather_views(
      %a: strided_view<tile=(16), traversal_strides=[16], tensor_view<16xbf16, strides=[1]>, dim_map=[0]>,
      %b: strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>,
      %c: gather_scatter_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=0>,
      %d: gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, sparse_dim=1>) {
  }
}
