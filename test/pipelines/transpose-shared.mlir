// A 32x32 transpose through a shared buffer, written at the TileAS stage
// and taken to PTX by the rest of the pipeline: the tile is stored through
// a view with dim_map = [1, 0] (column by column) and loaded back row by
// row. One CTA barrier, between the store and the load (nothing touches
// shared memory before the store or after the load); loads and stores
// along rows are 16-byte vectors.
// The memory instructions and barriers of the PTX, in order, one per line:
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse,convert-tile-modifiers-to-nvvm),cute-kernel-to-nvvm,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm,convert-math-to-llvm),reconcile-unrealized-casts,tileiras-attach-target{chip=sm_80},gpu-module-to-binary{format=isa})' \
// RUN:   | grep -o -E 'global_smem\[[0-9]+\]|(ld|st)\.(global|shared)[.a-z0-9]*|bar\.sync' | FileCheck %s

// CHECK: global_smem[4096]
// CHECK-NEXT: ld.global.v4.b32
// CHECK-NEXT: ld.global.v4.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: st.shared.b32
// CHECK-NEXT: bar.sync
// CHECK-NEXT: ld.shared.v4.b32
// CHECK-NEXT: ld.shared.v4.b32
// CHECK-NEXT: st.global.v4.b32
// CHECK-NEXT: st.global.v4.b32
// CHECK-NOT: {{.}}

#a = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
!global = !nv_tileaa.memref<32x32xf32, strides = [32, 1], global>
!gview = !nv_tileaa.tiled_view<[32, 32], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<32x32xf32, strides = [32, 1], shared>
!rows = !nv_tileaa.tiled_view<[32, 32], !shared, dim_map = [0, 1]>
!columns = !nv_tileaa.tiled_view<[32, 32], !shared, dim_map = [1, 0]>
module attributes {gpu.container_module} {
  gpu.module @transpose attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
    nv_tileaa.func @transpose(%in: !nv_tileaa.ptr<f32, global>, %out: !nv_tileaa.ptr<f32, global>) kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
      %c0 = arith.constant 0 : i32
      %pin = nv_tileaa.assume #cuda_tile.div_by<16>, %in : !nv_tileaa.ptr<f32, global>
      %pout = nv_tileaa.assume #cuda_tile.div_by<16>, %out : !nv_tileaa.ptr<f32, global>
      %min = nv_tileaa.make_memref %pin sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
      %vin = nv_tileaa.block_tile %min : !global -> !gview
      %x, %t0 = nv_tileas.tiled_load weak %vin[%c0, %c0] : !gview, i32, i32 -> tensor<32x32xf32, #a>
      %buf = nv_tileas.alloc_tensor : !shared
      %cols = nv_tileaa.block_tile %buf : !shared -> !columns
      %rows = nv_tileaa.block_tile %buf : !shared -> !rows
      %t1 = nv_tileas.tiled_store weak %x, %cols[%c0, %c0] : tensor<32x32xf32, #a>, !columns, i32, i32
      %y, %t2 = nv_tileas.tiled_load weak %rows[%c0, %c0] token(%t1) : !rows, i32, i32 -> tensor<32x32xf32, #a>
      %mout = nv_tileaa.make_memref %pout sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
      %vout = nv_tileaa.block_tile %mout : !global -> !gview
      %t3 = nv_tileas.tiled_store weak %y, %vout[%c0, %c0] : tensor<32x32xf32, #a>, !gview, i32, i32
      nv_tileaa.return
    }
  }
}
