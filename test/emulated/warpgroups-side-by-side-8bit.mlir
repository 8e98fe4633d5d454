// 8-bit products of 64-row tiles over eight warps on sm_90a: the two
// warpgroups side by side along N, each computing its 64 columns of a
// 64x128 tile (m64n64k32 with B K-major).
//
// The bundled f8 GEMM (gemm_f8_tn.mlir) with 64x128 tiles of C: without
// fast_acc, each warpgroup's block of sums runs from zero per K step and
// is added to the f32 sums. Odd sizes against the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e '/%%ap =\|%%at,\|%%next\|%%cp =\|%%tc =/s/tile=(128x128)/tile=(64x128)/' \
// RUN:   -e '/%%at,\|%%next/s/tile<128x128xf8E4M3FN>/tile<64x128xf8E4M3FN>/' \
// RUN:   -e 's/tile<128x128xf32>/tile<64x128xf32>/g' %S/../../bench/kernels/gemm_f8_tn.mlir > %t/f8.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 27200 7 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 39168 8 %t/b.bin
// RUN: %tileiras-interpret %t/f8.mlir --grid=2,2 --buffer=a:i8:27200:%t/a.bin \
// RUN:   --buffer=b:i8:39168:%t/b.bin --buffer=c:f32:14400:zeros --i32=100 --i32=144 --i32=272 --out=c:%t/ref.bin
// RUN: %tileiras-opt %t/f8.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/f8-sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/f8-sm90a.mlir
// WGMMA-NOT: "nvvm.mma.sync"
// WGMMA: "nvvm.wgmma.mma_async"{{.*}}shape = #nvvm.shape<m = 64, n = 64, k = 32>
// WGMMA-NOT: "nvvm.mma.sync"
// RUN: %tileiras-emulate %t/f8-sm90a.mlir --grid=2,2 --buffer=a:i8:27200:%t/a.bin \
// RUN:   --buffer=b:i8:39168:%t/b.bin --buffer=c:f32:14400:zeros --i32=100 --i32=144 --i32=272 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 14400 elements match
//
// The bundled MXFP8 GEMM (gemm_mxf8_tn.mlir) with 64x128 tiles of C: each
// block of 32 along K from zero, scaled by its row's and column's scales
// and added (the block sums' rows and columns those of the warpgroup).
// RUN: sed -e '/%%ap =\|%%at,\|%%next\|%%cp =\|%%tc =/s/tile=(128x128)/tile=(64x128)/' \
// RUN:   -e '/%%at,\|%%next/s/tile<128x128xf8E4M3FN>/tile<64x128xf8E4M3FN>/' \
// RUN:   -e '/%%sap =\|%%sat,/s/tile=(128x4)/tile=(64x4)/' \
// RUN:   -e '/%%sat,\|%%next/s/tile<128x4xf8E8M0FNU>/tile<64x4xf8E8M0FNU>/' \
// RUN:   -e 's/tile<128x128xf32>/tile<64x128xf32>/g' %S/../../bench/kernels/gemm_mxf8_tn.mlir > %t/mxf8.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 19200 1 %t/ma.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 27648 2 %t/mb.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 600 3 %t/sa.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 864 4 %t/sb.bin
// RUN: %tileiras-interpret %t/mxf8.mlir --grid=2,2 --buffer=a:i8:19200:%t/ma.bin \
// RUN:   --buffer=b:i8:27648:%t/mb.bin --buffer=sa:i8:600:%t/sa.bin --buffer=sb:i8:864:%t/sb.bin \
// RUN:   --buffer=c:f32:14400:zeros --i32=100 --i32=144 --i32=192 --out=c:%t/mref.bin
// RUN: %tileiras-opt %t/mxf8.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/mxf8-sm90a.mlir
// RUN: FileCheck %s --check-prefix=WGMMA < %t/mxf8-sm90a.mlir
// RUN: %tileiras-emulate %t/mxf8-sm90a.mlir --grid=2,2 --buffer=a:i8:19200:%t/ma.bin \
// RUN:   --buffer=b:i8:27648:%t/mb.bin --buffer=sa:i8:600:%t/sa.bin --buffer=sb:i8:864:%t/sb.bin \
// RUN:   --buffer=c:f32:14400:zeros --i32=100 --i32=144 --i32=192 \
// RUN:   --compare=c:%t/mref.bin:rtol=1e-4,atol=1e-2 | FileCheck %s
