// Twin of gpu/gemm-tf32.mlir: the same launches of the tf32 GEMM of f32
// data (bench/kernels/gemm_tf32_tn.mlir) on sm_90a in the emulator, 4 warps
// and then 8 with a producer warpgroup, against the reference of the
// truncated operands (what wgmma reads of f32 stages). The sm_90a paths
// in more detail: wgmma-tf32.mlir.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_tf32_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/tn.mlir
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,1 --seed=5 --dry-run --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/truncated.bin truncate
// RUN: %tileiras-emulate %t/tn.mlir --grid=2,1 --seed=5 --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}, sm_100 = {occupancy = 1}> {/' %S/../../bench/kernels/gemm_tf32_tn.mlir > %t/o1.mlir
// RUN: %tileiras-opt %t/o1.mlir -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_90a},convert-tileaa-to-tileas{num-warps=8},tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' --mlir-print-op-generic -o %t/ws.mlir
// RUN: grep -c '"nvvm.setmaxregister"' %t/ws.mlir | FileCheck %s --check-prefix=PRODUCER
// PRODUCER: 2
// RUN: %tileiras-emulate %t/ws.mlir --grid=2,1 --seed=5 --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 9360 elements match
