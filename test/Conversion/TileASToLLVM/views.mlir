// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// A 2x4 tile of a ?x6 memref over 4 threads, layout (4,2):(2,1): thread t
// holds row t / 2, columns 2(t % 2) and 2(t % 2) + 1. Rows are dynamic and
// 6 is not a multiple of 4, so both coordinates are checked; loads outside
// read the padding, stores outside are skipped.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<?x6xf32, strides = [?, 1], global>
!view = !nv_tileaa.tiled_view<[2, 4], !memref, dim_map = [0, 1], padding = 0.0 : f32>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%[[PARG:[^:]*]]: !nv_tileaa.ptr<f32, global>, %[[ROWS:[^:]*]]: i64, %[[STRIDE:[^:]*]]: i64, %[[I:[^:]*]]: i32,
  // CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %[[PARG]] : !nv_tileaa.ptr<f32, global> to !llvm.ptr<1>
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %rows: i64, %stride: i64, %i: i32, %q: !nv_tileaa.ptr<i64, global>) {
    %m = nv_tileaa.make_memref %p sizes(%rows) strides(%stride) : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    // The size of a dynamic dimension is the memref's value.
    // CHECK: llvm.insertelement %[[ROWS]], %{{.*}} : vector<1xi64>
    %d = nv_tileaa.get_dim_size %v, 0 : !view
    %t0 = nv_tileas.store weak %q, %d : !nv_tileaa.ptr<i64, global>, i64

    // Tile origin: row 2i, column 4i.
    // CHECK: %[[I64:.*]] = arith.extui %[[I]] : i32 to i64
    // CHECK: %[[ROW0:.*]] = arith.muli %[[I64]], %{{.*}} : i64
    // CHECK: %[[COL0:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
    // First value: in bounds along both dimensions, offset row * stride + col.
    // CHECK: %[[ROW:.*]] = arith.addi %[[ROW0]], %{{.*}} : i64
    // CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[ROW]], %[[ROWS]] : i64
    // CHECK: %[[ROFF:.*]] = arith.muli %[[ROW]], %[[STRIDE]] : i64
    // CHECK: %[[COL:.*]] = arith.addi %[[COL0]], %{{.*}} : i64
    // CHECK: %[[IN1:.*]] = arith.cmpi ult, %[[COL]], %{{.*}} : i64
    // CHECK: %[[IN:.*]] = arith.andi %[[IN0]], %[[IN1]] : i1
    // CHECK: %[[A:.*]] = llvm.getelementptr %[[P]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    // CHECK: %[[INV:.*]] = llvm.insertelement %[[IN]], %{{.*}} : vector<1xi1>
    // CHECK: llvm.intr.masked.load %[[A]], %[[INV]], %{{.*}} {alignment = 4 : i32}
    // CHECK: llvm.intr.masked.load
    %t, %tok = nv_tileas.tiled_load weak %v[%i, %i] : !view, i32, i32 -> tensor<2x4xf32, #tv>
    // CHECK: llvm.getelementptr
    // CHECK: llvm.intr.masked.store %{{.*}} : vector<1xf32>, vector<1xi1> into !llvm.ptr<1>
    %tok2 = nv_tileas.tiled_store weak %t, %v[%i, %i] token(%tok) : tensor<2x4xf32, #tv>, !view, i32, i32
    nv_tileaa.return
  }
}

// -----

// A tiled atomic: one relaxed atomicrmw per element inside the memref, by
// the canonical holder (threads 4..7 hold copies of threads 0..3's).
#rep = #nv_tileas.tv_layout<"((4,2),2):((2,0),1)">
!memref = !nv_tileaa.memref<?xf32, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0]>
gpu.module @atomics attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %n: i64, %i: i32, %x: f32) {
    %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    %s = tensor.splat %x : tensor<8xf32, #rep>
    // CHECK: %[[IN:.*]] = arith.cmpi ult
    // CHECK: %[[OWNER:.*]] = arith.cmpi eq
    // CHECK: %[[GO:.*]] = arith.andi %[[IN]], %[[OWNER]] : i1
    // CHECK: scf.if %[[GO]] {
    // CHECK:   llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
    %t = nv_tileaa.tiled_atomic_rmw addf relaxed device %s, %v[%i] : tensor<8xf32, #rep>, !view, i32
    nv_tileaa.return
  }
}

// -----

