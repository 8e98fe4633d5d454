// A 32x32 transpose whose tile reaches shared memory by an asynchronous
// copy, written at the TileAS stage and taken to PTX by the rest of the
// pipeline: two 16-byte cp.async per thread, the wait (every copy of the
// thread, then the CTA), then the buffer is read column by column
// (dim_map = [1, 0]) and stored by rows. The wait's barrier is the only one:
// nothing touched the buffer before the copy, nothing after the loads.
// The memory instructions and barriers of the PTX, in order, one per line:
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse,convert-tile-modifiers-to-nvvm),cute-kernel-to-nvvm,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm,convert-math-to-llvm),reconcile-unrealized-casts,tileiras-attach-target{chip=sm_80},gpu-module-to-binary{format=isa})' \
// RUN:   | grep -o -E 'global_smem\[[0-9]+\]|cp\.async[.a-z_]*|(ld|st)\.(global|shared)[.a-z0-9]*|bar\.sync' | FileCheck %s

// CHECK: global_smem[4096]
// CHECK-NEXT: cp.async.cg.shared.global
// CHECK-NEXT: cp.async.cg.shared.global
// CHECK-NEXT: cp.async.commit_group
// CHECK-NEXT: cp.async.wait_group
// CHECK-NEXT: bar.sync
// CHECK-COUNT-8: ld.shared.b32
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
  gpu.module @transpose_async attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
    nv_tileaa.func @transpose_async(%in: !nv_tileaa.ptr<f32, global>, %out: !nv_tileaa.ptr<f32, global>) kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
      %c0 = arith.constant 0 : i32
      %pin = nv_tileaa.assume #cuda_tile.div_by<16>, %in : !nv_tileaa.ptr<f32, global>
      %pout = nv_tileaa.assume #cuda_tile.div_by<16>, %out : !nv_tileaa.ptr<f32, global>
      %min = nv_tileaa.make_memref %pin sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
      %vin = nv_tileaa.block_tile %min : !global -> !gview
      %buf = nv_tileas.alloc_tensor : !shared
      %rows = nv_tileaa.block_tile %buf : !shared -> !rows
      %cols = nv_tileaa.block_tile %buf : !shared -> !columns
      %tok = nv_tileas.async.tiled_copy %vin[%c0, %c0], %rows[%c0, %c0] : !gview[i32, i32], !rows[i32, i32] as tensor<32x32xf32, #a> -> !nv_tileas.async.token
      nv_tileas.async.wait %tok : !nv_tileas.async.token
      %y, %t2 = nv_tileas.tiled_load weak %cols[%c0, %c0] : !columns, i32, i32 -> tensor<32x32xf32, #a>
      %mout = nv_tileaa.make_memref %pout sizes() strides() : !nv_tileaa.ptr<f32, global> -> !global
      %vout = nv_tileaa.block_tile %mout : !global -> !gview
      %t3 = nv_tileas.tiled_store weak %y, %vout[%c0, %c0] : tensor<32x32xf32, #a>, !gview, i32, i32
      nv_tileaa.return
    }
  }
}
