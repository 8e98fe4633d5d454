// RUN: %tileiras-opt %s -p 'builtin.module(tileas-assign-layouts)' -split-input-file | FileCheck %s

// 1024 elements over 128 threads in 16-byte vectors: thread t owns elements
// 4t..4t+3 and 512+4t..512+4t+3. The mask and the pointers share the
// layout of the f32 values; a one-element tile is replicated.
// CHECK-DAG: #[[TV:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
// CHECK-DAG: #[[ONE:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,1):(0,1)">
// CHECK-LABEL: nv_tileaa.func @vector
// CHECK: tensor.splat %{{.*}} : tensor<1xi32, #[[ONE]]>
// CHECK: nv_tileaa.iota : tensor<1024xi32, #[[TV]]>
// CHECK: nv_tileas.cmpi slt, {{.*}} -> tensor<1024xi1, #[[TV]]>
// CHECK: nv_tileaa.add_ptr {{.*}} : tensor<1024x!nv_tileaa.ptr<f32, global>, #[[TV]]>, tensor<1024xi32, #[[TV]]>
// CHECK: nv_tileaa.splat 0.000000e+00 : f32 : tensor<1024xf32, #[[TV]]>
// CHECK: nv_tileas.load weak {{.*}} -> tensor<1024xf32, #[[TV]]>
// CHECK: arith.constant dense<2.000000e+00> : tensor<1024xf32, #[[TV]]>
gpu.module @m {
  nv_tileaa.func @vector(%p: !nv_tileaa.ptr<f32, global>, %n: i32) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %n1 = tensor.splat %n : tensor<1xi32>
    %ns = nv_tileaa.broadcast %n1 : tensor<1xi32> -> tensor<1024xi32>
    %i = nv_tileaa.iota : tensor<1024xi32>
    %mask = nv_tileas.cmpi slt, %i, %ns : tensor<1024xi32> -> tensor<1024xi1>
    %p1 = tensor.splat %p : tensor<1x!nv_tileaa.ptr<f32, global>>
    %ps = nv_tileaa.broadcast %p1 : tensor<1x!nv_tileaa.ptr<f32, global>> -> tensor<1024x!nv_tileaa.ptr<f32, global>>
    %q = nv_tileaa.add_ptr %ps, %i : tensor<1024x!nv_tileaa.ptr<f32, global>>, tensor<1024xi32>
    %zero = nv_tileaa.splat 0.0 : f32 : tensor<1024xf32>
    %v, %t = nv_tileas.load weak %q, %mask, %zero : tensor<1024x!nv_tileaa.ptr<f32, global>>, tensor<1024xi1>, tensor<1024xf32> -> tensor<1024xf32>
    %two = arith.constant dense<2.0> : tensor<1024xf32>
    nv_tileaa.return
  }
}

// -----

// Halves (f16) take 8 to a 16-byte vector; 64x64 over 256 threads (8 warps).
// CHECK: #[[HALF:tv[0-9]*]] = #nv_tileas.tv_layout<"(256,(8,2)):(8,(1,2048))">
// CHECK: nv_tileaa.func @halves(%{{.*}}: tensor<64x64xf16, #[[HALF]]>)
gpu.module @m {
  nv_tileaa.func @halves(%x: tensor<64x64xf16>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, cluster = [1, 1, 1]>} {
    nv_tileaa.return
  }
}

// -----

// Functions without a launch specification are left alone.
// CHECK-LABEL: nv_tileaa.func @helper(%{{.*}}: tensor<4xf32>)
gpu.module @m {
  nv_tileaa.func @helper(%x: tensor<4xf32>) {
    nv_tileaa.return
  }
}

// -----

// A reshape keeps each element with its thread: its result takes the
// source's layout. For 1024 f32 as 8x128 that is also the layout of the new
// shape (runs of 4 along rows), so nothing is converted.
// CHECK: #[[FLAT:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
// CHECK-LABEL: nv_tileaa.func @reshape
// CHECK: %[[R:.*]] = nv_tileaa.reshape %{{.*}} : tensor<1024xf32, #[[FLAT]]> -> tensor<8x128xf32, #[[FLAT]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileas.addf %[[R]], %[[R]]
gpu.module @m {
  nv_tileaa.func @reshape(%x: tensor<1024xf32>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %r = nv_tileaa.reshape %x : tensor<1024xf32> -> tensor<8x128xf32>
    %s = nv_tileas.addf %r, %r : tensor<8x128xf32>
    nv_tileaa.return
  }
}

// -----

// A 2x512 f16 tile (runs of 8 along rows) reshaped to 1024x1 (one element
// per row: runs of 1, thread t rows t + 128k): the reshape keeps the
// source's layout and a conversion gives the elementwise op the layout of
// the new shape.
// CHECK-DAG: #[[ROWS:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,8):(8,1)">
// CHECK-DAG: #[[COLUMN:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,(1,8)):(1,(1,128))">
// CHECK-LABEL: nv_tileaa.func @narrow
// CHECK: %[[R:.*]] = nv_tileaa.reshape %{{.*}} : tensor<2x512xf16, #[[ROWS]]> -> tensor<1024x1xf16, #[[ROWS]]>
// CHECK: %[[C:.*]] = nv_tileas.convert_layout %[[R]] : tensor<1024x1xf16, #[[ROWS]]> -> tensor<1024x1xf16, #[[COLUMN]]>
// CHECK: nv_tileas.addf %[[C]], %[[C]] : tensor<1024x1xf16, #[[COLUMN]]>
gpu.module @m {
  nv_tileaa.func @narrow(%x: tensor<2x512xf16>) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %r = nv_tileaa.reshape %x : tensor<2x512xf16> -> tensor<1024x1xf16>
    %s = nv_tileas.addf %r, %r : tensor<1024x1xf16>
    nv_tileaa.return
  }
}

// -----

// tf32 is held as f32: 4 bytes an element, 4 to a 16-byte vector (its 19
// bits must not make a vector of 5).
// CHECK: #[[TF:tv[0-9]*]] = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
// CHECK-LABEL: nv_tileaa.func @tf32
// CHECK: tensor<1024xtf32, #[[TF]]>
gpu.module @tf32 {
  nv_tileaa.func @tf32(%x: tf32) kernel
      attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
    %s = tensor.splat %x : tensor<1024xtf32>
    nv_tileaa.return
  }
}
