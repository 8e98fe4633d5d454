// The bundled f16 GEMM with 128x64 tiles of C over eight warps on sm_90a:
// two warpgroups, each a wgmma m64n64k16 on its 64 rows of A (descriptors
// 64 rows apart) and the whole of B, from the pipeline's stages. Odd sizes
// (200x72x40) against the reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/tile=(64x32)/tile=(128x32)/g; s/tile<64x32xf16>/tile<128x32xf16>/g; s/tile=(64x64)/tile=(128x64)/g; s/tile<64x64xf32>/tile<128x64xf32>/g' %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %tileiras-opt %t/gemm.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/gemm-sm90a.mlir
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/gemm-sm90a.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 2
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=3 --dry-run --buffer=a:f16:8000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=40 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 200 72 40 %t/ref.bin
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=3 --buffer=a:f16:8000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:14400:zeros --i32=200 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 14400 elements match
