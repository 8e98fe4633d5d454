// tileas-tma-stores on sm_90a: a tile stored to a global view leaves the CTA
// by TMA from a buffer of the box's layout. Rows wider than the widest
// swizzle (128 bytes) leave as panels of 128-byte rows side by side: one
// buffer and one TMA store per panel, through a descriptor of the same
// memref in tiles of one panel (tile (i, j) of the view is the panels
// (i, 2j) and (i, 2j + 1)). Each panel is a block of columns that the
// threads already hold, so it is a slice in registers, taken before the
// layout conversion and concatenation that only arranged the tile for
// global stores (which go).
//
// The bundled f16 GEMM's 64x64 f32 accumulator (256-byte rows): two 64x32
// slices of the MMA accumulator.
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores))' | FileCheck %s --check-prefix=F32
// F32-DAG: #[[ACC:.*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// F32-DAG: #[[PANEL:.*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 32]>
// F32: %[[NARROW:.*]] = nv_tileaa.block_tile %{{.*}} : !nv_tileaa.memref<?x?xf32, strides = [?, 1], global> -> !nv_tileaa.tiled_view<[64, 32], <?x?xf32, strides = [?, 1], global>, dim_map = [0, 1]>
// F32: scf.for
// F32-NOT: nv_tileas.convert_layout
// F32: %[[P0:.*]] = tensor.extract_slice %[[SUMS:.*]][0, 0] [64, 32] [1, 1] : tensor<64x64xf32, #[[ACC]]> to tensor<64x32xf32, #[[PANEL]]>
// F32: %[[P1:.*]] = tensor.extract_slice %[[SUMS]][0, 32] [64, 32] [1, 1] : tensor<64x64xf32, #[[ACC]]> to tensor<64x32xf32, #[[PANEL]]>
// F32: %[[B0:.*]] = nv_tileas.alloc_tensor {alignment = 1024 : i64} : !nv_tileaa.memref<64x32xf32, strides = [32, 1], shared, Sw<3,2,3>>
// F32: %[[V0:.*]] = nv_tileaa.block_tile %[[B0]]
// F32: nv_tileas.tiled_store weak %[[P0]], %[[V0]]
// F32: %[[B1:.*]] = nv_tileas.alloc_tensor
// F32: %[[V1:.*]] = nv_tileaa.block_tile %[[B1]]
// F32: nv_tileas.tiled_store weak %[[P1]], %[[V1]]
// F32: %[[J:.*]] = arith.muli %[[BN:.*]], %c2_i32
// F32: %[[DESC:.*]] = nv_tileas.make_tiled_tma_desc %[[NARROW]]
// F32-SAME: swizzle = 128>
// F32: nv_tileas.async.tiled_tma_store %[[DESC]][%[[BM:.*]], %[[J]]], %[[V0]][%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] :
// F32: %[[J1:.*]] = arith.addi %[[J]], %c1_i32
// F32: nv_tileas.async.tiled_tma_store %[[DESC]][%[[BM]], %[[J1]]], %[[V1]]
// F32-SAME: {fenced}
// F32-COUNT-2: nv_tileas.async.tma_store_wait
// F32-NOT: nv_tileas.tiled_store
// F32: nv_tileaa.return
//
// A 64x128 tile converted to f16 (256-byte rows) before its store: the
// conversion stays in the product's MMA layout (so stmatrix writes it),
// each 64-column panel of the store a slice of it that the threads hold.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/ptr<f32>/ptr<f16>/g; s/?x?xf32/?x?xf16/g' \
// RUN:     -e 's/32x64/32x128/g; s/64x64/64x128/g' \
// RUN:     -e 's/%%tc = store_view_tko weak %%acc, %%cp\[%%bm, %%bn\] : tile<64x128xf32>/%%acc16 = ftof %%acc : tile<64x128xf32> -> tile<64x128xf16>\n    %%tc = store_view_tko weak %%acc16, %%cp[%%bm, %%bn] : tile<64x128xf16>/' \
// RUN:     %examples/gemm_f16.mlir > %t/gemm16.mlir
// RUN: %tileiras-opt %t/gemm16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores))' | FileCheck %s --check-prefix=F16
// F16: #[[ACC:.*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 128]>
// F16: #[[HALF:.*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// F16: %[[SUMS:.*]] = scf.for
// F16-NOT: tensor.concat
// F16: %[[H:.*]] = nv_tileas.truncf %[[SUMS]] : tensor<64x128xf32, #[[ACC]]> to tensor<64x128xf16, #[[ACC]]>
// F16: %[[H0:.*]] = tensor.extract_slice %[[H]][0, 0] [64, 64] [1, 1] : tensor<64x128xf16, #[[ACC]]> to tensor<64x64xf16, #[[HALF]]>
// F16: %[[H1:.*]] = tensor.extract_slice %[[H]][0, 64] [64, 64] [1, 1] : tensor<64x128xf16, #[[ACC]]> to tensor<64x64xf16, #[[HALF]]>
// F16: nv_tileas.tiled_store weak %[[H0]], %{{.*}} : tensor<64x64xf16, #[[HALF]]>, !nv_tileaa.tiled_view<[64, 64], <64x64xf16, strides = [64, 1], shared, Sw<3,3,3>>
// F16: nv_tileas.tiled_store weak %[[H1]]
// F16-COUNT-2: nv_tileas.async.tiled_tma_store
// F16-NOT: tensor.concat
// F16-NOT: nv_tileas.truncf
// RUN: %tileiras-opt %t/gemm16.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' -o %t/gemm16.isa
// RUN: grep -o 'stmatrix.sync.aligned.m8n8.x4.shared.b16' %t/gemm16.isa | wc -l | FileCheck %s --check-prefix=STMATRIX
// STMATRIX: 8
// RUN: grep -o 'cp.async.bulk.tensor.2d.global.shared::cta' %t/gemm16.isa | wc -l | FileCheck %s --check-prefix=BOXES
// BOXES: 2
//
// A tile copied from one view to another: the loaded tile's layout spreads
// each row over the lanes, so no panel is a slice in registers; the store
// keeps its vectors to global memory.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores))' | FileCheck %s --check-prefix=COPY
// COPY-NOT: tiled_tma_store
// COPY-NOT: tensor.extract_slice
// COPY: nv_tileas.tiled_store weak %{{.*}} : tensor<64x64xf32, #{{.*}}>, !nv_tileaa.tiled_view<[64, 64], <?x?xf32, strides = [?, 1], global>
// COPY-NOT: tiled_tma_store
cuda_tile.module @copy {
  entry @copy(%a_arg: tile<ptr<f32>>, %c_arg: tile<ptr<f32>>, %m: tile<i32>, %n_arg: tile<i32>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f32>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %n = assume div_by<8>, %n_arg : tile<i32>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %av = make_tensor_view %a, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %t, %ta = load_view_tko weak %ap[%bm, %bn] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %tc = store_view_tko weak %t, %cp[%bm, %bn] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
