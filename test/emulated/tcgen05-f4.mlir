// Block-scaled f4 products on sm_100a: f4E2M1FN operands whose rows fill
// whole bytes are loaded as their bytes (K halved), staged by TMA, and read
// by tcgen05.mma kind::mxf4nvf4 (.block16: four f8E4M3FN scales per K = 64
// instruction, eight per 128-wide K step in two sets of scale chunks) or
// kind::mxf4 (.block32: two f8E8M0FNU scales), B K-major. Odd M and N and a
// K of 224 (a partial second step) against the interpreter. A 128x16 tile
// of C (N too narrow for the block-scaled instruction) keeps the repacked
// bytes and runs on the FMA units.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py f4x2 16800 11 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 17920 12 %t/b.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 2100 13 %t/sa.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 2240 14 %t/sb.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 1050 15 %t/msa.bin
// RUN: %python %S/Inputs/f8_codes.py e8m0 1120 16 %t/msb.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 5376 18 %t/nb.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 672 17 %t/nsb.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 11200 19 %t/na.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 1400 20 %t/nsa.bin

// RUN: %tileiras-interpret %S/../../bench/kernels/gemm_nvf4_tn.mlir --grid=2,2 \
// RUN:   --buffer=a:i8:16800:%t/a.bin --buffer=b:i8:17920:%t/b.bin --buffer=sa:i8:2100:%t/sa.bin \
// RUN:   --buffer=sb:i8:2240:%t/sb.bin --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=224 \
// RUN:   --out=c:%t/nv.bin
// RUN: %tileiras-opt %S/../../bench/kernels/gemm_nvf4_tn.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/nv.mlir
// RUN: FileCheck %s --check-prefix=NVF4 < %t/nv.mlir
// RUN: %tileiras-emulate %t/nv.mlir --grid=2,2 \
// RUN:   --buffer=a:i8:16800:%t/a.bin --buffer=b:i8:17920:%t/b.bin --buffer=sa:i8:2100:%t/sa.bin \
// RUN:   --buffer=sb:i8:2240:%t/sb.bin --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=224 \
// RUN:   --compare=c:%t/nv.bin:rtol=1e-5,atol=1e-3 | FileCheck %s

// RUN: %tileiras-interpret %S/Inputs/f4_products.mlir --kernel=gemm_mxf4_tn --grid=2,2 \
// RUN:   --buffer=a:i8:16800:%t/a.bin --buffer=b:i8:17920:%t/b.bin --buffer=sa:i8:1050:%t/msa.bin \
// RUN:   --buffer=sb:i8:1120:%t/msb.bin --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=224 \
// RUN:   --out=c:%t/mx.bin
// RUN: %tileiras-interpret %S/Inputs/f4_products.mlir --kernel=gemm_nvf4_n16 --grid=1,3 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:1400:%t/nsa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --out=c:%t/n16.bin
// RUN: %tileiras-opt %S/Inputs/f4_products.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/products.mlir
// RUN: FileCheck %s --check-prefix=MXF4 < %t/products.mlir
// RUN: %tileiras-emulate %t/products.mlir --kernel=gemm_mxf4_tn --grid=2,2 \
// RUN:   --buffer=a:i8:16800:%t/a.bin --buffer=b:i8:17920:%t/b.bin --buffer=sa:i8:1050:%t/msa.bin \
// RUN:   --buffer=sb:i8:1120:%t/msb.bin --buffer=c:f32:24000:zeros --i32=150 --i32=160 --i32=224 \
// RUN:   --compare=c:%t/mx.bin:rtol=1e-5,atol=1e-3 | FileCheck %s
// RUN: %tileiras-emulate %t/products.mlir --kernel=gemm_nvf4_n16 --grid=1,3 \
// RUN:   --buffer=a:i8:11200:%t/na.bin --buffer=b:i8:5376:%t/nb.bin --buffer=sa:i8:1400:%t/nsa.bin \
// RUN:   --buffer=sb:i8:672:%t/nsb.bin --buffer=c:f32:4800:zeros --i32=100 --i32=48 --i32=224 \
// RUN:   --compare=c:%t/n16.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=N16

// Two instructions per step (K = 128), the second reading the second set
// of scale chunks; the emulator checks their descriptors and scales.
// NVF4: "nvvm.tcgen05.mma.block_scale"{{.*}}blockScale = #nvvm.tcgen05_mma_block_scale<block16>{{.*}}kind = #nvvm.block_scale_kind<mxf4nvf4>
// NVF4: "nvvm.tcgen05.mma.block_scale"{{.*}}blockScale = #nvvm.tcgen05_mma_block_scale<block16>{{.*}}kind = #nvvm.block_scale_kind<mxf4nvf4>
// NVF4-NOT: "nvvm.tcgen05.mma.block_scale"
// MXF4: "nvvm.tcgen05.mma.block_scale"{{.*}}blockScale = #nvvm.tcgen05_mma_block_scale<block32>{{.*}}kind = #nvvm.block_scale_kind<mxf4>

// CHECK: compare c: 24000 elements match
// N16: compare c: 4800 elements match
