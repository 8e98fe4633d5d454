// A 32x32 f32 transpose through a swizzled shared buffer (Sw<3,2,3>: the
// 16-byte chunks of each 128-byte row XORed with the row's position among 8
// rows), run by tileiras-emulate against the reference of
// test/gpu/transpose-shared.mlir: the tile is stored column by column and
// loaded back by rows, every address through the swizzle.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' \
// RUN:   --mlir-print-op-generic -o %t/transpose.mlir
// RUN: %tileiras-emulate %t/transpose.mlir --grid=1 --seed=9 --dry-run --buffer=x:f32:1024:random \
// RUN:   --buffer=y:f32:1024:zeros --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/transpose_ref.py %t/x.bin %t/ref.bin
// RUN: %tileiras-emulate %t/transpose.mlir --grid=1 --seed=9 --buffer=x:f32:1024:random \
// RUN:   --buffer=y:f32:1024:zeros --compare=y:%t/ref.bin:rtol=0,atol=0 | FileCheck %s
// CHECK: compare y: 1024 elements match
// Rows still move 16 bytes per access (a run of 2^M = 4 elements keeps
// together under the swizzle):
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' \
// RUN:   | FileCheck %s --check-prefix=LOWERED
// LOWERED-COUNT-8: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// LOWERED: nvvm.barrier0
// LOWERED: arith.xori
// LOWERED: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// LOWERED: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>

#a = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
!global = !nv_tileaa.memref<32x32xf32, strides = [32, 1], global>
!gview = !nv_tileaa.tiled_view<[32, 32], !global, dim_map = [0, 1]>
!shared = !nv_tileaa.memref<32x32xf32, strides = [32, 1], shared, Sw<3,2,3>>
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
      %buf = nv_tileas.alloc_tensor {alignment = 128} : !shared
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