// Strided tiles start `traversal` apart (index * 4) and may run past the
// end even in a static size, so every element is checked.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<16xf32, strides = [1], global>
!view = !nv_tileaa.tiled_view<[8], !memref, dim_map = [0] traversal = [4]>
gpu.module @strided attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %i: i32) {
    %m = nv_tileaa.make_memref %p sizes() strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    // CHECK: %[[I:.*]] = arith.extui %{{.*}} : i32 to i64
    // CHECK: %[[FOUR:.*]] = arith.constant 4 : i64
    // CHECK: arith.muli %[[I]], %[[FOUR]] : i64
    // CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %c16_i64{{.*}} : i64
    // CHECK: llvm.insertelement %[[IN]]
    // CHECK: llvm.intr.masked.load
    %t, %tok = nv_tileas.tiled_load weak %v[%i] : !view, i32 -> tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// A gather: along sparse dimension 0 each value reads the row its own rows
// value names (unsigned, as view indices are: an i32 -1 is row 2^32 - 1,
// outside); along dimension 1 the tile starts at element %c, its columns
// checked against the static size 6.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<?x6xf32, strides = [6, 1], global>
!view = !nv_tileaa.tiled_view<[2, 4], !memref, dim_map = [0, 1] traversal = [1, 1], padding = 0.0 : f32>
gpu.module @gather attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%{{[^:]*}}: !nv_tileaa.ptr<f32, global>, %[[N:[^:]*]]: i64, %[[C:[^:]*]]: i32, %[[R:[^:]*]]: i32)
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %n: i64, %c: i32, %r: i32) {
    %m = nv_tileaa.make_memref %p sizes(%n) strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    %rows = tensor.splat %r : tensor<2x4xi32, #tv>
    // CHECK: %[[C64:.*]] = arith.extui %[[C]] : i32 to i64
    // CHECK: %[[COL0:.*]] = arith.muli %[[C64]], %{{.*}} : i64
    // CHECK: %[[ROW:.*]] = arith.extui %[[R]] : i32 to i64
    // CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[ROW]], %[[N]] : i64
    // CHECK: arith.muli %[[ROW]], %{{.*}} : i64
    // CHECK: %[[COL:.*]] = arith.addi %[[COL0]], %{{.*}} : i64
    // CHECK: %[[IN1:.*]] = arith.cmpi ult, %[[COL]], %{{.*}} : i64
    // CHECK: %[[IN:.*]] = arith.andi %[[IN0]], %[[IN1]] : i1
    // CHECK: %[[A:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    // CHECK: %[[INV:.*]] = llvm.insertelement %[[IN]], %{{.*}} : vector<1xi1>
    // CHECK: llvm.intr.masked.load %[[A]], %[[INV]]
    %t, %tok = nv_tileaa.gather_load weak %v[%c] rows(%rows : tensor<2x4xi32, #tv>) sparse_dim = 0 : !view, i32 -> tensor<2x4xf32, #tv>
    // CHECK: arith.extui %[[R]] : i32 to i64
    // CHECK: llvm.getelementptr
    // CHECK: llvm.intr.masked.store %{{.*}} : vector<1xf32>, vector<1xi1> into !llvm.ptr<1>
    %tok2 = nv_tileaa.scatter_store weak %t, %v[%c] rows(%rows : tensor<2x4xi32, #tv>) sparse_dim = 0 token(%tok) : tensor<2x4xf32, #tv>, !view, i32
    nv_tileaa.return
  }
}

// -----

// A strided view with dim_map = [1, 0]: tile dimension 0 (index %a,
// traversal 4) walks memref dimension 1 (stride 1; 4-wide tiles 4 apart in
// 16 columns: no check), tile dimension 1 (index %b, traversal 3) walks the
// rows (stride 16, checked against the dynamic row count).
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
!memref = !nv_tileaa.memref<?x16xf32, strides = [16, 1], global>
!view = !nv_tileaa.tiled_view<[4, 2], !memref, dim_map = [1, 0] traversal = [4, 3]>
gpu.module @strided_dim_map attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%{{[^:]*}}: !nv_tileaa.ptr<f32, global>, %[[ROWS:[^:]*]]: i64, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, global>, %rows: i64, %a: i32, %b: i32) {
    %m = nv_tileaa.make_memref %p sizes(%rows) strides() : !nv_tileaa.ptr<f32, global> -> !memref
    %v = nv_tileaa.block_tile %m : !memref -> !view
    // CHECK: %[[A64:.*]] = arith.extui %[[A]] : i32 to i64
    // CHECK: %[[COL0:.*]] = arith.muli %[[A64]], %c4_i64 : i64
    // CHECK: %[[B64:.*]] = arith.extui %[[B]] : i32 to i64
    // CHECK: %[[ROW0:.*]] = arith.muli %[[B64]], %c3_i64 : i64
    // CHECK: %[[COL:.*]] = arith.addi %[[COL0]], %{{.*}} : i64
    // CHECK-NOT: arith.cmpi ult, %[[COL]]
    // CHECK: arith.muli %[[COL]], %c1_i64 : i64
    // CHECK: %[[ROW:.*]] = arith.addi %[[ROW0]], %{{.*}} : i64
    // CHECK: arith.cmpi ult, %[[ROW]], %[[ROWS]] : i64
    // CHECK: arith.muli %[[ROW]], %c16_i64{{.*}} : i64
    %t, %tok = nv_tileas.tiled_load weak %v[%a, %b] : !view, i32, i32 -> tensor<4x2xf32, #tv>
    nv_tileaa.return
  }
}
