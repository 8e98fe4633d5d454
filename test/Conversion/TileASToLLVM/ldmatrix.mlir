// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// A 64x32 f16 tile converted to the A fragments of mma.sync m16n8k16 (four
// warps as 2x2): each thread stores its two 16-byte vectors at their
// row-major index swizzled by Sw<2,3,3> (64-byte rows: bits 6-7 into bits
// 3-4), then each warp reads its two atoms along M by two along K with four
// ldmatrix.x4, and the registers become the fragment values.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 32]>
// CHECK-LABEL: gpu.module @a
// CHECK: %[[SRC:.*]] = arith.andi %{{.*}}, %{{.*}}192{{.*}}
// CHECK: arith.shrui %[[SRC]], %{{.*}}3{{.*}}
// CHECK: arith.xori
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: nvvm.ldmatrix
// CHECK-NOT: llvm.load
gpu.module @a attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16) {
    %s = tensor.splat %x : tensor<64x32xf16, #tv>
    %c = nv_tileas.convert_layout %s : tensor<64x32xf16, #tv> -> tensor<64x32xf16, #a>
    nv_tileaa.return
  }
}

// -----

// B fragments run down the columns of a row-major 32x64 tile: ldmatrix
// .trans (layout col), 128-byte rows swizzled by Sw<3,3,3>.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [2, 2], shape = [32, 64]>
// CHECK-LABEL: gpu.module @b
// CHECK: arith.andi %{{.*}}, %{{.*}}448{{.*}}
// CHECK-COUNT-4: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
gpu.module @b attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  nv_tileaa.func @k(%x: bf16) {
    %s = tensor.splat %x : tensor<32x64xbf16, #tv>
    %c = nv_tileas.convert_layout %s : tensor<32x64xbf16, #tv> -> tensor<32x64xbf16, #b>
    nv_tileaa.return
  }
}

// -----

// One atom along N per warp: two registers, ldmatrix.x2.trans. Elements a
// thread does not hold in 16-byte runs are stored one by one.
#tv = #nv_tileas.tv_layout<"(128,1):(1,0)">
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [4, 1], shape = [16, 8]>
// CHECK-LABEL: gpu.module @x2
// CHECK: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32
gpu.module @x2 attributes {nv_tileaa.compute_capability = 100 : i32, nv_tileaa.target_spec = "sm_100a"} {
  nv_tileaa.func @k(%x: f16) {
    %s = tensor.splat %x : tensor<16x8xf16, #tv>
    %c = nv_tileas.convert_layout %s : tensor<16x8xf16, #tv> -> tensor<16x8xf16, #b>
    nv_tileaa.return
  }
}

// -----

// Not for the accumulator, 8-bit operands or a target without ldmatrix:
// those go through the general exchange (scalar shared loads).
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 32]>
// CHECK-LABEL: gpu.module @volta
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.load
gpu.module @volta attributes {nv_tileaa.compute_capability = 70 : i32, nv_tileaa.target_spec = "sm_70"} {
  nv_tileaa.func @k(%x: f16) {
    %s = tensor.splat %x : tensor<64x32xf16, #tv>
    %c = nv_tileas.convert_layout %s : tensor<64x32xf16, #tv> -> tensor<64x32xf16, #a>
    nv_tileaa.return
  }
}

// -----

// A and B converted right before their product: both are staged side by
// side (A at byte 0, B at byte 4096) between one pair of barriers, and the
// product reads the fragments of each K step itself, right before that
// step's instructions: two ldmatrix for A's atoms and one ldmatrix.trans for
// B's of the first K step, its eight mma.sync, then the second step's.
#tv = #nv_tileas.tv_layout<"(128,(8,2)):(8,(1,1024))">
#a = #nv_tileas.mma<"a", "m16n8k16", warps = [2, 2], shape = [64, 32]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [2, 2], shape = [32, 64]>
#c = #nv_tileas.mma<"acc", "m16n8k16", warps = [2, 2], shape = [64, 64]>
// CHECK-LABEL: gpu.module @reload
// CHECK: llvm.mlir.global internal @global_smem() {{.*}} : !llvm.array<8192 x i8>
// CHECK-COUNT-2: llvm.store %{{.*}} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.getelementptr %{{.*}}[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-2: llvm.store %{{.*}} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: nvvm.ldmatrix
// CHECK: nvvm.barrier0
// CHECK: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<row>
// CHECK: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<col>
// CHECK: nvvm.mma.sync
// CHECK-COUNT-7: nvvm.mma.sync
// CHECK: nvvm.ldmatrix
// CHECK: nvvm.mma.sync
gpu.module @reload attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16, %y: f32) {
    %sa = tensor.splat %x : tensor<64x32xf16, #tv>
    %sb = tensor.splat %x : tensor<32x64xf16, #tv>
    %acc = tensor.splat %y : tensor<64x64xf32, #c>
    %a = nv_tileas.convert_layout %sa : tensor<64x32xf16, #tv> -> tensor<64x32xf16, #a>
    %b = nv_tileas.convert_layout %sb : tensor<32x64xf16, #tv> -> tensor<32x64xf16, #b>
    %d = nv_tileaa.dot %a, %b, %acc : tensor<64x32xf16, #a>, tensor<32x64xf16, #b>, tensor<64x64xf32, #c>
    nv_tileaa.return
  }
}

// -----

// B read from its stored transpose ("bt", K in Q K^T): its fragments run
// along the stored rows, so plain ldmatrix (layout row) reads them, and the
// transposition to "b" renames registers (no shared memory of its own):
// per warp 4 K steps of 4 ldmatrix, each two atoms along N.
#tv = #nv_tileas.tv_layout<"(128,(8,4)):(8,(1,1024))">
#bt = #nv_tileas.mma<"bt", "m16n8k16", warps = [4, 1], shape = [64, 64]>
#b = #nv_tileas.mma<"b", "m16n8k16", warps = [4, 1], shape = [64, 64]>
// CHECK-LABEL: gpu.module @transposed
// CHECK: !llvm.array<8192 x i8>
// CHECK-COUNT-16: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<row>
// CHECK-NOT: nvvm.ldmatrix
// CHECK-NOT: nvvm.barrier0
// CHECK: nv_tileaa.return
gpu.module @transposed attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: f16) {
    %s = tensor.splat %x : tensor<64x64xf16, #tv>
    %f = nv_tileas.convert_layout %s : tensor<64x64xf16, #tv> -> tensor<64x64xf16, #bt>
    %b = nv_tileaa.permute %f [1, 0] : tensor<64x64xf16, #bt> -> tensor<64x64xf16, #b>
    nv_tileaa.return
  }
}

// -----

// The 8-bit A of mma.sync m16n8k32: plain ldmatrix too, each 32-bit
// register four bytes of a row (64-byte rows: Sw<2,4,3> on byte offsets),
// staged in 16-byte vectors.
#tv = #nv_tileas.tv_layout<"(128,(16,2)):(16,(1,2048))">
#a = #nv_tileas.mma<"a", "m16n8k32", warps = [2, 2], shape = [64, 64]>
// CHECK-LABEL: gpu.module @bytes
// CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
// CHECK: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<4xi8>
gpu.module @bytes attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%x: i8) {
    %s = tensor.splat %x : tensor<64x64xi8, #tv>
    %a = nv_tileas.convert_layout %s : tensor<64x64xi8, #tv> -> tensor<64x64xi8, #a>
    nv_tileaa.return
  }
}
