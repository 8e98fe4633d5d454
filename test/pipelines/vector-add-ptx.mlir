// The PTX of the bundled vector add: an entry of 128 threads; thread t of
// block b handles elements 1024b + 4t + {0,1,2,3} and 512 more (the layout
// (128,(4,2)):(4,(1,512))). The pointers are 16-byte aligned (assume) and
// consecutive over each run of 4, so each run is one 16-byte access when
// the bounds mask is on for all 4 (a run the end of the data cuts is
// accessed element by element).
// RUN: %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{chip=sm_90a format=isa})' | FileCheck %s

// CHECK: gpu.binary @vector_add
// CHECK-SAME: .target sm_90a
// CHECK-SAME: .visible .entry vector_add(
// CHECK-SAME: .reqntid 128, 1, 1
// CHECK-SAME: .minnctapersm 1
// CHECK-SAME: %ctaid.x
// CHECK-SAME: %tid.x
// CHECK-SAME: setp.ge.s32
// CHECK-SAME: ld.global.v4.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ld.global.v4.b32 \09{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}+2048]
// CHECK-SAME: add.rn.f32
// CHECK-SAME: st.global.v4.b32
// CHECK-SAME: st.global.b32
