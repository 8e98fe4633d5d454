// The emulator's tcgen05.mma.cta_group::1 of .kind::tf32, .kind::f8f6f4
// (E4M3 and E5M2 A and B) and .kind::i8 (signed and unsigned 8-bit A and B),
// B in shared memory and A in shared or tensor memory, against products
// computed in Python (Inputs/tcgen05_kinds_ref.py, exact arithmetic), and
// the instruction descriptors it rejects.
//
// @mma (128 threads): warp 0 allocates 128 columns of tensor memory; every
// thread copies A (M rows of 64 bytes: the K elements of a row, 16 tf32 or
// 64 8-bit ones) and B (N rows of 64 bytes, row n column n of B), byte by
// byte, into shared memory in a canonical layout of the PTX ISA (in bytes,
// whatever the element size: mode 0 no swizzle, 1, 2, 3 the 128-, 64- and
// 32-byte swizzles; A K-major, B K-major or with %bmn N-major, element
// (n, k) at N byte n E of K row k), and stores the initial accumulator C into
// D (as tcgen05-model.mlir does) and, with %atmem (M = 128), A into tensor
// memory from column 64: row i at lane i, its 64 bytes in 16 columns, four
// 8-bit elements or one tf32 to a column from the low bits. Thread 0 issues
// D = A0 B0 (+ C with %acc), then D += A1 B1 (K bytes 0-31 and 32-63) with
// the instruction descriptors %idesc0 and %idesc1 (bits 4-5 D type, 7-9 and
// 10-12 A and B types, 13-14 negate A and B, 15-16 transpose A and B,
// 17-22 N >> 3, 24-28 M >> 4, 3 saturate) of the kind %kind (0 tf32,
// 1 f8f6f4, 2 i8) and commits to an mbarrier; every thread waits for its
// phase and reads its rows of D (tcgen05.ld.16x256b) into %d.
// Arguments after the buffers: M, N, the element size E, the kind, the two
// instruction descriptors, the mode, LBO and SBO of A, then of B, B N-major,
// A in tensor memory, acc, flags.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python %S/Inputs/tcgen05_kinds_ref.py %t
//
// t1: .kind::tf32, M = 128, N = 32; A K-major 128B swizzle, B K-major no swizzle;
// D = A0 B0 + C, then D += (-A1) B1 (idesc 0x08080910, 0x08082910).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/t1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/t1_b.bin --buffer=c:f32:4096:%t/t1_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=4 --i32=0 --i32=134744336 --i32=134752528 --i32=1 --i32=16 \
// RUN:   --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/t1_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=T1
// T1: compare d: 4096 elements match
// t2: .kind::tf32, M = 64, N = 16; A K-major no swizzle, B N-major (transpose B,
// bit 16) 32B swizzle, two swizzle atoms along N; D = A0 B0, then D += A1 (-B1)
// (0x04050910, 0x04054910).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:4096:%t/t2_a.bin \
// RUN:   --buffer=b:i8:1024:%t/t2_b.bin --buffer=c:f32:1024:%t/t2_c.bin --buffer=d:f32:1024:zeros \
// RUN:   --i32=64 --i32=16 --i32=4 --i32=0 --i32=67438864 --i32=67455248 --i32=0 --i32=1024 \
// RUN:   --i32=128 --i32=3 --i32=512 --i32=256 --i32=1 --i32=0 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/t2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=T2
// T2: compare d: 1024 elements match
// t3: .kind::tf32, M = 128, N = 32, A in tensor memory, B K-major 32B swizzle;
// D = A0 (-B0) + C, then D += A1 B1 (0x08084910, 0x08080910).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/t3_a.bin \
// RUN:   --buffer=b:i8:2048:%t/t3_b.bin --buffer=c:f32:4096:%t/t3_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=4 --i32=0 --i32=134760720 --i32=134744336 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=3 --i32=16 --i32=256 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/t3_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=T3
// T3: compare d: 4096 elements match
// f1: .kind::f8f6f4 E4M3 x E5M2, M = 128, N = 32; A K-major 32B swizzle, B
// N-major 128B swizzle; D = A0 B0 + C, then D += A1 (-B1) (0x08090410,
// 0x08094410).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/f1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/f1_b.bin --buffer=c:f32:4096:%t/f1_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=1 --i32=134808592 --i32=134824976 --i32=3 --i32=16 \
// RUN:   --i32=256 --i32=1 --i32=8192 --i32=1024 --i32=1 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/f1_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F1
// F1: compare d: 4096 elements match
// f2: .kind::f8f6f4 E4M3 x E4M3, M = 64, N = 24; A K-major 64B swizzle, B
// K-major no swizzle; D = (-A0) B0, then D += A1 B1 (0x04062010, 0x04060010).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:4096:%t/f2_a.bin \
// RUN:   --buffer=b:i8:1536:%t/f2_b.bin --buffer=c:f32:1536:%t/f2_c.bin --buffer=d:f32:1536:zeros \
// RUN:   --i32=64 --i32=24 --i32=1 --i32=1 --i32=67510288 --i32=67502096 --i32=2 --i32=16 \
// RUN:   --i32=512 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 --i32=0 --i32=0 \
// RUN:   --compare=d:%t/f2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F2
// F2: compare d: 1536 elements match
// f3: .kind::f8f6f4 E5M2 x E4M3, M = 128, N = 32, A in tensor memory, B N-major
// no swizzle; D = A0 B0 + C, then D += A1 B1 (0x08090090).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/f3_a.bin \
// RUN:   --buffer=b:i8:2048:%t/f3_b.bin --buffer=c:f32:4096:%t/f3_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=1 --i32=134807696 --i32=134807696 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=0 --i32=128 --i32=1024 --i32=1 --i32=1 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/f3_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=F3
// F3: compare d: 4096 elements match
// i1: .kind::i8 signed x unsigned, M = 128, N = 32; A K-major no swizzle, B
// K-major 128B swizzle; D = A0 B0 + C, then D += A1 B1, wrapping (0x080800a0),
// from C near the ends of the s32 range.
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i1_b.bin --buffer=c:i32:4096:%t/i1_c.bin --buffer=d:i32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=2 --i32=134742176 --i32=134742176 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=1 --i32=16 --i32=1024 --i32=0 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/i1_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I1
// I1: compare d: 4096 elements match
// i2: i1 with the saturate bit (0x080800a8).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i2_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i2_b.bin --buffer=c:i32:4096:%t/i2_c.bin --buffer=d:i32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=2 --i32=134742184 --i32=134742184 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=1 --i32=16 --i32=1024 --i32=0 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/i2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I2
// I2: compare d: 4096 elements match
// i3: .kind::i8 unsigned x signed, M = 64, N = 32, B N-major 32B swizzle,
// saturating (0x04090428).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:4096:%t/i3_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i3_b.bin --buffer=c:i32:2048:%t/i3_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=64 --i32=32 --i32=1 --i32=2 --i32=67699752 --i32=67699752 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=3 --i32=4096 --i32=256 --i32=1 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/i3_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I3
// I3: compare d: 2048 elements match
// i4: .kind::i8 signed x signed, M = 128, N = 16, A in tensor memory, B
// K-major 64B swizzle, wrapping (0x080404a0).
// RUN: %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i4_a.bin \
// RUN:   --buffer=b:i8:1024:%t/i4_b.bin --buffer=c:i32:2048:%t/i4_c.bin --buffer=d:i32:2048:zeros \
// RUN:   --i32=128 --i32=16 --i32=1 --i32=2 --i32=134481056 --i32=134481056 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=2 --i32=16 --i32=512 --i32=0 --i32=1 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/i4_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=I4
// I4: compare d: 2048 elements match
// The wrapping product is not the saturating one (some sums overflow).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i1_b.bin --buffer=c:i32:4096:%t/i1_c.bin --buffer=d:i32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=2 --i32=134742176 --i32=134742176 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=1 --i32=16 --i32=1024 --i32=0 --i32=0 --i32=1 --i32=0 \
// RUN:   --compare=d:%t/i2_d.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=WRAP
// WRAP: compare d: {{[1-9][0-9]*}} of 4096 elements differ
//
// The checks of the .kind::f16 model hold for these kinds. Flags: 1, the
// threads read D without waiting for the commit's mbarrier phase; 16, thread
// 0 overwrites a byte of B while the products are in flight; 64, no
// tcgen05.wait::st between the stores of C and A and the products; 8192, no
// fence.proxy.async between the stores of A and B and the products.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/f1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/f1_b.bin --buffer=c:f32:4096:%t/f1_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=1 --i32=134808592 --i32=134824976 --i32=3 --i32=16 \
// RUN:   --i32=256 --i32=1 --i32=8192 --i32=1024 --i32=1 --i32=0 --i32=1 --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: line {{[0-9]+}}: the tcgen05.ld of thread 0 reads tensor memory (lane 0, column 384) that the tcgen05.mma of line {{[0-9]+}} (thread 0) writes, before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i1_b.bin --buffer=c:i32:4096:%t/i1_c.bin --buffer=d:i32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=2 --i32=134742176 --i32=134742176 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=1 --i32=16 --i32=1024 --i32=0 --i32=0 --i32=1 --i32=16 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INFLIGHT
// INFLIGHT: error: line {{[0-9]+}}: llvm.store of thread 0 writes shared byte 0x{{[0-9a-f]+}} that the tcgen05.mma of line {{[0-9]+}} (thread 0) reads, before thread 0 waited for the mbarrier phase that the tcgen05.commit of line {{[0-9]+}} completes
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/t3_a.bin \
// RUN:   --buffer=b:i8:2048:%t/t3_b.bin --buffer=c:f32:4096:%t/t3_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=4 --i32=0 --i32=134760720 --i32=134744336 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=3 --i32=16 --i32=256 --i32=0 --i32=1 --i32=1 --i32=64 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WAITST
// WAITST: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads tensor memory (lane 0, column {{384|448}}) that the tcgen05.st of line {{[0-9]+}} (warp 0) wrote, before a tcgen05.wait::st of warp 0
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:4096:%t/f2_a.bin \
// RUN:   --buffer=b:i8:1536:%t/f2_b.bin --buffer=c:f32:1536:%t/f2_c.bin --buffer=d:f32:1536:zeros \
// RUN:   --i32=64 --i32=24 --i32=1 --i32=1 --i32=67510288 --i32=67502096 --i32=2 --i32=16 \
// RUN:   --i32=512 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 --i32=0 --i32=8192 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PROXY
// PROXY: error: line {{[0-9]+}}: the tcgen05.mma of thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread {{[0-9]+}} wrote with no fence.proxy.async between (the write is in the generic proxy, the tcgen05.mma reads in the async proxy)
//
// Instruction descriptors the model does not cover: an E2M1 A of
// .kind::f8f6f4 (6- and 4-bit formats are not modelled), negate A with
// .kind::i8 (which has no negation), an F16 A with .kind::tf32, an F32 D with
// .kind::i8.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/f1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/f1_b.bin --buffer=c:f32:4096:%t/f1_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=1 --i32=134809232 --i32=134824976 --i32=3 --i32=16 \
// RUN:   --i32=256 --i32=1 --i32=8192 --i32=1024 --i32=1 --i32=0 --i32=1 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=E2M1
// E2M1: error: line {{[0-9]+}}: tcgen05.mma .kind::f8f6f4 with instruction descriptor 0x08090690: A type 5 (e2m1) is not modelled (of .kind::f8f6f4 the model takes e4m3 = 0, e5m2 = 1)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i1_b.bin --buffer=c:i32:4096:%t/i1_c.bin --buffer=d:i32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=2 --i32=134750368 --i32=134742176 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=1 --i32=16 --i32=1024 --i32=0 --i32=0 --i32=1 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=I8NEG
// I8NEG: error: line {{[0-9]+}}: tcgen05.mma .kind::i8 with instruction descriptor 0x080820a0 sets negate A or B (bits 13, 14), which .kind::i8 does not take
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/t1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/t1_b.bin --buffer=c:f32:4096:%t/t1_c.bin --buffer=d:f32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=4 --i32=0 --i32=134744080 --i32=134752528 --i32=1 --i32=16 \
// RUN:   --i32=1024 --i32=0 --i32=128 --i32=512 --i32=0 --i32=0 --i32=1 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TF32A
// TF32A: error: line {{[0-9]+}}: tcgen05.mma .kind::tf32 with instruction descriptor 0x08080810: D type 1, A type 0, B type 2 is not modelled (F32 D = 1 with A and B tf32 = 2)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=mma --buffer=a:i8:8192:%t/i1_a.bin \
// RUN:   --buffer=b:i8:2048:%t/i1_b.bin --buffer=c:i32:4096:%t/i1_c.bin --buffer=d:i32:4096:zeros \
// RUN:   --i32=128 --i32=32 --i32=1 --i32=2 --i32=134742160 --i32=134742176 --i32=0 --i32=128 \
// RUN:   --i32=512 --i32=1 --i32=16 --i32=1024 --i32=0 --i32=0 --i32=1 --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=I8F32
// I8F32: error: line {{[0-9]+}}: tcgen05.mma .kind::i8 with instruction descriptor 0x08080090: D type 1, A type 1, B type 0 is not modelled (S32 D = 2 with A and B u8 = 0 or s8 = 1)

