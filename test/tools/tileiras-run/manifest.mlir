// Kernel arguments, grid and outputs from a JSON manifest; paths in it are
// relative to its folder.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '\000\000\200\077\000\000\000\100' > %t/two.bin
// RUN: echo '{"grid": [3, 2], "seed": 7, "args": [' > %t/m.json
// RUN: echo '  {"buffer": "a", "type": "f32", "count": 16, "init": "random", "out": "a.bin"},' >> %t/m.json
// RUN: echo '  {"buffer": "b", "type": "f32", "count": 2, "init": "two.bin", "out": "b.bin", "compare": "two.bin", "rtol": 0, "atol": 0.5},' >> %t/m.json
// RUN: echo '  {"i32": 16}, {"f64": 0.25}]}' >> %t/m.json
// RUN: %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/m.json --dry-run | FileCheck %s
// CHECK:      kernel vector_add: grid 3x2x1, block 128x1x1, dynamic smem 0
// CHECK-NEXT:   arg 0: buffer a: 16 x f32
// CHECK-NEXT:   arg 1: buffer b: 2 x f32
// CHECK-NEXT:   arg 2: i32 16
// CHECK-NEXT:   arg 3: f64 0.25
// RUN: %python %S/Inputs/check_random.py %t/a.bin f 16 7 0 | FileCheck %s --check-prefix=A
// A: random fill matches: 16 elements
// RUN: cmp %t/b.bin %t/two.bin

// The command line wins over the manifest for grid, block and seed.
// RUN: %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/m.json --grid=5 --block=64 --seed=0 --dry-run | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE: kernel vector_add: grid 5x1x1, block 64x1x1, dynamic smem 0
// RUN: %python %S/Inputs/check_random.py %t/a.bin f 16 0 0
