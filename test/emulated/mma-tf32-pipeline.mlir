// The tf32 GEMM of f32 data (bench/kernels/gemm_tf32_tn.mlir: `ftof` of
// loaded f32 tiles, B K-major) on sm_80: cp.async brings the f32 tiles
// into swizzled stages, ldmatrix reads the f32 fragments of A and of B's
// stored transpose (an 8x8 matrix of 16-bit pairs is 8 rows of 4 f32
// values), and mma.sync m16n8k8 takes them rounded to nearest even in
// registers: the sums match a reference of the rounded operands to f32
// accuracy, and not one of the truncated operands (what wgmma and tcgen05
// take on sm_90a and sm_100a). Partial tiles along M, N and K (130x72x40).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_tf32_tn.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,1 --seed=5 --dry-run --buffer=a:f32:5200:random \
// RUN:   --buffer=b:f32:2880:random --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/rounded.bin round
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/truncated.bin truncate
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/rounded.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 9360 elements match
// RUN: not %tileiras-emulate %t/sm80.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/truncated.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: compare c: {{[0-9]+}} of 9360 elements differ

// B along N (Inputs/gemm-tf32-nn.mlir): staged as its transpose (a 4-byte
// cp.async per element), which ldmatrix reads as B's stored transpose.
// RUN: %tileiras-opt %S/Inputs/gemm-tf32-nn.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/nn.mlir
// RUN: FileCheck %s --check-prefix=NN < %t/nn.mlir
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/a.bin %t/b.bin 130 72 40 %t/nn-rounded.bin round nn
// RUN: %tileiras-emulate %t/nn.mlir --grid=2,1 --buffer=a:f32:5200:%t/a.bin \
// RUN:   --buffer=b:f32:2880:%t/b.bin --buffer=c:f32:9360:zeros --i32=130 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/nn-rounded.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// NN: "nvvm.cp.async.shared.global"({{.*}}) <{modifier = #nvvm<load_cache_modifier ca>, size = 4 : i32}>
// NN: "nvvm.ldmatrix"
// NN-COUNT-128: "nvvm.mma.sync"

// In the loop: the copies of a later stage, then per K step of 8 and block
// of 16 rows an ldmatrix x4 of A's fragments, B's by x4 for two blocks of 8
// columns, and 128 mma.sync in all.
// LOWERED: "nvvm.cp.async.shared.global"
// LOWERED: "scf.for"
// LOWERED: "nvvm.cp.async.shared.global"
// LOWERED: "nvvm.ldmatrix"
// LOWERED-COUNT-128: "nvvm.mma.sync"