gpu.module @tcgen05_kinds {
  llvm.mlir.global internal @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<32768 x i8>
  llvm.mlir.global internal @aux() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>

  llvm.func @mma(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %m: i32, %n: i32, %esize: i32, %kind: i32, %idesc0: i32, %idesc1: i32, %modeA: i32, %lboA: i32, %sboA: i32, %modeB: i32, %lboB: i32, %sboB: i32, %bmn: i32, %atmem: i32, %acc: i32, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c16384 = arith.constant 16384 : i32
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c46_i64 = arith.constant 46 : i64
    %c61_i64 = arith.constant 61 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %ticks = arith.constant 10000000 : i32
    %true = arith.constant true
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = arith.remui %tid, %c32 : i32
    %warp = arith.divui %tid, %c32 : i32
    %w4 = arith.remui %warp, %c4 : i32
    %w32 = arith.muli %w4, %c32 : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %isw0 = arith.cmpi eq, %warp, %c0 : i32
    %is128 = arith.cmpi eq, %m, %c128 : i32
    %atm = arith.cmpi ne, %atmem, %c0 : i32
    %b_mnmajor = arith.cmpi ne, %bmn, %c0 : i32
    %tiles = llvm.mlir.addressof @tiles : !llvm.ptr<3>
    %aux = llvm.mlir.addressof @aux : !llvm.ptr<3>
    %bar = llvm.getelementptr %aux[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %slot = llvm.getelementptr %aux[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %tiles_ptr = llvm.ptrtoint %tiles : !llvm.ptr<3> to i64
    %tiles_addr = arith.andi %tiles_ptr, %c262143_i64 : i64
    // flags: %fK is true where flag K is set.
    %f1i = arith.andi %flags, %c1 : i32
    %f1 = arith.cmpi ne, %f1i, %c0 : i32
    %f16i = arith.andi %flags, %c16 : i32
    %f16 = arith.cmpi ne, %f16i, %c0 : i32
    %f64i = arith.andi %flags, %c64 : i32
    %f64 = arith.cmpi ne, %f64i, %c0 : i32
    %c8192 = arith.constant 8192 : i32
    %f8192i = arith.andi %flags, %c8192 : i32
    %f8192 = arith.cmpi ne, %f8192i, %c0 : i32
    // The layout parameters of mode 1, 2, 3 (128-, 64-, 32-byte swizzle):
    // rows of W bytes, the XOR mask of Swizzle<B,4,3>, the descriptor's
    // swizzling mode (2, 4, 6; 0 without swizzle).
    %a_none = arith.cmpi eq, %modeA, %c0 : i32
    %a_is1 = arith.cmpi eq, %modeA, %c1 : i32
    %a_is2 = arith.cmpi eq, %modeA, %c2 : i32
    %a_w64 = arith.select %a_is2, %c64, %c32 : i32
    %a_w = arith.select %a_is1, %c128, %a_w64 : i32
    %a_m3 = arith.select %a_is2, %c3, %c1 : i32
    %a_m7 = arith.select %a_is1, %c7, %a_m3 : i32
    %a_mask = arith.select %a_none, %c0, %a_m7 : i32
    %a_code = arith.muli %modeA, %c2 : i32
    %b_none = arith.cmpi eq, %modeB, %c0 : i32
    %b_is1 = arith.cmpi eq, %modeB, %c1 : i32
    %b_is2 = arith.cmpi eq, %modeB, %c2 : i32
    %b_w64 = arith.select %b_is2, %c64, %c32 : i32
    %b_w = arith.select %b_is1, %c128, %b_w64 : i32
    %b_m3 = arith.select %b_is2, %c3, %c1 : i32
    %b_m7 = arith.select %b_is1, %c7, %b_m3 : i32
    %b_mask = arith.select %b_none, %c0, %b_m7 : i32
    %b_code = arith.muli %modeB, %c2 : i32

    // Thread 0 initializes the mbarrier; warp 0 allocates 128 columns of
    // tensor memory (the model hands out columns 384-511): D from the
    // first, A (in tensor memory) from the 65th.
    scf.if %is0 {
      nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    }
    scf.if %isw0 {
      nvvm.tcgen05.alloc %slot, %c128 : !llvm.ptr<3>, i32
      nvvm.tcgen05.relinquish_alloc_permit
    }

    // A (M rows of 64 bytes, row-major in %a) into the tile at byte 0,
    // K-major: no swizzle (r%8)*16 + (r/8)*SBO + (kb%16) + (kb/16)*LBO;
    // swizzled (kb/W)*(M/8)*SBO + (r%8)*W + (r/8)*SBO + kb%W.
    %a_count = arith.muli %m, %c64 : i32
    %m8 = arith.divui %m, %c8 : i32
    %a_atom = arith.muli %sboA, %m8 : i32
    scf.for %ia = %tid to %a_count step %c128 : i32 {
      %r = arith.divui %ia, %c64 : i32
      %kb = arith.remui %ia, %c64 : i32
      %src = llvm.getelementptr %a[%ia] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %v = llvm.load %src : !llvm.ptr -> i8
      %r8 = arith.remui %r, %c8 : i32
      %rh = arith.divui %r, %c8 : i32
      %k16 = arith.remui %kb, %c16 : i32
      %kh16 = arith.divui %kb, %c16 : i32
      %n0 = arith.muli %r8, %c16 : i32
      %n1 = arith.muli %rh, %sboA : i32
      %n3 = arith.muli %kh16, %lboA : i32
      %n01 = arith.addi %n0, %n1 : i32
      %n23 = arith.addi %k16, %n3 : i32
      %k_none = arith.addi %n01, %n23 : i32
      %ka = arith.divui %kb, %a_w : i32
      %ke = arith.remui %kb, %a_w : i32
      %s0 = arith.muli %ka, %a_atom : i32
      %s1 = arith.muli %r8, %a_w : i32
      %s01 = arith.addi %s0, %s1 : i32
      %s012 = arith.addi %s01, %n1 : i32
      %k_swz = arith.addi %s012, %ke : i32
      %off = arith.select %a_none, %k_none, %k_swz : i32
      %line = arith.shrui %off, %c7 : i32
      %bits = arith.andi %line, %a_mask : i32
      %flip = arith.shli %bits, %c4 : i32
      %phys = arith.xori %off, %flip : i32
      %dst = llvm.getelementptr %tiles[%phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %v, %dst : i8, !llvm.ptr<3>
    }
    // B (N rows of 64 bytes in %b, row n column n of B) into the tile at
    // byte 16384: K-major as A; with %bmn MN-major, element (n, k) of E
    // bytes at MN byte nb = n E: no swizzle (nb%16) + (nb/16)*SBO + (k%8)*16
    // + (k/8)*LBO; swizzled (nb%W) + (nb/W)*LBO + (k%8)*W + (k/8)*SBO.
    %b_count = arith.muli %n, %c64 : i32
    %n8 = arith.divui %n, %c8 : i32
    %b_atom = arith.muli %sboB, %n8 : i32
    scf.for %ib = %tid to %b_count step %c128 : i32 {
      %r = arith.divui %ib, %c64 : i32
      %kb = arith.remui %ib, %c64 : i32
      %src = llvm.getelementptr %b[%ib] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %v = llvm.load %src : !llvm.ptr -> i8
      %r8 = arith.remui %r, %c8 : i32
      %rh = arith.divui %r, %c8 : i32
      %k16 = arith.remui %kb, %c16 : i32
      %kh16 = arith.divui %kb, %c16 : i32
      %n0 = arith.muli %r8, %c16 : i32
      %n1 = arith.muli %rh, %sboB : i32
      %n3 = arith.muli %kh16, %lboB : i32
      %n01 = arith.addi %n0, %n1 : i32
      %n23 = arith.addi %k16, %n3 : i32
      %k_none = arith.addi %n01, %n23 : i32
      %ka = arith.divui %kb, %b_w : i32
      %ke = arith.remui %kb, %b_w : i32
      %s0 = arith.muli %ka, %b_atom : i32
      %s1 = arith.muli %r8, %b_w : i32
      %s01 = arith.addi %s0, %s1 : i32
      %s012 = arith.addi %s01, %n1 : i32
      %k_swz = arith.addi %s012, %ke : i32
      %k_off = arith.select %b_none, %k_none, %k_swz : i32
      %k = arith.divui %kb, %esize : i32
      %eb = arith.remui %kb, %esize : i32
      %nbr = arith.muli %r, %esize : i32
      %nb = arith.addi %nbr, %eb : i32
      %k8 = arith.remui %k, %c8 : i32
      %kh = arith.divui %k, %c8 : i32
      %nb16 = arith.remui %nb, %c16 : i32
      %nbh = arith.divui %nb, %c16 : i32
      %t1 = arith.muli %nbh, %sboB : i32
      %t2 = arith.muli %k8, %c16 : i32
      %t3 = arith.muli %kh, %lboB : i32
      %t01 = arith.addi %nb16, %t1 : i32
      %t23 = arith.addi %t2, %t3 : i32
      %mn_none = arith.addi %t01, %t23 : i32
      %nbw = arith.remui %nb, %b_w : i32
      %nbq = arith.divui %nb, %b_w : i32
      %u1 = arith.muli %nbq, %lboB : i32
      %u2 = arith.muli %k8, %b_w : i32
      %u3 = arith.muli %kh, %sboB : i32
      %u01 = arith.addi %nbw, %u1 : i32
      %u23 = arith.addi %u2, %u3 : i32
      %mn_swz = arith.addi %u01, %u23 : i32
      %mn_off = arith.select %b_none, %mn_none, %mn_swz : i32
      %rel = arith.select %b_mnmajor, %mn_off, %k_off : i32
      %off = arith.addi %rel, %c16384 : i32
      %line = arith.shrui %off, %c7 : i32
      %bits = arith.andi %line, %b_mask : i32
      %flip = arith.shli %bits, %c4 : i32
      %phys = arith.xori %off, %flip : i32
      %dst = llvm.getelementptr %tiles[%phys] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.store %v, %dst : i8, !llvm.ptr<3>
    }
    // The stores are in the generic proxy, the products read in the async
    // one (flags & 8192: no fence.proxy.async).
    scf.if %f8192 {
    } else {
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    }
    nvvm.barrier0

    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %nchunks = arith.divui %n, %c8 : i32
    // The initial accumulator C (M x N 32-bit cells in %c) into D: M = 128
    // row i at lane i (tcgen05.st.32x32b, thread l of warp w row 32 w + l,
    // register j column j), M = 64 row 16 k + r at lane 32 k + r
    // (tcgen05.st.16x256b.x1 per 8 columns, register r of thread l: row
    // l / 4 + 8 (r / 2), column 2 (l % 4) + r % 2).
    scf.if %is128 {
      %row = arith.addi %w32, %lane : i32
      %rowbase = arith.muli %row, %n : i32
      %lanebits = arith.shli %w32, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %j = %c0 to %n step %c1 : i32 {
        %idx = arith.addi %rowbase, %j : i32
        %src = llvm.getelementptr %c[%idx] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %v = llvm.load %src : !llvm.ptr -> i32
        %ta = arith.addi %tw, %j : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
      }
      // A in tensor memory (M = 128): row i at lane i from column 64, its 64
      // bytes in 16 columns (byte 4 j + b in bits 8 b of column j).
      scf.if %atm {
        %arow = arith.muli %row, %c16 : i32
        %ta0 = arith.addi %tw, %c64 : i32
        scf.for %j = %c0 to %c16 step %c1 : i32 {
          %idx = arith.addi %arow, %j : i32
          %src = llvm.getelementptr %a[%idx] : (!llvm.ptr, i32) -> !llvm.ptr, i32
          %v = llvm.load %src : !llvm.ptr -> i32
          %ta = arith.addi %ta0, %j : i32
          %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
          nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
        }
      }
    } else {
      %w16 = arith.muli %w4, %c16 : i32
      %g = arith.divui %lane, %c4 : i32
      %q2 = arith.remui %lane, %c4 : i32
      %q = arith.muli %q2, %c2 : i32
      %row0 = arith.addi %w16, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %r0base = arith.muli %row0, %n : i32
      %r1base = arith.muli %row1, %n : i32
      %lanebits = arith.shli %w32, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %ch = %c0 to %nchunks step %c1 : i32 {
        %col8 = arith.muli %ch, %c8 : i32
        %col = arith.addi %col8, %q : i32
        %i0 = arith.addi %r0base, %col : i32
        %i2 = arith.addi %r1base, %col : i32
        %p0 = llvm.getelementptr %c[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p2 = llvm.getelementptr %c[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %v01 = llvm.load %p0 : !llvm.ptr -> vector<2xi32>
        %v23 = llvm.load %p2 : !llvm.ptr -> vector<2xi32>
        %e0 = llvm.extractelement %v01[%c0 : i32] : vector<2xi32>
        %e1 = llvm.extractelement %v01[%c1 : i32] : vector<2xi32>
        %e2 = llvm.extractelement %v23[%c0 : i32] : vector<2xi32>
        %e3 = llvm.extractelement %v23[%c1 : i32] : vector<2xi32>
        %vp = llvm.mlir.poison : vector<4xi32>
        %x0 = llvm.insertelement %e0, %vp[%c0 : i32] : vector<4xi32>
        %x1 = llvm.insertelement %e1, %x0[%c1 : i32] : vector<4xi32>
        %x2 = llvm.insertelement %e2, %x1[%c2 : i32] : vector<4xi32>
        %v = llvm.insertelement %e3, %x2[%c3 : i32] : vector<4xi32>
        %ta = arith.addi %tw, %col8 : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        nvvm.tcgen05.st %tp, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
      }
    }
    // flags & 64: no tcgen05.wait::st before the products read C (and A).
    scf.if %f64 {
    } else {
      nvvm.tcgen05.wait <store>
    }
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>

    // Thread 0: D = A0 B0 (+ C with %acc), then D += A1 B1 (K bytes 0-31 and
    // 32-63), with the instruction descriptors %idesc0 and %idesc1, of the
    // kind %kind (0 tf32, 1 f8f6f4, 2 i8), and a commit to the mbarrier.
    scf.if %is0 {
      // Shared memory descriptors: LBO, SBO, 0b001 at bit 46, the swizzling mode.
      %one = arith.constant 1 : i64
      %fixed = arith.shli %one, %c46_i64 : i64
      %a_l4 = arith.shrui %lboA, %c4 : i32
      %a_l64 = arith.extui %a_l4 : i32 to i64
      %a_lf = arith.shli %a_l64, %c16_i64 : i64
      %a_s4 = arith.shrui %sboA, %c4 : i32
      %a_s64 = arith.extui %a_s4 : i32 to i64
      %a_sf = arith.shli %a_s64, %c32_i64 : i64
      %a_c64 = arith.extui %a_code : i32 to i64
      %a_cf = arith.shli %a_c64, %c61_i64 : i64
      %a_f0 = arith.ori %a_lf, %a_sf : i64
      %a_f1 = arith.ori %a_f0, %a_cf : i64
      %a_fields = arith.ori %a_f1, %fixed : i64
      %b_l4 = arith.shrui %lboB, %c4 : i32
      %b_l64 = arith.extui %b_l4 : i32 to i64
      %b_lf = arith.shli %b_l64, %c16_i64 : i64
      %b_s4 = arith.shrui %sboB, %c4 : i32
      %b_s64 = arith.extui %b_s4 : i32 to i64
      %b_sf = arith.shli %b_s64, %c32_i64 : i64
      %b_c64 = arith.extui %b_code : i32 to i64
      %b_cf = arith.shli %b_c64, %c61_i64 : i64
      %b_f0 = arith.ori %b_lf, %b_sf : i64
      %b_f1 = arith.ori %b_f0, %b_cf : i64
      %b_fields = arith.ori %b_f1, %fixed : i64
      // The second product's K bytes 32-63: K-major at (no swizzle) 2 LBO
      // or (32 / W) atom + 32 % W; B MN-major K / 8 = 4 / E groups of 8 K
      // rows further: (4 / E) LBO (no swizzle) or (4 / E) SBO.
      %a1_none = arith.muli %lboA, %c2 : i32
      %a1_q = arith.divui %c32, %a_w : i32
      %a1_r = arith.remui %c32, %a_w : i32
      %a1_qa = arith.muli %a1_q, %a_atom : i32
      %a1_swz = arith.addi %a1_qa, %a1_r : i32
      %a1 = arith.select %a_none, %a1_none, %a1_swz : i32
      %b1k_none = arith.muli %lboB, %c2 : i32
      %b1k_q = arith.divui %c32, %b_w : i32
      %b1k_r = arith.remui %c32, %b_w : i32
      %b1k_qa = arith.muli %b1k_q, %b_atom : i32
      %b1k_swz = arith.addi %b1k_qa, %b1k_r : i32
      %b1k = arith.select %b_none, %b1k_none, %b1k_swz : i32
      %kgroups = arith.divui %c4, %esize : i32
      %b1mn_none = arith.muli %lboB, %kgroups : i32
      %b1mn_swz = arith.muli %sboB, %kgroups : i32
      %b1mn = arith.select %b_none, %b1mn_none, %b1mn_swz : i32
      %b1 = arith.select %b_mnmajor, %b1mn, %b1k : i32
      %b1t = arith.addi %b1, %c16384 : i32
      %a0s = arith.shrui %tiles_addr, %c4_i64 : i64
      %da0 = arith.ori %a_fields, %a0s : i64
      %a1_64 = arith.extui %a1 : i32 to i64
      %a1_addr = arith.addi %tiles_addr, %a1_64 : i64
      %a1s = arith.shrui %a1_addr, %c4_i64 : i64
      %da1 = arith.ori %a_fields, %a1s : i64
      %b0_64 = arith.extui %c16384 : i32 to i64
      %b0_addr = arith.addi %tiles_addr, %b0_64 : i64
      %b0s = arith.shrui %b0_addr, %c4_i64 : i64
      %db0 = arith.ori %b_fields, %b0s : i64
      %b1_64 = arith.extui %b1t : i32 to i64
      %b1_addr = arith.addi %tiles_addr, %b1_64 : i64
      %b1s = arith.shrui %b1_addr, %c4_i64 : i64
      %db1 = arith.ori %b_fields, %b1s : i64
      %dt = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      %at0i = arith.addi %taddr, %c64 : i32
      %at1i = arith.addi %taddr, %c64 : i32
      %at1j = arith.addi %at1i, %c8 : i32
      %at0 = llvm.inttoptr %at0i : i32 to !llvm.ptr<6>
      %at1 = llvm.inttoptr %at1j : i32 to !llvm.ptr<6>
      %acc1 = arith.cmpi ne, %acc, %c0 : i32
      %is_k0 = arith.cmpi eq, %kind, %c0 : i32
      scf.if %is_k0 {
        scf.if %atm {
          nvvm.tcgen05.mma %dt, %at0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
          nvvm.tcgen05.mma %dt, %at1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
        } else {
          nvvm.tcgen05.mma %dt, %da0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1)
          nvvm.tcgen05.mma %dt, %da1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1)
        }
      } else {
        %is_k1 = arith.cmpi eq, %kind, %c1 : i32
        scf.if %is_k1 {
          scf.if %atm {
            nvvm.tcgen05.mma %dt, %at0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
            nvvm.tcgen05.mma %dt, %at1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
          } else {
            nvvm.tcgen05.mma %dt, %da0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1)
            nvvm.tcgen05.mma %dt, %da1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1)
          }
        } else {
          scf.if %atm {
            nvvm.tcgen05.mma %dt, %at0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
            nvvm.tcgen05.mma %dt, %at1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
          } else {
            nvvm.tcgen05.mma %dt, %da0, %db0, %idesc0, %acc1 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1)
            nvvm.tcgen05.mma %dt, %da1, %db1, %idesc1, %true {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1)
          }
        }
      }
      nvvm.tcgen05.commit %bar : !llvm.ptr<3>
      // flags & 16: thread 0 overwrites a byte of B while the products are
      // in flight.
      scf.if %f16 {
        %zero = arith.constant 0 : i8
        %bt = llvm.getelementptr %tiles[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
        llvm.store %zero, %bt : i8, !llvm.ptr<3>
      }
    }
    // flags & 1: no wait for the commit's phase.
    scf.if %f1 {
    } else {
      nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    }
    nvvm.tcgen05.fence <after>

    // D out with tcgen05.ld.16x256b.x1 per 8 columns: M = 128 in two halves
    // of 16 lanes per warp (lanes and rows 32 w + 16 h ..), M = 64 rows
    // 16 w .. at lanes 32 w ...
    %halves = arith.select %is128, %c2, %c1 : i32
    %g = arith.divui %lane, %c4 : i32
    %q2 = arith.remui %lane, %c4 : i32
    %q = arith.muli %q2, %c2 : i32
    %w16 = arith.muli %w4, %c16 : i32
    scf.for %h = %c0 to %halves step %c1 : i32 {
      %h16 = arith.muli %h, %c16 : i32
      %lanebase = arith.addi %w32, %h16 : i32
      %rowbase = arith.select %is128, %lanebase, %w16 : i32
      %row0 = arith.addi %rowbase, %g : i32
      %row1 = arith.addi %row0, %c8 : i32
      %r0base = arith.muli %row0, %n : i32
      %r1base = arith.muli %row1, %n : i32
      %lanebits = arith.shli %lanebase, %c16 : i32
      %tw = arith.addi %taddr, %lanebits : i32
      scf.for %ch = %c0 to %nchunks step %c1 : i32 {
        %col8 = arith.muli %ch, %c8 : i32
        %ta = arith.addi %tw, %col8 : i32
        %tp = llvm.inttoptr %ta : i32 to !llvm.ptr<6>
        %v = nvvm.tcgen05.ld %tp {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
        nvvm.tcgen05.wait <load>
        %col = arith.addi %col8, %q : i32
        %i0 = arith.addi %r0base, %col : i32
        %i2 = arith.addi %r1base, %col : i32
        %e0 = llvm.extractelement %v[%c0 : i32] : vector<4xi32>
        %e1 = llvm.extractelement %v[%c1 : i32] : vector<4xi32>
        %e2 = llvm.extractelement %v[%c2 : i32] : vector<4xi32>
        %e3 = llvm.extractelement %v[%c3 : i32] : vector<4xi32>
        %i1 = arith.addi %i0, %c1 : i32
        %i3 = arith.addi %i2, %c1 : i32
        %p0 = llvm.getelementptr %d[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p1 = llvm.getelementptr %d[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p2 = llvm.getelementptr %d[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %p3 = llvm.getelementptr %d[%i3] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %e0, %p0 : i32, !llvm.ptr
        llvm.store %e1, %p1 : i32, !llvm.ptr
        llvm.store %e2, %p2 : i32, !llvm.ptr
        llvm.store %e3, %p3 : i32, !llvm.ptr
      }
    }
    // Every warp's loads are complete before warp 0 deallocates.
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    scf.if %isw0 {
      nvvm.tcgen05.fence <after>
      %tp = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %tp, %c128 : !llvm.ptr<6>, i32
    }
    llvm.return
  }
}
