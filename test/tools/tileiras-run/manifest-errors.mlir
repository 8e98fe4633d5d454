// Manifest errors name the place in the manifest.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/none.json --dry-run 2>&1 | FileCheck %s --check-prefix=READ
// READ: error: cannot read manifest {{.*}}none.json: No such file or directory
// RUN: echo '{"grid": [1],' > %t/bad.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/bad.json --dry-run 2>&1 | FileCheck %s --check-prefix=JSON
// JSON: error: manifest {{.*}}bad.json is not valid JSON: [2:0, byte=14]: Expected
// RUN: echo '[]' > %t/array.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/array.json --dry-run 2>&1 | FileCheck %s --check-prefix=TOP
// TOP: error: manifest: the top level must be an object
// RUN: echo '{"grid": [1], "args": [], "blocks": 3}' > %t/key.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/key.json --dry-run 2>&1 | FileCheck %s --check-prefix=KEY
// KEY: error: manifest: unknown key 'blocks' (expected image, kernel, grid, block, smem, seed, expect, args)
// RUN: echo '{"grid": [1]}' > %t/noargs.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/noargs.json --dry-run 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: error: manifest: 'args' must be an array of kernel arguments
// RUN: echo '{"grid": [1, 0], "args": []}' > %t/grid.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/grid.json --dry-run 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: error: manifest: 'grid' must hold positive 32-bit integers
// RUN: echo '{"grid": 4, "args": []}' > %t/grid2.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/grid2.json --dry-run 2>&1 | FileCheck %s --check-prefix=GRID2
// GRID2: error: manifest: 'grid' must be an array of one to three integers
// RUN: echo '{"kernel": 3, "args": []}' > %t/kernel.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/kernel.json --dry-run 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: error: manifest: 'kernel' must be a string
// RUN: echo '{"smem": -1, "args": []}' > %t/smem.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/smem.json --dry-run 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: manifest: 'smem' must be a non-negative integer
// RUN: echo '{"seed": "x", "args": []}' > %t/seed.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/seed.json --dry-run 2>&1 | FileCheck %s --check-prefix=SEED
// SEED: error: manifest: 'seed' must be a non-negative integer
// RUN: echo '{"grid": [1], "args": [3]}' > %t/arg.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/arg.json --dry-run 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: error: manifest: args[0] must be an object
// RUN: echo '{"grid": [1], "args": [{"buffer": "a", "type": "f32"}]}' > %t/buf.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/buf.json --dry-run 2>&1 | FileCheck %s --check-prefix=BUF
// BUF: error: manifest: args[0]: a buffer needs 'type', a positive 'count' and 'init'
// RUN: echo '{"grid": [1], "args": [{"i32": 1}, {"buffer": "a", "type": "u8", "count": 1, "init": "zeros"}]}' > %t/type.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/type.json --dry-run 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: error: manifest: args[1]: unknown element type 'u8'
// RUN: echo '{"grid": [1], "args": [{"buffer": "a", "type": "f32", "count": 1, "init": "zeros", "compare": "r.bin", "atol": -1}]}' > %t/tol.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/tol.json --dry-run 2>&1 | FileCheck %s --check-prefix=TOL
// TOL: error: manifest: args[0]: 'atol' must be a non-negative number
// RUN: echo '{"grid": [1], "args": [{"i32": 3000000000}]}' > %t/i32.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/i32.json --dry-run 2>&1 | FileCheck %s --check-prefix=I32
// I32: error: manifest: args[0]: expected {"buffer": ...} or one of {"i32"|"i64"|"f32"|"f64": value} with a value of that type
// RUN: echo '{"grid": [1], "args": [{"i32": 3, "i64": 4}]}' > %t/two.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/two.json --dry-run 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: manifest: args[0]: expected {"buffer": ...} or one of {"i32"|"i64"|"f32"|"f64": value}
// RUN: echo '{"grid": [1], "args": []}' > %t/ok.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/ok.json --i32=3 --dry-run 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: kernel arguments come either from --manifest or from --buffer/--i32/--i64/--f32/--f64, not both

// The image and the expected outcome are checked too; without an input file
// and without "image" there is nothing to load.
// RUN: echo '{"image": 3, "grid": [1], "args": []}' > %t/image.json
// RUN: not %tileiras-run --manifest=%t/image.json --dry-run 2>&1 | FileCheck %s --check-prefix=IMAGE
// IMAGE: error: manifest: 'image' must be a file name
// RUN: echo '{"expect": "maybe", "grid": [1], "args": []}' > %t/expect.json
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --manifest=%t/expect.json --dry-run 2>&1 | FileCheck %s --check-prefix=EXPECT
// EXPECT: error: manifest: 'expect' must be success or failure
// RUN: echo '{"grid": [1], "args": []}' > %t/noimage.json
// RUN: not %tileiras-launch --manifest=%t/noimage.json --dry-run 2>&1 | FileCheck %s --check-prefix=NOIMAGE
// NOIMAGE: tileiras-launch: error: no input: give the image file, or "image" in the manifest
