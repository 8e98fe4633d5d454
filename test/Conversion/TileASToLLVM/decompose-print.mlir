// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file -verify-diagnostics | FileCheck %s

// A tile argument is gathered into every thread (a layout conversion through
// shared memory), its elements extracted in row-major order and its
// conversion repeated per element in brackets; scalars pass as they are.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @tile
  nv_tileaa.func @tile(%x: f32) {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %m = nv_tileaa.reshape %i : tensor<8xi32, #tv> -> tensor<2x4xi32, #tv>
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-8: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK: gpu.printf "m = {{\[\[}}%d, %d, %d, %d], [%d, %d, %d, %d{{\]\]}}, x = %f\0A", {{.*}} : i32, i32, i32, i32, i32, i32, i32, i32, f32
    %t = nv_tileaa.print "m = %d, x = %f\n", %m, %x : tensor<2x4xi32, #tv>, f32
    nv_tileaa.return
  }
}

// -----

// More than 32 arguments: the format is split between prints, in order.
#tv = #nv_tileas.tv_layout<"(4,(2,5)):(2,(1,8))">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @split
  nv_tileaa.func @split(%a: i32) {
    %s = tensor.splat %a : tensor<40xi32, #tv>
    // CHECK: gpu.printf "v = [%d, {{.*}}, %d, ", {{.*}} : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32{{$}}
    // CHECK: gpu.printf "%d, %d, %d, %d, %d, %d, %d, %d]!", {{.*}} : i32, i32, i32, i32, i32, i32, i32, i32{{$}}
    %t = nv_tileaa.print "v = %d!", %s : tensor<40xi32, #tv>
    nv_tileaa.return
  }
}

// -----

// A tile of more than 1024 elements is gathered 1024 row-major elements at
// a time (slices of the flattened tile): 31 full prints of the first slice,
// then the next slice is gathered before the print that holds the last
// values of the first (prints flush when full), 33 prints in all after it.
#tv = #nv_tileas.tv_layout<"(128,16):(16,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @big
  nv_tileaa.func @big() {
    %i = nv_tileaa.iota : tensor<2048xi32, #tv>
    %m = nv_tileaa.reshape %i : tensor<2048xi32, #tv> -> tensor<2x1024xi32, #tv>
    // CHECK: nvvm.barrier0
    // CHECK-NOT: nvvm.barrier0
    // CHECK: gpu.printf "m = {{\[\[}}%d, %d,
    // CHECK-COUNT-30: gpu.printf
    // CHECK-NOT: gpu.printf
    // CHECK: nvvm.barrier0
    // CHECK: nvvm.barrier0
    // CHECK-NOT: nvvm.barrier0
    // CHECK-COUNT-32: gpu.printf
    // CHECK: gpu.printf "{{.*}}, %d{{\]\]}}\0A"
    // CHECK-NOT: gpu.printf
    %t = nv_tileaa.print "m = %d\n", %m : tensor<2x1024xi32, #tv>
    nv_tileaa.return
  }
}

// -----

// Each slice of a flattened tile is staged alone: the threads holding its
// elements write them at their place in the slice, so a 128 x 128 f32 tile
// (64 KiB) prints through 4 KiB of shared memory.
#tv = #nv_tileas.tv_layout<"(128,128):(128,1)">
// CHECK-LABEL: gpu.module @m
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4096 x i8>
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @huge
  nv_tileaa.func @huge(%a: f32) {
    %s = tensor.splat %a : tensor<128x128xf32, #tv>
    // CHECK: nvvm.barrier0
    // CHECK: %[[AT:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
    // CHECK: %[[IN:.*]] = arith.cmpi ult, %[[AT]], %c1024_i32{{.*}} : i32
    // CHECK: scf.if %[[IN]] {
    // CHECK:   llvm.store
    // CHECK: }
    %t = nv_tileaa.print "%f", %s : tensor<128x128xf32, #tv>
    nv_tileaa.return
  }
}

// -----

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
// expected-error @below {{fails to decompose print ops}}
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @mismatch(%a: f32) {
    %s = tensor.splat %a : tensor<8xf32, #tv>
    // expected-error @below {{'nv_tileaa.print' op format has 2 conversions for 1 arguments}}
    %t = nv_tileaa.print "%f %f", %s : tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// A tile that missed layout assignment.
// expected-error @below {{fails to decompose print ops}}
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @unassigned(%s: tensor<8xf32>) {
    // expected-error @below {{'nv_tileaa.print' op printed tile has no layout}}
    %t = nv_tileaa.print "%f", %s : tensor<8xf32>
    nv_tileaa.return
  }
}
