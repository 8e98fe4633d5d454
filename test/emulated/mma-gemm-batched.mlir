// The gemm_batched_bf16 kernel of Inputs/mma-gemm.mlir on tensor cores for
// every target, run by tileiras-emulate against an exact Python reference.
// A batched product (4 x 64 x 32 times 4 x 32 x 64 per tile block) is one
// mma.sync product per batch, each batch's accumulator carried by the K
// loop in its own fragments: no FMA inner product, no conversion in the
// loop; the four results are joined (one concatenation of four tiles) for
// the store. 3 batches of M = 60, N = 40, K = 40: the fourth batch of the
// tile is padding, and M, N and K are not multiples of the tile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions)' \
// RUN:   | FileCheck %s --check-prefix=LAYOUTS
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_batched_bf16 --grid=1,1,1 --seed=7 --buffer=a:bf16:7200:random --buffer=b:bf16:4800:random --buffer=c:f32:7200:zeros --i32=60 --i32=40 --i32=40 --i32=3 \
// RUN:   --dry-run --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/a.bin %t/b.bin 60 40 40 %t/ref.bin 3
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_batched_bf16 --grid=1,1,1 --seed=7 --buffer=a:bf16:7200:random --buffer=b:bf16:4800:random --buffer=c:f32:7200:zeros --i32=60 --i32=40 --i32=40 --i32=3 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --kernel=gemm_batched_bf16 --grid=1,1,1 --seed=7 --buffer=a:bf16:7200:random --buffer=b:bf16:4800:random --buffer=c:f32:7200:zeros --i32=60 --i32=40 --i32=40 --i32=3 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-opt %S/Inputs/mma-gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_batched_bf16 --grid=1,1,1 --seed=7 --buffer=a:bf16:7200:random --buffer=b:bf16:4800:random --buffer=c:f32:7200:zeros --i32=60 --i32=40 --i32=40 --i32=3 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match

// LAYOUTS-LABEL: nv_tileaa.func @gemm_batched_bf16
// LAYOUTS: scf.for {{.*}} -> (tensor<64x64xf32, #[[ACC:mma[0-9]*]]>, tensor<64x64xf32, #[[ACC]]>, tensor<64x64xf32, #[[ACC]]>, tensor<64x64xf32, #[[ACC]]>)
// LAYOUTS-NOT: convert_layout {{.*}}xf32
// LAYOUTS-COUNT-4: nv_tileaa.dot {{.*}} tensor<64x64xf32, #[[ACC]]>
// LAYOUTS-NOT: convert_layout {{.*}}xf32
// LAYOUTS: scf.yield
// LAYOUTS: tensor.concat dim(0) {{.*}} -> tensor<4x64x64xf32
