// The fuzzer's chained and wide products (tools/tileiras-fuzz, README.md)
// reach the lowering's paths for them on sm_90: a product whose A is an
// earlier product's result rounded to 16 bits (attention's P V) takes A
// from registers (wgmma's register form), and a product with B tiles of
// 128 columns reads B in two panels of 64 columns (N = 128 per
// instruction). Kernels 6 to 8 of seed 18 with
// products only, on four warps: S computed before the loop, a 64x128
// accumulator, S computed in the loop. As the fuzzer draws them (kernels 6
// and 7 on eight warps), the warpgroups sit side by side along N; all
// three run against the interpreter on every chip.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-fuzz --seed 18 --count 1 --first 6 --mma-fraction 1 --eight-warps-fraction 0 --print > %t/chain.mlir
// RUN: FileCheck %s --check-prefix=CHAIN-KIND < %t/chain.mlir
// CHAIN-KIND: // mma chain S
// CHAIN-KIND: ftof
// CHAIN-KIND: // mma chain bf16
// RUN: %tileiras %t/chain.mlir --gpu-name sm_90 --remarks=tensorcore --emit=ptx -o %t/chain.ptx 2>&1 | FileCheck %s --check-prefix=CHAIN
// CHAIN: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: wgmma.mma_async m64n64k16 (bf16 x bf16 -> f32), 2 per warpgroup, A from registers, B from shared memory
// RUN: %tileiras-fuzz --seed 18 --count 1 --first 7 --mma-fraction 1 --eight-warps-fraction 0 --print > %t/wide.mlir
// RUN: FileCheck %s --check-prefix=WIDE-KIND < %t/wide.mlir
// WIDE-KIND: // mma f16 64x128
// WIDE-KIND: mmaf {{.*}} : tile<64x32xf16>, tile<32x128xf16>, tile<64x128xf32>
// RUN: %tileiras %t/wide.mlir --gpu-name sm_90 --remarks=tensorcore --emit=ptx -o %t/wide.ptx 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: remark: [tensorcore] passed: 64x32 times 32x128 on tensor cores: wgmma.mma_async m64n128k16 (f16 x f16 -> f32), 2 per warpgroup, operands from shared memory (B in 2 panels of 64 columns)
// RUN: %tileiras-fuzz --seed 18 --count 1 --first 8 --mma-fraction 1 --eight-warps-fraction 0 --print > %t/loop.mlir
// RUN: FileCheck %s --check-prefix=LOOP-KIND < %t/loop.mlir
// LOOP-KIND: // mma chain f16 {{.*}} in loop
// RUN: %tileiras %t/loop.mlir --gpu-name sm_90 --remarks=tensorcore --emit=ptx -o %t/loop.ptx 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: remark: [tensorcore] passed: 64x64 times 64x32 on tensor cores: wgmma.mma_async m64n32k16 (f16 x f16 -> f32), 4 per warpgroup, operands from shared memory
// LOOP: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: wgmma.mma_async m64n64k16 (f16 x f16 -> f32), 2 per warpgroup, A from registers, B from shared memory
// RUN: %tileiras-fuzz --seed 18 --count 1 --first 6 --mma-fraction 1 --print > %t/side.mlir
// RUN: FileCheck %s --check-prefix=SIDE-KIND < %t/side.mlir
// SIDE-KIND: num_worker_warps_per_cta = 8
// RUN: %tileiras %t/side.mlir --gpu-name sm_90 --remarks=tensorcore --emit=ptx -o %t/side.ptx 2>&1 | FileCheck %s --check-prefix=SIDE
// SIDE: remark: [tensorcore] passed: 64x32 times 32x64 on tensor cores: wgmma.mma_async m64n32k16 (bf16 x bf16 -> f32), 2 per warpgroup, 2 warpgroups side by side along N, operands from shared memory
// RUN: %tileiras-fuzz --seed 18 --count 3 --first 6 --mma-fraction 1 --out %t/failures | FileCheck %s
// CHECK: 3 kernels, 0 mismatches
// CHECK-NOT: other failures
//
// --specialized-fraction: eight-warp kernels that ask for one CTA per SM,
// whose TMA-fed loop gets a producer warpgroup on sm_90a.
// RUN: %tileiras-fuzz --seed 3201 --count 1 --first 3 --features mma --mma-fraction 1 --eight-warps-fraction 1 --specialized-fraction 1 --print > %t/ws.mlir
// RUN: FileCheck %s --check-prefix=WS-KIND < %t/ws.mlir
// WS-KIND: sm_90 = {num_worker_warps_per_cta = 8, occupancy = 1}
// RUN: %tileiras %t/ws.mlir --gpu-name sm_90 --emit=ptx -o %t/ws.ptx
// RUN: grep -c setmaxnreg %t/ws.ptx | FileCheck %s --check-prefix=WS
// WS: 2
