// A pipelined tile smaller than one 16-byte cp.async per thread: the 32x32
// f8 tiles of a GEMM over 4 warps are 64 vectors of 16 bytes for 128
// threads, so each vector is held by two threads. Only the thread holding
// its canonical copy copies it (the other's copy would write the same
// bytes while the first is in flight, which the emulator reports); every
// thread still commits the group. The bundled GEMM with 32x32x32 f8
// tiles, at 50x40x40, on sm_80 (f16 mma.sync on widened codes) against
// the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/f16/f8E4M3FN/g; s/tile=(64x32)/tile=(32x32)/; s/tile=(32x64)/tile=(32x32)/; s/tile=(64x64)/tile=(32x32)/; s/64x32x/32x32x/g; s/32x64x/32x32x/g; s/64x64x/32x32x/g' %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %python %S/Inputs/f8_codes.py e4m3 2000 1 %t/a.bin
// RUN: %python %S/Inputs/f8_codes.py e4m3 2000 2 %t/b.bin
// RUN: %tileiras-interpret %t/gemm.mlir --grid=2,2 --buffer=a:i8:2000:%t/a.bin --buffer=b:i8:2000:%t/b.bin \
// RUN:   --buffer=c:f32:2000:zeros --i32=50 --i32=40 --i32=40 --out=c:%t/ref.bin
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: FileCheck %s --check-prefix=OWNER < %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,2 --buffer=a:i8:2000:%t/a.bin --buffer=b:i8:2000:%t/b.bin \
// RUN:   --buffer=c:f32:2000:zeros --i32=50 --i32=40 --i32=40 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 2000 elements match
// The copies inside an scf.if on the thread's canonical copy, the commit
// after it.
// OWNER: "scf.if"
// OWNER-NOT: commit.group
// OWNER: "nvvm.cp.async.shared.global"
// OWNER: }) : (i1) -> ()
// OWNER-NEXT: "nvvm.cp.async.commit.group"
