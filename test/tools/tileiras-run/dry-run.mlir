// The launch a binary records, arguments in command-line order, and the
// random fill, which a Python reference must be able to regenerate.
// RUN: %tileiras-run %S/Inputs/two-kernels.mlir --kernel=scale --grid=4 --dry-run \
// RUN:   --buffer=x:f32:1000:random --f32=2.5 --buffer=y:i32:7:random --i32=-3 \
// RUN:   --i64=1099511627776 --buffer=z:f16:3:zeros --seed=42 \
// RUN:   --out=x:%t.x --out=y:%t.y --out=z:%t.z | FileCheck %s
// CHECK:      kernel scale: grid 4x1x1, block 128x1x1, dynamic smem 256
// CHECK-NEXT:   arg 0: buffer x: 1000 x f32
// CHECK-NEXT:   arg 1: f32 2.5
// CHECK-NEXT:   arg 2: buffer y: 7 x i32
// CHECK-NEXT:   arg 3: i32 -3
// CHECK-NEXT:   arg 4: i64 1099511627776
// CHECK-NEXT:   arg 5: buffer z: 3 x f16
// RUN: %python %S/Inputs/check_random.py %t.x f 1000 42 0 | FileCheck %s --check-prefix=X
// X: random fill matches: 1000 elements
// RUN: %python %S/Inputs/check_random.py %t.y i 7 42 1 | FileCheck %s --check-prefix=Y
// Y: random fill matches: 7 elements
// RUN: od -An -tx1 %t.z | FileCheck %s --check-prefix=Z
// Z: 00 00 00 00 00 00

// f8 buffers: the same values rounded to the nearest code, ties to even.
// RUN: %tileiras-run %S/Inputs/two-kernels.mlir --kernel=copy --grid=1 --dry-run \
// RUN:   --buffer=p:f8E4M3FN:3000:random --buffer=q:f8E5M2:3000:random --seed=7 \
// RUN:   --out=p:%t.p --out=q:%t.q | FileCheck %s --check-prefix=F8
// F8: arg 0: buffer p: 3000 x f8E4M3FN
// F8: arg 1: buffer q: 3000 x f8E5M2
// RUN: %python %S/Inputs/check_random.py %t.p e4m3 3000 7 0 | FileCheck %s --check-prefix=E4M3
// E4M3: random fill matches: 3000 elements
// RUN: %python %S/Inputs/check_random.py %t.q e5m2 3000 7 1 | FileCheck %s --check-prefix=E5M2
// E5M2: random fill matches: 3000 elements

// The block and shared memory given on the command line win; a file input
// is copied as it is.
// RUN: %tileiras-run %S/Inputs/two-kernels.mlir --kernel=copy --grid=2,3 --block=32,4 --smem=64 \
// RUN:   --dry-run --buffer=z:f16:3:%t.z | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE: kernel copy: grid 2x3x1, block 32x4x1, dynamic smem 64

// The only kernel of a binary needs no --kernel; PTX loads too.
// RUN: %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --dry-run | FileCheck %s --check-prefix=ONLY
// ONLY: kernel vector_add: grid 1x1x1, block 128x1x1, dynamic smem 0
// RUN: %tileiras-run %S/Inputs/ptx-only.mlir --grid=1 --block=32 --dry-run | FileCheck %s --check-prefix=PTX
// PTX: kernel k: grid 1x1x1, block 32x1x1, dynamic smem 0

// A raw cubin takes everything from the command line.
// RUN: printf '\177ELF' > %t.cubin
// RUN: %tileiras-run %t.cubin --kernel=k --grid=8 --block=256 --dry-run | FileCheck %s --check-prefix=RAW
// RUN: not %tileiras-run %t.cubin --grid=8 --block=256 --dry-run 2>&1 | FileCheck %s --check-prefix=RAW-NAME
// RUN: not %tileiras-run %t.cubin --kernel=k --grid=8 --dry-run 2>&1 | FileCheck %s --check-prefix=RAW-BLOCK
// RAW: kernel k: grid 8x1x1, block 256x1x1, dynamic smem 0
// RAW-NAME: error: a raw binary needs --kernel=NAME
// RAW-BLOCK: error: no block size for kernel 'k': the binary records none, give --block=X,Y,Z
