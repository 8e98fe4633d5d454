// Functions that are not kernels, argument attributes, and bodies that stay
// as they are.
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm)' | FileCheck %s

gpu.module @m {
  // No result: a void llvm.func.
  // CHECK-LABEL: llvm.func @void(%{{.*}}: i32) {
  // CHECK-NEXT: llvm.return{{$}}
  nv_tileaa.func @void(%a: i32) {
    nv_tileaa.return
  }

  // One result, returned as it is; its attributes stay.
  // CHECK-LABEL: llvm.func @one(%{{.*}}: f32 {llvm.noundef}) -> (f32 {llvm.noundef})
  // CHECK-NEXT: llvm.return %{{.*}} : f32
  nv_tileaa.func @one(%a: f32 {llvm.noundef}) -> (f32 {llvm.noundef}) {
    nv_tileaa.return %a : f32
  }

  // Several results travel in one struct.
  // CHECK-LABEL: llvm.func @two
  // CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: !llvm.ptr<3>) -> !llvm.struct<(i32, ptr<3>)>
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.poison : !llvm.struct<(i32, ptr<3>)>
  // CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[A]], %[[U]][0]
  // CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[B]], %[[S0]][1]
  // CHECK-NEXT: llvm.return %[[S1]] : !llvm.struct<(i32, ptr<3>)>
  nv_tileaa.func @two(%a: i32, %b: !nv_tileaa.ptr<f16, shared>) -> (i32, !nv_tileaa.ptr<f16, shared>) {
    nv_tileaa.return %a, %b : i32, !nv_tileaa.ptr<f16, shared>
  }

  // A declaration stays a declaration; discardable attributes stay.
  // CHECK: llvm.func @external(!llvm.ptr<1>) -> i32 attributes {my.note = "kept"}
  nv_tileaa.func @external(%p: !nv_tileaa.ptr<f32, global>) -> i32 attributes {my.note = "kept"}

  // A kernel without a kernel spec: only its signature changes.
  // CHECK-LABEL: llvm.func @bare_kernel
  // CHECK-SAME: {nv_tileaa.grid_constant}
  nv_tileaa.func @bare_kernel(%p: !nv_tileaa.ptr<f32, global> {nv_tileaa.grid_constant}) kernel {
    nv_tileaa.return
  }

  // The body is kept; a cast that only undid the signature rewrite goes,
  // the other uses of the argument read it through a bridge, and casts of
  // values the body computes stay.
  // CHECK-LABEL: llvm.func @body
  // CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[N:.*]]: i32)
  // CHECK: %[[OLD:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr<1> to !nv_tileaa.ptr<f32, global>
  // CHECK: %[[Q:.*]] = nv_tileaa.add_ptr %[[OLD]], %[[N]]
  // CHECK: %[[QL:.*]] = builtin.unrealized_conversion_cast %[[Q]] : !nv_tileaa.ptr<f32, global> to !llvm.ptr<1>
  // CHECK: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr<1> -> f32
  // CHECK: llvm.store %[[V]], %[[QL]] : f32, !llvm.ptr<1>
  // CHECK-NOT: unrealized_conversion_cast
  // CHECK: llvm.return
  nv_tileaa.func @body(%p: !nv_tileaa.ptr<f32, global>, %n: i32) kernel {
    %pl = builtin.unrealized_conversion_cast %p : !nv_tileaa.ptr<f32, global> to !llvm.ptr<1>
    %q = nv_tileaa.add_ptr %p, %n : !nv_tileaa.ptr<f32, global>, i32
    %ql = builtin.unrealized_conversion_cast %q : !nv_tileaa.ptr<f32, global> to !llvm.ptr<1>
    %v = llvm.load %pl : !llvm.ptr<1> -> f32
    llvm.store %v, %ql : f32, !llvm.ptr<1>
    nv_tileaa.return
  }

  // An llvm.func already there is left alone.
  // CHECK-LABEL: llvm.func @lifted(%{{.*}}: !llvm.ptr<1>)
  llvm.func @lifted(%p: !llvm.ptr<1>) {
    llvm.return
  }
}
