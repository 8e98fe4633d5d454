// RUN: %tileiras-opt %s -p 'builtin.module(tileas-remove-layout-conversions)' -split-input-file | FileCheck %s

// On the bundled attention kernel the layout conversions inside the loop
// over key/value blocks go from 9 (after tileas-assign-layouts: Q, K and V
// to their MMA fragments, S and the two row results out of theirs and
// back, P to an A operand, the accumulator around its rescaling) to 3: K
// and V to their B fragments, and P from the accumulator of S to the A
// operand of P V (registers only, both products having their warps along
// M); Q's leaves the loop.
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts)' \
// RUN:   | sed -n '/scf.for/,/scf.yield/p' | grep -c nv_tileas.convert_layout | FileCheck %s --check-prefix=BEFORE
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions)' \
// RUN:   | sed -n '/scf.for/,/scf.yield/p' | grep -c nv_tileas.convert_layout | FileCheck %s --check-prefix=AFTER
// RUN: %tileiras-opt %examples/attention_f16.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions)' \
// RUN:   | FileCheck %s --check-prefix=ATT
// BEFORE: 9
// AFTER: 3
// ATT-DAG: #[[S:mma[0-9]*]] = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// ATT-DAG: #[[PA:mma[0-9]*]] = #nv_tileas.mma<"a", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// ATT-DAG: #[[ROWS:slice[0-9]*]] = #nv_tileas.slice<dim = 1, shape = [64, 64], parent = #[[S]]>
// ATT: scf.for {{.*}} -> (tensor<64x64xf32, #[[S]]>, tensor<64x1xf32, #[[ROWS]]>, tensor<64x1xf32, #[[ROWS]]>)
// ATT: nv_tileaa.reduce {{.*}} : tensor<64x64xf32, #[[S]]> -> tensor<64xf32, #[[ROWS]]>
// ATT: nv_tileaa.broadcast {{.*}} : tensor<64x1xf32, #[[ROWS]]> -> tensor<64x64xf32, #[[S]]>
// ATT: nv_tileas.convert_layout {{.*}} : tensor<64x64xf16, #[[S]]> -> tensor<64x64xf16, #[[PA]]>

// -----

// An accumulator's users take its layout: the bias splat is made again in
// it, the maximum lands in its slice; the store still gets the blocked
// layout it had.
#acc = #nv_tileas.mma<"acc", "m16n8k16", warps = [4, 1], shape = [64, 16]>
#tv = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
#row = #nv_tileas.tv_layout<"(64,2):(1,0)">
// CHECK-DAG: #[[ACC:mma[0-9]*]] = #nv_tileas.mma<"acc"
// CHECK-DAG: #[[TV:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
// CHECK-LABEL: nv_tileaa.func @users
// CHECK: %[[B:.*]] = nv_tileaa.splat 1.000000e+00 : f32 : tensor<64x16xf32, #[[ACC]]>
// CHECK: %[[S:.*]] = nv_tileas.addf %{{.*}}, %[[B]] : tensor<64x16xf32, #[[ACC]]>
// CHECK: nv_tileaa.reduce %[[S]] {{.*}} : tensor<64x16xf32, #[[ACC]]> -> tensor<64xf32, #slice>
// CHECK: %[[C:.*]] = nv_tileas.convert_layout %[[S]] : tensor<64x16xf32, #[[ACC]]> -> tensor<64x16xf32, #[[TV]]>
// CHECK: nv_tileas.store weak %{{.*}}, %[[C]]
gpu.module @m {
  nv_tileaa.func @users(%d: tensor<64x16xf32, #acc>, %p: tensor<64x16x!nv_tileaa.ptr<f32, global>, #tv>) {
    %c = nv_tileas.convert_layout %d : tensor<64x16xf32, #acc> -> tensor<64x16xf32, #tv>
    %b = nv_tileaa.splat 1.0 : f32 : tensor<64x16xf32, #tv>
    %s = nv_tileas.addf %c, %b : tensor<64x16xf32, #tv>
    %m = nv_tileaa.reduce %s dim = 1 identities = [0xFF800000 : f32] : tensor<64x16xf32, #tv> -> tensor<64xf32, #row> {
    ^bb0(%e: f32, %a: f32):
      %x = arith.maximumf %e, %a : f32
      nv_tileaa.yield %x : f32
    }
    %t = nv_tileas.store weak %p, %s : tensor<64x16x!nv_tileaa.ptr<f32, global>, #tv>, tensor<64x16xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// A tile transposed only to become B (K in Q K^T) is converted first, to
// B's fragments indexed in the tile as it is ("bt"); the transposition then
// renames registers.
#tv = #nv_tileas.tv_layout<"(128,(8,4)):(8,(1,1024))">
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// CHECK-DAG: #[[BT:mma[0-9]*]] = #nv_tileas.mma<"bt", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// CHECK-DAG: #[[B:mma[0-9]*]] = #nv_tileas.mma<"b", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// CHECK-LABEL: nv_tileaa.func @transposed
// CHECK: %[[F:.*]] = nv_tileas.convert_layout %{{.*}} : tensor<64x64xf16, #{{tv[0-9]*}}> -> tensor<64x64xf16, #[[BT]]>
// CHECK: nv_tileaa.permute %[[F]] [1, 0] : tensor<64x64xf16, #[[BT]]> -> tensor<64x64xf16, #[[B]]>
gpu.module @m {
  nv_tileaa.func @transposed(%k: tensor<64x64xf16, #tv>) {
    %kt = nv_tileaa.permute %k [1, 0] : tensor<64x64xf16, #tv> -> tensor<64x64xf16, #tv>
    %b = nv_tileas.convert_layout %kt : tensor<64x64xf16, #tv> -> tensor<64x64xf16, #b>
    "test.use"(%b) : (tensor<64x64xf16, #b>) -> ()
    nv_tileaa.return
  }
}
