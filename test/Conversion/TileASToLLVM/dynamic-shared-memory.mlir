// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// Above the 48 KiB a kernel may declare statically (a 128x128 f32 tile
// exchanged: 64 KiB), global_smem is dynamic shared memory: an external
// array of no size, and each kernel records the bytes its launch must pass.
#from = #nv_tileas.tv_layout<"(128,128):(128,1)">
#to = #nv_tileas.tv_layout<"(128,128):(1,128)">
// CHECK-LABEL: gpu.module @dynamic
// CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: nv_tileaa.func @big(%{{.*}}: f32) attributes {tileiras.dynamic_smem_bytes = 65536 : i32}
// CHECK: nv_tileaa.func @small(%{{.*}}: f32) attributes {tileiras.dynamic_smem_bytes = 512 : i32}
// CHECK: nv_tileaa.func @none(%{{.*}}: f32) {
gpu.module @dynamic attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @big(%a: f32) {
    %s = tensor.splat %a : tensor<128x128xf32, #from>
    %t = nv_tileas.convert_layout %s : tensor<128x128xf32, #from> -> tensor<128x128xf32, #to>
    nv_tileaa.return
  }
  nv_tileaa.func @small(%a: f32) {
    %s = tensor.splat %a : tensor<128xf32, #nv_tileas.tv_layout<"(128,1):(1,0)">>
    %t = nv_tileas.convert_layout %s : tensor<128xf32, #nv_tileas.tv_layout<"(128,1):(1,0)">> -> tensor<128xf32, #nv_tileas.tv_layout<"((2,64),1):((64,1),0)">>
    nv_tileaa.return
  }
  nv_tileaa.func @none(%a: f32) {
    nv_tileaa.return
  }
}
