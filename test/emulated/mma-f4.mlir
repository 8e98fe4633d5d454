// Block-scaled f4 products on mma.sync (sm_80, sm_90a), which has no f4
// form before sm_100: the fragments are those of the 4-bit integer
// m16n8k64, whose bytes a software pipeline stages and ldmatrix reads as
// an 8-bit operand's (f4 operands loaded as the bytes that hold them);
// each register's eight codes are widened to f16 in registers and
// multiplied by their block's f8E4M3FN scale (exact: e2m1 times e4m3 is an
// f16), for four f16 m16n8k16 per m16n8k64. Odd M and N and a K of 224 (a
// partial second step) against the interpreter: the bundled NVFP4 GEMM
// (128x128 tiles, two of them along M), the same with 128x16 tiles (warps
// all along M), an MXFP4 GEMM (f8E8M0FNU scales per 32, which do not fit
// f16: each block's sums are scaled in f32), and one product whose
// operands come to the fragments through registers, not a stage.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py f4x2 16800 11 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 2100 13 %t/sa.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 11200 19 %t/na.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 1400 20 %t/nsa.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 5376 18 %t/nb.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 672 17 %t/nsb.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 4096 21 %t/oa.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 4096 22 %t/ob.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 512 23 %t/osa.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 512 24 %t/osb.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 700 25 %t/msa.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 336 26 %t/msb.bin

// The bundled GEMM on sm_80, M = 150 (two tiles along M), N = 48.
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_nvf4_tn.mlir --grid=2,1 \
// RUN:   --buffer=a:i8:16800:%t/a.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:2100:%t/sa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:7200:zeros --i32=150 --i32=48 --i32=224 \
// RUN:   --out=c:%t/tn.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_nvf4_tn.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/tn-sm80.mlir
// RUN: FileCheck %s --check-prefix=STAGED < %t/tn-sm80.mlir
// RUN: grep -c '"nvvm.mma.sync".*multiplicandAPtxType = #nvvm.mma_type<f16>' %t/tn-sm80.mlir | FileCheck %s --check-prefix=MMAS
// RUN: %tileiras-emulate %t/tn-sm80.mlir --grid=2,1 \
// RUN:   --buffer=a:i8:16800:%t/a.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:2100:%t/sa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:7200:zeros --i32=150 --i32=48 --i32=224 \
// RUN:   --compare=c:%t/tn.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=TN

// The same on sm_90a (its stages filled by TMA), M = 100, N = 48.
// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_nvf4_tn.mlir --grid=1,1 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:1400:%t/nsa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --out=c:%t/small.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_nvf4_tn.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/tn-sm90a.mlir
// RUN: grep -c '"nvvm.mma.sync".*multiplicandAPtxType = #nvvm.mma_type<f16>' %t/tn-sm90a.mlir | FileCheck %s --check-prefix=MMAS
// RUN: %tileiras-emulate %t/tn-sm90a.mlir --grid=1,1 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:1400:%t/nsa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --compare=c:%t/small.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=SMALL

// 128x16 tiles on sm_80 (three along N).
// RUN: %tileiras-interpret %S/Inputs/f4_products.mlir --kernel=gemm_nvf4_n16 --grid=1,3 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:1400:%t/nsa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --out=c:%t/n16.bin
// RUN: %tileiras-opt %S/Inputs/f4_products.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/products-sm80.mlir
// RUN: %tileiras-emulate %t/products-sm80.mlir --kernel=gemm_nvf4_n16 --grid=1,3 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:1400:%t/nsa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --compare=c:%t/n16.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=SMALL

// MXFP4 (f8E8M0FNU scales per 32) on sm_80: each block of 32 along K is two
// of an atom's four f16 instructions, summed from zero, then scaled and
// added; M = 100, N = 48.
// RUN: %tileiras-interpret %S/Inputs/f4_products.mlir --kernel=gemm_mxf4_tn --grid=1,1 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:700:%t/msa.bin \
// RUN:   --buffer=sb:i8:336:%t/msb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --out=c:%t/mx.bin
// RUN: %tileiras-emulate %t/products-sm80.mlir --kernel=gemm_mxf4_tn --grid=1,1 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:700:%t/msa.bin \
// RUN:   --buffer=sb:i8:336:%t/msb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --compare=c:%t/mx.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=SMALL
// RUN: FileCheck %s --check-prefix=PRODUCTS < %t/products-sm80.mlir

// Operands through registers (no loop, no stage) on sm_80.
// RUN: %tileiras-interpret %S/Inputs/f4_product_once.mlir --grid=1 \
// RUN:   --buffer=a:i8:4096:%t/oa.bin --buffer=b:i8:4096:%t/ob.bin --buffer=sa:i8:512:%t/osa.bin \
// RUN:   --buffer=sb:i8:512:%t/osb.bin --buffer=c:f32:4096:zeros --out=c:%t/once.bin
// RUN: %tileiras-opt %S/Inputs/f4_product_once.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/once-sm80.mlir
// RUN: FileCheck %s --check-prefix=REGISTERS < %t/once-sm80.mlir
// RUN: %tileiras-emulate %t/once-sm80.mlir --grid=1 \
// RUN:   --buffer=a:i8:4096:%t/oa.bin --buffer=b:i8:4096:%t/ob.bin --buffer=sa:i8:512:%t/osa.bin \
// RUN:   --buffer=sb:i8:512:%t/osb.bin --buffer=c:f32:4096:zeros \
// RUN:   --compare=c:%t/once.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=ONCE

// The stages hold bytes, read by ldmatrix; no product on the FMA units.
// STAGED-NOT: math.fma
// STAGED: "nvvm.ldmatrix"
// STAGED-NOT: math.fma
// Per step of 128 along K, each of the 2x2 warps (64x64 of the tile) runs
// 4 x 8 m16n8k64 twice, four m16n8k16 each.
// MMAS: 256
// The MXFP4 GEMM on mma.sync (its FMAs add the scaled sums of blocks).
// PRODUCTS-LABEL: sym_name = "gemm_mxf4_tn"
// PRODUCTS: "nvvm.mma.sync"
// PRODUCTS-LABEL: sym_name = "gemm_nvf4_n16"
// REGISTERS: llvm.bitcast"({{.*}}) : (vector<8xi4>) -> i32
// REGISTERS: "nvvm.mma.sync"

// TN: compare c: 7200 elements match
// SMALL: compare c: 4800 elements match
// ONCE: compare c: 4096 elements match
