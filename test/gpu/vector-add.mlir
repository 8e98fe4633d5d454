// examples/vector_add.mlir compiled for this machine's GPU, run with random
// inputs and checked against a Python reference. n = 5000 is not a multiple
// of the 1024 elements of a tile block, and the buffers are longer than n, so
// the masked tail of the last block is checked too.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/vector_add.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/vector_add.mlir
// RUN: %tileiras-run %t/vector_add.mlir --grid=5 --seed=11 --dry-run \
// RUN:   --buffer=a:f32:5120:random --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/Inputs/vector_add_ref.py %t/a.bin %t/b.bin 5000 %t/ref.bin
// RUN: %tileiras-run %t/vector_add.mlir --grid=5 --seed=11 \
// RUN:   --buffer=a:f32:5120:random --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --compare=c:%t/ref.bin:rtol=0,atol=0 --out=c:%t/c.bin | FileCheck %s
// CHECK: kernel vector_add: grid 5x1x1, block 128x1x1, dynamic smem 0
// CHECK: compare c: 5120 elements match {{.*}}ref.bin

// A wrong reference is reported with the first mismatch and the count.
// RUN: not %tileiras-run %t/vector_add.mlir --grid=5 --seed=11 \
// RUN:   --buffer=a:f32:5120:random --buffer=b:f32:5120:random --buffer=c:f32:5120:zeros --i32=5000 \
// RUN:   --compare=c:%t/a.bin 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: error: buffer 'c' differs from {{.*}}a.bin in {{[0-9]+}} of 5120 elements; first at index {{[0-9]+}}: got

// A launch the driver rejects carries the driver's error string.
// RUN: not %tileiras-run %t/vector_add.mlir --grid=5 --block=2048 \
// RUN:   --buffer=a:f32:5120:zeros --buffer=b:f32:5120:zeros --buffer=c:f32:5120:zeros --i32=5000 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: error: cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (1):
