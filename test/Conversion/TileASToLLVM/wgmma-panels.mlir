// B along N in rows wider than the 128-byte rows wgmma reads (the 64x128
// bf16 B of the 128x128x64 GEMM, 256-byte rows) on sm_90a: tileas-pipeline
// stages it as two panels of 64 columns side by side (one TMA box each),
// and B's fragments are a load of the stage as a 64 x 2 x 64 tile (the
// panels' dimension along the buffer's first), reshaped to 64x128 with the
// fragments' own thread-value layout.
// RUN: %tileiras-opt %S/../../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s
// CHECK: %[[BUF:.*]] = nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<6x64x64xbf16, strides = [4096, 64, 1], shared, Sw<3,3,3>>
// CHECK: %[[PANELS:.*]] = nv_tileaa.block_tile %[[BUF]] {{.*}} -> !nv_tileaa.tiled_view<[64, 2, 64], {{.*}}, dim_map = [1, 0, 2]>
// CHECK: scf.for
// CHECK: %[[LOADED:.*]], %{{.*}} = nv_tileas.tiled_load weak %[[PANELS]][%[[Z:.*]], %{{.*}}, %[[Z]]] {{.*}} -> tensor<64x2x64xbf16, #tv{{[0-9]*}}>
// CHECK: %[[B:.*]] = nv_tileaa.reshape %[[LOADED]] : tensor<64x2x64xbf16, #tv{{[0-9]*}}> -> tensor<64x128xbf16, #mma{{[0-9]*}}>
// CHECK: nv_tileaa.dot %{{.*}}, %[[B]], %{{.*}} : tensor<128x64xbf16, {{.*}}>, tensor<64x128xbf16, {{.*}}>, tensor<128x128xf32, {{.*}}>

// The product reads the panels in place: m64n128k16, B's descriptor with
// a leading byte offset of one panel (8192 bytes: 512 at bit 16), a stride
// byte offset of 8 rows (1024 bytes: 64 at bit 32) and the 128-byte
// swizzle (1 at bit 62); A's descriptor has no leading offset (1).
// RUN: %tileiras-opt %S/../../../bench/kernels/gemm_bf16_128.mlir -p '%lower-to-llvm-sm90a' | FileCheck %s --check-prefix=LOWER
// LOWER: arith.constant 4611686293338849280 : i64
// LOWER: arith.constant 4611686293305360384 : i64
// LOWER: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
// LOWER-NOT: nvvm.mma.sync

// Without TMA the panels are a cp.async copy each (tile j * 2 + p of a
// view of 64-column tiles into tile s * 2 + p of the stages), still read
// by wgmma.
// RUN: %tileiras-opt %S/../../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{use-tma=false}))' | FileCheck %s --check-prefix=COPY
// COPY: %[[NARROW:.*]] = nv_tileaa.block_tile {{.*}} -> !nv_tileaa.tiled_view<[64, 64], <?x?xbf16, strides = [?, 1], global>
// COPY: scf.for
// COPY: nv_tileas.async.wait
// COPY: nv_tileaa.reshape {{.*}} -> tensor<64x128xbf16
// COPY-COUNT-2: nv_tileas.async.tiled_copy %[[NARROW]]{{.*}}, !nv_tileaa.tiled_view<[1, 64, 64], <6x64x64xbf16

// On sm_80 B stays in rows of 128 columns, read by ldmatrix for mma.sync.
// RUN: %tileiras-opt %S/../../../bench/kernels/gemm_bf16_128.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline))' | FileCheck %s --check-prefix=AMPERE
// AMPERE: nv_tileas.alloc_tensor {{.*}} : !nv_tileaa.memref<{{[0-9]+}}x128xbf16
// AMPERE-NOT: dim_map = [1, 0, 2]
