// The CTA pair's product on sm_100a (README, "Clusters"): in clusters of
// two CTAs (num_cta_in_cga = 2) that load the same B, a GEMM of 128-row
// tiles runs as one tcgen05.mma.cta_group::2 of M = 256 per K step of 16
// started by the even CTA: each CTA stages its own A and half of B, the odd
// CTA's thread 0 arrives on the even CTA's full barrier once its stage is
// full, and the commit releases both CTAs' stages. The launch grid counts
// clusters (.blocksareclusters): --grid=1,2 runs CTAs (0..1, 0..1).
//
// The 128x128x64 bf16 GEMM of bench/kernels (B along N: each CTA holds one
// of its two 64-column panels), odd sizes against the exact reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {/' %S/../../bench/kernels/gemm_bf16_128.mlir > %t/bf16.mlir
// RUN: %tileiras-opt %t/bf16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/bf16-sm100a.mlir
// RUN: FileCheck %s --check-prefix=PAIR < %t/bf16-sm100a.mlir
// PAIR: "nvvm.tcgen05.alloc"{{.*}}group = #nvvm.cta_group<cta_2>
// PAIR: "nvvm.tcgen05.mma"{{.*}}ctaGroup = #nvvm.cta_group<cta_2>
// PAIR: "nvvm.tcgen05.commit"{{.*}}group = #nvvm.cta_group<cta_2>
// RUN: %tileiras-emulate %t/bf16-sm100a.mlir --grid=1,2 --seed=5 --dry-run --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:28800:random --buffer=c:f32:26000:zeros --i32=130 --i32=200 --i32=144 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/mma_gemm_ref.py bf16 %t/a.bin %t/b.bin 130 200 144 %t/ref.bin
// RUN: %tileiras-emulate %t/bf16-sm100a.mlir --grid=1,2 --seed=5 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:28800:random --buffer=c:f32:26000:zeros --i32=130 --i32=200 --i32=144 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 26000 elements match
//
// Each step is needed: without the odd CTA's arrival the even CTA waits
// forever for its full barrier; with the commit to the even CTA's barrier
// alone, the odd CTA waits forever for its stages' release.
// RUN: grep -v 'nvvm.mbarrier.arrive"(%%[0-9]*) <{relaxed = false, scope = #nvvm.mem_scope<cluster>}>' %t/bf16-sm100a.mlir > %t/no-odd-arrival.mlir
// RUN: not %tileiras-emulate %t/no-odd-arrival.mlir --grid=1,2 --seed=5 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:28800:random --buffer=c:f32:26000:zeros --i32=130 --i32=200 --i32=144 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: line {{[0-9]+}}: deadlock: no thread can go on
// RUN: sed -e 's/"nvvm.tcgen05.commit"(\(%%[0-9]*\), %%[0-9]*) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>, i16)/"nvvm.tcgen05.commit"(\1) <{group = #nvvm.cta_group<cta_2>}> : (!llvm.ptr<3>)/' %t/bf16-sm100a.mlir > %t/own-commit.mlir
// RUN: not grep -q 'tcgen05.commit"(%%[0-9]*, %%[0-9]*)' %t/own-commit.mlir
// RUN: not %tileiras-emulate %t/own-commit.mlir --grid=1,2 --seed=5 --buffer=a:bf16:18720:random \
// RUN:   --buffer=b:bf16:28800:random --buffer=c:f32:26000:zeros --i32=130 --i32=200 --i32=144 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEADLOCK
//
// B stored N x K (the f8 TN GEMM of bench/kernels): each CTA stages 64 of
// B's 128 rows; against the interpreter.
// RUN: %python %S/Inputs/f8_codes.py e4m3 19584 7 %t/fa.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 20736 8 %t/fb.bin
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_f8_tn.mlir --grid=2,2 --buffer=a:i8:19584:%t/fa.bin \
// RUN:   --buffer=b:i8:20736:%t/fb.bin --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=144 --out=c:%t/fref.bin
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {/' %S/../../bench/kernels/gemm_f8_tn.mlir > %t/f8.mlir
// RUN: %tileiras-opt %t/f8.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/f8-sm100a.mlir
// RUN: FileCheck %s --check-prefix=PAIR < %t/f8-sm100a.mlir
// RUN: %tileiras-emulate %t/f8-sm100a.mlir --grid=1,2 --buffer=a:i8:19584:%t/fa.bin --buffer=b:i8:20736:%t/fb.bin \
// RUN:   --buffer=c:f32:19584:zeros --i32=136 --i32=144 --i32=144 --compare=c:%t/fref.bin:rtol=1e-5,atol=1e-5 \
// RUN:   | FileCheck %s --check-prefix=F8
// F8: compare c: 19584 elements match
//
// tf32 (the tf32 TN GEMM of bench/kernels: f32 tiles read as tf32, B stored
// N x K), against the reference of the products' truncation to tf32.
// RUN: sed -e 's/%%k_arg: tile<i32>) {/%%k_arg: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {/' %S/../../bench/kernels/gemm_tf32_tn.mlir > %t/tf32.mlir
// RUN: %tileiras-opt %t/tf32.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/tf32-sm100a.mlir
// RUN: FileCheck %s --check-prefix=PAIR < %t/tf32-sm100a.mlir
// RUN: %tileiras-emulate %t/tf32-sm100a.mlir --grid=1,2 --seed=3 --dry-run --buffer=a:f32:9000:random \
// RUN:   --buffer=b:f32:12000:random --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=60 \
// RUN:   --out=a:%t/ta.bin --out=b:%t/tb.bin
// RUN: %python %S/Inputs/tf32_gemm_ref.py %t/ta.bin %t/tb.bin 150 200 60 %t/tref.bin truncate
// RUN: %tileiras-emulate %t/tf32-sm100a.mlir --grid=1,2 --buffer=a:f32:9000:%t/ta.bin \
// RUN:   --buffer=b:f32:12000:%t/tb.bin --buffer=c:f32:30000:zeros --i32=150 --i32=200 --i32=60 \
// RUN:   --compare=c:%t/tref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=TF32
// TF32: compare c: 30000 elements match
