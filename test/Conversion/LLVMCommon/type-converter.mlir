// The shared LLVM type converter, seen through the function signatures that
// convert-nv-tile-func-to-llvm converts with it.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm)' | FileCheck %s

gpu.module @m {
  // Each memory space keeps its own LLVM address space.
  // CHECK-LABEL: llvm.func @spaces
  // CHECK-SAME: (%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<2>, %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr<4>, %{{.*}}: !llvm.ptr<5>, %{{.*}}: !llvm.ptr<6>, %{{.*}}: !llvm.ptr<101>)
  nv_tileaa.func @spaces(%r: !nv_tileaa.ptr<f32, register>, %g: !nv_tileaa.ptr<f32, global>,
                         %i: !nv_tileaa.ptr<i8, internal>, %s: !nv_tileaa.ptr<f16, shared>,
                         %c: !nv_tileaa.ptr<i32, constant>, %l: !nv_tileaa.ptr<f64, local>,
                         %t: !nv_tileaa.ptr<f32, tensor>, %x: !nv_tileaa.ptr<bf16, generic>) {
    nv_tileaa.return
  }

  // Memory tokens are i32 placeholders.
  // CHECK-LABEL: llvm.func @token(%{{.*}}: i32) -> i32
  nv_tileaa.func @token(%t: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
    nv_tileaa.return %t : !nv_tileaa.mem_token
  }

  // So are async tokens.
  // CHECK-LABEL: llvm.func @async_token(%{{.*}}: i32) -> i32
  nv_tileaa.func @async_token(%t: !nv_tileas.async.token) -> !nv_tileas.async.token {
    nv_tileaa.return %t : !nv_tileas.async.token
  }

  // Builtin scalars and vectors as upstream; index is i64; a memref is its
  // aligned pointer (bare-pointer ABI).
  // CHECK-LABEL: llvm.func @scalars
  // CHECK-SAME: (%{{.*}}: i1, %{{.*}}: i8, %{{.*}}: i16, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: f16, %{{.*}}: bf16, %{{.*}}: f32, %{{.*}}: f64, %{{.*}}: i64, %{{.*}}: vector<4xf32>, %{{.*}}: !llvm.ptr<3>)
  nv_tileaa.func @scalars(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: f16,
                          %g: bf16, %h: f32, %i: f64, %j: index,
                          %k: vector<4xf32>, %m: memref<4xf32, 3>) {
    nv_tileaa.return
  }

  // An op that still wants the old type of an argument gets it through a
  // source materialization.
  // CHECK-LABEL: llvm.func @bridge
  // CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[N:.*]]: i32)
  // CHECK: %[[OLD:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr<1> to !nv_tileaa.ptr<f32, global>
  // CHECK: nv_tileaa.add_ptr %[[OLD]], %[[N]]
  nv_tileaa.func @bridge(%p: !nv_tileaa.ptr<f32, global>, %n: i32) {
    %q = nv_tileaa.add_ptr %p, %n : !nv_tileaa.ptr<f32, global>, i32
    nv_tileaa.return
  }

  // A value the boundary produces in the new type for a result of the old
  // one goes through a target materialization.
  // CHECK-LABEL: llvm.func @result
  // CHECK: %[[Q:.*]] = nv_tileaa.add_ptr
  // CHECK: %[[NEW:.*]] = builtin.unrealized_conversion_cast %[[Q]] : !nv_tileaa.ptr<f32, global> to !llvm.ptr<1>
  // CHECK: llvm.return %[[NEW]] : !llvm.ptr<1>
  nv_tileaa.func @result(%p: !nv_tileaa.ptr<f32, global>, %n: i32) -> !nv_tileaa.ptr<f32, global> {
    %q = nv_tileaa.add_ptr %p, %n : !nv_tileaa.ptr<f32, global>, i32
    nv_tileaa.return %q : !nv_tileaa.ptr<f32, global>
  }
}
