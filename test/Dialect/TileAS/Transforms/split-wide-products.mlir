// RUN: %tileiras-opt %S/../../../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts)' | FileCheck %s
// RUN: %tileiras-opt %S/../../../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts)' | FileCheck %s --check-prefix=AMPERE
// RUN: %tileiras-opt %S/../../../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},convert-tileaa-to-tileas,tileas-assign-layouts)' | FileCheck %s --check-prefix=AMPERE

// On sm_90a the 128x128x64 bf16 product's B rows (128 elements, 256
// bytes) are wider than the 128-byte rows wgmma reads: the product becomes
// two
// products of 64 columns, B loaded in 64x64 tiles (tile 2j and 2j + 1 of
// the narrower view are the two halves of tile j), each accumulator on one
// warpgroup (four warps along M, two blocks of 64 rows), the loop carrying
// the two halves and the result assembled after it.
// CHECK-DAG: #[[ACC:mma[0-9]*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [128, 64]>
// CHECK-DAG: #[[B:mma[0-9]*]] = #nv_tileas.mma<"b", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// CHECK: %[[NARROW:.*]] = nv_tileaa.block_tile %{{.*}} -> !nv_tileaa.tiled_view<[64, 64], <?x?xbf16, strides = [?, 1], global>, dim_map = [0, 1], padding = 0.000000e+00 : bf16>
// CHECK-NOT: tiled_view<[64, 128]
// CHECK: %[[LOOP:.*]]:2 = scf.for %[[K:.*]] = {{.*}} iter_args(%[[C0:.*]] = %{{.*}}, %[[C1:.*]] = %{{.*}}) -> (tensor<128x64xf32, #[[ACC]]>, tensor<128x64xf32, #[[ACC]]>)
// CHECK:   %[[TWO:.*]] = arith.constant 2 : i32
// CHECK:   %[[FIRST:.*]] = arith.muli %[[J:.*]], %[[TWO]] : i32
// CHECK:   %[[B0:.*]], %{{.*}} = nv_tileas.tiled_load weak %[[NARROW]][%[[K]], %[[FIRST]]]
// CHECK:   %[[SECOND:.*]] = arith.addi %[[FIRST]], %{{.*}} : i32
// CHECK:   %[[B1:.*]], %{{.*}} = nv_tileas.tiled_load weak %[[NARROW]][%[[K]], %[[SECOND]]]
// CHECK:   %[[BM0:.*]] = nv_tileas.convert_layout %[[B0]] {{.*}} -> tensor<64x64xbf16, #[[B]]>
// CHECK:   %[[D0:.*]] = nv_tileaa.dot %{{.*}}, %[[BM0]], %[[C0]]
// CHECK:   %[[BM1:.*]] = nv_tileas.convert_layout %[[B1]] {{.*}} -> tensor<64x64xbf16, #[[B]]>
// CHECK:   %[[D1:.*]] = nv_tileaa.dot %{{.*}}, %[[BM1]], %[[C1]]
// CHECK:   scf.yield %[[D0]], %[[D1]]
// CHECK-DAG: %[[R1:.*]] = nv_tileas.convert_layout %[[LOOP]]#1
// CHECK-DAG: %[[R0:.*]] = nv_tileas.convert_layout %[[LOOP]]#0
// CHECK: tensor.concat dim(1) %[[R0]], %[[R1]] : {{.*}} -> tensor<128x128xf32

// Without wgmma one product stays: mma.sync reads B through ldmatrix, and
// tcgen05.mma on sm_100a reads its rows in panels of 128 bytes.
// AMPERE-NOT: tensor.concat
// AMPERE: nv_tileaa.dot {{.*}} : tensor<128x64xbf16, #{{.*}}>, tensor<64x128xbf16, #{{.*}}>, tensor<128x128xf32, #{{.*}}>
// AMPERE-NOT: nv_tileaa.dot
