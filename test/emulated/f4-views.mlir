// Views of f4E2M1FN elements, two per byte: weak loads read each element's
// byte and shift its nibble out; weak stores clear and set the nibble by
// two atomics, because the byte's other nibble may be another thread's.
// Odd extents and strides put rows across bytes (a 37x45 A transposed, and
// widened to f32), and a block-scaled f4 product (nvf4: f8E4M3FN scales per
// 16) with partial tiles on M, N and K reads its operands from such views,
// on sm_80 and sm_100a. The interpreter gives the references.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/f8_codes.py f4x2 833 1 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 1600 2 %t/ga.bin
// RUN: %python %S/Inputs/f8_codes.py f4x2 1920 3 %t/gb.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 200 4 %t/gsa.bin
// RUN: %python %S/Inputs/f8_codes.py ue4m3 240 5 %t/gsb.bin
// RUN: %tileiras-interpret %S/Inputs/f4_views.mlir --kernel=transpose_f4 --grid=3,2 \
// RUN:   --buffer=a:i8:833:%t/a.bin --buffer=t:i8:833:zeros --buffer=w:f32:1665:zeros \
// RUN:   --i32=37 --i32=45 --out=t:%t/t.bin --out=w:%t/w.bin
// RUN: %tileiras-interpret %S/Inputs/f4_views.mlir --kernel=gemm_nvf4_tn --grid=2,2 \
// RUN:   --buffer=a:i8:1600:%t/ga.bin --buffer=b:i8:1920:%t/gb.bin --buffer=sa:i8:200:%t/gsa.bin \
// RUN:   --buffer=sb:i8:240:%t/gsb.bin --buffer=c:f32:1920:zeros --i32=40 --i32=48 --i32=80 \
// RUN:   --out=c:%t/c.bin

// RUN: %tileiras-opt %S/Inputs/f4_views.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=transpose_f4 --grid=3,2 \
// RUN:   --buffer=a:i8:833:%t/a.bin --buffer=t:i8:833:zeros --buffer=w:f32:1665:zeros \
// RUN:   --i32=37 --i32=45 --compare=t:%t/t.bin --compare=w:%t/w.bin | FileCheck %s --check-prefix=COPY
// RUN: %tileiras-emulate %t/sm80.mlir --kernel=gemm_nvf4_tn --grid=2,2 \
// RUN:   --buffer=a:i8:1600:%t/ga.bin --buffer=b:i8:1920:%t/gb.bin --buffer=sa:i8:200:%t/gsa.bin \
// RUN:   --buffer=sb:i8:240:%t/gsb.bin --buffer=c:f32:1920:zeros --i32=40 --i32=48 --i32=80 \
// RUN:   --compare=c:%t/c.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=GEMM

// RUN: %tileiras-opt %S/Inputs/f4_views.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=transpose_f4 --grid=3,2 \
// RUN:   --buffer=a:i8:833:%t/a.bin --buffer=t:i8:833:zeros --buffer=w:f32:1665:zeros \
// RUN:   --i32=37 --i32=45 --compare=t:%t/t.bin --compare=w:%t/w.bin | FileCheck %s --check-prefix=COPY
// RUN: %tileiras-emulate %t/sm100a.mlir --kernel=gemm_nvf4_tn --grid=2,2 \
// RUN:   --buffer=a:i8:1600:%t/ga.bin --buffer=b:i8:1920:%t/gb.bin --buffer=sa:i8:200:%t/gsa.bin \
// RUN:   --buffer=sb:i8:240:%t/gsb.bin --buffer=c:f32:1920:zeros --i32=40 --i32=48 --i32=80 \
// RUN:   --compare=c:%t/c.bin:rtol=1e-5,atol=1e-3 | FileCheck %s --check-prefix=GEMM

// Atomic and (3), then or (5), monotonic (2), on a global byte.
// LOWERED: "llvm.atomicrmw"({{.*}}) <{bin_op = 3 : i64, ordering = 2 : i64}> : (!llvm.ptr<1>, i8)
// LOWERED-NEXT: "llvm.atomicrmw"({{.*}}) <{bin_op = 5 : i64, ordering = 2 : i64}> : (!llvm.ptr<1>, i8)

// COPY: compare t: 833 elements match
// COPY: compare w: 1665 elements match
// GEMM: compare c: 1920 elements match
