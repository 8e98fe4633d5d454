// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

// CHECK-DAG: #[[TV:tv]] = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
// CHECK-DAG: #[[MMA:mma]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
// CHECK-DAG: #[[SIDE:mma1]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 2], shape = [64, 64], contiguous_n = true>
// CHECK-LABEL: nv_tileaa.func @distributed
// CHECK-SAME: tensor<1024xf32, #[[TV]]>
// CHECK: nv_tileas.addf %{{.*}}, %{{.*}} : tensor<1024xf32, #[[TV]]>
nv_tileaa.func @distributed(%a: tensor<1024xf32, #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">>) {
  %0 = nv_tileas.addf %a, %a : tensor<1024xf32, #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">>
  nv_tileaa.return
}

// The accumulator of mma.sync m16n8k16 over four warps as 2x2, each warp
// 32x32 of a 64x64 tile.
// CHECK-LABEL: nv_tileaa.func @fragments
// CHECK-SAME: tensor<64x64xf32, #[[MMA]]>
nv_tileaa.func @fragments(%a: tensor<64x64xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>>) {
  nv_tileaa.return
}

// Two warpgroups side by side along N, each a contiguous half of the
// columns; `contiguous_n = false` is the default and is not printed.
// CHECK-LABEL: nv_tileaa.func @warpgroups_side_by_side
// CHECK-SAME: tensor<64x64xf32, #[[SIDE]]>
// CHECK-SAME: tensor<64x64xf32, #[[MMA]]>
nv_tileaa.func @warpgroups_side_by_side(%a: tensor<64x64xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 2], shape = [64, 64], contiguous_n = true>>,
                                        %b: tensor<64x64xf32, #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64], contiguous_n = false>>) {
  nv_tileaa.return
}
